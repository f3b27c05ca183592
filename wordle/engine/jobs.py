"""The engine's front door: one entry point per job a front-end asks for, each taking a
`Query` (the game) and giving one complete result, its problems included.

Count a game (`count`), explain a word (`explain`, `explain_guess`), the best next guesses
(`suggesting`), a review (`reviewing`), the bot's game (`bot_game`, `bot_games`), and the
checks a front-end's input needs (`told_answer`, `valid_guess`). The terminal and the page's
worker only parse, drive and format: every decision is made here, once, so the two never
give different answers to the same game. Long jobs are cooperative work (`work.Work`): a
front-end drives them its own way. ``wordle/__init__.py`` exports this face.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .answers.candidates import candidates
from .lists.words import WordList, guesses_for, play_guesses
from .review.analysis import Analysis, NoValidWord, StepReport, analyse
from .review.reasons import bot_plays
from .rules import knowledge_text
from .rules.knowledge import Contradiction, knowledge_of
from .rules.notation import Constraints, Step, format_colour_letters, parse_word
from .rules.score import MAX_GUESSES, Word, game_solved

# Counting a game needs the rules, the lists and the analysis alone: the explanations, the
# search and the review are imported by the jobs that use them, so a front-end that only
# counts (the page's worker, as it starts) never waits for them.
if TYPE_CHECKING:
    from .answers.explain import Split
    from .review.judgements import Review
    from .review.verdict import Verdict
    from .search.bot import Bot
    from .search.suggest import Suggestion
    from .search.work import Work

MOST_PLAYED = 3_500  # answers the bot plays by its heuristic at once: the NYT's 3,158, in minutes
Problem = Contradiction | NoValidWord


@dataclass(frozen=True)
class Query:
    """A game as a front-end asks about it: its steps, the list, hard mode, letters known
    besides the steps (the terminal's -g -y -b), and the answer when told (a game not
    solved: `told_answer` checks it)."""

    steps: tuple[Step, ...]
    words: WordList
    hard: bool = False
    constraints: Constraints | None = None
    answer: Word | None = None

    @property
    def solved(self) -> bool:
        return game_solved(self.steps)


def query(steps: Sequence[Step], words: WordList, **options) -> Query:
    """A `Query` of `steps` (any sequence) on `words`."""
    return Query(tuple(steps), words, **options)


# --- counts ------------------------------------------------------------------------


@dataclass(frozen=True)
class Counts:
    """A game counted: each step's report (up to its first contradiction, if it has one)
    and what is wrong with it: a contradiction, or no valid word fitting it."""

    analysis: Analysis
    problem: Problem | None

    @property
    def steps(self) -> list[Step]:
        """The steps counted (those before a contradiction)."""
        return [r.step for r in self.analysis.reports]

    def as_dict(self) -> dict:
        """The counts for ``wordle --json`` (docs/json.md)."""
        result = self.analysis
        return {
            "words": result.words.name,
            "steps": [
                {**report_dict(r), "eliminated": r.eliminated, "gained": r.bits}
                for r in result.reports
            ],
            "candidates": result.candidates,
            "valid": len(result.valid),
            "valid_words": result.valid,
            "off_list": result.off_list,
            "knowledge": knowledge_text.as_dict(result.knowledge),
        }


def report_dict(report: StepReport) -> dict:
    """A step and its two counts, as ``--json`` gives them."""
    return {
        "guess": report.step.guess,
        "pattern": format_colour_letters(report.step.pattern),
        "remaining": report.after,
        "valid": len(report.valid),
    }


def count(query: Query) -> Counts:
    """The counts of the game, or of its steps before its first contradiction and that."""
    try:
        analysis = analyse(query.steps, query.words, query.constraints)
    except Contradiction as contradiction:
        counted = query.steps[: contradiction.step - 1]
        return Counts(analyse(counted, query.words), contradiction)
    return Counts(analysis, analysis.no_valid_word())


def fits_on(steps: Sequence[Step], words: WordList) -> bool:
    """Whether some word of `words` fits the game (a list larger than its own, say)."""
    return bool(candidates(knowledge_of(steps), words))


def line_counts(steps: Sequence[Step], words: WordList) -> list[StepReport]:
    """Each step's counts along a line of play (the bot's): the one way a line is counted,
    the grid's way (the list's words left never rise; 0 once only words off it fit)."""
    return analyse(steps, words).reports


# --- explanations ------------------------------------------------------------------


def explain(query: Query, word: Word, step: int | None = None) -> str:
    """Why `word` is or is not possible after the game (after its step `step`, when told:
    0 is before any guess), in a sentence; a game's steps after a contradiction are left
    out."""
    from .answers.explain import explanation, explanation_after

    counts = count(query)
    steps = counts.steps
    if step is not None and step < len(steps):
        return explanation_after(word, steps, step, query.words)
    return explanation(word, steps, counts.analysis.knowledge, query.words)


def explain_guess(query: Query, guess: Word) -> tuple[str, Split]:
    """Why `guess` is worth playing now: what it would leave by colour pattern, in a
    sentence and as the split itself."""
    from .answers.explain import split_of, why_suggested

    answers = count(query).analysis.answers
    return why_suggested(guess, answers), split_of(guess, answers)


# --- the best next guesses ---------------------------------------------------------


@dataclass(frozen=True)
class Advice:
    """The best next guesses, best first, and what they were chosen from."""

    ranked: list[Suggestion]
    counts: Counts
    guesses: WordList  # the guesses the game allows now (hard mode: those it still allows)
    best_of: int  # the guesses ranked: those allowed and every answer weighed (one N for all)
    left: int  # the guesses left in the game

    @property
    def analysis(self) -> Analysis:
        return self.counts.analysis

    def as_dict(self) -> dict:
        """The suggestions for ``wordle best --json`` (docs/json.md)."""
        result = self.analysis
        return {
            "words": result.words.name,
            "guesses": self.guesses.name,
            "remaining": len(result.candidates),
            "valid": len(result.valid),
            "off_list": result.off_list,
            "suggestions": [s.as_dict() for s in self.ranked],
        }


def suggesting(
    query: Query, top: int = 10, by: str | None = None, bot: Bot | None = None
) -> Work[Advice]:
    """The `top` best next guesses ranked `by` one of `BY` (the first when not told;
    cooperative work). Refused by Contradiction or NoValidWord, as a review is: nothing fits
    the game to rank against."""
    from .search.advice import BY, advising

    by = by or BY[0]
    counts, bot = count(query), bot or bot_for(query.words, query.hard)
    if counts.problem:
        raise counts.problem
    guesses, pool = bot.allowed_guesses(query.steps), counts.analysis.pool
    ranked = yield from advising(bot, query.steps, pool, top, by)
    best_of = len(guesses.members | set(pool.always_allowed))  # answers rank too
    return Advice(ranked, counts, guesses, best_of, MAX_GUESSES - len(query.steps))


# --- the review --------------------------------------------------------------------


@dataclass(frozen=True)
class Reviewed:
    """A game reviewed: each guess judged, the verdict of a finished game, and the
    counts along the bot's own game (as the grid counts)."""

    review: Review
    verdict: Verdict | None
    bot_counts: list[StepReport]

    def as_dict(self) -> dict:
        """The review for ``--json`` (docs/json.md)."""
        return {**self.review.as_dict(), "verdict": self.verdict and self.verdict.as_dict()}


