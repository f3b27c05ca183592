"""The page's screenshots (the README shows them, the web manifest offers them when installing),
taken anew from a fixed game with nothing stored: ``python3 scripts/take_screenshots.py``.

The same page gives the same pictures, so git sees a change only when the page's look changed;
``tests/e2e/test_screenshots.py`` takes them into a folder of its own and says when the ones
committed are no longer the page's.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
from browser import launch_options  # noqa: E402

MANIFEST = ROOT / "assets" / "manifest.webmanifest"
GAME = "SALET=...E.,ROUND=rO..."  # two guesses, 13 answers left: every colour, a full card
SHOTS = {  # the manifest's form factors: the sizes they are taken at
    "narrow": {"width": 360, "height": 740},
    "wide": {"width": 1280, "height": 800},
}
BLANK = "tests/e2e/pages/origin.html"  # a page of the site's origin that runs nothing
REVIEWED = "html.ready:not([data-pending]):not([data-working])"


def manifest_screenshots() -> dict[str, dict]:
    """The manifest's screenshots, by form factor."""
    entries = json.loads(MANIFEST.read_text())["screenshots"]
    return {entry["form_factor"]: entry for entry in entries}


def shot_path(form: str) -> Path:
    """Where the screenshot of `form` is kept (the manifest says)."""
    return MANIFEST.parent / manifest_screenshots()[form]["src"]


def take(page, site: str, form: str, path: Path) -> None:
    """Take the screenshot of `form` into `path`: the page loaded anew at the game, nothing
    stored, as a partner first sees it, once reviewed and at rest."""
    page.set_viewport_size(SHOTS[form])
    page.emulate_media(color_scheme="light", reduced_motion="reduce")
    page.goto(site + BLANK)
    page.evaluate("localStorage.clear()")
    page.goto(site + "index.html#" + GAME)
    page.wait_for_selector(REVIEWED, state="attached", timeout=120_000)
    page.evaluate("document.activeElement.blur()")
    # "Ready." goes 4 s after the engine attaches: as the page rests, whatever the review took.
    page.evaluate("document.getAnimations().forEach((a) => a.finish())")
    path.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(path), animations="disabled", caret="hide")


def main() -> None:
    from playwright.sync_api import sync_playwright
    from serve import built_and_served

    with built_and_served(ROOT) as site, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_options())
        page = browser.new_page()
        for form in SHOTS:
            take(page, site, form, shot_path(form))
            print(f"wrote {shot_path(form).relative_to(ROOT)}")
        browser.close()


if __name__ == "__main__":
    main()
