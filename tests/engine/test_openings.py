import pytest

from wordle.engine.finish import Finish, outlook
from wordle.engine.likelihood import likelihood
from wordle.engine.model import opening_pool
from wordle.engine.openings import (
    digest,
    expected_at_opening,
    opening_place,
    read_table,
    shipped_table,
    write_table,
)
from wordle.engine.words import WordList, guesses_for, word_list
from wordle.engine.work import finish

ANSWERS, ALLOWED = word_list("answers"), word_list("allowed")


@pytest.mark.parametrize(
    ("name", "size"), [("answers", 12_972), ("nyt-answers", 14_855), ("nyt", 14_855)]
)
def test_each_shipped_table_is_what_the_judging_gives_today(name, size):
    """Recomputed in full (about ten seconds a list)."""
    answers = word_list(name)
    guesses = guesses_for(answers)
    table = shipped_table(answers, guesses)
    expected = expected_at_opening(answers, guesses)
    assert table.expected == sorted(round(e * 10**9) for e in expected.values())
    assert len(table.expected) == size
    assert table.best == min(expected, key=lambda w: (expected[w], likelihood().key(w)))


def test_a_table_serves_only_its_own_lists():
    assert shipped_table(word_list("nyt-answers"), ALLOWED) is None
    assert shipped_table(word_list("allowed"), word_list("nyt")) is None  # no table for it
    renamed = WordList("answers", ANSWERS.words[:-1])  # the name alone is not enough
    assert shipped_table(renamed, ALLOWED) is None
    assert shipped_table(ANSWERS, ALLOWED, share=0) is None  # nor another answer model


def place_worked_out(guess, answers, guesses):
    """Over the answer model's pool at the opening, every guess judged."""
    pool = opening_pool(answers)
    everyone = [*guesses.words, *answers.words, guess]
    judging = outlook(pool, everyone, [], Finish(lambda steps: guesses, dict(pool.weights)))
    return finish(judging).place(guess, likelihood().key)


@pytest.mark.parametrize("guess", ["salet", "fuzzy", "kazoo"])
def test_the_place_from_the_nyt_answers_table_is_the_place_worked_out(guess):
    answers = word_list("nyt-answers")
    guesses = guesses_for(answers)
    table = shipped_table(answers, guesses)
    assert opening_place(guess, answers, guesses, table) == place_worked_out(
        guess, answers, guesses
    )


@pytest.mark.parametrize("guess", ["salet", "roate", "crane", "adieu", "fuzzy", "mamma"])
def test_the_place_from_the_table_is_the_place_worked_out(guess):
    table = shipped_table(ANSWERS, ALLOWED)
    assert opening_place(guess, ANSWERS, ALLOWED, table) == place_worked_out(
        guess, ANSWERS, ALLOWED
    )


def test_ties_and_words_outside_the_lists_count_as_worked_out():
    answers = WordList("tiny", ("crane", "crate", "trace", "react"))
    guesses = WordList("tiny guesses", ("crane", "crate", "trace", "react", "zzzzz", "abcde"))
    table = read_table(write_table(answers, guesses, expected_at_opening(answers, guesses)))[1]
    for guess in (*guesses.words, "qajaq"):
        assert opening_place(guess, answers, guesses, table) == place_worked_out(
            guess, answers, guesses
        ), guess


def test_the_digest_names_both_lists():
    assert digest(ANSWERS, ALLOWED).startswith("answers allowed 2315 12972 ")
