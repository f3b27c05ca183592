"""The WordleBot-like commands: ``wordle best``, ``wordle bot`` and ``wordle review``.

wordle best STEP... [--top N] [--by guesses|entropy|remaining] [--hard] [--words LIST] [--json]
wordle bot ANSWER|--all [--start WORD] [--hard] [--words LIST] [--json]
wordle review STEP... [--answer WORD] [--hard] [--words LIST] [--json]

The work each may ask for is capped: at most six steps, `--top` at most 1,000, a list of
one's own at most 20,000 words (see `common`), `bot --all` at most 3,500 answers off the
optimal tree.
"""

import argparse
import json
import textwrap
from dataclasses import replace

from .. import (
    BY,
    MEASURES,
    OPENER,
    NoValidWord,
    Review,
    TooMuchWork,
    WrongAnswer,
    bot_game,
    bot_games,
    bot_plays,
    luck_score_words,
    query,
    reviewing,
    signed,
    suggesting,
    told_answer,
    valid_guess,
)
from ..engine.rules.notation import (
    NotationError,
    format_score,
    parse_constraints,
    parse_word,
)
from .common import (
    STEPS_HELP,
    Parser,
    UsageError,
    add_game_arguments,
    read_steps,
    read_word_list,
    tiles,
    use_colour,
    warn_unknown_guesses,
    whole_number,
)
from .progress import with_progress

MOST_TOP = 1_000


def best_parser() -> Parser:
    parser = Parser(
        prog="wordle best", description="The best next guesses, exactly.", epilog=STEPS_HELP
    )
    add_game_arguments(parser)
    parser.add_argument(
        "--top",
        type=whole_number,
        default=10,
        metavar="N",
        help=f"how many, 1 to {MOST_TOP:,} (default 10)",
    )
    parser.add_argument(
        "--by",
        choices=BY,
        default=BY[0],
        help="rank by the guesses expected to finish (default, as the review and the bot "
        "judge), expected information or answers left (the list's, a win leaving none)",
    )
    parser.add_argument("--hard", action="store_true", help="only guesses hard mode allows")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    return parser


