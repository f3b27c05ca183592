"""A finished game's verdict, the first thing read of its review: how it ended, on which list
and in which mode, its skill and luck each on its scale with a word, and the bot's count for
the same answer. The terminal prints `Verdict.text`; the page draws `as_dict`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..lists.names import list_label
from ..rules.score import MAX_GUESSES
from .reasons import luck_score_words, skill_words

if TYPE_CHECKING:
    from .judgements import Review


@dataclass(frozen=True)
class Verdict:
    """A finished game in one line: solved in how many or not, the list, hard mode (and the
    guesses that broke it), skill and luck out of 99, the bot's guesses for its answer."""

    played: int
    solved: bool
    list_name: str
    hard: bool
    broke_hard: tuple[int, ...]  # the guesses that broke hard mode's rules
    skill: int
    luck: int
    bot: int | None  # the bot's guesses for the same answer, when the answer is known
    off_list: bool = False  # solved by a valid word not on the list

    @property
    def outcome(self) -> str:
        """Solved in how many (and off the list, when it was) or not: never the answer."""
        if self.solved:
            return f"Solved in {self.played}" + (", off the list" if self.off_list else "")
        return f"Not solved in {self.played}"

    def outcome_with(self, answer: str) -> str:
        """`outcome`, saying the answer where it was off the list (a game shown revealed)."""
        if self.solved and self.off_list and answer:
            return f"Solved in {self.played}: {answer.upper()}, not on the list"
        return self.outcome

    @property
    def mode(self) -> str:
        """The list and, when played in it, hard mode (and the guesses that broke it)."""
        broken = self.broken_by
        return f"{self.list_and_mode} ({broken})" if broken else self.list_and_mode

    @property
    def list_and_mode(self) -> str:
        """The list and, when played in it, hard mode."""
        said = list_label(self.list_name)
        return f"{said}, hard mode" if self.hard else said

    @property
    def broken_by(self) -> str:
        """The guesses that broke hard mode ("broken by guess 2, 4"), or ""."""
        if not (self.hard and self.broke_hard):
            return ""
        return "broken by guess " + ", ".join(str(n) for n in self.broke_hard)

    @property
    def skill_text(self) -> str:
        return f"skill {self.skill} of 99: {skill_words(self.skill)}"

    @property
    def luck_text(self) -> str:
        return f"luck {self.luck} of 99: {luck_score_words(self.luck)}"

    @property
    def bot_text(self) -> str:
        if self.bot is None:
            return ""
        return f"the bot: {self.bot} {'guess' if self.bot == 1 else 'guesses'}"

    def text(self, answer: str = "") -> str:
        """Two lines: the outcome (`outcome_with` the answer, when given) with list and mode;
        skill, luck and the bot."""
        numbers = [self.skill_text, self.luck_text] + ([self.bot_text] if self.bot_text else [])
        return f"{self.outcome_with(answer)} · {self.mode}\n" + " · ".join(numbers)

    def as_dict(self) -> dict:
        return {
            "outcome": self.outcome,
            "played": self.played,
            "solved": self.solved,
            "list": self.list_name,
            "list_label": list_label(self.list_name),
            "hard": self.hard,
            "broke_hard": list(self.broke_hard),
            "skill": self.skill,
            "skill_words": skill_words(self.skill),
            "luck": self.luck,
            "luck_words": luck_score_words(self.luck),
            "bot": self.bot,
            "off_list": self.off_list,
            "text": self.text(),
        }


def verdict_of(review: Review, list_name: str, hard: bool) -> Verdict | None:
    """The verdict of a finished game: solved, six guesses played, or its answer told. None
    for a game still being played."""
    played = len(review.steps)
    if not (review.solved or review.answer or played >= MAX_GUESSES):
        return None
    return Verdict(
        played=played,
        solved=review.solved,
        list_name=list_name,
        hard=hard,
        broke_hard=tuple(s.number for s in review.steps if s.hard_mode_breaks),
        skill=round(review.skill),
        luck=review.luck_score,
        bot=len(review.bot_line) if review.bot_line else None,
        off_list=review.solved and bool(review.beyond_list),
    )
