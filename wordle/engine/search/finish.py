"""Expected guesses to finish a game: searched exactly with few candidates, estimated otherwise.

A guess is judged by the guesses the game should still take with it, that guess included,
and best play after it: 1, plus for each colour pattern it can show, the chance of that
pattern times the guesses its group of candidates still needs (none when it is the answer).

While a step has at most `EXACT_UP_TO` candidates, a group's guesses are searched exactly:
the fewest expected over every allowed guess, as deep as the group needs. A possible answer
that splits the rest into single words is best (2 minus its chance), and no other word can
do better than 2, so most groups need no full search. With more candidates, a group of k
words is taken to need `estimate(k)` guesses: a table calibrated on the bot's games
(`scripts/calibrate_finish.py`), exact for one and two words.

Candidates are a `model.Pool`, words with the answer model's weights: a group's chance is
its weight's share, and the estimate takes a weighed group to need what a group of its
effective size needs (`Pool.effective_size`: its words' count when they weigh the same).
"""

import bisect
import heapq
import math
from collections import Counter, defaultdict
from collections.abc import Callable, Generator, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import pairwise

from ..answers.model import Pool
from ..lists.rows import Answers, group_counts, patterns_against
from ..lists.words import WordList
from ..rules.notation import Step
from ..rules.score import SOLVED, Word, feedback
from .suggest import ceilings

EXACT_UP_TO = 12  # candidates at a step (distinct words): with as few, search exactly
FULL_WORK = 15_000_000  # guesses times candidates: with more, judge the likeliest best first
BUDGET = 15_000_000  # ... and once that much work is done, stop when the best is certain
MOST_WORK = 30_000_000  # ... and once that much, stop anyway (a long tail of unlikely words
# can keep the best from being certain: a list of one's own of a few words, say)
FEW_FOR_COLUMNS = 200  # candidates: with as few, and once MANY_JUDGED guesses are judged,
MANY_JUDGED = 1000  # ... the patterns of every guess are worked out at once (`_rows_by_class`)
YIELD_EVERY = 64  # guesses judged between the pauses of cooperative work
PAUSE_WORK = 500_000  # ... or fewer, as many as make about this much work (a few ms)
DIGITS = 9  # expected guesses are compared to this many decimals: equal splits tie
# (log2 of the candidates, the guesses they still need on average), from the bot's games
# (`scripts/calibrate_finish.py`); in between, linear in log2 of the candidates
KNOTS = (
    (0.000, 1.000),
    (1.000, 1.500),
    (1.585, 1.735),
    (2.000, 1.842),
    (2.452, 1.937),
    (2.982, 2.033),
    (3.492, 2.107),
    (4.033, 2.207),
    (4.513, 2.280),
    (5.017, 2.360),
    (5.551, 2.481),
    (5.972, 2.502),
    (6.556, 2.644),
    (6.961, 2.761),
    (7.540, 2.799),
    (7.966, 2.910),
    (8.285, 2.971),
    (8.968, 3.005),
    (10.118, 3.164),
    (10.385, 3.183),
    (11.177, 3.427),
)

# the steepest line from (0, 1) under every knot: a group of k needs at least 1 + SLOPE log2 k
SLOPE = min((f - 1) / x for x, f in KNOTS if x > 0)

Allowed = Callable[[Sequence[Step]], WordList]  # the guesses allowed after some steps


def estimate(count: float) -> float:
    """The guesses a group of `count` candidates (an effective size, for a weighed group)
    still needs with best play, on average: linear in log2 of the count between the knots,
    and beyond the last."""
    if count <= 1:
        return float(count)
    x = math.log2(count)
    for (x0, f0), (x1, f1) in pairwise(KNOTS):
        if x <= x1 or x1 == KNOTS[-1][0]:
            return f0 + (f1 - f0) * (x - x0) / (x1 - x0)
    raise AssertionError("unreachable: the last knot extends the table")


@cache
def group_need(count: int) -> float:
    """The guesses a group of `count` equally likely words needs in all (`estimate`, times
    `count`): kept, as the same sizes come up again and again."""
    return count * estimate(count)


