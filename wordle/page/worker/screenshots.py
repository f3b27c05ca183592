"""A screenshot given to the page, decoded by the browser inside the worker and read by the engine:
the game it shows, as the board takes a game typed, with the tiles worth checking.

The one worker module that calls the browser: `decoded` fetches the picture (a ``blob:`` address
the main thread made of the file picked, pasted or dropped, so no pixel crosses between the
threads) and decodes it with ``createImageBitmap`` and an ``OffscreenCanvas``. The rest is pure
and tested in CPython: `picture_size` reads a picture's size from its first bytes, so that a huge
picture is refused before it is decoded, and `reading_reply` words what was read.
"""

import struct

from ... import Picture, Reading, ScreenshotError, WordList, check_size, read_picture
from ...engine.rules.notation import Step, format_emoji, format_game

MOST_BYTES = 50_000_000  # a larger file is refused unread (a phone's screenshot is 1 to 5 MB)
FORMATS = "PNG, JPEG, WebP or GIF"


async def read_screenshot(url: str, valid: WordList) -> dict:
    """The game in the picture at `url`, as the page takes a game read (`reading_reply`), or
    ``{"error": why}``."""
    try:
        return reading_reply(read_picture(await decoded(url), valid))
    except ScreenshotError as error:
        return {"error": str(error)}


UNDRAWABLE = (
    "this browser cannot read pictures here (Safari 16.4, Firefox 105 or Chrome 69 and later"
    " can): type or paste the game instead"
)


async def decoded(url: str) -> Picture:
    """The picture at `url` as RGBA pixels, decoded by the browser; ScreenshotError if it is
    too large or cannot be decoded."""
    from js import fetch  # Pyodide's: the browser's own
    from pyodide.ffi import JsException

    try:  # drawn in the worker: Safari before 16.4 and Firefox before 105 cannot
        from js import OffscreenCanvas, createImageBitmap
    except ImportError:
        raise ScreenshotError(UNDRAWABLE) from None

    blob = await (await fetch(url)).blob()
    if blob.size > MOST_BYTES:
        raise ScreenshotError(f"the file is {blob.size / 1e6:.0f} MB; at most 50 MB can be read")
    size = picture_size((await blob.slice(0, 1 << 16).arrayBuffer()).to_bytes())
    if size:
        check_size(*size)  # before decoding: a 20,000 x 20,000 picture is 1.6 GB of pixels
    try:
        bitmap = await createImageBitmap(blob)
    except JsException:
        raise ScreenshotError(f"not a picture the browser can decode (a {FORMATS}?)") from None
    width, height = bitmap.width, bitmap.height
    check_size(width, height)
    context = OffscreenCanvas.new(width, height).getContext("2d")
    context.drawImage(bitmap, 0, 0)
    bitmap.close()
    return Picture(width, height, context.getImageData(0, 0, width, height).data.to_bytes())


def picture_size(head: bytes) -> "tuple[int, int] | None":
    """A PNG's, GIF's, WebP's or JPEG's width and height from its first bytes; None when they
    do not say (another format, or a JPEG whose size comes later)."""
    if head[:8] == b"\x89PNG\r\n\x1a\n" and len(head) >= 24:
        return struct.unpack(">II", head[16:24])
    if head[:6] in (b"GIF87a", b"GIF89a") and len(head) >= 10:
        return struct.unpack("<HH", head[6:10])
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return webp_size(head)
    if head[:2] == b"\xff\xd8":
        return jpeg_size(head)
    return None


def webp_size(head: bytes) -> "tuple[int, int] | None":
    kind, data = head[12:16], head[20:]
    if kind == b"VP8X" and len(data) >= 10:
        return 1 + int.from_bytes(data[4:7], "little"), 1 + int.from_bytes(data[7:10], "little")
    if kind == b"VP8L" and len(data) >= 5:
        bits = int.from_bytes(data[1:5], "little")
        return 1 + (bits & 0x3FFF), 1 + (bits >> 14 & 0x3FFF)
    if kind == b"VP8 " and len(data) >= 10:
        width, height = struct.unpack("<HH", data[6:10])
        return width & 0x3FFF, height & 0x3FFF
    return None


def jpeg_size(head: bytes) -> "tuple[int, int] | None":
    """From a JPEG's frame header (SOF0 to SOF15 but DHT, JPG and DAC), its segments walked."""
    at = 2
    while at + 9 <= len(head) and head[at] == 0xFF:
        marker = head[at + 1]
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            height, width = struct.unpack(">HH", head[at + 5 : at + 9])
            return width, height
        at += 2 + struct.unpack(">H", head[at + 2 : at + 4])[0]
    return None


def reading_reply(reading: Reading) -> dict:
    """What was read, as a game read from text is answered (``steps``, ``waiting``,
    ``hard``), with the tiles to check (``unsure``: ``[row, tile]``), the line to show under
    the grid (``notice``) and the game written out for the text box (``text``)."""
    if reading.letterless:
        return colours_reply(reading)
    steps = [Step(guess, pattern) for guess, pattern in reading.steps]
    return {
        "steps": [[step.guess, step.pattern] for step in steps],
        "waiting": [],
        "hard": False,
        "unsure": [list(tile) for tile in reading.unsure],
        "notice": notice_of(reading),
        "text": format_game(steps, separator=" "),
    }


def colours_reply(reading: Reading) -> dict:
    """A grid of colours alone, as a share text without its words is answered: the patterns
    ``waiting`` for the guesses to be typed."""
    patterns = [pattern for _, pattern in reading.steps]
    return {
        "steps": [],
        "waiting": patterns,
        "hard": False,
        "unsure": [],
        "notice": "Read from the screenshot: the tiles' colours, with no letters.",
        "text": " ".join(format_emoji(pattern) for pattern in patterns),
    }


FIX = (
    " Letters worth checking are dotted: to correct one, edit the game in the box under"
    " “Or paste your game” and press Show."
)


def notice_of(reading: Reading) -> str:
    """The line under the grid: read, what was doubtful or left out, and how to correct a
    letter when some are worth checking."""
    notes = "; ".join(reading.notes)
    said = "Read from the screenshot" + (": " + notes + "." if notes else ".")
    return said + (FIX if reading.unsure else "")
