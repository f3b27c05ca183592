"""Main-thread responsiveness of the page in headless Chromium: long tasks while it works.

    python bench/bench_mainthread.py [--rounds N] [--json] [--root DIR]

Scenarios, each round in a fresh browser context: ``cold`` is the first visit, ``warm`` a
second navigation in the same context (HTTP cache, service worker and compiled code kept,
localStorage cleared so that it starts alike). ``--root`` serves another checkout (an older
commit in a git worktree, say, built by its own ``scripts/build_site.py``) to compare.

  link        open a six-guess link (not solved) until all its work is done
  every-word  with that game shown, switch the list to every guessable word (nyt) until
              counts, suggestions and review are redone
  review      open a solved game's link until its review is shown
  play        click Play, type a word and Enter, until the row is played (the time
              includes Playwright's click and key events)

From the navigation (or the switch, the click) until done (``wait_done``): the long tasks
(a PerformanceObserver), the longest, the total blocking time (each task's time over 50 ms,
summed) and the time taken; for ``link`` also first contentful paint, when typing is accepted
(``<html class="interactive">`` if the page sets it, else ``ready``) and when the first counts
show beside a row. All in ms, median and max over the rounds. The site is served on
127.0.0.1; Chromium resolves no other host (a request routed through Playwright would switch
its HTTP cache off, and warm visits would measure nothing), and any request elsewhere, the
worker's included, is counted and reported.
"""

import argparse
import json
import statistics
import sys
import threading
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]
from browser import launch_options  # noqa: E402
from build_site import build  # noqa: E402
from serve import make_server  # noqa: E402

from wordle.engine.rules.notation import Step, format_game  # noqa: E402
from wordle.engine.rules.score import feedback  # noqa: E402

TIMEOUT_MS = 300_000
# Before any page script: long tasks into window.__longTasks, and the first moment (page ms)
# <html> has class ready / interactive and a row shows its counts into window.__marks.
PROBES = """
(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const t of list.getEntries()) window.__longTasks.push([t.startTime, t.duration]);
  }).observe({ type: "longtask", buffered: true });
  const marks = (window.__marks = {});
  const mark = (name, seen) => { if (seen && !(name in marks)) marks[name] = performance.now(); };
  new MutationObserver(() => {
    const html = document.documentElement;
    mark("ready", html.classList.contains("ready"));
    mark("interactive", html.classList.contains("interactive"));
    mark("counts", document.querySelector(".row[data-remaining]"));
  }).observe(document, {
    attributes: true, attributeFilter: ["class", "data-remaining"], subtree: true,
  });
})();
"""
# Everything done. The page says so itself: <html> has `data-pending` while counts are
# awaited and `data-working` while suggestions and the review are. A page from before the
# engine moved to a worker (no class `interactive`) is judged by what it shows: its status
# reads "Ranking every guess… 1.2 s" or "Reviewing… 0.4 s" while it works.
DONE = """() => {
  const html = document.documentElement;
  if (!html.classList.contains("ready")) return false;
  if (html.classList.contains("interactive"))
    return !html.hasAttribute("data-pending") && !html.hasAttribute("data-working");
  const text = (id) => document.getElementById(id).textContent;
  const advice = text("advice-status"), review = text("review-status");
  const advised = advice !== "" && !advice.includes("…") && (
    document.querySelector("#suggestions li") !== null
    || /^Solved|nothing to suggest|^Mend the game/.test(advice));
  const reviewed = !review.includes("…") && (review !== "" || text("review-summary") !== "");
  return advised && reviewed;
}"""
# After the switch, the finished state of the old list stays shown until the new work's
# first slice: the switch counts as done only once the status names the new list's guesses.
EVERY_WORD = 'document.getElementById("advice-status").textContent.includes("14,855 guesses")'
PLAYED = """["grey", "yellow", "green"].includes(
  document.querySelector('.tile[data-row="0"][data-tile="0"]').dataset.colour)"""
OTHER_HOSTS_UNRESOLVED = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"
COLUMNS = ["done", "long tasks", "longest", "TBT", "FCP", "typing", "counts"]


def game_link(answer: str, guesses: list[str]) -> str:
    """The page's link for the game of `guesses` played against `answer`."""
    return "index.html#" + format_game([Step(g, feedback(g, answer)) for g in guesses])


LINK = game_link("shave", ["crane", "slate", "grape", "shake", "shame", "shape"])
SOLVED = game_link("quota", ["smart", "table", "attic", "quota"])


def wait_done(page, also: str = "true") -> float:
    """Wait until the page's work is done and the JS expression `also` holds; page ms then."""
    condition = f"() => ({DONE})() && ({also}) && performance.now()"
    return page.wait_for_function(condition, timeout=TIMEOUT_MS).json_value()


