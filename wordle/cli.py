"""The ``wordle`` command: the answers still possible for a game, and why.

    wordle [solve] STEP... [--words LIST|PATH] [-v] [--explain WORD...] [--json]

Exit status: 0 with a result (also when no word fits), 2 on bad input, with a
one-line message on stderr naming what was wrong. Never a traceback.
"""

import argparse
import json
import os
import shutil
import sys
from pathlib import Path

from .analysis import Analysis, analyse
from .candidates import candidates
from .explain import explanation
from .knowledge import Contradiction, Knowledge
from .notation import (
    NotationError,
    Step,
    format_colour_letters,
    format_score,
    parse_constraints,
    parse_letters_and_colours,
    parse_steps,
    parse_word,
)
from .score import GREEN, YELLOW, colours
from .words import LARGER, NAMES, WordList, word_list, words_from_text

TILE_STYLES = {GREEN: "\x1b[1;97;42m", YELLOW: "\x1b[1;30;43m"}
GREY_STYLE = "\x1b[1;97;100m"
RESET = "\x1b[0m"


COACH_COMMANDS = ("best", "bot", "review")


class UsageError(Exception):
    """Bad input: the message names the token and what was expected."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str):
        raise UsageError(message)


def solve_parser() -> Parser:
    parser = Parser(
        prog="wordle",
        description="The answers still possible after a Wordle game, and why. "
        "Also: wordle best|bot|review (see wordle best --help).",
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


STEPS_HELP = (
    "Steps: CHEST=c.E.. (upper green, lower yellow, . grey), bless,00112 "
    "(0 grey, 1 yellow, 2 green), smart:BBYBY (B grey, Y yellow, G green), "
    "or a word followed by emoji tiles."
)


def add_game_arguments(parser: argparse.ArgumentParser, constraints: bool = True) -> None:
    """The options that say which game and which word list: shared by the commands."""
    parser.add_argument("steps", nargs="*", metavar="STEP", help="a guess and its colours")
    parser.add_argument(
        "--words",
        default="answers",
        metavar="LIST",
        help=f"candidate words: {', '.join(NAMES)} or a file (default answers)",
    )
    if constraints:
        parser.add_argument(
            "-g", "--green", default="", metavar="PATTERN", help="known letters by position: ..t.."
        )
        parser.add_argument(
            "-y",
            "--yellow",
            default="",
            metavar="LETTERS",
            help="present letters, each followed by the positions it is not at: a2l1",
        )
        parser.add_argument(
            "-b", "--black", default="", metavar="LETTERS", help="letters known absent: irepch"
        )
    parser.add_argument("--letters", metavar="LETTERS", help="a whole game's guesses as one string")
    parser.add_argument(
        "--colors",
        "--colours",
        dest="colours",
        metavar="COLOURS",
        help="the colours for --letters: B/Y/G or 0/1/2, one per letter",
    )


def main(argv: list[str] | None = None) -> int:
    """Run the command line; the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["solve"]:
        argv = argv[1:]
    try:
        if argv[:1] and argv[0] in COACH_COMMANDS:
            from . import cli_bot  # the WordleBot-like commands

            return cli_bot.run(argv[0], argv[1:])
        if argv[:1] == ["play"]:
            from . import cli_play  # the game in the terminal

            return cli_play.run(argv[1:])
        return solve(solve_parser().parse_args(argv))
    except (UsageError, NotationError, Contradiction) as error:
        print(f"wordle: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        sys.stderr.close()  # e.g. piped into `head`: not an error
        return 0
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # a bug: still one line, never a traceback
        print(f"wordle: internal error, please report it: {error!r}", file=sys.stderr)
        return 1


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
    warn_unknown_guesses(steps)
    explained = [parse_word(word) for word in args.explain or []]
    result = analyse(steps, words, constraints)
    if args.json:
        print(json.dumps(as_json(result), indent=2))
    elif explained:
        for word in explained:
            print(explanation(word, steps, result.knowledge, words))
    else:
        if args.verbose:
            print(report(result, use_colour()))
        print_words(result.candidates, args.columns)
    if not result.candidates:
        print(f"wordle: {no_candidates_message(result.knowledge, words)}", file=sys.stderr)
    return 0


def read_steps(args: argparse.Namespace) -> list[Step]:
    steps = parse_steps(" ".join(args.steps + getattr(args, "steps_after_explain", [])))
    if args.letters is not None or args.colours is not None:
        if args.letters is None or args.colours is None:
            raise UsageError("--letters and --colors go together: the guesses and their colours")
        steps += parse_letters_and_colours(args.letters, args.colours)
    return steps


def read_word_list(name: str) -> WordList:
    """A shipped list by name, or the five-letter words of a text file."""
    if name in NAMES:
        return word_list(name)
    path = Path(name)
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise UsageError(
            f"--words {name!r}: not one of {', '.join(NAMES)}, and cannot read it as a file "
            f"({reason})"
        ) from None
    words = words_from_text(text, path.name)
    if not words:
        raise UsageError(f"--words {name!r}: the file has no five-letter words of letters a-z")
    return words


def warn_unknown_guesses(steps: list[Step]) -> None:
    valid = word_list("nyt")
    for number, (guess, _) in enumerate(steps, start=1):
        if guess not in valid:
            print(
                f"wordle: warning: step {number}: {guess.upper()} is not in the NYT word list; "
                "using it anyway",
                file=sys.stderr,
            )


def no_candidates_message(knowledge: Knowledge, words: WordList) -> str:
    """That no word fits, and which larger list has some."""
    message = f"no word in the {words.name} list fits this game"
    larger = LARGER.get(words.name, "nyt")
    while larger and larger != words.name:
        found = candidates(knowledge, word_list(larger))
        if found:
            return f"{message}; {len(found)} in {larger} do (--words {larger})"
        larger = LARGER.get(larger)
    return message


# --- output ---------------------------------------------------------------------


def use_colour() -> bool:
    return sys.stdout.isatty() and "NO_COLOR" not in os.environ


def tiles(step: Step, colour: bool) -> str:
    """A guess as coloured tiles in a terminal, else as GUESS=SCORE."""
    guess, pattern = step
    if not colour:
        return f"{guess.upper()}={format_score(guess, pattern)}"
    return "".join(
        f"{TILE_STYLES.get(c, GREY_STYLE)} {letter.upper()} {RESET}"
        for letter, c in zip(guess, colours(pattern))
    )


def report(result: Analysis, colour: bool) -> str:
    """The knowledge summary and a table of the steps."""
    lines = [result.knowledge.summary(), ""]
    if result.reports:
        width = 15 if colour else 11
        lines.append(
            f"{'#':>2}  {'guess':<{width}}  {'before':>6}  {'after':>6}  "
            f"{'eliminated':>10}  {'bits':>5}"
        )
        for r in result.reports:
            bits = f"{r.bits:5.2f}" if r.bits is not None else "    -"
            lines.append(
                f"{r.number:>2}  {tiles(r.step, colour)}  {r.before:>6,}  {r.after:>6,}  "
                f"{r.eliminated:>10,}  {bits}"
            )
        lines.append("")
    count = len(result.candidates)
    lines.append(
        f"{count:,} possible {'answer' if count == 1 else 'answers'} "
        f"in the {result.words.name} list:"
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


def as_json(result: Analysis) -> dict:
    return {
        "words": result.words.name,
        "steps": [
            {
                "guess": r.step.guess,
                "pattern": format_colour_letters(r.step.pattern),
                "remaining": r.after,
                "eliminated": r.eliminated,
                "bits": r.bits,
            }
            for r in result.reports
        ],
        "candidates": result.candidates,
        "knowledge": result.knowledge.as_dict(),
    }
