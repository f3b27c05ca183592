"""The bot's six-guess guard: the most guesses an answer on the list could take when the bot's
greedy play (the most informative guess each time) follows a guess, what its choice weighs its
best options by and what the suggestions warn of (`Bot.risks`).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..answers.pool import Pool
from ..lists.rows import letter_masks, split_apart
from ..lists.words import WordList
from ..rules.notation import Step
from ..rules.score import MAX_GUESSES, SOLVED, Word, feedback
from .suggest import evaluate, perfect_candidates, ranking, score, tie_key

FEW_APART = 8  # words left: with as few, the greedy guess is first sought among the
# guesses that split them apart (`greedy_apart`)
KEPT_LISTS = 4  # lists of guesses kept likeliest first (`_likeliest_first`)


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
            allowed, pool = self.allowed_guesses(steps), self.pool(candidates)
            if (found := greedy_apart(pool, allowed)) is None:
                found = (yield from ranking(pool, allowed, 1))[0].guess
            self._greedy[state] = found
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


def greedy_apart(pool: Pool, guesses: WordList) -> Word | None:
    """`ranking`'s first, the most informative of `guesses` and the pool's always allowed
    words, found for few words left without bounding every guess; None when not found so.

    When a word of the pool splits the rest apart, the ranking takes the likeliest such
    (`perfect_candidates`). Else, every guess that is no word of the pool and splits them
    apart (`rows.split_apart`) has the same bits, more than any other guess that is no
    word of the pool (joining two groups loses at least 2 over the pool's total weight,
    far over the rounding of scores): the likeliest of them (then alphabetical) is the
    greedy guess, unless a word of the pool scores higher (each is judged)."""
    if len(pool) > FEW_APART:
        return None
    if perfect := perfect_candidates(pool, 1):
        return perfect[0].guess
    words, masks = _likeliest_first(guesses)
    lanes, members = split_apart(pool.words, masks, len(words)), pool.members
    found = lanes.find(0x80)
    while found >= 0 and words[found] in members:
        found = lanes.find(0x80, found + 1)
    if found < 0:
        return None
    own = [w for w in pool.words if w in guesses.index]
    own += [w for w in pool.always_allowed if w not in guesses.index]
    later = tie_key(guesses)
    judged = [(score(evaluate(w, pool), "entropy"), later(w), w) for w in [words[found], *own]]
    return max(judged)[2]


LIKELIEST: dict[int, tuple[WordList, tuple[Word, ...], dict[str, bytes]]] = {}  # id of a
# list -> the list, its words likeliest first (then alphabetical), and their letter masks


def _likeliest_first(guesses: WordList) -> tuple[tuple[Word, ...], dict[str, bytes]]:
    """The guesses in the order `ranking` prefers them at a tie, and their `letter_masks`
    (kept for the most recent `KEPT_LISTS` lists)."""
    kept = LIKELIEST.get(id(guesses))
    if kept is None or kept[0] is not guesses:
        if len(LIKELIEST) >= KEPT_LISTS:
            del LIKELIEST[next(iter(LIKELIEST))]
        words = tuple(sorted(guesses.words, key=tie_key(guesses), reverse=True))
        kept = LIKELIEST[id(guesses)] = guesses, words, letter_masks(words)
    return kept[1], kept[2]
