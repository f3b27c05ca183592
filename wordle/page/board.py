"""A game being entered on a Wordle-like grid: six rows of letters and tile colours.

Letters are typed into the current row; Enter moves on to the next row once the current
one is full; Backspace takes back the last letter (into the row before, if the current
one is empty). Any tile with a letter cycles grey -> yellow -> green. Every full row is a
step of the game. The page keeps one Board and renders it; nothing is read from the DOM.
"""

import string
from dataclasses import dataclass, field

from ..engine.notation import Step
from ..engine.score import GREY, WORD_LENGTH, colours, pattern_of

ROWS = 6


@dataclass
class Row:
    letters: str = ""
    tiles: list[int] = field(default_factory=lambda: [GREY] * WORD_LENGTH)

    @property
    def is_full(self) -> bool:
        return len(self.letters) == WORD_LENGTH


@dataclass
class Board:
    rows: list[Row] = field(default_factory=lambda: [Row() for _ in range(ROWS)])
    current: int = 0  # the row letters are typed into

    @classmethod
    def of(cls, steps: list[Step]) -> "Board":
        """A board showing `steps` (at most six), ready for the next guess."""
        if len(steps) > ROWS:
            raise ValueError(f"a game has at most {ROWS} guesses; this has {len(steps)}")
        board = cls()
        for row, (guess, pattern) in zip(board.rows, steps):
            row.letters, row.tiles = guess, list(colours(pattern))
        board.current = min(len(steps), ROWS - 1)
        return board

    def steps(self) -> list[Step]:
        """The full rows, in order, as steps (a row with missing letters ends the game)."""
        full = []
        for row in self.rows:
            if not row.is_full:
                break
            full.append(Step(row.letters, pattern_of(row.tiles)))
        return full

    def type(self, letter: str) -> bool:
        """Add a letter to the current row; False when it is full or not a letter."""
        letter = letter.lower()
        row = self.rows[self.current]
        if len(letter) != 1 or letter not in string.ascii_lowercase or row.is_full:
            return False
        row.letters += letter
        return True

    def backspace(self) -> bool:
        """Take back the last letter typed; False when the board is empty."""
        if not self.rows[self.current].letters and self.current > 0:
            self.current -= 1
        row = self.rows[self.current]
        if not row.letters:
            return False
        row.tiles[len(row.letters) - 1] = GREY
        row.letters = row.letters[:-1]
        return True

    def enter(self) -> bool:
        """Move on to the next row; False when the current row is not full (or is the last)."""
        if not self.rows[self.current].is_full or self.current == ROWS - 1:
            return False
        self.current += 1
        return True

    def cycle(self, row: int, tile: int) -> bool:
        """Cycle a tile's colour grey -> yellow -> green -> grey; False on an empty tile."""
        if not 0 <= row < ROWS or not 0 <= tile < len(self.rows[row].letters):
            return False
        tiles = self.rows[row].tiles
        tiles[tile] = (tiles[tile] + 1) % 3
        return True
