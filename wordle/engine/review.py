"""The review of a played game, step by step, the way WordleBot closes a game.

For each guess: what it could be expected to do (bits, answers left on average) against
the best guess there; its skill, 0-99, from how it ranked among all allowed guesses (the
share of the others that expect strictly less, a possible answer counting its chance to
win now); its luck, what it actually gained against what it could expect, in bits; the
guess the bot would have played; and whether hard mode would have refused it. Then, for
a solved game, the bot's own game for that answer.

When no word of the list is left after a guess (the NYT picks some answers beyond every
list), the guesses after it are judged over the valid words that fit, each weighed by its
likelihood (`candidates.answers_left`), and the review says from which step.
"""

import math
from collections.abc import Generator, Sequence
from dataclasses import dataclass

from .bot import Bot
from .candidates import answers_left
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
    before: int  # the answers possible before it, and after (distinct words)
    after: int
    weight_before: int  # the same weighed by likelihood beyond the list (else the counts)
    weight_after: int
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
        """Bits actually gained: log2(before / after), weighed as the expected bits are; None
        when no answer is left."""
        return math.log2(self.weight_before / self.weight_after) if self.weight_after else None

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
    off_list_after: int | None = None  # the step after which no listed answer was left

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
        if self.off_list_after is not None:
            text += (
                f". No listed answer was left after guess {self.off_list_after}: from there on, "
                "judged over the valid words that fit, weighed by how likely each is"
            )
        return text

    def as_dict(self) -> dict:
        return {
            "answer": self.answer,
            "steps": [s.as_dict() for s in self.steps],
            "skill": self.skill,
            "luck": self.luck,
            "summary": self.summary(),
            "off_list_after": self.off_list_after,
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
    game is impossible; with no valid word left, the steps up to there are reviewed."""
    knowledge_of(steps)  # a contradiction is reported before any work
    remaining = tuple(bot.answers.words)
    reviews, off_list_after = [], None
    for number in range(1, len(steps) + 1):
        if not remaining:
            break
        after = answers_left(knowledge_of(steps[:number]), bot.answers)
        reviews.append((yield from _step_review(steps, number, remaining, after, bot)))
        beyond = after and after[0] not in bot.answers and number < len(steps)
        if beyond and off_list_after is None:
            off_list_after = number
        remaining = after
    solved = bool(steps) and steps[-1].pattern == SOLVED
    answer = steps[-1].guess if solved else None
    bot_line = bot.play(answer) if solved else []
    return Review(reviews, answer, bot_line, off_list_after)


def _step_review(
    steps: Sequence[Step],
    number: int,
    remaining: tuple[Word, ...],
    after: tuple[Word, ...],
    bot: Bot,
):
    """One guess judged against the answers left before and after it (cooperative work)."""
    step = steps[number - 1]
    guesses = bot.allowed_guesses(steps[: number - 1])
    scores = bot.opening_scores if number == 1 else None  # hard mode allows all then
    if scores is not None:
        place = opening_standing(step.guess, bot.answers, bot.guesses, scores)
    else:
        place = yield from standing(step.guess, remaining, guesses)
    [best] = yield from ranking(remaining, guesses, 1)
    bot_guess = bot.guess_for(steps[: number - 1], remaining)
    broken = hard_mode_breaks(step.guess, hard_mode_rules(steps[: number - 1]))
    if step.pattern == SOLVED:
        after = (step.guess,)  # won: one answer left, on the list or not
    return StepReview(
        number,
        step,
        len(set(remaining)),
        len(set(after)),
        len(remaining),
        len(after),
        place,
        best,
        bot_guess,
        tuple(broken),
    )


def review(steps: Sequence[Step], bot: Bot) -> Review:
    """The review of a game, all at once."""
    return finish(reviewing(steps, bot))
