"""The answer model: how likely each valid word is to be the answer, one model for a whole game.

The chosen list's words share 1 - `OFF_LIST` equally; every other valid word (the NYT's
14,855 guesses, with the list's own words) shares `OFF_LIST`, spread by its likelihood
weight (1-9, `likelihood`). The NYT's record: about 30 answers beyond the original list in
more than 1,300 days, about 2 %. After some steps, the words that fit keep their weights
(the chances, renormalised): suggestions, skill, luck and the bot's game all judge over
this one `Pool`, so nothing switches models when the list runs out. A list with no other
valid word (the NYT's own 14,855) is the whole model. The share is a parameter (`share`,
`OFF_LIST` unless told): 0 makes the list the whole model, for worked examples in tests.

Weights are whole numbers: a listed word weighs `listed_weight(list)`, round((1 - OFF_LIST)
/ listed words x (the other words' total weight) / OFF_LIST) (728 for the classic list,
434 for the NYT's answers), another word its likelihood weight.
"""

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, cached_property

from ..lists.rows import Answers, tally
from ..lists.words import WordList, play_guesses
from ..rules.knowledge import Knowledge
from ..rules.score import LETTERS, Pattern, Word
from .candidates import candidates
from .likelihood import likelihood

OFF_LIST = 0.02  # the chance that the answer is a valid word beyond the chosen list


@dataclass(frozen=True, eq=False)
class Pool:
    """The answers still possible at a step, each with its weight (its chance, up to a common
    factor): words of one weight share an `Answers`, so a guess's split takes one row each."""

    classes: tuple[tuple[int, Answers], ...]  # (weight, its words), heaviest first
    listed: tuple[Word, ...] | None = None  # its words on the chosen list (None: all)

    @classmethod
    def of(
        cls,
        words: Sequence[Word],
        weights: Sequence[int] | None = None,
        listed: Sequence[Word] | None = None,
    ) -> "Pool":
        """Words (distinct), their weights (all 1 when None) and which are on the list."""
        listed = None if listed is None else tuple(listed)
        grouped: dict[int, list[Word]] = {}
        for word, weight in zip(words, weights or [1] * len(words)):
            grouped.setdefault(weight, []).append(word)
        if len(grouped) == 1:  # chances are relative: one weight is as good as 1
            return cls(((1, Answers.of(words)),), listed)
        ordered = sorted(grouped.items(), reverse=True)
        return cls(tuple((weight, Answers.of(group)) for weight, group in ordered), listed)

    @classmethod
    def of_list(cls, words: WordList) -> "Pool":
        """A whole word list, each word once: its own rows, built once."""
        return cls(((1, words.answers),)) if words.words else cls(())

    @cached_property
    def words(self) -> tuple[Word, ...]:
        """Every word, heaviest first (then as given)."""
        return tuple(word for _, answers in self.classes for word in answers.words)

    @property
    def always_allowed(self) -> tuple[Word, ...]:
        """The words a guess may always be, whatever the allowed guesses: the list's or, once
        none is left, every word left (the answer is one of them, and may be no allowed
        guess: the classic lists allow the original 12,972, the NYT 14,855)."""
        return self.listed or self.words

    @cached_property
    def on_list(self) -> frozenset[Word]:
        """Its words on the chosen list: every word when it was made without a list."""
        return frozenset(self.words if self.listed is None else self.listed)

    @cached_property
    def weights(self) -> dict[Word, int]:
        return {word: weight for weight, answers in self.classes for word in answers.words}

    @cached_property
    def members(self) -> frozenset[Word]:
        return frozenset(self.weights)

    @cached_property
    def total(self) -> int:
        """The weights added up."""
        return sum(weight * len(answers) for weight, answers in self.classes)

    def __len__(self) -> int:
        """How many words (not their weight)."""
        return len(self.words)

    def __bool__(self) -> bool:
        return bool(self.classes)

    @property
    def uniform(self) -> bool:
        """Whether every word weighs the same (then weights are counts)."""
        return len(self.classes) <= 1

    def chance(self, word: Word) -> float:
        """The chance that `word` is the answer."""
        return self.weights.get(word, 0) / self.total

    @cached_property
    def counted(self) -> Answers:
        """The answers a player counts as left: its words on the chosen list or, once none
        is, all its words (as `always_allowed`); their own class's rows when they are one."""
        words = tuple(self.always_allowed)
        for _, answers in self.classes:
            if answers.words == words:
                return answers
        return Answers.of(words)

    @cached_property
    def effective_size(self) -> float:
        """How many equally likely words it counts as: the total weight squared over the sum
        of squared weights (2 ** its collision entropy): its words when they weigh the same,
        hardly more than its listed words when a long tail of unlikely ones comes along."""
        squares = sum(len(a) * weight * weight for weight, a in self.classes)
        return self.total**2 / squares if squares else 0.0

    @cached_property
    def entropy(self) -> float:
        """The bits it would take to know the answer: log2 of the words when uniform."""
        if not self.total:
            return 0.0
        spread = sum(len(a) * weight * math.log2(weight) for weight, a in self.classes)
        return math.log2(self.total) - spread / self.total

    def spread(self, masses) -> float:
        """The sum of m log2 m over groups of these masses."""
        if self.uniform and self.classes:
            return sum(map(self.classes[0][1].size_log_size.__getitem__, masses))
        return sum(m * math.log2(m) for m in masses if m)

    def split(self, guess: Word) -> dict[Pattern, tuple[int, int]]:
        """For each pattern `guess` can show: (the weight of its words, how many they are)."""
        groups: dict[Pattern, tuple[int, int]] = {}
        for weight, answers in self.classes:
            for pattern, count in tally(answers.row(guess)).items():
                mass, size = groups.get(pattern, (0, 0))
                groups[pattern] = (mass + weight * count, size + count)
        return groups

    def masses(self, guess: Word) -> list[int]:
        """The weight of each group `guess` splits the words into."""
        if self.uniform:
            return list(tally(self.classes[0][1].row(guess)).values()) if self.classes else []
        return [mass for mass, _ in self.split(guess).values()]

    @cached_property
    def letter_counts(self) -> dict[tuple[int, str], int]:
        """The weight of the words with letter c at position p, by (p, c)."""
        return _weighed(self.classes, "letter_counts")

    @cached_property
    def copies_counts(self) -> dict[str, tuple[int, ...]]:
        """For each letter, the weight of the words with 0, 1, ... 5 copies of it."""
        counts = {}
        for c in LETTERS:
            parts = [[weight * k for k in a.copies_counts[c]] for weight, a in self.classes]
            counts[c] = tuple(map(sum, zip(*parts)))
        return counts


