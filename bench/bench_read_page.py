"""Reading a phone's screenshot in the page, in headless Chromium: how long from picking the
file to the game read, and to its analysis shown, and the main thread's long tasks meanwhile.

    python bench/bench_read_page.py [--shots 10] [--seed 7]

Each shot is a random real game drawn as a whole phone screen at 3x (1170 x 2532 pixels, PNG:
tests/screenshots/corpus.py), picked with "Read a screenshot" in a page whose engine has started
(warm: the target is at most 1.5 s, with no main-thread task over 50 ms), each as soon as the
game read before it is shown: its suggestions and review are still being worked out, and the
new reading has the worker give them up. Times are page ms
from the file input's change event: ``read`` until the worker's reading is back (``<html>``
loses ``data-reading``), ``shown`` until the counts of the game read are shown (and
``data-pending`` is gone). The worker decodes the picture (``createImageBitmap``) and reads it
in Pyodide; the main thread only makes a ``blob:`` address and shows the game.
"""

import argparse
import statistics
import sys
import tempfile
import threading
from pathlib import Path

from bench_mainthread import OTHER_HOSTS_UNRESOLVED, PROBES, long_tasks
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "scripts"), str(ROOT / "tests")]
from browser import launch_options  # noqa: E402
from build_site import build  # noqa: E402
from screenshots.corpus import Shot, random_shots, take  # noqa: E402
from serve import make_server  # noqa: E402

TIMEOUT_MS = 120_000
# Page ms of the picker's change event, and of the first moment after it that the reading is
# back (no data-reading) and that the game read is shown (no data-pending either).
MARKS = """() => {
  const html = document.documentElement, marks = (window.__read = {});
  document.getElementById("screenshot").addEventListener("change", () => {
    marks.start = performance.now();
  }, { capture: true });
  new MutationObserver(() => {
    if (!("start" in marks) || html.hasAttribute("data-reading")) return;
    if (!("read" in marks)) marks.read = performance.now();
    if (!("shown" in marks) && !html.hasAttribute("data-pending")) marks.shown = performance.now();
  }).observe(html, { attributes: true, attributeFilter: ["data-reading", "data-pending"] });
}"""
SHOWN = "() => window.__read.shown !== undefined"


def phone_shots(count: int, seed: int) -> list[Shot]:
    """Random games drawn as a phone's whole screen at 3x, saved as PNG."""
    return [Shot(s.steps, s.font, s.theme, 3, True, 0, s.typed) for s in random_shots(count, seed)]


def read_one(page, path: Path) -> dict:
    page.evaluate(MARKS)
    page.set_input_files("#screenshot", str(path))
    page.wait_for_function(SHOWN, timeout=TIMEOUT_MS)
    marks = page.evaluate("window.__read")
    result = long_tasks(page, marks["start"], marks["shown"])
    return {
        "read": marks["read"] - marks["start"],
        "shown": marks["shown"] - marks["start"],
        "longest": result["longest"],
        "long tasks": result["long tasks"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shots", type=int, default=10)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    build(ROOT, quiet=True)
    server = make_server(ROOT, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    results = []
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        options = launch_options()
        options["args"] = [*options["args"], OTHER_HOSTS_UNRESOLVED]
        browser = playwright.chromium.launch(**options)
        paths = []
        for n, shot in enumerate(phone_shots(args.shots, args.seed)):
            paths.append(Path(folder) / f"{n}.png")
            take(browser, shot, paths[-1])
        context = browser.new_context(viewport={"width": 390, "height": 844})
        context.add_init_script(PROBES)
        page = context.new_page()
        page.goto(base + "index.html")
        page.wait_for_function(
            "document.documentElement.classList.contains('ready')"
            " && !document.documentElement.hasAttribute('data-working')",
            timeout=TIMEOUT_MS,
        )
        read_one(page, paths[0])  # the first reading imports the reader: warm from the next
        results = [read_one(page, path) for path in paths]
        browser.close()
    server.shutdown()
    print_results(results)


def print_results(results: list[dict]) -> None:
    print(f"{len(results)} phone screenshots (1170 x 2532 PNG), warm page; ms from picking")
    for name in ("read", "shown", "longest"):
        values = [r[name] for r in results]
        print(f"  {name:<8} median {statistics.median(values):7.0f}   max {max(values):7.0f}")
    print(f"  long tasks (over 50 ms) on the main thread: {sum(r['long tasks'] for r in results)}")


if __name__ == "__main__":
    main()
