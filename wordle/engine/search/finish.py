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

import math
from collections import defaultdict
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from functools import cache
from itertools import pairwise, repeat

from ..answers.pool import Pool
from ..lists.rows import Answers, group_counts, patterns_against, tally
from ..lists.words import WordList
from ..rules.notation import Step
from ..rules.score import SOLVED, Word, feedback
from .work import Work, finish

EXACT_UP_TO = 12  # candidates at a step (distinct words): with as few, search exactly
FEW_FOR_COLUMNS = 200  # candidates: with as few, and once MANY_JUDGED guesses are judged,
MANY_JUDGED = 1000  # ... the patterns of every guess are worked out at once (`_rows_by_class`)
DIGITS = 9  # expected guesses are compared to this many decimals: equal splits tie
TIE = 1e-9  # expected guesses: a bound this close to a value may still equal it
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
# the steepest the estimate rises between two knots, per doubling of the group
STEEPEST = max((f1 - f0) / (x1 - x0) for (x0, f0), (x1, f1) in pairwise(KNOTS))

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
        self._by_candidates: dict[tuple, float] = {}

    def weight(self, word: Word) -> int:
        return self.weights.get(word, 1)

    def weights_of(self, words: Iterable[Word]) -> Iterator[int]:
        """Each word's `weight`, at C speed (these run for every word of every group)."""
        return map(self.weights.get, words, repeat(1))

    def group(self, words: tuple[Word, ...], steps: Sequence[Step]) -> float:
        """The fewest guesses expected to find the answer among `words` (distinct, sorted)."""
        return finish(self.grouping(words, steps))

    def grouping(self, words: tuple[Word, ...], steps: Sequence[Step]) -> Work[float]:
        """`group` as cooperative work: a pause before each search among every allowed guess
        (`_search_others`), however deep (one takes a few ms on the NYT's list)."""
        if len(words) == 1:
            return 1.0
        guesses = self.allowed(steps)
        key = (words, id(guesses))
        if key not in self._known:
            self._known[key] = yield from self._search(words, steps, guesses)
        return self._known[key]

    def after(self, guess: Word, words: Sequence[Word], steps: Sequence[Step], bound=math.inf):
        """The guesses expected with `guess` now and best play after it, or a lower bound at
        or above `bound` when it surely cannot beat that (cooperative work)."""
        groups = defaultdict(list)
        for word in words:
            groups[feedback(guess, word)].append(word)
        if len(groups) == 1 and SOLVED not in groups:
            return math.inf  # learns nothing
        total = sum(self.weights_of(words))
        floor = self.floor(groups, total)
        if floor >= bound:
            return floor
        expected = 1.0
        for pattern, group in groups.items():
            if pattern != SOLVED:
                share = sum(self.weights_of(group)) / total
                need = yield from self.grouping(tuple(group), [*steps, Step(guess, pattern)])
                expected += share * need
        return expected

    def floor(self, groups: dict, total: int) -> float:
        """The least a guess splitting the candidates (of weight `total`) into `groups`
        (pattern: words) can expect, itself included (`_least`)."""
        return 1 + sum(self._least(p, g) for p, g in groups.items()) / total

    def most(self, groups: dict, total: int) -> float:
        """The most a guess splitting the candidates (of weight `total`) into `groups` can
        expect, itself included, with best play after: each group played out by guessing its
        own words alone (`by_candidates`), which best play never does worse than."""
        need = sum(
            self.by_candidates(tuple(g)) * sum(self.weights_of(g))
            for p, g in groups.items()
            if p != SOLVED
        )
        return 1 + need / total

    def by_candidates(self, words: tuple[Word, ...]) -> float:
        """The fewest guesses expected to find the answer among `words` (distinct, sorted)
        guessing only among them, searched and kept: at least best play's (which may guess
        any allowed word), and always allowed (hard mode allows every word that fits)."""
        if len(words) == 1:
            return 1.0
        if words not in self._by_candidates:
            total = sum(self.weights_of(words))
            best = math.inf
            for guess in words:
                groups = defaultdict(list)
                for word in words:
                    groups[feedback(guess, word)].append(word)
                best = min(best, self.most(groups, total))
            self._by_candidates[words] = best
        return self._by_candidates[words]

    def _least(self, pattern, group: list[Word]) -> float:
        """The least a group can need, times its weight: nothing once solved, one guess for
        one word, else its likeliest word first and one more for the rest (at least)."""
        if pattern == SOLVED:
            return 0.0
        weights = list(self.weights_of(group))
        return sum(weights) * 2 - max(weights) if len(group) > 1 else weights[0]

    def _search(self, words: tuple[Word, ...], steps, guesses: WordList) -> Work[float]:
        total = sum(self.weights_of(words))
        least = 2 - max(self.weights_of(words)) / total
        best = math.inf
        for word in sorted(words, key=lambda w: -self.weight(w)):  # a candidate is always allowed
            best = min(best, (yield from self.after(word, words, steps, best)))
            if best <= least + 1e-12:
                return best
        if best <= 2:
            return best  # no word that is not a candidate does better than 2
        return (yield from self._search_others(words, steps, guesses, best))

    def _search_others(self, words, steps, guesses: WordList, best: float) -> Work[float]:
        """The best over the guesses that are not candidates, the most groups first: with g
        groups, a guess needs at least 3 - g times the largest chance of a word (two guesses
        a word, but one for the likeliest of each group), so the search stops when that
        reaches the best so far. Cooperative work: a pause first."""
        yield
        weights = list(self.weights_of(words))
        largest = max(weights) / sum(weights)
        counts = group_counts(words, guesses.words, guesses.letter_masks)
        enough = math.floor((3 - best) / largest) + 1  # groups needed to beat the best
        for groups in range(max(counts, default=0), enough - 1, -1):  # the most groups first
            for i in _places(counts, groups):
                if 3 - groups * largest >= best - 1e-12:
                    return best
                best = min(best, (yield from self.after(guesses.words[i], words, steps, best)))
        return best


