"""Pictures of Wordle grids drawn with Pillow, squares with no letters, for the reader's tests:
a page's grid of six rows, some painted in a palette, the rest empty; a share's squares pasted
in a chat, at full size or as a half-size JPEG leaves them."""

import io

from PIL import Image, ImageDraw

from wordle.engine.rules.score import GREY, colours
from wordle.reader.locating import THEMES, Picture

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


def chat_share(patterns, page, bubble, miss, theme="nyt-dark", side=20, gap=3) -> Picture:
    """A share's squares pasted in a chat: a bubble of `bubble` on a page of `page`, a line of
    title above the squares, the misses painted `miss` (a share's black squares)."""
    return picture(chat_image(patterns, page, bubble, miss, theme, side, gap))


def chat_image(patterns, page, bubble, miss, theme="nyt-dark", side=20, gap=3, below=18):
    """`chat_share`'s picture, as Pillow's; the bubble ends `below` points under the squares."""
    pitch = side + gap
    image = Image.new("RGB", (60 + 5 * pitch, 90 + 6 * pitch), page)
    draw = ImageDraw.Draw(image)
    bottom = 44 + len(patterns) * pitch + below
    draw.rounded_rectangle((12, 8, 36 + 5 * pitch, bottom), 12, bubble)
    for n in range(8):  # "Wordle 1,234 3/6", as bars of ink
        draw.rectangle((24 + 12 * n, 18, 31 + 12 * n, 30), (240, 240, 240))
    palette = {**THEMES[theme], GREY: miss}
    for r, pattern in enumerate(patterns):
        for c, colour in enumerate(colours(pattern)):
            x, y = 24 + c * pitch, 44 + r * pitch
            draw.rectangle((x, y, x + side - 1, y + side - 1), palette[colour])
    return image


def halved(image: Image.Image, quality: int) -> Picture:
    """A picture as a half-size screenshot sent as a JPEG of `quality` leaves it: squares of a
    few points, their gaps of one point blurred into them."""
    small = image.resize((image.width // 2, image.height // 2), Image.BILINEAR)
    encoded = io.BytesIO()
    small.save(encoded, "JPEG", quality=quality)
    return picture(Image.open(encoded))
