"""Reading a picture of a Wordle grid: each tile's colour and letter, and the game they make,
the word list settling what a glyph alone leaves unclear.

Pure Python on decoded pixels (a `Picture`: RGBA bytes, row by row), so the command line (Pillow
decodes) and the page's worker (the browser decodes) run the same code. The grid is found on a
coarse sample of the picture (`grid`); only the tiles are then read at full size.
"""

import math
from collections import Counter
from dataclasses import dataclass, field

from ..engine.lists.words import WordList
from ..engine.rules.score import GREY, SOLVED, pattern_of
from . import ScreenshotError
from .beside import NOISE, even_colour, frame_colour, near, rows_beside, stray_square, unread_row
from .glyphs import Shape
from .keyboard import alone_in_line, played_letters
from .locating import (
    NEAR,
    PALETTE,
    SAMPLED,
    SHARE_MISSES,
    Box,
    Colours,
    Found,
    Picture,
    colour_map,
    find_grid,
    missed_row,
    pitch_of,
)
from .palettes import OTHER, common_colours, describe, other_palette, rivals_of, roles, saturation
from .row_words import confidence_of, doubtful, fitted, settled_notes, words_by_shapes
from .tiles import letter_costs, read_tile

MAX_PIXELS = 40_000_000  # larger pictures are refused (a phone's screenshot is 3 million)
MOST_SIDE = 65_535  # pixels: a JPEG's most (a WebP's 16,383); a header saying more is damaged
TIE = 0.02  # a row's word leading the next that would fit by less: no reading stood behind
UNSURE = 0.25  # less confidence than this: the row is read, with a word to check it


NO_GRID = "no Wordle grid found in the picture"
MOVING = "the tiles are still moving: take the screenshot once they stop"
STRAY = (
    "a coloured square lies beyond the rows read: some of the share's rows are too small or"
    " blurred to make out; send the picture at full size, or type the game in"
)
COVERED = ", only a keyboard: if a window covers the grid, close it and take the screenshot again"


@dataclass
class Reading:
    """What was read: the steps, the theme, a confidence per step and what to tell."""

    steps: list = field(default_factory=list)  # notation.Step-like (guess, pattern) pairs
    theme: str = ""
    confidence: list = field(default_factory=list)  # per step, 0..1
    rivals: list = field(default_factory=list)  # per step, the next word that would fit, or ""
    notes: list = field(default_factory=list)  # what was settled or ignored, in words
    unsure: list = field(default_factory=list)  # (row, tile) whose letter is worth checking

    @property
    def letterless(self) -> bool:
        """Whether only the tiles' colours were read (a share's grid): each guess is ""."""
        return bool(self.steps) and not any(guess for guess, _ in self.steps)


# --- the game -----------------------------------------------------------------------------


def check_size(width: int, height: int) -> None:
    """ScreenshotError if a picture is too large to read, or its size is one no picture has
    (a damaged header; checked before it is decoded)."""
    if not (0 < width <= MOST_SIDE and 0 < height <= MOST_SIDE):
        raise ScreenshotError(
            f"the picture says it is {width:,} x {height:,} pixels, which no picture is: "
            "the file is damaged"
        )
    if width * height > MAX_PIXELS:
        raise ScreenshotError(
            f"the picture is {width:,} x {height:,} pixels; "
            f"at most {MAX_PIXELS // 1_000_000} million can be read"
        )


