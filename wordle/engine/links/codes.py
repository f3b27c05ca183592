"""A game written as a code that spells none of its guesses, for a spoiler-free link.

The code stands for the steps, each guess and its pattern, exactly, as one number, written in
Crockford's base 32 (digits and letters but I, L, O, U, read in any case, O as 0, I and L as
1). The number is scrambled over all its bits, so no letter of a guess shows through and
neighbouring games get unrelated codes, and it holds a checksum, so a mistyped code is refused
rather than read as another game. `links` puts it in a link (``#g=FYJYWM0R3&hide``).

It also runs on the page's main thread, under MicroPython, so that a spoiler-free link's game
shows (and is counted) before the engine has started: plain integer arithmetic only, none of
``pow(x, -1, m)``, ``int.bit_length`` or ``str.translate`` (MicroPython lacks them), and it
imports only `score`.

>>> steps = [("smart", 90), ("table", 4)]  # SMART=..a.t TABLE=ta...
>>> game_code(steps[:1])
'FYJYWM0R3'
>>> read_game_code("fyjywm0r3") == steps[:1]
True
"""

from ..rules.score import LETTERS, MAX_GUESSES, WORD_LENGTH

CODE_KEY = "g="  # a game written as a code, in a link's fragment (``#g=FYJYWM0R3&hide``)
CODE_DIGITS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
READ_AS = {"O": "0", "I": "1", "L": "1"}  # what a person may type for the digits they look like

PATTERNS = 3**WORD_LENGTH
STEP_SPACE = len(LETTERS) ** WORD_LENGTH * PATTERNS  # a guess and its pattern as one number
CHECK = 1021  # the checksum is the number modulo this prime...
CHECK_SPACE = 1024  # ...kept in the number's lowest ten bits
MULTIPLIER, OFFSET = 0x9E3779B97F4A7C15, 0x2545F4914F6CDD1D  # odd: a bijection modulo 2**bits
BASE = len(CODE_DIGITS)
BITS = 5  # per character of the code


class CodeError(ValueError):
    """A text that is no game code; the message says why."""


def game_code(steps) -> str:
    """A code for the steps, ``(guess, pattern)`` pairs (at most six), that spells none of
    their guesses: ``FYJYWM0R3``."""
    if len(steps) > MAX_GUESSES:
        raise ValueError(f"a game has at most {MAX_GUESSES} guesses; this has {len(steps)}")
    number = 0
    for guess, pattern in reversed(steps):
        number = number * STEP_SPACE + step_number(guess, pattern)
    length = code_length(len(steps))
    number = scrambled(number * CHECK_SPACE + number % CHECK, length * BITS)
    return digits_of(number, length)


def read_game_code(code: str) -> list:
    """The steps, ``(guess, pattern)`` pairs, a game code stands for; CodeError if it is none."""
    text = code_digits(code.strip())
    count = steps_in(len(text))
    if count is None or any(c not in CODE_DIGITS for c in text):
        raise CodeError("not a game code: a link's code is letters and digits")
    number, check = divmod(unscrambled(number_of(text), len(text) * BITS), CHECK_SPACE)
    if check != number % CHECK or number >= STEP_SPACE**count:
        raise CodeError("not a game code (is the link complete?)")
    steps = []
    for _ in range(count):
        number, step = divmod(number, STEP_SPACE)
        steps.append(step_of(step))
    return steps


def digits_of(number: int, length: int) -> str:
    """`number` (below 32 ** `length`) as `length` digits of Crockford's base 32, the first the
    most significant: the one way a game code and play mode's challenge code are written."""
    return "".join(
        CODE_DIGITS[number >> (BITS * place) & (BASE - 1)] for place in reversed(range(length))
    )


def number_of(digits: str) -> int:
    """The number `digits` (of `CODE_DIGITS`, as `code_digits` reads them) stand for."""
    number = 0
    for character in digits:
        number = number << BITS | CODE_DIGITS.index(character)
    return number


def code_digits(text: str) -> str:
    """`text` as the code's digits: a-z in upper case, O as 0, I and L as 1 (any other
    character kept, to be refused). Only a-z is read in either case (``str.upper`` would take
    the dotless ı for I, so for 1)."""
    digits = []
    for c in text:
        if "a" <= c <= "z":
            c = chr(ord(c) - 32)
        digits.append(READ_AS.get(c, c))
    return "".join(digits)


def steps_in(length: int):
    """How many steps a code of `length` characters holds; None if no game's code is so long."""
    for steps in range(MAX_GUESSES + 1):
        if code_length(steps) == length:
            return steps
    return None


def step_number(guess: str, pattern: int) -> int:
    number = 0
    for letter in guess:
        number = number * len(LETTERS) + LETTERS.index(letter)
    return number * PATTERNS + pattern


def step_of(number: int) -> tuple:
    number, pattern = divmod(number, PATTERNS)
    letters = []
    for _ in range(WORD_LENGTH):
        number, letter = divmod(number, len(LETTERS))
        letters.append(LETTERS[letter])
    return ("".join(reversed(letters)), pattern)


def code_length(steps: int) -> int:
    """Characters in the code of a game of `steps` steps (each count its own length)."""
    if not steps:
        return 0
    return -(-bit_length(STEP_SPACE**steps * CHECK_SPACE - 1) // BITS)


def bit_length(number: int) -> int:
    """The bits a positive `number` takes (``int.bit_length``, which MicroPython lacks)."""
    bits = 0
    while number >> bits:
        bits += 1
    return bits


def scrambled(number: int, bits: int) -> int:
    """`number` mixed over `bits` bits, both ways (an odd multiple, then the halves
    swapped, twice): every character of a code depends on every step."""
    mask = (1 << bits) - 1
    for _ in range(2):
        number = (number * MULTIPLIER + OFFSET) & mask
        number = rotated(number, bits, bits // 2)
    return number


def unscrambled(number: int, bits: int) -> int:
    space, inverse = 1 << bits, inverse_of(MULTIPLIER, bits)
    for _ in range(2):
        number = rotated(number, bits, bits - bits // 2)
        number = (number - OFFSET) * inverse % space
    return number


def inverse_of(odd: int, bits: int) -> int:
    """The inverse of `odd` modulo 2**bits (``pow(odd, -1, 2**bits)``, which MicroPython
    gets wrong): Newton's step doubles the bits that are right, and `odd` is its own inverse
    modulo 8."""
    inverse, right = odd, 3
    while right < bits:
        inverse = inverse * (2 - odd * inverse) % (1 << bits)
        right *= 2
    return inverse % (1 << bits)


def rotated(number: int, bits: int, by: int) -> int:
    """`number`'s `bits` bits rotated right by `by`."""
    return (number >> by | number << (bits - by)) & ((1 << bits) - 1)
