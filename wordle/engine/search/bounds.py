"""Bounds on the guesses a guess can expect to finish with (`finish`'s estimate), for every
guess at a step, so that most guesses need never be judged (`places`): lower bounds, lowest
first (`floors`), from entropy and, where the list's words outweigh the rest, from a row of
the list's words alone; and from that same row an upper bound (`known_ceiling`).
"""

import heapq
import math
from collections.abc import Callable, Generator, Sequence
from itertools import chain, repeat

from ..answers.pool import Pool
from ..lists.rows import patterns_against, tally
from ..lists.words import WordList
from ..rules.score import SOLVED, Word
from .finish import FEW_FOR_COLUMNS, SLOPE, STEEPEST, estimate, group_need
from .suggest import ceilings
from .work import Driven, T, Work

YIELD_EVERY = 64  # bounds found between the pauses of cooperative work (a few times this)


def floors(pool: Pool, guesses: WordList, also: Sequence[Word], tight: bool = True):
    """(a lower bound on a guess's expected guesses, the guess), lowest first, for every
    guess and the words `also` judged; now and then (None, None), a pause for cooperative
    work. When `tight` and the list's words outweigh the rest enough, from them alone
    (`listed_floor`): for every guess at once if they are few, else entropy bounds
    (`_entropy_floors`) each raised to that as it comes up; otherwise from entropy bounds
    (cheap: a large step orders its guesses by them, and judges only the first few)."""
    entropy = _entropy_floors(pool, guesses, also)
    if not tight or not listed_bounds_hold(pool):
        return entropy
    if len(pool.classes[0][1]) <= FEW_FOR_COLUMNS:  # cheap enough for every guess at once
        return listed_floors(pool, guesses, also)
    return _raised(entropy, listed_floor(pool))


def listed_bounds_hold(pool: Pool) -> bool:
    """Whether the list's words outweigh the rest enough for bounds from them alone
    (`listed_floor`): every other word weighs at most a 4.5th of theirs."""
    heavy, light = pool.classes[0][0], max((w for w, _ in pool.classes[1:]), default=0)
    return bool(pool.listed) and not pool.uniform and heavy >= 4.5 * light


def _raised(lower, higher: Callable[[Word], float]):
    """`lower` bounds (lowest first) each raised to `higher(guess)` when it comes up, lowest
    first still: a guess is given when its raised bound is the lowest of all left (raising
    only lifts, so nothing left can come under it). Pauses as `floors` says."""
    heap = []
    for floor, other in lower:
        if other is None:
            yield None, None
        else:
            heap.append((floor, other, False))
    heapq.heapify(heap)
    yield None, None
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
    needs at least 2 + SLOPE (that - its ceiling) - (1 - SLOPE) x the largest chance. Those
    of `guesses` and the pool's words are kept for the pool (`ENTROPY`): a step's place and
    the bot's choice there both order the guesses by them."""
    outside = [w for w in also if w not in guesses.index and w not in pool.members]
    kept = kept_for(pool, ENTROPY)
    if outside or kept.get(id(guesses), (None,))[0] is not guesses:
        yield None, None  # bounding every guess takes a while: a pause on each side, and
        yield from _paused(guesses.making_letter_parts())  # some within and after the list's
        yield None, None  # letter parts the bounds use (built once)
        highest_first = yield from _paused(ceilings(pool, guesses, outside))
        yield None, None
        largest = max(weight for weight, _ in pool.classes) / pool.total
        size = math.log2(pool.effective_size)
        found = [
            (2 + SLOPE * (size - ceiling) - (1 - SLOPE) * largest, other)
            for ceiling, other in highest_first
        ]
        if outside:
            yield from found
            return
        kept[id(guesses)] = guesses, found
    yield from kept[id(guesses)][1]


ENTROPY: dict[tuple, dict[int, tuple[WordList, list]]] = {}  # a pool's words by weight ->
# {id of a list of guesses: that list, and its guesses' entropy floors, lowest first}


def _paused(work: Work[T]) -> Generator[tuple[None, None], None, T]:
    """Cooperative `work` among `floors`' bounds: each of its pauses as (None, None)."""
    driven = Driven(work)
    for _ in driven:
        yield None, None
    return driven.result