class Finish:
    """The fewest expected guesses to find the answer in groups of candidates, searched
    exactly and kept, for the guesses `allowed` after the steps that led to each group."""

    def __init__(self, allowed: Allowed, weights: dict | None = None, hard: bool = False):
        self.allowed = allowed
        self.weights = {} if weights is None else weights  # word: weight, 1 when absent
        self.hard = hard  # whether the allowed guesses depend on the steps
        self._known: dict[tuple, float] = {}

    def weight(self, word: Word) -> int:
        return self.weights.get(word, 1)

    def group(self, words: tuple[Word, ...], steps: Sequence[Step]) -> float:
        """The fewest guesses expected to find the answer among `words` (distinct, sorted)."""
        if len(words) == 1:
            return 1.0
        guesses = self.allowed(steps)
        key = (words, id(guesses))
        if key not in self._known:
            self._known[key] = self._search(words, steps, guesses)
        return self._known[key]

    def after(self, guess: Word, words: Sequence[Word], steps: Sequence[Step], bound=math.inf):
        """The guesses expected with `guess` now and best play after it, or a lower bound at
        or above `bound` when it surely cannot beat that."""
        groups = defaultdict(list)
        for word in words:
            groups[feedback(guess, word)].append(word)
        if len(groups) == 1 and SOLVED not in groups:
            return math.inf  # learns nothing
        total = sum(map(self.weight, words))
        floor = self.floor(groups, total)
        if floor >= bound:
            return floor
        expected = 1.0
        for pattern, group in groups.items():
            if pattern != SOLVED:
                share = sum(map(self.weight, group)) / total
                expected += share * self.group(tuple(group), [*steps, Step(guess, pattern)])
        return expected

    def floor(self, groups: dict, total: int) -> float:
        """The least a guess splitting the candidates (of weight `total`) into `groups`
        (pattern: words) can expect, itself included (`_least`)."""
        return 1 + sum(self._least(p, g) for p, g in groups.items()) / total

    def _least(self, pattern, group: list[Word]) -> float:
        """The least a group can need, times its weight: nothing once solved, one guess for
        one word, else its likeliest word first and one more for the rest (at least)."""
        weights = list(map(self.weight, group))
        if pattern == SOLVED:
            return 0.0
        return sum(weights) * 2 - max(weights) if len(group) > 1 else weights[0]

    def _search(self, words: tuple[Word, ...], steps, guesses: WordList) -> float:
        total = sum(map(self.weight, words))
        least = 2 - max(map(self.weight, words)) / total
        best = math.inf
        for word in sorted(words, key=lambda w: -self.weight(w)):  # a candidate is always allowed
            best = min(best, self.after(word, words, steps, best))
            if best <= least + 1e-12:
                return best
        if best <= 2:
            return best  # no word that is not a candidate does better than 2
        return self._search_others(words, steps, guesses, best)

    def _search_others(self, words, steps, guesses: WordList, best: float) -> float:
        """The best over the guesses that are not candidates, the most groups first: with g
        groups, a guess needs at least 3 - g times the largest chance of a word (two guesses
        a word, but one for the likeliest of each group), so the search stops when that
        reaches the best so far."""
        weights = list(map(self.weight, words))
        largest = max(weights) / sum(weights)
        counts = group_counts(words, guesses.words, guesses.letter_masks)
        enough = math.floor((3 - best) / largest) + 1  # groups needed to beat the best
        hopeful = [(counts[i], guesses.words[i]) for i in _places(counts, enough)]
        for groups, guess in sorted(hopeful, reverse=True):
            if 3 - groups * largest >= best - 1e-12:
                break
            best = min(best, self.after(guess, words, steps, best))
        return best


