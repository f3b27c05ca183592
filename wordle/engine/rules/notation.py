"""Every way people write a Wordle game, parsed into steps and formatted back.

A step is a guess and its pattern. Notations, mixable in one game:

- ``GUESS=SCORE``: uppercase green, lowercase yellow, ``.`` grey (``CHEST=c.E..``)
- ``word,digits``: 0 grey, 1 yellow, 2 green (``bless,00112``)
- ``word:colours``: B grey, Y yellow, G green (``smart:BBYBY``)
- word then emoji tiles (``smart 🟨⬛🟩⬛⬛``), also the high-contrast 🟧 🟦
- a whole game as two strings, letters and colours (``SMARTTABLE`` + ``BBYBYYYBBB``), also
  pasted as two runs, either first (``SMARTTABLE BBYBYYYBBB``)
- Wordle's share text (``Wordle 1,234 3/6*`` and rows of emoji tiles) with the guess words,
  beside the rows or anywhere in order; ``*`` marks hard mode (read by `pasted`)
- the constraint form ``-g ..t.. -y a2 -b irepch`` (no steps, only what is known)

Whitespace and commas separate steps. Letters are a-z in either case; only A-Z is folded
(``str.lower`` would also take the Kelvin sign K for k). Errors name the token (quoted on
one line, never as a Python value) and what was expected.
"""

import re
import string
from typing import NamedTuple

from .score import (
    GREEN,
    GREY,
    MAX_GUESSES,
    WORD_LENGTH,
    YELLOW,
    Pattern,
    Word,
    colours,
    game_solved,
    pattern_of,
)

COLOUR_LETTERS = "BYG"  # indexed by colour: grey, yellow, green
DIGITS = "012"
EMOJI_COLOURS = {"⬛": GREY, "⬜": GREY, "🟨": YELLOW, "🟦": YELLOW, "🟩": GREEN, "🟧": GREEN}
EMOJI_TILES = {"normal": "⬛🟨🟩", "light": "⬜🟨🟩", "contrast": "⬛🟦🟧"}
GREY_MARKS = "._-"
VARIATION_SELECTOR = "\ufe0f"
SEPARATORS = re.compile(r"[\s,]+")
LOWER = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)


class Step(NamedTuple):
    """One row of a game: the guess and the pattern the game showed for it."""

    guess: Word
    pattern: Pattern


class Constraints(NamedTuple):
    """What the ``-g/-y/-b`` form says: greens by position, yellows, absent letters."""

    greens: dict[int, str]
    yellows: dict[str, tuple[int, ...]]
    absent: str


class NotationError(ValueError):
    """A token that is not a guess, a colouring or a constraint as expected."""

    def __init__(self, token: str, reason: str):
        super().__init__(f"{quoted(token)}: {reason}")
        self.token = token
        self.reason = reason


def quoted(token: str) -> str:
    """A token as a message quotes it: ``'crane 🟨⬛'``, on one line (line breaks and runs
    of blanks as one space), at most 40 characters, control and format characters escaped
    (``\\x1b``, ``\\u202e``), never a Python value with ``\\n`` in it."""
    text = " ".join(token.split())
    text = text if len(text) <= 40 else text[:37] + "..."
    return "'" + "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text) + "'"


# --- words -----------------------------------------------------------------


def parse_word(token: str) -> Word:
    """A five-letter guess, lowercased; any other token is a NotationError."""
    word = token.strip()
    if not word:
        raise NotationError(token, "expected a five-letter word, found nothing")
    strange = [c for c in word if c not in string.ascii_letters]
    if strange:
        raise NotationError(token, f"a word has only the letters a-z; found {shown(strange[0])}")
    word = ascii_lower(word)
    if len(word) != WORD_LENGTH:
        raise NotationError(token, f"a word has {WORD_LENGTH} letters; this has {len(word)}")
    return word


def ascii_lower(text: str) -> str:
    """`text` with A-Z lowercased and nothing else changed."""
    return text.translate(LOWER)


def shown(character: str) -> str:
    """A character as a message shows it: ``'4'``, or ``'K' (U+212A)`` beyond ASCII."""
    return repr(character) if character.isascii() else f"{character!r} (U+{ord(character):04X})"


def is_word(token: str) -> bool:
    return len(token) == WORD_LENGTH and all(c in string.ascii_letters for c in token)


# --- patterns, one converter pair per notation --------------------------------


