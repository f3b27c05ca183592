"""Every allowed guess ranked exactly by expected information or by answers left.

A guess splits the candidates by the pattern each would show. Its expected information
is the entropy of that split in bits; its answers left, the size of the group the answer
falls in, on average over the answers a player counts (the list's, each as likely: the sum
of squared group sizes over their count), a win leaving none.

Exact without scoring every guess: the entropy of a guess's pattern is at most the sum
of the entropies of its parts (subadditivity). The parts are its distinct letters: a
letter standing once shows green (answer has it there), yellow (elsewhere) or grey,
whose entropy comes from letter counts alone; a repeated letter's tiles are bounded by
its greens and the answer's count of it. Guesses are evaluated exactly in order of that
bound, and the search stops once no bound can reach the k-th best: the same top k as a
brute-force ranking, tested so. Near-ties prefer guesses that could win now; exact ties go
to the likelier answer (see `likelihood`), then alphabetical order.

Candidates are a `model.Pool`: words with weights (the answer model's chances). A split's
entropy is over the weights of its groups, a guess's chance to win now its weight's share,
and letter parts are weighed the same way: with equal weights, all is as by counts.

With few candidates, a guess's number of groups bounds it far closer (its entropy is
at most that of as many groups as even as can be); counting them costs n**2/2 whole-list
comparisons, so only for the guesses whose letter bound could make the top.
"""

import bisect
import heapq
import math
import operator
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from functools import cache, partial
from itertools import compress, repeat

from ..answers.likelihood import likelihood
from ..answers.pool import Pool
from ..lists.rows import group_counts, tally
from ..lists.words import WordList
from ..rules.score import Word
from .work import Work, finish

BY = ("entropy", "remaining")  # what `ranking` ranks by exactly (`advice.MEASURES` has all)
DIGITS = 9  # scores are compared to this many decimals
NOISE = 1e-13  # float noise between a score and an equal bound, relative to their size
COUNT_GROUPS = range(6, 58)  # candidates: with so many, count groups for closer bounds
YIELD_EVERY = 32  # exact evaluations between the pauses of cooperative work
FEW_TO_JUDGE = 64  # candidates: with as few, each is judged first, and what the best of
# them reach bounds which guesses are ordered at all (`_candidates_reach`)
HOPE = 1e-6  # bits: a bound this far under a score is still taken as able to reach it
GROUPS_AT_ONCE = 250_000  # candidates times guesses whose groups are counted between two
# pauses (`_group_bounds`: about 5 ms in CPython)


@dataclass(frozen=True, order=True)
class Suggestion:
    """A guess with its expected information (bits), the answers it leaves on average
    (`answers_left`), its chance to be the answer and, when judged (`advice`), the guesses it
    expects to finish the game, itself included."""

    guess: Word
    bits: float
    expected_remaining: float
    is_candidate: bool
    chance: float = 0.0
    expected_guesses: float | None = None
    could_take: int | None = None  # the most guesses it could take, the bot's play after
    # it, when more than are left (`Bot.risks`: the six-guess guard)

    def possible(self, listed: frozenset[Word] | None = None) -> str:
        """Whether it could be the answer, in words: on the list (`listed`, as the answers
        are counted), or only beyond it (a valid word with its small chance); else ""."""
        if not self.is_candidate:
            return ""
        return (
            "possible answer"
            if listed is None or self.guess in listed
            else ("possible, not on the list")
        )

    def risk(self, left: int) -> str:
        """What the six-guess guard says of it, with `left` guesses left, or ""."""
        if self.could_take is None:
            return ""
        return f"could take {self.could_take} to finish, more than the {left} left"

    def as_dict(self) -> dict:
        return {
            "guess": self.guess,
            "expected_guesses": self.expected_guesses,
            "could_take": self.could_take,
            "bits": self.bits,
            "expected_remaining": self.expected_remaining,
            "is_candidate": self.is_candidate,
        }


def evaluate(guess: Word, pool: Pool) -> Suggestion:
    """A guess's exact expected bits (over the pool's chances) and answers left."""
    masses = pool.masses(guess)
    chance = pool.chance(guess)
    left = answers_left(guess, pool, masses)
    return Suggestion(guess, entropy(pool, masses), left, chance > 0, chance)


def answers_left(guess: Word, pool: Pool, masses: list[int] | None = None) -> float:
    """The answers a player counts (`Pool.counted`: the list's) left after `guess`, on
    average over them, each as likely, a win leaving none: what a player works out from
    the groups it splits them into, and so the number shown and ranked `by` "remaining".
    `masses`, the guess's groups in a uniform pool, saves splitting the same words again."""
    counted = pool.counted
    if not counted:
        return 0.0
    if masses is None or not (pool.uniform and pool.classes[0][1] is counted):
        masses = list(tally(counted.row(guess)).values())
    win = guess in counted.members  # its own group is itself alone: none left
    return (sum(map(operator.mul, masses, masses)) - win) / len(counted)