def _places(counts: bytes, least: int) -> Generator[int, None, None]:
    """Where `counts` holds `least` or more."""
    marks = counts.translate(bytes(c >= least for c in range(256)))
    place = marks.find(1)
    while place >= 0:
        yield place
        place = marks.find(1, place + 1)


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
    tree: bool = False  # judged by the optimal tree (`ontree`)

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
    exact = len(words) <= EXACT_UP_TO
    if exact:
        judge = _exact_judge(words, steps, finish)
    elif pool.uniform:
        judge = _estimate_judge(words)
    else:
        judge = _weighed_judge(pool)
    expected = {}
    every = 1 if exact else YIELD_EVERY  # an exact judge may search a while
    for count, guess in enumerate(dict.fromkeys(guesses), start=1):
        expected[guess] = round(judge(guess), DIGITS)
        if count % every == 0:
            yield
    return Outlook(expected, exact)


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
    large step (more than `FULL_WORK`) only until, past `BUDGET`, the best is certain (then
    the rank is a bound)."""
    words = pool.words
    everyone = list(dict.fromkeys([*guesses.words, *pool.always_allowed, guess]))
    if len(words) <= EXACT_UP_TO:
        judged = yield from outlook(pool, everyone, steps, finish)
        return judged.place(guess, tie_key)
    whole = len(words) * len(everyone) <= FULL_WORK
    return (yield from _bounded_place(pool, guesses, len(everyone), guess, tie_key, whole))


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
    they are judged in order of a lower bound (`_floors`) until no other can make the top,
    or past `MOST_WORK` in any case (the best found: the lowest bounds come first)."""
    if len(pool.words) <= EXACT_UP_TO:
        return (yield from _exact_leading(pool, guesses, steps, finish, top, tie_key))
    judge = _estimate_judge(pool.words) if pool.uniform else _weighed_judge(pool, guesses)
    kept: list[tuple[float, object, Word]] = []  # the best so far, best first
    n = len(pool) * len(pool.classes)  # the work of judging one guess
    every, count = _pause_every(n), 0
    for floor, other in _floors(pool, guesses, ()):
        if other is None:
            yield
            continue
        count += 1
        if (len(kept) == top and floor > kept[-1][0]) or (count - 1) * n > MOST_WORK:
            break
        entry = (round(judge(other), DIGITS), tie_key(other), other)
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
    splits = _splits(words, guesses, pool.always_allowed, finish)
    floors = sorted((finish.floor(groups, total), i) for i, (groups, _) in enumerate(splits))
    kept: list[tuple[float, object, Word]] = []  # the best so far, best first
    for floor, i in floors:
        last = kept[-1][0] if len(kept) == top else math.inf
        if floor > last + 1e-9:
            break
        expected = round(_searched(splits[i][1][0], words, steps, finish, last + 1e-9), DIGITS)
        for guess in splits[i][1] if expected <= last else ():
            bisect.insort(kept, (expected, tie_key(guess), guess))
        del kept[top:]
        yield  # a search can take a while
    return [(word, expected) for expected, _, word in kept]


def _splits(words: tuple[Word, ...], guesses: WordList, also, finish: Finish) -> list:
    """[(pattern: words, the guesses that split `words` so)] over `guesses` and the words
    `also` allowed, each guess alone in hard mode (what may follow depends on it)."""
    masks = guesses.letter_masks
    size = len(guesses)
    columns = [patterns_against(masks, word).to_bytes(size, "little") for word in words]
    rows = dict(zip(guesses.words, zip(*columns)))
    rows.update((guess, tuple(feedback(guess, w) for w in words)) for guess in also)
    alike: dict = defaultdict(list)
    for guess, row in rows.items():
        alike[guess if finish.hard else row].append(guess)
    splits = []
    for members in alike.values():
        groups = defaultdict(list)
        for word, pattern in zip(words, rows[members[0]]):
            groups[pattern].append(word)
        splits.append((groups, members))
    return splits


