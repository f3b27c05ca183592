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

Every step is judged over one answer model (`pool`): the list's words and, sharing a small
chance, every other valid word that fits. So a win by a word beyond the list (the NYT picks
some) is a long shot that came in, judged as such, and nothing changes when the list runs
out; the review says from which step no listed word was left.
"""

from collections.abc import Generator, Sequence

from ..answers.explain import split_of
from ..answers.hardmode import hard_mode_breaks, hard_mode_rules
from ..answers.likelihood import likelihood
from ..answers.pool import Pool
from ..rules.notation import Step, format_squares
from ..rules.score import MAX_GUESSES, SOLVED, Word, feedback, game_solved
from ..search.bot import Bot
from ..search.finish import EXACT_UP_TO, Finish, estimate, outcomes
from ..search.openings import opening_place
from ..search.places import Place, outlook
from ..search.places import place as place_of
from ..search.suggest import evaluate
from ..search.tree import tree_mean, tree_place
from ..search.work import Stage, finish
from .analysis import Analysis, StepReport, analyse
from .judgements import Review, StepReview
from .reasons import SAME_NEED

MOST_WORK = 150_000_000  # guesses judged times answers possible, at one step: about 15 s
# (the NYT's whole list after a guess that leaves 9,322 of its words: 138 million)


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
    steps: Sequence[Step], bot: Bot, answer: Word | None = None, counted: Analysis | None = None
) -> Generator[None, None, Review]:
    """The review of a game (cooperative work: yields now and then), against `answer` when
    told (a lost game). Contradiction if the game is impossible, NoValidWord if no valid
    word fits it (its colours are wrong from a step on: nothing is judged, as nothing is
    counted), WrongAnswer if the answer does not fit it, TooMuchWork if a step would take far
    too long. `counted`: the game's counts on the bot's list, already made and checked (the
    jobs' count), its `answer` too (`jobs.told_answer`): the review takes each step's counts
    from them, and counts and checks nothing again."""
    solved = game_solved(steps)
    if solved:
        answer = answer or steps[-1].guess
    if counted is None or counted.words is not bot.answers:
        counted = analyse(steps, bot.answers)  # Contradiction: before any work
        if problem := counted.no_valid_word():
            raise problem
        if answer and (problem := answer_problem(steps, answer)):
            raise WrongAnswer(problem)
    finish_ = Finish(bot.allowed_guesses, {}, bot.hard)
    left = bot.opening_pool
    yield  # the whole list's pool, built once per list: a while
    judged, off_list_after = [], None
    for number in range(1, len(steps) + 1):
        if not left:
            break
        yield Stage("judging guess", number, len(steps))
        after = bot.pool_after(steps[:number])
        yield  # a step's pools take a while (and the whole list's, once per list)
        report = counted.reports[number - 1]
        judged.append((yield from _judge(report, steps, left, after, bot, finish_)))
        if not judged[-1]["after"] and number < len(steps) and off_list_after is None:
            off_list_after = number
        left = after
    reviews = _with_luck(judged, _need_after(steps[: len(judged)], left, solved, finish_))
    if answer:
        yield Stage("the bot's own game")  # never its answer: a hidden game's is not said
    bot_line = (yield from bot.playing(answer)) if answer else []
    on_tree = bool(bot_line) and bot.plays_tree(bot_line)
    beyond = bot.answers.name if answer and answer not in bot.answers else ""
    return Review(reviews, answer, bot_line, off_list_after, solved, on_tree, beyond)


def _judge(report: StepReport, steps, left: Pool, after: Pool, bot: Bot, finish_: Finish):
    """One guess (its counts: `report`) judged against the answers left before and after it,
    all but its luck (cooperative work)."""
    number, step = report.number, report.step
    before = steps[: number - 1]
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
    broken = hard_mode_breaks(step.guess, hard_mode_rules(before)) if bot.hard else []
    bot_guess = yield from bot.guessing_for(before, left)
    best_worst = yield from _risk(bot, place.best, bot_guess, before, left)
    played, best = evaluate(step.guess, left), evaluate(place.best, left)
    colourings = outcomes(left, step.guess, before, finish_)
    yield
    split = split_of(step.guess, spoken_of(left), left.counted)  # the same words' rows
    yield
    best_split = split_of(place.best, spoken_of(left), left.counted)
    return dict(
        number=number,
        step=step,
        before=report.before,
        after=report.after,
        valid_before=report.valid_before,
        valid_after=len(report.valid),
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
    worst = yield from bot.playing_out(best, before, left)
    mine = yield from bot.playing_out(chosen, before, left, exact=False)
    return worst if mine <= room < worst else None


def _by_tree(place: Place, tree_guess: Word, before, left: Pool, bot: Bot, finish_: Finish):
    """`place` judged by the optimal tree, the game being on it (`tree_place`): cooperative work."""
    if place.best == tree_guess:
        estimated = place.best_expected
    else:
        judged = yield from outlook(left, [tree_guess], before, finish_)
        estimated = judged.expected[tree_guess]
    return tree_place(place, tree_guess, tree_mean(bot.tree, before, left), left, estimated)


def spoken_of(pool: Pool) -> tuple[Word, ...]:
    """The words a sentence speaks of: the list's, or the valid words once it has none."""
    return pool.listed or pool.words


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
