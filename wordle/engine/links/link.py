"""A game as the page's link holds it, written by the terminal's `share`, the engine and the
page's main thread alike (under MicroPython: it imports only the rule's colours, the game
codes and the lists' names).

A link is the page and a fragment: the game, then its flags, in this order::

    index.html#SMART=..a.t,TABLE=ta...&words=nyt&hard
    index.html#g=FYJYWM0R3&hide

The game is written as the ``GUESS=SCORE`` notation writes it (upper green, lower yellow, ``.``
grey), or, in a spoiler-free link (``&hide``), as a game code (`codes`): ``g=`` and a code that
spells no guess. ``&words=`` names the list when it is not the classic answers (only the page's
lists), ``&hard`` hard mode, ``&hide`` a spoiler-free link, ``&answer=`` the answer told for a
game not solved (never in a spoiler-free link). Links written before the codes (``#GAME&hide``)
read as they always did (`reading`).

>>> steps = [("smart", 90), ("table", 4)]
>>> fragment_of(steps, "nyt", hard=True)
'SMART=..a.t,TABLE=ta...&words=nyt&hard'
>>> fragment_of(steps[:1], hide=True)
'g=FYJYWM0R3&hide'
"""

from ..lists.names import DEFAULT_LIST, PAGE_LISTS
from ..rules.score import (
    GREEN,
    GREY,
    LETTERS,
    MAX_GUESSES,
    WORD_LENGTH,
    YELLOW,
    colours,
    pattern_of,
)
from .codes import CODE_KEY, game_code

PAGE = "index.html"


def game_text(steps):
    """Steps, ``(guess, pattern)`` pairs, as a link writes them: ``SMART=..a.t,TABLE=ta...``."""
    return ",".join(guess.upper() + "=" + score_text(guess, pattern) for guess, pattern in steps)


def read_game_text(text):
    """Steps, ``(guess, pattern)`` pairs, from a game as `game_text` writes it, read alike by
    the engine and by the main thread before the engine has started; None for any other
    text (the engine reads the other notations, `reading`)."""
    steps = []
    for step in text.split(",") if text else []:
        guess, _, score = step.partition("=")
        letters = guess.lower()
        if len(letters) != WORD_LENGTH or len(score) != WORD_LENGTH or len(steps) == MAX_GUESSES:
            return None
        tiles = [_colour(mark, letter) for mark, letter in zip(score, letters)]
        if None in tiles or any(letter not in LETTERS for letter in letters):
            return None
        steps.append((letters, pattern_of(tiles)))
    return steps


def _colour(mark, letter):
    """A score character's colour for its letter: ``.`` grey, ``a`` yellow, ``A`` green."""
    if mark == ".":
        return GREY
    if mark == letter:
        return YELLOW
    return GREEN if mark == letter.upper() else None


def score_text(guess, pattern):
    """A pattern as a link writes it: ``c.E..`` (upper green, lower yellow, ``.`` grey)."""
    marks = []
    for letter, colour in zip(guess, colours(pattern)):
        marks.append("." if colour == GREY else letter.upper() if colour == GREEN else letter)
    return "".join(marks)


def fragment_of(steps, words=DEFAULT_LIST, hard=False, hide=False, answer=""):
    """The fragment of the page's link to a game: the game (a code when `hide`), then
    ``&words=`` (a page's list but the default one), ``&hard``, ``&hide`` and the `answer`
    told (``&answer=``, not when `hide`); for no game, the flags alone (``words=nyt``)."""
    steps = list(steps)
    game = CODE_KEY + game_code(steps) if hide and steps else game_text(steps)
    listed = "&words=" + words if words in PAGE_LISTS and words != DEFAULT_LIST else ""
    told = "&answer=" + answer if answer and not hide else ""
    flags = listed + ("&hard" if hard else "") + ("&hide" if hide else "") + told
    return game + flags if game else flags[1:]  # no game: the flags alone


def page_link(steps, words=DEFAULT_LIST, hard=False, hide=False):
    """The link to the game, relative to the page (any host): ``index.html#...``."""
    return PAGE + "#" + fragment_of(steps, words, hard, hide)