def read_picture(picture: Picture, valid: WordList) -> Reading:
    """The game a screenshot shows; ScreenshotError if it shows none or cannot be trusted."""
    check_size(picture.width, picture.height)
    step = max(1, min(picture.width, picture.height) // SAMPLED)
    rows, colours, background = grid_of(picture, step)
    tiles = [[read_tile(picture, box, colours) for box in row] for row in rows]
    letterless = is_letterless(tiles, rows[0][0].w)
    if any(theme == OTHER for _, _, theme in colours.palette):
        reading = other_game(tiles, colours.palette, valid, letterless)
    else:
        reading = colours_only(tiles) if letterless else game_of(tiles, valid)
    if reading.letterless:  # a share: no keyboard, no row typed
        if stray_square(picture, rows, colours, reading.steps[-1][1] != SOLVED):
            raise ScreenshotError(STRAY)
        return reading
    check_keyboard(picture, rows, background, reading)
    if len(rows) < 6 and is_typed(picture, next_row(rows)):
        reading.notes.append(f"row {len(rows) + 1}: typed but not submitted (no colours): left out")
    return reading


def grid_of(picture: Picture, step: int) -> tuple[list[list[Box]], Colours, tuple]:
    """The grid's rows (full size), the colours its tiles were found in (the known palettes,
    or the picture's own when they leave a painted row unread: a clone's; or with a share's
    black or white misses, when a row is left or the grid sits in a bubble) and the page's
    background; ScreenshotError if there is none, or tiles moving, or a row not made out."""
    common = common_colours(picture, step)
    background = common[0][0]
    colours = Colours(PALETTE, rivals_of(common, PALETTE))
    found = located(picture, step, colours, background)
    if not found.rows or unread_row(picture, [scaled(row, step) for row in found.rows], background):
        other = Colours(*other_palette(common))
        more = located(picture, step, other, background)
        if len(more.rows) > len(found.rows):
            found, colours = more, other
        found.keyboard = found.keyboard or more.keyboard
    if found.moving:
        raise ScreenshotError(MOVING)
    rows = [scaled(row, step) for row in found.rows]
    missed = rows and (missed_row(found.rows, found.tiles) or unread_row(picture, rows, background))
    framed = rows and not near(frame_colour(picture, rows), background, NOISE)  # in a bubble
    shared = shared_grid(picture, step, common, len(rows)) if missed or framed or not rows else None
    if shared:
        return shared
    if not found.rows:
        raise ScreenshotError(NO_GRID + (COVERED if found.keyboard else ""))
    if missed:
        raise ScreenshotError(f"row {missed} of the grid could not be made out; type the game in")
    return rows, colours, background


def shared_grid(picture: Picture, step: int, common, rows_read: int):
    """A share's grid pasted in a chat, its misses black (or white) squares, no known
    palette's grey: found with those as misses, on the colour between its tiles (a chat's
    bubble, a card); `grid_of`'s triple, or None unless it finds more than `rows_read` rows,
    none left out."""
    background = common[0][0]  # a share's misses are squares of the page's own shade
    miss = min(SHARE_MISSES, key=lambda entry: math.dist(entry[0], background))
    colours = Colours([*PALETTE, miss], share_rivals(common))
    found = located(picture, step, colours, common[0][0])
    if found.moving or not found.rows:
        return None
    rows = [scaled(row, step) for row in found.rows]
    rows = rows_beside(picture, rows, colours, tuple(frame_colour(picture, rows)))
    if len(rows) <= rows_read:
        return None
    gap = tuple(frame_colour(picture, rows))
    if missed_row([on_map(row, step) for row in rows], found.tiles):
        return None
    return None if unread_row(picture, rows, gap) else (rows, colours, gap)


def on_map(row: list[Box], step: int) -> list[Box]:
    """A row at full size, on the coarse map (`scaled`'s inverse)."""
    return [Box(b.x // step, b.y // step, b.w // step, b.h // step) for b in row]


def share_rivals(common) -> list[tuple[int, int, int]]:
    """The picture's colours that are no tile's (`rivals_of`) but for a share's black or white
    squares' own (JPEG's shade of black is common where the squares are)."""
    return [
        rgb
        for rgb in rivals_of(common, PALETTE)
        if not any(near(rgb, miss, NEAR / 2) for miss, _, _ in SHARE_MISSES)
    ]


def check_keyboard(picture: Picture, rows: list[list[Box]], background, reading):
    """ScreenshotError if the keyboard under the grid (when there is one) shows letters played
    (keys painted as the grid's tiles are) that no row read has: rows hidden under a window,
    cut off, or a letter misread."""
    painted = {even_colour(picture, box) for row in rows for box in row} - {None}

    def is_tile(rgb) -> bool:
        return any(near(rgb, known, NEAR) for known in painted)

    last = rows[-1][0]
    played = played_letters(picture, last.y + last.h, pitch_of(rows[0]), background, is_tile)
    missing = sorted((played or set()) - {letter for guess, _ in reading.steps for letter in guess})
    if missing:
        letters = ", ".join(letter.upper() for letter in missing)
        raise ScreenshotError(
            f"the keyboard shows {letters} played, which no row read has: a window or the"
            " picture's edge may hide rows of the grid; take the screenshot of the whole grid"
        )


def located(picture: Picture, step: int, colours: Colours, background) -> Found:
    """The grid on the coarse map of `colours` (`grid.find_grid`), on a page of `background`."""
    grid = colour_map(picture, step, colours)
    return find_grid(grid, lambda row: alone_in_line(picture, scaled(row, step), background))


def scaled(row: list[Box], step: int) -> list[Box]:
    """A row found on the coarse map, at the picture's full size."""
    return [Box(b.x * step, b.y * step, b.w * step, b.h * step) for b in row]


def next_row(rows: list[list[Box]]) -> list[Box]:
    """Where the grid's row after `rows` is (its tiles outlined, not coloured)."""
    pitch = rows[0][1].x - rows[0][0].x
    return [Box(b.x, b.y + pitch, b.w, b.h) for b in rows[-1]]


def is_typed(picture: Picture, row: list[Box]) -> bool:
    """Whether a row of outlined tiles holds a letter (one is enough: a word half typed is
    typed too): a tile's middle differs from its own background (an empty tile's middle is
    all background)."""
    if row[0].y + row[0].h > picture.height:
        return False
    return any(is_inked(picture, box) for box in row)


def is_inked(picture: Picture, box: Box) -> bool:
    """Whether more than 5 % of a tile's middle is far from the tile's own background."""
    inset = box.w // 6
    background = picture.rgb(box.x + inset, box.y + inset)
    middle = range(box.w // 4, box.w - box.w // 4, max(1, box.w // 24))
    pixels = [picture.rgb(box.x + dx, box.y + dy) for dy in middle for dx in middle]
    inked = sum(math.dist(p, background) > 80 for p in pixels)
    return inked > 0.05 * len(pixels)


def is_letterless(tiles: list[list[tuple[int, str, "Shape | None"]]], side: int) -> bool:
    """Whether the tiles (of `side` pixels) show no letters: a grid of colours alone, as a
    share's picture is. A played row has a letter on every tile: on squares under `SPECKS`
    pixels, a shape on at most half of them is JPEG's specks, not letters."""
    shaped = sum(shape is not None for row in tiles for _, _, shape in row)
    return not shaped or (side < SPECKS and shaped <= 5 * len(tiles) // 2)


SPECKS = 16  # a tile narrower than this (pixels) may show JPEG's specks as a shape


def colours_only(tiles: list[list[tuple[int, str, "Shape | None"]]]) -> Reading:
    """The rows' colours, their words left to be told (each guess ""); ScreenshotError if a
    solved row is not the last."""
    patterns = [pattern_of([c for c, _, _ in row]) for row in tiles]
    if SOLVED in patterns[:-1]:
        n = patterns.index(SOLVED) + 1
        raise ScreenshotError(f"row {n} is solved, yet more rows follow: the colours are no game")
    return Reading(
        steps=[("", pattern) for pattern in patterns],
        theme=theme_of(tiles),
        confidence=[1.0] * len(patterns),
        rivals=[""] * len(patterns),
        notes=[LETTERLESS],
    )


LETTERLESS = "the tiles show colours but no letters: each row's guess is needed"


def game_of(tiles: list[list[tuple[int, str, "Shape | None"]]], valid: WordList) -> Reading:
    """The steps the tiles' colours and letters make, each row a valid guess and all of them
    fitting one answer."""
    reading = Reading()
    reading.theme = theme_of(tiles)
    patterns = [pattern_of([c for c, _, _ in row]) for row in tiles]
    flat = letter_costs([shape for row in tiles for _, _, shape in row])
    costs = [flat[5 * n : 5 * n + 5] for n in range(len(tiles))]
    ranked = [words_by_shapes(n, row, valid) for n, row in enumerate(costs, 1)]
    words = fitted(ranked, patterns, valid)
    for n, ((guess, lead, rival), pattern) in enumerate(zip(words, patterns), 1):
        confidence = confidence_of(lead)
        reading.steps.append((guess, pattern))
        reading.confidence.append(confidence)
        reading.rivals.append(rival)
        reading.notes += settled_notes(n, costs[n - 1], guess)
        doubted = rival if confidence < UNSURE else ""
        reading.unsure += [(n - 1, i) for i in doubtful(costs[n - 1], guess, doubted)]
        if confidence < UNSURE:
            reading.notes.append(
                f"row {n} reads as {guess.upper()}, though {rival.upper()} is close"
            )
    tie = next((n for n, c in enumerate(reading.confidence) if c < TIE), None)
    if tie is not None:
        guess, rival = reading.steps[tie][0].upper(), reading.rivals[tie].upper()
        raise ScreenshotError(
            f"row {tie + 1}: the letters fit {guess} and {rival} alike; type the game in"
        )
    return reading


def other_game(tiles, palette, valid: WordList, letterless: bool = False) -> Reading:
    """The game of tiles painted in colours no known game has: the likeliest way of reading
    them as hit, near and miss that the rows' letters make a game of (`palettes.roles`),
    refused when another way does nearly as likely; `letterless`: the colours alone."""
    rgbs = {n: palette[n][0] for n in {c for row in tiles for c, _, _ in row}}
    if len(tiles) < 2:  # a dimmed row under a window is a "clone" of one row, too
        raise ScreenshotError(OTHER_PALETTE + ", and one row is too little to tell them apart")
    if len(rgbs) > 3:
        raise ScreenshotError(f"the grid's tiles have {len(rgbs)} colours; Wordle's have three")
    ways = roles(rgbs, solved_colour(tiles, rgbs))
    if letterless:
        return other_colours(tiles, ways, rgbs)
    games = []
    for cost, way in ways:
        try:
            games.append((cost, way, game_of(recoloured(tiles, way), valid)))
        except ScreenshotError:
            continue
        if len(games) == 2:
            break
    if not games:
        raise ScreenshotError(OTHER_PALETTE + ", and no way of reading them gives a game")
    (cost, way, reading), *others = games
    if others and others[0][0] - cost < CLEAR:
        raise ScreenshotError(OTHER_PALETTE + " and fit two games alike; type the game in")
    reading.notes.insert(0, describe(way, rgbs))
    return reading


OTHER_PALETTE = "the tiles' colours are no known game's"
CLEAR = 0.3  # how much likelier a way of reading colours must be than the next that fits
PLAIN = 0.6  # a grid of colours alone is read in a palette no likelier than this


def other_colours(tiles, ways: list[tuple[float, dict]], rgbs: dict[int, tuple]) -> Reading:
    """A grid of colours alone in colours no known game has: read the likeliest way, if it
    is plainly Wordle's (a grey, and hues near a known pair's) and plainly likelier."""
    (cost, way), *others = ways
    if cost > PLAIN or (others and others[0][0] - cost < CLEAR):
        raise ScreenshotError(OTHER_PALETTE + ": which is hit, near or miss cannot be told")
    reading = colours_only(recoloured(tiles, way))
    reading.notes.insert(0, describe(way, rgbs))
    return reading


def solved_colour(tiles, rgbs: dict[int, tuple]) -> "int | None":
    """The colour of a last row all of one colour that is not the least saturated (a solved
    row's), or None."""
    last = {c for c, _, _ in tiles[-1]}
    greyest = min(rgbs, key=lambda n: saturation(rgbs[n]))
    if len(last) == 1 and (len(rgbs) == 1 or greyest not in last):
        return next(iter(last))
    return None


def recoloured(tiles, way: dict[int, int]):
    """The tiles with their colours read `way` (a palette's index: hit, near or miss)."""
    return [[(way[c], theme, shape) for c, theme, shape in row] for row in tiles]


def theme_of(tiles: list[list[tuple[int, str, "Shape | None"]]]) -> str:
    """The theme most tiles are painted in, by their greens and yellows when there are any (a
    high-contrast theme keeps the usual greys)."""
    themes = [(colour, theme) for row in tiles for colour, theme, _ in row]
    coloured = [theme for colour, theme in themes if colour != GREY]
    return Counter(coloured or [theme for _, theme in themes]).most_common(1)[0][0]
