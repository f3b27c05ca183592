"""The page's screenshots (the README shows them, the web manifest offers them when installing)
are of the page as it is: taken here into a folder of the test's own, as
``scripts/take_screenshots.py`` takes them, and compared with the ones committed.

A page whose look changed fails here, saying to take them anew (and commit them); a few pixels
of anti-aliasing may differ from one run to the next, no more.
"""

import sys
from pathlib import Path

import pytest
from PIL import Image, ImageChops
from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from take_screenshots import SHOTS, manifest_screenshots, shot_path, take  # noqa: E402

CHANGED = 24  # a pixel whose channel moved by more than this (of 255) changed
AT_MOST = 0.002  # of the pixels: anti-aliasing's noise; a word changed moves far more


def changed_pixels(drawn: Path, kept: Path) -> float:
    """The share of pixels that differ between two pictures of one size."""
    a, b = (Image.open(path).convert("RGB") for path in (drawn, kept))
    assert a.size == b.size, (a.size, b.size)
    moved = ImageChops.difference(a, b).convert("L").point(lambda v: 255 * (v > CHANGED))
    return moved.histogram()[255] / (a.width * a.height)


@pytest.mark.parametrize("form", SHOTS)
def test_the_screenshots_are_of_the_page_as_it_is(
    module_page: Page, site_url: str, tmp_path: Path, form: str
):
    drawn = tmp_path / f"{form}.png"
    take(module_page, site_url, form, drawn)
    size = SHOTS[form]
    assert Image.open(drawn).size == (size["width"], size["height"])
    share = changed_pixels(drawn, shot_path(form))
    assert share <= AT_MOST, (
        f"{form}: {share:.2%} of the pixels differ from the committed screenshot: the page's"
        " look changed; take them anew (python3 scripts/take_screenshots.py) and commit them"
    )
    entry = manifest_screenshots()[form]
    assert entry["sizes"] == f"{size['width']}x{size['height']}" and entry["type"] == "image/png"
    assert entry["label"]


def test_the_readme_shows_them():
    readme = (ROOT / "README.md").read_text()
    for entry in manifest_screenshots().values():
        assert f"](assets/{entry['src']})" in readme