def _pause_every(work: int) -> int:
    """How many guesses to judge between pauses when judging one is `work` (pattern rows
    times their words): `YIELD_EVERY`, fewer when each is large."""
    return max(1, min(YIELD_EVERY, PAUSE_WORK // work))


def _bounded_place(pool: Pool, guesses: WordList, total: int, guess: Word, tie_key, whole: bool):
    """`place` with the estimate: guesses judged in order of a lower bound on their expected
    guesses (`_floors`), until no other can beat the played guess, or, unless the `whole`
    rank is wanted, past `BUDGET` once the best is certain, or past `MOST_WORK` in any case
    (the best found, likely the best as the lowest bounds come first; then the rank is a
    bound)."""
    judge = _estimate_judge(pool.words) if pool.uniform else _weighed_judge(pool, guesses)
    mine = round(judge(guess), DIGITS)
    best, best_expected, better = guess, mine, 0
    n = len(pool) * len(pool.classes)  # the work of judging one guess: a row per class
    every, count = _pause_every(n), 0
    for floor, other in _floors(pool, guesses, (guess,)):
        if other is None:
            yield
            continue
        count += 1
        done = 0 if whole else (count - 1) * n  # the whole rank: no budget
        if (floor > best_expected and (floor >= mine or done > BUDGET)) or done > MOST_WORK:
            return Place(mine, best, best_expected, better, total, False, floor >= mine)
        expected = round(judge(other), DIGITS)
        better += expected < mine
        if (expected, tie_key(other)) < (best_expected, tie_key(best)):
            best, best_expected = other, expected
        if count % every == 0:
            yield
    return Place(mine, best, best_expected, better, total, False, True)


def _floors(pool: Pool, guesses: WordList, also: Sequence[Word]):
    """(a lower bound on a guess's expected guesses, the guess), lowest first, for every
    guess and the words `also` judged; now and then (None, None), a pause for cooperative
    work. When the list's words outweigh the rest enough, from them alone (`_listed_floor`):
    for every guess at once if they are few, else entropy bounds (`_entropy_floors`) each
    raised to that as it comes up; otherwise from entropy bounds."""
    heavy, light = pool.classes[0][0], max((w for w, _ in pool.classes[1:]), default=0)
    floors = _entropy_floors(pool, guesses, also)
    if not pool.listed or pool.uniform or heavy < 4.5 * light:
        return floors
    if len(pool.classes[0][1]) <= FEW_FOR_COLUMNS:  # cheap enough for every guess at once
        return _listed_floors(pool, guesses, also)
    return _raised(floors, _listed_floor(pool))


def _raised(floors, higher: Callable[[Word], float]):
    """`floors` (lowest first) each raised to `higher(guess)` when it comes up, lowest
    first still: a guess is given when its raised bound is the lowest of all left (raising
    only lifts, so nothing left can come under it). Pauses as `_floors` says."""
    heap = [(floor, other, False) for floor, other in floors]
    heapq.heapify(heap)
    raised = 0
    while heap:
        floor, other, done = heapq.heappop(heap)
        if done:
            yield floor, other
        else:
            heapq.heappush(heap, (max(floor, higher(other)), other, True))
            raised += 1
            if raised % (2 * YIELD_EVERY) == 0:
                yield None, None


def _entropy_floors(pool: Pool, guesses: WordList, also: Sequence[Word]):
    """From a guess's bound on entropy plus its chance to win (`suggest.ceilings`): a group
    of effective size k needs at least 1 + SLOPE log2 k, and the groups' log2 k average at
    least log2 of the pool's effective size less the split's entropy (Jensen), so a guess
    needs at least 2 + SLOPE (that - its ceiling) - (1 - SLOPE) x the largest chance."""
    largest = max(weight for weight, _ in pool.classes) / pool.total
    size = math.log2(pool.effective_size)
    for ceiling, other in ceilings(pool, guesses, also):
        yield 2 + SLOPE * (size - ceiling) - (1 - SLOPE) * largest, other


def _listed_floors(pool: Pool, guesses: WordList, also: Sequence[Word]):
    """Every guess's `_listed_floor` at once, lowest first (pauses as `_floors` says)."""
    floor, floors = _listed_floor(pool), []
    everyone = dict.fromkeys([*guesses.words, *pool.always_allowed, *also])
    for count, other in enumerate(everyone, start=1):
        floors.append((floor(other), other))
        if count % (8 * YIELD_EVERY) == 0:
            yield None, None
    yield from sorted(floors)


def _listed_floor(pool: Pool) -> Callable[[Word], float]:
    """From the list's words alone (the heaviest class, K each, every other word weighing at
    most K / 4.5): a group with c of them has an effective size of at least c, so needs at
    least estimate(c), and every other word not guessed needs at least 1. A row of the
    list's words only."""
    weight, listed = pool.classes[0]
    others = pool.total - weight * len(listed)

    def floor(other: Word) -> float:
        groups = Counter(listed.row(other))
        groups.pop(SOLVED, None)
        need = weight * sum(map(group_need, groups.values()))
        tail = others - (pool.weights.get(other, 0) if other not in listed.members else 0)
        return 1 + (need + tail) / pool.total - 1e-9

    return floor


def _exact_judge(words: tuple[Word, ...], steps, finish: Finish):
    """Expected guesses by exact search; guesses that split alike share the work (unless
    hard mode makes what may follow depend on the guess)."""
    seen: dict[bytes, float] = {}
    rows = Answers.of(words)

    def judge(guess: Word) -> float:
        if finish.hard:
            return _searched(guess, words, steps, finish)
        row = rows.row(guess)
        if row not in seen:
            seen[row] = _searched(guess, words, steps, finish)
        return seen[row]

    return judge


def _searched(guess: Word, words, steps, finish: Finish, bound: float = math.inf) -> float:
    """The guesses `guess` expects by exact search, or a lower bound at or above `bound`
    when it surely cannot beat that."""
    expected = finish.after(guess, words, steps, bound)
    if expected == math.inf:  # it learns nothing: a guess spent, and all still to do
        return 1 + finish.group(words, steps)
    return expected


def _estimate_judge(words: tuple[Word, ...]):
    """Expected guesses with each group's need estimated from its size."""
    rows, n = Answers.of(words), len(words)
    members = rows.members

    def judge(guess: Word) -> float:
        spread = sum(map(group_need, Counter(rows.row(guess)).values()))
        return 1 + (spread - (guess in members)) / n  # the answer itself needs none

    return judge


def _weighed_judge(pool: Pool, guesses: WordList | None = None):
    """The estimate over a weighed pool: a group's chance is its weight's share, its need
    that of its effective size (its weight squared over the sum of its squared weights)."""
    total = pool.total
    few = guesses is not None and len(pool) <= FEW_FOR_COLUMNS
    rows: dict[Word, tuple] = {}  # with few words, once many guesses are judged
    weights = [weight for weight, _ in pool.classes]
    judged = 0

    def judge(guess: Word) -> float:
        nonlocal rows, judged
        judged += 1
        if few and judged == MANY_JUDGED:
            rows = _rows_by_class(pool, guesses)
        split = rows.get(guess) or [answers.row(guess) for _, answers in pool.classes]
        mass, squares = _weighed_groups(weights, split)
        mass.pop(SOLVED, None)
        need = sum(m * estimate(m * m / squares[p]) for p, m in mass.items())
        return 1 + need / total

    return judge


def outcomes(pool: Pool, guess: Word, steps: Sequence[Step], finish: Finish) -> dict:
    """What each colouring `guess` can show with `pool` left would leave to do: pattern:
    (its chance, the guesses best play then needs), none once solved; as `outlook` judges
    the guess, so that they average to what it expects: searched exactly with few words
    (kept from judging it), else estimated from each group's effective size."""
    weights = [weight for weight, _ in pool.classes]
    mass, squares = _weighed_groups(weights, [answers.row(guess) for _, answers in pool.classes])
    words = _grouped(pool, guess) if len(pool) <= EXACT_UP_TO else {}
    found = {}
    for pattern, weight in mass.items():
        group = words.get(pattern, ())
        if pattern == SOLVED:
            need = 0.0
        elif group:
            need = finish.group(group, [*steps, Step(guess, pattern)])
        else:
            need = estimate(weight * weight / squares[pattern])
        found[pattern] = (weight / pool.total, round(need, DIGITS))
    return found


def _weighed_groups(weights: list[int], rows) -> tuple[dict[int, int], dict[int, int]]:
    """A guess's groups from its rows of patterns against each class of words (of these
    `weights`): each pattern's weight, and its sum of squared weights (its group's effective
    size is the weight squared over that)."""
    mass: dict[int, int] = {}
    squares: dict[int, int] = {}
    for weight, row in zip(weights, rows):
        for pattern, count in Counter(row).items() if len(row) > 1 else ((row[0], 1),):
            mass[pattern] = mass.get(pattern, 0) + weight * count
            squares[pattern] = squares.get(pattern, 0) + weight * weight * count
    return mass, squares


def _grouped(pool: Pool, guess: Word) -> dict[int, tuple[Word, ...]]:
    """The pool's words by the pattern `guess` shows against each, each group sorted."""
    groups: dict[int, list[Word]] = defaultdict(list)
    for word in sorted(pool.words):
        groups[feedback(guess, word)].append(word)
    return {pattern: tuple(group) for pattern, group in groups.items()}


def _rows_by_class(pool: Pool, guesses: WordList) -> dict[Word, tuple]:
    """For each of `guesses`, its patterns against each class's words, class by class: for
    few words, faster at once (a word's patterns against every guess, then turned) than a
    guess at a time."""
    size, masks = len(guesses), guesses.letter_masks
    by_class = []
    for _, answers in pool.classes:
        columns = [patterns_against(masks, w).to_bytes(size, "little") for w in answers.words]
        by_class.append(zip(*columns))
    return dict(zip(guesses.words, zip(*by_class)))


def skill_of(lost: float) -> int:
    """Skill 0-99 from the expected guesses lost against the best guess: 99 for none (the
    best guess, or one that ties it); else 99 minus 100 per guess lost, rounded, at most
    98 and at least 0."""
    if lost <= 0:
        return 99
    return max(0, min(98, round(99 - 100 * lost)))
