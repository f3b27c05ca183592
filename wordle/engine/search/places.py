"""Where a guess stands at a step, by the guesses expected to finish with it: every guess judged
(`outlook`), one guess's place among all (`place`) and the leading guesses (`leading`).

With few candidates every guess is searched exactly (`finish.Finish`). With more, guesses
are judged with the estimate in order of a lower bound on what they can expect (`floors`),
so that most need never be judged. Where the list's words outweigh the rest, each guess also
gets an upper bound from the same row of the list's words (`bounds`): one surely better
than the played guess is counted without being judged. On a large step (`FULL_WORK`) the
guesses are ordered by a cheaper bound from entropy and only the first few judged: the best
of them is the best found. Once the best is certain, a guess far down is ranked by the
guesses below told while the work allows, then estimated (`ranks`).
"""

import bisect
import math
from collections.abc import Callable, Generator, Iterable, Sequence
from dataclasses import dataclass

from ..answers.pool import Pool
from ..lists.words import WordList
from ..rules.notation import Step
from ..rules.score import Word
from .bounds import floors, kept_for, known_ceiling
from .finish import (
    DIGITS,
    EXACT_UP_TO,
    TIE,
    Finish,
    estimate_judge,
    exact_judge,
    searched,
    skill_of,
    weighed_judge,
)
from .ranks import (
    FAR,
    RANK_WORK,
    better_below,
    estimated,
    in_doubt,
    rest_of,
    telling,
    telling_splits,
)
from .splits import split_floors, splits_of

FULL_WORK = 2_500_000  # guesses times candidates: with more, a large step (`_considered`)
CONSIDER_WORK = 1_000_000  # ... where guesses are judged in order of their bounds, the
# likeliest best first, about this much work (rows and judgings, under 0.1 s in CPython)
CONSIDER = (32, 256)  # ... and at least and at most this many guesses given by the bounds:
# the best of them is the best found (docs/review.md: on 99 large steps, the best)
YIELD_EVERY = 64  # guesses judged between the pauses of cooperative work
PAUSE_WORK = 500_000  # ... or fewer, as many as make about this much work (a few ms)


@dataclass(frozen=True)
class Place:
    """Where a guess stands at a step, by the guesses expected to finish with it."""

    expected: float  # with this guess played, and best play after
    best: Word  # the guess expecting the fewest (ties: the likelier, then alphabetical)
    best_expected: float
    better: int  # guesses expecting strictly fewer
    total: int  # guesses judged
    exact: bool  # searched exactly, or with the calibrated estimate
    rank_exact: bool = True  # else `rank` is a lower bound: not every guess was judged
    tree: bool = False  # judged by the optimal tree (`tree_place`)

    @property
    def rank(self) -> int:
        """1 for the best guess and every guess that ties it."""
        return self.better + 1

    @property
    def lost(self) -> float:
        """Expected guesses lost against the best guess."""
        return round(self.expected - self.best_expected, DIGITS)

    @property
    def skill(self) -> int:
        return skill_of(self.lost)


@dataclass(frozen=True)
class Outlook:
    """Every guess judged at a step: the guesses expected to finish with it, best play after."""

    expected: dict[Word, float]
    exact: bool  # searched exactly, or with the calibrated estimate

    def place(self, guess: Word, tie_key: Callable[[Word], object]) -> Place:
        """Where `guess` stands; the best guess's ties go to the smallest `tie_key`."""
        best = best_of(self.expected, tie_key)
        mine = self.expected[guess]
        better = sum(e < mine for e in self.expected.values())
        return Place(mine, best, self.expected[best], better, len(self.expected), self.exact)


def best_of(expected: dict[Word, float], tie_key: Callable[[Word], object]) -> Word:
    """The guess expecting the fewest guesses; ties to the smallest `tie_key`."""
    low = min(expected.values())
    return min((w for w, e in expected.items() if e == low), key=tie_key)


def outlook(
    pool: Pool,
    guesses: Iterable[Word],
    steps: Sequence[Step],
    finish: Finish,
) -> Generator[None, None, Outlook]:
    """Every one of `guesses` judged at a step with `pool` left (the `finish`'s weights are
    its weights), as cooperative work: it yields now and then."""
    words = tuple(sorted(pool.words))
    if len(words) <= EXACT_UP_TO:
        return (yield from _searched_outlook(words, guesses, steps, finish))
    judge = estimate_judge(words) if pool.uniform else weighed_judge(pool)
    expected = {}
    for count, guess in enumerate(dict.fromkeys(guesses), start=1):
        expected[guess] = round(judge(guess), DIGITS)
        if count % YIELD_EVERY == 0:
            yield
    return Outlook(expected, False)


def _searched_outlook(words: tuple[Word, ...], guesses: Iterable[Word], steps, finish: Finish):
    """`outlook` by exact search, with few candidates: a pause after each guess, and within
    its search (`Finish.grouping`)."""
    judge = exact_judge(words, steps, finish)
    expected = {}
    for guess in dict.fromkeys(guesses):
        expected[guess] = round((yield from judge(guess)), DIGITS)
        yield
    return Outlook(expected, True)


