"""Pictures of Wordle grids drawn with Pillow, squares with no letters, for the reader's tests:
a page's grid of six rows, some painted in a palette, the rest empty."""

from PIL import Image, ImageDraw

from wordle.engine.rules.score import colours
from wordle.reader.grid import Picture

SIDE, GAP, MARGIN = 62, 5, 20
PITCH = SIDE + GAP
EMPTY = (211, 214, 218)  # an empty tile's outline


def drawn(patterns, palette, size=(420, 520), beside=None) -> Picture:
    """A page with a grid of six rows: `patterns` painted in `palette` (colour: rgb), the rest
    empty; and `beside` (box, colour) drawn too."""
    return picture(drawn_image(patterns, palette, size, beside))


def drawn_image(patterns, palette, size=(420, 520), beside=None) -> Image.Image:
    """`drawn`'s picture, as Pillow's."""
    image = Image.new("RGB", size, "white")
    draw = ImageDraw.Draw(image)
    for r in range(6):
        for c in range(5):
            x, y = MARGIN + c * PITCH, MARGIN + r * PITCH
            box = (x, y, x + SIDE - 1, y + SIDE - 1)
            if r < len(patterns):
                draw.rectangle(box, fill=palette[colours(patterns[r])[c]])
            else:
                draw.rectangle(box, outline=EMPTY, width=2)
    if beside:
        draw.rectangle(*beside)
    return image


def picture(image: Image.Image) -> Picture:
    """A Pillow picture as the reader takes it: RGBA bytes."""
    return Picture(image.width, image.height, image.convert("RGBA").tobytes())
