"""``wordle play``: a game of Wordle in the terminal, one guess a line on stdin.

wordle play [--hard] [--seed N] [--answer WORD | --challenge CODE] [--words LIST]

After each guess: its row (coloured tiles in a terminal, else ``GUESS=SCORE``) and the
letters known so far. A word that is not a valid guess uses no round: a message on stderr,
and the game reads on. At the end: ``solved in N/6`` or ``the answer was CRANE``, and the
challenge code for the answer. Exit status 0 solved, 1 not solved (six rounds used, or the
input ended), 2 bad usage. Prompts (on stderr) only when stdin is a terminal.

The answer comes from the ``--words`` list (default answers; ``--answer`` must be in it);
guesses are checked against the NYT's 14,855 valid words, plus the list's own words.
"""

import argparse
import random
import sys

from ..engine.game import (
    ROUNDS,
    ChallengeError,
    Game,
    Rejection,
    challenge_code,
    new_game,
    read_challenge,
)
from ..engine.notation import NotationError, parse_word
from ..engine.score import GREEN, YELLOW
from ..engine.words import NAMES, WordList, play_guesses, word_list
from .common import RESET, TILE_STYLES, Parser, UsageError, read_word_list, tiles, use_colour

LETTER_STYLES = {
    "correct": TILE_STYLES[GREEN],
    "present": TILE_STYLES[YELLOW],
    "absent": "\x1b[90m",
}


def play_parser() -> Parser:
    parser = Parser(
        prog="wordle play",
        description="Play Wordle in the terminal: one guess a line on stdin. "
        "Exit status 0 solved, 1 not solved, 2 bad usage.",
    )
    parser.add_argument(
        "--hard", action="store_true", help="hard mode: greens stay, revealed letters are used"
    )
    parser.add_argument("--seed", type=int, metavar="N", help="pick the answer reproducibly")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--answer", metavar="WORD", help="the answer (from the --words list)")
    which.add_argument(
        "--challenge",
        metavar="CODE",
        help="play the answer of a challenge code (or of a page's link with #play=CODE)",
    )
    parser.add_argument(
        "--words",
        default="answers",
        metavar="LIST",
        help=f"the answers to pick from: {', '.join(NAMES)} or a file (default answers)",
    )
    return parser


def run(argv: list[str]) -> int:
    """Play one game reading stdin; 0 when solved, 1 when not."""
    args = play_parser().parse_args(argv)
    game, answers = start(args)
    interactive = sys.stdin.isatty()
    colour = use_colour()
    if interactive:
        hard = " in hard mode" if game.hard else ""
        print(f"Guess the word in {ROUNDS} tries{hard}; Ctrl-D gives up.", file=sys.stderr)
    while not game.is_over:
        if interactive:
            print(f"guess {len(game.steps) + 1}/{ROUNDS}: ", end="", file=sys.stderr, flush=True)
        line = sys.stdin.readline()
        if not line:
            if interactive:
                print(file=sys.stderr)
            break
        if not line.strip():
            continue
        result = game.guess(line)
        if isinstance(result, Rejection):
            print(f"wordle play: {result} (no round used)", file=sys.stderr)
            continue
        print(tiles(result, colour))
        print(letters_line(game.letters, colour))
    return finish(game, answers)


def start(args: argparse.Namespace) -> tuple[Game, WordList]:
    """The game the options ask for, and the answers list it is played from."""
    if args.challenge is not None:
        try:
            challenge = read_challenge(args.challenge.rpartition("play=")[2])  # or a link
            answers = word_list(challenge.words)
            answer = challenge.answer(answers)
        except ChallengeError as error:
            raise UsageError(f"--challenge: {error}") from None
        return Game(answer, play_guesses(answers), args.hard), answers
    answers = read_word_list(args.words)
    guesses = play_guesses(answers)
    if args.answer is None:
        return new_game(answers, guesses, random.Random(args.seed), args.hard), answers
    try:
        answer = parse_word(args.answer)
    except NotationError as error:
        raise UsageError(f"--answer {error}") from None
    if answer not in answers:
        raise UsageError(
            f"--answer {args.answer!r}: not in the {answers.name} list "
            "(choose another list with --words)"
        )
    return Game(answer, guesses, args.hard), answers


def letters_line(letters: dict[str, str], colour: bool) -> str:
    """The letter tracker: the alphabet coloured, else ``absent: ..  present: ..  correct: ..``."""
    if colour:
        return " ".join(
            f"{LETTER_STYLES[state]}{letter.upper()}{RESET}"
            if state in LETTER_STYLES
            else letter.upper()
            for letter, state in letters.items()
        )
    return "  ".join(
        f"{state}: {''.join(c for c, s in letters.items() if s == state).upper() or '-'}"
        for state in ("absent", "present", "correct")
    )


def finish(game: Game, answers: WordList) -> int:
    """Say how the game ended and how to challenge a partner; the exit status."""
    if game.is_won:
        print(f"solved in {len(game.steps)}/{ROUNDS}")
    else:
        print(f"the answer was {game.answer.upper()}")
    try:
        code = challenge_code(game.answer, answers)
        print(f"challenge code: {code} (wordle play --challenge {code})")
    except ChallengeError:
        pass  # a list of one's own has no codes
    return 0 if game.is_won else 1
