import random
from collections import Counter

import pytest

from wordle.engine.lists.rows import (
    KEEP_SHARES_UP_TO,
    Answers,
    LetterParts,
    group_counts,
    letter_masks,
    letter_positions,
    patterns_against,
    tally,
)
from wordle.engine.lists.words import word_list
from wordle.engine.rules.score import feedback

HARD_GUESSES = ["geese", "aaaaa", "sassy", "eerie", "mamma", "llama", "eevee", "speed", "abbey"]


def test_rows_are_feedback_byte_for_byte(answers, allowed):
    rng = random.Random(5)
    rows = Answers.of(answers.words)
    for guess in rng.sample(allowed.words, 400) + HARD_GUESSES:
        assert rows.row(guess) == bytes(feedback(guess, a) for a in answers.words), guess


def test_a_rows_tally_is_the_plain_count_in_the_same_order(answers, allowed):
    """`tally`, the count every estimate takes of a row, counts as `Counter` does: each
    pattern once, in order of first sight (a sum over the groups adds in that order)."""
    rng = random.Random(86)
    rows = Answers.of(answers.words[:300])
    for row in [b"", bytes([242]), *(rows.row(g) for g in rng.sample(allowed.words, 50))]:
        counted = tally(row)
        assert type(counted) is dict
        assert list(counted.items()) == list(Counter(row).items())
        assert counted == {p: sum(b == p for b in row) for p in set(row)}


@pytest.mark.parametrize("size", [1, 2, 7, 50])
def test_rows_over_small_candidate_sets(allowed, size):
    rng = random.Random(size)
    words = [*rng.sample(allowed.words, size), "eerie", "geese"]
    rows = Answers.of(words)
    for guess in rng.sample(allowed.words, 100) + HARD_GUESSES:
        assert rows.row(guess) == bytes(feedback(guess, w) for w in words)


def test_a_letters_share_kept_serves_every_guess_with_it(allowed):
    """A row adds up its letters' shares, each worked out once for the answers and kept:
    asked again, in another order, by guesses sharing letters at the same places or not,
    every row is still the rule's, byte for byte."""
    rng = random.Random(83)
    words = [*rng.sample(allowed.words, 30), "eerie", "geese", "sassy"]
    rows = Answers.of(words)
    guesses = rng.sample(allowed.words, 300) + HARD_GUESSES
    for guess in [*guesses, *reversed(guesses)]:
        assert rows.row(guess) == bytes(feedback(guess, w) for w in words), guess
    assert 0 < len(rows._shares) < 5 * len(guesses)  # kept, and shared
    many = Answers.of(allowed.words[: KEEP_SHARES_UP_TO + 1])  # too many to keep
    for guess in guesses[:20]:
        assert many.row(guess) == bytes(feedback(guess, w) for w in many.words), guess
    assert not many._shares


def test_letter_parts_sum_per_guess():
    guesses = ["speed", "crane", "eerie"]
    parts = LetterParts.of(guesses)
    assert parts.parts[:3] == (("s", (0,)), ("p", (1,)), ("e", (2, 3)))
    values = [float(2**i) for i in range(len(parts.parts))]  # sums say which parts
    for guess, total in zip(guesses, parts.sums(values)):
        assert total == sum(values[parts.parts.index(p)] for p in letter_positions(guess))


def test_letter_parts_sums_of_a_whole_list_are_added_slot_by_slot_to_the_bit(allowed):
    """Each slot's values are taken for every guess at once: the sums are the plain ones,
    added in slot order (so to the last bit), for a whole list, one guess and none."""
    rng = random.Random(83)
    for words in (allowed.words, ("eerie",), ()):
        parts = LetterParts.of(words)
        values = [rng.random() / 7 for _ in parts.parts]
        plain = []
        for i in range(len(words)):
            total = [*values, 0.0][parts.slots[0][i]]
            for slot in parts.slots[1:]:
                total += [*values, 0.0][slot[i]]
            plain.append(total)
        assert parts.sums(values) == plain


def test_letter_parts_of_whole_lists_are_each_guesss_letters_where_they_stand(allowed):
    """The parts as the plain rule gives them, guess by guess: each distinct letter in the
    order it first comes, with every position it stands at (the build takes a shortcut for
    guesses with no letter twice)."""
    for words in (allowed.words, word_list("nyt").words):
        parts = LetterParts.of(words)
        none = len(parts.parts)
        for i, guess in enumerate(words):
            plain = [
                (c, tuple(p for p, d in enumerate(guess) if d == c)) for c in dict.fromkeys(guess)
            ]
            slots = [parts.slots[j][i] for j in range(5)]
            assert [parts.parts[k] for k in slots if k != none] == plain, guess
            assert slots[len(plain) :] == [none] * (5 - len(plain)), guess
            assert letter_positions(guess) == tuple(plain), guess


def test_patterns_against_an_answer_are_feedback_byte_for_byte(answers, allowed):
    rng = random.Random(7)
    guesses = [*rng.sample(allowed.words, 3000), *HARD_GUESSES]
    masks = letter_masks(guesses)
    for answer in rng.sample(answers.words, 40) + HARD_GUESSES:
        row = patterns_against(masks, answer).to_bytes(len(guesses), "little")
        assert row == bytes(feedback(g, answer) for g in guesses), answer


@pytest.mark.parametrize("size", [1, 2, 5, 13, 24])
def test_group_counts_are_exact_for_every_guess(answers, allowed, size):
    words = [*random.Random(size).sample(answers.words, size), "eerie", "mamma"][:size]
    counts = group_counts(words, allowed.words)
    for i, guess in enumerate(allowed.words):
        assert counts[i] == len({feedback(guess, w) for w in words}), guess


def test_group_counts_keep_apart_what_only_copies_tell_apart():
    """EERIE against EBONY shows E...., against EBBED EE...: the same greens, both have
    an E; only the second E of EBBED makes a yellow. Two groups, not one: a bound from
    too few groups would be too low, and wrong."""
    assert feedback("eerie", "ebony") != feedback("eerie", "ebbed")
    assert group_counts(["ebony", "ebbed"], ["eerie"]) == bytes([2])
