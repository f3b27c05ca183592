"""Where a picture's Wordle grid is: each pixel's tile colour by the known palettes, then, on
a coarse sample of the picture, squares of one tile colour, five to a row, evenly spaced (the
keyboard's keys are coloured too, but not square). Pure Python on decoded pixels (`Picture`:
RGBA bytes, row by row)."""

import itertools
from dataclasses import dataclass

from ..engine.rules.score import GREEN, GREY, YELLOW

THEMES = {  # a theme's tile colours, as the pages paint them
    "nyt-light": {GREEN: (106, 170, 100), YELLOW: (201, 180, 88), GREY: (120, 124, 126)},
    "nyt-dark": {GREEN: (83, 141, 78), YELLOW: (181, 159, 59), GREY: (58, 58, 60)},
    "high-contrast": {GREEN: (245, 121, 58), YELLOW: (133, 192, 249)},
    "companion": {GREEN: (74, 128, 69), YELLOW: (145, 112, 0), GREY: (107, 110, 112)},
    "companion-contrast": {GREEN: (181, 72, 12), YELLOW: (11, 111, 208)},
}
NEAR = 38  # how far (RGB distance) a pixel may be from a palette colour and still be it
SAMPLED = 180  # the coarse sample: about this many points across the picture's short side


@dataclass(frozen=True)
class Picture:
    width: int
    height: int
    rgba: bytes  # width x height x 4 bytes, row by row

    def rgb(self, x: int, y: int) -> bytes:
        """A pixel's red, green and blue bytes."""
        i = (y * self.width + x) * 4
        return self.rgba[i : i + 3]


@dataclass(frozen=True)
class Box:
    x: int
    y: int
    w: int
    h: int

    @property
    def centre(self) -> tuple[float, float]:
        return self.x + self.w / 2, self.y + self.h / 2


# --- colours ------------------------------------------------------------------------------


PALETTE = [(rgb, colour, theme) for theme, tiles in THEMES.items() for colour, rgb in tiles.items()]


def palette_entry(rgb: tuple[int, int, int]) -> "tuple[int, str] | None":
    """The tile colour and theme a pixel is, if it is near enough one."""
    best, found = NEAR * NEAR, None
    for (r, g, b), colour, theme in PALETTE:
        d = (rgb[0] - r) ** 2 + (rgb[1] - g) ** 2 + (rgb[2] - b) ** 2
        if d < best:
            best, found = d, (colour, theme)
    return found


class Colours:
    """`palette_entry`, remembered by colour (a screenshot has few distinct colours); a colour
    is its three bytes."""

    def __init__(self):
        self.known: dict[bytes, tuple[int, str] | None] = {}

    def __call__(self, rgb: bytes) -> "tuple[int, str] | None":
        found = self.known.get(rgb, MISSING)
        if found is MISSING:
            found = self.known[rgb] = palette_entry(tuple(rgb))
        return found


MISSING = object()


# --- finding the grid ---------------------------------------------------------------------


