"""A screenshot's keyboard: which letters it shows played (keys painted in the grid's tile
colours), so that rows a window hides, or a crop cuts off, are noticed; and whether a run of
five tiles is a keyboard's (a key beside it), not the grid's. The keys are found by scanning
lines of the picture below the grid for runs of evenly spaced keys: ten, nine, then seven
between two wide ones. Pure Python on decoded pixels (`grid.Picture`)."""

import itertools

from .beside import even_colour, frame_colour, near
from .locating import Box, Picture, pitch_of

LAYOUT = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
APART = 20  # a key's colour is at least this far from the page's background (dimmed, too)
SCANS = 3  # lines scanned per key's height


def played_letters(picture: Picture, below: int, pitch: float, background, tile_colour):
    """The letters the keyboard under the grid shows played, or None when no keyboard is
    found: `below` is the y under the grid's rows read, `pitch` their tiles' pitch, and
    `tile_colour(rgb)` says whether a key's colour is one of the grid's tiles'."""
    lines = key_lines(picture, below, max(1, round(pitch / 2 / SCANS)), background)
    if lines is None:
        return None
    return {
        letter
        for keys, letters in zip(lines, LAYOUT)
        for (x, y), letter in zip(keys, letters)
        if tile_colour(picture.rgb(x, y))
    }


def key_lines(picture: Picture, top: int, stride: int, background):
    """The keyboard's three lines of letter keys below `top`: each key's point to read its
    colour at, ``[[(x, y), ...], ...]``; None if they are not all found in order."""
    lines, y = [], top
    while len(lines) < 3 and y < picture.height:
        keys = letter_keys(segments(picture, y, background), len(lines))
        if keys:
            lines.append([(x, y) for x in keys])
            y += 2 * stride * SCANS  # past this line's keys (a key is taller than a tile's half)
        else:
            y += stride
    return lines if len(lines) == 3 else None


def segments(picture: Picture, y: int, background) -> list[tuple[int, int]]:
    """The runs of a line of pixels unlike the `background`: ``[(start, end)]``."""
    runs, start = [], None
    row = picture.rgba[y * picture.width * 4 : (y + 1) * picture.width * 4]
    for x in range(picture.width):
        inked = not near(row[4 * x : 4 * x + 3], background, APART)
        if inked and start is None:
            start = x
        elif not inked and start is not None:
            runs.append((start, x))
            start = None
    if start is not None:
        runs.append((start, picture.width))
    return runs


def letter_keys(runs: list[tuple[int, int]], line: int) -> "list[int] | None":
    """The middles of line `line`'s letter keys among `runs`, if the runs are those keys
    (evenly spaced, one width; the last line's seven between two wider keys)."""
    count = len(LAYOUT[line])
    if line == 2 and len(runs) == count + 2 and wide_ends(runs):
        runs = runs[1:-1]
    if len(runs) != count or not even(runs):
        return None
    return [(start + end) // 2 for start, end in runs]


def even(runs: list[tuple[int, int]]) -> bool:
    """Whether runs are keys: one width (give or take a pixel or an eighth) and spaced
    evenly, a key's width apart at most."""
    widths = [end - start for start, end in runs]
    width = sorted(widths)[len(widths) // 2]
    if width < 4 or any(abs(w - width) > max(1, width / 8) for w in widths):
        return False
    gaps = [b[0] - a[1] for a, b in itertools.pairwise(runs)]
    return all(0 < gap <= width and abs(gap - gaps[0]) <= max(1, width / 8) for gap in gaps)


def wide_ends(runs: list[tuple[int, int]]) -> bool:
    """Whether the first and last runs are wider than the ones between (Enter, and Delete)."""
    inner = [end - start for start, end in runs[1:-1]]
    width = sorted(inner)[len(inner) // 2]
    return all(end - start > 1.25 * width for start, end in (runs[0], runs[-1]))


# --- a keyboard's row taken for the grid's ------------------------------------------


def alone_in_line(picture: Picture, row: list[Box], background) -> bool:
    """Whether a run of five tiles (full size) stands alone in its line, as a grid's row does:
    no key a pitch beside it (a keyboard's row is longer than five, its keys not all coloured
    as tiles), unlike the page's `background`."""
    pitch = round(pitch_of(row))
    space = max(1, (pitch - row[0].w) // 2)  # half the gap between two tiles
    first, last = row[0], row[4]
    left = Box(first.x - pitch, first.y, first.w, first.h)
    right = Box(last.x + pitch, last.y, last.w, last.h)
    between = frame_colour(picture, [row])
    return not (
        is_key(picture, left, (left.x + left.w + space, left.x - space), background, between)
        or is_key(picture, right, (right.x - space, right.x + right.w + space), background, between)
    )


def is_key(picture: Picture, box: Box, gaps: tuple[int, int], background, between) -> bool:
    """Whether `box` holds a square of one colour unlike the page's `background`, the colour
    `between` the row's tiles (a chat bubble's, around a share's squares) and the colours in
    the gaps either side of it (at those x, at three heights: a letter or a line of text may
    cross one): a key, not the inside of a larger panel."""
    if min(box.x, *gaps) < 0 or max(box.x + box.w, *gaps) >= picture.width:
        return False
    colour = even_colour(picture, box)
    if colour is None or near(colour, background, APART) or near(colour, between, APART):
        return False
    heights = [box.y + box.h * k // 10 for k in (3, 5, 7)]
    return not any(near(colour, picture.rgb(x, y), APART) for x in gaps for y in heights)
