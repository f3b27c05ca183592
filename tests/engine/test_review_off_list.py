"""Reviews and the bot when the answer is beyond the list: judged over the one answer model,
the list's words and the other valid words that fit, and said so."""

import math

from hypothesis import given
from hypothesis import strategies as st

from wordle.engine.answers.likelihood import likelihood
from wordle.engine.answers.pool import pool_after
from wordle.engine.lists.words import word_list
from wordle.engine.review.analysis import analyse
from wordle.engine.review.reviewing import review
from wordle.engine.rules.knowledge import knowledge_of
from wordle.engine.rules.notation import Step
from wordle.engine.rules.score import SOLVED, feedback
from wordle.engine.search.bot import Bot

from sizes import examples

ANSWERS = word_list("answers")
BOT = Bot(ANSWERS, word_list("allowed"))
OFF_CLASSIC = tuple(w for w in word_list("nyt") if w not in ANSWERS)


def game(answer, guesses):
    return [Step(g, feedback(g, answer)) for g in [*guesses, answer]]


def test_a_review_past_the_list_says_from_where_and_weighs_its_luck():
    steps = game("kazoo", ["salet", "corny", "mambo", "kight"])
    result = review(steps, BOT)
    assert [s.number for s in result.steps] == [1, 2, 3, 4, 5]
    assert result.off_list_after == 3
    assert result.summary().endswith(
        ". KAZOO is not on the answers list: every number here gives words beyond it a 2% "
        "share in all, so it was a long shot until no listed answer was left, after guess 3"
    )
    told = review(steps[:4], BOT, answer=None)  # the answer unknown: only where the list ended
    assert told.summary().endswith(". No listed answer was left after guess 3")
    fourth = result.steps[3]
    valid = analyse(steps[:3], ANSWERS).valid
    assert (fourth.before, fourth.after) == (0, 0)  # the grid's count: the list's words
    assert (fourth.valid_before, fourth.valid_after) == (len(valid), 1)
    assert fourth.judged == (len(valid), 1, "valid words")
    assert fourth.weight_before == pool_after(knowledge_of(steps[:3]), ANSWERS).total
    assert fourth.weight_before == sum(likelihood().weight(w) for w in valid)  # none listed
    assert fourth.gained == math.log2(fourth.weight_before / fourth.weight_after)
    assert result.steps[-1].after == 0 and result.steps[-1].valid_after == 1
    assert result.bot_line[-1] == Step("kazoo", SOLVED)
    third = result.steps[2]  # MAMBO, the list's last word: the right play, and not the answer
    assert third.reason.startswith("MAMBO was the list's only answer left, and not the answer")


def test_a_card_counts_as_the_grid_does(answers=ANSWERS):
    for answer, guesses in (("guano", ["crane", "plant"]), ("kazoo", ["crane"])):
        steps = game(answer, guesses)
        result = review(steps, BOT)
        reports = analyse(steps, ANSWERS).reports
        assert [(s.before, s.after) for s in result.steps] == [(r.before, r.after) for r in reports]
        assert [s.valid_after for s in result.steps] == [len(r.valid) for r in reports]
        data = result.as_dict()["steps"]
        assert [(d["before"], d["remaining"]) for d in data] == [
            (r.before, r.after) for r in reports
        ]


def test_a_win_off_the_list_is_not_called_perfect_beside_a_low_skill():
    result = review(game("guano", ["crane", "plant"]), BOT)
    won = result.steps[-1]
    assert (won.before, won.after) == (1, 0) and won.best.guess == "shank" and won.rank > 1
    assert "Nothing could do better" not in won.reason
    assert "only answer left" not in won.reason
    assert won.reason.startswith("GUANO was the answer, though not on the list")
    assert "SHANK was the guess to play" in won.reason and "counts as luck" in won.reason
    assert f"its chance was {won.played.chance:.1%}" in won.reason and won.luck > 0.5
    kazoo = review(game("kazoo", ["crane"]), BOT).steps[-1]
    assert "one of" not in kazoo.reason and "still possible" not in kazoo.reason
    assert kazoo.reason.startswith(
        f"KAZOO was the answer, though not on the list, which still had {kazoo.before}"
    )


def test_a_game_won_off_the_list_on_its_last_guess_is_not_called_off_the_list_after():
    result = review(game("kazoo", ["blush", "crate", "mania"]), BOT)
    assert result.off_list_after is None and len(result.steps) == 4
    assert result.bot_line[-1].guess == "kazoo"


@examples(2, 6)
@given(
    answer=st.sampled_from(OFF_CLASSIC),
    guesses=st.lists(st.sampled_from(word_list("nyt").words), min_size=1, max_size=2),
)
def test_any_valid_answer_is_reviewed_to_the_end_and_the_bot_solves_it(answer, guesses):
    steps = game(answer, guesses)
    result = review(steps, BOT)
    assert len(result.steps) == len(steps) and result.answer == answer
    assert result.bot_line[-1] == Step(answer, SOLVED) and len(result.bot_line) <= 8