def score(suggestion: Suggestion, by: str) -> float:
    """What ranks a guess, higher better. A possible answer gets its chance to win now in
    bits, so it wins near-ties, more so as the candidates thin out; by answers left, a win
    already leaves none. Rounded to 1e-9, so that equal splits tie exactly (then likelihood
    decides)."""
    if by == "entropy":
        return round(suggestion.bits + suggestion.chance, DIGITS)
    return round(-suggestion.expected_remaining, DIGITS)


def best_guesses(
    candidates: Sequence[Word], guesses: WordList, top: int = 10, by: str = "entropy"
) -> list[Suggestion]:
    """The `top` best guesses from `guesses` and the candidates, best first, exactly."""
    return finish(ranking(candidates, guesses, top, by))


def ranking(
    candidates: Sequence[Word], guesses: WordList, top: int = 10, by: str = "entropy"
) -> Generator[None, None, list[Suggestion]]:
    """`best_guesses` as cooperative work: it yields now and then, so a page can breathe."""
    if by not in BY:
        raise ValueError(f"rank by {' or '.join(BY)}, not {by!r}")
    if not candidates:
        return []
    model = pool = pool_of(candidates)
    if by == "remaining":  # answers left count the list's words, each as likely
        pool = Pool(((1, model.counted),))
    perfect = perfect_candidates(pool, top)
    if perfect:
        return [evaluate(s.guess, model) for s in perfect]
    later = tie_key(guesses)
    kept: list[tuple[float, float, Suggestion]] = []  # a min-heap of the best
    yield  # the bounds of every guess take a while on a large list: a pause on each side,
    yield from guesses.making_letter_parts()  # and within the list's letter parts (built once)
    yield
    order = yield from _order(pool, guesses, by, top=top, floor=_candidates_reach(pool, by, top))
    yield
    for count, (ceiling, guess) in enumerate(_best_first(order)):
        if len(kept) == top and (ceiling, later(guess)) < kept[0][:2]:
            break  # the rest reach at most this, and lose ties
        suggestion = evaluate(guess, pool)
        entry = (score(suggestion, by), later(guess), suggestion)
        if len(kept) < top:
            heapq.heappush(kept, entry)
        elif entry > kept[0]:
            heapq.heapreplace(kept, entry)
        if count % YIELD_EVERY == YIELD_EVERY - 1:
            yield
    return [evaluate(entry[2].guess, model) for entry in sorted(kept, reverse=True)]


def ceilings(candidates: Sequence[Word], guesses: WordList, others: Sequence[Word] = ()):
    """(the most bits each guess could expect, a possible answer's 1/n chance added, the
    guess) for `guesses`, the candidates and `others`, highest first, every one (in
    `_best_first`'s order, sorted at once). The list's own letter parts serve (built once per
    list). Cooperative work (`_group_bounds`)."""
    pool = pool_of(candidates)
    order = yield from _order(pool, guesses, "entropy")
    outside = {w for w in others if w not in guesses.index and w not in pool.members}
    if outside:
        order += yield from _ceilings(pool, WordList("others", tuple(sorted(outside))), "entropy")
    return all_best_first(order)


def pool_of(candidates: "Pool | Sequence[Word]") -> Pool:
    """The candidates as a pool: a pool as it is; words, each once and equally likely (a
    whole word list keeps its own rows, built once)."""
    if isinstance(candidates, Pool):
        return candidates
    if isinstance(candidates, WordList):
        return Pool.of_list(candidates)
    return Pool.of(tuple(dict.fromkeys(candidates)))


def _order(
    answers: Pool, guesses: WordList, by: str, top: int = 0, floor: float = -math.inf
) -> Work[list[tuple[float, Word]]]:
    """(minus the best score each could reach, guess) for the guesses and the candidates.

    `top` or `floor` tells which guesses matter, for closer bounds (see `_ceilings`).
    Cooperative work (`_group_bounds`).
    """
    order = yield from _ceilings(answers, guesses, by, top, floor)
    extra = [c for c in answers.always_allowed if c not in guesses.index]
    if extra:  # a few words: all get the closer bound
        order += yield from _ceilings(answers, WordList("extra", tuple(extra)), by)
    return order


