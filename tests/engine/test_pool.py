"""The answer model: one pool of weighed words per step, checked against its plain
definition (every valid word that fits, the list's sharing 98 %, the others 2 % by
likelihood), and the pool's splits against the scoring rule."""

import math
import random
from collections import Counter

import pytest

from wordle.engine.answers.candidates import plain_candidates
from wordle.engine.answers.likelihood import likelihood
from wordle.engine.answers.pool import OFF_LIST, Pool, listed_weight, opening_pool, pool_after
from wordle.engine.lists.words import play_guesses, word_list
from wordle.engine.rules.knowledge import knowledge_of
from wordle.engine.rules.notation import Step
from wordle.engine.rules.score import feedback

LISTS = ["answers", "nyt-answers", "nyt"]


@pytest.mark.parametrize("name", LISTS)
def test_the_list_shares_98_percent_and_the_others_2_by_likelihood(name):
    words = word_list(name)
    pool = opening_pool(words)
    valid = play_guesses(words)
    assert set(pool.words) == set(valid.words)
    listed = sum(pool.weights[w] for w in words) / pool.total
    if len(valid) == len(words):  # the NYT's whole list: nothing beyond it
        assert listed == 1 and pool.uniform
        return
    assert listed == pytest.approx(1 - OFF_LIST, abs=2e-4)  # the weights are whole numbers
    other = next(w for w in valid if w not in words)
    assert pool.weights[other] == likelihood().weight(other)
    assert {pool.weights[w] for w in words} == {listed_weight(words)}


def test_listed_weights_are_what_the_docstring_says():
    assert listed_weight(word_list("answers")) == 728
    assert listed_weight(word_list("nyt-answers")) == 434
    assert listed_weight(word_list("nyt")) == 1


@pytest.mark.parametrize("answer", ["guano", "kazoo", "cigar", "stars"])
def test_a_pool_after_steps_is_every_valid_word_that_fits_weighed_as_at_the_opening(answer):
    words = word_list("answers")
    rng = random.Random(answer)
    steps = []
    for guess in rng.sample(word_list("allowed").words, 2):
        steps.append(Step(guess, feedback(guess, answer)))
        pool = pool_after(knowledge_of(steps), words)
        fit = plain_candidates(steps, play_guesses(words).words)
        assert sorted(pool.words) == sorted(fit) and answer in pool.members
        opening = opening_pool(words).weights
        assert all(pool.weights[w] == opening[w] for w in fit) or pool.uniform
        assert set(pool.listed) == set(plain_candidates(steps, words.words))


def test_a_split_is_the_weights_and_counts_of_the_words_by_pattern():
    pool = pool_after(
        knowledge_of([Step("salet", feedback("salet", "kazoo"))]), word_list("answers")
    )
    for guess in ("corny", "kazoo", "mambo"):
        plain: dict = {}
        for word in pool.words:
            mass, count = plain.get(feedback(guess, word), (0, 0))
            plain[feedback(guess, word)] = (mass + pool.weights[word], count + 1)
        assert pool.split(guess) == plain
        assert sorted(pool.masses(guess)) == sorted(m for m, _ in plain.values())
    assert pool.chance("kazoo") == pool.weights["kazoo"] / pool.total


def test_the_effective_size_counts_equal_words_and_hardly_a_long_tail():
    assert Pool.of(["cigar", "rebut", "sissy"]).effective_size == 3
    heavy = Pool.of(
        ["cigar", "rebut"] + [f"xx{c}{d}a" for c in "abcde" for d in "abcd"], [700, 700] + [3] * 20
    )
    assert 2 < heavy.effective_size < 2.2
    weights = Counter(heavy.weights.values())
    assert heavy.total == sum(w * c for w, c in weights.items())
    plain = -sum(w / heavy.total * math.log2(w / heavy.total) for w in heavy.weights.values())
    assert heavy.entropy == pytest.approx(plain)


def test_one_weight_is_a_uniform_pool():
    pool = Pool.of(["cigar", "rebut"], [728, 728], ["cigar", "rebut"])
    assert pool.uniform and pool.total == 2 and pool.listed == ("cigar", "rebut")
