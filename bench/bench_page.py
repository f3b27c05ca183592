"""Page speed and size in headless Chromium, the page beside a bare PyScript page.

    python bench/bench_page.py [--rounds N]

Targets (issue 3): time to ``html.ready`` with a warm cache within 1.2x of a bare PyScript
page printing one line (same vendored runtime, same run, alternated); first contentful
paint under 300 ms and before Python starts loading; a tile click or an entered row
updating everything in under 50 ms (in the page with ``performance.now()``, from the click
until the worker's counts are drawn);
the page's own files (all but the vendored runtime) under 300 KB.
"""

import argparse
import statistics
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from browser import READY_PROBE, launch_options  # noqa: E402
from serve import built_and_served  # noqa: E402

GAME = "SMART=..a.t,TABLE=ta...,ATTIC=at..."
OWN_FILES = ["index.html", "pyscript.toml", "engine.toml", "sw.js", ".nojekyll"]


def ready_seconds(page, url: str) -> float:
    page.goto(url)
    page.wait_for_selector("html.ready", state="attached", timeout=120_000)
    return page.evaluate("window.__readyAt") / 1000


def own_size() -> tuple[int, list[tuple[str, int]]]:
    files = [ROOT / name for name in OWN_FILES if (ROOT / name).exists()]
    files += [p for p in (ROOT / "assets").rglob("*") if p.is_file() and "vendor" not in p.parts]
    sizes = sorted(
        ((str(p.relative_to(ROOT)), p.stat().st_size) for p in files), key=lambda x: -x[1]
    )
    return sum(size for _, size in sizes), sizes


# Resolves with performance.now() once <html> no longer has data-pending: the engine (in its
# worker) has answered for the game shown and the counts and lists are drawn.
SETTLED = """() => new Promise((resolve) => {
  const html = document.documentElement;
  const check = () => !html.hasAttribute("data-pending")
    && (observer.disconnect(), resolve(performance.now()));
  const observer = new MutationObserver(check);
  observer.observe(html, { attributes: true, attributeFilter: ["data-pending"] });
  check();
})"""


def click_update_ms(page, rounds: int) -> list[float]:
    """Milliseconds from a tile click to every count and list drawn anew (the click paints the
    tile at once; the counts come back from the worker)."""
    times = []
    for i in range(rounds):
        row, column = i % 3, (i // 3) % 5
        times.append(
            page.evaluate(
                f"""async ([row, column]) => {{
                const at = `.tile[data-row="${{row}}"][data-tile="${{column}}"]`;
                const tile = document.querySelector(at);
                const start = performance.now();
                tile.click();
                return (await ({SETTLED})()) - start;
            }}""",
                [row, column],
            )
        )
    return times


def entered_row_ms(page, rounds: int) -> list[float]:
    """Milliseconds from a pasted game's submit to its counts and lists drawn."""
    games = [GAME, "JUDGE=....e CHEST=c.E.. WRECK=..Ec.", "CRANE=..a.. SLOTH=..... PIOUS=....."]
    times = []
    for i in range(rounds):
        times.append(
            page.evaluate(
                f"""async (game) => {{
                document.getElementById("game-text").value = game;
                const form = document.getElementById("entry");
                const start = performance.now();
                form.requestSubmit();
                return (await ({SETTLED})()) - start;
            }}""",
                games[i % len(games)],
            )
        )
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=6)
    args = parser.parse_args()
    with built_and_served(ROOT) as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_options())
        context = browser.new_context()
        context.add_init_script(READY_PROBE)
        page = context.new_page()
        cold_page = ready_seconds(page, base + "index.html")
        cold_bare = ready_seconds(page, base + "bench/bare.html")
        bare, ours = [], []
        for _ in range(args.rounds):  # alternated, warm cache
            bare.append(ready_seconds(page, base + "bench/bare.html"))
            ours.append(ready_seconds(page, base + "index.html#" + GAME))
        paint = page.evaluate(
            """() => ({
                fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
                wasm: performance.getEntriesByType("resource")
                    .find(e => e.name.endsWith("pyodide.asm.wasm"))?.startTime,
            })"""
        )
        clicks = click_update_ms(page, 30)
        rows = entered_row_ms(page, 15)
        browser.close()

    bare_median, ours_median = statistics.median(bare), statistics.median(ours)
    print(f"time to html.ready, cold first visit: page {cold_page:.2f} s, bare {cold_bare:.2f} s")
    print(f"time to html.ready, warm, median of {args.rounds} alternated loads:")
    print(f"  bare PyScript page {bare_median:.2f} s   {' '.join(f'{t:.2f}' for t in bare)}")
    print(f"  this page          {ours_median:.2f} s   {' '.join(f'{t:.2f}' for t in ours)}")
    print(f"  ratio {ours_median / bare_median:.2f}x (target <= 1.2x)")
    wasm = paint["wasm"]
    wasm_text = f"{wasm:.0f} ms" if wasm is not None else "n/a (served by the service worker)"
    print(
        f"first contentful paint: {paint['fcp']:.0f} ms (target < 300 ms); "
        f"Pyodide's wasm requested at {wasm_text}"
    )
    print(
        f"tile click -> all counts and lists updated: median {statistics.median(clicks):.1f} ms, "
        f"max {max(clicks):.1f} ms over {len(clicks)} clicks (target < 50 ms)"
    )
    print("  each click, ms:", " ".join(f"{t:.0f}" for t in clicks))
    print(
        f"pasted game -> shown: median {statistics.median(rows):.1f} ms, "
        f"max {max(rows):.1f} ms over {len(rows)} (target < 50 ms)"
    )
    total, sizes = own_size()
    print(f"the page's own files: {total / 1024:.1f} KiB (target < 300 KB = 293 KiB)")
    for name, size in sizes[:8]:
        print(f"  {size / 1024:7.1f} KiB  {name}")


if __name__ == "__main__":
    main()