def place(
    pool: Pool,
    guesses: WordList,
    steps: Sequence[Step],
    finish: Finish,
    guess: Word,
    tie_key: Callable[[Word], object],
) -> Generator[None, None, Place]:
    """Where `guess` stands among `guesses`, the list's candidates and itself at a step (cooperative
    work). With few candidates every guess is searched; else, with the estimate, guesses are
    judged in order of a lower bound until no other can beat the played guess, which counts
    every guess that does (the same place as judging all, sooner for a good guess), but on a
    large step (more than `FULL_WORK`) only as many as it considers (`_considered`): the best
    found, and a rank below them estimated."""
    words = pool.words
    everyone = list(dict.fromkeys([*guesses.words, *pool.always_allowed, guess]))
    if len(words) <= EXACT_UP_TO:
        return (yield from _searched_place(pool, guesses, steps, finish, guess, tie_key))
    whole = len(words) * len(everyone) <= FULL_WORK
    return (yield from _bounded_place(pool, guesses, everyone, guess, tie_key, whole))


def _searched_place(pool: Pool, guesses: WordList, steps, finish: Finish, guess: Word, tie_key):
    """`place` by exact search, with few candidates: guesses that split them alike judged
    together, in order of the least they can expect (`Finish.floor`). A split whose least is
    not under the played guess's expectation is no better, and once it is over the best so
    far, neither are the rest; one whose most (`Finish.most`) is under it is better, and is
    counted unsearched unless it could be the best. Once the best is certain and `RANK_WORK`
    is spent, the rest are told or estimated as `ranks.better_below` does (cooperative work)."""
    words = tuple(sorted(pool.words))
    total = sum(map(finish.weight, words))
    splits = yield from splits_of(words, guesses, (*pool.always_allowed, guess), finish)
    mine = round((yield from searched(guess, words, steps, finish)), DIGITS)
    floors = yield from split_floors(splits, words, finish, total)
    judge = _estimating(pool, guesses)  # a sample's rough telling (`ranks.telling_splits`)
    tell, rough = telling_splits(splits, words, steps, finish, mine, guess, judge)
    everyone = sum(len(members) for _, members in splits)
    best, best_expected, better, work = guess, mine, 0, 0
    for count, (floor, i) in enumerate(floors, start=1):
        if count % YIELD_EVERY == 0:
            yield  # a split's most, or its search, can take a while
        members = splits[i][1]
        can_be_best = floor <= best_expected + TIE
        if floor >= mine + TIE and not can_be_best:
            break  # the rest are no better, and none can be the best
        if not can_be_best and work > RANK_WORK and better >= FAR:
            doubtful = [j for floor, j in floors[count - 1 :] if floor < mine + TIE]
            doubtful = [j for j in doubtful for _ in splits[j][1]]  # a split per guess of it
            below, at_most, exact = yield from better_below(doubtful, tell, rough)
            better += estimated(better, below, at_most, exact)
            return Place(mine, best, best_expected, better, everyone, True, exact)
        if not can_be_best:
            told, cost = yield from tell(i)
            better, work = better + len(members) * told, work + cost
            continue
        expected = round((yield from searched(members[0], words, steps, finish)), DIGITS)
        better += len(members) * (expected < mine)
        for other in members:
            if (expected, tie_key(other)) < (best_expected, tie_key(best)):
                best, best_expected = other, expected
    return Place(mine, best, best_expected, better, everyone, True)


def leading(
    pool: Pool,
    guesses: WordList,
    steps: Sequence[Step],
    finish: Finish,
    top: int,
    tie_key: Callable[[Word], object],
) -> Generator[None, None, list[tuple[Word, float]]]:
    """The `top` guesses among `guesses` and the pool's always allowed words expecting the
    fewest guesses to finish, best first (ties to the smallest `tie_key`), with what each
    expects (cooperative work). With few candidates every guess is searched exactly; else
    they are judged in order of a lower bound (`floors`) until no other can make the top,
    or, on a large step, once as many as it considers are judged (`_considered`: the best
    found, the lowest bounds come first, as `place` finds it)."""
    if len(pool.words) <= EXACT_UP_TO:
        return (yield from _exact_leading(pool, guesses, steps, finish, top, tie_key))
    judge = _estimating(pool, guesses)
    kept: list[tuple[float, object, Word]] = []  # the best so far, best first
    every = _pause_every(len(pool) * len(pool.classes))
    large = len(pool.words) * (len(guesses) + len(pool.always_allowed)) > FULL_WORK
    most, count = _considered(pool, False) if large else math.inf, 0
    for floor, other in floors(pool, guesses, (), tight=not large):
        if other is None:
            yield
            continue
        count += 1
        if (len(kept) == top and floor > kept[-1][0]) or count > most:
            break
        entry = (judge(other), tie_key(other), other)
        if len(kept) < top or entry < kept[-1]:
            bisect.insort(kept, entry)
            del kept[top:]
        if count % every == 0:
            yield
    return [(word, expected) for expected, _, word in kept]


