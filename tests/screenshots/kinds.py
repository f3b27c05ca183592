"""Screenshots of the kinds players take besides a plain game, each with what the reader owes it
(corpus.KINDS): a statistics window over the grid, a solver's panel beside it, a display's
colour profile, clones' palettes, rounded tiles, regular letters, share grids without letters,
a row caught mid-animation. Drawn by Chromium like tests/screenshots/corpus.py's plain games.

    for shot in kind_shots(3, seed=5):
        take(browser, shot, path)  # then shot.expected: "game", "colours" or "none"
"""

import random
from dataclasses import replace
from pathlib import Path

from PIL import Image

from wordle.engine.lists.words import word_list
from wordle.engine.rules.score import SOLVED, colours

from .corpus import (
    CLONES,
    FONTS,
    GREEN,
    GREY,
    KINDS,
    PAGES,
    YELLOW,
    Shot,
    capture,
    hex_of,
    html_of,
    page_of,
    random_game,
    tile_hex,
    typed_ink,
    viewport,
)
from .icc import DISPLAYS, display_profile, to_profile

NEW_KINDS = tuple(kind for kind in KINDS if kind != "plain")
SOLVER_BLUES = ((140, 195, 245), (136, 190, 248), (145, 198, 240), (138, 193, 250))


# --- the shots ----------------------------------------------------------------------------


def kind_shots(count_per_kind: int, seed: int) -> list[Shot]:
    """`count_per_kind` shots of every kind but "plain", kind after kind (NEW_KINDS' order);
    each kind draws from its own generator, so adding a kind leaves the others' shots be."""
    shots = []
    for kind in NEW_KINDS:
        rng = random.Random(f"{seed}-{kind}")
        shots += [
            MAKERS[kind](replace(base_shot(rng), kind=kind), rng) for _ in range(count_per_kind)
        ]
    return shots


def base_shot(rng: random.Random) -> Shot:
    """A plain shot as corpus.random_shots draws them, and a seed for the kind's details."""
    phone = rng.random() < 0.5
    return Shot(
        random_game(rng),
        rng.choice(FONTS),
        rng.choice(list(PAGES)),
        rng.choice([0.5, 1, 1.5, 2, 3]),
        phone,
        rng.choice([0, 0, 60, 75, 95]),
        typed=rng.choice(word_list("nyt").words) if rng.random() < 0.2 else "",
        desktop=phone and rng.random() < 0.33,
        seed=rng.randrange(2**31),
    )


def game_of_at_least(rows: int, rng: random.Random, solved: bool = False) -> tuple:
    """A random game of `rows` guesses or more (and solved, if asked)."""
    while True:
        steps = random_game(rng)
        if len(steps) >= rows and (not solved or steps[-1][1] == SOLVED):
            return steps


def finished_game(rng: random.Random) -> tuple:
    """A random game played to its end (solved, or six guesses): one that can be shared."""
    while True:
        steps = random_game(rng)
        if len(steps) == 6 or steps[-1][1] == SOLVED:
            return steps


def overlay_shot(shot: Shot, rng: random.Random) -> Shot:
    """A phone's screen (or its layout in a desktop's window) under a statistics window: over
    the whole grid, or over most of it, the last rows left showing."""
    if rng.random() < 0.5:
        return replace(shot, phone=True, variant="whole")
    return replace(shot, phone=True, variant="most", steps=game_of_at_least(4, rng))


def popup_shot(shot: Shot, rng: random.Random) -> Shot:
    """A desktop's window: the game, and a solver's light-blue panel beside it."""
    return replace(shot, phone=True, desktop=True)


def profile_shot(shot: Shot, rng: random.Random) -> Shot:
    """A plain shot saved in a display's colour space (DISPLAYS), its profile embedded."""
    return replace(shot, variant=rng.choice(sorted(DISPLAYS)))


def clone_shot(shot: Shot, rng: random.Random) -> Shot:
    """A shot in a clone's palette (CLONES); the purple one's tiles rounded."""
    theme = rng.choice(sorted(CLONES))
    return replace(shot, theme=theme, radius=6 if theme == "clone-purple" else 0)


def rounded_shot(shot: Shot, rng: random.Random) -> Shot:
    """A known theme's tiles with corners rounded by 4 to 12 CSS pixels (of 62)."""
    return replace(shot, radius=rng.randint(4, 12))


def regular_shot(shot: Shot, rng: random.Random) -> Shot:
    """The letters in regular weight (400), not bold."""
    return shot


