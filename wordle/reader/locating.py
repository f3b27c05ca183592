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
MOST_SIDES = 4  # sizes of squares tried as the tiles' side, most area first
SLACK = 2  # map points a small square's side may be off by (a point at each edge: JPEG, scaling)


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


SHARED = {"nyt-light": {GREY: (211, 214, 218)}}  # a share's misses, pasted in light mode
SHARE_MISSES = [  # a share's misses drawn as squares of the page's own colour (⬛ on black)
    ((0, 0, 0), GREY, "nyt-dark"),
    ((255, 255, 255), GREY, "nyt-light"),
]
PALETTE = [
    (rgb, colour, theme)
    for themes in (THEMES, SHARED)
    for theme, tiles in themes.items()
    for colour, rgb in tiles.items()
]


def palette_entry(rgb: tuple[int, int, int], palette=PALETTE) -> "tuple[int, str] | None":
    """The tile colour and theme a pixel is, if it is near enough one of `palette`'s
    ``(rgb, colour, theme)`` and nearer it than any rival (an entry whose colour is None: a
    page's colour close to a tile's)."""
    best, found = NEAR * NEAR, None
    for (r, g, b), colour, theme in palette:
        d = (rgb[0] - r) ** 2 + (rgb[1] - g) ** 2 + (rgb[2] - b) ** 2
        if d < best:
            best, found = d, (colour, theme)
    return found if found and found[0] is not None else None


class Colours:
    """`palette_entry`, remembered by colour (a screenshot has few distinct colours); a colour
    is its three bytes. `rivals` are the picture's own colours that are no tile's."""

    def __init__(self, palette=PALETTE, rivals=()):
        self.palette = palette
        self.entries = palette + [(tuple(rgb), None, "") for rgb in rivals]
        self.known: dict[bytes, tuple[int, str] | None] = {}

    def __call__(self, rgb: bytes) -> "tuple[int, str] | None":
        found = self.known.get(rgb, MISSING)
        if found is MISSING:
            found = self.known[rgb] = palette_entry(tuple(rgb), self.entries)
        return found


MISSING = object()


# --- finding the grid ---------------------------------------------------------------------


def colour_map(picture: Picture, step: int, colours: Colours) -> list[list[int]]:
    """Every `step`-th pixel's tile colour (-1 for none), row by row."""
    rgba, width, rows = picture.rgba, picture.width, []
    known, half = colours.known, step // 2
    for y in range(half, picture.height, step):
        start = y * width * 4
        row = []
        for i in range(start + half * 4, start + width * 4, step * 4):
            rgb = rgba[i : i + 3]
            entry = known[rgb] if rgb in known else colours(rgb)
            row.append(-1 if entry is None else entry[0])
        rows.append(row)
    return rows


