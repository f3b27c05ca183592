"""A game as the page's link holds it, and a spoiler-free link's code that spells no guess.

A link is the page and a fragment: the game, then its flags, in this order::

    index.html#SMART=..a.t,TABLE=ta...&words=nyt&hard
    index.html#g=FYJYWM0R3&hide

The game is written as `notation.format_game` writes it, or, in a spoiler-free link
(``&hide``), as a game code (`codes`): ``g=`` and a code that spells no guess. ``&words=``
names the list when it is not the classic answers (only the page's lists), ``&hard`` hard
mode. Links written before the codes (``#GAME&hide``) read as they always did.

>>> from ..rules.notation import parse_steps
>>> steps = parse_steps("SMART=..a.t TABLE=ta...")
>>> fragment_of(steps, "nyt", hard=True)
'SMART=..a.t,TABLE=ta...&words=nyt&hard'
>>> game_code(steps[:1])
'FYJYWM0R3'
>>> read_game_code("fyjywm0r3") == steps[:1]
True
"""

from collections.abc import Sequence

from ..rules.notation import NotationError, Step, format_game
from ..rules.pasted import Pasted, parse_pasted
from . import codes
from .codes import CODE_KEY

PAGE = "index.html"
PAGE_LISTS = ("answers", "nyt-answers", "nyt")  # the lists a link can name
DEFAULT_LIST = "answers"  # what a link without ``&words`` shows


def fragment_of(
    steps: Sequence[Step], words: str = DEFAULT_LIST, hard: bool = False, hide: bool = False
) -> str:
    """The fragment of the page's link to a game: the game (a code when `hide`), then
    ``&words=`` (a page's list but the default one), ``&hard``, ``&hide``; for no game, the
    flags alone (``words=nyt``)."""
    game = CODE_KEY + game_code(steps) if hide and steps else format_game(list(steps))
    listed = "&words=" + words if words in PAGE_LISTS and words != DEFAULT_LIST else ""
    flags = listed + ("&hard" if hard else "") + ("&hide" if hide else "")
    return game + flags if game else flags[1:]  # no game: the flags alone


def page_link(
    steps: Sequence[Step], words: str = DEFAULT_LIST, hard: bool = False, hide: bool = False
) -> str:
    """The link to the game, relative to the page (any host): ``index.html#...``."""
    return f"{PAGE}#{fragment_of(steps, words, hard, hide)}"


def read_link_game(text: str) -> Pasted:
    """The game part of a link, a code (``g=...``) or any notation a paste takes."""
    if text.strip().startswith(CODE_KEY):
        return Pasted(read_game_code(text.strip()[len(CODE_KEY) :]))
    return parse_pasted(text)


# --- game codes (see `codes`) -------------------------------------------------------


def game_code(steps: Sequence[Step]) -> str:
    """A code for the steps (at most six) that spells none of their guesses: ``FYJYWM0R3``."""
    return codes.game_code(steps)


def read_game_code(code: str) -> list[Step]:
    """The steps a game code stands for; NotationError if it is no game code."""
    try:
        return [Step(guess, pattern) for guess, pattern in codes.read_game_code(code)]
    except codes.CodeError as error:
        raise NotationError(code, str(error)) from None
