"""How long the engine's cooperative work runs between two pauses, in CPython: what a newer
request waits for in the page's worker, beyond its slice (`SLICE_SECONDS`).

    python bench/bench_pauses.py [--states N]

The reviews of `bench_review`'s games on both lists, with a fresh bot (nothing cached), and
the advice after one guess (`advice_timing.states`). Prints the longest stretches and where
they were (a stack of the work's frames at the pause that ended each). Target (issue 45): a
newer request waits at most 50 ms in the page, which runs this code about 1.6 times slower.
"""

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]
from advice_timing import states  # noqa: E402
from bench_review import GAMES  # noqa: E402

from wordle.engine.lists.words import guesses_for, word_list  # noqa: E402
from wordle.engine.review.reviewing import reviewing  # noqa: E402
from wordle.engine.rules.notation import parse_steps  # noqa: E402
from wordle.engine.search.advice import advising  # noqa: E402
from wordle.engine.search.bot import Bot  # noqa: E402
from wordle.engine.search.work import finish  # noqa: E402


def where(work) -> str:
    """The innermost frames of a paused generator, outermost first."""
    names = []
    while work is not None and getattr(work, "gi_frame", None) is not None:
        frame = work.gi_frame
        names.append(f"{frame.f_code.co_name}:{frame.f_lineno}")
        work = work.gi_yieldfrom
    return " > ".join(names[-4:])


def stretches(work, label: str) -> list[tuple[float, str]]:
    """(seconds between two pauses, label and where the pauses were)."""
    found, began = [], "the start"
    last = time.perf_counter()
    while True:
        try:
            next(work)
        except StopIteration:
            found.append((time.perf_counter() - last, f"{label}: {began} to the end"))
            return found
        now = time.perf_counter()
        here = where(work)
        found.append((now - last, f"{label}: {began}\n{' ' * 13}to {here}"))
        last, began = now, here


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--states", type=int, default=6, metavar="N", help="every N-th pattern")
    args = parser.parse_args()
    found = []
    for name in ("answers", "nyt"):
        words = word_list(name)
        for game, (text, answer) in GAMES.items():
            bot = Bot(words, guesses_for(words))
            found += stretches(reviewing(parse_steps(text), bot, answer), f"review {game} {name}")
    answers = word_list("answers")
    bot = Bot(answers, guesses_for(answers))
    finish(advising(bot, [], bot.opening_pool, 10))
    for steps in states(answers, args.states):
        pool = bot.pool_after(steps)
        label = f"advice {' '.join(f'{s.guess}:{s.pattern}' for s in steps)}"
        found += stretches(advising(bot, steps, pool, 10, "guesses"), label)
    found.sort(reverse=True)
    print(f"{len(found)} stretches; the longest:")
    for seconds, label in found[:12]:
        print(f"  {seconds * 1000:6.1f} ms  {label}")
    ms = sorted(s * 1000 for s, _ in found)
    print(f"p99 {ms[int(0.99 * (len(ms) - 1))]:.1f} ms; target in the page: 50 ms, about 30 here")


if __name__ == "__main__":
    main()
