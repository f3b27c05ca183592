"""A partner's first visit and a warm one, in headless Chromium: the site served gzip-compressed
as GitHub Pages serves it, the network throttled through the DevTools protocol, a fresh browser
context (no cache, no service worker) for the first visit, then a reload in the same context.

    python bench/bench_first_visit.py [--rounds N] [--compare OTHER_SITE_ROOT]

It opens a link to a game and reports, per visit: first contentful paint, the page taking input
(``html.interactive``), the first counts shown (``html.ready``), and the bytes the server sent
(everything: the page, its worker, the service worker's precache). ``--compare`` measures
another built copy of the site (say the previous main, in a worktree) alternated in the same
run, so the two are compared on the same noisy machine.
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
# Lighthouse's mobile throttling ("slow 4G"): 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip.
NETWORK = {"latency": 150, "downloadThroughput": 1_600_000 / 8, "uploadThroughput": 750_000 / 8}
INTERACTIVE_PROBE = """
(() => {
  const observer = new MutationObserver(() => {
    if (document.documentElement?.classList.contains("interactive")) {
      window.__interactiveAt = performance.now(); observer.disconnect();
    }
  });
  observer.observe(document, { attributes: true, attributeFilter: ["class"], subtree: true });
})();
"""


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
    """One navigation: its timings (ms) and the bytes the server sent meanwhile."""
    before = Counted.sent
    page.goto(url)
    page.wait_for_selector("html.ready", state="attached", timeout=300_000)
    times = page.evaluate(
        """() => ({
            fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
            interactive: window.__interactiveAt, ready: window.__readyAt })"""
    )
    page.wait_for_timeout(500)  # the service worker's precache goes on: count what it fetched
    return {**times, "bytes": Counted.sent - before}


def first_and_warm(browser, url: str) -> tuple[dict, dict]:
    context = browser.new_context()
    context.add_init_script(READY_PROBE + INTERACTIVE_PROBE)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {"offline": False, **NETWORK})
    first = visit(page, url)
    page.wait_for_function("navigator.serviceWorker.ready.then(r => !!r.active)", timeout=300_000)
    page.wait_for_timeout(3000)  # let the precache finish before the warm visit
    page.goto("about:blank")
    warm = visit(page, url)
    context.close()
    return first, warm


def median(visits: list[dict], key: str) -> float:
    values = [v[key] for v in visits if v[key] is not None]
    return statistics.median(values) if values else float("nan")


def report(name: str, runs: list[tuple[dict, dict]]) -> None:
    for label, index in (("first visit", 0), ("warm visit", 1)):
        visits = [run[index] for run in runs]
        print(
            f"{name:>9} {label:<11}  FCP {median(visits, 'fcp') / 1000:6.2f} s"
            f"  input {median(visits, 'interactive') / 1000:6.2f} s"
            f"  first counts {median(visits, 'ready') / 1000:6.2f} s"
            f"  sent {median(visits, 'bytes') / 2**20:6.2f} MiB"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--compare", type=Path, help="another built site's root")
    args = parser.parse_args()
    build(ROOT, quiet=True)
    sites = {"this": ROOT} | ({"compared": args.compare.resolve()} if args.compare else {})
    servers = {name: serve(root) for name, root in sites.items()}
    runs = {name: [] for name in sites}
    print(f"network: {NETWORK}, gzip as GitHub Pages; medians of {args.rounds} rounds")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_options())
        for _ in range(args.rounds):  # alternated
            for name, (_, url) in servers.items():
                runs[name].append(first_and_warm(browser, url))
        browser.close()
    for name in sites:
        report(name, runs[name])
    for server, _ in servers.values():
        server.shutdown()


if __name__ == "__main__":
    main()
