"""``wordle read``: the game a screenshot of Wordle shows, as steps to pass on.

wordle read [--json] IMAGE

IMAGE is a PNG, JPEG or WebP file, or ``-`` for stdin; Pillow decodes it (the optional extra
``image``: ``pip install "wordle-companion[image]"``). Prints the game in the CLI's notation,
one step per argument (``wordle $(wordle read shot.png)`` analyses it); what the word list
settled, or what was left out, goes to stderr. A grid of colours with no letters (a share's
picture) prints each row's colours (``BBYBG``), the guesses left to be given. Exit status 0,
or 2 with a one-line message when the picture cannot be read as a game the reader would stand
behind.
"""

import argparse
import io
import json
import sys
from pathlib import Path

from .. import Picture, ScreenshotError, check_size, read_picture, word_list
from ..engine.rules.notation import format_colour_letters, format_step
from .common import Parser, UsageError


def read_parser() -> Parser:
    parser = Parser(
        prog="wordle read",
        description="The game a screenshot of Wordle shows, as steps to pass to wordle.",
        epilog="Needs Pillow: pip install 'wordle-companion[image]'.",
    )
    parser.add_argument("image", metavar="IMAGE", help="a PNG, JPEG or WebP file, or - for stdin")
    parser.add_argument(
        "--json",
        action="store_true",
        help="print steps (guess, pattern, confidence 0-1), theme and notes as JSON",
    )
    return parser


def run(args: argparse.Namespace) -> int:
    """Print the game read; the exit status."""
    try:
        reading = read_picture(decoded(args.image), word_list("nyt"))
    except ScreenshotError as error:
        raise UsageError(f"{args.image}: {error}") from error
    if args.json:
        print(json.dumps(as_json(reading), indent=2))
        return 0
    for note in reading.notes:
        print(f"wordle read: {note}", file=sys.stderr)
    if reading.letterless:
        print(" ".join(format_colour_letters(pattern) for _, pattern in reading.steps))
        print(f"wordle read: {WORDS_NEEDED}", file=sys.stderr)
        return 0
    print(" ".join(format_step(step) for step in reading.steps))
    return 0


WORDS_NEEDED = "give each row's guess before its colours (crane:BBYBG) to pass the game on"


def decoded(name: str) -> Picture:
    """The picture in file `name` (``-``: stdin) as RGBA pixels; UsageError if it is none."""
    try:
        from PIL import Image, UnidentifiedImageError
    except ImportError as error:
        raise UsageError(
            "reading a screenshot needs Pillow: pip install 'wordle-companion[image]'"
        ) from error
    try:
        data = sys.stdin.buffer.read() if name == "-" else Path(name).read_bytes()
    except OSError as error:
        raise UsageError(f"{name}: {error.strerror or error}") from error
    Image.MAX_IMAGE_PIXELS = None  # opening reads only the header: the size is checked first
    try:
        with Image.open(io.BytesIO(data)) as image:
            check_size(image.width, image.height)
            rgba = in_srgb(image).convert("RGBA")
    except ScreenshotError:
        raise  # too large: said by run, as any picture it cannot read
    except UnidentifiedImageError as error:
        raise UsageError(f"{name}: not a PNG, JPEG or WebP picture") from error
    except (OSError, SyntaxError, ValueError) as error:
        raise UsageError(f"{name}: the picture is damaged ({error})") from error
    return Picture(rgba.width, rgba.height, rgba.tobytes())


def in_srgb(image):
    """The picture's colours as a browser shows them: converted from its embedded colour
    profile (a Mac's display, an iPhone's Display P3) to sRGB, which the palettes are in. A
    profile that cannot be read is ignored, as browsers do."""
    profile = image.info.get("icc_profile")
    if not profile or image.mode not in ("RGB", "RGBA", "P", "L", "LA"):
        return image
    from PIL import ImageCms

    try:
        source = ImageCms.ImageCmsProfile(io.BytesIO(profile))
        if ImageCms.getProfileDescription(source).strip().startswith("sRGB"):
            return image  # already (a browser's screenshot tags its sRGB)
        srgb = ImageCms.createProfile("sRGB")
        return ImageCms.profileToProfile(image.convert("RGB"), source, srgb, outputMode="RGB")
    except (ImageCms.PyCMSError, OSError, ValueError):
        return image


def as_json(reading) -> dict:
    return {
        "steps": [
            {"guess": guess, "pattern": format_colour_letters(pattern), "confidence": c}
            for (guess, pattern), c in zip(reading.steps, reading.confidence)
        ],
        "theme": reading.theme,
        "notes": reading.notes,
    }
