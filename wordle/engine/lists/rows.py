"""Feedback for one guess against a whole list of answers at once, at C speed.

`Answers` holds, for a list of answers, one byte per answer in Python big integers:
for each position and letter, 1 where the answer has that letter there; for each
letter, how many copies the answer has. A guess's row of patterns (one byte per
answer, byte i = ``feedback(guess, answers[i])``) is then a few big-integer sums and
one ``bytes.translate`` per distinct letter of the guess:

for a letter c at positions p1 < ... < pk of the guess, each answer gets a code
``sum(green_j << j) + (copies of c << k)`` (under 256), and a 256-entry table turns the
code into those positions' share of the pattern: greens, then yellows left to right
while unmatched copies last. The shares of the distinct letters add up to the pattern.
Tests check every row byte for byte against `feedback`.
"""

import math
import operator
from collections import _count_elements  # Counter's own counting, in C
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from functools import cache, cached_property

from ..rules.score import LETTERS, WEIGHTS, WORD_LENGTH, Word

KEEP_SHARES_UP_TO = 2_500  # answers: with as many, a row's letter shares are kept (at most
# a few hundred of them, an answer's byte each)
PARTS_AT_ONCE = 4_000  # guesses split into their letter parts between two pauses
_ANY = bytes([0, *[1] * 255])  # a byte: 1 unless it is 0


@dataclass(frozen=True, eq=False)
class Answers:
    """A list of answers as per-byte big integers, ready for `row`."""

    words: tuple[Word, ...]
    at: tuple[dict[str, int], ...]  # at[p][c]: byte 1 where the answer has c at p
    copies: dict[str, int]  # copies[c]: byte = how many c the answer has
    has: dict[str, int]  # has[c]: byte 1 where the answer has c at all

    @classmethod
    def of(cls, words: Sequence[Word]) -> "Answers":
        words = tuple(words)
        text = "".join(words).encode("ascii")
        columns = [text[p::WORD_LENGTH] for p in range(WORD_LENGTH)]
        at = tuple({c: _ones(column, c) for c in LETTERS} for column in columns)
        copies = {c: sum(at[p][c] for p in range(WORD_LENGTH)) for c in LETTERS}
        has = {  # byte 1 where copies are not 0, by a table (at C speed)
            c: int.from_bytes(copies[c].to_bytes(len(words), "little").translate(_ANY), "little")
            for c in LETTERS
        }
        return cls(words, at, copies, has)

    def __len__(self) -> int:
        return len(self.words)

    @cached_property
    def members(self) -> frozenset[Word]:
        return frozenset(self.words)

    @cached_property
    def ones(self) -> int:
        """Byte 1 for every word."""
        return int.from_bytes(b"\x01" * len(self.words), "little")

    @cached_property
    def size_log_size(self) -> list[float]:
        """size * log2(size) for every group size up to the number of answers."""
        return [0.0] + [k * math.log2(k) for k in range(1, len(self.words) + 1)]

    @cached_property
    def letter_counts(self) -> dict[tuple[int, str], int]:
        """How many answers have letter c at position p, by (p, c)."""
        text = "".join(self.words).encode("ascii")
        columns = [text[p::WORD_LENGTH] for p in range(WORD_LENGTH)]
        return {(p, c): columns[p].count(ord(c)) for p in range(WORD_LENGTH) for c in LETTERS}

    @cached_property
    def copies_counts(self) -> dict[str, tuple[int, ...]]:
        """For each letter, how many answers have 0, 1, ... 5 copies of it."""
        size = len(self.words)
        counts = {}
        for c in LETTERS:
            copies = self.copies[c].to_bytes(size, "little")
            counts[c] = tuple(copies.count(k) for k in range(WORD_LENGTH + 1))
        return counts

    def row(self, guess: Word) -> bytes:
        """Byte i is ``feedback(guess, words[i])``: the shares of the guess's letters added
        up (each worked out once for these answers and kept, `_shares`, unless they are many:
        a whole list's would take megabytes)."""
        size = len(self.words)
        shares = self._shares.__getitem__ if size <= KEEP_SHARES_UP_TO else self._share
        return sum(map(shares, letter_positions(guess))).to_bytes(size, "little")

    @cached_property
    def _shares(self) -> dict[tuple[str, tuple[int, ...]], int]:
        """Each letter of a guess, with its positions: its share of the patterns (`_share`),
        worked out when first asked for and kept."""
        return _Kept(self._share)

    def _share(self, part: tuple[str, tuple[int, ...]]) -> int:
        """A letter at `positions` of a guess: its share of every answer's pattern."""
        letter, positions = part
        if len(positions) == 1:  # the common case: green 2, else yellow 1 if present
            [position] = positions
            return WEIGHTS[position] * (self.at[position][letter] + self.has[letter])
        code = self.copies[letter] << len(positions)
        for j, position in enumerate(positions):
            code += self.at[position][letter] << j
        share = code.to_bytes(len(self.words), "little").translate(_share_table(positions))
        return int.from_bytes(share, "little")