def parse_score(guess: Word, score: str) -> Pattern:
    """The pattern of a SCORE like ``c.E..`` for `guess` (uppercase green, lowercase yellow)."""
    if len(score) != WORD_LENGTH:
        raise NotationError(score, f"a score has {WORD_LENGTH} tiles; this has {len(score)}")
    tiles = []
    for tile, (mark, letter) in enumerate(zip(score, guess), start=1):
        if mark in GREY_MARKS:
            tiles.append(GREY)
        elif mark == letter.upper():
            tiles.append(GREEN)
        elif mark == letter:
            tiles.append(YELLOW)
        else:
            hint = ""
            if all(c in COLOUR_LETTERS + COLOUR_LETTERS.lower() for c in score):
                hint = f" (for colour letters write {guess}:{score})"
            raise NotationError(
                f"{guess.upper()}={score}",
                f"tile {tile} is {mark!r} but the guess has {letter.upper()} there; "
                f"write {letter.upper()} (green), {letter} (yellow) or . (grey){hint}",
            )
    return pattern_of(tiles)


def format_score(guess: Word, pattern: Pattern) -> str:
    """The SCORE of a pattern: ``c.E..`` (uppercase green, lowercase yellow, . grey)."""
    marks = {GREY: lambda letter: ".", YELLOW: str.lower, GREEN: str.upper}
    return "".join(marks[colour](letter) for letter, colour in zip(guess, colours(pattern)))


def _parse_tiles(text: str, alphabet: dict[str, int], expected: str) -> Pattern:
    if len(text) != WORD_LENGTH:
        raise NotationError(text, f"expected {WORD_LENGTH} colours; this has {len(text)}")
    for tile, mark in enumerate(text, start=1):
        if mark not in alphabet:
            raise NotationError(text, f"tile {tile} is {mark!r}; expected {expected}")
    return pattern_of([alphabet[mark] for mark in text])


def parse_digits(text: str) -> Pattern:
    """The pattern of ``00112`` (0 grey, 1 yellow, 2 green)."""
    alphabet = {d: i for i, d in enumerate(DIGITS)}
    return _parse_tiles(text, alphabet, "0 (grey), 1 (yellow) or 2 (green)")


def format_digits(pattern: Pattern) -> str:
    return "".join(DIGITS[colour] for colour in colours(pattern))


def parse_colour_letters(text: str) -> Pattern:
    """The pattern of ``BBYBG`` (B grey, Y yellow, G green; any case)."""
    alphabet = {c: i for i, c in enumerate(COLOUR_LETTERS)}
    alphabet |= {c.lower(): i for c, i in alphabet.items()}
    return _parse_tiles(text, alphabet, "B (grey), Y (yellow) or G (green)")


def format_colour_letters(pattern: Pattern) -> str:
    return "".join(COLOUR_LETTERS[colour] for colour in colours(pattern))


def parse_emoji(text: str) -> Pattern:
    """The pattern of a row of emoji tiles such as 🟨⬛🟩⬛⬛."""
    expected = "⬛ or ⬜ (grey), 🟨 or 🟦 (yellow), 🟩 or 🟧 (green)"
    return _parse_tiles(text.replace(VARIATION_SELECTOR, ""), EMOJI_COLOURS, expected)


def format_emoji(pattern: Pattern, tiles: str = "normal") -> str:
    """A row of emoji tiles; `tiles` is normal, light (⬜ for grey) or contrast (🟧 🟦)."""
    return "".join(EMOJI_TILES[tiles][colour] for colour in colours(pattern))


def format_squares(pattern: Pattern) -> str:
    """A pattern as a message shows it to a player: ⬜🟨⬜⬜🟩 (the tiles they saw, not a code)."""
    return format_emoji(pattern, "light")


def is_emoji(text: str) -> bool:
    text = text.replace(VARIATION_SELECTOR, "")
    return bool(text) and all(c in EMOJI_COLOURS for c in text)


def is_digits(text: str) -> bool:
    return bool(text) and all(c in string.digits for c in text)


# --- steps --------------------------------------------------------------------


def parse_step(token: str) -> Step:
    """A step written as one token: ``CHEST=c.E..``, ``bless,00112`` or ``smart:BBYBY``.

    Digits or emoji tiles are accepted after any of the three separators.
    """
    separator = next((s for s in "=:," if s in token), None)
    if separator is None:
        raise NotationError(
            token, "expected GUESS=SCORE (CHEST=c.E..), word,digits or word:colours"
        )
    word, _, colouring = token.partition(separator)
    guess = parse_word(word)
    if not colouring:
        raise NotationError(token, f"nothing after {separator!r}; expected the colours")
    try:
        return Step(guess, _parse_colouring(guess, colouring, separator))
    except NotationError as error:
        raise NotationError(token, error.reason) from None


def _parse_colouring(guess: Word, colouring: str, separator: str) -> Pattern:
    if is_digits(colouring):
        return parse_digits(colouring)
    if is_emoji(colouring):
        return parse_emoji(colouring)
    if separator == ":":
        return parse_colour_letters(colouring)
    if separator == "=":
        return parse_score(guess, colouring)
    raise NotationError(colouring, "after ',' expected digits like 00112")


