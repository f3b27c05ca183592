"""What the review says of a step, in words: why a guess was or was not the best, what its
colours left against the odds, its luck, and how the bot plays. A step is a `StepReview`
(`judgements`), which calls these for its words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..rules.score import SOLVED, Word

if TYPE_CHECKING:
    from ..answers.explain import Split

SPELLED_OUT = 12  # answers possible: with at most so many, a reason names them
BOT_HOW = {  # by whether the bot plays a tree here (one sentence for the whole review)
    True: "It plays the proven optimal tree (the fewest guesses in all over the list's answers) "
    "while a game stays on it, and after that its heuristic: the guess expecting the fewest "
    "guesses (the review's best).",
    False: "It plays its heuristic, the guess expecting the fewest guesses (the review's best): "
    "the optimal trees cover the classic lists from SALET and the NYT's answers from TARSE.",
}
# luck in guesses, as shown (two decimals): up to AS_EXPECTED either way is "as expected",
# up to LUCKY "lucky" or "unlucky", beyond that "very"; the same rule on both sides
AS_EXPECTED, LUCKY = 0.1, 0.5
SAME_NEED = 0.05  # guesses: colours that leave within so much of each other leave as much


# Skill out of 99 in a word: 99 is the best guess every time; each guess's skill is 99 less
# 100 x the guesses it lost against the best, so 90 loses about a tenth of a guess a guess.
SKILL_WORDS = ((99, "best play throughout"), (90, "excellent"), (75, "good"), (50, "fair"))
SKILL_LAST = "costly"  # below the last band
# Luck out of 99 in words: 50 is the middle of what the colours could have shown.
LUCK_WORDS = ((85, "very lucky"), (65, "lucky"), (36, "about as lucky as usual"), (16, "unlucky"))
LUCK_LAST = "very unlucky"


def skill_words(skill: int) -> str:
    """Skill out of 99 in a word (see `SKILL_WORDS`)."""
    return next((said for least, said in SKILL_WORDS if skill >= least), SKILL_LAST)


def guess_skill_words(skill: int) -> str:
    """A guess's skill out of 99 in a word: a game's bands, its 99 "the best"."""
    return "the best" if skill >= SKILL_WORDS[0][0] else skill_words(skill)


def luck_score_words(score: int) -> str:
    """Luck out of 99 in words (see `LUCK_WORDS`): the word the card, the line and the
    terminal all give it."""
    return next((said for least, said in LUCK_WORDS if score >= least), LUCK_LAST)


def bot_plays(on_tree: bool) -> str:
    """What the bot's play follows: ``optimal tree`` or ``heuristic``."""
    return "optimal tree" if on_tree else "heuristic"


def reason(s) -> str:
    """What the guess did, and how it compares with the best choice and why."""
    if s.step.pattern == SOLVED and s.after == 0 and s.before:
        return _won_beyond(s)
    before, _, _ = s.judged
    if before == 1 and s.step.pattern != SOLVED:
        if s.played.is_candidate:  # the list's last word, and not the answer
            return (
                f"{s.step.guess.upper()} was the list's only answer left, and not the answer: "
                "from here on, only valid words off the list fit."
            )
        return (
            f"Only {s.best.guess.upper()} was still possible: {s.step.guess.upper()} "
            "spent a guess to learn nothing new."
        )
    return f"{_learned(s)} {_compared(s)}"


def _won_beyond(s) -> str:
    """A win by a word off the list while the list still had answers: a long shot that came
    in, judged by its chance beforehand."""
    guess, best = s.step.guess.upper(), s.best.guess.upper()
    listed = f"which still had {s.before:,}"
    if s.before == 1:
        listed = "whose only word left was " + s.split.groups[0][1][0].upper()
    text = (
        f"{guess} was the answer, though not on the list, {listed}: its chance was "
        f"{_percent(s.played.chance)}, a long shot that came in, so the win counts as luck."
    )
    if s.rank == 1:
        return f"{text} No guess could expect to finish sooner."
    return (
        f"{text} {best} was the guess to play ({s.place.best_expected:.2f} guesses to go "
        f"against {s.place.expected:.2f})."
    )


def _percent(chance: float) -> str:
    """A chance as a player reads it: 3%, 0.4%, under 0.1%, 0% (none)."""
    if chance <= 0:
        return "0%"
    if chance >= 0.01:
        return f"{chance:.0%}"
    return f"{chance:.1%}" if chance >= 0.001 else "under 0.1%"


