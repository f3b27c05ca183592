"""``wordle play``: a game of Wordle in the terminal, one guess a line on stdin.

wordle play [--hard] [--seed N] [--answer WORD | --challenge CODE|LINK] [--words LIST]

After each guess: its row (coloured tiles in a terminal, else ``GUESS=SCORE``) and the
letters known so far. A word that is not a valid guess uses no round: a message on stderr,
and the game reads on. At the end: ``solved in N/6`` or ``the answer was CRANE``, and the
challenge code for the answer; with a partner's result (a page's link ``#play=CODE&beat=4``),
who won. Exit status 0 solved, 1 not solved (six rounds used, or the input ended), 2 bad
usage or input that is no game: a line longer than 100 characters, or 100 lines that use
no round. Prompts (on stderr) only when stdin is a terminal.

The answer comes from the ``--words`` list (default answers; ``--answer`` must be in it);
guesses are checked against the NYT's 14,855 valid words, plus the list's own words.
"""

import argparse
import random
import sys
from urllib.parse import unquote

from .. import (
    RESULTS,
    ChallengeError,
    Game,
    WordList,
    against_partner,
    challenge_code,
    new_game,
    play_guesses,
    read_challenge,
    read_fragment,
    word_list,
)
from ..engine.lists.names import NAMES
from ..engine.rules.notation import NotationError, Step, parse_word
from ..engine.rules.score import GREEN, MAX_GUESSES, YELLOW
from .common import (
    RESET,
    TILE_STYLES,
    Parser,
    UsageError,
    complain,
    read_word_list,
    tiles,
    use_colour,
    whole_number,
)
from .streams import stdin

LETTER_STYLES = {
    "correct": TILE_STYLES[GREEN],
    "present": TILE_STYLES[YELLOW],
    "absent": "\x1b[90m",
}
LONGEST_LINE = 100  # a guess is one word a line
MOST_REFUSED = 100  # lines that use no round before the input is taken for no game at all


def play_parser() -> Parser:
    parser = Parser(
        prog="wordle play",
        description="Play Wordle in the terminal: one guess a line on stdin. "
        "Exit status 0 solved, 1 not solved, 2 bad usage.",
    )
    parser.add_argument(
        "--hard", action="store_true", help="hard mode: greens stay, revealed letters are used"
    )
    parser.add_argument(
        "--seed", type=whole_number, metavar="N", help="pick the answer reproducibly"
    )
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--answer", metavar="WORD", help="the answer (from the --words list)")
    which.add_argument(
        "--challenge",
        metavar="CODE",
        help="play the answer of a challenge code, or of a page's link "
        "(#play=CODE, with &beat=N: a partner's result to beat)",
    )
    parser.add_argument(
        "--words",
        default="answers",
        metavar="LIST",
        help=f"the answers to pick from: {', '.join(NAMES)} or a file (default answers)",
    )
    return parser


def run(args: argparse.Namespace) -> int:
    """Play one game reading stdin; 0 when solved, 1 when not."""
    game, answers, rival = start(args)
    interactive = stdin().isatty()
    colour = use_colour()
    if hasattr(sys.stdin, "reconfigure"):
        sys.stdin.reconfigure(errors="replace")  # bytes that are not UTF-8: a rejected guess
    if rival:
        print(challenge_line(rival))
    if interactive:
        hard = " in hard mode" if game.hard else ""
        print(f"Guess the word in {MAX_GUESSES} tries{hard}; Ctrl-D gives up.", file=sys.stderr)
    refused = 0
    while not game.is_over:
        if interactive:
            asking = f"guess {len(game.steps) + 1}/{MAX_GUESSES}: "
            print(asking, end="", file=sys.stderr, flush=True)
        line = read_line(refused)
        if not line:
            if interactive:
                print(file=sys.stderr)
            break
        result = game.guess(line) if line.strip() else None
        if not isinstance(result, Step):
            refused += 1
            if result is not None:
                complain(f"{result} (no round used)", "wordle play")
            continue
        print(tiles(result, colour))
        print(letters_line(game.letters, colour))
    return finish(game, answers, rival)


def read_line(refused: int) -> str:
    """The next line of stdin, "" at its end; UsageError when it is no game's input: a line
    too long for a guess, or too many lines that used no round (a stream that never ends)."""
    if refused >= MOST_REFUSED:
        raise UsageError(
            f"stdin: {MOST_REFUSED} lines that are not guesses; stopping (one guess a line)"
        )
    line = sys.stdin.readline(LONGEST_LINE + 1)
    if len(line) > LONGEST_LINE:
        raise UsageError(
            f"stdin: a line longer than {LONGEST_LINE} characters; a guess is one word a line"
        )
    return line


def start(args: argparse.Namespace) -> tuple[Game, WordList, str]:
    """The game the options ask for, the answers list it is played from, and the partner's
    result to beat ("" when there is none)."""
    if args.challenge is not None:
        code, rival = read_challenge_link(args.challenge)
        try:
            challenge = read_challenge(code)
            answers = word_list(challenge.words)
            answer = challenge.answer(answers)
        except ChallengeError as error:
            raise UsageError(f"--challenge: {error}") from None
        return Game(answer, play_guesses(answers), args.hard), answers, rival
    answers = read_word_list(args.words)
    guesses = play_guesses(answers)
    if args.answer is None:
        return new_game(answers, guesses, random.Random(args.seed), args.hard), answers, ""
    try:
        answer = parse_word(args.answer)
    except NotationError as error:
        raise UsageError(f"--answer {error}") from None
    if answer not in answers:
        raise UsageError(
            f"--answer {args.answer!r}: not in the {answers.name} list "
            "(choose another list with --words)"
        )
    return Game(answer, guesses, args.hard), answers, ""


def read_challenge_link(text: str) -> tuple[str, str]:
    """The code and the partner's result ("" if none) of what ``--challenge`` was given: a
    code, or any link the page makes (``https://.../index.html#play=YA3J1&beat=4``)."""
    fragment = unquote(text.partition("#")[2]) if "#" in text else text.strip()
    game, flags = read_fragment(fragment)  # as the page reads its links
    if game.startswith("play="):
        code = game.removeprefix("play=")
    elif "#" in text or "=" in game or not game:
        raise UsageError(
            f"--challenge {text[:60]!r}: not a challenge link; a challenge is #play=CODE"
        )
    else:
        code = game
    beat = flags.get("beat")
    rival = "" if beat is None else beat.strip().upper()
    if beat is not None and rival not in RESULTS:
        raise UsageError(
            f"--challenge: &beat={beat[:20]!r} is not a result; expected 1 to {MAX_GUESSES}, or X"
        )
    return code, rival


def challenge_line(rival: str) -> str:
    """What a partner's result asks of the player."""
    if rival == "X":
        return "a challenge: your partner did not solve this one"
    return f"a challenge: your partner solved it in {rival}/{MAX_GUESSES}; beat that"


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


def finish(game: Game, answers: WordList, rival: str = "") -> int:
    """Say how the game ended (and who won, against a partner's result) and how to
    challenge a partner; the exit status."""
    ending = f"solved in {len(game.steps)}/{MAX_GUESSES}" if game.is_won else None
    against = against_partner(str(len(game.steps)) if game.is_won else "X", rival)
    print((ending or f"the answer was {game.answer.upper()}") + (f".{against}" if rival else ""))
    try:
        code = challenge_code(game.answer, answers)
        print(f"challenge code: {code} (wordle play --challenge {code})")
    except ChallengeError:
        pass  # a list of one's own has no codes
    return 0 if game.is_won else 1
