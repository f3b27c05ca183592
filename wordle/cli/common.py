"""What the terminal's commands share: the parser that raises, the game options, word lists
read by name or from a file (within limits), messages made safe to print, and a guess drawn
as coloured tiles."""

import argparse
import os
import select
import stat
import sys
from pathlib import Path

from .. import ListError, WordList, own_list, word_list
from ..engine.lists.names import NAMES
from ..engine.rules.notation import Step, format_score
from ..engine.rules.pasted import is_hard_share, parse_game, parse_letters_and_colours
from ..engine.rules.score import GREEN, MAX_GUESSES, YELLOW, colours

TILE_STYLES = {GREEN: "\x1b[1;97;42m", YELLOW: "\x1b[1;30;43m"}
GREY_STYLE = "\x1b[1;97;100m"
RESET = "\x1b[0m"
PIPE_WAIT = 30  # seconds a named pipe may give nothing before it is given up on
MOST_BYTES = 8 * 2**20  # a word list file: /usr/share/dict/words is about 1 MB


class UsageError(Exception):
    """Bad input: the message names the token and what was expected."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str):
        raise UsageError(message)

    def _print_message(self, message: str, file=None) -> None:
        """--help and --version, written as any output is: argparse's own drops a failed
        write (``wordle --help >/dev/full`` exited 0 with nothing written)."""
        if message:
            (file or sys.stderr).write(message)


def whole_number(text: str) -> int:
    """An option's number, written in ASCII digits (``int`` would also read ``٣`` as 3)."""
    digits = text.strip().removeprefix("-")
    if not (digits.isascii() and digits.isdigit() and len(digits) <= 20):
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}")
    return int(text)


def printable(text: str) -> str:
    """`text` with every control or format character escaped (``\\x1b``, ``\\u202e``), so a
    message quoting input cannot move the cursor, ring the bell or turn the line around."""
    return "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text)


def complain(message: str, prefix: str = "wordle") -> None:
    """One line on stderr, safe to show: ``wordle: message``."""
    print(f"{prefix}: {printable(message)}", file=sys.stderr)


STEPS_HELP = (
    "Steps: CHEST=c.E.. (upper green, lower yellow, . grey), bless,00112 "
    "(0 grey, 1 yellow, 2 green), smart:BBYBY (B grey, Y yellow, G green), "
    "a word followed by emoji tiles, a whole game as letters then colours "
    "(SMARTTABLE BBYBYYYBBB), or Wordle's share text with the guess words "
    "(its * turns on --hard)."
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
    add_letters_arguments(parser)


def add_letters_arguments(parser: argparse.ArgumentParser) -> None:
    """--letters and --colours: a whole game as two runs."""
    parser.add_argument("--letters", metavar="LETTERS", help="a whole game's guesses as one string")
    parser.add_argument(
        "--colors",
        "--colours",
        dest="colours",
        metavar="COLOURS",
        help="the colours for --letters: B/Y/G or 0/1/2, one per letter",
    )


def read_steps(args: argparse.Namespace) -> list[Step]:
    """The game the arguments give, in any notation a paste takes (a share text, two runs of
    letters and colours too); a share text's hard-mode mark (``3/6*``) sets ``--hard``."""
    text = " ".join(args.steps + getattr(args, "steps_after_explain", []))
    steps = parse_game(text)
    if is_hard_share(text) and "hard" in args:
        args.hard = True
    if args.letters is not None or args.colours is not None:
        if args.letters is None or args.colours is None:
            raise UsageError("--letters and --colors go together: the guesses and their colours")
        steps += parse_letters_and_colours(args.letters, args.colours)
    if len(steps) > MAX_GUESSES:
        raise UsageError(
            f"{len(steps)} steps given; a game of Wordle has at most {MAX_GUESSES} guesses"
        )
    return steps


def read_word_list(name: str) -> WordList:
    """A shipped list by name, or the five-letter words of a text file (within limits)."""
    if name in NAMES:
        return word_list(name)
    shown = printable(Path(name).name)
    if shown in NAMES:  # ./answers is not the shipped list: no challenge codes for it
        shown = f"{shown} (a file)"
    try:
        return own_list(read_list_file(name), shown)
    except ListError as error:
        raise UsageError(f"--words {name!r}: {error}") from None


def read_list_file(name: str) -> str:
    """The text of a word list file, read no further than `MOST_BYTES` (it may never end)."""
    try:
        if stat.S_ISFIFO(os.stat(name).st_mode):
            data = read_pipe(name)
        else:
            with open(name, "rb") as file:
                data = file.read(MOST_BYTES + 1)
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise UsageError(
            f"--words {name!r}: not one of {', '.join(NAMES)}, and cannot read it as a file "
            f"({reason})"
        ) from None
    if len(data) > MOST_BYTES:
        raise UsageError(
            f"--words {name!r}: more than {MOST_BYTES // 2**20} MB; a word list is at most "
            f"{MOST_BYTES // 2**20} MB"
        )
    return data.decode("utf-8", errors="replace")


def read_pipe(name: str) -> bytes:
    """What a named pipe gives, up to `MOST_BYTES` + 1, never waiting on it for more than
    `PIPE_WAIT` seconds at a time (a plain open would wait for a writer forever; with no
    writer there, it reads as empty)."""
    descriptor = os.open(name, os.O_RDONLY | os.O_NONBLOCK)
    chunks, size = [], 0
    try:
        while size <= MOST_BYTES:
            if not select.select([descriptor], [], [], PIPE_WAIT)[0]:
                raise UsageError(f"--words {name!r}: nothing came through it for {PIPE_WAIT} s")
            chunk = os.read(descriptor, 1 << 16)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(descriptor)
    return b"".join(chunks)


def warn_unknown_guesses(steps: list[Step]) -> None:
    """A warning for each guess not in the NYT list: called once the game is known to be
    good, so a bad game gets one line, its error."""
    valid = word_list("nyt")
    for number, (guess, _) in enumerate(steps, start=1):
        if guess not in valid:
            complain(
                f"warning: step {number}: {guess.upper()} is not in the NYT word list; "
                "using it anyway"
            )


def use_colour() -> bool:
    """Colour on a terminal, unless NO_COLOR is set to a value (no-color.org: an empty
    NO_COLOR is as if it were not set)."""
    return sys.stdout.isatty() and not os.environ.get("NO_COLOR")


def tiles(step: Step, colour: bool) -> str:
    """A guess as coloured tiles in a terminal, else as GUESS=SCORE."""
    guess, pattern = step
    if not colour:
        return f"{guess.upper()}={format_score(guess, pattern)}"
    return "".join(
        f"{TILE_STYLES.get(c, GREY_STYLE)} {letter.upper()} {RESET}"
        for letter, c in zip(guess, colours(pattern))
    )
