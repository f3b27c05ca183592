"""A finished game's verdict (issue 70): how it ended, the list and mode, skill and luck out of
99 each with the word its scale gives, the bot's count; none for a game still being played."""

import pytest

from wordle.engine.lists.words import guesses_for, word_list
from wordle.engine.review.reasons import LUCK_WORDS, SKILL_WORDS, luck_score_words, skill_words
from wordle.engine.review.reviewing import review
from wordle.engine.review.verdict import verdict_of
from wordle.engine.rules.notation import Step
from wordle.engine.rules.score import feedback
from wordle.engine.search.bot import Bot

ANSWERS = word_list("answers")


def steps(answer: str, *guesses: str) -> list[Step]:
    return [Step(g, feedback(g, answer)) for g in guesses]


def reviewed(game: list[Step], hard: bool = False, answer: str | None = None):
    return review(game, Bot(ANSWERS, guesses_for(ANSWERS), hard=hard), answer)


def test_a_solved_hard_game_says_how_it_ended_where_and_how_it_was_judged():
    game = steps("shake", "being", "clasp", "shame", "shake")  # CLASP drops BEING's E
    result = reviewed(game, hard=True)
    verdict = verdict_of(result, "answers", hard=True)
    assert verdict.outcome == "Solved in 4"
    assert verdict.mode == "classic answers, hard mode (broken by guess 2)"
    assert verdict.skill == round(result.skill)
    scores = [s.luck_score for s in result.steps if any(s.odds)]
    assert verdict.luck == round(sum(scores) / len(scores))
    assert verdict.bot == len(result.bot_line) == 3
    first, second = verdict.text().splitlines()
    assert first == "Solved in 4 · classic answers, hard mode (broken by guess 2)"
    assert second == (
        f"skill {verdict.skill} of 99: {skill_words(verdict.skill)} · luck {verdict.luck} of 99: "
        f"{luck_score_words(verdict.luck)} · the bot: 3 guesses"
    )
    said = verdict.as_dict()
    assert (said["list_label"], said["hard"], said["broke_hard"]) == ("classic answers", True, [2])


def test_a_game_still_played_has_no_verdict_and_a_lost_one_says_so():
    assert verdict_of(reviewed(steps("quota", "smart", "table")), "answers", False) is None
    lost = steps("ocean", "salet", "beard", "enema", "hyena", "anime", "omega")
    without = verdict_of(reviewed(lost), "answers", False)
    assert (without.outcome, without.bot, without.mode) == (
        "Not solved in 6",
        None,
        "classic answers",
    )
    told = verdict_of(reviewed(lost, answer="ocean"), "answers", False)
    assert told.outcome == "Not solved in 6" and told.bot is not None
    early = verdict_of(reviewed(lost[:3], answer="ocean"), "nyt", False)  # given up, answer told
    assert early.outcome == "Not solved in 3" and early.mode == "every guessable word"


def test_a_game_solved_off_the_list_says_so_in_words_the_answer_only_when_shown():
    result = reviewed(steps("guano", "salet", "guano"))  # GUANO: valid, not a classic answer
    verdict = verdict_of(result, "answers", False)
    assert verdict.solved and verdict.off_list and verdict.as_dict()["off_list"] is True
    assert verdict.outcome == "Solved in 2, off the list"  # a hidden game's: no word
    assert verdict.outcome_with("guano") == "Solved in 2: GUANO, not on the list"
    assert verdict.text("guano").startswith("Solved in 2: GUANO, not on the list · classic")
    listed = verdict_of(reviewed(steps("quota", "smart", "quota")), "answers", False)
    assert not listed.off_list and listed.outcome_with("quota") == "Solved in 2"


@pytest.mark.parametrize(
    ("words", "bands"),
    [(skill_words, SKILL_WORDS), (luck_score_words, LUCK_WORDS)],
    ids=["skill", "luck"],
)
def test_each_score_has_the_word_of_its_band_from_0_to_99(words, bands):
    edges = sorted(least for least, _ in bands)
    said = [words(score) for score in range(100)]
    assert len(set(said)) == len(bands) + 1  # every band, and the one below the last
    for least, word in bands:
        assert words(least) == word and (least == 0 or words(least - 1) != word)
    assert said == sorted(said, key=[words(e) for e in [0, *edges]].index)  # bands in order
