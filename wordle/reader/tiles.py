"""A tile of a screenshot read: its colour (by the palette the grid was found in), and its
letter's shape measured against the shipped fonts' letters (`glyphs`): how unlike each letter
every tile is, in the font that fits the picture best. Pure Python on decoded pixels."""

import math
from collections import Counter

from .glyphs import Shape, distance, glyph_shape, templates
from .locating import Box, Colours, Picture

TILE_SIDE = 36  # a tile's letter is measured on at most this many pixels each way


def read_tile(picture: Picture, box: Box, colours: Colours) -> tuple[int, str, "Shape | None"]:
    """A tile's colour, its theme and its letter's shape (None if it shows no letter)."""
    inset = box.w // 8
    x0, y0, side = box.x + inset, box.y + inset, box.w - 2 * inset
    step = max(1, side // TILE_SIDE)
    xs, ys = range(x0, x0 + side, step), range(y0, y0 + side, step)
    every = max(1, min(4, len(xs) // 8))  # a small tile's every pixel votes
    votes = Counter(colours(picture.rgb(x, y)) for y in ys[::every] for x in xs[::every])
    votes.pop(None, None)
    if not votes:
        return -1, "", None
    (colour, theme), _ = votes.most_common(1)[0]
    ink = ink_raster(picture, xs, ys, tile_rgb(picture, xs, ys, colours, (colour, theme)))
    return colour, theme, glyph_shape(lambda x, y: ink[y][x], len(xs), len(ys))


def tile_rgb(picture, xs, ys, colours, entry) -> tuple[float, float, float]:
    """The tile's own colour as painted (JPEG shifts it a little): the mean of its pixels
    (of every one, on a tile so small that a sample of them may miss its colour)."""
    pixels = [
        picture.rgb(x, y) for y in ys[::3] for x in xs[::3] if colours(picture.rgb(x, y)) == entry
    ] or [picture.rgb(x, y) for y in ys for x in xs if colours(picture.rgb(x, y)) == entry]
    return tuple(sum(p[i] for p in pixels) / len(pixels) for i in range(3))


def ink_raster(picture: Picture, xs: range, ys: range, background) -> list[list[float]]:
    """How far each pixel is from the tile's colour towards the letter's (0 to 1): the letter's
    colour is the one farthest from the tile's (white on Wordle's tiles, whatever the theme)."""
    r0, g0, b0 = background
    rows, rgba = [], picture.rgba
    for y in ys:
        row, line = [], y * picture.width
        for i in range((line + xs.start) * 4, (line + xs.stop) * 4, xs.step * 4):
            r, g, b = rgba[i] - r0, rgba[i + 1] - g0, rgba[i + 2] - b0
            row.append(r * r + g * g + b * b)
        rows.append(row)
    full = max(max(row) for row in rows) * 0.8  # squared: 0.8 of it is about 0.9 of the way
    if full < 70 * 70:
        return [[0.0] * len(xs) for _ in ys]  # no letter: nothing stands out of the tile
    return [[min(1.0, math.sqrt(d / full)) for d in row] for row in rows]


def letter_costs(shapes: "list[Shape | None]") -> list[dict[str, float]]:
    """How unlike each letter every tile's shape is, in the font that fits the tiles best (one
    picture has one font): ``[{letter: distance}]``, a tile with no letter unlike them all."""
    by_font = [font_distances(shape) if shape else None for shape in shapes]
    fonts = {font for letters in templates().values() for font, _ in letters}
    font = min(
        sorted(fonts),
        key=lambda f: sum(min(d[f].values()) for d in by_font if d),
    )
    return [d[font] if d else {c: 1.0 for c in templates()} for d in by_font]


def font_distances(shape: Shape) -> dict[str, dict[str, float]]:
    """The shape's distance to each letter of each font: ``{font: {letter: distance}}``."""
    found: dict[str, dict[str, float]] = {}
    for letter, known in templates().items():
        for font, template in known:
            found.setdefault(font, {})[letter] = distance(shape, template)
    return found
