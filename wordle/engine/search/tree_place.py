"""Where a guess stands at a step of a game still on the optimal tree: judged by the tree.

The tree's guess is the proven best for the list's answers left: its value is the mean of
their games from here, the tree's own, for the list's share of the model, and the estimate
for the words beyond the list (`openings.proven_value`, as for the openers at the opening).
Any other guess keeps its estimate, shifted by the estimate's error on the tree's guess at
this step, and is never ranked above the tree's guess: it can at most tie with it.
"""

from collections.abc import Sequence

from ..answers.pool import Pool
from ..rules.notation import Step
from ..rules.score import Word
from .finish import DIGITS
from .openings import proven_value
from .places import Place
from .tree import DecisionTree


def tree_mean(tree: DecisionTree, steps: Sequence[Step], pool: Pool) -> float:
    """The guesses the tree's games take from the step after `steps` on, on average over the
    list's words left in `pool`."""
    return sum(len(tree.games[w]) - len(steps) for w in pool.on_list) / len(pool.on_list)


def tree_place(place: Place, tree_guess: Word, mean: float, pool: Pool, estimated: float) -> Place:
    """`place`, a guess's place by the estimate, judged by the tree instead: `tree_guess` is
    best, valued by `mean` (`tree_mean`); `estimated` is its estimate, so the played guess's
    estimate is shifted by the same error."""
    best = proven_value(mean, tree_guess, pool)
    if place.expected == estimated:  # the tree's guess itself, or one the estimate ties with it
        mine = best
    else:
        mine = max(best, round(place.expected + best - estimated, DIGITS))
    better = place.better if mine > best else 0
    rank_exact = place.rank_exact or mine == best
    return Place(mine, tree_guess, best, better, place.total, False, rank_exact, tree=True)