def _candidates_reach(pool: Pool, by: str, top: int) -> float:
    """A score the `top` best surely reach: the `top`-th best of the words always allowed
    (the candidates), when they are few enough to judge at once; else minus infinity. No
    guess bounded under it can make the top, so those need no closer bound, nor a place in
    the order."""
    allowed = pool.always_allowed
    if len(allowed) > FEW_TO_JUDGE or len(allowed) < top:
        return -math.inf
    return sorted((score(evaluate(w, pool), by) for w in allowed), reverse=True)[top - 1]


def perfect_candidates(pool: Pool, top: int) -> list[Suggestion]:
    """The best `top` when that many candidates split the rest into single words.

    No guess can do better than a possible answer that leaves at most one word in every
    group, by either measure; among such, the likelier first, as everywhere (the heavier,
    then by `likelihood`).
    """
    if len(pool) > 64:  # a perfect split needs a pattern per candidate: rare beyond this
        return []
    perfect = []
    key = likelihood().key
    for word in sorted(pool.words, key=lambda w: (-pool.weights[w], key(w))):
        if len(pool.masses(word)) == len(pool):
            perfect.append(evaluate(word, pool))
            if len(perfect) == top:
                return perfect
    return []


def _best_first(order: list[tuple[float, Word]]):
    """(ceiling, guess) highest ceiling first, ties likelier first then alphabetically, from
    (-ceiling, guess) entries, sorting only as far as they are taken."""
    score = likelihood().scores.get  # the method's body, for every guess of a list
    heap = [(ceiling, -score(guess, 0), guess) for ceiling, guess in order]
    heapq.heapify(heap)
    while heap:
        ceiling, _, guess = heapq.heappop(heap)
        yield -ceiling, guess


def all_best_first(order: list[tuple[float, Word]]) -> list[tuple[float, Word]]:
    """`_best_first`'s order of every entry, by one sort (the entries are distinct: the
    same order), where popping a heap to its end costs several times as much."""
    score = likelihood().scores.get
    ranked = sorted([(ceiling, -score(guess, 0), guess) for ceiling, guess in order])
    return [(-ceiling, guess) for ceiling, _, guess in ranked]


def _ceilings(
    answers: Pool, guesses: WordList, by: str, top: int = 0, floor: float = -math.inf
) -> Work[list[tuple[float, Word]]]:
    """For each guess, minus the best score it could reach (an upper bound), and the guess.

    The bound on entropy is the sum of its letters' parts. With few candidates, a guess
    that could reach the score that matters gets the far closer bound of its number of
    groups: the score that matters is `floor`, or the `top`-th best score of the likeliest
    guesses if higher (a guess that cannot reach it cannot make the top). Either way
    every bound stays a bound: the floor only saves work.
    """
    n = len(answers)
    letter_parts = guesses.letter_parts
    bits = cache(partial(entropy, answers))  # each split's entropy worked out once
    bounds = letter_parts.sums([part_bound(answers, *part, bits) for part in letter_parts.parts])
    chance = [0.0] * len(bounds)
    for word in answers.words:
        if word in guesses.index:
            chance[guesses.index[word]] = answers.chance(word)
    words = guesses.words
    if by == "entropy" and floor > -math.inf:  # only those whose bound could reach it
        most = floor - max(chance, default=0.0) - HOPE
        hopeful = list(map(operator.ge, bounds, repeat(most)))  # at C speed: every guess
        bounds, chance = list(compress(bounds, hopeful)), list(compress(chance, hopeful))
        words = list(compress(words, hopeful))
    ceilings = _minus_ceilings(answers, bounds, chance, by)
    if n in COUNT_GROUPS:
        floor = max(floor, _likely_floor(answers, words, bounds, top, by))
        close = [i for i, ceiling in enumerate(ceilings) if -ceiling >= floor]
        groups = yield from _group_bounds(answers, [words[i] for i in close])
        closer = map(min, [bounds[i] for i in close], groups)
        closer_chances = [chance[i] for i in close]
        for i, ceiling in zip(close, _minus_ceilings(answers, closer, closer_chances, by)):
            ceilings[i] = ceiling
    return list(zip(ceilings, words))


def _minus_ceilings(pool: Pool, bounds, chances: list[float], by: str) -> list[float]:
    """Minus the best score of each guess, from a bound on its entropy and its chance to
    win now, rounded as scores are (`_rounded_bound`).

    Entropy is also at most the pool's. Answers left (ranked over the counted words alone,
    equally likely): a win aside, at least 1 and n / 2**entropy (Renyi).
    """
    most, scale, n = pool.entropy, 10**DIGITS, len(pool) if pool.uniform else 1
    if by == "entropy":  # `_rounded_bound` inlined: this runs for every guess
        half = 0.5 + NOISE * scale * (most + 1)
        return [
            -math.floor(((b if b < most else most) + c) * scale + half) / scale
            for b, c in zip(bounds, chances)
        ]
    return [-_rounded_bound(c - max(1.0, n * 2 ** -min(b, most))) for b, c in zip(bounds, chances)]


