"""The one scoring rule: the colours a guess gets against an answer.

A pattern is an integer 0..242: one base-3 digit per tile, the first letter the
least significant, grey 0, yellow 1, green 2. All patterns inside the engine
take this form; text, emoji and colours exist only at the edges (`notation`).
"""

Word = str
Pattern = int
Colour = int

GREY, YELLOW, GREEN = 0, 1, 2
WORD_LENGTH = 5
MAX_GUESSES = 6  # a game is lost after six guesses that are not the answer
LETTERS = "abcdefghijklmnopqrstuvwxyz"  # the letters a word is made of, in order
WEIGHTS = (1, 3, 9, 27, 81)
SOLVED: Pattern = 242
ALL_GREY: Pattern = 0


def feedback(guess: Word, answer: Word) -> Pattern:
    """The pattern Wordle shows for `guess` when the answer is `answer`.

    Greens first; then, left to right, a letter is yellow while the answer still has
    an unmatched copy of it (copies used by greens or earlier yellows do not count).
    Unrolled over the five tiles: this is the hot path of every count (under 1 µs).

    >>> colours(feedback("hello", "alley"))
    (0, 1, 2, 1, 0)
    """
    if guess == answer:
        return SOLVED
    g0, g1, g2, g3, g4 = guess
    a0, a1, a2, a3, a4 = answer
    pattern = 0
    spare = ""  # the answer's letters not matched by a green
    if g0 == a0:
        pattern += 2
    else:
        spare += a0
    if g1 == a1:
        pattern += 6
    else:
        spare += a1
    if g2 == a2:
        pattern += 18
    else:
        spare += a2
    if g3 == a3:
        pattern += 54
    else:
        spare += a3
    if g4 == a4:
        pattern += 162
    else:
        spare += a4
    if g0 != a0 and g0 in spare:
        spare = spare.replace(g0, "", 1)
        pattern += 1
    if g1 != a1 and g1 in spare:
        spare = spare.replace(g1, "", 1)
        pattern += 3
    if g2 != a2 and g2 in spare:
        spare = spare.replace(g2, "", 1)
        pattern += 9
    if g3 != a3 and g3 in spare:
        spare = spare.replace(g3, "", 1)
        pattern += 27
    if g4 != a4 and g4 in spare:
        pattern += 81
    return pattern


def colours(pattern: Pattern) -> tuple[Colour, ...]:
    """The five tile colours of a pattern, first tile first."""
    return tuple(pattern // weight % 3 for weight in WEIGHTS)


def pattern_of(tiles: "tuple[Colour, ...] | list[Colour]") -> Pattern:
    """The pattern for five tile colours (the inverse of `colours`)."""
    return sum(colour * weight for colour, weight in zip(tiles, WEIGHTS))


def game_solved(steps) -> bool:
    """Whether a game (its steps, or ``(guess, pattern)`` pairs) ends with its answer found:
    the one "solved" the engine, the terminal and the page's main thread all ask."""
    return bool(steps) and steps[-1][1] == SOLVED


def game_over(steps) -> bool:
    """Whether a game is over: solved, or six guesses played."""
    return game_solved(steps) or len(steps) == MAX_GUESSES
