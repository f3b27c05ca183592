import random

import pytest

from wordle.rows import Answers, LetterParts, group_counts, letter_positions
from wordle.score import feedback

HARD_GUESSES = ["geese", "aaaaa", "sassy", "eerie", "mamma", "llama", "eevee", "speed", "abbey"]


def test_rows_are_feedback_byte_for_byte(answers, allowed):
    rng = random.Random(5)
    rows = Answers.of(answers.words)
    for guess in rng.sample(allowed.words, 400) + HARD_GUESSES:
        assert rows.row(guess) == bytes(feedback(guess, a) for a in answers.words), guess


@pytest.mark.parametrize("size", [1, 2, 7, 50])
def test_rows_over_small_candidate_sets(allowed, size):
    rng = random.Random(size)
    words = [*rng.sample(allowed.words, size), "eerie", "geese"]
    rows = Answers.of(words)
    for guess in rng.sample(allowed.words, 100) + HARD_GUESSES:
        assert rows.row(guess) == bytes(feedback(guess, w) for w in words)


def test_letter_parts_sum_per_guess():
    guesses = ["speed", "crane", "eerie"]
    parts = LetterParts.of(guesses)
    assert parts.parts[:3] == (("s", (0,)), ("p", (1,)), ("e", (2, 3)))
    values = [float(2**i) for i in range(len(parts.parts))]  # sums say which parts
    for guess, total in zip(guesses, parts.sums(values)):
        assert total == sum(values[parts.parts.index(p)] for p in letter_positions(guess))


@pytest.mark.parametrize("size", [1, 2, 5, 13, 24])
def test_group_counts_are_exact_for_guesses_of_distinct_letters(answers, allowed, size):
    words = random.Random(size).sample(answers.words, size)
    counts = group_counts(words, allowed.answers)
    for i, guess in enumerate(allowed.words):
        groups = len({feedback(guess, w) for w in words})
        if len(set(guess)) == 5:
            assert counts[i] == groups, guess
        else:
            assert counts[i] > size  # not worked out: above any real count