def colour_map(picture: Picture, step: int, colours: Colours) -> list[list[int]]:
    """Every `step`-th pixel's tile colour (-1 for none), row by row."""
    rgba, width, rows = picture.rgba, picture.width, []
    for y in range(step // 2, picture.height, step):
        start = y * width * 4
        row = []
        for i in range(start + step // 2 * 4, start + width * 4, step * 4):
            entry = colours(rgba[i : i + 3])
            row.append(-1 if entry is None else entry[0])
        rows.append(row)
    return rows


def regions(grid: list[list[int]]) -> list[tuple[int, Box, int]]:
    """Connected areas of one colour on the map: ``(colour, box, points)``."""
    height, width = len(grid), len(grid[0]) if grid else 0
    seen = [[False] * width for _ in range(height)]
    found = []
    for y0 in range(height):
        for x0 in range(width):
            colour = grid[y0][x0]
            if colour < 0 or seen[y0][x0]:
                continue
            seen[y0][x0] = True
            stack, points = [(x0, y0)], 0
            left, top, right, bottom = x0, y0, x0, y0
            while stack:
                x, y = stack.pop()
                points += 1
                left, right, top, bottom = min(left, x), max(right, x), min(top, y), max(bottom, y)
                for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                    inside = 0 <= nx < width and 0 <= ny < height
                    if inside and not seen[ny][nx] and grid[ny][nx] == colour:
                        seen[ny][nx] = True
                        stack.append((nx, ny))
            found.append((colour, Box(left, top, right - left + 1, bottom - top + 1), points))
    return found


def tiles_of(found: list[tuple[int, Box, int]], grid: list[list[int]]) -> list[Box]:
    """The filled squares among the regions (on the map's scale): whole ones, and those that
    touch others of their colour (split by the side of the whole ones)."""
    squares = [b for _, b, n in found if is_square(b) and n >= 0.45 * b.w * b.h and b.w >= 4]
    if not squares:
        squares = [b for _, b, n in found if n >= 0.45 * b.w * b.h and min(b.w, b.h) >= 4]
        side = max((min(b.w, b.h) for b in squares), default=0)
    else:  # the side most of the squares' area has (a header's letters are squares too)
        side = max(
            (b.w for b in squares),
            key=lambda s: s * s * sum(abs(b.w - s) <= 0.15 * s for b in squares),
        )
    if not side:
        return []
    tiles = []
    for colour, box, _ in found:
        tiles += cells_of(colour, box, side, grid)
    return tiles


def is_square(box: Box) -> bool:
    return 0.8 <= box.w / box.h <= 1.25


def cells_of(colour: int, box: Box, side: int, grid: list[list[int]]) -> list[Box]:
    """The tiles a region of one colour is, split into columns and rows of `side`."""
    columns, rows = round(box.w / side), round(box.h / side)
    if not columns or not rows or columns > 5 or rows > 6:
        return []
    w, h = box.w / columns, box.h / rows
    if abs(w - side) > 0.2 * side or abs(h - side) > 0.2 * side:
        return []
    cells = []
    for r in range(rows):
        for c in range(columns):
            cell = Box(round(box.x + c * w), round(box.y + r * h), round(w), round(h))
            if filled(cell, colour, grid) >= 0.45:
                cells.append(cell)
    return cells


def filled(box: Box, colour: int, grid: list[list[int]]) -> float:
    """How much of `box` on the map is `colour`."""
    inside = [
        grid[y][x] == colour
        for y in range(box.y, box.y + box.h)
        for x in range(box.x, box.x + box.w)
    ]
    return sum(inside) / len(inside)


def grid_rows(tiles: list[Box]) -> list[list[Box]]:
    """The grid's rows: runs of five tiles of one size in a line, evenly spaced, stacked at the
    same columns and pitch; the tallest such stack (one to six rows)."""
    lines = []
    for tile in sorted(tiles, key=lambda b: b.centre[1]):
        line = next(
            (ln for ln in lines if abs(ln[0].centre[1] - tile.centre[1]) < tile.h / 3), None
        )
        if line is None:
            lines.append([tile])
        else:
            line.append(tile)
    rows = [run for line in lines for run in runs_of_five(sorted(line, key=lambda b: b.x))]
    return tallest_stack(rows)


def runs_of_five(line: list[Box]) -> list[list[Box]]:
    """Five tiles in a line with one pitch between them (a little more than a tile's side),
    give or take the coarse sample's step at each edge."""
    runs = []
    for i in range(len(line) - 4):
        run = line[i : i + 5]
        gaps = [b.x - a.x for a, b in itertools.pairwise(run)]
        side, pitch = run[0].w, (run[4].x - run[0].x) / 4
        even = all(abs(gap - pitch) <= max(1.5, 0.12 * side) for gap in gaps)
        if even and side <= pitch <= 1.5 * side:
            runs.append(run)
    return runs


def tallest_stack(rows: list[list[Box]]) -> list[list[Box]]:
    """Rows at the same columns, one pitch apart, with no row missing between them."""
    best: list[list[Box]] = []
    for start in rows:
        stack, pitch = [start], pitch_of(start)
        for row in rows:
            last = stack[-1][0]
            below = abs(row[0].y - last.y - pitch) <= 0.25 * pitch
            if below and abs(row[0].x - last.x) <= 0.2 * pitch:
                stack.append(row)
        if len(stack) > len(best):
            best = stack
    return best[:6]


def pitch_of(row: list[Box]) -> float:
    return (row[4].x - row[0].x) / 4


def missed_row(rows: list[list[Box]], tiles: list[Box]) -> "int | None":
    """The grid's row (1-based) that tiles at its columns show just above or below the rows
    made out, but that could not be made out itself; None when there is none. Read without
    it, the game would lose guesses with no word said."""
    pitch = pitch_of(rows[0])
    for y, number in ((rows[0][0].y - pitch, 1), (rows[-1][0].y + pitch, len(rows) + 1)):
        beside = [
            t
            for t in tiles
            if abs(t.y - y) <= 0.25 * pitch and any(abs(t.x - b.x) <= 0.2 * pitch for b in rows[0])
        ]
        if len(beside) >= 3 and number <= 6:
            return number
    return None