def listed_floors(pool: Pool, guesses: WordList, also: Sequence[Word]):
    """Every guess's `listed_floor` at once, lowest first (pauses as `floors` says). The
    list's words' patterns against all of `guesses` come a column per word at once
    (`patterns_against`), each guess's row read across them, unless every floor is known
    (the bot's choice after the played guess's place, over the same words)."""
    floor, found = listed_floor(pool), []
    known = _known_floors(pool)
    if all(word in known for word in guesses.words):
        rows = zip(guesses.words, repeat(None))
    else:
        words, size, masks = pool.classes[0][1].words, len(guesses), guesses.letter_masks
        columns = [patterns_against(masks, w).to_bytes(size, "little") for w in words]
        rows = zip(guesses.words, zip(*columns))
    rest = ((w, None) for w in dict.fromkeys([*pool.always_allowed, *also]) if w not in guesses)
    for count, (other, row) in enumerate(chain(rows, rest), start=1):
        found.append((floor(other, row), other))
        if count % (8 * YIELD_EVERY) == 0:
            yield None, None
    yield from sorted(found)


def listed_floor(pool: Pool) -> Callable[..., float]:
    """From the list's words alone (the heaviest class, K each, every other word weighing at
    most K / 4.5): a group with c of them has an effective size of at least c, so needs at
    least estimate(c), and every other word not guessed needs at least 1. A row of the
    list's words only (given, or found), once per guess and pool (`FLOORS`), which also
    gives the guess's ceiling (`_ceiling_over`), kept beside it."""
    weight, listed = pool.classes[0]
    others = pool.total - weight * len(listed)
    known = _known_floors(pool)
    most_others_add = _ceiling_over(pool)

    def floor(other: Word, row: Sequence[int] | None = None) -> float:
        if other not in known:
            groups = tally(listed.row(other) if row is None else row)
            groups.pop(SOLVED, None)
            need = weight * sum(map(group_need, groups.values()))
            tail = others - (pool.weights.get(other, 0) if other not in listed.members else 0)
            least = 1 + (need + tail) / pool.total - 1e-9
            known[other] = least, 1 + (need + most_others_add) / pool.total + 1e-9
        return known[other][0]

    return floor


def _ceiling_over(pool: Pool) -> float:
    """The most the words beyond the heaviest class (of weight K each) can add to a guess's
    expected guesses, times the pool's total weight, over what the heaviest class's groups
    need alone (K times estimate(c) per word for a group of c of them).

    A group of c heavy words and light ones of weight o has an effective size at most
    c (1 + o / Kc)**2 (its squared weights are at least K**2 c), and the estimate rises by at
    most `STEEPEST` (half a guess) per doubling, so its heavy words need at most
    K c estimate(c) + 2 STEEPEST o / ln 2; the light words need at most estimate(n) each, a
    group never counting as more than its n words: so at most the light weight times
    (estimate(n) + 2 STEEPEST / ln 2). Tests hold every guess's expectation under it."""
    light = pool.total - pool.classes[0][0] * len(pool.classes[0][1])
    return light * (estimate(len(pool)) + 2 * STEEPEST / math.log(2))


def known_ceiling(pool: Pool) -> Callable[[Word], float]:
    """A guess's upper bound on its expected guesses, from the row that gave its listed floor
    (`listed_floor`), when that was found for this pool; else infinity (not known)."""
    known = _known_floors(pool) if pool.listed and not pool.uniform else {}
    return lambda word: known[word][1] if word in known else math.inf


FLOORS: dict[tuple, dict[Word, tuple[float, float]]] = {}  # a pool's words by weight ->
# {guess: its listed floor and ceiling}
KEPT_POOLS = 4  # pools kept: a review judges each step's pool twice (its place, the bot's
# choice), in two pools of the same words


def kept_for(pool: Pool, store: dict) -> dict:
    """What `store` keeps for pools of these words and weights (made empty the first time; the
    most recent `KEPT_POOLS` pools' kept)."""
    key = tuple((weight, answers.words) for weight, answers in pool.classes)
    if key not in store:
        if len(store) >= KEPT_POOLS:
            del store[next(iter(store))]
        store[key] = {}
    return store[key]


def _known_floors(pool: Pool) -> dict[Word, tuple[float, float]]:
    """The listed floors and ceilings found so far for pools of these words and weights."""
    return kept_for(pool, FLOORS)
