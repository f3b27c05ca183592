"""How long the page's history takes with years of games kept: read back from its stored text,
a game added, its averages and list drawn (`page/worker/history_card.py`), in CPython; and with
``--page``, in the page itself (Chromium, Pyodide): a warm page's history drawn anew.

    python bench/bench_history.py [--rounds 3] [--page]

Histories of one, three and 13 years of a game a day (13 years: `MOST`, the most kept), made by
a seeded generator (`history_games.py`). In the page (the site built and served, a page loaded
with the history stored, its first review done), each round picks a mode in the history's
controls and times from the change to the history card drawn anew (a `MutationObserver`,
`performance.now()`): the main thread's request, the worker's adding up and HTML, and the
card's new HTML in place; once with the stored text the worker read last, once with a text
changed first (as by another tab: the worker reads it anew, as after a reload).
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
from wordle.page.worker.history_card import history_answer  # noqa: E402

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


# Resolves with the milliseconds from choosing `mode` in the history's controls to the card
# drawn anew; `anew`: the stored text changed first (as by another tab), so that the worker
# reads it again rather than the history it read last.
REDRAWN = """([mode, anew]) => new Promise((resolve) => {
  const history = document.getElementById("history");
  const select = document.getElementById("history-mode"), key = "wordle-companion:history";
  if (anew) {
    const text = localStorage.getItem(key), first = text.indexOf('"skill":');
    localStorage.setItem(key, text.slice(0, first) + '"skill":' + (Math.random() * 99).toFixed(1)
      + text.slice(text.indexOf(",", first)));
  }
  let began;
  const observer = new MutationObserver(() => {
    observer.disconnect(); resolve(performance.now() - began);
  });
  observer.observe(history, { childList: true, subtree: true, characterData: true });
  began = performance.now();
  select.value = mode; select.dispatchEvent(new Event("change"));
})"""


def page_times(stored: str, rounds: int) -> tuple[list[float], list[float]]:
    """Seconds from a mode chosen to the history drawn anew in a warm page, `rounds` times
    each way: the text read last handed over again, and a text changed (read anew)."""
    from playwright.sync_api import sync_playwright

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
    from browser import launch_options
    from serve import built_and_served

    with built_and_served() as site, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_options())
        page = browser.new_page(viewport={"width": 360, "height": 740})
        page.goto(site + "index.html")
        page.evaluate(
            "(t) => { localStorage.clear(); localStorage.setItem('wordle-companion:history', t); }",
            stored,
        )
        page.goto(site + "index.html#SMART=..a.t,TABLE=ta...,ATTIC=at...,QUOTA=QUOTA")
        reviewed = "!!document.querySelector('#verdict .verdict-numbers')"
        page.wait_for_function(reviewed, timeout=120_000)
        page.wait_for_function("!!document.querySelector('#history .averages')", timeout=120_000)
        page.wait_for_timeout(3000)  # the worker's imports after the first answers
        modes = ["hard", ""] * rounds
        again = [page.evaluate(REDRAWN, [mode, False]) / 1000 for mode in modes]
        anew = [page.evaluate(REDRAWN, [mode, True]) / 1000 for mode in modes]
        browser.close()
    return again, anew


def histories() -> list[tuple[int, list[dict]]]:
    """One, three and 13 years of games: the oldest the same first days."""
    every = daily_entries(min(MOST - 1, 13 * 365))
    return [(years, every[-min(len(every), years * 365) :]) for years in YEARS]


def page_table(rounds: int) -> None:
    print("In the page (Chromium, a warm page): a mode chosen to the history drawn, seconds,")
    print("median (slowest)")
    print(f"{'history':<10} {'games':>6} {'stored':>9}  {'read last':>16}  {'read anew':>16}")
    for years, entries in histories():
        stored = json.dumps(entries, separators=(",", ":"))
        again, anew = page_times(stored, rounds)
        print(
            f"{years:>2} years   {len(entries):>6,} {len(stored) / 1000:>7.0f} KB  "
            f"{statistics.median(again):>7.3f} ({max(again):.3f})  "
            f"{statistics.median(anew):>7.3f} ({max(anew):.3f})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--page", action="store_true", help="in the page (Chromium), not CPython")
    args = parser.parse_args()
    if args.page:
        return page_table(args.rounds)
    print(f"{'history':<10} {'games':>6} {'stored':>9}  {'median':>8}  {'slowest':>8}  (CPU)")
    for years, entries in histories():
        stored = json.dumps(entries, separators=(",", ":"))
        times = [timed(stored) for _ in range(args.rounds)]
        print(
            f"{years:>2} years   {len(entries):>6,} {len(stored) / 1000:>7.0f} KB  "
            f"{statistics.median(times):>7.3f}s  {max(times):>7.3f}s"
        )
    return None


if __name__ == "__main__":
    main()
