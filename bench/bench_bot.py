"""How good the bot is: it plays every classic answer, in normal and in hard mode.

    python bench/bench_bot.py [--mode normal|hard|both] [--words answers] [--guesses allowed]
                              [--heuristic]

On the classic lists the bot plays the shipped optimal tree (issue 15: 7,920 and 8,122);
`--heuristic` measures what it plays off the tree.

Targets (issue 4): every game solved within six guesses; average at most 3.45 (normal)
and 3.55 (hard); each mode under 60 s in CPython. For comparison, the proven optimum is
3.4212 normal (7,920 guesses in all, SALET first) and 3.5084 hard (8,122).
"""

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wordle.engine.lists.words import word_list
from wordle.engine.search.bot import Bot


def play_all(bot: Bot) -> tuple[Counter, float]:
    start = time.perf_counter()
    lengths = Counter(len(bot.play(answer)) for answer in bot.answers)
    return lengths, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=("normal", "hard", "both"), default="both")
    parser.add_argument("--words", default="answers")
    parser.add_argument("--guesses", default="allowed")
    parser.add_argument("--heuristic", action="store_true", help="never the optimal tree")
    args = parser.parse_args()
    answers, guesses = word_list(args.words), word_list(args.guesses)
    for hard in {"normal": [False], "hard": [True], "both": [False, True]}[args.mode]:
        bot = Bot(answers, guesses, hard=hard, optimal=not args.heuristic)
        lengths, seconds = play_all(bot)
        total = sum(n * count for n, count in lengths.items())
        games = sum(lengths.values())
        shown = "  ".join(f"{n}: {lengths.get(n, 0)}" for n in range(1, max(6, *lengths) + 1))
        print(
            f"{'hard' if hard else 'normal'} mode, {games:,} answers, {len(guesses):,} guesses, "
            f"{bot.start.upper()} first, {'the optimal tree' if bot.tree else 'its heuristic'}"
        )
        print(f"  guesses per game  {shown}")
        print(
            f"  total {total:,}, average {total / games:.4f}, "
            f"{'all' if max(lengths) <= 6 else 'NOT all'} within six, {seconds:.1f} s"
        )


if __name__ == "__main__":
    main()