def _exact_leading(pool: Pool, guesses: WordList, steps, finish: Finish, top: int, tie_key):
    """`leading` searched exactly: guesses that split the candidates alike judged together,
    in order of the least they can expect (`Finish.floor`), until that least cannot make
    the top (the same top as judging every guess, which most of the time is not needed)."""
    words = tuple(sorted(pool.words))
    total = sum(map(finish.weight, words))
    splits = yield from splits_of(words, guesses, pool.always_allowed, finish)
    floors = yield from split_floors(splits, words, finish, total)
    kept: list[tuple[float, object, Word]] = []  # the best so far, best first
    for floor, i in floors:
        last = kept[-1][0] if len(kept) == top else math.inf
        if floor > last + 1e-9:
            break
        searching = searched(splits[i][1][0], words, steps, finish, last + 1e-9)
        expected = round((yield from searching), DIGITS)
        for guess in splits[i][1] if expected <= last else ():
            bisect.insort(kept, (expected, tie_key(guess), guess))
        del kept[top:]
        yield  # a search can take a while
    return [(word, expected) for expected, _, word in kept]


JUDGED: dict[tuple, dict[Word, float]] = {}  # a pool's words by weight -> {guess: expected}


def _estimating(pool: Pool, guesses: WordList) -> Callable[[Word], float]:
    """What a guess expects with `pool` left, by the estimate, rounded; kept for the pool's
    words and weights (`bounds.kept_for`): a step's place and the bot's choice there judge
    many of the same guesses."""
    judge = estimate_judge(pool.words) if pool.uniform else weighed_judge(pool, guesses)
    known = kept_for(pool, JUDGED)

    def judged(word: Word) -> float:
        if word not in known:
            known[word] = round(judge(word), DIGITS)
        return known[word]

    return judged


def _pause_every(work: int) -> int:
    """How many guesses to judge between pauses when judging one is `work` (pattern rows
    times their words): `YIELD_EVERY`, fewer when each is large."""
    return max(1, min(YIELD_EVERY, PAUSE_WORK // work))


def _bounded_place(
    pool: Pool, guesses: WordList, everyone: list, guess: Word, tie_key, whole: bool
):
    """`place` with the estimate: guesses judged in order of a lower bound on their expected
    guesses (`floors`), until no other can beat the played guess; past as many as the step
    considers (`_considered`), unless the `whole` step's best is not yet certain, the rank of
    a guess below them is estimated (`ranks.better_below`), and on a large step the best of
    them is the best found."""
    judge = _estimating(pool, guesses)
    mine = judge(guess)
    yield  # the bounds below take a while on a large list
    best, best_expected, better = guess, mine, 0
    every, count = _pause_every(len(pool) * len(pool.classes)), 0
    ceiling, most = known_ceiling(pool), _considered(pool, whole)
    bounds = iter(floors(pool, guesses, (guess,), tight=whole))  # left, then its rest read
    for floor, other in bounds:
        if other is None:
            yield
            continue
        if floor > best_expected and floor >= mine:
            return Place(mine, best, best_expected, better, len(everyone), False, True)
        if other == guess:
            continue  # judged: it is `mine`
        count += 1
        if count > most and (not whole or (floor > best_expected and better >= FAR)):
            rest = yield from rest_of(bounds, (floor, other), guess, mine)
            surely, doubtful = in_doubt(rest, pool, mine)
            spare = RANK_WORK if better >= min(FAR, count // 2) else math.inf  # good: exact
            tell = telling(pool, judge, mine)
            below, at_most, exact = yield from better_below(doubtful, tell, spare=spare)
            better += surely + estimated(better + surely, below, at_most, exact)
            return Place(mine, best, best_expected, better, len(everyone), False, exact)
        if count % every == 0:
            yield  # judged or counted by its ceiling: a pause now and then either way
        if floor > best_expected and ceiling(other) < mine:  # surely better, surely not best
            better += 1
            continue
        expected = judge(other)
        better += expected < mine
        if (expected, tie_key(other)) < (best_expected, tie_key(best)):
            best, best_expected = other, expected
    return Place(mine, best, best_expected, better, len(everyone), False, True)


def _considered(pool: Pool, whole: bool) -> int:
    """How many guesses given by their bounds a step judges before it estimates the rank of
    a guess below them: as many judgings as make `RANK_WORK` (once the best is certain) on a
    `whole` step, else `CONSIDER_WORK` within `CONSIDER` (the best found)."""
    work = len(pool) * len(pool.classes)  # judging one guess
    fewest, most = CONSIDER
    if whole:
        return max(fewest, RANK_WORK // work)
    return max(fewest, min(most, CONSIDER_WORK // work))
