"""A game step by step: the candidates before and after each guess, and what it gained."""

import math
from collections.abc import Sequence
from dataclasses import dataclass

from .candidates import candidates
from .knowledge import Knowledge
from .notation import Constraints, Step
from .score import GREY, Colour, Word, colours
from .words import WordList


@dataclass(frozen=True)
class StepReport:
    """One guess of a game: how many answers were possible before and after it."""

    number: int
    step: Step
    before: int
    remaining: list[Word]

    @property
    def after(self) -> int:
        return len(self.remaining)

    @property
    def eliminated(self) -> int:
        return self.before - self.after

    @property
    def bits(self) -> float | None:
        """Information gained: log2(before / after); None when nothing is left."""
        return math.log2(self.before / self.after) if self.after else None


@dataclass(frozen=True)
class Analysis:
    """What a history proves, each step's report, and the candidates at the end."""

    words: WordList
    knowledge: Knowledge
    reports: list[StepReport]
    candidates: list[Word]


def analyse(
    steps: Sequence[Step], words: WordList, constraints: Constraints | None = None
) -> Analysis:
    """The analysis of a game over a word list; Contradiction if the history is impossible."""
    knowledge = Knowledge()
    reports = []
    remaining = list(words)
    for number, step in enumerate(steps, start=1):
        knowledge.learn_step(number, step)
        before, remaining = len(remaining), candidates(knowledge, words)
        reports.append(StepReport(number, step, before, remaining))
    if constraints:
        knowledge.learn_constraints(constraints)
        remaining = candidates(knowledge, words)
    return Analysis(words, knowledge, reports, remaining)


def letter_colours(steps: Sequence[Step]) -> dict[str, Colour]:
    """Each guessed letter's best colour so far (the keyboard's colours: never going down)."""
    best: dict[str, Colour] = {}
    for guess, pattern in steps:
        for letter, colour in zip(guess, colours(pattern)):
            best[letter] = max(best.get(letter, GREY), colour)
    return best
