import math
import random
from functools import cache, partial

import pytest

from wordle.engine.answers.likelihood import likelihood
from wordle.engine.answers.pool import Pool
from wordle.engine.lists.words import WordList
from wordle.engine.rules.notation import Step
from wordle.engine.rules.score import feedback
from wordle.engine.search import suggest
from wordle.engine.search.bot import Bot
from wordle.engine.search.suggest import best_guesses, brute_force, evaluate
from wordle.engine.search.work import finish

from sizes import drawn_random, sized


def test_reference_openers(answers, allowed):
    """The figures in the word lists' README: SOARE 5.8860 bits, ROATE 60.42 left."""
    by_bits = best_guesses(answers.words, allowed, 6)
    assert [s.guess for s in by_bits[:3]] == ["soare", "roate", "raise"]
    assert round(by_bits[0].bits, 4) == 5.8860
    assert round(by_bits[1].bits, 4) == 5.8828
    by_left = best_guesses(answers.words, allowed, 3, by="remaining")
    assert by_left[0].guess == "roate" and round(by_left[0].expected_remaining, 2) == 60.42
    slate = evaluate("slate", Pool.of(answers.words))
    assert round(slate.bits, 4) == 5.8558 and slate.is_candidate


def test_opening_top_ten_equals_brute_force(answers, allowed):
    assert best_guesses(answers.words, allowed, 10) == brute_force(answers.words, allowed, 10)


def random_states(answers, allowed, count, seed):
    rng = random.Random(seed)
    for _ in range(count):
        answer = rng.choice(answers.words)
        remaining = answers.words
        for guess in rng.sample(allowed.words, rng.randint(1, 2)):
            pattern = feedback(guess, answer)
            remaining = tuple(w for w in remaining if feedback(guess, w) == pattern)
        yield remaining


@pytest.mark.parametrize("by", ["entropy", "remaining"])
def test_exact_top_k_equals_brute_force_on_many_states(answers, allowed, by):
    for remaining in random_states(answers, allowed, sized(8, 25), seed=len(by)):
        top = 1 + len(remaining) % 7
        assert best_guesses(remaining, allowed, top, by) == brute_force(remaining, allowed, top, by)


def group_after(answers, opener, pattern):
    """The candidates left after `opener` showed `pattern`: a state of the benchmark."""
    return tuple(w for w in answers.words if feedback(opener, w) == pattern)


# The slowest states of bench/suggest_timing.py: few candidates after a bad opener, where
# many guesses split them (almost) perfectly.
SLOW_STATES = [
    ("fuzzy", 165),
    ("fuzzy", 163),
    ("fuzzy", 4),
    ("mamma", 21),
    ("mamma", 165),
    ("salet", 82),
    ("crane", 83),
    ("qajaq", 9),
]


@pytest.mark.parametrize("by", ["entropy", "remaining"])
@pytest.mark.parametrize(("opener", "pattern"), SLOW_STATES)
def test_slow_states_of_the_benchmark_equal_brute_force(answers, allowed, opener, pattern, by):
    remaining = group_after(answers, opener, pattern)
    assert best_guesses(remaining, allowed, 10, by) == brute_force(remaining, allowed, 10, by)


def test_ties_at_the_last_place_stop_the_search(answers, allowed, monkeypatch):
    """After FUZZY shows a yellow U and a green Y, seven candidates: hundreds of guesses
    split them into singles. The first ten such in alphabetical order are the top ten; a
    bound equal to the tenth score rounds to it, so the rest lose the tie unevaluated."""
    remaining = group_after(answers, "fuzzy", 3 + 162)
    evaluated = []
    monkeypatch.setattr(suggest, "evaluate", lambda g, *a: evaluated.append(g) or evaluate(g, *a))
    top = best_guesses(remaining, allowed, 10)
    assert len(remaining) == 7 and all(s.bits == math.log2(7) for s in top)
    assert len(evaluated) < 100


def test_a_tiny_list_by_hand():
    """Three candidates, four guesses: every number written out."""
    guesses = WordList("tiny", ("batch", "catch", "chalk", "hatch"))
    candidates = ("batch", "catch", "hatch")
    # batch shows BATCH for itself and .ATCH for catch and hatch: groups of 1 and 2.
    # chalk shows cha.. for batch and hatch, Cha.. for catch: groups of 2 and 1.
    # Each: log2(3) - (1*log2(1) + 2*log2(2)) / 3 bits; (1 + 4) / 3 left on average, but
    # a win leaves none: (0 + 4) / 3 for the three that could be the answer.
    bits = math.log2(3) - 2 / 3
    ranked = brute_force(candidates, guesses, 4)
    for s in ranked:
        left = 4 / 3 if s.is_candidate else 5 / 3
        assert s.bits == pytest.approx(bits) and s.expected_remaining == pytest.approx(left)
    # Equal information: the three that could win now first (the likeliest first, then
    # alphabetically), then chalk.
    assert likelihood().score("catch") > likelihood().score("batch") == likelihood().score("hatch")
    assert [s.guess for s in ranked] == ["catch", "batch", "hatch", "chalk"]
    assert [s.is_candidate for s in ranked] == [True, True, True, False]
    assert best_guesses(candidates, guesses, 4) == ranked
    by_left = best_guesses(candidates, guesses, 4, by="remaining")
    assert by_left == brute_force(candidates, guesses, 4, by="remaining")
    assert [s.guess for s in by_left] == ["catch", "batch", "hatch", "chalk"]


