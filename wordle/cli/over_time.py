"""``wordle history FILE``: the games of a history file (the page's "Save your games to a
file"), added up as the page adds them up: the averages, the last 14 days and the streaks,
the guess distribution and the results by first guess.

wordle history FILE [--words LIST] [--hard | --normal] [--json]

The numbers are the engine's (`history_trends`), the sentences the page's own; ``--json``
prints them whole (docs/json.md). Exit status 0, or 2 with a one-line message when the file
cannot be read or is not a history file (another format, a newer version, a damaged game).
"""

import argparse
import json
from dataclasses import asdict
from pathlib import Path

from .. import (
    MOST_CHARACTERS,
    History,
    Trends,
    averages_sentence,
    history_trends,
    read_history_file,
    recent_sentence,
)
from ..engine.lists.names import PAGE_LISTS
from .common import Parser, UsageError

BAR = 30  # characters of the longest bar
OPENERS_SHOWN = 8  # as the page
JSON_NAMES = {  # elsewhere, `games` is the bot's games, `solved` a game's, `guesses` a list's
    "games": "played",
    "solved": "solved_games",
    "guesses": "average_guesses",
}


def history_parser() -> Parser:
    parser = Parser(
        prog="wordle history",
        description="The games of a history file saved by the page, added up: averages, "
        "streaks, guesses per game and results by first guess.",
    )
    parser.add_argument("file", metavar="FILE", help="a file saved by the page's 'Your games'")
    parser.add_argument(
        "--words", choices=PAGE_LISTS, help="only the games played on this list of answers"
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument(
        "--hard", action="store_const", const=True, dest="hard", help="only hard-mode games"
    )
    mode.add_argument(
        "--normal", action="store_const", const=False, dest="hard", help="only normal games"
    )
    parser.add_argument("--json", action="store_true", help="print the numbers as JSON")
    return parser


def run(args: argparse.Namespace) -> int:
    """Print the file's games added up; the exit status."""
    history = read_games(args.file).only(args.words, args.hard)
    trends = history_trends(history)
    if args.json:
        print(json.dumps(as_json(trends, args), indent=2))
    else:
        print(report(trends))
    return 0


def read_games(name: str) -> History:
    """The games of the file `name`, read only up to what a history can hold; UsageError
    naming the file and what is wrong (not there, unreadable, not a history file)."""
    try:
        with Path(name).open(encoding="utf-8") as file:
            text = file.read(MOST_CHARACTERS + 1)
    except (OSError, UnicodeDecodeError) as error:
        raise UsageError(f"{name}: cannot be read ({error.__class__.__name__})") from None
    try:
        return read_history_file(text)
    except ValueError as error:
        raise UsageError(f"{name}: not a history file the page saved: {error}") from None


def report(trends: Trends) -> str:
    """What the page's history card says and draws, as text."""
    if not trends.games:
        return "No game kept (none of this list and mode)."
    lines = [averages_sentence(trends), recent_sentence(trends), "", "Guesses per game:"]
    most = max(trends.distribution) or 1
    labels = [*map(str, range(1, len(trends.distribution))), "X"]
    for label, n in zip(labels, trends.distribution):
        lines.append(f"  {label}  {'█' * round(BAR * n / most):<{BAR}}  {n:,}")
    if trends.openers:
        lines += ["", "By first guess:", f"  {'first':<6} {'games':>6} {'guesses':>8} {'skill':>6}"]
        for o in trends.openers[:OPENERS_SHOWN]:
            guesses = "-" if o.guesses is None else f"{o.guesses:.2f}"
            lines.append(f"  {o.opener.upper():<6} {o.games:>6,} {guesses:>8} {o.skill:>6.0f}")
    return "\n".join(lines)


def as_json(trends: Trends, args: argparse.Namespace) -> dict:
    """The trends whole, with the filter they were added up under (docs/json.md), each key
    named as no other command's JSON names another thing (`JSON_NAMES`) and the distribution
    keyed by guesses, as ``wordle bot --all``'s."""
    said = renamed(asdict(trends))
    labels = [*map(str, range(1, len(trends.distribution))), "X"]
    said["distribution"] = dict(zip(labels, trends.distribution))
    return {"words": args.words, "hard": args.hard, **said}


def renamed(value):
    """`value` with its keys named as `JSON_NAMES` says."""
    if isinstance(value, dict):
        return {JSON_NAMES.get(k, k): renamed(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [renamed(v) for v in value]
    return value
