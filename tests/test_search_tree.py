"""scripts/search_tree.py, checked against a plain search with no bounds on small lists: its
pruning must never change the answer, in normal or in hard mode."""

import random
import sys
from functools import cache
from pathlib import Path

import numpy as np
import pytest

from wordle.engine.answers.hardmode import hard_mode_guesses, hard_mode_rules
from wordle.engine.lists.words import WordList
from wordle.engine.rules.notation import Step
from wordle.engine.rules.score import SOLVED, feedback
from wordle.engine.search.tree import DecisionTree, check_tree

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

import search_tree

INF = search_tree.INF


def fewest_by_brute_force(answers, guesses, opener, hard):
    """The fewest guesses in all from `opener`, by trying every allowed guess everywhere."""

    @cache
    def fewest(cands: tuple, steps: tuple, left: int) -> int:
        if len(cands) == 1:
            return 1
        if left <= 1:
            return INF
        allowed = hard_mode_guesses(steps, guesses) if hard else guesses.words
        return min((after(g, cands, steps, left) for g in allowed), default=INF)

    def after(guess, cands, steps, left) -> int:
        groups: dict[int, list] = {}
        for answer in cands:
            groups.setdefault(feedback(guess, answer), []).append(answer)
        if len(groups) == 1 and guess not in cands:
            return INF
        return len(cands) + sum(
            fewest(tuple(group), (*steps, Step(guess, pattern)), left - 1)
            for pattern, group in groups.items()
            if pattern != SOLVED
        )

    return min(after(opener, answers.words, (), 6), INF)


def searched(answers, guesses, opener, hard, width=0):
    """The search's total from `opener` and the tree it finds."""
    table = search_tree.pattern_table(guesses.words, answers.words)
    search = search_tree.Search(answers.words, guesses.words, table, hard, width)
    opener_index = guesses.index[opener]
    games = {opener: (opener,)} if opener in answers.members else {}
    total = len(answers)
    for pattern, group in search.groups(opener_index, np.arange(len(answers))):
        rules = search.rules_after(search_tree.NO_RULES, opener_index, pattern)
        total += search.solve(group, 5, rules)
        if total >= INF:  # some answer needs more than six guesses
            return INF, None
        first = search.best_first(group, 5, rules)
        found = search.tree(group, 5, rules, first)
        games.update({a: (opener, *g) for a, g in found.items()})
    return total, DecisionTree(opener, hard, games)


def small_lists(seed: int, answers, allowed, endings: str = ""):
    """A few answers (at random, or those with one of the `endings`: the traps that make deep
    trees) and, as guesses, them and a few others."""
    rng = random.Random(seed)
    if endings:
        chosen = [w for w in answers.words if w.endswith(tuple(endings.split(",")))]
    else:
        chosen = rng.sample(answers.words, 30)
    picked = WordList("small", tuple(sorted(chosen)))
    extra = rng.sample([w for w in allowed.words if w not in picked.members], 12 if endings else 30)
    return picked, WordList("small guesses", tuple(sorted({*picked.words, *extra}))), extra[0]


CASES = [(seed, "", None) for seed in range(3)]  # the opener: the first extra guess
CASES += [(4, "atch,ound", "match"), (5, "atch,ight", "might"), (6, "ight", "sight")]


@pytest.mark.parametrize("hard", [False, True], ids=["normal", "hard"])
@pytest.mark.parametrize(("seed", "endings", "opener"), CASES)
def test_the_search_finds_the_fewest_guesses(answers, allowed, seed, endings, opener, hard):
    words, guesses, extra = small_lists(seed, answers, allowed, endings)
    opener = opener or extra
    total, tree = searched(words, guesses, opener, hard)
    assert total == fewest_by_brute_force(words, guesses, opener, hard)
    if tree:  # (else some answer needs more than six guesses, by both)
        check_tree(tree, words, guesses)  # a tree by the engine's own rules, hard mode's too
        assert tree.total == total


def test_a_guess_costs_at_least_its_bound(answers, allowed):
    """3n - groups - [a candidate]: reached when a candidate leaves every other alone."""
    words, guesses, _ = small_lists(7, answers, allowed, "atch,ound,ight")
    table = search_tree.pattern_table(guesses.words, words.words)
    search = search_tree.Search(words.words, guesses.words, table, False, 0)
    rng, reached = random.Random(7), 0
    for _ in range(40):
        cands = np.array(sorted(rng.sample(range(len(words)), rng.randint(3, 8))))
        for guess, bound in zip(*search.bounds(cands, 6, search_tree.NO_RULES)):
            cost = search.judge(int(guess), cands, 6, search_tree.NO_RULES, INF)
            assert cost >= bound
            reached += cost == bound
    assert reached > 40


def test_hard_mode_rules_agree_with_the_engine(answers, allowed):
    words, guesses, _ = small_lists(9, answers, allowed)
    table = search_tree.pattern_table(guesses.words, words.words)
    search = search_tree.Search(words.words, guesses.words, table, True, 0)
    rng = random.Random(9)
    for _ in range(200):
        answer = rng.choice(words.words)
        steps, rules = [], search_tree.NO_RULES
        for guess in rng.sample(guesses.words, 3):
            steps.append(Step(guess, feedback(guess, answer)))
            rules = search.rules_after(rules, guesses.index[guess], steps[-1].pattern)
        allowed_here = [guesses.words[i] for i in search.allowed(rules)]
        assert allowed_here == hard_mode_guesses(steps, guesses), steps
        assert hard_mode_rules(steps) is not None


def test_the_pattern_table_is_the_scoring_rule(answers, allowed):
    words, guesses, _ = small_lists(3, answers, allowed)
    table = search_tree.pattern_table(guesses.words, words.words)
    for i, guess in enumerate(guesses):
        assert table[i].tolist() == [feedback(guess, a) for a in words]


def test_a_shipped_opener_total_is_what_the_search_proves():
    """One of wordle/data/openers-answers.txt searched again in full (about 15 s): REAST."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
    import make_opener_totals

    from wordle.engine.lists.words import word_list
    from wordle.engine.search.openings import exact_totals

    totals = exact_totals(word_list("answers"), word_list("allowed"), hard=False)
    assert make_opener_totals.search("reast", "normal") == str(totals["reast"]) == "7923"
