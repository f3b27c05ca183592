"""How many guesses beat a guess far down a step, once the best is certain: the guesses left
under it told one by one while the work allows (by their bounds, by judging, or searching
their split), the rest estimated from a sample spread evenly in the order of their bounds
(`better_below`), and the rank then shown to two figures (`estimated`).
"""

import math
from collections.abc import Callable, Generator

from ..answers.pool import Pool
from ..rules.score import Word
from .bounds import known_ceiling, listed_bounds_hold, listed_floor
from .finish import DIGITS, TIE, Finish, searched
from .splits import groups_of
from .work import Work

FAR = 100  # a guess with as many known better is far down: its rank may be estimated
RANK_WORK = 500_000  # on any step, once the best is certain, guesses told below it till
# about this much work (a few hundredths of a second): a guess further down is ranked by an
# estimate (`better_below`)
PER_GUESS = 500  # ... a guess told costs this much work besides its rows (Python's own)
SEARCH_WORK = 100_000  # ... a split searched exactly (few candidates): a few milliseconds
RANK_SAMPLE = 64  # ... of the guesses left, told to estimate the rank (spread evenly in the
# order of their bounds: within 3.8 % of the guesses on 99 large steps, shown to two figures)
YIELD_EVERY = 64  # guesses told between the pauses of cooperative work


def rest_of(
    bounds, first: tuple[float, Word], guess: Word, below: float = math.inf
) -> Work[list[tuple[float, Word]]]:
    """`first` and the `bounds` still to come but `guess`'s, lowest first, until one is not
    under `below` (nor can any after it be: `in_doubt` takes none of them) (cooperative
    work: their pauses)."""
    rest = [first]
    for floor, other in bounds:
        if other is None:
            yield
        elif floor >= below:
            break
        elif other != guess:
            rest.append((floor, other))
    return rest


def in_doubt(rest: list, pool: Pool, mine: float) -> tuple[int, list[Word]]:
    """Of the guesses `rest` ((lower bound, guess)), how many surely expect fewer guesses
    than `mine` (their known ceiling is under it), and those that may, lowest bound first
    (the others' bound is not under it)."""
    ceiling = known_ceiling(pool)
    doubtful = [word for floor, word in rest if floor < mine]
    surely = sum(ceiling(word) < mine for word in doubtful)
    return surely, [word for word in doubtful if ceiling(word) >= mine] if surely else doubtful


def better_below(
    doubtful: list, tell, rough=None, spare: float | None = None
) -> Work[tuple[int, int, bool]]:
    """How many of `doubtful` (guesses, or what tells them, in order of their bounds) are
    better, as `tell` says (whether, and the work of telling), how many at most, and
    whether exactly: first `RANK_SAMPLE` of them told, spread evenly (by `rough`, a cheaper
    telling, when given), then all in order while the work stays within `spare` (`RANK_WORK`
    unless told: a good guess's is exact whatever it takes). Those it did not reach are
    estimated from the sample's among them, each standing for those about it (the order
    keeps the better together: the estimate errs only where better and worse mix)
    (cooperative work)."""
    stride = max(1.0, len(doubtful) / RANK_SAMPLE)
    sampled = sorted({int(stride * (i + 0.5)) for i in range(min(RANK_SAMPLE, len(doubtful)))})
    told, sample, work = {}, {}, 0
    for count, i in enumerate(sampled, start=1):
        sample[i], cost = yield from _told(rough or tell, doubtful[i])
        work += cost
        if rough is None:
            told[i] = sample[i]
        if count % YIELD_EVERY == 0:
            yield
    found = 0
    for i, item in enumerate(doubtful):
        if i not in told:
            if work > (RANK_WORK if spare is None else spare):  # the rest by the sample's
                beyond = [sample[j] for j in sampled if j >= i] or [sample[sampled[-1]]]
                estimate = round(sum(beyond) * (len(doubtful) - i) / len(beyond))
                return found + estimate, found + len(doubtful) - i, False
            told[i], cost = yield from _told(tell, item)
            work += cost
            if i % YIELD_EVERY == 0:
                yield
        found += told[i]
    return found, found, True


def _told(tell, item):
    """`tell(item)`, cooperative work or not."""
    told = tell(item)
    return (yield from told) if isinstance(told, Generator) else told


def estimated(better: int, below: int, at_most: int, exact: bool) -> int:
    """`below` as the rank's share under the `better` already counted: as it is when exact,
    else so that the rank has two figures, within what is proven (0 to `at_most`)."""
    if exact:
        return below
    return min(max(_two_figures(better + 1 + below) - better - 1, 0), at_most)


def telling(pool: Pool, judge, mine: float) -> Callable[[Word], tuple[bool, int]]:
    """Whether a guess expects fewer guesses than `mine`, with the work of telling: by its
    bounds from the list's words when they hold and tell (a row of those words, cheaper than
    judging), else by judging it."""
    judging = len(pool) * len(pool.classes) + PER_GUESS
    if not listed_bounds_hold(pool):
        return lambda word: (judge(word) < mine, judging)
    floor, ceiling = listed_floor(pool), known_ceiling(pool)
    row = len(pool.classes[0][1]) + PER_GUESS

    def tell(word: Word) -> tuple[bool, int]:
        if floor(word) >= mine:
            return False, row
        if ceiling(word) < mine:
            return True, row
        return judge(word) < mine, row + judging

    return tell


def _two_figures(number: int) -> int:
    """`number` rounded to two significant figures (an estimate's: 12,887 -> 13,000)."""
    return round(number, 2 - len(str(number)))


def telling_splits(splits: list, words, steps, finish: Finish, mine: float, guess: Word, judge):
    """Whether the guesses of split i of `splits_of` expect fewer guesses than `mine`, with the
    work of telling: by its most (`Finish.most`), else by searching it, each split told once;
    and roughly, for a sample: where its most does not tell, by the estimate (`judge`) of
    its guesses against that of `guess` (`tell` is cooperative work, `rough` is not)."""
    total = sum(map(finish.weight, words))
    told: dict[int, bool] = {}
    most: dict[int, float] = {}

    def surely_better(i: int) -> bool:
        if i not in most:
            most[i] = finish.most(groups_of(words, splits[i][0]), total)
        return most[i] < mine - TIE

    def tell(i: int):
        if i in told:
            return told[i], 0
        if surely_better(i):
            told[i] = True
            return True, PER_GUESS
        expected = round((yield from searched(splits[i][1][0], words, steps, finish)), DIGITS)
        told[i] = expected < mine
        return told[i], SEARCH_WORK

    def rough(i: int):
        if i in told:
            return told[i], 0
        if surely_better(i):
            told[i] = True
            return True, PER_GUESS
        return judge(splits[i][1][0]) < judge(guess) - TIE, PER_GUESS + len(words)  # like by like

    return tell, rough
