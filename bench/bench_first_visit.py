"""A partner's first visit and a warm one, in headless Chromium, on three profiles: the site
served gzip-compressed as GitHub Pages serves it, the network (and CPU) throttled through the
DevTools protocol, a fresh browser context (no cache, no service worker) for the first visit,
then a reload in the same context once the service worker has precached the site.

    python bench/bench_first_visit.py [--rounds N] [--profiles NAME ...] [--compare OTHER_ROOT]

It opens a link to a three-step game and reports, per profile and visit (medians): the first
counts shown (the first row with ``data-remaining``: on a first visit the main thread's own),
typing accepted (``html.interactive``), the whole analysis (``html.ready``: the engine's), the
bytes received before the first counts (the page's resources, as the browser counts them) and
the bytes the server sent in all (the page, its worker, the service worker's precache), and the
longest main-thread task (a PerformanceObserver's long tasks; "<50" when there was none).
``--compare`` measures another built copy of the site (say the previous main, in a worktree)
alternated in the same run, so the two are compared on the same noisy machine.
"""

import argparse
import functools
import http.server
import statistics
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from browser import READY_PROBE, launch_options  # noqa: E402
from build_site import build  # noqa: E402
from serve import QuietSiteHandler  # noqa: E402

GAME = "SMART=..a.t,TABLE=ta...,ATTIC=at..."
PROFILES = {  # network (bits/s down and up, round trip ms) and how much slower the CPU runs
    "loopback": None,
    "10mbit": {"down": 10_000_000, "up": 5_000_000, "latency": 40, "cpu": 1},
    # Lighthouse's mobile throttling ("slow 4G" on a phone's CPU)
    "phone": {"down": 1_600_000, "up": 750_000, "latency": 150, "cpu": 4},
}
PROBES = """
(() => {
  window.__longest = 0;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      window.__longest = Math.max(window.__longest, task.duration);
    }
  }).observe({ type: "longtask", buffered: true });
  const observer = new MutationObserver(() => {
    const root = document.documentElement;
    if (!root) return;
    const now = performance.now();
    if (!window.__interactiveAt && root.classList.contains("interactive")) {
      window.__interactiveAt = now;
    }
    if (!window.__countedAt && document.querySelector(".row[data-remaining]")) {
      window.__countedAt = now;
    }
    if (window.__interactiveAt && window.__countedAt) observer.disconnect();
  });
  observer.observe(document, { attributes: true, childList: true, subtree: true });
})();
"""
RECEIVED_BEFORE = """(at) => {
  const entries = ["navigation", "resource"].flatMap((type) => performance.getEntriesByType(type));
  return entries.filter((e) => e.responseEnd <= at).reduce((sum, e) => sum + e.transferSize, 0);
}"""


class Counted:
    """Bytes the server sent, shared by its handler threads."""

    sent = 0
    lock = threading.Lock()


class GzipHandler(QuietSiteHandler):
    """The site as ``scripts/serve.py`` serves it (gzip-compressed as GitHub Pages does), with
    the bytes sent counted."""

    def do_GET(self) -> None:
        """Serve the files as built (no rebuild of ``sw.js``: a compared site keeps its own)."""
        http.server.SimpleHTTPRequestHandler.do_GET(self)

    def copyfile(self, source, outputfile):
        data = source.read()
        outputfile.write(data)
        with Counted.lock:
            Counted.sent += len(data)


def serve(root: Path) -> tuple[object, str]:
    handler = functools.partial(GzipHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/index.html#{GAME}"


def visit(page, url: str) -> dict:
    """One navigation: its timings (ms), the bytes received before the first counts and the
    bytes the server sent in all (the service worker's precache included)."""
    before = Counted.sent
    page.goto(url)
    page.wait_for_selector("html.ready", state="attached", timeout=600_000)
    times = page.evaluate(
        """() => ({ counted: window.__countedAt, interactive: window.__interactiveAt,
                    ready: window.__readyAt, longest: window.__longest })"""
    )
    early = page.evaluate(RECEIVED_BEFORE, times["counted"])
    page.wait_for_function("navigator.serviceWorker.ready.then(r => !!r.active)", timeout=600_000)
    page.wait_for_timeout(3000)  # the precache goes on after the page's loads: count it too
    return {**times, "early_bytes": early, "bytes": Counted.sent - before}


def first_and_warm(browser, url: str, profile: dict | None) -> tuple[dict, dict]:
    context = browser.new_context()
    context.add_init_script(READY_PROBE + PROBES)
    page = context.new_page()
    if profile:
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        conditions = {"latency": profile["latency"], "offline": False}
        conditions |= {"downloadThroughput": profile["down"] / 8}
        conditions |= {"uploadThroughput": profile["up"] / 8}
        cdp.send("Network.emulateNetworkConditions", conditions)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": profile["cpu"]})
    first = visit(page, url)
    page.goto("about:blank")
    warm = visit(page, url)
    context.close()
    return first, warm


def median(visits: list[dict], key: str) -> float:
    values = [v[key] for v in visits if v[key] is not None]
    return statistics.median(values) if values else float("nan")


HEADER = (
    "| site | profile | visit | first counts | typing accepted | whole analysis "
    "| MB before counts | MB in all | longest task |\n| --- | --- | --- | ---: | ---: | ---: "
    "| ---: | ---: | ---: |"
)


def report(name: str, profile: str, runs: list[tuple[dict, dict]]) -> None:
    """A line of the table per visit: medians of the rounds."""
    for label, index in (("first", 0), ("warm", 1)):
        visits = [run[index] for run in runs]
        longest = median(visits, "longest")
        print(
            f"| {name} | {profile} | {label} | {median(visits, 'counted') / 1000:.2f} s"
            f" | {median(visits, 'interactive') / 1000:.2f} s"
            f" | {median(visits, 'ready') / 1000:.2f} s"
            f" | {median(visits, 'early_bytes') / 1e6:.2f} | {median(visits, 'bytes') / 1e6:.2f}"
            f" | {f'{longest:.0f} ms' if longest else '<50 ms'} |"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--profiles", nargs="+", choices=PROFILES, default=list(PROFILES))
    parser.add_argument("--compare", type=Path, help="another built site's root")
    args = parser.parse_args()
    build(ROOT, quiet=True)
    sites = {"this": ROOT} | ({"compared": args.compare.resolve()} if args.compare else {})
    servers = {name: serve(root) for name, root in sites.items()}
    runs = {(name, profile): [] for name in sites for profile in args.profiles}
    print(f"gzip as GitHub Pages; profiles {PROFILES}; medians of {args.rounds} rounds\n")
    print(HEADER)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_options())
        for profile in args.profiles:
            for _ in range(args.rounds):  # alternated
                for name, (_, url) in servers.items():
                    runs[name, profile].append(first_and_warm(browser, url, PROFILES[profile]))
            for name in sites:
                report(name, profile, runs[name, profile])
        browser.close()
    for server, _ in servers.values():
        server.shutdown()


if __name__ == "__main__":
    main()