def long_tasks(page, start: float, end: float) -> dict:
    """Long tasks overlapping [start, end] page ms, and the time taken."""
    page.wait_for_timeout(200)  # long tasks are reported to the observer a little later
    tasks = page.evaluate("window.__longTasks")
    durations = [d for s, d in tasks if s < end and s + d > start]
    return {
        "done": round(end - start, 1),
        "long tasks": len(durations),
        "longest": round(max(durations, default=0), 1),
        "TBT": round(sum(max(0, d - 50) for d in durations), 1),
    }


def link(page, base: str) -> dict:
    page.goto(base + LINK, wait_until="commit")
    result = long_tasks(page, 0, wait_done(page))
    marks = page.evaluate("window.__marks")
    fcp = "performance.getEntriesByName('first-contentful-paint')[0]?.startTime"
    return {
        **result,
        "FCP": round(page.evaluate(fcp), 1),
        "typing": round(marks.get("interactive", marks["ready"]), 1),
        "counts": round(marks["counts"], 1),
    }


def every_word(page, base: str) -> dict:
    page.goto(base + LINK, wait_until="commit")
    wait_done(page)
    start = page.evaluate("performance.now()")
    page.select_option("#word-list", "nyt")
    return long_tasks(page, start, wait_done(page, also=EVERY_WORD))


def review(page, base: str) -> dict:
    page.goto(base + SOLVED, wait_until="commit")
    return long_tasks(page, 0, wait_done(page))


def play(page, base: str) -> dict:
    page.goto(base + "index.html", wait_until="commit")
    wait_done(page)
    start = page.evaluate("performance.now()")
    page.click("#mode-play")
    page.keyboard.type("crane")
    page.keyboard.press("Enter")
    return long_tasks(page, start, wait_done(page, also=PLAYED))


SCENARIOS = {"link": link, "every-word": every_word, "review": review, "play": play}


def new_context(browser, blocked: list[str]):
    """A browser context with the probes, listing any request (a worker's too) off 127.0.0.1."""
    context = browser.new_context()
    context.add_init_script(PROBES)

    def seen(request) -> None:
        if urlsplit(request.url).hostname not in ("127.0.0.1", None):
            blocked.append(request.url)

    context.on("request", seen)
    return context


def run_round(browser, base: str, scenario, blocked: list[str]) -> dict:
    """One scenario, cold and then warm, in a fresh browser context."""
    context = new_context(browser, blocked)
    page = context.new_page()
    cold = scenario(page, base)
    page.evaluate("navigator.serviceWorker.ready.then(() => localStorage.clear())")
    page.goto("about:blank")
    warm = scenario(page, base)
    context.close()
    return {"cold": cold, "warm": warm}


def summary(values: list) -> str:
    """'median / max' of the values measured (blank when none was)."""
    values = [v for v in values if v is not None]
    if not values:
        return ""
    return f"{statistics.median(values):.0f} / {max(values):.0f}"


def print_table(results: dict, rounds: int) -> None:
    print(f"main thread, ms (long tasks: count), median / max of {rounds} rounds")
    print(f"{'scenario':<11} {'visit':<5} " + " ".join(f"{c:>13}" for c in COLUMNS))
    for name, visits in results.items():
        for visit, runs in visits.items():
            cells = [summary([run.get(column) for run in runs]) for column in COLUMNS]
            print(f"{name:<11} {visit:<5} " + " ".join(f"{c:>13}" for c in cells))
    print(
        "done: until all work is done; TBT: total blocking time (each long task over 50 ms); "
        "FCP: first contentful paint; typing: typing accepted; counts: first counts shown"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--json", action="store_true", help="also print the results as JSON")
    parser.add_argument("--root", type=Path, default=ROOT, help="another checkout to serve")
    args = parser.parse_args()
    root = args.root.resolve()
    if root == ROOT:
        build(root, quiet=True)  # another checkout is built by its own scripts/build_site.py
    server = make_server(root, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    blocked: list[str] = []
    results = {name: {"cold": [], "warm": []} for name in SCENARIOS}
    with sync_playwright() as playwright:
        options = launch_options()
        options["args"] = [*options["args"], OTHER_HOSTS_UNRESOLVED]
        browser = playwright.chromium.launch(**options)
        for _ in range(args.rounds):
            for name, scenario in SCENARIOS.items():
                for visit, result in run_round(browser, base, scenario, blocked).items():
                    results[name][visit].append(result)
        browser.close()
    server.shutdown()
    print_table(results, args.rounds)
    if blocked:
        print(f"{len(blocked)} requests off 127.0.0.1 (none resolved), e.g. {blocked[0]}")
    if args.json:
        print(json.dumps({"rounds": args.rounds, "blocked": blocked, "results": results}))


if __name__ == "__main__":
    main()
