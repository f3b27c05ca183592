"""What the terminal's commands share: the parser that raises, the game options, word lists
read by name or from a file, and a guess drawn as coloured tiles."""

import argparse
import os
import sys
from pathlib import Path

from ..engine.notation import Step, format_score, parse_letters_and_colours, parse_steps
from ..engine.score import GREEN, YELLOW, colours
from ..engine.words import NAMES, WordList, word_list, words_from_text

TILE_STYLES = {GREEN: "\x1b[1;97;42m", YELLOW: "\x1b[1;30;43m"}
GREY_STYLE = "\x1b[1;97;100m"
RESET = "\x1b[0m"


class UsageError(Exception):
    """Bad input: the message names the token and what was expected."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str):
        raise UsageError(message)


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
