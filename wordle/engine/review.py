"""The review of a played game, step by step, the way WordleBot closes a game.

For each guess: what it could be expected to do (bits, answers left on average) against
the best guess there; its skill, 0-99, from how it ranked among all allowed guesses (the
share of the others that expect strictly less, a possible answer counting its chance to
win now); its luck, what it actually gained against what it could expect, in bits; the
guess the bot would have played; and whether hard mode would have refused it. Then, for
a solved game, the bot's own game for that answer.
"""

import math
from collections.abc import Generator, Sequence
from dataclasses import dataclass

from .bot import Bot
from .candidates import candidates
from .hardmode import hard_mode_breaks, hard_mode_rules
from .knowledge import knowledge_of
from .notation import Step, format_colour_letters
from .openings import opening_standing
from .score import SOLVED, Word
from .suggest import Standing, Suggestion, finish, ranking, standing

LUCK_WORDS = ((1.5, "very lucky"), (0.5, "lucky"), (-0.5, "as expected"), (-1.5, "unlucky"))


@dataclass(frozen=True)
class StepReview:
    """One guess of a played game, judged."""

    number: int
    step: Step
    before: int
    after: int
    standing: Standing
    best: Suggestion
    bot_guess: Word
    hard_mode_breaks: tuple[str, ...]

    @property
    def played(self) -> Suggestion:
        return self.standing.played

    @property
    def skill(self) -> int:
        return self.standing.skill

    @property
    def gained(self) -> float | None:
        """Bits actually gained: log2(before / after); None when no answer is left."""
        return math.log2(self.before / self.after) if self.after else None

    @property
    def luck(self) -> float:
        """Bits gained beyond what the guess could expect (negative: fewer)."""
        return (self.gained or 0.0) - self.played.bits

    @property
    def luck_words(self) -> str:
        return luck_words(self.luck)

    def as_dict(self) -> dict:
        return {
            "guess": self.step.guess,
            "pattern": format_colour_letters(self.step.pattern),
            "remaining": self.after,
            "before": self.before,
            "bits": self.played.bits,
            "expected_remaining": self.played.expected_remaining,
            "gained": self.gained,
            "best": self.best.as_dict(),
            "bot": self.bot_guess,
            "skill": self.skill,
            "rank": self.standing.rank,
            "luck": self.luck,
            "luck_words": self.luck_words,
            "hard_mode_breaks": list(self.hard_mode_breaks),
        }


@dataclass(frozen=True)
class Review:
    """A whole game judged, with the bot's game for the same answer when it was solved."""

    steps: list[StepReview]
    answer: Word | None
    bot_line: list[Step]

    @property
    def skill(self) -> float:
        return sum(s.skill for s in self.steps) / len(self.steps) if self.steps else 0.0

    @property
    def luck(self) -> float:
        return sum(s.luck for s in self.steps)

    def summary(self) -> str:
        """The closing line: steps, average skill, luck, and the bot's count."""
        played = len(self.steps)
        outcome = f"solved in {played}" if self.answer else f"{played} guesses, not solved"
        text = (
            f"{outcome}; average skill {self.skill:.0f}; "
            f"luck {self.luck:+.1f} bits ({luck_words(self.luck / max(1, played))})"
        )
        if self.bot_line:
            text += f"; the bot solves {self.answer.upper()} in {len(self.bot_line)}"
        return text

    def as_dict(self) -> dict:
        return {
            "answer": self.answer,
            "steps": [s.as_dict() for s in self.steps],
            "skill": self.skill,
            "luck": self.luck,
            "summary": self.summary(),
            "bot": [
                {"guess": s.guess, "pattern": format_colour_letters(s.pattern)}
                for s in self.bot_line
            ],
        }


def luck_words(bits: float) -> str:
    for threshold, words in LUCK_WORDS:
        if bits >= threshold:
            return words
    return "very unlucky"


def reviewing(steps: Sequence[Step], bot: Bot) -> Generator[None, None, Review]:
    """The review of a game (cooperative work: yields now and then). Contradiction if the
    game is impossible; with no candidates left, the steps up to there are reviewed."""
    knowledge_of(steps)  # a contradiction is reported before any work
    remaining = tuple(bot.answers.words)
    reviews = []
    for number, step in enumerate(steps, start=1):
        if not remaining:
            break
        guesses = bot.allowed_guesses(steps[: number - 1])
        scores = bot.opening_scores if number == 1 else None  # hard mode allows all then
        if scores is not None:
            place = opening_standing(step.guess, bot.answers, bot.guesses, scores)
        else:
            place = yield from standing(step.guess, remaining, guesses)
        [best] = yield from ranking(remaining, guesses, 1)
        bot_guess = bot.guess_for(steps[: number - 1], remaining)
        broken = hard_mode_breaks(step.guess, hard_mode_rules(steps[: number - 1]))
        after = tuple(candidates(knowledge_of(steps[:number]), bot.answers))
        review = StepReview(
            number, step, len(remaining), len(after), place, best, bot_guess, tuple(broken)
        )
        reviews.append(review)
        remaining = after
    solved = bool(steps) and steps[-1].pattern == SOLVED
    answer = steps[-1].guess if solved else None
    bot_line = bot.play(answer) if solved and answer in bot.answers else []
    return Review(reviews, answer, bot_line)


def review(steps: Sequence[Step], bot: Bot) -> Review:
    """The review of a game, all at once."""
    return finish(reviewing(steps, bot))
