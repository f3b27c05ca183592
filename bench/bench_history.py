"""How long the page's history takes with years of games kept: read back from its stored text,
a game added, its averages and list drawn (`page/worker/history.py`), in CPython.

    python bench/bench_history.py [--rounds 3]

Histories of one, three and 13 years of a game a day (13 years: `MOST`, the most kept), made by
a seeded generator (`history_games.py`). The page's worker runs the same code in Pyodide,
about two to three times slower.
"""

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent), str(Path(__file__).resolve().parent)]

from history_games import daily_entries  # noqa: E402

from wordle.engine.play.history import MOST  # noqa: E402
from wordle.page.worker.history import history_answer  # noqa: E402

YEARS = (1, 3, 13)
NEW_GAME = {
    "link": "SMART=..a.t,TABLE=ta...,ATTIC=at...,QUOTA=QUOTA",
    "guesses": 4,
    "solved": True,
    "skill": 88.8,
    "luck": -0.17,
    "answer": "",
    "mine": True,
    "luck_score": 38,
}


def timed(stored: str) -> float:
    began = time.process_time()
    answer = history_answer({"stored": stored, "entry": NEW_GAME}, "2037-01-01")
    took = time.process_time() - began
    assert not answer["notice"] and "history" in answer["store"], answer["notice"][:200]
    return took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    rounds = parser.parse_args().rounds
    every = daily_entries(min(MOST - 1, 13 * 365))
    print(f"{'history':<10} {'games':>6} {'stored':>9}  {'median':>8}  {'slowest':>8}  (CPU)")
    for years in YEARS:
        entries = every[-min(len(every), years * 365) :]  # the oldest: the same first days
        stored = json.dumps(entries, separators=(",", ":"))
        times = [timed(stored) for _ in range(rounds)]
        print(
            f"{years:>2} years   {len(entries):>6,} {len(stored) / 1000:>7.0f} KB  "
            f"{statistics.median(times):>7.3f}s  {max(times):>7.3f}s"
        )


if __name__ == "__main__":
    main()
