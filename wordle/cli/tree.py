"""``wordle tree``: the bot's optimal tree on the classic lists, as an indented outline.

wordle tree [--hard] [--depth N]
"""

import argparse

from ..engine.bot import OPENER
from ..engine.notation import Step
from ..engine.tree import DecisionTree, shipped_tree, tree_lines
from ..engine.words import CLASSIC, word_list
from .common import Parser, UsageError, tiles, use_colour, whole_number

HELP = """\
The tree the bot plays on the classic lists (2,315 answers, 12,972 allowed guesses) from
SALET: the fewest guesses in all over the answers, proven by an exhaustive search
(scripts/search_tree.py). Each line below the first: the colours the guess above it shows, how
many answers give them, and the guess played next (the answer itself when one is left)."""


def tree_parser() -> Parser:
    parser = Parser(
        prog="wordle tree",
        description="The bot's optimal decision tree, as an indented outline.",
        epilog=HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--hard", action="store_true", help="the hard-mode tree")
    parser.add_argument(
        "--depth", type=whole_number, metavar="N", help="show N guesses deep at most (1-6)"
    )
    return parser


def run(args: argparse.Namespace) -> int:
    if args.depth is not None and not 1 <= args.depth <= 6:
        raise UsageError(f"--depth {args.depth}: give a number from 1 to 6")
    answers, guesses = (word_list(name) for name in CLASSIC)
    tree = shipped_tree(answers, guesses, args.hard)
    if tree is None or tree.opener != OPENER:
        raise UsageError("no tree is shipped for the classic lists (a broken install?)")
    print(heading(tree, len(answers)))
    for line in outline(tree, args.depth or 6, use_colour()):
        print(line)
    return 0


def heading(tree: DecisionTree, answers: int) -> str:
    mode = "hard mode" if tree.hard else "normal mode"
    return (
        f"{tree.opener.upper()} first, {mode}: {answers:,} answers, {tree.total:,} guesses in "
        f"all ({tree.total / answers:.4f} each), the fewest possible"
    )


def outline(tree: DecisionTree, depth: int, colour: bool):
    """The tree's lines, indented by depth: colours seen, answers left, the next guess."""
    above: list[str] = []
    for level, pattern, guess, count in tree_lines(tree):
        del above[level:]
        above.append(guess)
        if level >= depth:
            continue
        if pattern is None:
            yield f"{guess.upper()}  {count:,}"
        else:
            seen = tiles(Step(above[level - 1], pattern), colour)
            yield f"{'  ' * level}{seen}  {count:,}  {guess.upper()}"