class _Kept(dict):
    """A dict that works out a missing key's value (`find`) and keeps it."""

    def __init__(self, find: Callable):
        super().__init__()
        self.find = find

    def __missing__(self, key):
        self[key] = value = self.find(key)
        return value


def _ones(column: bytes, letter: str) -> int:
    """Byte 1 where the column has `letter`, 0 elsewhere, as a little-endian integer."""
    table = bytearray(256)
    table[ord(letter)] = 1
    return int.from_bytes(column.translate(table), "little")


def tally(row: Sequence[int]) -> dict[int, int]:
    """How many answers show each pattern of a `row`: `Counter(row)` as a plain dict, without
    Counter's set-up in Python (a few microseconds, paid millions of times in a review)."""
    counts: dict[int, int] = {}
    _count_elements(counts, row)
    return counts


def group_counts(
    candidates: Sequence[Word], guesses: Sequence[Word], masks: dict[str, bytes] | None = None
) -> bytes:
    """For each guess, into how many groups its patterns split the candidates.

    Each candidate's patterns against every guess at once are one big integer
    (`patterns_against`); a candidate starts a new group where its pattern byte differs
    from every earlier candidate's. Whether bytes differ is a few whole-integer
    operations (`_differ`), so the cost is about n**2/2 of those: for small candidate sets.
    """
    size = len(guesses)
    if masks is None:  # `letter_masks` of the guesses, for at least the candidates' letters
        masks = letter_masks(guesses, set("".join(candidates)))
    patterns = [patterns_against(masks, word) for word in candidates]
    high, low = (int.from_bytes(bytes([b]) * size, "little") for b in (0x80, 0x7F))
    groups = 0
    for j, pattern in enumerate(patterns):
        new = high  # byte 0x80 where this pattern differs from all earlier ones so far
        for earlier in patterns[:j]:
            new &= _differ(pattern ^ earlier, low)
        groups += new >> 7
    return groups.to_bytes(size, "little")


def split_apart(answers: Sequence[Word], masks: dict[str, bytes], size: int) -> bytes:
    """For each of `size` guesses (their `letter_masks`), byte 0x80 where it shows each of
    `answers` a pattern of its own, else 0: every two answers' patterns compared at once
    (`_differ`), so about n**2/2 whole-list operations, for few answers."""
    patterns = [patterns_against(masks, answer) for answer in answers]
    high, low = (int.from_bytes(bytes([b]) * size, "little") for b in (0x80, 0x7F))
    apart = high
    for j, pattern in enumerate(patterns):
        for earlier in patterns[:j]:
            apart &= _differ(pattern ^ earlier, low)
    return apart.to_bytes(size, "little")


def _differ(xor: int, low: int) -> int:
    """Bit 7 of each byte set where that byte of `xor` is not 0 (other bits: noise).

    Adding 0x7F to a byte's low seven bits sets bit 7 if any of them is set, and never
    carries into the next byte; or-ing the byte itself adds its own bit 7.
    """
    return ((xor & low) + low) | xor


