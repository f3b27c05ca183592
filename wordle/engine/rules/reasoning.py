"""What follows from a game's facts by reasoning: some string meeting them all, the letters
each position can still hold, and the letters forced where no green has shown, with why.

The facts are a `Knowledge` (see ``knowledge``, which asks `example` whether its facts can
still be met); every function here only reads them. A search over positions keeps count bounds
exact: a letter with no bound is interchangeable with any other such letter, so it stays tiny.
"""

from dataclasses import dataclass
from typing import Protocol

from .score import WORD_LENGTH
from .wording import times

POSITIONS = range(WORD_LENGTH)
UNBOUNDED = WORD_LENGTH  # no letter can appear more often than this


class Knowledge(Protocol):
    """What reasoning reads of a `knowledge.Knowledge`."""

    fixed: list[str | None]
    min_count: dict[str, int]
    max_count: dict[str, int]

    def allowed(self, position: int) -> list[str]: ...

    def places_for(self, letter: str) -> list[int]: ...


@dataclass(frozen=True)
class Deduction:
    """A letter that follows by reasoning at a position no green has shown."""

    position: int  # 0-based
    letter: str
    reason: str


def example(k: Knowledge, fixed: dict[int, str] | None = None) -> str | None:
    """Some five-letter string (not necessarily a word) meeting every fact, or None.

    `fixed` pins extra letters by position. A depth-first search over positions in which
    letters without count bounds are interchangeable, so it stays tiny.
    """
    allowed = [[(fixed or {})[p]] if p in (fixed or {}) else k.allowed(p) for p in POSITIONS]
    bounded = sorted(set(k.min_count) | {c for c, most in k.max_count.items() if most})
    lowest = [k.min_count.get(letter, 0) for letter in bounded]
    highest = [k.max_count.get(letter, UNBOUNDED) for letter in bounded]
    index = {letter: i for i, letter in enumerate(bounded)}
    failed = set()

    def search(position: int, counts: tuple[int, ...]) -> str | None:
        missing = sum(max(0, low - n) for low, n in zip(lowest, counts))
        if missing > WORD_LENGTH - position or (position, counts) in failed:
            return None
        if position == WORD_LENGTH:
            return ""
        free = next((c for c in allowed[position] if c not in index), None)
        choices = [c for c in allowed[position] if c in index] + ([free] if free else [])
        for letter in choices:
            i = index.get(letter)
            if i is not None and counts[i] == highest[i]:
                continue
            more = counts if i is None else (*counts[:i], counts[i] + 1, *counts[i + 1 :])
            rest = search(position + 1, more)
            if rest is not None:
                return letter + rest
        failed.add((position, counts))
        return None

    return search(0, (0,) * len(bounded))


def possible_at(k: Knowledge, position: int) -> list[str]:
    """The letters some string meeting every fact has at `position`."""
    return [c for c in k.allowed(position) if example(k, {position: c}) is not None]


def forced_at(k: Knowledge, position: int) -> str | None:
    """The one letter every string meeting the facts has at `position`, if there is one.

    Tries letters without count bounds first: one of them fitting means two or more letters
    can (any other unbounded letter could stand in its place), so it stops early.
    """
    bounded = set(k.min_count) | set(k.max_count)
    allowed = k.allowed(position)
    free = [c for c in allowed if c not in bounded]
    has_another = len(free) > 1 or (free and len(allowed) > 1)
    if has_another and example(k, {position: free[0]}) is not None:
        return None
    found = None
    for letter in sorted(allowed, key=lambda c: c not in bounded):
        if example(k, {position: letter}) is not None:
            if found is not None:
                return None
            found = letter
    return found


def deductions(k: Knowledge) -> list[Deduction]:
    """Letters forced at positions no green has shown, each with its reason."""
    forced = {p: forced_at(k, p) for p in POSITIONS if not k.fixed[p]}
    forced = {p: letter for p, letter in forced.items() if letter}
    taken = {p: letter for p, letter in enumerate(k.fixed) if letter} | forced
    return [Deduction(p, letter, _reason(k, p, letter, taken)) for p, letter in forced.items()]


def _reason(k: Knowledge, position: int, letter: str, taken: dict[int, str]) -> str:
    count = k.min_count.get(letter, 0)
    places = [p for p in k.places_for(letter) if taken.get(p) in (None, letter)]
    if count and len(places) == count:
        spots = " and ".join(str(p + 1) for p in places)
        how_often = "exactly" if k.max_count.get(letter) == count else "at least"
        return f"{letter.upper()} appears {how_often} {times(count)}, and can only be at {spots}"
    return f"every other letter is ruled out at {position + 1}"
