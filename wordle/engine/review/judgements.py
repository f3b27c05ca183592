"""The review of a played game as its results: each guess judged (`StepReview`) and the whole
game (`Review`), for people (`Review.summary`) and for programs (`as_dict`). `reviewing` judges
a game; `reasons` puts a step in words."""

import math
from dataclasses import dataclass

from ..answers.explain import Split
from ..answers.pool import OFF_LIST
from ..rules.notation import Step, format_colour_letters
from ..rules.score import Word
from ..search.bot import MAX_GUESSES
from ..search.places import Place
from ..search.suggest import Suggestion
from .reasons import (
    BOT_HOW,
    at_odds,
    bot_plays,
    luck_score_words,
    luck_words,
    reason,
    skill_words,
)


@dataclass(frozen=True)
class StepReview:
    """One guess of a played game, judged."""

    number: int
    step: Step
    before: int  # the list's words still possible before it, and after (the grid's counts)
    after: int
    valid_before: int  # the valid words that fit before it, and after (the list's included)
    valid_after: int
    weight_before: int  # the answers judged over (the list's words or, once none is left,
    weight_after: int  # the valid words that fit), weighed by likelihood beyond the list
    played: Suggestion  # its expected bits and answers left
    best: Suggestion  # the same for the best guess (fewest guesses expected)
    place: Place
    split: Split  # how it split the answers possible before it, and the best guess
    best_split: Split
    luck: float  # guesses: those expected after it, less those its colours left to need
    bot_guess: Word
    bot_on_tree: bool  # whether the bot's guess is the optimal tree's
    hard_mode_breaks: tuple[str, ...]
    best_worst: int | None = None  # the most guesses the best could take, when so many that
    # the bot would not play it (`bot_why`)
    odds: tuple[float, float] = (0.0, 0.0)  # the chances its colours would have left more to
    # do than they did, and less (`finish.outcomes`; within SAME_NEED, as much)

    @property
    def skill(self) -> int:
        return self.place.skill

    @property
    def rank(self) -> int:
        return self.place.rank

    @property
    def rank_text(self) -> str:
        """Its rank as people read it: "~7,600" when estimated (a guess far down a step,
        `places._better_below`)."""
        return ("" if self.place.rank_exact else "~") + f"{self.rank:,}"

    @property
    def bot_why(self) -> str:
        """Why the bot would not play the best guess, when it would not: the best could
        take more guesses than are left."""
        if self.best_worst is None:
            return ""
        left = MAX_GUESSES - self.number + 1
        best, bot = self.place.best.upper(), self.bot_guess.upper()
        return (
            f"{best} expects fewer guesses but could take {self.best_worst} to finish, more "
            f"than the {left} left; {bot} never takes more."
        )

    @property
    def gained(self) -> float | None:
        """Bits actually gained: log2(before / after), weighed as the expected bits are; None
        when no answer is left."""
        return math.log2(self.weight_before / self.weight_after) if self.weight_after else None

    @property
    def off_list(self) -> bool:
        """Whether no word of the list was left before it: judged over the valid words."""
        return self.before == 0

    @property
    def judged(self) -> tuple[int, int, str]:
        """The answers it was judged over, before and after it, and what they are: the list's
        words, or once none is left, the valid words that fit."""
        if self.off_list:
            return self.valid_before, self.valid_after, "valid words"
        return self.before, self.after, "answers"

    @property
    def luck_words(self) -> str:
        return luck_words(self.luck)

    @property
    def luck_score(self) -> int:
        """Luck out of 99, as players know it: where its colours stand among those it could
        show, by what they leave to do: the chance of worse, and half that of as much."""
        more, less = self.odds
        return round(99 * (more + (1 - more - less) / 2))

    @property
    def reason(self) -> str:
        """A sentence or two on the guess, as a player would say it."""
        return reason(self)

    def as_dict(self) -> dict:
        return {
            "guess": self.step.guess,
            "pattern": format_colour_letters(self.step.pattern),
            "remaining": self.after,
            "before": self.before,
            "valid_remaining": self.valid_after,
            "valid_before": self.valid_before,
            "bits": self.played.bits,
            "expected_remaining": self.played.expected_remaining,
            "gained": self.gained,
            "expected_guesses": self.place.expected,
            "best": {
                **self.best.as_dict(),
                "expected_guesses": self.place.best_expected,
                "could_take": self.best_worst,
            },
            "best_expected_guesses": self.place.best_expected,
            "lost": self.place.lost,
            "exact": self.place.exact,
            "bot": self.bot_guess,
            "bot_plays": bot_plays(self.bot_on_tree),
            "skill": self.skill,
            "rank": self.rank,
            "rank_exact": self.place.rank_exact,
            "tree": self.place.tree,
            "ranked": self.place.total,
            "luck": self.luck,
            "luck_words": self.luck_words,
            "luck_score": self.luck_score,
            "reason": self.reason,
            "hard_mode_breaks": list(self.hard_mode_breaks),
            "bot_why": self.bot_why,
        }


