"""The ``wordle`` command: the answers still possible for a game, and why.

    wordle [solve] STEP... [--words LIST|PATH] [-v] [--explain WORD...] [--json]
    wordle best|bot|review|tree|play|share|read|history|completion ...   (each its own --help)

The commands are argparse subcommands; a first argument that is no command starts the steps
of a game (``solve`` is the default), and one that is no step but close to a command's name
gets "did you mean" (``wordle bset``: did you mean best?). ``wordle --version``.

Exit status: 0 with a result (when no word of the list fits, the valid words that do, with a
note on stderr), 2 on bad input (a game no valid word fits among it), with a one-line message
on stderr naming what was wrong; 1 when the result cannot be written (stdout closed or full,
an encoding with no squares: `streams`); ``play`` exits 1 when the game is not solved. Never a
traceback.
"""

import argparse
import difflib
import importlib.metadata
import json
import shutil
import sys
from collections.abc import Callable

from .. import Analysis, Contradiction, count, explain, knowledge_text, query, word_list
from ..engine.rules.notation import (
    NotationError,
    parse_constraints,
    parse_word,
)
from . import coach, completion, optimal_tree, over_time, read, share, terminal_game
from .common import (
    STEPS_HELP,
    Parser,
    UsageError,
    add_game_arguments,
    complain,
    read_steps,
    read_word_list,
    tiles,
    use_colour,
    warn_unknown_guesses,
)
from .streams import (
    OUTPUT_FAILED,
    StreamError,
    check_streams,
    encoding_failed,
    flush_output,
    output_failed,
)

DISTRIBUTION = "wordle-companion"
DEFAULT_COMMAND = "solve"
TOP_LEVEL = ("-h", "--help", "--version")  # what the command itself takes before a command


def solve_parser() -> Parser:
    parser = Parser(
        prog="wordle solve",
        description="The answers still possible after a Wordle game, and why. "
        "The default command: wordle STEP... is wordle solve STEP...",
        epilog=STEPS_HELP,
    )
    add_game_arguments(parser)
    parser.add_argument(
        "-v", "--verbose", action="store_true", help="show what is known and a table of the steps"
    )
    parser.add_argument(
        "--explain", nargs="+", metavar="WORD", help="say why each word is or is not possible"
    )
    parser.add_argument("--columns", action="store_true", help="print the words in columns")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    return parser


def print_completion(args: argparse.Namespace) -> int:
    print(completion.script(args.shell, command_parser()))
    return 0


Command = tuple[Callable[[], Parser], Callable[[argparse.Namespace], int], str]


def commands() -> dict[str, Command]:
    """Each command's name: its parser, what runs it, and its line in ``wordle --help``."""
    return {
        "solve": (
            solve_parser,
            solve,
            "the answers still possible after a game, and why (the default command)",
        ),
        "best": (coach.best_parser, coach.best, "the best next guesses, exactly"),
        "bot": (coach.bot_parser, coach.bot, "how the bot would play for an answer, or for all"),
        "review": (
            coach.review_parser,
            coach.show_review,
            "each guess judged: expected guesses against the best, rank, skill, luck",
        ),
        "tree": (
            optimal_tree.tree_parser,
            optimal_tree.run,
            "the bot's optimal tree on a list that has one",
        ),
        "play": (
            terminal_game.play_parser,
            terminal_game.run,
            "play Wordle in the terminal, one guess a line",
        ),
        "share": (
            share.share_parser,
            share.run,
            "a game as Wordle's emoji text and the page's link",
        ),
        "read": (read.read_parser, read.run, "the game a screenshot of Wordle shows, as steps"),
        "history": (
            over_time.history_parser,
            over_time.run,
            "the games of a history file the page saved, added up over time",
        ),
        "completion": (
            completion.completion_parser,
            print_completion,
            "a completion script for bash or zsh",
        ),
    }