def letterless_shot(shot: Shot, rng: random.Random) -> Shot:
    """A share without letters: the coloured squares pasted in a chat (light or dark), or a
    share card of the grid's tiles (a phone's screen in a chat, else the bubble alone); a
    game played to its end, as shares are."""
    shot = replace(shot, steps=finished_game(rng), typed="", desktop=False)
    if rng.random() < 0.5:
        return replace(shot, variant="chat", theme=rng.choice(["nyt-light", "nyt-dark"]))
    return replace(shot, variant="card", phone=False)


def moving_shot(shot: Shot, rng: random.Random) -> Shot:
    """The last row caught mid-animation: bouncing after a win, or flipping as it is shown."""
    if rng.random() < 0.5:
        return replace(shot, variant="bounce", typed="", steps=game_of_at_least(1, rng, True))
    return replace(shot, variant="flip", typed="")


MAKERS = {
    "overlay": overlay_shot,
    "popup": popup_shot,
    "profile": profile_shot,
    "clone": clone_shot,
    "rounded": rounded_shot,
    "regular": regular_shot,
    "letterless": letterless_shot,
    "moving": moving_shot,
}


# --- drawing ------------------------------------------------------------------------------


def take(browser, shot: Shot, path) -> None:
    """Draw `shot` (of any kind) in Chromium and save it at `path`: PNG, or JPEG at the
    shot's quality; a "profile" shot converted into its display's space, the profile kept."""
    html, size = page_of_kind(shot)
    if shot.kind != "profile":
        capture(browser, html, size, shot.scale, path, shot.jpeg)
        return
    drawn = Path(path).with_suffix(".srgb.png")
    capture(browser, html, size, shot.scale, drawn)
    profile = display_profile(DISPLAYS[shot.variant])
    with Image.open(drawn) as image:
        converted = to_profile(image.convert("RGB"), profile)
    drawn.unlink()
    options = {"quality": shot.jpeg} if shot.jpeg else {}
    converted.save(path, "JPEG" if shot.jpeg else "PNG", icc_profile=profile, **options)


def page_of_kind(shot: Shot) -> tuple[str, dict]:
    """The page Chromium draws for `shot` and its window's size."""
    if shot.variant == "chat":
        return chat_html(shot), chat_size(shot)
    html = html_of(shot)
    style, body = extra_style(shot), extra_body(shot)
    html = html.replace("</style>", style + "</style>").replace("</body>", body + "</body>")
    return html, viewport(shot)


def extra_style(shot: Shot) -> str:
    """CSS added to the plain page: rounded tiles, regular letters, no letters, a row
    moving."""
    rules = []
    if shot.radius:
        rules.append(f".t {{ border-radius: {shot.radius}px; }}")
    if shot.kind == "regular":
        rules.append(".t { font-weight: 400; }")
    if shot.variant == "card":
        rules.append(".t { color: transparent; }")
    if shot.kind == "moving":
        rules.append(moving_css(shot))
    return "\n".join(rules)


def extra_body(shot: Shot) -> str:
    """HTML added over or beside the plain page: a statistics window, a solver's panel."""
    if shot.kind == "overlay":
        return overlay_html(shot)
    if shot.kind == "popup":
        return solver_html(shot)
    return ""


def tile_css(shot: Shot, tile: int, rule: str) -> str:
    """A CSS rule for one tile (0 to 4) of the game's last row."""
    return f".g > .r:nth-child({len(shot.steps)}) > .t:nth-child({tile + 1}) {{ {rule} }}"


def moving_css(shot: Shot) -> str:
    """The last row bouncing (each tile lifted by its own amount, a wave across the row) or
    flipping (tiles before it shown, two turning, scaled to 30-70 % of their height, the rest
    not yet coloured)."""
    rng = random.Random(shot.seed)
    if shot.variant == "bounce":
        height, peak = rng.choice([12, 16, 20, 24, 30]), rng.uniform(0, 4)
        lifts = [round(height * max(0.0, 1 - abs(i - peak) / 2)) for i in range(5)]
        return "\n".join(
            tile_css(shot, i, f"transform: translateY(-{lift}px);") for i, lift in enumerate(lifts)
        )
    shown = rng.randint(0, 3)
    background, _, _, key = page_of(shot.theme)
    hidden = (
        f"background: {background} !important; border-color: {key} !important; "
        f"color: {typed_ink(shot.theme)} !important;"
    )
    rules = [tile_css(shot, shown, f"transform: scaleY({rng.uniform(0.3, 0.7):.2f});")]
    rules.append(
        tile_css(shot, shown + 1, f"transform: scaleY({rng.uniform(0.3, 0.7):.2f}); {hidden}")
    )
    rules += [tile_css(shot, i, hidden) for i in range(shown + 2, 5)]
    return "\n".join(rules)


