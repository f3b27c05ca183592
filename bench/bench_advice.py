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
import json
import sys
import threading
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(ROOT), str(ROOT / "scripts"), str(HERE)]
from advice_timing import OPENERS, measure  # noqa: E402


def in_the_page(every: int, hard: bool) -> dict:
    from browser import launch_options
    from build_site import build
    from playwright.sync_api import sync_playwright
    from serve import make_server

    build(ROOT, quiet=True)
    server = make_server(ROOT, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    address = f"http://127.0.0.1:{server.server_address[1]}/bench/advice.html"
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options())
            page = browser.new_page()
            errors: list[str] = []
            page.on("console", lambda m: m.type == "error" and errors.append(m.text))
            page.goto(f"{address}?every={every}&hard={int(hard)}")
            ready = "document.documentElement.classList.contains('ready')"
            while not errors and not page.evaluate(ready):
                page.wait_for_timeout(1000)  # a bench, not a timed test: polling is fine
            if errors:
                raise SystemExit("the page failed:\n" + "\n".join(errors))
            result = json.loads(page.inner_text("#result"))
            browser.close()
            return result
    finally:
        server.shutdown()


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
        show("the page (Pyodide in Chromium)", in_the_page(args.states, args.hard))
    print("target: by guesses in the page, p90 <= 300 ms, max <= 1000 ms (desktop)")


if __name__ == "__main__":
    main()
