import pytest

from wordle.engine.openings import (
    digest,
    opening_standing,
    read_table,
    scores_at_opening,
    shipped_scores,
    write_table,
)
from wordle.engine.suggest import finish, standing
from wordle.engine.words import WordList, guesses_for, word_list

ANSWERS, ALLOWED = word_list("answers"), word_list("allowed")


@pytest.mark.parametrize(
    ("name", "size"), [("answers", 12_972), ("nyt-answers", 14_855), ("nyt", 14_855)]
)
def test_each_shipped_table_is_what_the_scoring_gives_today(name, size):
    """Recomputed in full (the NYT's whole list: about a minute)."""
    answers = word_list(name)
    guesses = guesses_for(answers)
    table = shipped_scores(answers, guesses)
    assert table == sorted(round(s * 10**9) for s in scores_at_opening(answers, guesses))
    assert len(table) == size


def test_a_table_serves_only_its_own_lists():
    assert shipped_scores(word_list("nyt-answers"), ALLOWED) is None
    assert shipped_scores(word_list("allowed"), word_list("nyt")) is None  # no table for it
    renamed = WordList("answers", ANSWERS.words[:-1])  # the name alone is not enough
    assert shipped_scores(renamed, ALLOWED) is None


@pytest.mark.parametrize("guess", ["salet", "fuzzy", "kazoo"])
def test_the_standing_from_the_nyt_answers_table_is_the_standing_worked_out(guess):
    answers = word_list("nyt-answers")
    guesses = guesses_for(answers)
    scores = shipped_scores(answers, guesses)
    assert opening_standing(guess, answers, guesses, scores) == finish(
        standing(guess, answers, guesses)
    )


@pytest.mark.parametrize("guess", ["salet", "soare", "crane", "adieu", "fuzzy", "mamma"])
def test_the_standing_from_the_table_is_the_standing_worked_out(guess):
    scores = shipped_scores(ANSWERS, ALLOWED)
    assert opening_standing(guess, ANSWERS, ALLOWED, scores) == finish(
        standing(guess, ANSWERS, ALLOWED)
    )


def test_ties_and_words_outside_the_lists_count_as_standing_counts_them():
    answers = WordList("tiny", ("crane", "crate", "trace", "react"))
    guesses = WordList("tiny guesses", ("crane", "crate", "trace", "react", "zzzzz", "abcde"))
    scores = read_table(write_table(answers, guesses, scores_at_opening(answers, guesses)))[1]
    for guess in (*guesses.words, "qajaq"):
        assert opening_standing(guess, answers, guesses, scores) == finish(
            standing(guess, answers, guesses)
        ), guess


def test_the_digest_names_both_lists():
    assert digest(ANSWERS, ALLOWED).startswith("answers allowed 2315 12972 ")
