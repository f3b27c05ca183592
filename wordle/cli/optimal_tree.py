"""``wordle tree``: the bot's optimal tree on a list that has one, as an indented outline.

wordle tree [--words answers|nyt-answers] [--hard] [--depth N]
"""

import argparse

from .. import TREES, DecisionTree, guesses_for, shipped_tree, tree_lines, word_list
from ..engine.rules.notation import Step
from .common import Parser, UsageError, tiles, use_colour, whole_number

LISTS = sorted({name for name, _ in TREES})  # the answer lists with trees
HELP = """\
The tree the bot plays on the classic lists (2,315 answers, 12,972 allowed guesses) from
SALET, or with --words nyt-answers on the NYT's answers (3,158 answers, 14,855 allowed
guesses) from TARSE: the fewest guesses in all over the answers, proven by an exhaustive search
(scripts/search_tree.py). Each line below the first: the colours the guess above it shows, how
many answers give them, and the guess played next (the answer itself when one is left)."""


def tree_parser() -> Parser:
    parser = Parser(
        prog="wordle tree",
        description="The bot's optimal decision tree, as an indented outline.",
        epilog=HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--words",
        default="answers",
        metavar="LIST",
        help=f"the answer list: {' or '.join(LISTS)} (default answers)",
    )
    parser.add_argument("--hard", action="store_true", help="the hard-mode tree")
    parser.add_argument(
        "--depth", type=whole_number, metavar="N", help="show N guesses deep at most (1-6)"
    )
    return parser


def run(args: argparse.Namespace) -> int:
    if args.depth is not None and not 1 <= args.depth <= 6:
        raise UsageError(f"--depth {args.depth}: give a number from 1 to 6")
    if args.words not in LISTS:
        raise UsageError(f"--words {args.words!r}: trees are shipped for {' and '.join(LISTS)}")
    answers = word_list(args.words)
    tree = shipped_tree(answers, guesses_for(answers), args.hard)
    if tree is None:
        raise UsageError(f"no tree is shipped for the {args.words} list (a broken install?)")
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
