"""Write wordle/data/glyphs.txt: the shapes of the capitals A-Z in the bold sans-serif fonts
Wordle pages use (or their closest free kin), which the screenshot reader matches tiles against.

    apt-get install fonts-clear-sans fonts-liberation fonts-roboto-unhinted fonts-inter \
        fonts-open-sans fonts-dejavu-core
    pip install pillow
    python scripts/make_glyphs.py [--check]

Each letter is drawn white on black with Pillow and measured by ``wordle.reader.glyphs`` (the
same code that measures a screenshot's tiles). Clear Sans is the original Wordle's font;
Liberation Sans stands for Helvetica and Arial (and, nearest of the free fonts, for the NYT's
Franklin); Roboto, Inter, Open Sans and DejaVu Sans for the clones'. The same fonts and Pillow
give the same file, byte for byte (``--check`` says whether the committed one is it).
"""

import argparse
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from wordle.reader.glyphs import format_shape, glyph_shape  # noqa: E402

FILE = ROOT / "wordle" / "data" / "glyphs.txt"
FONTS = {  # name in the file: the font's file as Debian installs it
    "clear-sans": "/usr/share/fonts/truetype/clear-sans/ClearSans-Bold.ttf",
    "liberation-sans": "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
    "roboto": "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf",
    "inter": "/usr/share/fonts/opentype/inter/Inter-Bold.otf",
    "open-sans": "/usr/share/fonts/truetype/open-sans/OpenSans-Bold.ttf",
    "dejavu-sans": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
}
SIZE = 64  # the letters' size in pixels, about a screenshot tile's at 2x
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def letter_shape(font: ImageFont.FreeTypeFont, letter: str):
    """A capital drawn white on black, measured as the reader measures a tile."""
    picture = Image.new("L", (SIZE * 2, SIZE * 2), 0)
    ImageDraw.Draw(picture).text((SIZE // 2, SIZE // 4), letter, font=font, fill=255)
    pixels, width = picture.tobytes(), picture.width
    return glyph_shape(lambda x, y: pixels[y * width + x] / 255, width, picture.height)


def glyph_lines() -> list[str]:
    lines = [
        "# The capitals' shapes, by font: font letter aspect cells (scripts/make_glyphs.py)",
    ]
    for name, path in FONTS.items():
        font = ImageFont.truetype(path, SIZE)
        lines += [f"{name} {c} {format_shape(letter_shape(font, c))}" for c in LETTERS]
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed file")
    text = "\n".join(glyph_lines()) + "\n"
    if parser.parse_args().check:
        same = FILE.read_text() == text
        print(f"{FILE.name}: {'as built' if same else 'differs from what this script makes'}")
        return 0 if same else 1
    FILE.write_text(text)
    print(f"{FILE.name}: {len(text.splitlines()) - 1} glyphs, {len(text):,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
