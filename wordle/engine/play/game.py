"""A game of Wordle against a hidden answer: six rounds, each guess checked, then scored.

The one object a page or a terminal keeps: `Game`. `Game.guess(word)` returns the new
`Step`, or a `Rejection` saying why the word uses no round (not a word, not in the list
of valid guesses, breaks hard mode, the game is over). Nothing here reads input, prints,
or picks at random on its own: the word lists and a `random.Random` come in as arguments.

A challenge code names an answer for a partner without spelling it: see `challenge_code`.

>>> game = Game("crane", WordList("tiny", ("crane", "salty", "track")))
>>> game.guess("slate")
Rejection(word='slate', reason='not in the word list (tiny)')
>>> game.guess("track")  # .RAc.
Step(guess='track', pattern=51)
>>> game.letters["t"], game.letters["c"], game.letters["r"], game.letters["e"]
('absent', 'present', 'correct', 'unused')
>>> game_solved([game.guess("crane")]), game.is_won, game.is_over
(True, True, True)
"""

import random
import string
from dataclasses import dataclass, field
from typing import NamedTuple

from ..answers.hardmode import hard_mode_breaks, hard_mode_rules
from ..links.codes import CODE_DIGITS, code_digits, digits_of, number_of
from ..lists.names import ALLOWED, NYT
from ..lists.words import NAMES, WordList
from ..rules.fitting import letter_colours
from ..rules.notation import NotationError, Step, parse_word
from ..rules.score import MAX_GUESSES, Word, feedback, game_solved

WORDLES_LISTS = (NYT, ALLOWED)  # the guesses Wordle accepts (today's, the original's):
# "not in the word list", as Wordle says; another list is named
UNUSED, ABSENT, PRESENT, CORRECT = "unused", "absent", "present", "correct"
LETTER_STATES = (ABSENT, PRESENT, CORRECT)  # indexed by a tile's colour: grey, yellow, green


@dataclass(frozen=True)
class Rejection:
    """A guess refused without using a round: the word as given and why."""

    word: str
    reason: str

    def __str__(self) -> str:
        shown = self.word.strip().upper() or "(nothing)"
        return f"{shown if len(shown) <= 20 else shown[:17] + '...'}: {self.reason}"


@dataclass
class Game:
    """One game: the answer, the valid guesses, hard mode or not, and the steps so far.

    The answer itself is always a valid guess, even when `guesses` lacks it.
    """

    answer: Word = field(repr=False)
    guesses: WordList = field(repr=False)
    hard: bool = False
    steps: list[Step] = field(default_factory=list)

    def __post_init__(self):
        if parse_word(self.answer) != self.answer:
            raise ValueError(f"the answer {self.answer!r} is not five lowercase letters a-z")

    @property
    def is_won(self) -> bool:
        return game_solved(self.steps)

    @property
    def is_over(self) -> bool:
        return self.is_won or len(self.steps) >= MAX_GUESSES

    @property
    def rounds_left(self) -> int:
        return 0 if self.is_over else MAX_GUESSES - len(self.steps)

    @property
    def letters(self) -> dict[str, str]:
        """The keyboard: every letter a-z and its best state so far, never going down."""
        return letter_states(self.steps)

    def rejection(self, word: str) -> str | None:
        """Why `word` cannot be played now, or None when it can."""
        if self.is_over:
            return f"the game is over ({'won' if self.is_won else 'lost'})"
        try:
            guess = parse_word(word)
        except NotationError as error:
            return error.reason.replace("a word has", "a guess has")
        if guess not in self.guesses and guess != self.answer:
            named = "" if self.guesses.name in WORDLES_LISTS else f" ({self.guesses.name})"
            return "not in the word list" + named
        if self.hard:
            broken = hard_mode_breaks(guess, hard_mode_rules(self.steps))
            if broken:
                return "hard mode: " + "; ".join(broken)
        return None

    def guess(self, word: str) -> Step | Rejection:
        """Play `word`: its step (one round used), or why it was refused (no round used)."""
        reason = self.rejection(word)
        if reason:
            return Rejection(word, reason)
        guess = parse_word(word)
        step = Step(guess, feedback(guess, self.answer))
        self.steps.append(step)
        return step


def new_game(answers: WordList, guesses: WordList, rng: random.Random, hard: bool = False) -> Game:
    """A game whose answer `rng` picks from `answers` (the same seed, the same answer)."""
    return Game(rng.choice(answers.words), guesses, hard)


def letter_states(steps: list[Step]) -> dict[str, str]:
    """Every letter a-z: unused, absent, present or correct (its best colour so far)."""
    best = letter_colours(steps)
    return {
        letter: LETTER_STATES[best[letter]] if letter in best else UNUSED
        for letter in string.ascii_lowercase
    }


# --- challenge codes ---------------------------------------------------------------
#
# A code is five characters of Crockford's base 32 (digits and letters but I, L, O, U),
# read in any case, with O taken as 0 and I, L as 1. It stands for the number
# index * 4 + list, where list is the shipped list's place in `words.NAMES`, put through
# an affine scramble modulo 32**5 (multiply by an odd number, add an offset), so that
# neighbouring answers get unrelated codes and a mistyped code almost never decodes.

CODE_LENGTH = 5
CODE_SPACE = len(CODE_DIGITS) ** CODE_LENGTH
MULTIPLIER, OFFSET = 19_088_743, 11_062_109
UNSCRAMBLE = pow(MULTIPLIER, -1, CODE_SPACE)
MOST_WORDS = 2**14  # a list longer than this cannot be challenged from


class ChallengeError(ValueError):
    """A string that is not a challenge code, or a code for another list."""


class Challenge(NamedTuple):
    """What a challenge code stands for: a shipped list's name and the answer's place in it."""

    words: str
    index: int

    def answer(self, answers: WordList) -> Word:
        """The answer in `answers`, which must be the list named `words`."""
        if answers.name != self.words:
            raise ChallengeError(f"the code is for the {self.words} list, not {answers.name}")
        if self.index >= len(answers):
            raise ChallengeError(f"not a challenge code: no answer {self.index + 1:,} in the list")
        return answers[self.index]


def challenge_code(answer: Word, answers: WordList) -> str:
    """A code naming `answer` in the shipped list `answers` without spelling it: ``7K2QX``."""
    if answers.name not in NAMES or len(answers) > MOST_WORDS:
        raise ChallengeError(f"no challenge codes for the {answers.name} list")
    if answer not in answers:
        raise ChallengeError(f"{answer.upper()} is not in the {answers.name} list")
    number = (answers.index[answer] * len(NAMES) + NAMES.index(answers.name)) * MULTIPLIER
    number = (number + OFFSET) % CODE_SPACE
    return digits_of(number, CODE_LENGTH)


def read_challenge(code: str) -> Challenge:
    """The list and index a challenge code stands for; ChallengeError if it is not one."""
    text = code_digits(code.strip())
    if len(text) != CODE_LENGTH or any(c not in CODE_DIGITS for c in text):
        raise ChallengeError(
            f"{code.strip()[:20]!r} is not a challenge code: expected {CODE_LENGTH} letters "
            "and digits"
        )
    index, words = divmod((number_of(text) - OFFSET) * UNSCRAMBLE % CODE_SPACE, len(NAMES))
    if index >= MOST_WORDS:
        raise ChallengeError(f"{code.strip()!r} is not a challenge code (mistyped?)")
    return Challenge(NAMES[words], index)
