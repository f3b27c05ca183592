"""The worker's side of reading a screenshot that CPython can run: a picture's size from its
first bytes (a huge one is refused before the browser decodes it), and the reply the page takes.
The decoding itself is the browser's: tests/e2e/test_screenshot_page.py reads through it."""

import io
import sys

import pytest
from PIL import Image

from wordle.engine.lists.words import word_list
from wordle.page.worker.screenshots import UNDRAWABLE, picture_size, read_screenshot, reading_reply
from wordle.reader.screenshot import Reading


def encoded(size: tuple[int, int], form: str, **options) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, (18, 18, 19)).save(buffer, form, **options)
    return buffer.getvalue()


@pytest.mark.parametrize(
    ("form", "options"),
    [
        ("PNG", {}),
        ("GIF", {}),
        ("JPEG", {"quality": 80}),
        ("JPEG", {"progressive": True}),
        ("JPEG", {"exif": b"Exif\x00\x00" + bytes(30_000)}),  # a phone's metadata first
        ("WEBP", {"lossless": True}),
        ("WEBP", {"quality": 80}),
    ],
)
@pytest.mark.parametrize("size", [(1170, 2532), (1, 16_383), (3001, 7)])
def test_a_picture_s_size_is_read_from_its_first_bytes(form, options, size):
    assert picture_size(encoded(size, form, **options)[: 1 << 16]) == size


def test_a_webp_with_metadata_gives_its_size_from_its_extended_header():
    image = Image.new("RGBA", (640, 480), (0, 0, 0, 0))
    buffer = io.BytesIO()
    image.save(buffer, "WEBP", exif=b"Exif\x00\x00" + bytes(100))
    assert picture_size(buffer.getvalue()) == (640, 480)


@pytest.mark.parametrize(
    "head",
    [b"", b"\x89PNG\r\n\x1a\n", b"GIF8", b"BM\x00\x00", b"\xff\xd8\xff\xe0\x00", b"plain text"],
)
def test_bytes_that_do_not_say_a_size_give_none(head):
    assert picture_size(head) is None


def test_a_reading_is_answered_as_a_game_read_with_the_tiles_to_check():
    reading = Reading(steps=[("crane", 9), ("quirk", 0)], unsure=[(1, 0)])
    reading.notes = ["row 3: typed but not submitted (no colours): left out"]
    reply = reading_reply(reading)
    assert reply["steps"] == [["crane", 9], ["quirk", 0]]
    assert (reply["waiting"], reply["hard"], reply["unsure"]) == ([], False, [[1, 0]])
    assert reply["text"] == "CRANE=..a.. QUIRK=....."
    assert reply["notice"] == (
        "Read from the screenshot: row 3: typed but not submitted (no colours): left out. "
        "Letters worth checking are dotted: to correct one, edit the game in the box under "
        "“Or paste your game” and press Show."
    )
    assert reading_reply(Reading(steps=[("crane", 9)]))["notice"] == "Read from the screenshot."


def test_a_browser_that_cannot_draw_in_the_worker_is_said_so(monkeypatch):
    """Safari before 16.4 and Firefox before 105 have no OffscreenCanvas in a worker: the page
    says so, and what to do instead, where Pyodide would have raised an ImportError."""
    import types

    browser = types.ModuleType("js")  # a worker's globals, as Pyodide's `js` gives them
    browser.fetch = None
    ffi = types.ModuleType("pyodide.ffi")
    ffi.JsException = Exception
    monkeypatch.setitem(sys.modules, "js", browser)
    monkeypatch.setitem(sys.modules, "pyodide", types.ModuleType("pyodide"))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    reading = read_screenshot("blob:picture", word_list("nyt"))
    with pytest.raises(StopIteration) as finished:  # it awaits nothing: no event loop needed
        reading.send(None)
    assert finished.value.value == {"error": UNDRAWABLE}
    assert "type or paste the game" in UNDRAWABLE