def _likely_floor(answers: Pool, words: Sequence[Word], bounds: list[float], top: int, by: str):
    """A score the `top` best surely reach: the `top`-th best score of the guesses (`words`,
    with these `bounds`) with the highest bounds (twice as many); minus infinity for no
    top."""
    if not top:
        return -math.inf
    likely = heapq.nlargest(2 * top, range(len(bounds)), key=bounds.__getitem__)
    scores = sorted(score(evaluate(words[i], answers), by) for i in likely)
    return scores[-top] if len(scores) >= top else -math.inf


def _group_bounds(answers: Pool, guesses: Sequence[Word]) -> Work[list[float]]:
    """For each guess, the most entropy its number of groups can have (`group_counts`): as
    even as can be when the words are equally likely, else log2 of the groups (cooperative
    work: `GROUPS_AT_ONCE` candidates times guesses counted between two pauses)."""
    n = len(answers)
    if answers.uniform:
        most_for = [0.0] + [_most_entropy(n, k) for k in range(1, n + 1)]
    else:
        most_for = [0.0] + [math.log2(k) for k in range(1, n + 1)]
    at_once, bounds = max(1, GROUPS_AT_ONCE // n), []
    for start in range(0, len(guesses), at_once):
        counts = group_counts(answers.words, guesses[start : start + at_once])
        bounds += map(most_for.__getitem__, counts)
        yield
    return bounds


def _most_entropy(n: int, groups: int) -> float:
    """The most entropy `groups` groups of n candidates can have: sizes as even as can be."""
    size, bigger = divmod(n, groups)
    spread = bigger * (size + 1) * math.log2(size + 1) + (groups - bigger) * size * math.log2(size)
    return math.log2(n) - spread / n


def _rounded_bound(value: float) -> float:
    """A bound on scores, rounded as they are (to nearest): rounding keeps order, so it
    stays at or above the rounded score of anything it bounds, and a bound equal to a
    score rounds to that very score (a tie, which alphabetical order settles). Nudged up
    by float noise, as bounds and scores add up their terms in different orders."""
    nudge = NOISE * max(1.0, abs(value))
    return math.floor((value + nudge) * 10**DIGITS + 0.5) / 10**DIGITS


def brute_force(
    candidates: Sequence[Word], guesses: WordList, top: int = 10, by: str = "entropy"
) -> list[Suggestion]:
    """The same ranking by evaluating every guess (slow: for tests and benchmarks)."""
    pool = pool_of(candidates)
    ranked = [evaluate(g, pool) for g in dict.fromkeys([*guesses.words, *pool.always_allowed])]
    tie = likelihood().key
    ranked.sort(key=lambda s: (-score(s, by), tie(s.guess)))
    return ranked[:top]


def tie_key(guesses: WordList):
    """A key that is smaller for guesses that lose a tie (for a min-heap): less likely, then
    later in alphabetical order. The list is sorted, so a word's index is its place; a word
    outside it falls between."""
    index, score = guesses.index, likelihood().score

    def later(word: Word) -> tuple[int, float]:
        if word in index:
            return score(word), -index[word]
        return score(word), 0.5 - bisect.bisect_left(guesses.words, word)

    return later


def part_bound(answers: Pool, letter: str, positions: tuple[int, ...], bits=None) -> float:
    """An upper bound on the entropy of the tiles of one letter of a guess.

    Once in the guess, the tile is green, yellow or grey, from letter counts: exact. A
    repeated letter's tiles follow from its greens and the answer's count of it, so
    their entropy is at most the sum of those entropies. `bits`: `entropy` over `answers`
    (kept, when given: a letter's greens at a place, and its copies, come in many parts).
    """
    n, bits = answers.total, bits or partial(entropy, answers)
    greens = [answers.letter_counts[p, letter] for p in positions]
    copies = answers.copies_counts[letter]
    if len(positions) == 1:
        return bits((greens[0], n - copies[0] - greens[0], copies[0]))
    return sum(bits((g, n - g)) for g in greens) + bits(copies)


def entropy(pool: Pool, masses) -> float:
    """The entropy in bits of splitting the pool into groups of these weights."""
    return math.log2(pool.total) - pool.spread(masses) / pool.total