def told_answer(query: Query, text: str) -> Word:
    """The answer `text` names for a game not solved: a valid word giving every guess its
    colours; else WrongAnswer naming why (NotationError when it is no word at all)."""
    from .review.reviewing import WrongAnswer, answer_problem

    word = parse_word(text)
    if not valid_guess(query.words, word):
        raise WrongAnswer(f"{word.upper()} is not a valid word: not one of the NYT's 14,855")
    if problem := answer_problem(query.steps, word):
        raise WrongAnswer(problem)
    return word


def reviewing(query: Query, bot: Bot | None = None, counts: Counts | None = None) -> Work[Reviewed]:
    """The review of the game (cooperative work), against its answer when told. Refused,
    before any work, by Contradiction or NoValidWord (the game's colours cannot be right),
    WrongAnswer (the answer told does not fit), TooMuchWork (a step would take far too
    long: a huge list of one's own). The answer told is the query's, as `told_answer`
    checked it: it is not checked again. `counts`: the game's, when already counted
    (`count`): the review counts nothing of the game again."""
    from .review.reviewing import reviewing as reviewing_steps
    from .review.verdict import verdict_of

    counts = counts or count(query)
    if counts.problem:
        raise counts.problem
    bot = bot or bot_for(query.words, query.hard)
    review = yield from reviewing_steps(query.steps, bot, query.answer, counts.analysis)
    verdict = verdict_of(review, query.words.name, query.hard)
    return Reviewed(review, verdict, line_counts(review.bot_line, query.words))


