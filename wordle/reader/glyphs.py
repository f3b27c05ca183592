"""Letters as small pictures: a glyph's shape as a fixed grid of ink (how much of each cell is
letter), measured the same way on a font's rendered capitals (``scripts/make_glyphs.py``
builds the shipped templates) and on a tile of a screenshot, and how far apart two shapes are.

>>> bar = lambda x, y: 1.0 if 4 <= x < 6 else 0.0  # a vertical bar, 2 wide, 10 tall
>>> shape = glyph_shape(bar, 10, 10)
>>> round(shape.aspect, 2), shape.ink[:3]
(0.2, (1.0, 1.0, 1.0))
>>> distance(shape, shape)
0.0
"""

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from ..engine.lists.words import data_text

COLUMNS, ROWS = 8, 10  # the grid a glyph is measured on
SAMPLES = 3  # points measured across a cell, each way
INKED = 0.5  # how much ink makes a pixel part of the letter's box
ASPECT_WEIGHT = 2.0  # a letter's width against its height counts this much beside its shape
Ink = Callable[[int, int], float]  # x, y -> 0 (background) .. 1 (letter)


@dataclass(frozen=True)
class Shape:
    ink: tuple[float, ...]  # COLUMNS x ROWS cells, row by row, each 0..1
    aspect: float  # the letter's box: width / height


def glyph_shape(ink: Ink, width: int, height: int) -> "Shape | None":
    """The shape of the letter inked in a `width` x `height` picture; None if it has none."""
    box = ink_box(ink, width, height)
    if box is None:
        return None
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    cells = []
    for row in range(ROWS):
        for column in range(COLUMNS):
            total = 0.0
            for i in range(SAMPLES):
                y = y0 + int((row + (i + 0.5) / SAMPLES) * h / ROWS)
                for j in range(SAMPLES):
                    total += ink(x0 + int((column + (j + 0.5) / SAMPLES) * w / COLUMNS), y)
            cells.append(round(total / SAMPLES**2, 3))
    return Shape(tuple(cells), w / h)


def ink_box(ink: Ink, width: int, height: int) -> "tuple[int, int, int, int] | None":
    """The box ``(x0, y0, x1, y1)`` (ends excluded) of the pixels inked at least INKED."""
    rows = [y for y in range(height) if any(ink(x, y) >= INKED for x in range(width))]
    if not rows:
        return None
    y0, y1 = rows[0], rows[-1] + 1
    columns = [x for x in range(width) if any(ink(x, y) >= INKED for y in range(y0, y1))]
    return columns[0], y0, columns[-1] + 1, y1


def distance(a: Shape, b: Shape) -> float:
    """How unlike two shapes are: their cells' mean squared difference, and their aspects'."""
    cells = math.dist(a.ink, b.ink) ** 2 / len(a.ink)
    return cells + ASPECT_WEIGHT * math.log(a.aspect / b.aspect) ** 2


def format_shape(shape: Shape) -> str:
    """A shape as a line of the templates' file: its aspect, then a digit 0-9 per cell."""
    return f"{shape.aspect:.3f} " + "".join(str(min(9, round(v * 9))) for v in shape.ink)


def parse_shape(text: str) -> Shape:
    aspect, digits = text.split()
    return Shape(tuple(int(d) / 9 for d in digits), float(aspect))


@cache
def templates() -> dict[str, list[tuple[str, Shape]]]:
    """The shipped letters' shapes (``data/glyphs.txt``), by lowercase letter:
    ``[(font, shape), ...]``."""
    found: dict[str, list[tuple[str, Shape]]] = {}
    for line in data_text("glyphs.txt").splitlines():
        if line and not line.startswith("#"):
            font, letter, shape = line.split(" ", 2)
            found.setdefault(letter.lower(), []).append((font, parse_shape(shape)))
    return found
