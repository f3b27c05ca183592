"""Games like people play, for the games benchmark (`bench_games.py`): simulated players of
several strengths, each against answers drawn from the word lists, seeded and deterministic.

The players use the engine's cheap pieces only (the scoring rule, the candidates' filter, the
likelihood, hard mode's rules), never its search, so 500 games take a second or two:

- strong: a good opener (SALET, CRANE, TRACE, SLATE), then one of the few words left that
  cover the most common letters among the words left;
- frequency: a common word, then the likeliest valid word that fits every colour so far;
- hard mode: every guess hard mode allows, now and then one that is not a possible answer
  but tries new letters; reviewed in hard mode;
- weak: an unusual opener (FUZZY, JAZZY), then words that keep the greens but ignore the
  yellows (and now and then the greys too), as close as can be to the last guess (_ATCH);
  often lost, and then reviewed with its answer told;
- off list: a strong or a frequency player whose answer is a word the NYT has used or may
  use that is not on the classic list, played and reviewed on the classic list.

Most games are on the classic list (`answers`); a quarter of the others on the NYT's
(`nyt`, every valid guess), their answers drawn from the NYT's answers. `SLOW_GAME`, the
weak game known to be slow to review, is kept beside them.
"""

import heapq
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from operator import eq

from wordle.engine.answers.candidates import candidates
from wordle.engine.answers.hardmode import hard_mode_guesses
from wordle.engine.answers.likelihood import Likelihood, likelihood
from wordle.engine.lists.names import ANSWERS, NYT, NYT_ANSWERS
from wordle.engine.lists.words import WordList, word_list
from wordle.engine.rules.fitting import fitting
from wordle.engine.rules.knowledge import Knowledge, knowledge_of
from wordle.engine.rules.notation import Step, format_step, parse_steps
from wordle.engine.rules.score import GREEN, GREY, MAX_GUESSES, SOLVED, Word, colours, feedback

Steps = Sequence[Step]

SEED = 83  # the number: the games of a default run
GAMES = 500
STRONG, FREQUENCY, HARD, WEAK, OFF_LIST = "strong", "frequency", "hard mode", "weak", "off list"
SHARES = {STRONG: 0.30, FREQUENCY: 0.25, HARD: 0.15, WEAK: 0.20, OFF_LIST: 0.10}
KINDS = tuple(SHARES)
NYT_SHARE = 0.25  # of the games not off the list: on the NYT's list, not the classic one
LISTED = 24  # a likelihood score from here up: a word on one of the answer lists
FEW = 3  # the strong player picks among the best few words left

STRONG_OPENERS = ("salet", "crane", "trace", "slate")
HARD_OPENERS = ("slate", "crane", "stare", "raise", "arise", "adieu", "audio", "roate")
WEAK_OPENERS = ("fuzzy", "jazzy", "pizza", "mummy", "queue", "fluff", "jiffy", "puppy", "kayak")
COMMON_OPENERS = 100  # the frequency player opens with one of the likeliest words


@dataclass(frozen=True)
class Game:
    """A game played: who played it, on which list, in which mode, for which answer."""

    player: str
    words: str  # the list it was played on and is reviewed on
    answer: Word
    steps: tuple[Step, ...]
    hard: bool = False

    @property
    def lost(self) -> bool:
        return self.steps[-1].pattern != SOLVED

    @property
    def text(self) -> str:
        """The game as `wordle review` takes it: its steps, and its options."""
        parts = [format_step(step) for step in self.steps]
        parts += [f"--answer {self.answer.upper()}"] if self.lost else []
        parts += ["--hard"] if self.hard else []
        parts += [f"--words {self.words}"] if self.words != ANSWERS else []
        return " ".join(parts)

    def as_dict(self) -> dict:
        return {
            "player": self.player,
            "words": self.words,
            "hard": self.hard,
            "answer": self.answer,
            "lost": self.lost,
            "steps": [format_step(step) for step in self.steps],
        }


