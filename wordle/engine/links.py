"""A game as the page's link holds it, and a spoiler-free link's code that spells no guess.

A link is the page and a fragment: the game, then its flags, in this order::

    index.html#SMART=..a.t,TABLE=ta...&words=nyt&hard
    index.html#g=FYJYWM0R3&hide

The game is written as `notation.format_game` writes it, or, in a spoiler-free link
(``&hide``), as a game code: ``g=`` and the steps, each guess and its pattern, exactly, as
one number. Like a challenge code (`game`), the code is Crockford's base 32, read in any
case; the number is scrambled, so no letter of a guess shows through and neighbouring games
get unrelated codes, and it holds a checksum, so a mistyped code is refused rather than read
as another game. ``&words=`` names the list when it is not the classic answers (only the
page's lists), ``&hard`` hard mode. Links written before the codes (``#GAME&hide``) read as
they always did.

>>> from .notation import parse_steps
>>> steps = parse_steps("SMART=..a.t TABLE=ta...")
>>> fragment_of(steps, "nyt", hard=True)
'SMART=..a.t,TABLE=ta...&words=nyt&hard'
>>> game_code(steps[:1])
'FYJYWM0R3'
>>> read_game_code("fyjywm0r3") == steps[:1]
True
"""

from collections.abc import Sequence

from .game import CODE_DIGITS, READING
from .notation import NotationError, Pasted, Step, format_game, parse_pasted
from .score import LETTERS, WORD_LENGTH

PAGE = "index.html"
PAGE_LISTS = ("answers", "nyt-answers", "nyt")  # the lists a link can name
DEFAULT_LIST = "answers"  # what a link without ``&words`` shows
CODE_KEY = "g="  # a game written as a code, in a link's fragment
MOST_STEPS = 6

PATTERNS = 3**WORD_LENGTH
STEP_SPACE = len(LETTERS) ** WORD_LENGTH * PATTERNS  # a guess and its pattern as one number
CHECK = 1021  # the checksum is the number modulo this prime...
CHECK_SPACE = 1024  # ...kept in the number's lowest ten bits
MULTIPLIER, OFFSET = 0x9E3779B97F4A7C15, 0x2545F4914F6CDD1D  # odd: a bijection modulo 2**bits
BASE = len(CODE_DIGITS)
BITS = 5  # per character of the code


def fragment_of(
    steps: Sequence[Step], words: str = DEFAULT_LIST, hard: bool = False, hide: bool = False
) -> str:
    """The fragment of the page's link to a game: the game (a code when `hide`), then
    ``&words=`` (a page's list but the default one), ``&hard``, ``&hide``."""
    game = CODE_KEY + game_code(steps) if hide and steps else format_game(list(steps))
    listed = "&words=" + words if words in PAGE_LISTS and words != DEFAULT_LIST else ""
    return game + listed + ("&hard" if hard else "") + ("&hide" if hide else "")


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


def read_fragment(text: str) -> tuple[str, dict[str, str]]:
    """A link's fragment as its game and its flags (what `fragment_of` writes, and the
    page's ``&answer=``): ``GAME&hide&words=nyt`` -> ``("GAME", {"hide": "", "words": "nyt"})``."""
    game, *rest = text.split("&")
    return game, {name: value for name, _, value in (part.partition("=") for part in rest)}


# --- game codes ----------------------------------------------------------------------


def game_code(steps: Sequence[Step]) -> str:
    """A code for the steps (at most six) that spells none of their guesses: ``FYJYWM0R3``."""
    if len(steps) > MOST_STEPS:
        raise ValueError(f"a game has at most {MOST_STEPS} guesses; this has {len(steps)}")
    number = 0
    for guess, pattern in reversed(steps):
        number = number * STEP_SPACE + step_number(guess, pattern)
    length = code_length(len(steps))
    number = scrambled(number * CHECK_SPACE + number % CHECK, length * BITS)
    return "".join(
        CODE_DIGITS[number >> (BITS * place) & (BASE - 1)] for place in reversed(range(length))
    )


def read_game_code(code: str) -> list[Step]:
    """The steps a game code stands for; NotationError if it is no game code."""
    text = code.strip().translate(READING)
    count = next((n for n in range(MOST_STEPS + 1) if code_length(n) == len(text)), None)
    if count is None or any(c not in CODE_DIGITS for c in text):
        raise NotationError(code, "not a game code: a link's code is letters and digits")
    number = 0
    for character in text:
        number = number << BITS | CODE_DIGITS.index(character)
    number, check = divmod(unscrambled(number, len(text) * BITS), CHECK_SPACE)
    if check != number % CHECK or number >= STEP_SPACE**count:
        raise NotationError(code, "not a game code (is the link complete?)")
    steps = []
    for _ in range(count):
        number, step = divmod(number, STEP_SPACE)
        steps.append(step_of(step))
    return steps


def step_number(guess: str, pattern: int) -> int:
    number = 0
    for letter in guess:
        number = number * len(LETTERS) + LETTERS.index(letter)
    return number * PATTERNS + pattern


def step_of(number: int) -> Step:
    number, pattern = divmod(number, PATTERNS)
    letters = []
    for _ in range(WORD_LENGTH):
        number, letter = divmod(number, len(LETTERS))
        letters.append(LETTERS[letter])
    return Step("".join(reversed(letters)), pattern)


def code_length(steps: int) -> int:
    """Characters in the code of a game of `steps` steps (each count its own length)."""
    if not steps:
        return 0
    bits = (STEP_SPACE**steps * CHECK_SPACE - 1).bit_length()
    return -(-bits // BITS)


def scrambled(number: int, bits: int) -> int:
    """`number` mixed over `bits` bits, both ways (an odd multiple, then the halves
    swapped, twice): every character of a code depends on every step."""
    mask = (1 << bits) - 1
    for _ in range(2):
        number = (number * MULTIPLIER + OFFSET) & mask
        number = rotated(number, bits, bits // 2)
    return number


def unscrambled(number: int, bits: int) -> int:
    mask, inverse = (1 << bits) - 1, pow(MULTIPLIER, -1, 1 << bits)
    for _ in range(2):
        number = rotated(number, bits, bits - bits // 2)
        number = (number - OFFSET) * inverse & mask
    return number


def rotated(number: int, bits: int, by: int) -> int:
    """`number`'s `bits` bits rotated right by `by`."""
    return (number >> by | number << (bits - by)) & ((1 << bits) - 1)
