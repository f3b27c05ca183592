"""Hard mode: every green kept in place, every revealed letter used again.

In hard mode each guess must keep every letter shown green at its position and use
every letter shown green or yellow at least as many times as one earlier guess showed
it. (Yellows need not move, and grey letters may be played again: the NYT's rule.)
"""

from collections.abc import Sequence

from ..lists.words import WordList
from ..rules.knowledge import Knowledge, Origin
from ..rules.notation import Step
from ..rules.score import GREEN, GREY, Word, colours
from ..rules.wording import copies
from .candidates import candidates

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")


def hard_mode_rules(steps: Sequence[Step]) -> Knowledge:
    """What a hard-mode guess must have after `steps`: greens in place, letter minimums."""
    rules = Knowledge()
    for number, (guess, pattern) in enumerate(steps, start=1):
        tiles = colours(pattern)
        for position, (letter, colour) in enumerate(zip(guess, tiles)):
            origin = Origin(f"step {number}", number, position + 1)
            if colour == GREEN and rules.fixed[position] is None:
                rules.fixed[position] = letter
                rules.origins["fixed", position] = origin
        for letter in set(guess):
            shown = sum(g == letter and c != GREY for g, c in zip(guess, tiles))
            if shown > rules.min_count.get(letter, 0):
                rules.min_count[letter] = shown
                rules.origins["min", letter] = Origin(f"step {number}", number)
    return rules


def hard_mode_breaks(guess: Word, rules: Knowledge) -> list[str]:
    """How `guess` breaks the hard-mode rules (nothing when it keeps them)."""
    broken = []
    for position, letter in enumerate(rules.fixed):
        if letter and guess[position] != letter:
            where = rules.origins["fixed", position].label
            broken.append(f"{ORDINALS[position]} letter must be {letter.upper()} ({where})")
    for letter, least in sorted(rules.min_count.items()):
        if least > rules.fixed.count(letter) and guess.count(letter) < least:
            where = rules.origins["min", letter].label
            broken.append(f"must contain {copies(least, letter)} ({where})")
    return broken


def hard_mode_violations(steps: Sequence[Step]) -> list[tuple[int, str]]:
    """(step number, what it broke) for every guess of a game that hard mode would refuse."""
    found = []
    for number in range(2, len(steps) + 1):
        guess = steps[number - 1].guess
        for broken in hard_mode_breaks(guess, hard_mode_rules(steps[: number - 1])):
            found.append((number, f"{guess.upper()}: {broken}"))
    return found


def hard_mode_guesses(steps: Sequence[Step], guesses: WordList) -> list[Word]:
    """The guesses of the list that hard mode allows after `steps`."""
    return candidates(hard_mode_rules(steps), guesses)