def test_near_ties_go_to_possible_answers(allowed):
    # Two candidates: any splitting guess gets 1 bit; a candidate can also win now.
    ranked = best_guesses(("crane", "crate"), allowed, 3)
    assert [s.guess for s in ranked[:2]] == ["crane", "crate"]
    assert all(s.is_candidate for s in ranked[:2]) and not ranked[2].is_candidate


def test_one_candidate_is_the_guess(allowed):
    [best] = best_guesses(("fifty",), allowed, 1)
    assert best.guess == "fifty" and best.bits == 0 and best.expected_remaining == 0


def test_bad_ranking_name(answers, allowed):
    with pytest.raises(ValueError, match="entropy or remaining"):
        best_guesses(answers.words, allowed, by="luck")
    assert best_guesses((), allowed) == []


@pytest.mark.parametrize("game", ["CRANE=..a.. TOILS=t...s", "SALET=..... CHIRP=.hi.."])
def test_answers_left_are_the_number_shown_ordered_and_explained(answers, allowed, game):
    """Under the answer model (the list's words with the valid words beyond it), the answers
    left are the list's, each as likely, a win leaving none: the explanation's average, and
    what orders the guesses by answers left."""
    from wordle.engine.answers.explain import split_of
    from wordle.engine.answers.pool import pool_after
    from wordle.engine.rules.knowledge import knowledge_of
    from wordle.engine.rules.notation import parse_steps

    pool = pool_after(knowledge_of(parse_steps(game)), answers)
    assert len(pool.words) > len(pool.listed)  # words beyond the list fit too
    ranked = best_guesses(pool, allowed, 10, "remaining")
    assert ranked == brute_force(pool, allowed, 10, "remaining")
    left = [s.expected_remaining for s in ranked]
    assert left == sorted(left)
    for s in ranked:
        assert s.expected_remaining == pytest.approx(split_of(s.guess, pool.listed).average)
        assert s.bits == evaluate(s.guess, pool).bits  # the model's bits, not the list's


def test_few_weighed_candidates_rank_as_brute_force(answers, allowed):
    """With few candidates (as the bot's play-outs meet them: the answer model's words
    after two guesses), the best of the candidates bounds which guesses are ordered at
    all: the same top as judging every guess."""
    rng = drawn_random("test_few_weighed_candidates_rank_as_brute_force")
    bot, found = Bot(answers, allowed), 0
    while found < sized(5, 30):
        answer = rng.choice(answers.words)
        steps = [Step(g, feedback(g, answer)) for g in rng.sample(allowed.words, 2)]
        pool = bot.pool_after(steps)
        if 3 <= len(pool.always_allowed) <= 64:
            found += 1
            top = 1 + found % 3
            assert best_guesses(pool, allowed, top) == brute_force(pool, allowed, top), steps


def test_every_ceiling_sorted_at_once_comes_as_popped_one_by_one(answers, allowed):
    """`ceilings` sorts every guess's entry at once: the order `_best_first` pops them in,
    ties (equal ceilings) likelier first, then alphabetically."""
    rng = drawn_random("test_every_ceiling_sorted_at_once_comes_as_popped_one_by_one")
    bot = Bot(answers, allowed)
    for _ in range(sized(2, 6)):
        answer = rng.choice(answers.words)
        pool = bot.pool_after([Step(g, feedback(g, answer)) for g in rng.sample(allowed.words, 1)])
        order = [(-round(rng.random(), 1), word) for word in rng.sample(allowed.words, 3000)]
        assert suggest.all_best_first(order) == list(suggest._best_first(order))
        found = finish(suggest.ceilings(pool, allowed, ("zzzzz",)))
        assert found == suggest.all_best_first([(-c, w) for c, w in found])


def test_a_parts_bound_from_kept_entropies_is_the_plain_one(answers, allowed):
    """`_ceilings` keeps each split's entropy for all the parts of a list (a letter's greens
    at a place, its copies, come in many): every part's bound is the plain one, to the bit."""
    rng = drawn_random("test_a_parts_bound_from_kept_entropies_is_the_plain_one")
    bot = Bot(answers, allowed)
    for _ in range(sized(3, 10)):
        answer = rng.choice(answers.words)
        steps = [Step(g, feedback(g, answer)) for g in rng.sample(allowed.words, rng.randint(1, 3))]
        pool = bot.pool_after(steps)
        bits, n = cache(partial(suggest.entropy, pool)), pool.total
        for letter, positions in allowed.letter_parts.parts:
            greens = [pool.letter_counts[p, letter] for p in positions]
            copies = pool.copies_counts[letter]
            if len(positions) == 1:
                plain = suggest.entropy(pool, (greens[0], n - copies[0] - greens[0], copies[0]))
            else:
                plain = sum(suggest.entropy(pool, (g, n - g)) for g in greens)
                plain += suggest.entropy(pool, copies)
            assert suggest.part_bound(pool, letter, positions, bits) == plain
        assert bits.cache_info().misses < len(allowed.letter_parts.parts)
