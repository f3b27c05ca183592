"""A game pasted as people paste it: a share text (``Wordle 1,234 3/6*`` and its rows of
tiles, with the guess words beside the rows or anywhere in order), two runs of letters and
colours (``SMARTTABLE BBYBYYYBBB``), or steps in any notation (`notation`), read by
`parse_pasted` into its steps, its mode and any rows waiting for their words.
"""

import re
import string
from datetime import date, timedelta
from typing import NamedTuple

from .notation import (
    COLOUR_LETTERS,
    DIGITS,
    EMOJI_COLOURS,
    SEPARATORS,
    VARIATION_SELECTOR,
    NotationError,
    Step,
    format_emoji,
    is_digits,
    is_emoji,
    is_word,
    parse_colour_letters,
    parse_digits,
    parse_emoji,
    parse_steps,
    parse_word,
)
from .score import (
    WORD_LENGTH,
    Pattern,
)

# The first line of a share text: ``Wordle 1,234 3/6``, ``*`` after it in hard mode.
SHARE_HEADER = re.compile(r"\bwordle\s+(?:#?(\d[\d.,\s]*?)\s)?([x1-6?])/6(\*?)", re.IGNORECASE)
COLOUR_RUN = set(COLOUR_LETTERS + COLOUR_LETTERS.lower())


class Pasted(NamedTuple):
    """A pasted game: its steps, whether a share text marked it hard mode (``3/6*``), and
    the rows of tiles of a share text given without its guess words (then no steps)."""

    steps: list[Step]
    hard: bool = False
    waiting: tuple[Pattern, ...] = ()


def is_share(text: str) -> bool:
    """Whether `text` holds a share text's header (``Wordle 1,234 3/6``), which says the mode."""
    return SHARE_HEADER.search(text) is not None


def is_hard_share(text: str) -> bool:
    """Whether `text` holds a share text marked hard mode: ``Wordle 1,234 3/6*``."""
    return any(match[3] == "*" for match in SHARE_HEADER.finditer(text))


def puzzle_number(text: str) -> int | None:
    """The puzzle's number a share text's header gives (``Wordle 1,234 3/6``: 1234), or None.

    >>> puzzle_number("Wordle 1,234 3/6*"), puzzle_number("Wordle 3/6"), puzzle_number("x")
    (1234, None, None)
    """
    match = SHARE_HEADER.search(text)
    digits = "".join(c for c in (match[1] or "") if c.isdigit()) if match else ""
    return int(digits) if digits else None


FIRST_PUZZLE = date(2021, 6, 19)  # Wordle 0's day: puzzle N is N days later


def puzzle_day(number: int) -> str:
    """The day of Wordle `number`, as YYYY-MM-DD.

    >>> puzzle_day(0), puzzle_day(1000)
    ('2021-06-19', '2024-03-15')
    """
    return (FIRST_PUZZLE + timedelta(days=number)).isoformat()


def split_shares(text: str) -> list[str]:
    """The share texts in `text`, each from its header (``Wordle 1,234 3/6``) to the next;
    what comes before the first header is left out.

    >>> [s.split()[:3] for s in split_shares("mine: Wordle 1 2/6 x y Wordle 2 X/6 z")]
    [['Wordle', '1', '2/6'], ['Wordle', '2', 'X/6']]
    """
    starts = [match.start() for match in SHARE_HEADER.finditer(text)]
    return [text[a:b].strip() for a, b in zip(starts, [*starts[1:], len(text)])]


def parse_pasted(text: str) -> Pasted:
    """A game as people paste it: steps in any notation; a whole game as two runs, letters
    and colours (``SMARTTABLEATTIC BBYBYYYBBBYYBBB``, either first); or a share text
    (``Wordle 1,234 3/6*`` and rows of emoji tiles) with its guess words beside the rows or
    anywhere in order, or without them (its rows then wait for the words)."""
    hard = is_hard_share(text)
    tokens = [t for t in SEPARATORS.split(SHARE_HEADER.sub(" ", text).strip()) if t]
    runs = _two_runs(tokens)
    if runs:
        return Pasted(parse_letters_and_colours(*runs), hard)
    try:
        return Pasted(parse_steps(" ".join(tokens)), hard)
    except NotationError:
        if not any(map(is_emoji, tokens)) or not all(is_word(t) or is_emoji(t) for t in tokens):
            raise
    rows = _whole_rows("".join(t for t in tokens if is_emoji(t)).replace(VARIATION_SELECTOR, ""))
    words = [t for t in tokens if is_word(t)]
    if not words:
        return Pasted([], hard, tuple(parse_emoji(row) for row in rows))
    if len(words) != len(rows):
        raise NotationError(
            " ".join(words),
            f"the share text has {count_of(len(rows), 'row')} of tiles; give its "
            f"{count_of(len(rows), 'guess word')} in order ({len(words)} given)",
        )
    return Pasted(
        [Step(parse_word(word), parse_emoji(row)) for word, row in zip(words, rows)], hard
    )


