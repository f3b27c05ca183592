"""The review of a played game, step by step, the way WordleBot closes a game.

Each guess is judged by the guesses the game should still take after it, that guess
included, with best play from there (`finish`): exactly when few answers are left, by a
calibrated estimate otherwise. Its rank is 1 plus the number of allowed guesses that expect
fewer, so ties share a rank; its skill is 99 for rank 1 and otherwise 99 minus 100 per
expected guess lost, at most 98 and at least 0 (`finish.skill_of`). Its luck is what its
colours left to do against what it could expect: the guesses expected after it, less the
guesses the next step needs with best play (none once solved), so that

    guesses taken = best play's expectation at the start + guesses lost - luck

for every solved game. Also: the bits it could expect against what it gained, the guess
the bot would have played, and, in hard mode, the rules it broke; then, when the
answer is known, the bot's own game for it.

Every step is judged over one answer model (`model`): the list's words and, sharing a small
chance, every other valid word that fits. So a win by a word beyond the list (the NYT picks
some) is a long shot that came in, judged as such, and nothing changes when the list runs
out; the review says from which step no listed word was left.
"""

import math
from collections.abc import Generator, Sequence
from dataclasses import dataclass

from ..answers.candidates import candidates
from ..answers.explain import Split, split_of
from ..answers.hardmode import hard_mode_breaks, hard_mode_rules
from ..answers.likelihood import likelihood
from ..answers.model import OFF_LIST, Pool
from ..lists.words import WordList, play_guesses
from ..rules.knowledge import knowledge_of
from ..rules.notation import Step, format_colour_letters, format_squares
from ..rules.score import SOLVED, Word, feedback
from ..search.bot import MAX_GUESSES, Bot
from ..search.finish import EXACT_UP_TO, Finish, Place, estimate, outcomes, outlook
from ..search.finish import place as place_of
from ..search.ontree import tree_mean, tree_place
from ..search.openings import opening_place
from ..search.suggest import Suggestion, evaluate
from ..search.work import finish

