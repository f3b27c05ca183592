"""A game being entered on a Wordle-like grid: six rows of letters and tile colours.

Letters are typed into the current row, and a letter typed after a full row starts the next
one (Enter moves on too), until the game is over (solved, or six guesses); Backspace takes
back the last letter (into the row before, if the current one is empty), so a game is typed
as one stream of letters. Any tile with a letter cycles grey -> yellow -> green. Every full
row is a step of the game. A row may come with its colours and no letters (a share text pasted
without its words): the letters typed into it take those colours. The page keeps one Board
and renders it; nothing is read from the DOM.

It runs on the page's main thread, in MicroPython, before the engine has loaded: so it
imports nothing but ``collections``, the rule's own numbers (``score``) and the links' game
reader (``links.link``), shipped beside it.
A row's tiles are colours (0 grey, 1 yellow, 2 green); a full row is a step as the engine has
it, ``Step(guess, pattern)``, numbered by ``score.pattern_of``; links write and read it with
the engine's ``links.link``. Steps cross to the worker as ``[guess, pattern]`` pairs
(`pairs_of`): MicroPython's JSON writes a named tuple as its repr.
"""

from collections import namedtuple

from wordle.engine.links.link import read_game_text
from wordle.engine.rules.score import (
    GREEN,
    GREY,
    MAX_GUESSES,
    WORD_LENGTH,
    YELLOW,
    colours,
    game_over,
    pattern_of,
)

Step = namedtuple("Step", ("guess", "pattern"))  # as the engine's notation.Step

UNSET = -1  # a tile typed but not coloured: unknown until set, grey once its row is left
ALPHABET = "abcdefghijklmnopqrstuvwxyz"


def steps_of(pairs):
    """Steps from ``[guess, pattern]`` pairs (a reply's, or JSON's)."""
    return [Step(str(guess), int(pattern)) for guess, pattern in pairs]


def pairs_of(steps):
    """Steps as ``[guess, pattern]`` pairs, for a request (see the module's docstring)."""
    return [[step.guess, step.pattern] for step in steps]


def steps_from_link(text):
    """The steps of a game written as links write it (``SMART=..a.t,TABLE=ta...``, read by
    `link.read_game_text`), so a link's game shows before the engine has started; None for
    anything else, which the engine reads."""
    pairs = read_game_text(text)
    return None if pairs is None else steps_of(pairs)


def known_colour(steps, position, letter):
    """The colour `letter` typed at `position` must show after `steps`: green where a step
    showed it green there, grey where a step showed every copy of it grey (the answer has
    none); else UNSET, for the player to say."""
    for step in steps:
        shown = [c for g, c in zip(step.guess, colours(step.pattern)) if g == letter]
        if step.guess[position] == letter and shown and colours(step.pattern)[position] == GREEN:
            return GREEN
        if shown and max(shown) == GREY:
            return GREY
    return UNSET


class Row:
    def __init__(self, letters="", tiles=None, given=False):
        self.letters = letters
        self.tiles = list(tiles) if tiles else [UNSET] * WORD_LENGTH
        self.given = given  # the colours came first (a share text's row): letters take them

    @property
    def is_full(self):
        return len(self.letters) == WORD_LENGTH

    @property
    def is_step(self):
        """Full, and every tile coloured: a step of the game."""
        return self.is_full and UNSET not in self.tiles

    def settle(self):
        """The row is left: the tiles not coloured are grey (what is not coloured is grey)."""
        self.tiles = [GREY if c == UNSET else c for c in self.tiles]


