"""The review of a step on the optimal tree: the tree's guess valued by the tree's own games,
checked against the exhaustive search of scripts/search_tree.py (another program)."""

import sys
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from wordle.engine.answers.pool import Pool
from wordle.engine.lists.words import word_list
from wordle.engine.review.reviewing import review
from wordle.engine.rules.notation import Step
from wordle.engine.rules.score import SOLVED, feedback
from wordle.engine.search.bot import Bot
from wordle.engine.search.finish import Finish, estimate
from wordle.engine.search.openings import proven_value
from wordle.engine.search.places import outlook
from wordle.engine.search.work import finish

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

import search_tree

INF = search_tree.INF


def game(*guesses: str, answer: str) -> list[Step]:
    return [Step(g, feedback(g, answer)) for g in guesses]


def searched_after(opener: str, answer: str, bot: Bot, *others: str) -> tuple[int, dict]:
    """The list's answers `answer`'s colours leave after `opener`, and the guesses in all each
    of `others` takes over them when played next, by the exhaustive search."""
    answers, guesses = bot.answers, bot.guesses
    table = search_tree.pattern_table(guesses.words, answers.words)
    search = search_tree.Search(answers.words, guesses.words, table, bot.hard, width=0)
    shown = feedback(opener, answer)
    group = np.array([i for i, w in enumerate(answers.words) if feedback(opener, w) == shown])
    rules = search.rules_after(search_tree.NO_RULES, guesses.index[opener], shown)
    left = 5  # guesses after the opener, within six
    totals = {g: search.judge(guesses.index[g], group, left, rules, INF) for g in others}
    return len(group), totals


@pytest.fixture(scope="module")
def bot():
    return Bot(word_list("nyt-answers"), word_list("nyt"))


@pytest.fixture(scope="module")
def after_tarse(bot):
    """After TARSE for QUOTA: ABOIL (the tree's next guess) and ALONG, by the search."""
    return searched_after("tarse", "quota", bot, "aboil", "along")


def test_the_tree_s_guess_is_valued_by_its_proven_games(bot, after_tarse):
    count, totals = after_tarse
    assert (count, totals["aboil"]) == (37, 90)
    step = review(game("tarse", "aboil", "quota", answer="quota"), bot).steps[1]
    left = bot.pool_after(game("tarse", answer="quota"))
    assert step.place.tree and (step.rank, step.skill, step.best.guess) == (1, 99, "aboil")
    assert step.place.expected == proven_value(90 / 37, "aboil", left)
    estimated = finish(outlook(left, ["aboil"], [], Finish(bot.allowed_guesses, {}, False)))
    assert step.place.expected < estimated.expected["aboil"] - 0.02  # the estimate was off
    assert step.reason.endswith("It is the optimal tree's guess.")
    assert step.as_dict()["tree"] is True


def test_a_guess_the_estimate_ranks_above_the_tree_s_at_best_ties_it(bot, after_tarse):
    _, totals = after_tarse
    assert totals["along"] == totals["aboil"]  # a true tie on the list's answers
    step = review(game("tarse", "along", "quota", answer="quota"), bot).steps[1]
    assert step.place.tree and (step.rank, step.skill, step.place.lost) == (1, 99, 0)
    assert step.place.best == "aboil"
    assert step.reason.endswith("ABOIL, the optimal tree's guess, expects as few.")


def test_a_worse_guess_loses_what_its_estimate_loses_against_the_tree_s(bot):
    played = game("tarse", "crane", "quota", answer="quota")
    step = review(played, bot).steps[1]
    left = bot.pool_after(played[:1])
    judged = finish(outlook(left, ["crane", "aboil"], [], Finish(bot.allowed_guesses, {}, False)))
    estimated_loss = judged.expected["crane"] - judged.expected["aboil"]
    assert step.place.tree and step.place.best == "aboil" and step.rank > 1
    assert step.place.lost == pytest.approx(estimated_loss, abs=1e-8)
    assert "ABOIL, the optimal tree's guess, was better" in step.reason


def test_off_the_tree_or_with_few_answers_left_the_search_or_estimate_judges(bot):
    off = review(game("crane", "aboil", "quota", answer="quota"), bot).steps[1]
    assert not off.place.tree and off.bot_guess != "aboil"
    few = review(game("tarse", "aboil", "quota", answer="quota"), bot).steps[2]
    assert not few.place.tree and few.place.exact


def test_a_proven_mean_is_the_value_when_every_word_is_on_the_list():
    pool = Pool.of(["quota", "quote", "quoth"], listed=["quota", "quote", "quoth"])
    assert proven_value(5 / 3, "crane", pool) == pytest.approx(5 / 3)


def plain_proven_value(mean: float, guess: str, pool: Pool) -> float:
    """`proven_value` read straight from its docstring: every word scored by the rule, one at
    a time, nothing worked out ahead for the pool."""
    listed = sum(weight for word, weight in pool.weights.items() if word in pool.on_list)
    others = pool.total - listed
    mass, squares, beyond = Counter(), Counter(), Counter()
    for word, weight in pool.weights.items():
        pattern = feedback(guess, word)
        mass[pattern] += weight
        squares[pattern] += weight * weight
        beyond[pattern] += 0 if word in pool.on_list else weight
    need = sum(
        beyond[p] * estimate(mass[p] ** 2 / squares[p]) for p in mass if p != SOLVED and beyond[p]
    )
    return (listed * mean + others * (1 + need / others if others else 0.0)) / pool.total


def test_a_proven_value_is_the_plain_one_whatever_pool_of_the_same_words_came_first():
    """The words beyond the list are found once per pool: two pools of the same words and
    weights on different lists (one class holding words on and beyond each) keep apart."""
    words = ["quota", "quote", "quoth", "crane", "crate", "trace", "react", "aboil"]
    weights = [5, 5, 5, 5, 1, 1, 1, 2]
    first = Pool.of(words, weights, listed=["quota", "quote", "crane"])
    second = Pool.of(words, weights, listed=["quoth", "crate", "aboil"])
    for guess in ("crane", "quote", "salet", "aboil"):
        for pool in (first, second, first):
            plain = plain_proven_value(7 / 3, guess, pool)
            assert proven_value(7 / 3, guess, pool) == pytest.approx(plain, abs=1e-8)


def test_a_proven_value_over_a_whole_list_s_model_is_the_plain_one(answers):
    pool = Bot(answers, word_list("allowed")).opening_pool
    for guess in ("salet", "crane", "fuzzy"):
        plain = plain_proven_value(3.42, guess, pool)
        assert proven_value(3.42, guess, pool) == pytest.approx(plain, abs=1e-8)


def test_the_hard_mode_tree_judges_too(answers, allowed):
    """SALET then MOUNT for BIGOT in hard mode (37 answers left): MOUNT's value is the
    exhaustive hard-mode search's total for MOUNT over those 37."""
    bot = Bot(answers, allowed, hard=True)
    count, totals = searched_after("salet", "bigot", bot, "mount")
    played = game("salet", "mount", "bigot", answer="bigot")
    step = review(played, bot).steps[1]
    assert step.place.tree and (step.rank, step.bot_guess) == (1, "mount")
    left = bot.pool_after(played[:1])
    assert step.place.expected == proven_value(totals["mount"] / count, "mount", left)