def _places(counts: bytes, count: int) -> Generator[int, None, None]:
    """Where `counts` holds `count`, last first."""
    marks = counts.translate(bytes(c == count for c in range(256)))
    place = marks.rfind(1)
    while place >= 0:
        yield place
        place = marks.rfind(1, 0, place)


def exact_judge(words: tuple[Word, ...], steps, finish_: Finish):
    """Expected guesses by exact search, as cooperative work (`yield from judge(guess)`);
    guesses that split alike share the work (unless hard mode makes what may follow depend
    on the guess)."""
    seen: dict[bytes, float] = {}
    rows = Answers.of(words)

    def judge(guess: Word) -> Work[float]:
        if finish_.hard:
            return (yield from searched(guess, words, steps, finish_))
        row = rows.row(guess)
        if row not in seen:
            seen[row] = yield from searched(guess, words, steps, finish_)
        return seen[row]

    return judge


def searched(guess: Word, words, steps, finish_: Finish, bound: float = math.inf) -> Work[float]:
    """The guesses `guess` expects by exact search, or a lower bound at or above `bound`
    when it surely cannot beat that (cooperative work)."""
    expected = yield from finish_.after(guess, words, steps, bound)
    if expected == math.inf:  # it learns nothing: a guess spent, and all still to do
        return 1 + (yield from finish_.grouping(words, steps))
    return expected


def estimate_judge(words: tuple[Word, ...]):
    """Expected guesses with each group's need estimated from its size."""
    rows, n = Answers.of(words), len(words)
    members = rows.members

    def judge(guess: Word) -> float:
        spread = sum(map(group_need, tally(rows.row(guess)).values()))
        return 1 + (spread - (guess in members)) / n  # the answer itself needs none

    return judge


def weighed_judge(pool: Pool, guesses: WordList | None = None):
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
        for pattern, count in tally(row).items() if len(row) > 1 else ((row[0], 1),):
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