def version() -> str:
    """The installed distribution's version; the source tree's when it is not installed."""
    try:
        return importlib.metadata.version(DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:
        from .. import __version__

        return __version__


def command_parser() -> Parser:
    """``wordle`` and its commands, each with the parser its module defines."""
    parser = Parser(
        prog="wordle",
        usage="wordle [solve] STEP... [options]\n       wordle COMMAND [options]",
        description="The answers still possible after a Wordle game, and why; the best next "
        "guesses, the bot, a review, a game to play and a link to share.",
        epilog="wordle STEP... is wordle solve STEP... (see wordle solve --help). "
        "wordle COMMAND --help tells a command's options. " + STEPS_HELP,
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    subparsers = parser.add_subparsers(
        title="commands", metavar="COMMAND", prog="wordle", required=True
    )
    for name, (make, run, summary) in commands().items():
        own = make()
        command = subparsers.add_parser(
            name,
            parents=[own],
            add_help=False,  # the parent's -h, copied with its other options
            help=summary,
            description=own.description,
            epilog=own.epilog,
            formatter_class=own.formatter_class,
        )
        command.set_defaults(run=run)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    try:
        check_streams()
        status = run_printed(argv)
        flush_output()
        return status
    except (UsageError, NotationError, Contradiction) as error:
        complain(str(error))
        return 2
    except BrokenPipeError:
        sys.stderr.close()  # e.g. piped into `head`: not an error
        return 0
    except StreamError as error:
        complain(str(error))
        return OUTPUT_FAILED
    except OSError as error:  # writing the result: a full disk, an output gone
        complain(output_failed(error))
        return OUTPUT_FAILED
    except UnicodeEncodeError as error:
        complain(encoding_failed(error))
        return OUTPUT_FAILED
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # a bug: still one line, never a traceback
        complain(f"internal error, please report it: {error!r}")
        return 1


def run_printed(argv: list[str]) -> int:
    """`run`, its --help and --version (printed, then SystemExit) returning their status."""
    try:
        return run(argv)
    except SystemExit as done:
        return done.code if isinstance(done.code, int) else 0


def run(argv: list[str]) -> int:
    """Parse and run a command; a first argument that is no command starts a game's steps."""
    if argv[:1] and (argv[0] in commands() or argv[0] in TOP_LEVEL):
        args = command_parser().parse_args(argv)
        return args.run(args)
    try:
        args = command_parser().parse_args([DEFAULT_COMMAND, *argv])
        return args.run(args)
    except (UsageError, NotationError, Contradiction) as error:
        meant = argv and meant_command(argv[0])
        if not meant:
            raise
        raise UsageError(f"unknown command {argv[0]!r}; did you mean {meant}?") from error


def meant_command(token: str) -> str | None:
    """The commands a first argument may have been meant as: a misspelt name, neither a step
    nor a valid guess (a word is read as a guess, as in ``smart 🟨⬛🟩⬛⬛``)."""
    word = token.lower()
    if not (word.isascii() and word.isalpha()) or word in word_list("nyt"):
        return None
    close = difflib.get_close_matches(word, commands(), n=3)
    return " or ".join(close) or None


def split_explain(args: argparse.Namespace) -> None:
    """Steps written after ``--explain WORD...`` belong to the game, not to the words."""
    tokens = args.explain or []
    first_step = next((i for i, t in enumerate(tokens) if any(c in t for c in "=:,")), None)
    if first_step is None:
        args.steps_after_explain = []
    else:
        args.explain, args.steps_after_explain = tokens[:first_step], tokens[first_step:]


def solve(args: argparse.Namespace) -> int:
    split_explain(args)
    steps = read_steps(args)
    constraints = None
    if args.green or args.yellow or args.black:
        constraints = parse_constraints(args.green, args.yellow, args.black)
    if not steps and constraints is None:
        raise UsageError("no game given: give steps like CHEST=c.E.. (see wordle --help)")
    words = read_word_list(args.words)
    explained = [parse_word(word) for word in args.explain or []]
    asked = query(steps, words, constraints=constraints)
    counted = count(asked)
    if counted.problem:  # a contradiction (its step and tile), or no valid word fits
        raise UsageError(str(counted.problem))
    result = counted.analysis
    warn_unknown_guesses(steps)
    if args.json:
        print(json.dumps(counted.as_dict(), indent=2))
    elif explained:
        for word in explained:
            print(explain(asked, word))
    else:
        if args.verbose:
            print(report(result, use_colour()))
        print_words(result.answers, args.columns)
    if result.off_list:
        complain(off_list_message(result))
    return 0


def off_list_message(result: Analysis) -> str:
    """That no word of the list fits, so the valid words that do are what the answer can be."""
    count = len(result.valid)
    which = "this valid word does" if count == 1 else f"these {count:,} valid words do"
    return f"no word in the {result.words.name} list fits; {which} (most likely first)"


# --- output ---------------------------------------------------------------------


def report(result: Analysis, colour: bool) -> str:
    """The knowledge summary and a table of the steps."""
    lines = [knowledge_text.summary(result.knowledge), ""]
    if result.reports:
        width = 15 if colour else 11
        lines.append(
            f"{'#':>2}  {'guess':<{width}}  {'before':>6}  {'after':>6}  "
            f"{'eliminated':>10}  {'valid':>6}  {'bits':>5}"
        )
        for r in result.reports:
            bits = f"{r.bits:5.2f}" if r.bits is not None else "    -"
            lines.append(
                f"{r.number:>2}  {tiles(r.step, colour)}  {r.before:>6,}  {r.after:>6,}  "
                f"{r.eliminated:>10,}  {len(r.valid):>6,}  {bits}"
            )
        lines.append("")
    count, valid = len(result.candidates), len(result.valid)
    if result.off_list:
        lines.append(
            f"No word in the {result.words.name} list fits; {valid:,} valid "
            f"{'word does' if valid == 1 else 'words do'}, most likely first:"
        )
    else:
        others = f" ({valid - count:,} other valid words fit)" if valid > count else ""
        lines.append(
            f"{count:,} possible {'answer' if count == 1 else 'answers'} "
            f"in the {result.words.name} list{others}, most likely first:"
        )
    return "\n".join(lines)


def print_words(words: list[str], in_columns: bool) -> None:
    if not in_columns:
        for word in words:
            print(word)
        return
    width = shutil.get_terminal_size((80, 24)).columns
    per_line = max(1, (width + 2) // 7)
    rows = -(-len(words) // per_line)
    for row in range(rows):
        print("  ".join(words[row::rows]))