SLOW_GAME = Game(  # the weak game the review was once slow on (the classic list, told TEARY)
    "known slow",
    ANSWERS,
    "teary",
    tuple(parse_steps("FUZZY=....Y JAZZY=.a..Y PIZZA=....a BUZZY=....Y FIZZY=....Y JIFFY=....Y")),
)


def played(choose: Callable[[Steps], Word], answer: Word) -> tuple[Step, ...]:
    """The steps of a game where `choose` picks each guess, until solved or six guesses."""
    steps: list[Step] = []
    while len(steps) < MAX_GUESSES and not (steps and steps[-1].pattern == SOLVED):
        guess = choose(steps)
        steps.append(Step(guess, feedback(guess, answer)))
    return tuple(steps)


def letter_counts(words: Sequence[Word]) -> Counter:
    """In how many of `words` each letter appears."""
    return Counter(letter for word in words for letter in set(word))


def coverage(word: Word, counts: Counter, known: frozenset = frozenset()) -> int:
    """How many of the words counted share each of `word`'s letters, new letters only."""
    return sum(counts[letter] for letter in set(word) - known)


def greens(steps: Steps) -> list[Word | None]:
    """The letter shown green at each position, if any."""
    fixed: list[Word | None] = [None] * 5
    for guess, pattern in steps:
        for position, colour in enumerate(colours(pattern)):
            if colour == GREEN:
                fixed[position] = guess[position]
    return fixed


def greys(steps: Steps) -> frozenset:
    """The letters only ever shown grey."""
    shown = {g for guess, p in steps for g, c in zip(guess, colours(p)) if c != GREY}
    return frozenset(letter for guess, _ in steps for letter in guess) - shown


def shown(steps: Steps) -> frozenset:
    """The letters shown green or yellow."""
    return frozenset(g for guess, p in steps for g, c in zip(guess, colours(p)) if c != GREY)


def alike(word: Word, other: Word) -> int:
    """The positions where two words have the same letter."""
    return sum(map(eq, word, other))


