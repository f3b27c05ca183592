"""A partner's first visit and a warm one, in headless Chromium: the published build (files
named by their content, as ``build_site.py --out`` makes it for GitHub Pages) served as Pages
serves it, over HTTP/2 (``h2_server.mjs``; ``--http1`` for Python's HTTP/1.1 server, whose 6
connections queue the page's 40 requests) and gzip-compressed ahead of the visit, the network
(and the page's CPU) throttled through the DevTools protocol, a fresh browser context (no
cache, no service worker) for the first visit, then a second navigation in the same context
once the service worker has precached the site.

    python bench/bench_first_visit.py [--rounds N] [--profiles NAME ...] [--link FRAGMENT]
                                      [--compare OTHER_ROOT] [--http1] [--reach]

Per profile and visit (medians of the rounds): every row of the link's game counted (on a first
visit, by the main thread itself), typing accepted (``html.interactive``), the engine's analysis
shown (``html.ready``), the review complete (``data-working`` cleared once ready), the bytes
received before all rows were counted and the bytes the server sent in all (the service
worker's precache included), and the main-thread tasks over 50 ms from the first paint to the
review complete: how many (the median round's) and the longest. Then the byte floor (the bytes
of the visit at the profile's bandwidth) and each mark's distance to it, with when the engine's
files were first asked for and when the last came (``--reach``: and what the throttle itself
reaches, every file fetched at once by a page doing nothing else); then every long task once,
with what ran in it (Long Animation Frames' script attribution).

Measured without measuring the harness: the page records its own times and long tasks (an init
script), the bench waits for a console line the page's probe writes when the review is complete
(no ``evaluate`` or ``wait_for_function`` during a visit: Playwright's injected script and its
polling are long tasks of their own) and reads the records afterwards. The CPU throttling of the
phone profile slows the page's main thread only: Chromium cannot throttle a dedicated worker, so
the engine runs at this machine's full speed (a real phone's is slower).

``--compare`` publishes another checkout (the previous main in a worktree, say) by its own
``build_site.py`` and alternates the two in the same run, on the same noisy machine.
"""

import argparse
import base64
import functools
import hashlib
import http.server
import json
import mimetypes
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from browser import launch_options  # noqa: E402
from serve import COMPRESSED, QuietSiteHandler  # noqa: E402

GAME = "SMART=..a.t,TABLE=ta...,ATTIC=at..."
PROFILES = {  # network (bits/s down and up, round trip ms) and how much slower the CPU runs
    "loopback": None,
    "10mbit": {"down": 10_000_000, "up": 5_000_000, "latency": 40, "cpu": 1},
    # Lighthouse's mobile throttling ("slow 4G" on a phone's CPU)
    "phone": {"down": 1_600_000, "up": 750_000, "latency": 150, "cpu": 4},
}
DONE = "bench: review complete"
PROBES = """
(() => {
  const marks = (window.__marks = {});
  const tasks = (window.__tasks = []), frames = (window.__frames = []);
  const mark = (name, seen) => { if (seen && !(name in marks)) marks[name] = performance.now(); };
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) tasks.push([task.startTime, task.duration]);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      const file = (url) => url.split("/").pop().split("?")[0];
      const scripts = frame.scripts.map((s) => [
        s.duration, s.invoker, `${file(s.sourceURL)}:${s.sourceFunctionName}`,
      ]);
      const end = frame.startTime + frame.duration;  // rendering and its style and layout:
      const tail = (start) => (start ? end - start : 0);  // from their start to the frame's end
      frames.push([frame.startTime, frame.duration, scripts, frame.blockingDuration,
        tail(frame.renderStart), tail(frame.styleAndLayoutStart)]);
    }
  }).observe({ type: "long-animation-frame", buffered: true });
  new PerformanceObserver((list) => {
    for (const paint of list.getEntries()) mark(paint.name, true);
  }).observe({ type: "paint", buffered: true });
  const observer = new MutationObserver(() => {
    const root = document.documentElement;
    if (!root) return;
    mark("interactive", root.classList.contains("interactive"));
    mark("ready", root.classList.contains("ready"));
    const counted = document.querySelectorAll(".row[data-remaining]").length;
    mark("counted", counted > 0);
    mark("all_counted", counted >= window.__steps);
    mark("reviewed", "ready" in marks && !root.hasAttribute("data-working"));
    if ("reviewed" in marks) {
      observer.disconnect();
      console.log("DONE");
    }
  });
  observer.observe(document, { attributes: true, childList: true, subtree: true });
})();
""".replace("DONE", DONE)
RECEIVED_BEFORE = """(at) => {
  const entries = ["navigation", "resource"].flatMap((type) => performance.getEntriesByType(type));
  return entries.filter((e) => e.responseEnd <= at).reduce((sum, e) => sum + e.transferSize, 0);
}"""
RECORDS = "() => ({ marks: window.__marks, tasks: window.__tasks, frames: window.__frames })"