def _learned(s) -> str:
    guess = s.step.guess.upper()
    before, after, what = s.judged
    if s.step.pattern == SOLVED:
        return (
            f"{guess} was the only answer left."
            if before == 1
            else (f"{guess} was the answer, one of {before:,} {what} still possible.")
        )
    text = f"{guess} left {after:,} of {before:,} {what}; {_odds_text(*s.odds)}"
    if at_odds(s.luck_score, s.luck):  # out of 99 and in guesses on either side: say why
        side = "more" if s.luck < 0 else "fewer"
        text += f", yet these need {abs(s.luck):.2f} guesses {side} than it could expect"
    return text + "."


def _odds_text(more: float, less: float) -> str:
    """How the colours shown compare with those the guess could show, by what they leave."""
    if more <= 0 and less <= 0:
        return "its colours could have left no more and no less to do"
    if more <= 0:
        return (
            f"its colours would never have left more to do, and less {_percent(less)} of the time"
        )
    if less <= 0:
        return (
            f"its colours would never have left less to do, and more {_percent(more)} of the time"
        )
    return (
        f"its colours would have left more to do {_percent(more)} of the time, and less "
        f"{_percent(less)}"
    )


def at_odds(score: int, guesses: float) -> bool:
    """Whether luck out of 99 and luck in guesses lean opposite ways: the colours beat most
    (or lost to most) of those it could show, yet left more (or less) than the average to do,
    as a skewed spread of outcomes, or an estimate's error, can make them."""
    shown = round(guesses, 2)
    return (score > 50 and shown < -AS_EXPECTED) or (score < 50 and shown > AS_EXPECTED)


def _compared(s) -> str:
    guess, best = s.step.guess.upper(), s.best.guess.upper()
    if s.judged[0] == 1:
        return "Nothing could do better."
    if s.rank == 1:
        text = f"No guess could expect to finish sooner: it made {_groups(s.split)}."
        if s.place.tree and s.step.guess == s.place.best:
            text += " It is the optimal tree's guess."
        elif s.place.tree:
            text += f" {best}, the optimal tree's guess, expects as few."
        return text
    named = f"{best}, the optimal tree's guess," if s.place.tree else best
    text = (
        f"{named} was better ({s.place.best_expected:.2f} guesses to go against "
        f"{s.place.expected:.2f}): it makes {_groups(s.best_split)}; {guess} made "
        f"{_groups(s.split)}."
    )
    together = _together(s.split)
    if together and len(_together(s.best_split)) < len(together):
        kept = ", nor ".join(_words(g) for g in together)
        text += f" {guess} could not tell apart {kept}."
    if s.best.is_candidate and not s.played.is_candidate:
        text += f" {best} could also have been the answer."
    return text


def _groups(split: Split) -> str:
    count = len(split.groups)
    return f"{count:,} {'group' if count == 1 else 'groups'}" + (
        f", the largest of {split.largest:,}" if split.largest > 1 else ", one word each"
    )


def _together(split: Split) -> list[tuple[Word, ...]]:
    """The groups of two or more words a guess leaves, when the answers are few enough to
    name (in alphabetical order)."""
    if split.total > SPELLED_OUT:
        return []
    return sorted(tuple(sorted(words)) for _, words in split.groups if len(words) > 1)


def _words(group: Sequence[Word]) -> str:
    upper = [w.upper() for w in group]
    return ", ".join(upper[:-1]) + " and " + upper[-1] if len(upper) > 1 else upper[0]


def luck_words(guesses: float) -> str:
    """What luck of so many guesses is called, judged on the number as shown (two decimals),
    so that label and number always agree: |luck| <= 0.10 as expected, <= 0.50 lucky or
    unlucky, beyond that very lucky or very unlucky."""
    shown = abs(round(guesses, 2))
    if shown <= AS_EXPECTED:
        return "as expected"
    side = "lucky" if guesses > 0 else "unlucky"
    return side if shown <= LUCKY else f"very {side}"


def signed(guesses: float) -> str:
    """Guesses gained or lost as shown: two decimals with their sign, ``+0.42``, ``-1.10``,
    and ``0.00`` for what rounds to nothing (never ``-0.00``, which reads as a loss)."""
    shown = f"{guesses:+.2f}"
    return "0.00" if shown in ("+0.00", "-0.00") else shown
