"""Exact top-10 suggestions: CPython and the page (Pyodide in headless Chromium), side by side.

    python bench/bench_suggest.py

Targets (issue 4): the opening state under 50 ms in CPython and under 150 ms in the page;
every state after one guess of a few common and a few bad openers, 99th percentile under
100 ms in the page.
"""

import json
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(ROOT), str(ROOT / "scripts"), str(HERE)]
from browser import launch_options  # noqa: E402
from build_site import build  # noqa: E402
from serve import make_server  # noqa: E402
from suggest_timing import measure  # noqa: E402


def in_the_page() -> dict:
    build(ROOT, quiet=True)
    server = make_server(ROOT, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options())
            page = browser.new_page()
            page.goto(f"http://127.0.0.1:{server.server_address[1]}/bench/suggest.html")
            page.wait_for_selector("html.ready", state="attached", timeout=600_000)
            result = json.loads(page.inner_text("#result"))
            browser.close()
            return result
    finally:
        server.shutdown()


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
    show("the page (Pyodide in Chromium)", in_the_page())
    print("targets: opening < 50 ms CPython, < 150 ms page; after one guess p99 < 100 ms page")


if __name__ == "__main__":
    main()