class Counted:
    """Bytes the server sent, shared by its handler threads."""

    sent = 0
    lock = threading.Lock()


class GzipHandler(QuietSiteHandler):
    """The site as ``scripts/serve.py`` serves it (gzip-compressed as GitHub Pages does), with
    the bytes sent counted."""

    def do_GET(self) -> None:
        """Serve the files as published (no rebuild of ``sw.js``)."""
        http.server.SimpleHTTPRequestHandler.do_GET(self)

    def end_headers(self) -> None:
        """Pages' caching: every file fresh for ten minutes (serve.py asks for revalidation,
        so that a rebuild is seen at once; with it, a file fetched twice at once waits for
        the first to end and is asked for again, which Pages' visitors never do)."""
        self.send_header("Cache-Control", "max-age=600")
        http.server.SimpleHTTPRequestHandler.end_headers(self)

    def copyfile(self, source, outputfile):
        data = source.read()
        outputfile.write(data)
        with Counted.lock:
            Counted.sent += len(data)


def publish(root: Path, out: Path) -> Path:
    """The published site of the checkout at `root`, by its own build script."""
    script = root / "scripts" / "build_site.py"
    subprocess.run(
        [sys.executable, str(script), "--out", str(out)],
        check=True,
        cwd=root,
        stdout=subprocess.DEVNULL,
    )
    return out