def bot_parser() -> Parser:
    parser = Parser(
        prog="wordle bot",
        description="How the bot would play for an answer, or for every answer of the list "
        "(--all). On the classic lists from SALET, and on the NYT's answers (nyt-answers) from "
        "TARSE, it plays the proven optimal tree (see wordle tree); else its heuristic.",
    )
    parser.add_argument("answer", metavar="ANSWER", nargs="?")
    parser.add_argument(
        "--all",
        action="store_true",
        help="play every answer of the list: the guesses it takes, in all and on average",
    )
    parser.add_argument(
        "--start",
        metavar="WORD",
        help=f"its first guess (default {OPENER.upper()} on the classic lists, else the best "
        "opener of the list's shipped table)",
    )
    parser.add_argument("--hard", action="store_true", help="play in hard mode")
    parser.add_argument(
        "--words",
        default="answers",
        metavar="LIST",
        help="the possible answers it knows (default answers)",
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    return parser


REVIEW_HELP = """\
Each guess is judged by the guesses the game should still take with it, that guess
included, and best play after it: searched exactly with at most 12 answers left, else a
calibrated estimate (marked ~). Rank: 1 + the allowed guesses that expect fewer (ties share
a rank; 760+ means 760th or lower, on a step so large that the search stopped once the best
was certain). Skill: 99 for rank 1, else 99 - 100 x the expected guesses lost against the best
(at most 98, at least 0). Luck, out of 99: where the colours shown stand among those the
guess could show, by the guesses they leave to need: the chance of worse, plus half that of
as much (within 0.05). Then in guesses: those expected after the guess, less those its
colours left to need (none once solved): as shown to two decimals, from -0.10 to +0.10
as expected, up to +-0.50 lucky or unlucky, beyond that very. For a solved game, guesses
taken = best play's expectation at the start + guesses lost - luck.

"""


def review_parser() -> Parser:
    parser = Parser(
        prog="wordle review",
        description="Each guess of a game judged: expected guesses against the best, "
        "rank, skill 0-99, luck, the bot's choice; then how the bot would have solved it.",
        epilog=REVIEW_HELP + STEPS_HELP,
    )
    add_game_arguments(parser, constraints=False)
    parser.add_argument(
        "--answer", metavar="WORD", help="the answer of a game not solved, to review it against"
    )
    parser.add_argument("--hard", action="store_true", help="judge against hard-mode guesses")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    return parser


def best(args: argparse.Namespace) -> int:
    if not 1 <= args.top <= MOST_TOP:
        raise UsageError(f"--top {args.top}: give a number from 1 to {MOST_TOP:,}")
    steps = read_steps(args)
    words = read_word_list(args.words)
    constraints = None
    if args.green or args.yellow or args.black:
        constraints = parse_constraints(args.green, args.yellow, args.black)
    asked = query(steps, words, hard=args.hard, constraints=constraints)
    try:
        advice = with_progress(suggesting(asked, args.top, args.by), "ranking the guesses")
    except NoValidWord as error:  # as solve and review refuse it
        raise UsageError(str(error)) from None
    result, ranked = advice.analysis, advice.ranked
    warn_unknown_guesses(steps)
    if args.json:
        print(json.dumps(advice.as_dict(), indent=2))
        return 0
    measure = MEASURES[args.by][0]
    if result.off_list:
        print(
            f"no word of the {words.name} list fits; best of {advice.best_of:,} guesses over "
            f"the {len(result.valid):,} valid words that do, weighed by likelihood, by {measure}:"
        )
    else:
        print(
            f"{len(result.candidates):,} possible; best of {advice.best_of:,} guesses by {measure}:"
        )
    print(f"{'#':>3}  guess  guesses   bits   left")
    for number, s in enumerate(ranked, start=1):
        mark = f"  {s.possible(result.pool.on_list)}" if s.is_candidate else ""
        mark += f"  {s.risk(advice.left)}" if s.could_take else ""
        left = f"{s.expected_remaining:6.2f}"
        print(f"{number:>3}  {s.guess}  {s.expected_guesses:7.3f}  {s.bits:5.3f}  {left}{mark}")
    return 0


def bot(args: argparse.Namespace) -> int:
    if (args.answer is None) == (not args.all):
        raise UsageError("give the bot an ANSWER to play for, or --all for every answer")
    words = read_word_list(args.words)
    start = None if args.start is None else option_word(args.start, "--start")
    if start is not None and not valid_guess(words, start):
        raise UsageError(f"--start {start!r}: not a valid guess (the NYT's and the list's words)")
    asked = query([], words, hard=args.hard)
    if args.all:
        return bot_all(asked, start, args.json)
    answer = option_word(args.answer, "the answer")
    if not valid_guess(words, answer):
        raise UsageError(f"{answer!r} is not a valid guess, so it cannot be the answer")
    game = with_progress(bot_game(asked, answer, start), "the bot is playing")
    plays = bot_plays(game.on_tree)
    if args.json:
        print(json.dumps(game.as_dict(), indent=2))
        return 0
    colour = use_colour()
    for r in game.reports:
        left = f"{r.after:,} left" if not r.off_list else f"{len(r.valid):,} valid, off the list"
        print(f"{r.number}  {tiles(r.step, colour)}  {left}")
    print(f"(the bot played {playing(plays)})")
    return 0


def bot_all(asked, start: str | None, as_json: bool) -> int:
    """The bot's game for every answer of its list: how many guesses each took, in all."""
    answers = asked.words
    try:
        work = bot_games(asked, start)
        played = with_progress(work, f"the bot is playing {len(answers):,} answers")
    except TooMuchWork as error:
        raise UsageError(f"--all: {error}") from None
    lengths, total, player = played.lengths, played.total, played.bot
    if as_json:
        print(json.dumps(played.as_dict(), indent=2))
        return 0
    mode = "hard mode" if player.hard else "normal mode"
    print(
        f"the bot on the {len(answers):,} answers of {answers.name}, {mode}, "
        f"{player.opener.upper()} first, playing {playing(bot_plays(played.on_tree))}"
    )
    counts = "  ".join(f"{n}: {lengths[n]:,}" for n in range(1, max(6, *lengths) + 1))
    print(f"guesses  {counts}")
    within = "every game within six" if max(lengths) <= 6 else "NOT every game within six"
    print(f"total {total:,}, average {total / len(answers):.4f}, {within}")
    return 0


def playing(plays: str) -> str:
    """ "the optimal tree" or "its heuristic"."""
    return "the optimal tree" if plays == "optimal tree" else f"its {plays}"


def option_word(text: str, option: str) -> str:
    """A word given to an option, or UsageError naming the option."""
    try:
        return parse_word(text)
    except NotationError as error:
        raise UsageError(f"{option} {error}") from None


def show_review(args: argparse.Namespace) -> int:
    steps = read_steps(args)
    if not steps:
        raise UsageError("no game given: give steps like CHEST=c.E.. (see wordle review --help)")
    asked = query(steps, read_word_list(args.words), hard=args.hard)
    try:
        if args.answer:
            asked = replace(asked, answer=told_answer(asked, args.answer))
        result = with_progress(reviewing(asked), "reviewing the game")
    except (WrongAnswer, NotationError) as error:
        raise UsageError(f"--answer {error}") from None
    except TooMuchWork as error:
        raise UsageError(f"review: {error}") from None
    except NoValidWord as error:  # as the grid's counts say it, and the page's review
        raise UsageError(str(error)) from None
    warn_unknown_guesses(steps)
    if args.json:
        print(json.dumps(result.as_dict(), indent=2))
        return 0
    if result.verdict:
        print(result.verdict.text(result.review.answer or ""))
    print_review(result.review, use_colour())
    return 0


def print_review(result: Review, colour: bool) -> None:
    width = 15 if colour else 11
    print(
        f"{'#':>2}  {'guess':<{width}}  {'answers':>13}  {'guesses':>7} (best)      "
        f"{'rank':>6}  {'skill/99':>8}  {'luck/99':>7} (guesses)"
    )
    for s in result.steps:
        counts = f"{s.before:,} -> {s.after:,}"
        mark = " " if s.place.exact else "~"
        best = f"{s.best.guess.upper()} {s.place.best_expected:.2f}"
        print(
            f"{s.number:>2}  {tiles(s.step, colour)}  {counts:>13}  {mark}{s.place.expected:6.2f} "
            f"({best})  {s.rank_text:>6}  {s.skill:>8}  {s.luck_score:>7} "
            f"({signed(s.luck)}) {luck_score_words(s.luck_score)}; "
            f"bot: {s.bot_guess.upper()}"
        )
        for broken in s.hard_mode_breaks:
            print(f"    hard mode: {broken}")
        said = f"{s.reason} {s.bot_why}" if s.bot_why else s.reason
        print(textwrap.fill(said, 92, initial_indent="    ", subsequent_indent="    "))
    print(result.summary())
    if result.bot_line:
        line = " ".join(
            f"{s.guess.upper()}={format_score(s.guess, s.pattern)}" for s in result.bot_line
        )
        print(f"the bot: {line}")
        print(f"    {result.bot_how}")
