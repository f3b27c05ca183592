"""Hard mode: every green kept in place, every revealed letter used again.

In hard mode each guess must keep every letter shown green at its position and use
every letter shown green or yellow at least as many times as one earlier guess showed
it. (Yellows need not move, and grey letters may be played again: the NYT's rule.)
"""

from collections.abc import Sequence

from ..lists.words import WordList
from ..rules.knowledge import Knowledge, Origin
from ..rules.notation import Step
from ..rules.score import GREEN, GREY, WORD_LENGTH, Word, colours
from ..rules.wording import copies
from .candidates import candidates

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")


def hard_mode_rules(steps: Sequence[Step]) -> Knowledge:
    """What a hard-mode guess must have after `steps`: greens in place, letter minimums."""
    rules = Knowledge()
    for number, step in enumerate(steps, start=1):
        greens, shown = asked_by(step)
        for position, letter in greens:
            if rules.fixed[position] is None:
                rules.fixed[position] = letter
                rules.origins["fixed", position] = Origin(f"step {number}", number, position + 1)
        for letter, least in shown.items():
            if least > rules.min_count.get(letter, 0):
                rules.min_count[letter] = least
                rules.origins["min", letter] = Origin(f"step {number}", number)
    return rules


def asked_by(step: Step) -> tuple[list[tuple[int, str]], dict[str, int]]:
    """What one step asks of every later hard-mode guess: its greens, (position, letter), and
    how many times each of its letters showed green or yellow."""
    tiles = colours(step.pattern)
    greens = [(i, letter) for i, (letter, t) in enumerate(zip(step.guess, tiles)) if t == GREEN]
    shown = {
        letter: sum(g == letter and t != GREY for g, t in zip(step.guess, tiles))
        for letter in set(step.guess)
    }
    return greens, shown


_KEYS: dict[tuple[Step, ...], tuple] = {}  # steps: what hard mode requires after them
KEPT_KEYS = 20_000  # ... kept for as many steps, then anew


def hard_mode_key(steps: tuple[Step, ...]) -> tuple:
    """What hard mode requires after `steps`, as a key (the bot's states): the greens in
    place and each letter's least count, as `hard_mode_rules` has them; kept, and made from
    the key before the last step (the exact search asks at every state it meets, most of them
    many times, each a step on from one it met)."""
    if steps not in _KEYS:
        if len(_KEYS) >= KEPT_KEYS:
            _KEYS.clear()
        _KEYS[steps] = _grown(*hard_mode_key(steps[:-1]), steps[-1]) if steps else _EMPTY
    return _KEYS[steps]


_EMPTY = ((None,) * WORD_LENGTH, ())


def _grown(fixed: tuple, least: tuple, step: Step) -> tuple:
    """A hard-mode key with what `step` asks added (`asked_by`)."""
    greens, shown = asked_by(step)
    fixed = list(fixed)
    for position, letter in greens:
        fixed[position] = fixed[position] or letter
    counts = dict(least)
    for letter, times in shown.items():
        if times > counts.get(letter, 0):
            counts[letter] = times
    return tuple(fixed), tuple(sorted(counts.items()))


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