def regions(grid: list[list[int]]) -> list[tuple[int, Box, int]]:
    """Connected areas of one colour on the map: ``(colour, box, points)``."""
    width = len(grid[0]) + 1 if grid else 1  # a column of -1 after each row, and a row above
    flat = [-1] * width + [c for row in grid for c in (*row, -1)] + [-1] * width  # and below
    seen = [colour < 0 for colour in flat]
    found = []
    for first, colour in enumerate(flat):
        if seen[first]:
            continue
        seen[first] = True
        stack, points = [first], []
        while stack:
            i = stack.pop()
            points.append(i)
            for n in (i + 1, i - 1, i + width, i - width):
                if not seen[n] and flat[n] == colour:
                    seen[n] = True
                    stack.append(n)
        xs, ys = [i % width for i in points], [i // width - 1 for i in points]
        left, top = min(xs), min(ys)
        found.append((colour, Box(left, top, max(xs) - left + 1, max(ys) - top + 1), len(points)))
    return found


def whole_squares(found: list[tuple[int, Box, int]]) -> list[Box]:
    """The regions that are filled squares (on the map's scale)."""
    return [b for _, b, n in found if is_square(b) and n >= 0.45 * b.w * b.h and b.w >= 4]


def tile_sides(found: list[tuple[int, Box, int]]) -> list[int]:
    """The sizes the filled squares among the regions come in (on the map's scale), the one
    most of their area has first: each a side the grid's tiles may have."""
    squares = [b.w for b in whole_squares(found)]
    if not squares:  # the tiles touch: regions of several, split by the largest side
        blocks = [min(b.w, b.h) for _, b, n in found if n >= 0.45 * b.w * b.h]
        return [max(blocks)] if blocks and max(blocks) >= 4 else []
    area = {s: s * s * sum(about(w, s, 0.15) for w in squares) for s in set(squares)}
    sides: list[int] = []
    for side in sorted(area, key=lambda s: (-area[s], -s)):
        if not any(about(side, known, 0.15) for known in sides):
            sides.append(side)
    return sides[:MOST_SIDES]


def tiles_of(found: list[tuple[int, Box, int]], grid: list[list[int]], side: int) -> list[Box]:
    """The filled squares of `side` among the regions (on the map's scale): whole ones, and
    those that touch others of their colour, split."""
    return [cell for colour, box, _ in found for cell in cells_of(colour, box, side, grid)]


@dataclass
class Found:
    """What `find_grid` found on the map: the grid's rows, the tiles they were found among,
    how many runs of five were a keyboard's, and whether tiles were caught moving."""

    rows: list[list[Box]]
    tiles: list[Box]
    keyboard: int = 0
    moving: bool = False


def find_grid(grid: list[list[int]], alone) -> Found:
    """The grid on the map. The tiles' side is the one whose whole squares make the tallest
    stack of rows, so a large square elsewhere (a popup's) cannot hide the grid; `alone(row)`
    says whether a run of five stands alone in its line (else it is a keyboard's)."""
    found = regions(grid)
    sides = tile_sides(found)
    if not sides:
        return Found([], [])
    squares = whole_squares(found)
    stacks = {}
    for side in sides:
        same = [b for b in squares if about(b.w, side)]
        stacks[side] = rows_of(same, alone)
    side = max(sides, key=lambda s: len(stacks[s][0]))  # the first of the tallest
    tiles = tiles_of(found, grid, side)
    rows, left_out = rows_of(tiles, alone)
    keyboard = max(left_out, *(n for _, n in stacks.values()))
    moving = any(is_bouncing(run) for line in lines_of(tiles) for run in runs_of_five(line))
    return Found(rows, tiles, keyboard, moving or (bool(rows) and is_turning(found, rows)))


def is_bouncing(run: list[Box]) -> bool:
    """Whether a run of five tiles is caught bouncing (a won row's): their middles uneven
    (not their tops: a tile's edge blurred into the page may add a point to it)."""
    middles = [box.centre[1] for box in run]
    return max(middles) - min(middles) > max(1.5, 0.12 * run[0].h)


def is_turning(found: list[tuple[int, Box, int]], rows: list[list[Box]]) -> bool:
    """Whether the row just above or below the rows found is caught turning over: a tile of it
    as wide as a tile, but squashed."""
    pitch, first = pitch_of(rows[0]), rows[0]
    side = sorted(b.w for b in first)[2]  # the median: a tile's edge may be blurred wider
    for offset, row in ((-pitch, first), (pitch, rows[-1])):
        y = row[0].centre[1] + offset
        squashed = [
            box
            for _, box, points in found
            if points >= 0.6 * box.w * box.h  # filled, not an empty tile's outline
            and about(box.w, side, 0.25)
            and 0.1 * side <= box.h < side
            and not about(box.h, side, 0.15)  # squashed, not a point short
            and abs(box.centre[1] - y) <= 0.3 * pitch
            and any(abs(box.x - tile.x) <= 0.2 * pitch for tile in first)
        ]
        if len(rows) < 6 and squashed:
            return True
    return False


def rows_of(tiles: list[Box], alone) -> tuple[list[list[Box]], int]:
    """The tallest stack of runs of five among `tiles` that stand `alone` in their line, and
    how many runs did not."""
    runs = [run for line in lines_of(tiles) for run in runs_of_five(line)]
    rows = [run for run in runs if alone(run)]
    return tallest_stack(rows), len(runs) - len(rows)


def is_square(box: Box) -> bool:
    return 0.8 <= box.w / box.h <= 1.25


def about(size: float, side: float, share: float = 0.2) -> bool:
    """Whether `size` is `side`, give or take `share` of it or, for a small square, `SLACK`."""
    return abs(size - side) <= max(SLACK, share * side)


def cells_of(colour: int, box: Box, side: int, grid: list[list[int]]) -> list[Box]:
    """The tiles a region of one colour is, split into a row or a column of `side` (tiles
    whose gap the coarse sample lost; a block larger both ways is a panel, not tiles)."""
    columns, rows = round(box.w / side), round(box.h / side)
    if not columns or not rows or columns > 4 or rows > 6 or min(columns, rows) > 1:
        return []
    w, h = box.w / columns, box.h / rows
    if not (about(w, side) and about(h, side)):
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


def lines_of(tiles: list[Box]) -> list[list[Box]]:
    """The tiles in lines: those whose middles are level, left to right."""
    lines: list[list[Box]] = []
    for tile in sorted(tiles, key=lambda b: b.centre[1]):
        line = next(
            (ln for ln in lines if abs(ln[0].centre[1] - tile.centre[1]) < tile.h / 3), None
        )
        if line is None:
            lines.append([tile])
        else:
            line.append(tile)
    return [sorted(line, key=lambda b: b.x) for line in lines]


def runs_of_five(line: list[Box]) -> list[list[Box]]:
    """Five tiles in a line with one pitch between them (a little more than a tile's side),
    give or take the coarse sample's step at each edge."""
    runs = []
    for i in range(len(line) - 4):
        run = line[i : i + 5]
        gaps = [b.centre[0] - a.centre[0] for a, b in itertools.pairwise(run)]
        side, pitch = sorted(b.w for b in run)[2], sum(gaps) / 4  # the median side
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
