"""Why a word is or is not a possible answer, in words a player can check.

A word is out at the first step whose guess, scored against it, does not give the
pattern the game showed; the explanation puts the two patterns side by side and names
the facts of the knowledge the word breaks ("needs E at 5; has E at 4 where E is
excluded").
"""

from collections.abc import Sequence

from .knowledge import UNBOUNDED, Knowledge, copies
from .notation import Step, format_score
from .score import Word, feedback
from .words import WordList


def explanation(
    word: Word, steps: Sequence[Step], knowledge: Knowledge, words: WordList | None = None
) -> str:
    """One line: whether `word` is possible and, if not, why (and if it is in `words`)."""
    for number, (guess, shown) in enumerate(steps, start=1):
        would = feedback(guess, word)
        if would != shown:
            return (
                f"{word}: not possible: {guess.upper()} (step {number}) would show "
                f"{format_score(guess, would)}, the game showed {format_score(guess, shown)}; "
                + "; ".join(broken_facts(word, knowledge))
            )
    broken = broken_facts(word, knowledge)
    if broken:
        return f"{word}: not possible: " + "; ".join(broken)
    fitted = f"fits all {len(steps)} steps" if len(steps) > 1 else "fits the game"
    if words is not None and word not in words:
        return f"{word}: {fitted}, but is not in the {words.name} list"
    return f"{word}: possible: {fitted}"


def broken_facts(word: Word, knowledge: Knowledge) -> list[str]:
    """The facts of the knowledge that `word` breaks, greens first."""
    broken = []
    for position, letter in enumerate(knowledge.fixed):
        if letter and word[position] != letter:
            broken.append(f"needs {letter.upper()} at {position + 1}")
    absent = set(knowledge.absent())
    for position, (letter, excluded) in enumerate(zip(word, knowledge.excluded)):
        if letter in excluded and letter not in absent:
            broken.append(
                f"has {letter.upper()} at {position + 1} where {letter.upper()} is excluded"
            )
    for letter in sorted(set(word) & absent):
        broken.append(f"has {letter.upper()}, which is absent")
    for letter, least in sorted(knowledge.min_count.items()):
        if word.count(letter) < least:
            broken.append(
                f"needs {'at least ' if knowledge.max_count.get(letter) != least else ''}"
                f"{copies(least, letter)}; has {copies(word.count(letter), letter)}"
            )
    for letter, most in sorted(knowledge.max_count.items()):
        if 0 < most < UNBOUNDED and word.count(letter) > most:
            broken.append(
                f"has {copies(word.count(letter), letter)}; "
                f"the answer has {'' if knowledge.min_count.get(letter) == most else 'at most '}"
                f"{copies(most, letter)}"
            )
    return broken
