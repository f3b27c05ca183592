"""A partner's first visit to a link in Chromium, Firefox ESR and WebKit, in one run: how much
longer the page takes in each engine than in Chromium (the target: Firefox and WebKit within
2x Chromium's time).

    python bench/bench_engines.py [--rounds N] [--engines chromium,firefox,webkit]
        [--link GAME] [--cpu N]

Each round opens, in each engine in turn, a fresh browser (a new profile: no cache, no service
worker) at ``index.html#<LINK>``, the 3-step game of ``tests/e2e/test_engines.py``, the site
built and served gzip-compressed from 127.0.0.1 by ``scripts/serve.py`` (as GitHub Pages
serves it; no throttling: same machine, same run, engines compared). Chromium is Debian's,
headless, through Playwright (``ChromiumTab`` below); Firefox ESR headless over WebDriver BiDi
and WebKitGTK's MiniBrowser on Xvfb through classic WebDriver (``tests/e2e/engines.py``). Every
viewport is 1280x800.

Marks, in seconds since the navigation started, taken in the page (``performance.now()`` in a
MutationObserver's callback) and read once the review is complete:

- first counts: every step row (``[data-step]``) of the game shown, each with its
  ``data-remaining``;
- ready: ``<html class="ready">``;
- review: ``#review-summary`` written and ``<html>`` neither ``data-pending`` nor
  ``data-working``.

The observer is installed before any of the page's scripts in Chromium (an init script) and
Firefox (a BiDi preload script); classic WebDriver has no such thing, so in WebKit it is
installed when the navigation returns (DOMContentLoaded, before PyScript starts: a mark before
it would be seen at its install, late). Any console error, uncaught error, policy violation or
``.py-error`` in any engine fails the run.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import sys
import threading
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
from browser import launch_options  # noqa: E402
from build_site import build  # noqa: E402
from engines import ENGINES, KEYS, VIOLATIONS, PageGone, Tab, missing  # noqa: E402
from serve import make_server  # noqa: E402

from wordle.engine.rules.notation import Step, format_game  # noqa: E402
from wordle.engine.rules.score import feedback  # noqa: E402

WORDS = ("crane", "pilot", "aloft")  # test_engines.py's LINK
LINK = format_game([Step(w, feedback(w, "aloft")) for w in WORDS])
WIDTH, HEIGHT = 1280, 800
MARKS = {"counts": "first counts", "ready": "ready", "review": "review"}
TARGET = 2.0  # each engine's median within this multiple of Chromium's
KEY_NAMES = {value: name for name, value in KEYS.items()}  # WebDriver's keys, as Playwright's

# The marks, recorded in the page as they are first seen; window.__reviewed resolves with them.
PROBE = """() => {
  if (window.__marks) return;
  const marks = (window.__marks = {});
  marks.controlled = Boolean(navigator.serviceWorker?.controller);  // must be false: a first visit
  let done;
  window.__reviewed = new Promise((resolve) => (done = resolve));
  const counted = () => {
    const rows = document.querySelectorAll("[data-step]");
    return rows.length === __STEPS__ && [...rows].every((r) => r.hasAttribute("data-remaining"));
  };
  const check = () => {
    const html = document.documentElement;
    if (!html) return;
    const now = performance.now();
    if (!("counts" in marks) && counted()) marks.counts = now;
    if (!("ready" in marks) && html.classList.contains("ready")) marks.ready = now;
    const summary = document.getElementById("review-summary")?.textContent.trim();
    if (summary && !html.hasAttribute("data-pending") && !html.hasAttribute("data-working")) {
      marks.review = now;
      observer.disconnect();
      done(marks);
    }
  };
  const observer = new MutationObserver(check);
  const all = { attributes: true, childList: true, characterData: true, subtree: true };
  observer.observe(document, all);
  marks.installed = performance.now();
  check();
  marks.late = Object.keys(marks).filter((key) => __MARKS__.includes(key));  // seen at install
}"""


def probe(steps: int) -> str:
    """The marks' probe for a game of `steps` rows."""
    return PROBE.replace("__STEPS__", str(steps)).replace("__MARKS__", json.dumps(list(MARKS)))


# Resolves true once the review is complete, false after 5 s (asked again: no busy polling).
REVIEWED = """() => new Promise((resolve) => {
  setTimeout(() => resolve(false), 5000);
  window.__reviewed?.then(() => resolve(true));
})"""
READ = "() => window.__marks"


class ChromiumTab(Tab):
    """Debian's Chromium, headless, through Playwright's sync API: a new browser (and so a new
    profile) per tab. Input actions are Playwright's keyboard and mouse (a touch as a click)."""

    engine = "chromium"

    def __init__(self, playwright) -> None:
        self.browser = playwright.chromium.launch(**launch_options())
        self.context = self.browser.new_context(viewport={"width": WIDTH, "height": HEIGHT})
        self.context.add_init_script(f"({VIOLATIONS})()")
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.page.on("console", self.heard)
        self.page.on("pageerror", lambda error: self.errors.append(f"error: {error}"))

    def heard(self, message) -> None:
        if message.type == "error":
            self.errors.append(f"console error: {message.text}")

    def preload(self, function: str) -> None:
        """`function` called in every page before its own scripts."""
        self.context.add_init_script(f"({function})()")

    def goto(self, url: str) -> None:
        self.page.goto(url, wait_until="domcontentloaded")

    def reload(self) -> None:
        self.page.reload(wait_until="domcontentloaded")

    def call(self, function: str, args: list) -> object:
        try:
            return self.page.evaluate(f"(args) => ({function})(...args)", args)
        except PlaywrightError as error:
            if "context was destroyed" in str(error) or "navigat" in str(error):
                raise PageGone(str(error)) from error
            raise

    def actions(self, actions: list[dict]) -> None:
        keyboard, mouse = self.page.keyboard, self.page.mouse
        for source in actions:
            for step in source["actions"]:
                kind = step["type"]
                if kind in ("keyDown", "keyUp"):
                    key = KEY_NAMES.get(step["value"], step["value"])
                    (keyboard.down if kind == "keyDown" else keyboard.up)(key)
                elif kind == "pointerMove":
                    mouse.move(step["x"], step["y"])
                elif kind in ("pointerDown", "pointerUp"):
                    (mouse.down if kind == "pointerDown" else mouse.up)()

    def resize(self, width: int, height: int) -> None:
        self.page.set_viewport_size({"width": width, "height": height})

    def png(self) -> bytes:
        return self.page.screenshot()

    def console_errors(self) -> list[str]:
        errors, self.errors = self.errors, []
        return errors

    def close(self) -> None:
        with contextlib.suppress(PlaywrightError):
            self.context.close()
        self.browser.close()


