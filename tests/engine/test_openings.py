from dataclasses import replace
from functools import cache

import pytest

from wordle.engine.answers.likelihood import likelihood
from wordle.engine.answers.pool import OFF_LIST, opening_pool
from wordle.engine.lists.words import WordList, data_text, guesses_for, word_list
from wordle.engine.search.finish import Finish
from wordle.engine.search.openings import (
    READ_AT_ONCE,
    TABLES,
    as_integer,
    bias,
    digest,
    exact_totals,
    exact_value,
    exact_values,
    expected_at_opening,
    opening_place,
    read_table,
    reading,
    shipped_table,
    write_table,
)
from wordle.engine.search.places import outlook
from wordle.engine.search.work import Driven, finish

from sizes import daily, drawn_random, is_full

ANSWERS, ALLOWED = word_list("answers"), word_list("allowed")
# One worker for the module: the opening judged once a pair of lists is shared by its tests.
pytestmark = pytest.mark.xdist_group("openings")
SAMPLED = 300  # guesses whose shipped estimate is checked every day (all under --full)


@pytest.mark.parametrize(
    ("name", "size"), [("answers", 12_972), ("nyt-answers", 14_855), ("nyt", 14_855)]
)
def test_each_shipped_table_is_what_the_judging_gives_today(name, size):
    """Under ``--full``, every guess recomputed (ten to thirty seconds a list; the judging the
    places below are checked against, worked out once); every day, a random sample of
    `SAMPLED` guesses and the best (half a second): each one's estimate is in the table as
    shipped, and the best's is the least."""
    answers = word_list(name)
    guesses = guesses_for(answers)
    table = read_table(data_text(TABLES[name]))[1]  # as shipped: the estimate for every guess
    assert len(table.expected) == size
    if is_full():
        expected = judged_at_opening(answers, guesses).expected
        assert table.expected == sorted(round(e * 10**9) for e in expected.values())
        assert table.best == min(expected, key=lambda w: (expected[w], likelihood().key(w)))
        return
    rng = drawn_random(f"test_each_shipped_table_is_what_the_judging_gives_today[{name}")
    sample = [*rng.sample(guesses.words, SAMPLED), table.best]
    expected = judged(answers, guesses, sample).expected
    shipped = set(table.expected)
    assert [w for w in sample if round(expected[w] * 10**9) not in shipped] == []
    assert round(expected[table.best] * 10**9) == table.expected[0]


def test_a_table_is_read_with_pauses_a_newer_request_can_come_in_at():
    """The NYT's table, 14,855 numbers, read in slices of `READ_AT_ONCE` (issue 45: a newer
    request waited 60 ms for the whole of it, natively): the same table as at once."""
    text = data_text(TABLES["nyt"])
    read = Driven(reading(text))
    assert sum(1 for _ in read) == 14_855 // READ_AT_ONCE >= 4
    assert read.result == read_table(text)


def test_a_table_serves_only_its_own_lists():
    assert shipped_table(word_list("nyt-answers"), ALLOWED) is None
    assert shipped_table(word_list("allowed"), word_list("nyt")) is None  # no table for it
    renamed = WordList("answers", ANSWERS.words[:-1])  # the name alone is not enough
    assert shipped_table(renamed, ALLOWED) is None
    assert shipped_table(ANSWERS, ALLOWED, share=0) is None  # nor another answer model


def place_worked_out(guess, answers, guesses, hard=False):
    """Over the answer model's pool at the opening, every guess judged, the leading openers
    by their proven totals and every other guess shifted by the estimate's mean error on
    them."""
    pool = opening_pool(answers)
    judged = judged_at_opening(answers, guesses, *(() if guess in guesses else (guess,)))
    totals = exact_totals(answers, guesses, hard)
    exact = {w: exact_value(t, w, answers, pool) for w, t in totals.items()}
    as_shipped = {w: as_integer(judged.expected[w]) / 10**9 for w in totals}
    shift = as_integer(bias(exact, as_shipped)) if totals else 0
    expected = {  # hard mode's cost, which the estimate lacks
        word: (as_integer(value) + shift) / 10**9 for word, value in judged.expected.items()
    }
    place = replace(judged, expected=expected | exact).place(guess, likelihood().key)
    return replace(place, exact=place.exact and guess not in exact_totals(answers, guesses, hard))


@cache  # worked out once for a pair of lists (both modes judge alike), not once a guess
def judged_at_opening(answers, guesses, *extra):
    """Every guess, every answer and `extra` judged over the answer model's pool at the
    opening."""
    return judged(answers, guesses, [*guesses.words, *answers.words, *extra])


def judged(answers, guesses, words):
    """`words` judged over the answer model's pool at the opening."""
    pool = opening_pool(answers)
    return finish(outlook(pool, words, [], Finish(lambda steps: guesses, dict(pool.weights))))


PLACES = [("nyt-answers", guess, False) for guess in ("salet", "fuzzy", "kazoo")]
PLACES += [
    ("answers", guess, hard)
    for hard in (False, True)
    for guess in ("salet", "roate", "crane", "adieu", "fuzzy", "mamma")
]
# Working out every guess's place costs half a minute a list: one list a day, both under --full
WORKED_OUT = daily(
    ("answers", "nyt-answers"), 1, key="test_the_place_from_the_table_is_the_place_worked_out"
)


@pytest.mark.parametrize(("name", "guess", "hard"), [p for p in PLACES if p[0] in WORKED_OUT])
def test_the_place_from_the_table_is_the_place_worked_out(name, guess, hard):
    answers = word_list(name)
    guesses = guesses_for(answers)
    table = shipped_table(answers, guesses, hard=hard)
    assert opening_place(guess, answers, guesses, table) == place_worked_out(
        guess, answers, guesses, hard
    )


@pytest.mark.parametrize("name", ["answers", "nyt-answers"])
@pytest.mark.parametrize("hard", [False, True])
def test_each_shipped_opener_value_is_its_total_worked_out(name, hard):
    """The values shipped beside the proven totals are `exact_value` of each (the review reads
    them instead of working them out), to the last bit."""
    answers = word_list(name)
    guesses, pool = guesses_for(answers), opening_pool(answers)
    totals, values = exact_totals(answers, guesses, hard), exact_values(answers, guesses, hard)
    assert totals and values.keys() == totals.keys()
    for opener, total in totals.items():
        assert values[opener] == exact_value(total, opener, answers, pool), opener


@pytest.mark.parametrize("hard", [False, True])
def test_salet_is_the_best_opener_of_the_classic_list_in_each_mode(hard):
    table = shipped_table(ANSWERS, ALLOWED, hard=hard)
    totals = exact_totals(ANSWERS, ALLOWED, hard)
    assert table.best == "salet" and len(totals) >= 50
    assert totals["salet"] == (8122 if hard else 7920)  # the shipped optimal trees' totals
    salet = exact_value(totals["salet"], "salet", ANSWERS, opening_pool(ANSWERS))
    assert table.expected[0] == round(salet * 10**9) and salet == table.exact["salet"]
    listed = 1 - OFF_LIST  # within the whole weights' rounding
    assert salet == pytest.approx(listed * totals["salet"] / 2315 + OFF_LIST * 3.4, abs=0.02)


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