def letter_masks(guesses: Sequence[Word], letters=LETTERS) -> dict[str, bytes]:
    """For each letter, byte i = the positions guess i has it at, as bits (1 << p)."""
    text = "".join(guesses).encode("ascii")
    columns = [text[p::WORD_LENGTH] for p in range(WORD_LENGTH)]
    masks = {}
    for c in letters:
        bits = (column.translate(_bit_table(c, p)) for p, column in enumerate(columns))
        masks[c] = sum(int.from_bytes(b, "little") for b in bits).to_bytes(len(text) // 5, "little")
    return masks


@cache
def _bit_table(letter: str, position: int) -> bytes:
    """Byte value -> 1 << position for the letter, 0 for any other."""
    table = bytearray(256)
    table[ord(letter)] = 1 << position
    return bytes(table)


def patterns_against(masks: dict[str, bytes], answer: Word) -> int:
    """Byte i is ``feedback(guess i, answer)``, for the guesses of `letter_masks`.

    A letter of the answer at positions Q colours a guess's tiles of that letter from
    where the guess has them alone: green on Q, then yellow left to right while the
    answer's copies not matched by a green last. So one table per distinct letter of
    the answer turns the guesses' masks of that letter into its share of the patterns;
    letters the answer lacks are grey, 0.
    """
    total = 0
    for letter, positions in letter_positions(answer):
        share = masks[letter].translate(_guess_share_table(positions))
        total += int.from_bytes(share, "little")
    return total


@cache
def letter_positions(guess: Word) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Each distinct letter of the guess with the positions it stands at."""
    found: dict[str, tuple[int, ...]] = {}
    for position, letter in enumerate(guess):
        found[letter] = (*found.get(letter, ()), position)
    return tuple(found.items())


@cache
def _share_table(positions: tuple[int, ...]) -> bytes:
    """Code -> the pattern's share at `positions` (copies of one letter), for every code."""
    k = len(positions)
    table = bytearray(256)
    for code in range(256):
        greens, copies = code & ((1 << k) - 1), code >> k
        if copies > WORD_LENGTH:
            continue
        spare = copies - bin(greens).count("1")  # answer copies not matched by a green
        share = 0
        for j, position in enumerate(positions):
            if greens >> j & 1:
                share += 2 * WEIGHTS[position]
            elif spare > 0:
                spare -= 1
                share += WEIGHTS[position]
        table[code] = share if spare >= 0 else 0
    return bytes(table)


@cache
def _guess_share_table(positions: tuple[int, ...]) -> bytes:
    """A guess's positions of a letter, as bits -> that letter's share of the pattern,
    when the answer has the letter at `positions` (and nowhere else)."""
    at_answer = sum(1 << p for p in positions)
    table = bytearray(256)
    for mask in range(1 << WORD_LENGTH):
        greens = mask & at_answer
        spare = len(positions) - bin(greens).count("1")  # copies not matched by a green
        for p in range(WORD_LENGTH):
            if greens >> p & 1:
                table[mask] += 2 * WEIGHTS[p]
            elif mask >> p & 1 and spare > 0:
                spare -= 1
                table[mask] += WEIGHTS[p]
    return bytes(table)


_ALONE = tuple((position,) for position in range(WORD_LENGTH))


def _numbers(index: dict, guesses: Sequence[Word]) -> list[list[int]]:
    """Each guess's parts by their number in `index`, numbering new parts as they come."""
    number = index.setdefault
    return [[number(part, len(index)) for part in _parts(guess)] for guess in guesses]


def _parts(guess: Word):
    """`letter_positions` without its cache, for a whole list at once: most guesses have
    no letter twice, and their parts are their letters, each at its own position."""
    if len(set(guess)) == WORD_LENGTH:
        return zip(guess, _ALONE)
    return letter_positions.__wrapped__(guess)


@dataclass(frozen=True, eq=False)
class LetterParts:
    """A guess list split into parts: each guess's distinct letters with their positions.

    `parts` lists every distinct (letter, positions) of the list; `slots[j][i]` is the
    index of guess i's j-th part, or ``len(parts)`` when it has fewer parts. Built once
    per guess list, it turns a bound on every guess into a few sums over whole lists.
    """

    parts: tuple[tuple[str, tuple[int, ...]], ...]
    slots: tuple[tuple[int, ...], ...]

    @classmethod
    def of(cls, guesses: Sequence[Word]) -> "LetterParts":
        index: dict[tuple[str, tuple[int, ...]], int] = {}
        return cls._numbered(index, _numbers(index, guesses))

    @classmethod
    def making(cls, guesses: Sequence[Word]) -> Generator[None, None, "LetterParts"]:
        """`of` as cooperative work: `PARTS_AT_ONCE` guesses split between two pauses (the
        NYT's 14,855 take 20-30 ms in CPython)."""
        index: dict[tuple[str, tuple[int, ...]], int] = {}
        numbers: list[list[int]] = []
        for start in range(0, len(guesses), PARTS_AT_ONCE):
            numbers += _numbers(index, guesses[start : start + PARTS_AT_ONCE])
            yield
        return cls._numbered(index, numbers)

    @classmethod
    def _numbered(cls, index: dict, numbers: list[list[int]]) -> "LetterParts":
        """The parts of `index` (by number), and each guess's parts by number, in slots."""
        none = len(index)
        slots = tuple(
            tuple(parts[j] if j < len(parts) else none for parts in numbers)
            for j in range(WORD_LENGTH)
        )
        return cls(tuple(index), slots)

    def sums(self, values: list[float]) -> list[float]:
        """For each guess, the sum of `values` (one per part) over its parts, slot after
        slot (a slot's values taken for every guess at once: `_takers`)."""
        values = [*values, 0.0]
        first, *others = [take(values) for take in self._takers]
        totals = iter(first)
        for taken in others:
            totals = map(operator.add, totals, taken)
        return list(totals)

    @cached_property
    def _takers(self) -> list[Callable[[list[float]], tuple[float, ...]]]:
        """For each slot, what takes the value of each guess's part there, at C speed."""
        return [_taker(slot) for slot in self.slots]


def _taker(indices: tuple[int, ...]) -> Callable[[list[float]], tuple[float, ...]]:
    """What takes the values at `indices` as a tuple (`itemgetter`, made one for one index)."""
    if len(indices) > 1:
        return operator.itemgetter(*indices)
    return lambda values: tuple(values[i] for i in indices)