def open_tab(engine: str, playwright, probe: str, cpu: float = 1) -> Tab:
    """A fresh browser of `engine`, its viewport 1280x800, the `probe` preloaded where it can
    be (in WebKit, `visit` installs it); Chromium's CPU `cpu` times slower (the phone's 4)."""
    if engine == "chromium":
        tab = ChromiumTab(playwright)
        tab.preload(probe)
        if cpu != 1:
            cdp = tab.context.new_cdp_session(tab.page)
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": cpu})
        return tab
    tab = ENGINES[engine]()
    tab.resize(WIDTH, HEIGHT)
    if engine == "firefox":
        tab.send("script.addPreloadScript", {"functionDeclaration": probe})
    return tab


def visit(engine: str, playwright, url: str, probe: str, cpu: float = 1) -> dict:
    """One first visit: the page's marks (ms since its navigation started)."""
    tab = open_tab(engine, playwright, probe, cpu)
    try:
        tab.goto(url)
        if engine == "webkit":
            tab.evaluate(probe)
        tab.wait_for(REVIEWED, timeout=600)
        marks = tab.evaluate(READ)
        if problems := tab.problems():
            raise SystemExit(f"{engine}: the page went wrong:\n" + "\n".join(problems))
    finally:
        tab.close()
    if marks.pop("controlled"):
        raise SystemExit(f"{engine}: not a first visit (a service worker served the page)")
    if late := marks.pop("late"):
        raise SystemExit(f"{engine}: {', '.join(late)} seen before the probe was installed")
    return marks


def load() -> str:
    return "/".join(f"{value:.2f}" for value in os.getloadavg())


def row(*cells: object) -> str:
    return "| " + " | ".join(map(str, cells)) + " |"


def seconds(ms: float) -> str:
    return f"{ms / 1000:.2f}"


def report(runs: dict[str, list[dict]]) -> None:
    """Each round's marks, then per engine the medians and each as a multiple of Chromium's."""
    print(row("engine", "round", *MARKS.values()))
    print(row("---", "---:", *["---:"] * len(MARKS)))
    for engine, rounds in runs.items():
        for n, marks in enumerate(rounds, 1):
            print(row(engine, n, *(seconds(marks[key]) for key in MARKS)))
    medians = {
        engine: {key: statistics.median(m[key] for m in rounds) for key in MARKS}
        for engine, rounds in runs.items()
    }
    base = medians.get("chromium")
    print(f"\nMedians (s), and x Chromium's (target: within {TARGET:g}x)\n")
    print(row("engine", *MARKS.values()))
    print(row("---", *["---:"] * len(MARKS)))
    for engine, values in medians.items():
        cells = [seconds(values[key]) for key in MARKS]
        if base:
            cells = [f"{c} ({values[key] / base[key]:.2f}x)" for c, key in zip(cells, MARKS)]
        print(row(engine, *cells))
    print("\nThe review after ready (s), each round: median\n")
    for engine, rounds in runs.items():
        after = [(m["review"] - m["ready"]) / 1000 for m in rounds]
        each = ", ".join(f"{a:.2f}" for a in after)
        print(f"- {engine}: {each}: {statistics.median(after):.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--engines", default="chromium,firefox,webkit")
    parser.add_argument("--link", default=LINK, help="the game: a link's fragment, as written")
    parser.add_argument("--cpu", type=float, default=1, help="Chromium's CPU this much slower")
    args = parser.parse_args()
    steps = len(args.link.split("&")[0].split(","))
    engines = args.engines.split(",")
    for engine in engines:
        if engine != "chromium" and (engine not in ENGINES or missing(engine)):
            parser.error(f"{engine}: unknown, or not installed (run bash scripts/setup_ci.sh)")
    build(ROOT, quiet=True)
    server = make_server(ROOT, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/index.html#{args.link}"
    slower = f", Chromium's CPU {args.cpu:g}x slower" if args.cpu != 1 else ""
    print(f"A first visit to #{args.link}, gzip from 127.0.0.1, {WIDTH}x{HEIGHT}{slower}")
    print(f"{args.rounds} rounds, engines alternated; load average (1/5/15 min) {load()}\n")
    runs: dict[str, list[dict]] = {engine: [] for engine in engines}
    with sync_playwright() as playwright:
        for _ in range(args.rounds):
            for engine in engines:
                runs[engine].append(visit(engine, playwright, url, probe(steps), args.cpu))
    server.shutdown()
    report(runs)
    if "webkit" in runs:
        installed = ", ".join(seconds(marks["installed"]) for marks in runs["webkit"])
        print(f"\nWebKit's probe installed after the navigation returned, at (s): {installed}")
    print(f"\nLoad average at the end: {load()} ({os.cpu_count()} CPUs)")


if __name__ == "__main__":
    main()
