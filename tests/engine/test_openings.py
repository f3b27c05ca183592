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
from wordle.engine.words import WordList, word_list

ANSWERS, ALLOWED = word_list("answers"), word_list("allowed")


def test_the_shipped_table_is_what_the_scoring_gives_today():
    table = shipped_scores(ANSWERS, ALLOWED)
    assert table == sorted(round(s * 10**9) for s in scores_at_opening(ANSWERS, ALLOWED))
    assert len(table) == 12_972


def test_the_table_serves_only_its_own_lists():
    assert shipped_scores(word_list("nyt-answers"), word_list("nyt")) is None
    renamed = WordList("answers", ANSWERS.words[:-1])  # the name alone is not enough
    assert shipped_scores(renamed, ALLOWED) is None


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
