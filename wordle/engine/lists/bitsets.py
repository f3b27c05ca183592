"""A word list as bitsets, so that filtering it is a few big-integer operations.

Bit i of every set stands for word i of the list. `at(p, c)` holds the words with letter c
at position p; `at_least(c, k)` the words with at least k copies of c. Each set is built the
first time it is asked for (at C speed through ``bytes.translate`` with tables made once: a
game asks for a few of a list's 286, and a first visit waited 27 ms for all of them), then
any knowledge filters the whole list with ``&`` and ``~`` in tens of microseconds.
"""

from collections.abc import Sequence
from functools import cache
from itertools import compress

from ..rules.score import WORD_LENGTH, Word

_FLAGS = bytes.maketrans(b"01", b"\x00\x01")


class Bitsets:
    """Which words have which letter where, and how many copies, as integer bitsets."""

    def __init__(self, words: Sequence[Word]):
        text = "".join(words).encode("ascii")
        self.size = len(words)
        self._columns = tuple(text[p::WORD_LENGTH] for p in range(WORD_LENGTH))
        self._at: dict[tuple[int, str], int] = {}
        self._at_least: dict[tuple[str, int], int] = {}
        self._copies: dict[str, bytes] = {}

    def at(self, position: int, letter: str) -> int:
        """The words with `letter` at `position`."""
        key = (position, letter)
        if key not in self._at:
            self._at[key] = _bitset(self._columns[position], _letter_table(letter))
        return self._at[key]

    def at_least(self, letter: str, copies: int) -> int:
        """The words with at least `copies` copies of `letter`."""
        key = (letter, copies)
        if key not in self._at_least:
            self._at_least[key] = _bitset(self._copies_of(letter), _at_least_table(copies))
        return self._at_least[key]

    def _copies_of(self, letter: str) -> bytes:
        """A byte per word: how many copies of `letter` it has."""
        if letter not in self._copies:
            one = _one_table(letter)
            total = sum(int.from_bytes(column.translate(one), "little") for column in self._columns)
            self._copies[letter] = total.to_bytes(self.size, "little")
        return self._copies[letter]

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
