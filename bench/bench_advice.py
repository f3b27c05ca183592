"""The best 10 guesses ranked by expected guesses (the page's default) and by expected
information, in one run, in CPython and in the page's runtime (Pyodide in headless Chromium),
over the answer model as the page asks.

    python bench/bench_advice.py [--states N] [--hard] [--no-page]

States: the opening, then after one guess of SALET, CRANE and FUZZY, every N-th of the colour
patterns that the classic answers give (each pattern's pool: the valid words that fit,
weighed): what the page works out after a row is entered. Warm: the opening table and the
guess list's letter masks are read first. Target (issue 45): by expected guesses in the page,
p90 at most 300 ms and the slowest at most 1 s on a desktop.
"""

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(ROOT), str(ROOT / "scripts"), str(HERE)]
from advice_timing import OPENERS, measure  # noqa: E402
from in_page import in_the_page  # noqa: E402


def show(where: str, result: dict) -> None:
    print(f"{where}: {result['states']} states (the opening, then after {', '.join(OPENERS)})")
    for by in ("guesses", "entropy"):
        times = result[by]
        print(
            f"  by {by:8}: median {times['median']:6.0f} ms, p90 {times['p90']:6.0f} ms, "
            f"max {times['max']:6.0f} ms ({times['slowest'] or 'the opening'})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--states", type=int, default=6, metavar="N", help="every N-th pattern")
    parser.add_argument("--hard", action="store_true", help="hard mode")
    parser.add_argument("--no-page", action="store_true", help="CPython only")
    args = parser.parse_args()
    show("CPython", measure(args.states, args.hard))
    if not args.no_page:
        query = f"?module=advice_timing&every={args.states}&hard={str(args.hard).lower()}"
        page = in_the_page(query)
        show("the page (Pyodide in Chromium)", page)
    print("target: by guesses in the page, p90 <= 300 ms, max <= 1000 ms (desktop)")


if __name__ == "__main__":
    main()
