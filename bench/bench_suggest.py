"""Exact top-10 suggestions: CPython and the page (Pyodide in headless Chromium), side by side.

    python bench/bench_suggest.py

Targets (issue 4): the opening state under 50 ms in CPython and under 150 ms in the page;
every state after one guess of a few common and a few bad openers, 99th percentile under
100 ms in the page.
"""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]
from in_page import in_the_page  # noqa: E402
from suggest_timing import measure  # noqa: E402


def show(where: str, result: dict) -> None:
    print(f"{where}:")
    print(f"  guess list split by letter, once: {result['setup_ms']:.0f} ms")
    print(
        f"  opening top 10: median {result['opening_median_ms']:.1f} ms "
        f"({' '.join(f'{t:.0f}' for t in result['opening_ms'])})"
    )
    print(
        f"  {result['states']} states after one guess: median "
        f"{result['after_one_median_ms']:.1f} ms, p99 {result['after_one_p99_ms']:.1f} ms, "
        f"max {result['after_one_max_ms']:.1f} ms"
    )


def main() -> None:
    show("CPython", measure())
    show("the page (Pyodide in Chromium)", in_the_page("?module=suggest_timing"))
    print("targets: opening < 50 ms CPython, < 150 ms page; after one guess p99 < 100 ms page")


if __name__ == "__main__":
    main()
