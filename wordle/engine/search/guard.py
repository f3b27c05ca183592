"""The bot's six-guess guard: the most guesses an answer on the list could take when the bot's
greedy play (the most informative guess each time) follows a guess, what its choice weighs its
best options by and what the suggestions warn of (`Bot.risks`).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..answers.pool import Pool
from ..lists.words import WordList
from ..rules.notation import Step
from ..rules.score import MAX_GUESSES, SOLVED, Word, feedback
from .suggest import ranking


@dataclass(frozen=True)
class Worst:
    """What a play-out found of the most guesses a state could take (`Guard.worst_after`)."""

    worst: int
    cap: int  # found for this cap: when `worst` is no more, the most is at most the cap
    exact: bool  # over the cap, `worst` is the most (else the most is at least `worst`)

    def answers(self, cap: int, exact: bool) -> bool:
        """Whether it answers a play-out for `cap` (`exact` or not) as well as playing again."""
        if self.worst <= self.cap:
            return cap >= self.cap
        return self.exact or (not exact and self.worst > cap)


@dataclass
class Guard:
    """A bot's play-outs, with each state's greedy guess and worst kept: over its `answers`,
    its states (`state_of`), the guesses it may play after some steps and its answer model
    (`pool`), as the bot has them."""

    answers: WordList
    state_of: Callable[[Sequence[Step], tuple[Word, ...]], tuple]
    allowed_guesses: Callable[[Sequence[Step]], WordList]
    pool: Callable[[tuple[Word, ...]], Pool]
    _greedy: dict = field(default_factory=dict, repr=False)  # state: its greedy guess
    _worsts: dict = field(default_factory=dict, repr=False)  # state: its Worst

    def _greedy_guess(self, steps: Sequence[Step], candidates: tuple[Word, ...]):
        """The bot's greedy guess after `steps` with `candidates` left: the most informative
        of the guesses it may play (cooperative work)."""
        state = self.state_of(steps, candidates)
        if state not in self._greedy:
            allowed = self.allowed_guesses(steps)
            best = yield from ranking(self.pool(candidates), allowed, 1)
            self._greedy[state] = best[0].guess
        return self._greedy[state]

    def worst_after(self, guess: Word, steps: list[Step], candidates, cap: int, exact: bool):
        """The most guesses (this one included) an answer on the list could take when the
        bot's play follows `guess`: when more than `cap`, exactly (or, not `exact`, a number
        over `cap` it reaches at least); else a number no more than `cap`. A group of k
        words never takes more than k guesses (each guess wins or splits it), so the groups
        that cannot go past the cap, or past the worst found, are not played out, nor those
        with no word of the list (they count none) (cooperative work: it yields as the
        greedy guesses are worked out)."""
        groups = defaultdict(list)
        listed = defaultdict(bool)
        members = self.answers.members
        for word in candidates:
            pattern = feedback(guess, word)
            groups[pattern].append(word)
            listed[pattern] = listed[pattern] or word in members
        worst = int(any(listed.values()))
        if len(groups) == 1 and SOLVED not in groups:
            return MAX_GUESSES * 2  # learns nothing: never worth it
        for pattern, group in sorted(groups.items(), key=lambda item: -len(item[1])):
            if pattern == SOLVED or not listed[pattern] or 1 + len(group) <= max(cap, worst):
                continue
            later = [*steps, Step(guess, pattern)]
            after = yield from self._worst_from(later, tuple(group), cap - 1, exact)
            if after:  # a group with a word of the list
                worst = max(worst, 1 + after)
            if worst > cap and not exact:
                break
        return worst

    def _worst_from(self, steps: list[Step], candidates: tuple[Word, ...], cap: int, exact: bool):
        """`worst_after` the bot's own greedy guess, kept by state (`Worst`)."""
        state = self.state_of(steps, candidates)
        known = self._worsts.get(state)
        if known is None or not known.answers(cap, exact):
            if len(candidates) == 1:
                worst = int(candidates[0] in self.answers)
            else:
                greedy = yield from self._greedy_guess(steps, candidates)
                worst = yield from self.worst_after(greedy, steps, candidates, cap, exact)
            self._worsts[state] = known = Worst(worst, cap, exact)
        return known.worst