# --- the bot -----------------------------------------------------------------------

_BOTS: dict[tuple, Bot] = {}
MOST_BOTS = 8  # bots kept: each keeps the pools and choices it has worked out


def bot_for(
    words: WordList, hard: bool = False, start: Word | None = None, optimal: bool = True
) -> Bot:
    """The bot for a list and mode (and first guess, when told), built once and kept;
    `optimal`: it plays the shipped optimal tree where there is one."""
    key = (id(words), words.name, hard, start, optimal)
    if key not in _BOTS:
        while len(_BOTS) >= MOST_BOTS:
            del _BOTS[next(iter(_BOTS))]
        _BOTS[key] = new_bot(words, hard, start, optimal)
    return _BOTS[key]


def new_bot(
    words: WordList, hard: bool = False, start: Word | None = None, optimal: bool = True
) -> Bot:
    """A bot not kept: for when what it would read (a tree, a table) is still to come."""
    from .search.bot import Bot

    return Bot(words, guesses_for(words), hard=hard, start=start, optimal=optimal)


def valid_guess(words: WordList, word: Word) -> bool:
    """Whether a game on `words` takes `word` as a guess (and so as an answer)."""
    return word in play_guesses(words)


@dataclass(frozen=True)
class BotGame:
    """The bot's game for one answer: its steps with their counts, and how it played."""

    answer: Word
    reports: list[StepReport]
    on_tree: bool

    @property
    def steps(self) -> list[Step]:
        return [r.step for r in self.reports]

    def as_dict(self) -> dict:
        """The bot's game for ``wordle bot --json`` (docs/json.md)."""
        return {
            "answer": self.answer,
            "steps": [report_dict(r) for r in self.reports],
            "plays": bot_plays(self.on_tree),
        }


def bot_game(query: Query, answer: Word, start: Word | None = None) -> Work[BotGame]:
    """How the bot plays the game's list for `answer` (from `start` when told), counted."""
    bot = bot_for(query.words, query.hard, start)
    steps = yield from bot.playing(answer)
    return BotGame(answer, line_counts(steps, query.words), bot.plays_tree(steps))


@dataclass(frozen=True)
class BotGames:
    """The bot's games for every answer of a list: each game's guesses and their tally."""

    bot: Bot
    games: dict[Word, list[Step]]

    @property
    def lengths(self) -> Counter:
        return Counter(map(len, self.games.values()))

    @property
    def total(self) -> int:
        return sum(map(len, self.games.values()))

    @property
    def on_tree(self) -> bool:
        return all(map(self.bot.plays_tree, self.games.values()))

    def as_dict(self) -> dict:
        """The bot's games for ``wordle bot --all --json`` (docs/json.md)."""
        lengths, answers = self.lengths, self.bot.answers
        return {
            "words": answers.name,
            "hard": self.bot.hard,
            "start": self.bot.opener,
            "plays": bot_plays(self.on_tree),
            "games": {a: [s.guess for s in game] for a, game in self.games.items()},
            "distribution": {str(n): lengths[n] for n in sorted(lengths)},
            "total": self.total,
            "average": self.total / len(answers),
        }


def bot_games(query: Query, start: Word | None = None) -> Work[BotGames]:
    """The bot's game for every answer of the list (cooperative work: it pauses between
    guesses); TooMuchWork for a list too long to play off the optimal tree."""
    from .review.reviewing import TooMuchWork

    bot, answers = bot_for(query.words, query.hard, start), query.words
    if bot.tree is None and len(answers) > MOST_PLAYED:
        raise TooMuchWork(
            f"{len(answers):,} answers would take the bot too long off the optimal tree "
            f"(at most {MOST_PLAYED:,}): use a shorter list"
        )
    games = {}
    for answer in answers:
        games[answer] = yield from bot.playing(answer)
        yield
    return BotGames(bot, games)