@dataclass(frozen=True)
class Review:
    """A whole game judged, with the bot's game for its answer when that is known."""

    steps: list[StepReview]
    answer: Word | None  # the answer, when solved or told
    bot_line: list[Step]
    off_list_after: int | None = None  # the step after which no listed answer was left
    solved: bool = False
    bot_on_tree: bool = False  # whether the bot's game is the optimal tree's
    beyond_list: str = ""  # the list's name, when the answer is known and not on it

    @property
    def skill(self) -> float:
        return sum(s.skill for s in self.steps) / len(self.steps) if self.steps else 0.0

    @property
    def luck(self) -> float:
        return sum(s.luck for s in self.steps)

    @property
    def luck_score(self) -> int:
        """The game's luck out of 99: the average of its guesses' luck out of 99, over the
        guesses whose colours could have left more or less to do (50 when none could)."""
        scores = [s.luck_score for s in self.steps if any(s.odds)]
        return round(sum(scores) / len(scores)) if scores else 50

    @property
    def lost(self) -> float:
        return sum(s.place.lost for s in self.steps)

    @property
    def expected_at_start(self) -> float | None:
        """The guesses best play expected before the first guess."""
        return self.steps[0].place.best_expected if self.steps else None

    def summary(self) -> str:
        """The closing line: steps, average skill, where the guesses went, the bot's count."""
        played = len(self.steps)
        if self.solved:
            outcome = f"solved in {played}"
        elif self.answer:
            outcome = f"{played} guesses, not solved (the answer: {self.answer.upper()})"
        else:
            outcome = f"{played} guesses, not solved"
        text = f"{outcome}; {self.scales()}"
        if self.steps:
            text += (
                f"; best play expected {self.expected_at_start:.2f} guesses from the start, "
                f"the choices cost {self.lost:.2f} guesses, {self.luck_in_guesses()}"
            )
            if at_odds(self.luck_score, self.luck):
                text += (
                    f" (luck {self.luck_score} of 99 weighs each guess's colours against "
                    "those it could have shown; in guesses, what they saved or cost in all)"
                )
        if self.bot_line:
            text += (
                f"; the bot solves {self.answer.upper()} in {len(self.bot_line)} "
                f"({bot_plays(self.bot_on_tree)})"
            )
        if self.beyond_list:
            text += (
                f". {self.answer.upper()} is not on the {self.beyond_list} list: every number "
                f"here gives words beyond it a {OFF_LIST:.0%} share in all, so it was a long shot"
            )
            if self.off_list_after is not None:
                text += f" until no listed answer was left, after guess {self.off_list_after}"
        elif self.off_list_after is not None:
            text += f". No listed answer was left after guess {self.off_list_after}"
        return text

    def scales(self) -> str:
        """Skill and luck out of 99 with their words, as the verdict and the cards say them."""
        skill = round(self.skill)
        return (
            f"skill {skill} of 99 ({skill_words(skill)}), "
            f"luck {self.luck_score} of 99 ({luck_score_words(self.luck_score)})"
        )

    def luck_in_guesses(self) -> str:
        """What luck saved or cost in guesses, in words."""
        if round(self.luck, 2) == 0:
            return "luck neither saved nor cost a guess"
        return f"luck {'saved' if self.luck > 0 else 'cost'} {abs(self.luck):.2f} guesses"

    def as_dict(self) -> dict:
        return {
            "answer": self.answer,
            "solved": self.solved,
            "steps": [s.as_dict() for s in self.steps],
            "skill": self.skill,
            "luck": self.luck,
            "lost": self.lost,
            "expected_at_start": self.expected_at_start,
            "summary": self.summary(),
            "off_list_after": self.off_list_after,
            "bot": [
                {"guess": s.guess, "pattern": format_colour_letters(s.pattern)}
                for s in self.bot_line
            ],
            "bot_plays": bot_plays(self.bot_on_tree) if self.bot_line else None,
        }

    @property
    def bot_how(self) -> str:
        """How the bot plays, in one sentence for the whole review: its optimal tree while a
        game stays on it (where it has one), its heuristic after."""
        return BOT_HOW[self.bot_on_tree or any(s.bot_on_tree for s in self.steps)]
