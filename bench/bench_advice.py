"""The best 10 guesses ranked by expected guesses (the default since issue 27) against ranked by
expected information, in one run, in CPython, over the answer model as the page asks.

    python bench/bench_advice.py [--states N]

States: the opening, then after one guess of SALET, CRANE and FUZZY, every N-th of the
colour patterns that the classic answers give (each pattern's pool: the valid words that fit,
weighed). The page runs the same code in Pyodide, about 2-3x slower than CPython.
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from wordle.engine.advice import advising
from wordle.engine.bot import Bot
from wordle.engine.notation import Step
from wordle.engine.score import feedback
from wordle.engine.words import guesses_for, word_list
from wordle.engine.work import finish

OPENERS = ("salet", "crane", "fuzzy")


def states(answers, every: int) -> list[list[Step]]:
    """The opening, and every `every`-th pattern after each opener (by the answers' order)."""
    found = [[]]
    for opener in OPENERS:
        patterns = sorted({feedback(opener, answer) for answer in answers.words})
        found += [[Step(opener, p)] for p in patterns[::every]]
    return found


def timed(bot: Bot, steps: list[Step], by: str) -> float:
    pool = bot.pool_after(steps)
    start = time.perf_counter()
    finish(advising(bot, steps, pool, 10, by))
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--states", type=int, default=6, metavar="N", help="every N-th pattern")
    every = parser.parse_args().states
    answers = word_list("answers")
    bot = Bot(answers, guesses_for(answers))
    finish(advising(bot, [], bot.opening_pool, 10))  # the opening table, read once
    times = {"guesses": [], "entropy": []}
    for steps in states(answers, every):
        for by, found in times.items():
            found.append(timed(bot, steps, by))
    print(f"{len(times['guesses'])} states (the opening, then after {', '.join(OPENERS)}):")
    for by, found in times.items():
        found.sort()
        p90 = found[int(0.9 * (len(found) - 1))]
        print(
            f"  by {by:8}: median {statistics.median(found) * 1000:6.0f} ms, "
            f"p90 {p90 * 1000:6.0f} ms, max {found[-1] * 1000:6.0f} ms"
        )
    ratio = statistics.median(times["guesses"]) / statistics.median(times["entropy"])
    print(f"  median ratio guesses / entropy: {ratio:.1f}")


if __name__ == "__main__":
    main()
