"""The page's screenshots, taken here: the web manifest offers them in the install dialog and
the README shows them, so they are always of the page as it is.

Each run writes ``assets/screenshots/`` anew from a fixed game with storage cleared: the same
page gives the same pictures, so git sees a change only when the page's look changed.
"""

import json
import struct
from pathlib import Path

import pytest
from opening import load, reviewed
from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]
MANIFEST = ROOT / "assets" / "manifest.webmanifest"
GAME = "SALET=...E.,ROUND=rO..."  # two guesses, 13 answers left: every colour, a full card
SHOTS = {  # the manifest's form factors: the sizes they are taken at
    "narrow": {"width": 360, "height": 740},
    "wide": {"width": 1280, "height": 800},
}


def png_size(path: Path) -> tuple[int, int]:
    """A PNG's width and height, from its header."""
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", header[16:24])


def manifest_screenshots() -> dict[str, dict]:
    entries = json.loads(MANIFEST.read_text())["screenshots"]
    return {entry["form_factor"]: entry for entry in entries}


@pytest.mark.parametrize("form", SHOTS)
def test_the_screenshots_are_of_the_page_as_it_is(module_page: Page, goto_ready, form: str):
    page, size = module_page, SHOTS[form]
    entry = manifest_screenshots()[form]
    path = MANIFEST.parent / entry["src"]
    page.set_viewport_size(size)
    page.emulate_media(color_scheme="light", reduced_motion="reduce")
    reviewed(load(page, goto_ready, GAME))  # as a partner first sees it: nothing stored
    page.evaluate("document.activeElement.blur()")
    # "Ready." goes 4 s after the engine attaches: as the page rests, whatever the review took.
    page.evaluate("document.getAnimations().forEach((a) => a.finish())")
    path.parent.mkdir(exist_ok=True)
    page.screenshot(path=str(path), animations="disabled", caret="hide")
    assert png_size(path) == (size["width"], size["height"])
    assert entry["sizes"] == f"{size['width']}x{size['height']}" and entry["type"] == "image/png"
    assert entry["label"]


def test_the_readme_shows_them():
    readme = (ROOT / "README.md").read_text()
    for entry in manifest_screenshots().values():
        assert f"](assets/{entry['src']})" in readme
