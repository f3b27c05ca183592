"""How fast the main thread counts a game before the engine has started: the page's own
bytecode (``assets/main/``) under the vendored MicroPython in Node, the plain rule (every word
scored) beside ``fitting`` (its sieve first), over every shipped list.

    python bench/bench_early.py [--rounds N] [--all]

For each step of the bench game (and of a few more), each list, each round in a Node process of
its own: the words scored a second by each way, and their ratio; the two must keep the same
words (it stops if not). Node runs MicroPython about as fast as a desktop browser's main thread;
a phone is about four times slower.
"""

import argparse
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "page")]
from under_micropython import run_all  # noqa: E402

from wordle.engine.rules.notation import parse_steps  # noqa: E402

GAMES = [
    "SMART=..a.t,TABLE=ta...,ATTIC=at...",  # the first-visit bench's game
    "CRANE=.....,MOIST=..i.T",
    "SALET=.a..t,CRANE=.ra..",
    "EERIE=.e..E,EBBED=E.b..",
]
TIMING = """
import gc, json, time
from wordle.engine.rules.fitting import fitting
from wordle.engine.rules.score import feedback

def plain(step, words):
    guess, pattern = step
    return [word for word in words if feedback(guess, word) == pattern]

lists = {}
for name in %s:
    with open("/data/" + name + ".txt") as file:
        lists[name] = file.read().split()
found = []
for game in %s:
    for name, words in lists.items():
        for guess, pattern in game:
            times = []
            for way in (plain, fitting):
                gc.collect()  # each way times its own work, not the other's garbage
                began = time.ticks_ms()
                kept = way((guess, pattern), words)
                times.append(time.ticks_diff(time.ticks_ms(), began))
                if way is plain:
                    plain_kept = kept
                elif kept != plain_kept:
                    raise SystemExit("fitting keeps other words than the rule: " + guess)
            found.append([name, guess, len(words), times[0], times[1]])
            words = kept
with open("/data/out", "w") as out:
    out.write(json.dumps(found))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--all", action="store_true", help="every step, not the largest lists'")
    args = parser.parse_args()
    words = ROOT / "assets" / "words"
    names = sorted(path.stem for path in words.glob("*.txt"))
    files = {f"/data/{name}.txt": (words / f"{name}.txt").read_text() for name in names}
    games = [[[s.guess, s.pattern] for s in parse_steps(game)] for game in GAMES]
    script = TIMING % (json.dumps(names), json.dumps(games))
    rows = []
    for _ in range(args.rounds):  # a process each: one round's garbage never slows the next
        with tempfile.TemporaryDirectory() as folder:
            [out] = run_all([(script, files)], Path(folder))
        rows += json.loads(out)
    plain = sum(r[2] for r in rows) / max(1, sum(r[3] for r in rows)) * 1000
    sieved = sum(r[2] for r in rows) / max(1, sum(r[4] for r in rows)) * 1000
    print(f"MicroPython in Node, {args.rounds} rounds of {len(GAMES)} games on {names}:")
    print("| way | words a second | ms for all steps |\n| --- | ---: | ---: |")
    print(f"| plain rule | {plain:,.0f} | {sum(r[3] for r in rows)} |")
    print(f"| fitting (sieve, then the rule) | {sieved:,.0f} | {sum(r[4] for r in rows)} |")
    print(f"\nfitting is {sieved / plain:.1f} times as fast, with the same words at every step")
    first = [r for r in rows[: len(rows) // args.rounds] if args.all or r[2] > 10_000]
    for name, guess, size, slow, fast in first:
        print(f"- {guess} over {size:,} {name} words: {slow} ms plain, {fast} ms fitting")


if __name__ == "__main__":
    main()