SPELLED_OUT = 12  # answers possible: with at most so many, a reason names them
MOST_WORK = 150_000_000  # guesses judged times answers possible, at one step: about 15 s
# (the NYT's whole list after a guess that leaves 9,322 of its words: 138 million)
BOT_HOW = {  # by whether the bot's game is the optimal tree's
    True: "It plays the proven optimal tree: the fewest guesses in all over the list's answers.",
    False: "It plays its heuristic, the guess expecting the fewest guesses (the review's best): "
    "the optimal trees cover the classic lists from SALET and the NYT's answers from TARSE.",
}
# luck in guesses, as shown (two decimals): up to AS_EXPECTED either way is "as expected",
# up to LUCKY "lucky" or "unlucky", beyond that "very"; the same rule on both sides
AS_EXPECTED, LUCKY = 0.1, 0.5
SAME_NEED = 0.05  # guesses: colours that leave within so much of each other leave as much


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
            "best": {**self.best.as_dict(), "expected_guesses": self.place.best_expected},
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
        text = f"{outcome}; average skill {self.skill:.0f}"
        if self.steps:
            text += (
                f"; best play expected {self.expected_at_start:.2f} guesses from the start, "
                f"choices lost {self.lost:.2f}, luck {signed(self.luck)} ({luck_words(self.luck)})"
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
        """How the bot played its game, in a sentence."""
        return BOT_HOW[self.bot_on_tree]


def bot_plays(on_tree: bool) -> str:
    """What the bot's play follows: ``optimal tree`` or ``heuristic``."""
    return "optimal tree" if on_tree else "heuristic"


def reason(s: StepReview) -> str:
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


def _won_beyond(s: StepReview) -> str:
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


def _learned(s: StepReview) -> str:
    guess = s.step.guess.upper()
    before, after, what = s.judged
    if s.step.pattern == SOLVED:
        return (
            f"{guess} was the only answer left."
            if before == 1
            else (f"{guess} was the answer, one of {before:,} {what} still possible.")
        )
    text = f"{guess} left {after:,} of {before:,} {what}; {_odds_text(*s.odds)}"
    if _at_odds(s):  # luck out of 99 and in guesses on either side of even: say why
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


def _at_odds(s: StepReview) -> bool:
    """Whether luck out of 99 and luck in guesses lean opposite ways: the colours beat most
    (or lost to most) of those it could show, yet left more (or less) than the average to do,
    as a skewed spread of outcomes, or an estimate's error, can make them."""
    shown = round(s.luck, 2)
    return (s.luck_score > 50 and shown < -AS_EXPECTED) or (
        s.luck_score < 50 and shown > AS_EXPECTED
    )


def _compared(s: StepReview) -> str:
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


class WrongAnswer(ValueError):
    """The answer told for a game does not fit its colours."""


class TooMuchWork(ValueError):
    """Judging every guess at a step would take far too long (a huge list of one's own)."""


def answer_problem(steps: Sequence[Step], answer: Word) -> str | None:
    """Why `answer` cannot be the answer of the game (a step it would have coloured
    otherwise), or None when it fits every step."""
    for number, step in enumerate(steps, start=1):
        shown = feedback(step.guess, answer)
        if shown != step.pattern:
            return (
                f"{answer.upper()} cannot be the answer: guess {number}, "
                f"{step.guess.upper()}, would have shown {format_squares(shown)}, "
                f"not {format_squares(step.pattern)}"
            )
    return None


def reviewing(
    steps: Sequence[Step], bot: Bot, answer: Word | None = None
) -> Generator[None, None, Review]:
    """The review of a game (cooperative work: yields now and then), against `answer` when
    told (a lost game). Contradiction if the game is impossible, WrongAnswer if the answer
    does not fit it, TooMuchWork if a step would take far too long; with no valid word left,
    the steps up to there are reviewed."""
    knowledge_of(steps)  # a contradiction is reported before any work
    solved = bool(steps) and steps[-1].pattern == SOLVED
    if solved:
        answer = answer or steps[-1].guess
    if answer and (problem := answer_problem(steps, answer)):
        raise WrongAnswer(problem)
    finish_ = Finish(bot.allowed_guesses, {}, bot.hard)
    left = bot.opening_pool
    judged, off_list_after = [], None
    for number in range(1, len(steps) + 1):
        if not left:
            break
        after = bot.pool_after(steps[:number])
        judged.append((yield from _judge(steps, number, left, after, bot, finish_)))
        if not judged[-1]["after"] and number < len(steps) and off_list_after is None:
            off_list_after = number
        left = after
    reviews = _with_luck(judged, _need_after(steps[: len(judged)], left, solved, finish_))
    bot_line = (yield from bot.playing(answer)) if answer else []
    on_tree = bool(bot_line) and bot.plays_tree(bot_line)
    beyond = bot.answers.name if answer and answer not in bot.answers else ""
    return Review(reviews, answer, bot_line, off_list_after, solved, on_tree, beyond)


def _judge(steps, number: int, left: Pool, after: Pool, bot: Bot, finish_: Finish):
    """One guess judged against the answers left before and after it, all but its luck
    (cooperative work)."""
    step, before = steps[number - 1], steps[: number - 1]
    finish_.weights.update(left.weights)
    table = (yield from bot.reading_opening_table()) if number == 1 else None  # hard: all allowed
    if table is not None:
        place = opening_place(step.guess, bot.answers, bot.guesses, table)  # default model
    else:
        guesses = bot.allowed_guesses(before)
        judged = len(set([*guesses.words, *left.always_allowed, step.guess]))
        _check_work(number, len(left.always_allowed), judged)  # the list's words: the bounds
        judging = place_of(left, guesses, before, finish_, step.guess, likelihood().key)
        place = yield from judging
        if (on := bot.tree_guess(before)) and len(left.words) > EXACT_UP_TO:
            place = yield from _by_tree(place, on, before, left, bot, finish_)
    yield  # each part below takes a while on a large step: a pause between them
    won = step.pattern == SOLVED  # one answer left, on the list or not
    weight_after = left.weights.get(step.guess, 1) if won else after.total
    then, now = counts_after(before, bot.answers), counts_after(steps[:number], bot.answers)
    broken = hard_mode_breaks(step.guess, hard_mode_rules(before)) if bot.hard else []
    bot_guess = yield from bot.guessing_for(before, left)
    best_worst = yield from _risk(bot, place.best, bot_guess, before, left)
    played, best = evaluate(step.guess, left), evaluate(place.best, left)
    colourings = outcomes(left, step.guess, before, finish_)
    yield
    split = split_of(step.guess, spoken_of(left))
    yield
    best_split = split_of(place.best, spoken_of(left))
    return dict(
        number=number,
        step=step,
        before=then[0],
        after=now[0],
        valid_before=then[1],
        valid_after=now[1],
        weight_before=left.total,
        weight_after=weight_after,
        played=played,
        best=best,
        place=place,
        split=split,
        best_split=best_split,
        bot_guess=bot_guess,
        bot_on_tree=bot.tree_guess(before) is not None,
        hard_mode_breaks=tuple(broken),
        best_worst=best_worst,
        odds=_odds(colourings, step.pattern),
    )


def _odds(colourings: dict, shown) -> tuple[float, float]:
    """The chances of the colourings (`finish.outcomes`) that would have left more to do
    than those `shown`, and less (none when no answer fits them)."""
    if shown not in colourings:
        return 0.0, 0.0
    _, need = colourings[shown]
    needs = colourings.values()
    more = sum(chance for chance, other in needs if other > need + SAME_NEED)
    less = sum(chance for chance, other in needs if other < need - SAME_NEED)
    return more, less


def _risk(bot: Bot, best: Word, chosen: Word, before, left: Pool):
    """The most guesses `best` could take to finish, the bot's play after it, when that is
    why the bot chose another: more than are left, where its own choice takes no more; else
    None (cooperative work)."""
    if chosen == best or bot.tree_guess(before) or not bot.weighs_options(left):
        return None
    room = MAX_GUESSES - len(before)
    worst = (yield from bot.playing_out(best, before, left)).worst
    mine = (yield from bot.playing_out(chosen, before, left)).worst
    return worst if mine <= room < worst else None


def _by_tree(place: Place, tree_guess: Word, before, left: Pool, bot: Bot, finish_: Finish):
    """`place` judged by the optimal tree, the game being on it (`ontree`): cooperative work."""
    if place.best == tree_guess:
        estimated = place.best_expected
    else:
        judged = yield from outlook(left, [tree_guess], before, finish_)
        estimated = judged.expected[tree_guess]
    return tree_place(place, tree_guess, tree_mean(bot.tree, before, left), left, estimated)


def spoken_of(pool: Pool) -> tuple[Word, ...]:
    """The words a sentence speaks of: the list's, or the valid words once it has none."""
    return pool.listed or pool.words


def counts_after(steps: Sequence[Step], words: WordList) -> tuple[int, int]:
    """The list's words still possible after `steps`, and the valid words that fit (the
    grid's two counts)."""
    known = knowledge_of(steps)
    return len(candidates(known, words)), len(candidates(known, play_guesses(words)))


def _check_work(number: int, answers: int, guesses: int) -> None:
    if answers * guesses > MOST_WORK:
        raise TooMuchWork(
            f"reviewing guess {number} means judging {guesses:,} guesses against {answers:,} "
            f"possible answers, {answers * guesses / 1e6:,.0f} million comparisons, more than "
            f"the {MOST_WORK / 1e6:,.0f} million a review may take: use a shorter list"
        )


def _need_after(steps: Sequence[Step], left: Pool, solved: bool, finish_: Finish) -> float:
    """The guesses still needed with best play after the last step reviewed: none once
    solved, else those of the answers it left (estimated from their effective size)."""
    words = tuple(sorted(left.words))
    if solved or not words:
        return 0.0
    if len(words) <= EXACT_UP_TO:
        finish_.weights.update(left.weights)
        return finish_.group(words, steps)
    return estimate(left.effective_size)


def _with_luck(judged: list[dict], need_after_last: float) -> list[StepReview]:
    """The reviews, each with its luck: the guesses expected after it, less what the next
    step needs with best play (its best guess's expectation)."""
    needs = [j["place"].best_expected for j in judged[1:]] + [need_after_last]
    return [StepReview(**j, luck=j["place"].expected - 1 - need) for j, need in zip(judged, needs)]


def review(steps: Sequence[Step], bot: Bot, answer: Word | None = None) -> Review:
    """The review of a game, all at once."""
    return finish(reviewing(steps, bot, answer))