def serve(site: Path, link: str) -> tuple[object, str]:
    """The published `site` served as Pages serves it over HTTP/1.1, each file compressed
    before the first visit: Pages' servers keep it compressed (compressing the runtime's 9.6 MB
    wasm during a visit held its first byte back half a second)."""
    for path in site.rglob("*"):
        if path.suffix in COMPRESSED and path.is_file():
            GzipHandler.gzipped(path, path.stat())
    handler = functools.partial(GzipHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/index.html#{link}"


class Http2Server:
    """The published `site` served over HTTP/2 and TLS as Pages serves it (``h2_server.mjs``,
    Node's own HTTP/2), its certificate made for the run: the browser is told to trust its key
    (``spki``), so that it caches what it fetches, which it never does past a certificate error
    (the engine's worker would download the runtime a second time)."""

    def __init__(self, site: Path, folder: Path) -> None:
        cert, key = folder / "cert.pem", folder / "key.pem"
        made = ["-keyout", str(key), "-out", str(cert), "-subj", "/CN=127.0.0.1"]
        command = ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"]
        subprocess.run([*command, *made], check=True, capture_output=True)
        self.spki = key_hash(cert)
        served = json.dumps({"compressed": COMPRESSED, "types": content_types(site)})
        server = ROOT / "bench" / "h2_server.mjs"
        command = ["node", str(server), str(site), str(cert), str(key), served]
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
        self.port = int(self.process.stdout.readline().split()[1])
        threading.Thread(target=self.count, daemon=True).start()

    def count(self) -> None:
        """Add each response's bytes, as the server reports them, to the visit's count."""
        for line in self.process.stdout:
            if line.startswith("sent "):
                with Counted.lock:
                    Counted.sent += int(line.split()[1])

    def shutdown(self) -> None:
        self.process.terminate()
        self.process.wait()


def content_types(site: Path) -> dict[str, str]:
    """Each suffix of the site's files and its type, as ``scripts/serve.py`` sends it."""
    suffixes = {path.suffix for path in site.rglob("*") if path.is_file()}
    known = GzipHandler.extensions_map
    guessed = {suffix: mimetypes.guess_type(f"x{suffix}")[0] for suffix in suffixes}
    return {s: known.get(s) or guessed[s] or "application/octet-stream" for s in suffixes}


def key_hash(cert: Path) -> str:
    """The base64 SHA-256 of the certificate's public key, as Chromium's
    ``--ignore-certificate-errors-spki-list`` takes it."""
    key = subprocess.run(
        ["openssl", "x509", "-in", str(cert), "-pubkey", "-noout"], check=True, capture_output=True
    ).stdout
    der = subprocess.run(
        ["openssl", "pkey", "-pubin", "-outform", "der"], input=key, check=True, capture_output=True
    ).stdout
    return base64.b64encode(hashlib.sha256(der).digest()).decode()


def serve_http2(site: Path, link: str, folder: Path) -> tuple[object, str]:
    server = Http2Server(site, folder)
    return server, f"https://127.0.0.1:{server.port}/index.html#{link}"


def is_engine_file(url: str) -> bool:
    """One of the files the engine's worker downloads as it starts (engine-files.json's)."""
    return "/assets/vendor/pyodide" in url or "/assets/wordle" in url


def visit(page, url: str, steps: int) -> dict:
    """One navigation, measured until its review is complete: the page's marks (ms), its long
    tasks after the first paint, the bytes received before all rows were counted and the bytes
    the server sent in all (the service worker's precache included), and when the engine's
    files were first asked for and when the last of them had come (the engine's worker's
    requests and its download follower's, which Playwright reports with the page's): each
    file's first request (PyScript asks for the engine's zip again once Pyodide has started,
    from the cache: its end is the runtime's start, not the download's)."""
    before, engine = Counted.sent, {}

    def finished(request) -> None:
        url, timing = request.url.split("?")[0], request.timing
        first = engine.get(url, timing)
        if is_engine_file(url) and timing["startTime"] <= first["startTime"]:
            engine[url] = timing

    page.on("requestfinished", finished)
    with page.expect_console_message(lambda m: m.text == DONE, timeout=900_000):
        page.goto(url)
    page.remove_listener("requestfinished", finished)
    records = page.evaluate(RECORDS)
    origin = page.evaluate("performance.timeOrigin")  # the marks' zero, in ms since the epoch
    marks = records["marks"]
    painted, done = marks.get("first-paint", 0), marks["reviewed"]
    tasks = [t for t in records["tasks"] if painted <= t[0] <= done]
    frames = [f for f in records["frames"] if painted <= f[0] <= done and f[1] > 50]
    early = page.evaluate(RECEIVED_BEFORE, marks.get("all_counted", marks["ready"]))
    page.wait_for_function("navigator.serviceWorker.ready.then(r => !!r.active)", timeout=900_000)
    page.wait_for_timeout(3000)  # the precache goes on after the page's loads: count it too
    firsts = engine.values()
    starts = [t["startTime"] - origin for t in firsts]
    ends = [t["startTime"] + t["responseEnd"] - origin for t in firsts if t["responseEnd"] > 0]
    return {
        **marks,
        "engine_asked": min(starts, default=None),
        "engine_came": max(ends, default=None),
        "tasks": tasks,
        "frames": frames,
        "early_bytes": early,
        "bytes": Counted.sent - before,
        "steps": steps,
    }


# A first visit leaves the browser work after its review (what, is not pinned down): a warm
# visit begun 3 s after it measured that too, the phone profile's html.ready 0.2-0.3 s slower
# for a build whose warm path had not changed but whose first visit ended sooner.
SETTLE_MS = 10_000


def first_and_warm(browser, url: str, profile: dict | None, steps: int) -> tuple[dict, dict]:
    context = browser.new_context(ignore_https_errors=True)
    context.add_init_script(f"window.__steps = {steps};" + PROBES)
    page = context.new_page()
    if profile:
        throttle(context, page, profile)
    first = visit(page, url, steps)
    page.wait_for_timeout(SETTLE_MS)
    page.goto("about:blank")
    warm = visit(page, url, steps)
    context.close()
    return first, warm


def throttle(context, page, profile: dict) -> None:
    """The profile's network and CPU, through the DevTools protocol."""
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    conditions = {"latency": profile["latency"], "offline": False}
    conditions |= {"downloadThroughput": profile["down"] / 8}
    conditions |= {"uploadThroughput": profile["up"] / 8}
    cdp.send("Network.emulateNetworkConditions", conditions)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": profile["cpu"]})


FETCH_ALL = """async (files) => {
  const start = performance.now();
  const whole = (response) => {
    if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
    return response.arrayBuffer();
  };
  await Promise.all(files.map((file) => fetch(file).then(whole)));
  const entries = performance.getEntriesByType("resource").filter((e) => e.startTime >= start);
  return [performance.now() - start, entries.reduce((sum, e) => sum + e.transferSize, 0)];
}"""


def throttle_reach(browser, site: Path, url: str, profile: str) -> str:
    """What the throttle itself reaches: every file of the engine and of the page's start
    fetched at once by a page that does nothing else, its last byte's distance to its own
    floor (no ordering of the page's can do better)."""
    listing = json.loads(next(site.glob("assets/engine-files*.json")).read_text())
    files = [file["url"] for file in listing["files"]]
    start = [*site.glob("assets/main/**/*.mpy"), *site.glob("assets/vendor/micropython*/*.wasm")]
    start += [site / "assets/words/nyt.txt", site / "assets/words/answers.txt"]
    files += [path.relative_to(site).as_posix() for path in start]
    context = browser.new_context(ignore_https_errors=True)
    page, root = context.new_page(), url.split("index.html")[0]
    page.goto(root + "assets/style.css")
    throttle(context, page, PROFILES[profile])
    took, size = page.evaluate(FETCH_ALL, [root + file for file in files])
    context.close()
    floor = size * 8 / PROFILES[profile]["down"] * 1000
    return (
        f"- {profile}: {size / 1e6:.2f} MB in {took / 1000:.2f} s, {since(took, floor)} after"
        f" their floor ({floor / took:.0%} of the bandwidth)"
    )


def median(visits: list[dict], key: str) -> float:
    values = [v[key] for v in visits if v.get(key) is not None]
    return statistics.median(values) if values else float("nan")


HEADER = (
    "| site | profile | visit | all rows counted | typing accepted | html.ready "
    "| review complete | MB before counts | MB in all | tasks > 50 ms | longest |\n"
    "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
)


def seconds(visits: list[dict], key: str) -> str:
    return f"{median(visits, key) / 1000:.2f} s"


FLOOR_HEADER = (
    "| site | profile | visit | MB in all | byte floor | all rows counted | html.ready "
    "| review complete | engine's files asked for | engine's files come |\n"
    "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
)


def floor_report(name: str, profile: str, runs: list[tuple[dict, dict]]) -> None:
    """A line per visit: the byte floor (every byte the visit received, at the profile's
    bandwidth: no page can be done sooner) and each mark's distance to it (medians of the
    rounds; negative before it); the review also from ``html.ready``."""
    down = (PROFILES[profile] or {}).get("down")
    for label, index in (("first", 0), ("warm", 1)):
        visits = [run[index] for run in runs]
        floor = median(visits, "bytes") * 8 / down * 1000 if down else 0.0
        ready, reviewed = median(visits, "ready"), median(visits, "reviewed")
        print(
            f"| {name} | {profile} | {label} | {median(visits, 'bytes') / 1e6:.2f}"
            f" | {floor / 1000:.2f} s | {since(median(visits, 'all_counted'), floor)}"
            f" | {since(ready, floor)} | {since(reviewed, floor)}"
            f" ({since(reviewed, ready)} after ready)"
            f" | {seconds(visits, 'engine_asked')} | {seconds(visits, 'engine_came')} |"
        )


def since(at: float, zero: float) -> str:
    """`at` from `zero` (ms), in signed seconds."""
    return f"{(at - zero) / 1000:+.2f} s"


def report(name: str, profile: str, runs: list[tuple[dict, dict]]) -> None:
    """A line of the table per visit: medians of the rounds."""
    for label, index in (("first", 0), ("warm", 1)):
        visits = [run[index] for run in runs]
        counts = [len(v["tasks"]) for v in visits]
        longest = max((t[1] for v in visits for t in v["tasks"]), default=0)
        print(
            f"| {name} | {profile} | {label} | {seconds(visits, 'all_counted')}"
            f" | {seconds(visits, 'interactive')} | {seconds(visits, 'ready')}"
            f" | {seconds(visits, 'reviewed')}"
            f" | {median(visits, 'early_bytes') / 1e6:.2f} | {median(visits, 'bytes') / 1e6:.2f}"
            f" | {statistics.median(counts):g} ({'/'.join(map(str, counts))})"
            f" | {f'{longest:.0f} ms' if longest else '-'} |"
        )


def attribution(runs: dict) -> None:
    """Every frame over 50 ms after the first paint: how long its tasks blocked the page (the
    time beyond 50 ms of each), how long it rendered (style and layout, then paint), and the
    scripts over 5 ms that ran in it. A long frame that blocked nothing was waiting, not busy:
    for the compositor, on a loaded machine."""
    print(
        "\nLong animation frames after the first paint"
        " (ms at; ms long; ms blocking; ms rendering, of it style and layout; scripts over 5 ms):"
    )
    for (name, profile), rounds in runs.items():
        for label, index in (("first", 0), ("warm", 1)):
            for n, run in enumerate(rounds):
                for at, duration, scripts, blocking, render, layout in run[index]["frames"]:
                    ran = "; ".join(
                        f"{what} {invoker} {took:.0f}"
                        for took, invoker, what in sorted(scripts, reverse=True)[:3]
                    )
                    print(
                        f"- {name} {profile} {label} #{n + 1}: at {at:.0f}, {duration:.0f}, "
                        f"blocking {blocking:.0f}, rendering {render:.0f} ({layout:.0f}): "
                        f"{ran or 'no script over 5 ms'}"
                    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--profiles", nargs="+", choices=PROFILES, default=list(PROFILES))
    parser.add_argument("--link", default=GAME, help="the link's fragment (a game, its flags)")
    parser.add_argument("--compare", type=Path, help="another checkout's root")
    parser.add_argument(
        "--http1", action="store_true", help="serve over HTTP/1.1 (6 connections), not HTTP/2"
    )
    parser.add_argument(
        "--reach", action="store_true", help="also what the throttle reaches, fetching alone"
    )
    args = parser.parse_args()
    steps = len(args.link.split("&")[0].split(","))
    roots = {"this": ROOT} | ({"compared": args.compare.resolve()} if args.compare else {})
    with tempfile.TemporaryDirectory() as folder:
        sites = {name: publish(root, Path(folder) / name) for name, root in roots.items()}
        if args.http1:
            servers = {name: serve(site, args.link) for name, site in sites.items()}
        else:
            servers = {
                name: serve_http2(site, args.link, Path(folder) / name)
                for name, site in sites.items()
            }
        runs = {(name, profile): [] for name in sites for profile in args.profiles}
        over = "HTTP/1.1" if args.http1 else "HTTP/2"
        print(f"The published build over {over}, gzip as GitHub Pages; #{args.link}")
        print(f"profiles {PROFILES}")
        print(f"(the worker is never CPU-throttled); medians of {args.rounds} rounds\n")
        print(HEADER)
        with sync_playwright() as playwright:
            options = launch_options()
            keys = ",".join(s.spki for s, _ in servers.values() if isinstance(s, Http2Server))
            options["args"] = [*options["args"], f"--ignore-certificate-errors-spki-list={keys}"]
            browser = playwright.chromium.launch(**options)
            for profile in args.profiles:
                for _ in range(args.rounds):  # alternated
                    for name, (_, url) in servers.items():
                        run = first_and_warm(browser, url, PROFILES[profile], steps)
                        runs[name, profile].append(run)
                for name in sites:
                    report(name, profile, runs[name, profile])
            throttled = [p for p in args.profiles if PROFILES[p]] if args.reach else []
            here = sites["this"], servers["this"][1]
            reach = [throttle_reach(browser, *here, profile) for profile in throttled]
            browser.close()
        for server, _ in servers.values():
            server.shutdown()
    print("\nThe byte floor, and each mark's distance to it (the engine's files: from the start)")
    print(FLOOR_HEADER)
    for (name, profile), rounds in runs.items():
        floor_report(name, profile, rounds)
    if reach:
        print("\nWhat the throttle reaches: the engine's and the start's files fetched at once")
        print("\n".join(reach))
    attribution(runs)


if __name__ == "__main__":
    main()
