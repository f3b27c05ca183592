"""Lighthouse on the page served on 127.0.0.1: scores, blocking time and paints.

    python bench/bench_lighthouse.py [--runs N] [--json]

Runs Debian's Chromium (CHROME_PATH=/usr/bin/chromium, headless, no sandbox, no GPU) on
``index.html`` with a cold cache, for performance, accessibility and best practices, as a
desktop (``--preset=desktop``) and as Lighthouse's default throttled phone; prints the scores
(0-100) with total blocking time, largest and first contentful paint (ms). Needs no network:
the site is local and Lighthouse fetches nothing else.

Lighthouse is pinned in bench/lighthouse/ (its own package.json and lock, so the site's
package.json stays the runtime only); ``npm ci`` installs it there on first use. Its
``overrides`` pin the two dependencies Lighthouse's trace engine asks for as ``latest``:
without them ``npm ci`` calls the lock stale as soon as a newer one is published.
"""

import argparse
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from browser import CHROMIUM_ARGS, SYSTEM_CHROMIUM  # noqa: E402
from build_site import build  # noqa: E402
from serve import make_server  # noqa: E402

LIGHTHOUSE_DIR = Path(__file__).resolve().parent / "lighthouse"
LIGHTHOUSE = LIGHTHOUSE_DIR / "node_modules" / ".bin" / "lighthouse"
CATEGORIES = {"performance": "perf", "accessibility": "a11y", "best-practices": "practices"}
AUDITS = {
    "total-blocking-time": "TBT",
    "largest-contentful-paint": "LCP",
    "first-contentful-paint": "FCP",
}
PRESETS = {"desktop": ["--preset=desktop"], "mobile": []}


def ensure_lighthouse() -> None:
    """Install the pinned Lighthouse into bench/lighthouse/node_modules when it is missing."""
    if not LIGHTHOUSE.exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=LIGHTHOUSE_DIR, check=True)


def lighthouse(url: str, preset: str) -> dict:
    """One Lighthouse run on `url`: its scores and timings."""
    command = [
        str(LIGHTHOUSE),
        url,
        "--output=json",
        "--output-path=stdout",
        "--quiet",
        f"--only-categories={','.join(CATEGORIES)}",
        # Its gatherer reads every uncompressed text body with a 1 s protocol timeout, which a
        # busy machine misses (PROTOCOL_TIMEOUT fails the whole run); it would only judge the
        # local server, which never compresses, and does not count in the score.
        "--skip-audits=uses-text-compression",
        f"--chrome-flags={' '.join(['--headless=new', *CHROMIUM_ARGS])}",
        *PRESETS[preset],
    ]
    env = {**os.environ, "CHROME_PATH": str(SYSTEM_CHROMIUM)}
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if done.returncode:
        sys.exit(f"lighthouse failed ({done.returncode}):\n{done.stderr[-2000:]}")
    report = json.loads(done.stdout)
    if report.get("runtimeError"):
        sys.exit(f"lighthouse: {report['runtimeError']['message']}")
    scores = {
        name: round(report["categories"][key]["score"] * 100) for key, name in CATEGORIES.items()
    }
    timings = {name: round(report["audits"][key]["numericValue"]) for key, name in AUDITS.items()}
    failed = failed_audits(report, ("accessibility", "best-practices"))
    return {
        "preset": preset,
        **scores,
        **timings,
        "warnings": report["runWarnings"],
        "failed": failed,
    }


def failed_audits(report: dict, categories: tuple[str, ...]) -> list[str]:
    """The scored audits of `categories` that did not pass: what keeps a score under 100."""
    failed = []
    for category in categories:
        for ref in report["categories"][category]["auditRefs"]:
            audit = report["audits"][ref["id"]]
            if ref["weight"] and audit["score"] is not None and audit["score"] < 1:
                failed.append(f"{category}: {ref['id']} ({audit['title']})")
    return failed


def print_table(results: list[dict]) -> None:
    names = [*CATEGORIES.values(), *AUDITS.values()]
    headers = [*CATEGORIES.values(), *(f"{name} ms" for name in AUDITS.values())]
    print("Lighthouse on index.html (scores 0-100)")
    print(f"{'preset':<8} " + " ".join(f"{h:>9}" for h in headers))
    for result in results:
        print(f"{result['preset']:<8} " + " ".join(f"{result[n]:>9}" for n in names))
        for warning in result["warnings"]:
            print(f"  warning: {warning}")
        for audit in result["failed"]:
            print(f"  failed: {audit}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1, help="runs of each preset (default 1)")
    parser.add_argument("--json", action="store_true", help="also print the results as JSON")
    args = parser.parse_args()
    ensure_lighthouse()
    build(ROOT, quiet=True)
    server = make_server(ROOT, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    results = [lighthouse(url, preset) for _ in range(args.runs) for preset in PRESETS]
    server.shutdown()
    print_table(results)
    if args.json:
        print(json.dumps(results))


if __name__ == "__main__":
    main()