class Board:
    def __init__(self):
        self.rows = [Row() for _ in range(MAX_GUESSES)]
        self.current = 0  # the row letters are typed into

    @classmethod
    def of(cls, steps, waiting=()):
        """A board showing `steps`, then the `waiting` patterns (a share text's rows of
        colours without their words), at most six in all, ready for the next guess."""
        if len(steps) + len(waiting) > MAX_GUESSES:
            count = len(steps) + len(waiting)
            raise ValueError(f"a game has at most {MAX_GUESSES} guesses; this has {count}")
        board = cls()
        for r, step in enumerate(steps):
            board.rows[r] = Row(step.guess, colours(step.pattern))
        for r, pattern in enumerate(waiting, start=len(steps)):
            board.rows[r] = Row("", colours(pattern), given=True)
        board.current = min(len(steps), MAX_GUESSES - 1)
        return board

    def steps(self):
        """The game's steps: its full rows, in order (a row with missing letters ends it)."""
        steps = []
        for row in self.rows:
            if not row.is_step:
                break
            steps.append(Step(row.letters, pattern_of(row.tiles)))
        return steps

    def is_over(self):
        """Whether the game is over: solved, or six guesses played. (A row of colours still
        waiting for its letters keeps it open.)"""
        steps = self.steps()
        return game_over(steps)

    def pending(self):
        """The row after the steps when it is full but partly coloured: ``[guess, tiles]``
        (UNSET for a tile not coloured yet); else None."""
        n = len(self.steps())
        row = self.rows[n] if n < MAX_GUESSES else None
        if row is None or not row.is_full or row.is_step:
            return None
        return [row.letters, list(row.tiles)]

    def typing(self):
        """The row being typed after the steps, ``[letters, tiles]`` (UNSET for a tile not
        coloured yet); None when there is none, or rows of colours wait for their letters."""
        n = len(self.steps())
        if n == MAX_GUESSES or any(row.given for row in self.rows) or not self.rows[n].letters:
            return None
        return [self.rows[n].letters, list(self.rows[n].tiles)]

    def retype(self, letters, tiles):
        """Type a row kept by `typing` back after the steps, with its tiles' colours; False
        (nothing typed) when it is not such a row or the game is over."""
        known = (UNSET, GREY, YELLOW, GREEN)
        fits = len(letters) <= WORD_LENGTH and len(tiles) == WORD_LENGTH
        fits = fits and all(t in known for t in tiles) and all(c in ALPHABET for c in letters)
        if not fits or self.is_over():
            return False
        for letter in letters:
            self.type(letter)
        row = self.rows[self.current]
        row.tiles = [t if i < len(letters) else UNSET for i, t in enumerate(tiles)]
        return True

    def type(self, letter, only=""):
        """Add a letter to the current row, or to the next once it is full; False when the
        game is over, the last row is full or it is not a letter. A row that spells `only`,
        the one answer still possible, turns green: the colours it must show."""
        letter = letter.lower()
        if len(letter) != 1 or letter not in ALPHABET or self.is_over():
            return False
        if self.rows[self.current].is_full and not self.enter():
            return False
        row = self.rows[self.current]
        if not row.given:
            row.tiles[len(row.letters)] = known_colour(self.steps(), len(row.letters), letter)
        row.letters += letter
        if only and row.letters == only and not row.given:
            row.tiles = [GREEN] * WORD_LENGTH
        return True

    def backspace(self):
        """Take back the last letter typed; False when the board is empty."""
        if not self.rows[self.current].letters and self.current > 0:
            self.current -= 1
        row = self.rows[self.current]
        if not row.letters:
            return False
        if not row.given:
            row.tiles[len(row.letters) - 1] = UNSET
        row.letters = row.letters[:-1]
        return True

    def enter(self):
        """Leave the current row (its tiles not coloured turn grey) for the next, if any;
        False when it is not full, or is the last and already a step."""
        row = self.rows[self.current]
        if not row.is_full or (row.is_step and self.current == MAX_GUESSES - 1):
            return False
        row.settle()
        self.current = min(self.current + 1, MAX_GUESSES - 1)
        return True

    def cycle(self, row, tile):
        """Cycle a tile's colour grey -> yellow -> green -> grey (not yet coloured: to
        yellow, as from grey); False on an empty tile."""
        if not 0 <= row < MAX_GUESSES or not 0 <= tile < len(self.rows[row].letters):
            return False
        tiles = self.rows[row].tiles
        tiles[tile] = YELLOW if tiles[tile] == UNSET else (tiles[tile] + 1) % 3
        return True
