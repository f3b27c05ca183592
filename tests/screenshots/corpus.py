"""Screenshots of Wordle games for the reader's tests and benchmark, drawn by Chromium: random
real games from the shipped lists in the fonts, themes and sizes Wordle pages use, with and
without the header and keyboard (a phone's screen, a desktop's window), saved as PNG or JPEG.
These are the "plain" kind of shot; tests/screenshots/kinds.py draws the others (KINDS)."""

import random
from dataclasses import dataclass, replace

from playwright.sync_api import Error as PlaywrightError

from wordle.engine.lists.words import word_list
from wordle.engine.rules.fitting import letter_colours
from wordle.engine.rules.score import GREEN, GREY, SOLVED, YELLOW, colours, feedback
from wordle.reader.locating import THEMES

FONTS = ("Clear Sans", "Liberation Sans", "Roboto", "Inter", "Open Sans", "DejaVu Sans")
PAGES = {  # a theme's page: background, empty tile's border, letter, an unused key
    "nyt-light": ("#ffffff", "#d3d6da", "#ffffff", "#d3d6da"),
    "nyt-dark": ("#121213", "#3a3a3c", "#ffffff", "#818384"),
    "high-contrast": ("#ffffff", "#d3d6da", "#ffffff", "#d3d6da"),
    "companion": ("#ffffff", "#878a8c", "#ffffff", "#d3d6da"),
    "companion-contrast": ("#121213", "#6b6e70", "#ffffff", "#a6a9ab"),
}
GREYS = {"high-contrast": (120, 124, 126), "companion-contrast": (107, 110, 112)}
CLONES = {  # invented clones' palettes, no known theme's: a page (as PAGES) and its tiles
    "clone-green": (
        ("#ffffff", "#d3d6da", "#ffffff", "#d3d6da"),
        {GREEN: (46, 204, 64), YELLOW: (255, 204, 0), GREY: (128, 128, 128)},
    ),
    "clone-teal": (
        ("#1e1f26", "#4a4d57", "#ffffff", "#6b6f7a"),
        {GREEN: (20, 163, 150), YELLOW: (232, 138, 36), GREY: (64, 68, 80)},
    ),
    "clone-purple": (
        ("#f7f5fc", "#cbc3df", "#ffffff", "#d6cfe6"),
        {GREEN: (67, 160, 111), YELLOW: (226, 183, 45), GREY: (128, 90, 160)},
    ),
}
KEYS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")


@dataclass(frozen=True)
class Shot:
    steps: tuple  # (guess, pattern) pairs
    font: str
    theme: str
    scale: float  # the device's pixel ratio
    phone: bool  # a whole phone screen (header, keyboard) or the grid alone
    jpeg: int  # JPEG quality, 0 for PNG
    typed: str = ""  # a word typed on the row after the game's, not submitted
    desktop: bool = False  # a phone's layout in a desktop browser's window, 1280 x 800
    kind: str = "plain"  # what else the picture is or shows (KINDS; tests/screenshots/kinds.py)
    variant: str = ""  # the kind's form, e.g. "bounce" or "flip" for "moving"
    radius: int = 0  # the tiles' rounded corners, CSS pixels
    seed: int = 0  # the kind's details (a panel's colours, a row's offsets) are drawn from it

    @property
    def expected(self) -> str:
        """What the reader owes the picture: "game" (its steps), "colours" (its patterns
        alone: no letters show) or "none" (no game to read: a refusal)."""
        return KINDS[self.kind]


KINDS = {  # each kind of shot and what reading it should give (Shot.expected)
    "plain": "game",
    "overlay": "none",  # a statistics window over the grid, the page dimmed
    "popup": "game",  # a solver's light-blue panel beside the grid
    "profile": "game",  # saved in a display's colour space, its ICC profile embedded
    "clone": "game",  # a clone's palette, no known theme's
    "rounded": "game",  # a known theme's tiles with rounded corners
    "regular": "game",  # the letters in regular weight
    "letterless": "colours",  # a share's coloured squares, no letters
    "moving": "none",  # the last row caught mid-animation (a bounce, a flip)
}


def random_game(rng: random.Random) -> tuple:
    """A game as people play it: an answer of the lists, one to six valid guesses, solved
    (mostly) or not."""
    answer = rng.choice(word_list("nyt-answers").words)
    valid = word_list("nyt").words
    steps = []
    for _ in range(rng.randint(1, 6)):
        guess = answer if rng.random() < 0.3 and steps else rng.choice(valid)
        steps.append((guess, feedback(guess, answer)))
        if guess == answer:
            break
    return tuple(steps)


def random_shots(count: int, seed: int) -> list[Shot]:
    """`count` shots, a third of the phones' layouts in a desktop's window, and a row typed
    but not sent cut to 1 to 5 letters (each drawn apart, so a seed's games, fonts and themes
    stay what they were)."""
    rng, windows, cuts = random.Random(seed), random.Random(seed + 1), random.Random(seed + 2)
    shots = [
        Shot(
            random_game(rng),
            rng.choice(FONTS),
            rng.choice(list(PAGES)),
            rng.choice([0.5, 1, 1.5, 2, 3]),
            rng.random() < 0.5,
            rng.choice([0, 0, 60, 75, 95]),
            typed=rng.choice(word_list("nyt").words) if rng.random() < 0.2 else "",
        )
        for _ in range(count)
    ]
    shots = [replace(s, typed=s.typed[: cuts.choice((1, 3, 4, 5, 5))]) for s in shots]
    return [replace(s, desktop=s.phone and windows.random() < 0.33) for s in shots]


