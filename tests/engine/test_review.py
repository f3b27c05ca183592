import math

import pytest

from wordle.engine.bot import Bot
from wordle.engine.notation import parse_steps
from wordle.engine.review import luck_words, review
from wordle.engine.words import WordList

ANSWERS = WordList("tiny answers", ("batch", "catch", "hatch"))
GUESSES = WordList("tiny guesses", ("batch", "catch", "chalk", "hatch"))


@pytest.fixture
def tiny_review():
    bot = Bot(ANSWERS, GUESSES, start="batch")
    return review(parse_steps("CHALK=cha.. BATCH=.ATCH HATCH=HATCH"), bot)


def test_every_number_of_a_tiny_game(tiny_review):
    first, second, third = tiny_review.steps
    # 1. chalk splits the three into cha.. {batch, hatch} and Cha.. {catch}.
    assert (first.before, first.after) == (3, 2)
    assert first.played.bits == pytest.approx(math.log2(3) - 2 / 3)
    assert first.played.expected_remaining == pytest.approx(5 / 3)
    assert first.best.guess == "catch"  # as informative, it could win, and it is likeliest
    assert first.bot_guess == "batch"  # the bot's opener here
    assert (first.standing.better, first.standing.worse, first.standing.total) == (3, 0, 4)
    assert first.skill == 0
    assert first.gained == pytest.approx(math.log2(3 / 2))
    assert first.luck == pytest.approx(math.log2(3 / 2) - (math.log2(3) - 2 / 3))
    # 2. batch against {batch, hatch}: one bit, a perfect split; hatch ties with it.
    assert (second.before, second.after) == (2, 1)
    assert second.played.bits == pytest.approx(1) and second.played.is_candidate
    assert (second.standing.better, second.standing.worse) == (0, 2)
    assert second.skill == 66
    assert second.luck == pytest.approx(0)
    # 3. one candidate left and it is played: the best there is.
    assert (third.before, third.after, third.skill) == (1, 1, 99)
    assert third.played.bits == 0


def test_the_summary_and_the_bots_line(tiny_review):
    assert tiny_review.answer == "hatch"
    assert [s.guess for s in tiny_review.bot_line] == ["batch", "catch", "hatch"]
    assert tiny_review.skill == pytest.approx((0 + 66 + 99) / 3)
    assert tiny_review.summary() == (
        "solved in 3; average skill 55; luck -0.3 bits (as expected); the bot solves HATCH in 3"
    )
    data = tiny_review.as_dict()
    assert data["answer"] == "hatch" and len(data["steps"]) == 3
    assert data["steps"][0]["pattern"] == "YYYBB" and data["steps"][0]["remaining"] == 2


def test_luck_words():
    assert [luck_words(b) for b in (2, 1, 0, -1, -2)] == [
        "very lucky",
        "lucky",
        "as expected",
        "unlucky",
        "very unlucky",
    ]


def test_a_real_game_flags_hard_mode_breaks(answers, allowed):
    result = review(parse_steps("CRANE=.R..e SLOTH=..... BREED=.Re.."), Bot(answers, allowed))
    assert result.steps[1].hard_mode_breaks == (
        "2nd letter must be R (step 1)",
        "must contain one E (step 1)",
    )
    assert result.steps[0].hard_mode_breaks == () and result.answer is None
    assert result.bot_line == []
    assert 0 <= result.steps[0].skill <= 99 and result.steps[0].best.guess == "soare"
