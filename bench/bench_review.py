"""How long a review takes: every guess judged by expected guesses, in CPython.

    python bench/bench_review.py [--rounds 3]

Games chosen to cover the cases: a good game, a lost one told its answer, a poor opener on the
NYT's whole list (the largest step a shipped list can give), and games whose later steps
are searched exactly. The page runs the same code in Pyodide, about two to three times slower.
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wordle.engine.lists.words import guesses_for, word_list
from wordle.engine.review.reviewing import review
from wordle.engine.rules.notation import parse_steps
from wordle.engine.search.bot import Bot

GAMES = {
    "good": ("SALET=.a..t TONIC=to... QUOTA=QUOTA", None),
    "issue 12": ("SMART=..a.t TABLE=ta... ATTIC=at... QUOTA=QUOTA", None),
    "lost": (
        "CRANE=c.a.. LATCH=.ATCH MATCH=.ATCH BATCH=.ATCH PATCH=.ATCH WATCH=.ATCH",
        "hatch",
    ),
    "poor opener": ("XYLYL=..... FUZZY=..... PIOUS=..... CRANE=....E", None),
}


def timed(steps, words, answer) -> float:
    start = time.perf_counter()
    review(steps, Bot(words, guesses_for(words)), answer)  # a fresh bot: nothing cached
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    for name in ("answers", "nyt"):
        words = word_list(name)
        review(parse_steps(GAMES["good"][0]), Bot(words, guesses_for(words)))  # warm up
        for game, (text, answer) in GAMES.items():
            steps = parse_steps(text)
            times = [timed(steps, words, answer) for _ in range(args.rounds)]
            print(
                f"{name:<8} {game:<12} median {statistics.median(times):5.2f} s  "
                f"max {max(times):5.2f} s  ({len(steps)} guesses)"
            )


if __name__ == "__main__":
    main()
