"""``wordle share``: a game as Wordle's emoji text and the page's link to it.

wordle share [--spoiler-free] [--hard] [--words LIST] [--site URL] [--json] STEP...

Prints the share text (``Wordle 3/6``, ``*`` in hard mode, then the rows of emoji tiles), a
blank line and the link, relative to the page (``index.html#...``, so any host serves it), or
whole at the page's public address given by ``--site``: the link the page's "Copy link" makes
for the same game, list, hard mode and spoiler-free switch. A spoiler-free link spells no
guess: the game is a code (``index.html#g=...&hide``).
Exit status 0, or 2 on bad input (a game no valid word fits among it) with a one-line message.
"""

import argparse
import json

from .. import count, page_link, query, word_list
from ..engine.lists.names import DEFAULT_LIST, PAGE_LISTS
from ..engine.rules.notation import format_share
from .common import (
    STEPS_HELP,
    Parser,
    UsageError,
    add_letters_arguments,
    read_steps,
)


def share_parser() -> Parser:
    parser = Parser(
        prog="wordle share",
        description="A game as Wordle's emoji text, and the page's link to it.",
        epilog=STEPS_HELP,
    )
    parser.add_argument("steps", nargs="*", metavar="STEP", help="a guess and its colours")
    parser.add_argument(
        "--spoiler-free",
        action="store_true",
        help="a link that spells no guess: the page shows only colours, counts, skill and luck "
        "until the reader reveals the game",
    )
    parser.add_argument("--hard", action="store_true", help="played in hard mode (3/6*)")
    parser.add_argument(
        "--words",
        choices=PAGE_LISTS,
        default=DEFAULT_LIST,
        help=f"the list the page shows the game with (default {DEFAULT_LIST})",
    )
    parser.add_argument(
        "--site",
        metavar="URL",
        help="the page's public address (https://you.github.io/wordle/): the link is then whole",
    )
    add_letters_arguments(parser)
    parser.add_argument(
        "--json",
        action="store_true",
        help="print share (the emoji text), link, words, hard and spoiler_free as JSON",
    )
    return parser


def run(args: argparse.Namespace) -> int:
    """Print the share text and the link; the exit status."""
    steps = read_steps(args)  # a share text's * sets args.hard
    if not steps:
        raise UsageError("no game given: give steps like CHEST=c.E.. (see wordle share --help)")
    if problem := count(query(steps, word_list(args.words))).problem:  # its step, and why
        raise UsageError(str(problem))
    text = format_share(steps, args.hard)
    link = at_site(args.site, page_link(steps, args.words, args.hard, args.spoiler_free))
    if args.json:
        print(json.dumps(as_json(text, link, args), indent=2, ensure_ascii=False))
    else:
        print(f"{text}\n\n{link}")
    return 0


def at_site(site: str | None, link: str) -> str:
    """`link` (relative to the page) at the page's public address `site`, when given."""
    if site is None:
        return link
    if not site.startswith(("https://", "http://")) or any(c in site for c in " #?"):
        raise UsageError(f"--site {site!r}: give the page's address, as https://host/path/")
    return site.rstrip("/").removesuffix("/index.html") + "/" + link


def as_json(text: str, link: str, args: argparse.Namespace) -> dict:
    return {
        "share": text,
        "link": link,
        "words": args.words,
        "hard": args.hard,
        "spoiler_free": args.spoiler_free,
    }
