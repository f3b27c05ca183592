"""The rows beside a grid's rows found: one painted but not read (its colours no palette's, a
row turning over), a share's squares whose gaps JPEG blurred shut, the colours between and
round the tiles. Pure Python on decoded pixels, at full size."""

import itertools
from collections import Counter

from ..engine.rules.score import GREEN, YELLOW
from .locating import Box, Colours, Picture, pitch_of

KEY_EVEN = 30  # pixels this near (RGB distance) are one colour, JPEG's noise aside
PAINTED = 50  # a painted tile's colour is at least this far from the gap's between tiles
NOISE = 12  # colours this near are one, JPEG's noise aside


def unread_row(picture: Picture, rows: list[list[Box]], background) -> "int | None":
    """The grid's row (1-based) just above or below the rows read (full size) with a tile
    painted, in any colour but the page's `background`, though not read as a row (colours no
    palette has, a row turning over); None if none."""
    pitch = round(pitch_of(rows[0]))
    gap = gap_colour(picture, rows[0])
    for offset, number, row in ((-pitch, 1, rows[0]), (pitch, len(rows) + 1, rows[-1])):
        boxes = [Box(b.x, b.y + offset, b.w, b.h) for b in row]
        painted = sum(is_painted(picture, box, gap, background) for box in boxes)
        if len(rows) < 6 and painted:
            return number
    return None


def gap_colour(picture: Picture, row: list[Box]) -> bytes:
    """The colour between a row's tiles (the page's background)."""
    y = round(row[0].centre[1])
    gaps = [picture.rgb((a.x + a.w + b.x) // 2, y) for a, b in itertools.pairwise(row)]
    return max(gaps, key=gaps.count)


def frame_colour(picture: Picture, rows: list[list[Box]]) -> bytes:
    """The commonest colour just around the grid's `rows` (full size), a quarter of a pitch
    out: the page's, or a chat bubble's round a share's squares (between them, a gap of one
    pixel is blended)."""
    margin = round(pitch_of(rows[0]) / 4)
    left, top = rows[0][0].x - margin, rows[0][0].y - margin
    right, bottom = rows[-1][4].x + rows[-1][4].w + margin, rows[-1][4].y + rows[-1][4].h + margin
    left, top = max(0, left), max(0, top)
    right, bottom = min(picture.width - 1, right), min(picture.height - 1, bottom)
    points = [(x, y) for x in range(left, right + 1, 2) for y in (top, bottom)]
    points += [(x, y) for y in range(top, bottom + 1, 2) for x in (left, right)]
    return Counter(bytes(picture.rgb(x, y)) for x, y in points).most_common(1)[0][0]


def is_painted(picture: Picture, box: Box, gap: bytes, background) -> bool:
    """Whether `box` is a square of one colour well unlike the gap between tiles, and not the
    page's `background`: a tile painted, not an empty one's inside nor a letter typed on the
    background."""
    if box.y < 0 or box.y + box.h >= picture.height:
        return False
    colour = even_colour(picture, box)
    if colour is None or near(colour, background, NOISE):
        return False
    return not near(colour, gap, PAINTED)


def even_colour(picture: Picture, box: Box) -> "bytes | None":
    """The colour of a ring of points inside `box` (clear of a letter), if they are one."""
    ring = [
        picture.rgb(box.x + box.w * i // 5, box.y + box.h * j // 5)
        for i in (1, 2, 3, 4)
        for j in (1, 4)
    ]
    middle = sorted(ring)[len(ring) // 2]
    return middle if sum(near(p, middle, KEY_EVEN) for p in ring) >= 6 else None


def near(a, b, limit: float) -> bool:
    """Whether colours `a` and `b` (red, green, blue) are at most `limit` apart."""
    red, green, blue = a[0] - b[0], a[1] - b[1], a[2] - b[2]
    return red * red + green * green + blue * blue <= limit * limit


def inside(box: Box) -> Box:
    """A square's middle, clear of the edges JPEG blurs into the gap round it."""
    inset = box.w // 4
    return Box(box.x + inset, box.y + inset, box.w - 2 * inset, box.h - 2 * inset)


def stray_square(picture: Picture, rows: list[list[Box]], colours: Colours, below: bool) -> bool:
    """Whether a square painted a hit's or a near's colour lines up with a share's `rows`
    (full size) where rows the game may still have would be, above them (and `below`): a row
    read past while the rows between were not seen (misses too close to the bubble's colour)."""
    pitch, spare = pitch_of(rows[0]), 6 - len(rows)
    ends = [(rows[0], -pitch)] + ([(rows[-1], pitch)] if below else [])
    for (row, by), k in itertools.product(ends, range(1, spare + 1)):
        further = shifted(row, k * by)
        if is_within(picture, further) and any(
            most_of(picture, inside(square), colours) in (GREEN, YELLOW) for square in further
        ):
            return True
    return False


def shifted(row: list[Box], by: float) -> list[Box]:
    """A row's squares moved `by` pixels down (up, if negative)."""
    return [Box(b.x, round(b.y + by), b.w, b.w) for b in row]


def is_within(picture: Picture, row: list[Box]) -> bool:
    """Whether a row lies inside the picture, from top to bottom."""
    return row[0].y >= 0 and row[0].y + row[0].h < picture.height


def most_of(picture: Picture, box: Box, colours: Colours) -> "int | None":
    """The tile colour of most of the pixels in `box`, if one has most."""
    xs, ys = range(box.x, box.x + box.w), range(box.y, box.y + box.h)
    votes = Counter(colours(picture.rgb(x, y)) for y in ys for x in xs)
    entry, count = votes.most_common(1)[0]
    return entry[0] if entry and 2 * count > box.w * box.h else None


def rows_beside(picture: Picture, rows: list[list[Box]], colours: Colours, gap) -> list[list[Box]]:
    """The rows (full size) with those a pitch above and below them whose five squares are
    each painted one tile colour unlike the `gap` round them: a share's squares a few points
    wide, whose gaps JPEG filled in, are one region on the map, not five. None below a
    solved row (the page under a bubble may be a share's white)."""
    pitch = pitch_of(rows[0])

    def colours_of(row: list[Box]) -> "list[int] | None":  # each square evenly one colour
        if not is_within(picture, row):
            return None
        found = [even_colour(picture, inside(box)) for box in row]
        entries = [colours(c) if c and not near(c, gap, NOISE) else None for c in found]
        return None if None in entries else [colour for colour, _ in entries]

    while len(rows) < 6 and colours_of(above := shifted(rows[0], -pitch)):
        rows.insert(0, above)
    while len(rows) < 6 and colours_of(rows[-1]) != [GREEN] * 5:
        if not colours_of(below := shifted(rows[-1], pitch)):
            break
        rows.append(below)
    return rows
