"""A word list as bitsets, so that filtering it is a few big-integer operations.

Bit i of every set stands for word i of the list. `at[p][c]` holds the words with
letter c at position p; `copies[c][k]` the words with at least k copies of c. Built
once per list (a few milliseconds, at C speed through ``bytes.translate`` with tables
made once), then any
knowledge filters the whole list with ``&`` and ``~`` in tens of microseconds.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import compress

from ..rules.score import LETTERS, WORD_LENGTH, Word

_FLAGS = bytes.maketrans(b"01", b"\x00\x01")


@dataclass(frozen=True)
class Bitsets:
    """Which words have which letter where, and how many copies, as integer bitsets."""

    size: int
    at: tuple[dict[str, int], ...]
    copies: dict[str, tuple[int, ...]]

    @classmethod
    def of(cls, words: Sequence[Word]) -> "Bitsets":
        text = "".join(words).encode("ascii")
        columns = [text[p::WORD_LENGTH] for p in range(WORD_LENGTH)]
        at = tuple({c: _bitset(column, _letter_table(c)) for c in LETTERS} for column in columns)
        copies = {}
        for c in LETTERS:
            one = _one_table(c)
            total = sum(int.from_bytes(column.translate(one), "little") for column in columns)
            counts = total.to_bytes(len(words), "little")  # a byte per word: copies of c
            copies[c] = tuple(_bitset(counts, _at_least_table(k)) for k in range(WORD_LENGTH + 1))
        return cls(len(words), at, copies)

    @property
    def everything(self) -> int:
        return (1 << self.size) - 1

    def select(self, words: Sequence[Word], bits: int) -> list[Word]:
        """The words whose bits are set, in list order."""
        flags = format(bits, "b").zfill(self.size)[::-1].encode("ascii").translate(_FLAGS)
        return list(compress(words, flags))


@cache
def _letter_table(letter: str) -> bytes:
    """A translate table giving b'1' for the letter's byte and b'0' for the rest."""
    return bytes(ord("1") if b == ord(letter) else ord("0") for b in range(256))


@cache
def _at_least_table(copies: int) -> bytes:
    """A translate table giving b'1' for the bytes (counts) of at least `copies`."""
    return bytes(ord("1") if b >= copies else ord("0") for b in range(256))


@cache
def _one_table(letter: str) -> bytes:
    """A translate table giving 1 for the letter's byte and 0 for the rest (for counting)."""
    return bytes(int(b == ord(letter)) for b in range(256))


def _bitset(column: bytes, table: bytes) -> int:
    """The bitset of the positions in `column` whose byte `table` marks."""
    flags = column.translate(table)
    return int(flags[::-1], 2) if flags else 0