def hex_of(rgb) -> str:
    return "#" + "".join(f"{c:02x}" for c in rgb)


def page_of(theme: str) -> tuple:
    """A theme's page colours (PAGES), a clone's too."""
    return PAGES[theme] if theme in PAGES else CLONES[theme][0]


def tile_hex(theme: str, colour: int) -> str:
    """A tile's paint in a theme (or a clone's palette), as CSS."""
    tiles = THEMES[theme] if theme in THEMES else CLONES[theme][1]
    return hex_of(tiles[colour] if colour in tiles else GREYS[theme])


STYLE = """
body { margin: 0; background: BG; color: LETTER; font-family: "FONT"; }
.h { height: 50px; border-bottom: 1px solid EMPTY; text-align: center; line-height: 50px;
     font: bold 28px "FONT"; color: KEY; }
.g { display: grid; gap: 5px; width: 330px; margin: MARGIN; }
.r { display: grid; grid-template-columns: repeat(5, 62px); gap: 5px; }
.t, .key { display: flex; align-items: center; justify-content: center; color: LETTER;
           text-transform: uppercase; }
.t { width: 62px; height: 62px; box-sizing: border-box; border: 2px solid EMPTY;
     font: bold 32px "FONT"; }
.kb { margin: 30px 8px; }
.k { display: flex; gap: 6px; justify-content: center; margin-bottom: 8px; }
.key { width: 32px; height: 58px; border-radius: 4px; font: bold 13px "FONT"; }
"""


def html_of(shot: Shot) -> str:
    """The page Chromium draws for `shot`: the grid (six rows, the game's coloured), below a
    header and above a keyboard on a phone's screen."""
    background, empty, letter, key = page_of(shot.theme)
    rows = "".join(f'<div class="r">{row_html(shot, n)}</div>' for n in range(6))
    style = STYLE
    for name, value in (("BG", background), ("EMPTY", empty), ("LETTER", letter), ("KEY", key)):
        style = style.replace(name, value)
    style = style.replace("FONT", shot.font)
    style = style.replace("MARGIN", "40px auto" if shot.phone else "10px")
    header = '<div class="h">Wordle</div>' if shot.phone else ""
    keyboard = f'<div class="kb">{keys_html(shot, key)}</div>' if shot.phone else ""
    body = f'{header}<div class="g">{rows}</div>{keyboard}'
    return f"<!doctype html><html><head><style>{style}</style></head><body>{body}</body></html>"


def row_html(shot: Shot, n: int) -> str:
    """A row's tiles: a step's letters on its colours, or five empty tiles."""
    if n == len(shot.steps) and shot.typed and shot.steps[-1][1] != SOLVED:
        style = f"border-color:{page_of(shot.theme)[3]};color:{typed_ink(shot.theme)}"
        typed = "".join(f'<div class="t" style="{style}">{c}</div>' for c in shot.typed)
        return typed + '<div class="t"></div>' * (5 - len(shot.typed))
    if n >= len(shot.steps):
        return '<div class="t"></div>' * 5
    guess, pattern = shot.steps[n]
    tiles = []
    for letter, colour in zip(guess, colours(pattern)):
        paint = tile_hex(shot.theme, colour)
        tiles.append(
            f'<div class="t" style="background:{paint};border-color:{paint}">{letter}</div>'
        )
    return "".join(tiles)


def typed_ink(theme: str) -> str:
    """The colour of a letter typed in an outlined tile (not yet coloured)."""
    return "#1a1a1b" if page_of(theme)[0] == "#ffffff" else "#ffffff"


def keys_html(shot: Shot, unused: str) -> str:
    """The keyboard, each letter played in its best colour (coloured too, but not square)."""
    known = letter_colours(list(shot.steps))
    lines = []
    for line in KEYS:
        keys = "".join(
            f'<div class="key" style="background:'
            f'{tile_hex(shot.theme, known[c]) if c in known else unused}">{c}</div>'
            for c in line
        )
        lines.append(f'<div class="k">{keys}</div>')
    return "".join(lines)


def viewport(shot: Shot) -> dict:
    """The browser's window for `shot`: a phone's screen, a desktop's, or the grid's size."""
    if shot.desktop:
        return {"width": 1280, "height": 800}
    return {"width": 390, "height": 844} if shot.phone else {"width": 350, "height": 420}


def take(browser, shot: Shot, path) -> None:
    """Draw `shot` in Chromium and save it at `path` (PNG, or JPEG at the shot's quality)."""
    capture(browser, html_of(shot), viewport(shot), shot.scale, path, shot.jpeg)


def capture(browser, html: str, size: dict, scale: float, path, jpeg: int = 0) -> None:
    """Draw the page `html` in a window of `size` at `scale` device pixels to the CSS pixel,
    and save it at `path` (PNG, or JPEG at quality `jpeg`)."""
    context = browser.new_context(viewport=size, device_scale_factor=scale)
    page = context.new_page()
    page.set_content(html)
    page.evaluate("document.fonts.ready")
    options = {"type": "jpeg", "quality": jpeg} if jpeg else {"type": "png"}
    for attempt in range(3):  # a frame not drawn in time, on a busy machine: again, later
        try:
            page.screenshot(path=str(path), **options)
            break
        except PlaywrightError as error:
            if "Unable to capture screenshot" not in error.message or attempt == 2:
                raise
            page.wait_for_timeout(250 * (attempt + 1))
    context.close()


__all__ = ["FONTS", "GREEN", "GREY", "KINDS", "SOLVED", "YELLOW", "Shot", "random_shots", "take"]
