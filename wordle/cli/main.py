"""The ``wordle`` command: the answers still possible for a game, and why.

    wordle [solve] STEP... [--words LIST|PATH] [-v] [--explain WORD...] [--json]

Also ``wordle best|bot|review`` (`coach`), ``wordle play`` (`play`), ``wordle share`` (`share`).

Exit status: 0 with a result (when no word of the list fits, the valid words that do, with a
note on stderr), 2 on bad input (a game no valid word fits among it), with a one-line message
on stderr naming what was wrong. Never a traceback.
"""

import argparse
import json
import shutil
import sys

from ..engine.analysis import Analysis, analyse
from ..engine.explain import explanation
from ..engine.knowledge import Contradiction
from ..engine.notation import (
    NotationError,
    format_colour_letters,
    parse_constraints,
    parse_word,
)
from .common import (
    STEPS_HELP,
    Parser,
    UsageError,
    add_game_arguments,
    complain,
    no_valid_word_message,
    read_steps,
    read_word_list,
    tiles,
    use_colour,
    warn_unknown_guesses,
)

COACH_COMMANDS = ("best", "bot", "review")


def solve_parser() -> Parser:
    parser = Parser(
        prog="wordle",
        description="The answers still possible after a Wordle game, and why. "
        "Also: wordle best|bot|review|play|share (see wordle best --help).",
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


def main(argv: list[str] | None = None) -> int:
    """Run the command line; the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["solve"]:
        argv = argv[1:]
    try:
        if argv[:1] and argv[0] in COACH_COMMANDS:
            from . import coach  # the WordleBot-like commands, imported only when asked for

            return coach.run(argv[0], argv[1:])
        if argv[:1] == ["play"]:
            from . import play  # the game in the terminal

            return play.run(argv[1:])
        if argv[:1] == ["share"]:
            from . import share  # the emoji text and the page's link

            return share.run(argv[1:])
        return solve(solve_parser().parse_args(argv))
    except (UsageError, NotationError, Contradiction) as error:
        complain(str(error))
        return 2
    except BrokenPipeError:
        sys.stderr.close()  # e.g. piped into `head`: not an error
        return 0
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # a bug: still one line, never a traceback
        complain(f"internal error, please report it: {error!r}")
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
    explained = [parse_word(word) for word in args.explain or []]
    result = analyse(steps, words, constraints)
    if not result.valid:
        raise UsageError(no_valid_word_message(result))
    warn_unknown_guesses(steps)
    if args.json:
        print(json.dumps(as_json(result), indent=2))
    elif explained:
        for word in explained:
            print(explanation(word, steps, result.knowledge, words))
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
    lines = [result.knowledge.summary(), ""]
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


def as_json(result: Analysis) -> dict:
    return {
        "words": result.words.name,
        "steps": [
            {
                "guess": r.step.guess,
                "pattern": format_colour_letters(r.step.pattern),
                "remaining": r.after,
                "valid": len(r.valid),
                "eliminated": r.eliminated,
                "bits": r.bits,
            }
            for r in result.reports
        ],
        "candidates": result.candidates,
        "valid": len(result.valid),
        "valid_words": result.valid,
        "off_list": result.off_list,
        "knowledge": result.knowledge.as_dict(),
    }
