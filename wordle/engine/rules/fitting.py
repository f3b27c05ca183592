"""Which words fit a game, by the plain rule, and each letter's best colour so far.

A word fits when every guess, scored against it, gives the pattern the game showed: the
definition every fast path is checked against (`candidates` is one). Only `score` is imported,
so the page's main thread runs this very file under MicroPython to count a game before the
Pyodide engine has started (see ``wordle/page/screen/early.py``).

>>> steps = [("crane", 0), ("moist", 171)]  # all grey; then a yellow I and a green T
>>> fits(steps, "fight"), fits(steps, "trite")
(True, False)
>>> fitting(("light", 163), ["fight", "adult", "digit"])  # a yellow L, a green T
['adult']
>>> fitting_partly("light", [1, None, None, None, 2], ["fight", "adult", "digit"])  # I G H: any
['adult']
"""

import math
import re

from .score import GREEN, GREY, Colour, Pattern, Word, colours, feedback

Steps = "list[tuple[Word, Pattern]]"  # `notation.Step`s or plain pairs alike


def fits(steps: Steps, word: Word) -> bool:
    """Whether `word` gives every step's guess the pattern the game showed."""
    return all(feedback(guess, word) == pattern for guess, pattern in steps)


def fitting(step: "tuple[Word, Pattern]", words: "list[Word]") -> list[Word]:
    """The words that give one step's guess its pattern, in their order."""
    return fitter(step)(words)


def fitter(step: "tuple[Word, Pattern]"):
    """`fitting` for one step, made once for many lists of words (the page counts a long list
    in slices): those its sieve lets through that have each letter the pattern shows, scored
    (the sieve and the letters spare the rule most words; the rule has the last word)."""
    guess, pattern = step
    passes, letters = sieve(guess, pattern).match, shown(guess, pattern)

    def fit(words: "list[Word]") -> list[Word]:
        words = [word for word in words if passes(word)]
        for letter in letters:
            words = [word for word in words if letter in word]  # a green's or yellow's letter
        return [word for word in words if feedback(guess, word) == pattern]

    return fit


def shown(guess: Word, pattern: Pattern) -> set:
    """The letters a pattern shows the answer has: its greens' and yellows'."""
    return {letter for letter, colour in zip(guess, colours(pattern)) if colour != GREY}


def sieve(guess: Word, pattern: Pattern):
    """A regular expression that every word giving `guess` this pattern matches, and most
    others do not: a green's letter in its place; elsewhere neither the guess's own letter (it
    would be green) nor a letter all grey in the guess (the answer has none: its first copy
    would be yellow). One call into C a word, where the rule is thirty steps of Python.

    >>> sieve("hello", 15).pattern  # grey h, green e, yellow l, grey l and o
    '[^ho]e[^lho][^lho][^oh]'
    """
    kept = shown(guess, pattern)
    absent = "".join(sorted({letter for letter in guess if letter not in kept}))
    places = [
        letter if colour == GREEN else "[^" + letter + absent.replace(letter, "") + "]"
        for letter, colour in zip(guess, colours(pattern))
    ]
    return re.compile("".join(places))


def fitting_partly(guess: Word, tiles: "list[Colour | None]", words: "list[Word]") -> list[Word]:
    """The words that give `guess` the colours of `tiles` where one is set (None: a tile not
    coloured yet, any colour), in their order: what a row still being coloured allows."""
    return [word for word in words if agrees(colours(feedback(guess, word)), tiles)]


def agrees(shown: "tuple[Colour, ...]", tiles: "list[Colour | None]") -> bool:
    """Whether the colours `shown` are those of `tiles` wherever a tile's is set."""
    return all(tile is None or tile == colour for colour, tile in zip(shown, tiles))


def plain_candidates(steps: Steps, words: "list[Word]") -> list[Word]:
    """The candidates by the plain definition: re-scoring every word (slow, for checks)."""
    return [word for word in words if fits(steps, word)]


def letter_colours(steps: Steps) -> dict[str, Colour]:
    """Each guessed letter's best colour so far (the keyboard's colours: never going down)."""
    best: dict[str, Colour] = {}
    for guess, pattern in steps:
        for letter, colour in zip(guess, colours(pattern)):
            best[letter] = max(best.get(letter, GREY), colour)
    return best


def bits_gained(before: int, after: int, valid_before: int, valid: int) -> "float | None":
    """Information a step gained: log2(before / after) on the list, or among the valid words
    once the list has none left; None when no valid word is left either."""
    if after:
        return math.log2(before / after)
    if valid:
        return math.log2(valid_before / valid)
    return None