# --- a statistics window ------------------------------------------------------------------


def overlay_html(shot: Shot) -> str:
    """NYT-like statistics over the page: the page dimmed, and a rounded window over the grid,
    its lower edge across the first row of keys (what shows of them about square), or across
    the grid so that its last rows show."""
    rng = random.Random(shot.seed)
    dark = page_of(shot.theme)[0] != "#ffffff"
    dim = "0, 0, 0" if dark or rng.random() < 0.33 else "255, 255, 255"
    panel, ink = ("#121213", "#ffffff") if dark else ("#ffffff", "#1a1a1b")
    showing = rng.choice([1, 2])  # rows of the game left showing, in the "most" variant
    place = POSITION.replace("VARIANT", shot.variant).replace("SHOWING", str(showing))
    place = place.replace("KEYSHOW", f"{rng.uniform(0.9, 1.1):.2f}")
    place = place.replace("PLAYED", str(len(shot.steps)))
    return (
        f'<div style="position: fixed; inset: 0; z-index: 1; '
        f'background: rgba({dim}, {rng.choice([0.5, 0.6, 0.7])});"></div>'
        f'<div id="stats" style="position: absolute; z-index: 2; left: 50%; '
        f"transform: translateX(-50%); width: min(calc(100vw - 32px), 480px); "
        f"box-sizing: border-box; padding: 16px; overflow: hidden; border-radius: 8px; "
        f"background: {panel}; color: {ink}; box-shadow: 0 4px 23px rgba(0, 0, 0, 0.2); "
        f'font-family: {shot.font}; text-align: center;">{stats_html(shot, rng)}</div>'
        f"<script>{place}</script>"
    )


POSITION = """(() => {
const grid = document.querySelector(".g").getBoundingClientRect();
const key = document.querySelector(".key").getBoundingClientRect();
const rows = document.querySelectorAll(".g > .r");
const panel = document.getElementById("stats");
const top = Math.max(8, grid.top - 40);
const bottom = "VARIANT" === "whole"
  ? key.bottom - key.width * KEYSHOW
  : rows[PLAYED - SHOWING].getBoundingClientRect().top - 2;
panel.style.top = `${top}px`;
panel.style.height = `${bottom - top}px`;
})();"""