def parse_game(text: str) -> list[Step]:
    """The steps of a pasted game (see `parse_pasted`): a share text needs its guess words."""
    pasted = parse_pasted(text)
    if pasted.waiting:
        rows = len(pasted.waiting)
        raise NotationError(
            " ".join(map(format_emoji, pasted.waiting)),
            f"the share text has {count_of(rows, 'row')} of tiles but no guess words; write "
            f"its {count_of(rows, 'guess', 'guesses')} too, in order",
        )
    return pasted.steps


def _two_runs(tokens: list[str]) -> tuple[str, str] | None:
    """The letters and the colours of a game written as two runs, letters first or last
    (colours may be split, as rows); None for any other text. One guess with digits or
    emoji is a step as `parse_steps` reads it."""
    for letters, colouring in ((tokens[:1], tokens[1:]), (tokens[-1:], tokens[:-1])):
        if len(letters) != 1 or not colouring or not is_letters(letters[0]):
            continue
        if all(map(is_colour_run, colouring)):
            joined = "".join(colouring)
            if len(letters[0]) > WORD_LENGTH or set(joined) <= COLOUR_RUN:
                return letters[0], joined
    if len(tokens) != 2 or not any(is_letters(t) and len(t) > WORD_LENGTH for t in tokens):
        return None
    first, second = tokens  # a long run of letters, and colours with a wrong one among them:
    if max(colour_share(first), colour_share(second)) < 0.5 or set("=:") & set(first + second):
        return None
    return (first, second) if colour_share(second) >= colour_share(first) else (second, first)


def colour_share(token: str) -> float:
    """How much of `token` is colours (B/Y/G letters, digits, emoji tiles): 0 to 1."""
    marks = COLOUR_RUN | set(DIGITS) | set(EMOJI_COLOURS)
    return sum(c in marks for c in token) / len(token)


def is_letters(token: str) -> bool:
    return all(c in string.ascii_letters for c in token)


def is_colour_run(token: str) -> bool:
    """Whether `token` is all colours: B/Y/G letters, digits or emoji tiles."""
    return set(token) <= COLOUR_RUN or is_digits(token) or is_emoji(token)


def count_of(count: int, what: str, plural: str = "") -> str:
    """``1 row``, ``3 rows``: a count and its noun."""
    return f"{count} {what if count == 1 else plural or what + 's'}"


def _whole_rows(tiles: str) -> list[str]:
    if len(tiles) % WORD_LENGTH:
        raise NotationError(tiles, f"rows of tiles come in {WORD_LENGTH}s; got {len(tiles)} tiles")
    return [tiles[i : i + WORD_LENGTH] for i in range(0, len(tiles), WORD_LENGTH)]


def parse_letters_and_colours(letters: str, colouring: str) -> list[Step]:
    """A whole game as two runs: ``SMARTTABLE`` and ``BBYBYYYBBB`` (or digits, or emoji
    tiles). An error says what is wrong and in which guess."""
    letters = "".join(letters.split())
    colouring = "".join(colouring.split()).replace(VARIATION_SELECTOR, "")
    if not letters:
        raise NotationError(letters, "no letters given")
    guesses = [letters[i : i + WORD_LENGTH] for i in range(0, len(letters), WORD_LENGTH)]
    if len(guesses[-1]) != WORD_LENGTH:
        raise NotationError(
            letters,
            f"letters come in guesses of {WORD_LENGTH}; got {len(letters)}, and the last "
            f"guess here ({guesses[-1].upper()}) has {len(guesses[-1])}",
        )
    if len(colouring) != len(letters):
        raise NotationError(colouring, _colours_mismatch(guesses, len(colouring)))
    if any(c in EMOJI_COLOURS for c in colouring):
        parse = parse_emoji
    elif any(c in string.digits for c in colouring):
        parse = parse_digits
    else:
        parse = parse_colour_letters
    steps = []
    for number, guess in enumerate(guesses, start=1):
        tiles = colouring[(number - 1) * WORD_LENGTH : number * WORD_LENGTH]
        try:
            steps.append(Step(parse_word(guess), parse(tiles)))
        except NotationError as error:
            reason = f"guess {number} ({guess.upper()}): {error.reason}"
            raise NotationError(error.token, reason) from None
    return steps


def _colours_mismatch(guesses: list[str], count: int) -> str:
    """What is wrong when the colours are not one per letter, and where."""
    letters = WORD_LENGTH * len(guesses)
    head = f"{count} colours for {letters} letters ({count_of(len(guesses), 'guess', 'guesses')})"
    if count > letters:
        return f"{head}: {count - letters} left over after the last guess, {guesses[-1].upper()}"
    short, given = divmod(count, WORD_LENGTH)
    return (
        f"{head}: guess {short + 1} ({guesses[short].upper()}) has {given or 'none'} of its "
        f"{WORD_LENGTH} colours; expected one colour for each letter"
    )
