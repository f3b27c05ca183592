"""A link's game read back: a spoiler-free link's code as the steps it stands for, or the game
written in any notation a paste takes (`link` writes them).

>>> from ..rules.notation import parse_steps
>>> steps = parse_steps("SMART=..a.t TABLE=ta...")
>>> codes.game_code(steps[:1])
'FYJYWM0R3'
>>> read_game_code("fyjywm0r3") == steps[:1]
True
>>> read_link_game("g=FYJYWM0R3").steps == steps[:1]
True
"""

from ..rules.notation import NotationError, Step
from ..rules.pasted import Pasted, parse_pasted
from . import codes
from .codes import CODE_KEY
from .link import read_game_text


def read_link_game(text: str) -> Pasted:
    """The game part of a link, a code (``g=...``), the game as links write it (read as the
    main thread reads it) or any notation a paste takes."""
    if text.strip().startswith(CODE_KEY):
        return Pasted(read_game_code(text.strip()[len(CODE_KEY) :]))
    if written := read_game_text(text.strip()):
        return Pasted([Step(guess, pattern) for guess, pattern in written])
    return parse_pasted(text)


def read_game_code(code: str) -> list[Step]:
    """The steps a game code stands for; NotationError if it is no game code."""
    try:
        return [Step(guess, pattern) for guess, pattern in codes.read_game_code(code)]
    except codes.CodeError as error:
        raise NotationError(code, str(error)) from None
