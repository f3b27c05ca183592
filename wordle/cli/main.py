"""The ``wordle`` command: the answers still possible for a game, and why.

    wordle [solve] STEP... [--words LIST|PATH] [-v] [--explain WORD...] [--json]

Exit status: 0 with a result (also when no word fits), 2 on bad input, with a
one-line message on stderr naming what was wrong. Never a traceback.
"""

import argparse
import json
import shutil
import sys

from ..engine.analysis import Analysis, analyse
from ..engine.candidates import candidates
from ..engine.explain import explanation
from ..engine.knowledge import Contradiction, Knowledge
from ..engine.notation import NotationError, format_colour_letters, parse_constraints, parse_word
from ..engine.words import LARGER, WordList, word_list
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
)

COACH_COMMANDS = ("best", "bot", "review")


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