@dataclass(frozen=True)
class Players:
    """The players' moves, given the lists they know and the words' likelihood."""

    valid: WordList  # every valid guess: the NYT's 14,855
    common: WordList  # the words a weak player thinks of: the classic answers
    odds: Likelihood
    kept: dict = field(default_factory=dict, compare=False, repr=False)  # `fitting`'s

    @classmethod
    def shipped(cls) -> "Players":
        return cls(word_list(NYT), word_list(ANSWERS), likelihood())

    @cached_property
    def common_openers(self) -> list[Word]:
        """The frequency player's openers: the likeliest words."""
        return self.odds.most_likely_first(self.common)[:COMMON_OPENERS]

    def left(self, steps: Steps, words: WordList) -> list[Word]:
        """The words of the list that fit every colour, else the valid words that do."""
        return self.fitting(tuple(steps), words) or self.fitting(tuple(steps), self.valid)

    def fitting(self, steps: tuple[Step, ...], words: WordList) -> list[Word]:
        """The words of `words` that fit every colour, worked out a step at a time and kept
        (the games share their first steps)."""
        key = (steps, words.name)
        if key not in self.kept and len(steps) <= 1:  # the whole list: by its bitsets
            self.kept[key] = candidates(knowledge_of(list(steps)), words)
        elif key not in self.kept:
            self.kept[key] = fitting(steps[-1], self.fitting(steps[:-1], words))
        return self.kept[key]

    def listed(self, words: list[Word]) -> list[Word]:
        """Those of `words` on an answer list, if any are: a good player's picks."""
        return [w for w in words if self.odds.score(w) >= LISTED] or words

    def best_few(self, words: list[Word], rng: random.Random) -> Word:
        """One of the few words that cover the most common letters among `words`."""
        counts = letter_counts(words)
        ranked = sorted(self.listed(words), key=lambda w: (-coverage(w, counts), w))[:FEW]
        return rng.choices(ranked, weights=(6, 3, 1)[: len(ranked)])[0]

    def strong(self, steps: Steps, words: WordList, rng: random.Random) -> Word:
        if not steps:
            return rng.choice(STRONG_OPENERS)
        return self.best_few(self.left(steps, words), rng)

    def frequency(self, steps: Steps, words: WordList, rng: random.Random) -> Word:
        if not steps:
            return rng.choice(self.common_openers)
        likeliest = heapq.nsmallest(2, self.fitting(tuple(steps), self.valid), key=self.odds.key)
        return rng.choices(likeliest, weights=(3, 1)[: len(likeliest)])[0]

    def hard(self, steps: Steps, words: WordList, rng: random.Random) -> Word:
        if not steps:
            return rng.choice(HARD_OPENERS)
        left = self.left(steps, words)
        if len(left) > 2 and rng.random() < 0.3:  # new letters, as hard mode allows
            counts, known, played = letter_counts(left), shown(steps), {g for g, _ in steps}
            allowed = [w for w in hard_mode_guesses(steps, self.valid) if w not in played]
            return max(allowed, key=lambda w: (coverage(w, counts, known), self.odds.score(w)))
        return self.best_few(left, rng)

    def weak(self, steps: Steps, words: WordList, rng: random.Random) -> Word:
        played = [g for g, _ in steps]
        if not steps or (len(steps) == 1 and rng.random() < 0.4):
            return rng.choice([w for w in WEAK_OPENERS if w not in played])
        heeded = Knowledge(fixed=greens(steps))  # the greens, and now and then the greys
        if rng.random() < 0.5:
            heeded.max_count = dict.fromkeys(greys(steps), 0)
        tries = [w for w in candidates(heeded, self.common) if w not in played]
        tries = tries or [w for w in self.common if w not in played]
        closeness = [alike(w, played[-1]) for w in tries]
        closest = max(closeness)
        return rng.choice([w for w, c in zip(tries, closeness) if c == closest])

    def move(self, kind: str) -> Callable[[Steps, WordList, random.Random], Word]:
        """How a player of that kind picks a guess (an off-list game: a strong player's)."""
        return {
            STRONG: self.strong,
            FREQUENCY: self.frequency,
            HARD: self.hard,
            WEAK: self.weak,
            OFF_LIST: self.strong,
        }[kind]


def schedule(count: int, rng: random.Random) -> list[str]:
    """The kind of player of each game, in the shares of `SHARES`, shuffled."""
    kinds = [kind for kind in KINDS for _ in range(round(count * SHARES[kind]))]
    kinds = (kinds + [STRONG] * count)[:count]
    rng.shuffle(kinds)
    return kinds


def off_list_answers() -> list[Word]:
    """Answers the NYT has used or may use that are not on the classic list."""
    return [w for w in word_list(NYT_ANSWERS) if w not in word_list(ANSWERS)]


def games(seed: int = SEED, count: int = GAMES, players: Players | None = None) -> list[Game]:
    """`count` games of every kind of player, the same for the same seed."""
    rng, players = random.Random(seed), players or Players.shipped()
    beyond = off_list_answers()
    played_games = []
    for kind in schedule(count, rng):
        on_nyt = kind != OFF_LIST and rng.random() < NYT_SHARE
        words = word_list(NYT if on_nyt else ANSWERS)
        if kind == OFF_LIST:
            answer = rng.choice(beyond)
            move = players.move(rng.choice((STRONG, FREQUENCY)))
        else:
            answer = rng.choice(word_list(NYT_ANSWERS if on_nyt else ANSWERS).words)
            move = players.move(kind)
        steps = played(lambda steps, w=words, m=move: m(steps, w, rng), answer)
        played_games.append(Game(kind, words.name, answer, steps, hard=kind == HARD))
    return played_games
