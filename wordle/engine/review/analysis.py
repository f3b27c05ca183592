"""A game step by step: the candidates before and after each guess, and what it gained.

At each step, two sets of words fit: the candidates on the chosen word list and every valid
guess (the NYT's 14,855, with the list's own words) that fits. The NYT picks some answers
beyond any list, so when no listed word is left the game is not contradictory: its answer is
one of the valid words that fit (`Analysis.answers`). Both are listed most likely first.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from ..answers.candidates import candidates
from ..answers.likelihood import likelihood
from ..answers.pool import Pool, opening_pool, weigh
from ..lists.words import WordList, play_guesses
from ..rules.fitting import bits_gained, letter_colours  # noqa: F401 (the keyboard's colours, here too)
from ..rules.knowledge import Knowledge
from ..rules.notation import Constraints, Step, format_squares
from ..rules.score import Word


@dataclass(frozen=True)
class StepReport:
    """One guess of a game: how many answers were possible before and after it, on the list
    and among all valid guesses."""

    number: int
    step: Step
    before: int
    answers_after: list[Word]  # the answers of the list still possible after it
    valid_before: int
    valid: list[Word]

    @property
    def after(self) -> int:
        return len(self.answers_after)

    @property
    def eliminated(self) -> int:
        return self.before - self.after

    @property
    def off_list(self) -> bool:
        """Whether only words beyond the list fit after this step."""
        return not self.answers_after and bool(self.valid)

    @property
    def others(self) -> list[Word]:
        """The valid words that fit but are not on the list, most likely first."""
        listed = set(self.answers_after)
        return [word for word in self.valid if word not in listed]

    @property
    def bits(self) -> float | None:
        """Information gained (see `fitting.bits_gained`); None when nothing is left."""
        return bits_gained(self.before, self.after, self.valid_before, len(self.valid))


@dataclass(frozen=True)
class Analysis:
    """What a history proves, each step's report, and the candidates at the end."""

    words: WordList
    knowledge: Knowledge
    reports: list[StepReport]
    candidates: list[Word]
    valid: list[Word]

    @property
    def off_list(self) -> bool:
        """Whether the answer must be a valid word beyond the list."""
        return not self.candidates and bool(self.valid)

    @property
    def answers(self) -> list[Word]:
        """What the answer can be: the listed candidates, or else the valid words that fit."""
        return self.candidates or self.valid

    @property
    def pool(self) -> Pool:
        """The answers to plan over: the valid words that fit, weighed by the answer model
        (the listed candidates far heavier than the others); before anything is known, the
        opening's, built once."""
        if len(self.valid) == len(play_guesses(self.words)):
            return opening_pool(self.words)
        return weigh(self.words, self.valid)

    def first_without_valid(self) -> StepReport | None:
        """The first step after which no valid word fits (the game cannot be right there)."""
        return next((r for r in self.reports if not r.valid), None)

    def no_valid_word(self) -> "NoValidWord | None":
        """Why the game cannot be right, if no valid word fits it: the one decision (and the
        one message) of every front-end, which then counts, suggests and reviews nothing."""
        first = self.first_without_valid()
        if first is None and self.valid:
            return None
        return NoValidWord(first, self.words)


class NoValidWord(ValueError):
    """No valid word fits a game: its colours are wrong from a step on (`step`: that step's
    report; None when the steps leave some and letters given besides leave none)."""

    def __init__(self, first: StepReport | None, words: WordList):
        self.step = first
        super().__init__(_no_valid_word_message(first, words))


def _no_valid_word_message(first: StepReport | None, words: WordList) -> str:
    if first is None:
        return "no valid word fits this game with those letters"
    guess = first.step.guess
    unknown = "" if guess in play_guesses(words) else f", and {guess.upper()} is not a valid guess"
    return (
        f"no valid word fits this game: none is left after step {first.number} "
        f"({guess.upper()} {format_squares(first.step.pattern)}); check that step's colours"
        f"{unknown}"
    )


def analyse(
    steps: Sequence[Step],
    words: WordList,
    constraints: Constraints | None = None,
    valid: WordList | None = None,
) -> Analysis:
    """The analysis of a game over a word list and the valid guesses (by default the NYT's,
    with the list's own words); Contradiction if the history is impossible."""
    valid = valid or play_guesses(words)
    knowledge = Knowledge()
    reports = []
    left, fitting = list(words), list(valid)
    for number, step in enumerate(steps, start=1):
        knowledge.learn_step(number, step)
        before, valid_before = len(left), len(fitting)
        left, fitting = _fitting(knowledge, words, valid)
        reports.append(StepReport(number, step, before, left, valid_before, fitting))
    if constraints:
        knowledge.learn_constraints(constraints)
        left, fitting = _fitting(knowledge, words, valid)
    return Analysis(words, knowledge, reports, left, fitting)


def _fitting(knowledge: Knowledge, words: WordList, valid: WordList):
    """The listed candidates and the valid words that fit, most likely first."""
    order = likelihood().most_likely_first
    return order(candidates(knowledge, words)), order(candidates(knowledge, valid))