def parse_steps(text: str) -> list[Step]:
    """Every step in `text`, in any mix of notations, separated by whitespace or commas."""
    tokens = [t for t in SEPARATORS.split(text.strip()) if t]
    steps = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if "=" in token or ":" in token:
            steps.append(parse_step(token))
            i += 1
            continue
        if not is_word(token):
            if is_emoji(token) or is_digits(token):
                raise NotationError(token, "colours with no guess before them")
            parse_word(token)  # raises with the reason
            raise NotationError(token, "expected a guess")
        guess = parse_word(token)
        colouring, i = _colouring_after(tokens, i + 1)
        if colouring is None:
            raise NotationError(
                token, f"a guess needs its colours, e.g. {guess.upper()}=..... or {guess},00000"
            )
        parse = parse_digits if colouring.isascii() else parse_emoji
        try:
            steps.append(Step(guess, parse(colouring)))
        except NotationError as error:
            raise NotationError(f"{token} {colouring}", error.reason) from None
    return steps


def _colouring_after(tokens: list[str], i: int) -> tuple[str | None, int]:
    """The digits or emoji tiles starting at tokens[i] (emoji may be split by spaces)."""
    if i >= len(tokens):
        return None, i
    if is_digits(tokens[i]):
        return tokens[i], i + 1
    tiles = ""
    while i < len(tokens) and is_emoji(tokens[i]) and len(tiles) < WORD_LENGTH:
        tiles += tokens[i].replace(VARIATION_SELECTOR, "")
        i += 1
    if not tiles and not is_word(tokens[i]) and not any(s in tokens[i] for s in "=:"):
        return tokens[i], i + 1  # meant as colours: let its parser say what is wrong
    return (tiles or None), i


def format_step(step: Step, notation: str = "score") -> str:
    """One step in a notation: score (CHEST=c.E..), digits, letters or emoji."""
    guess, pattern = step
    if notation == "score":
        return f"{guess.upper()}={format_score(guess, pattern)}"
    if notation == "digits":
        return f"{guess},{format_digits(pattern)}"
    if notation == "letters":
        return f"{guess}:{format_colour_letters(pattern)}"
    if notation == "emoji":
        return f"{guess} {format_emoji(pattern)}"
    raise ValueError(f"unknown notation {notation!r}")


def format_game(steps: list[Step], notation: str = "score", separator: str = ",") -> str:
    """A whole game in one notation: ``SMART=..a.t,TABLE=ta...`` by default."""
    return separator.join(format_step(step, notation) for step in steps)


def format_share(steps: list[Step], hard: bool = False, tiles: str = "normal") -> str:
    """The text Wordle shares: ``Wordle 3/6*`` (X when lost, ? while under way: Wordle
    shares no game unfinished; * in hard mode), then the rows as emoji."""
    solved = game_solved(steps)
    outcome = len(steps) if solved else "X" if len(steps) >= MAX_GUESSES else "?"
    rows = "\n".join(format_emoji(step.pattern, tiles) for step in steps)
    return f"Wordle {outcome}/6{'*' if hard else ''}\n\n{rows}"


# --- the constraint form --------------------------------------------------------


def parse_constraints(green: str = "", yellow: str = "", black: str = "") -> Constraints:
    """The ``-g ..t.. -y a2 -b irepch`` form: green pattern, yellow letter+positions, black."""
    greens = {}
    if green:
        if len(green) != WORD_LENGTH:
            raise NotationError(green, f"-g is {WORD_LENGTH} letters or dots, like ..t..")
        for position, mark in enumerate(ascii_lower(green), start=1):
            if mark in string.ascii_lowercase:
                greens[position] = mark
            elif mark not in GREY_MARKS + "?":
                raise NotationError(
                    green, f"position {position} is {shown(mark)}; use a letter or ."
                )
    yellows: dict[str, tuple[int, ...]] = {}
    letter = None
    for mark in ascii_lower(yellow):
        if mark in string.ascii_lowercase:
            letter = mark
            yellows.setdefault(letter, ())
        elif mark in string.digits and letter:
            if not 1 <= int(mark) <= WORD_LENGTH:
                raise NotationError(yellow, f"position {mark} is out of 1..{WORD_LENGTH}")
            yellows[letter] += (int(mark),)
        elif mark not in " ,":
            raise NotationError(
                yellow, "-y is letters each followed by positions, like a2 or l1a23"
            )
    absent = ascii_lower(black).replace(" ", "").replace(",", "")
    strange = [c for c in absent if c not in string.ascii_lowercase]
    if strange:
        raise NotationError(black, f"-b is letters only; found {shown(strange[0])}")
    return Constraints(greens, yellows, absent)