def _weighed(classes, name: str) -> dict:
    total: Counter = Counter()
    for weight, answers in classes:
        for key, count in getattr(answers, name).items():
            total[key] += weight * count
    return dict(total)


@cache
def listed_weight(words: WordList, share: float = OFF_LIST) -> int:
    """What a listed word weighs against another valid word's likelihood weight."""
    weights = likelihood().weight
    others = sum(weights(w) for w in play_guesses(words).words if w not in words.members)
    if not others or not share:
        return 1
    return max(1, round((1 - share) / len(words) * others / share))


def pool_after(knowledge: Knowledge, words: WordList, share: float = OFF_LIST) -> Pool:
    """The answers possible once `knowledge` is known, weighed by the model."""
    listed = candidates(knowledge, words)
    valid = play_guesses(words)
    others = [w for w in candidates(knowledge, valid) if w not in words.members]
    return _pool(words, listed, others, share)


@cache
def opening_pool(words: WordList, share: float = OFF_LIST) -> Pool:
    """The answers possible before any guess: every valid word, weighed (built once)."""
    others = [w for w in play_guesses(words).words if w not in words.members]
    if not others or not share:
        return Pool.of_list(words)
    return _pool(words, list(words.words), others, share)


def weigh(words: WordList, candidates: Sequence[Word], share: float = OFF_LIST) -> Pool:
    """Words that fit a game, weighed by the model for the list `words`."""
    listed = [w for w in candidates if w in words.members]
    return _pool(words, listed, [w for w in candidates if w not in words.members], share)


def _pool(words: WordList, listed: list[Word], others: list[Word], share: float) -> Pool:
    if not share:
        return Pool.of(listed, listed=listed)
    heavy = listed_weight(words, share)
    weights = [heavy] * len(listed) + [likelihood().weight(w) for w in others]
    return Pool.of([*listed, *others], weights, listed)
