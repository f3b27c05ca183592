"""A timing module of bench/ run in headless Chromium by bench/timing.html, on the site built
and served here: its `#result`, as JSON, once `<html>` is marked ready (an error in the page's
console ends it)."""

import json
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "bench")]
from browser import launch_options  # noqa: E402
from build_site import build  # noqa: E402
from serve import make_server  # noqa: E402

READY = "document.documentElement.classList.contains('ready')"


def in_the_page(query: str) -> dict:
    """Build the site, serve it, open bench/timing.html with `query` (``?module=NAME`` and
    its `measure` arguments) and return what it measured."""
    from playwright.sync_api import sync_playwright

    build(ROOT, quiet=True)
    server = make_server(ROOT, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options())
            page = browser.new_page()
            errors: list[str] = []
            page.on("console", lambda m: m.type == "error" and errors.append(m.text))
            page.goto(f"http://127.0.0.1:{server.server_address[1]}/bench/timing.html{query}")
            while not errors and not page.evaluate(READY):
                page.wait_for_timeout(1000)  # a bench, not a timed test: polling is fine
            if errors:
                raise SystemExit("the page failed:\n" + "\n".join(errors))
            result = json.loads(page.inner_text("#result"))
            browser.close()
            return result
    finally:
        server.shutdown()