def stats_html(shot: Shot, rng: random.Random) -> str:
    """The window's title, four numbers and the guesses' distribution as bars (the game's
    row green, the others grey)."""
    played = rng.randint(5, 400)
    numbers = [(played, "Played"), (rng.randint(60, 100), "Win %")]
    numbers += [(rng.randint(0, 30), "Current Streak"), (rng.randint(1, 60), "Max Streak")]
    cells = "".join(
        f'<div style="flex: 1"><div style="font-size: 32px">{n}</div>'
        f'<div style="font-size: 12px">{label}</div></div>'
        for n, label in numbers
    )
    counts = [rng.randint(0, played // 3) for _ in range(6)]
    bars = "".join(bar_html(shot, n, count, max(counts) or 1) for n, count in enumerate(counts, 1))
    return (
        '<div style="text-align: right; font-size: 20px">&times;</div>'
        '<h1 style="font-size: 16px; margin: 8px 0">STATISTICS</h1>'
        f'<div style="display: flex; margin-bottom: 16px">{cells}</div>'
        '<h1 style="font-size: 16px; margin: 8px 0">GUESS DISTRIBUTION</h1>'
        f"{bars}"
    )


def bar_html(shot: Shot, row: int, count: int, most: int) -> str:
    """One bar of the distribution: the row's number, and its count on a bar as long as it."""
    won = shot.steps[-1][1] == SOLVED and row == len(shot.steps)
    paint = tile_hex("nyt-light", GREEN) if won else "#787c7e"
    return (
        f'<div style="display: flex; align-items: center; margin: 4px 0; font-size: 14px">'
        f'<div style="width: 16px">{row}</div>'
        f'<div style="width: {max(7, 100 * count // most)}%; background: {paint}; '
        f'color: #ffffff; text-align: right; padding: 2px 8px; font-weight: bold">{count}</div>'
        "</div>"
    )


# --- a solver's panel ---------------------------------------------------------------------


def solver_html(shot: Shot) -> str:
    """A browser extension's panel beside the grid: light blue (the high-contrast theme's
    "yellow" is near), roughly square, larger than the tiles, with some text."""
    rng = random.Random(shot.seed)
    width = rng.randint(260, 360)
    height = round(width * rng.uniform(0.9, 1.1))
    left = f"calc(50% + {rng.randint(185, 240)}px)"
    if rng.random() < 0.3:
        left = f"calc(50% - {rng.randint(185, 240) + width}px)"
    words = rng.sample(word_list("nyt-answers").words, 6)
    return (
        f'<div style="position: absolute; left: {left}; top: {rng.randint(60, 200)}px; '
        f"width: {width}px; height: {height}px; box-sizing: border-box; padding: 16px; "
        f"border-radius: 10px; background: {hex_of(rng.choice(SOLVER_BLUES))}; "
        f'color: #1a1a1b; font: 15px {shot.font};">'
        f'<div style="font-weight: bold; font-size: 18px">Wordle Solver</div>'
        f"<p>{rng.randint(2, 120)} words still possible</p>"
        f"<p>Try next: {', '.join(w.upper() for w in words[:3])}</p>"
        f"<p>Also: {', '.join(words[3:])}</p></div>"
    )


# --- a share without letters --------------------------------------------------------------


def chat_square_size(shot: Shot) -> tuple[int, int]:
    """The chat's squares: their side and the gap between them, CSS pixels."""
    rng = random.Random(shot.seed)
    return rng.randint(14, 22), rng.randint(2, 4)


def chat_html(shot: Shot) -> str:
    """A chat showing a pasted share: "Wordle 1,234 4/6" and the rows of coloured squares,
    in a bubble; on a phone's screen, below a contact's name and two messages."""
    rng = random.Random(shot.seed + 1)
    dark = shot.theme == "nyt-dark"
    background = rng.choice(["#000000", "#0b141a", "#1c1c1e"] if dark else ["#ffffff", "#efeae2"])
    bubble = rng.choice(["#262629", "#005c4b", "#1f2c34"] if dark else ["#e9e9eb", "#dcf8c6"])
    ink = "#ffffff" if dark else "#111111"
    side, gap = chat_square_size(shot)
    paints = chat_paints(shot, rng)
    rows = "".join(
        f'<div style="display: flex; gap: {gap}px; margin-top: {gap}px">'
        + "".join(
            f'<span style="width: {side}px; height: {side}px; border-radius: {side // 8}px; '
            f'background: {paints[c]}"></span>'
            for c in colours(pattern)
        )
        + "</div>"
        for _, pattern in shot.steps
    )
    score = len(shot.steps) if shot.steps[-1][1] == SOLVED else "X"
    title = f"Wordle {rng.randint(1000, 1700):,} {score}/6"
    share = (
        f'<div style="display: inline-block; margin: 8px 12px; padding: 10px 14px; '
        f'border-radius: 16px; background: {bubble}">{title}<div style="height: 12px"></div>'
        f"{rows}</div>"
    )
    page = f"margin: 0; background: {background}; color: {ink}; font: 16px {shot.font};"
    if not shot.phone:
        return f'<!doctype html><html><body style="{page}">{share}</body></html>'
    top = (
        f'<div style="height: 56px; line-height: 56px; padding-left: 16px; font-weight: bold; '
        f'border-bottom: 1px solid {bubble}">Sam</div>'
    )
    said = "".join(
        f'<div><div style="display: inline-block; margin: 8px 12px; padding: 10px 14px; '
        f'border-radius: 16px; background: {bubble}">{text}</div></div>'
        for text in ("did you get today's?", "took me a while")
    )
    return f'<!doctype html><html><body style="{page}">{top}{said}<div>{share}</div></body></html>'


def chat_paints(shot: Shot, rng: random.Random) -> dict:
    """The squares' colours: the NYT's green and yellow, and light grey for a miss in light
    mode, black or dark grey in dark mode."""
    theme = rng.choice(["nyt-light", "nyt-dark"]) if shot.theme == "nyt-dark" else "nyt-light"
    miss = rng.choice(["#000000", "#3a3a3c"]) if shot.theme == "nyt-dark" else "#d3d6da"
    return {GREEN: tile_hex(theme, GREEN), YELLOW: tile_hex(theme, YELLOW), GREY: miss}


def chat_size(shot: Shot) -> dict:
    """The window for a chat: a phone's screen, or the share's bubble alone with a margin."""
    if shot.phone:
        return {"width": 390, "height": 844}
    side, gap = chat_square_size(shot)
    return {"width": max(220, 5 * (side + gap) + 80), "height": 100 + 6 * (side + gap)}


__all__ = ["NEW_KINDS", "kind_shots", "take"]
