"""Tile colours no known game paints (a clone's): the picture's common colours tried as tiles
when the known palettes find no grid, and the grid's three colours told apart by hue and
saturation, the rows' letters settling what the colours alone leave open."""

import colorsys
import itertools
import math
from collections import Counter

from ..engine.rules.score import GREEN, GREY, YELLOW
from .locating import NEAR, Picture

OTHER = "other"  # the theme of a palette no known game has
QUANTUM = 20  # colours this close (each channel's bin) count as one when finding the common
MOST_COLOURS = 8  # the picture's most common colours (but its background) tried as tiles
SCARCE = 0.002  # a colour on less of the coarse sample than this is no tile's


def common_colours(picture: Picture, step: int) -> list[tuple[tuple[int, int, int], float]]:
    """The picture's background (the commonest colour at its edges: the grid may fill most of
    the picture), then its common colours on the coarse sample, most common first: each the
    commonest shade of its bin, with the share of the sample its bin has (the background's
    given as 1)."""
    rgba, width, half = picture.rgba, picture.width, step // 2
    shades = Counter(
        rgba[i : i + 3]
        for y in range(half, picture.height, step)
        for i in range((y * width + half) * 4, (y + 1) * width * 4, step * 4)
    )
    bins: dict[tuple, Counter] = {}
    for rgb, count in shades.items():
        bins.setdefault(tuple(c // QUANTUM for c in rgb), Counter())[rgb] = count
    ranked = sorted(bins.values(), key=lambda b: -b.total())
    total = shades.total()
    common = [
        (tuple(b.most_common(1)[0][0]), b.total() / total)
        for b in ranked
        if b.total() >= SCARCE * total
    ]
    return [(edge_colour(picture), 1.0), *common]


def distinct(common, apart: float) -> list[tuple[tuple[int, int, int], float]]:
    """`common` (`common_colours`) with each colour within `apart` of one before it merged
    into that one (its share added)."""
    kept: list[list] = []
    for rgb, share in common:
        same = next((k for k in kept if math.dist(rgb, k[0]) <= apart), None)
        if same:
            same[1] += share
        else:
            kept.append([rgb, share])
    return [(rgb, share) for rgb, share in kept]


def edge_colour(picture: Picture) -> tuple[int, int, int]:
    """The commonest colour along the picture's edges: the page's background."""
    w, h = picture.width, picture.height
    edges = [(x, y) for x in range(0, w, max(1, w // 50)) for y in (0, h - 1)]
    edges += [(x, y) for y in range(0, h, max(1, h // 50)) for x in (0, w - 1)]
    return tuple(Counter(bytes(picture.rgb(x, y)) for x, y in edges).most_common(1)[0][0])


def rivals_of(common, palette) -> list[tuple[int, int, int]]:
    """The picture's colours (`common_colours`) that are no tile's of `palette`: the
    background, and those covering large areas (a chat bubble's grey, close to a dark theme's
    tiles; not JPEG's shades of a tile) farther than half `NEAR` from a palette's colour."""
    return [
        rgb
        for rgb, share in distinct(common, NEAR / 2)[: 1 + MOST_COLOURS]
        if share >= LARGE and all(math.dist(rgb, known) > NEAR / 2 for known, _, _ in palette)
    ]


LARGE = 0.03  # a colour on this much of the coarse sample covers a large area: a rival


def other_palette(common):
    """A palette of the picture's common colours but its background (each its own index,
    theme `OTHER`) and the background as their rival, for `grid.Colours`."""
    colours = [rgb for rgb, _ in distinct(common, NEAR)]
    return [(rgb, n, OTHER) for n, rgb in enumerate(colours[1 : 1 + MOST_COLOURS])], colours[:1]


def hue(rgb) -> float:
    return colorsys.rgb_to_hsv(*(c / 255 for c in rgb))[0] * 360


def saturation(rgb) -> float:
    return (max(rgb) - min(rgb)) / 255


def apart(a: float, b: float) -> float:
    """Two hues' distance in degrees, round the wheel."""
    return min(abs(a - b), 360 - abs(a - b))


def roles(rgbs: dict[int, tuple], solved: "int | None") -> list[tuple[float, dict[int, int]]]:
    """The ways the grid's colours (index: rgb, at most three) may be hit, near and miss, each
    with how unlikely it is (`unlikeliness`), the likeliest first; a last row of one colour
    (`solved`) is likely the hit (five yellows are rare)."""
    ids = sorted(rgbs)
    orders = itertools.permutations((GREEN, YELLOW, GREY), len(ids))
    ways = [dict(zip(ids, colours)) for colours in orders]
    costs = [
        unlikeliness(way, rgbs) + (UNSOLVED if solved is not None and way[solved] != GREEN else 0)
        for way in ways
    ]
    return sorted(zip(costs, ways), key=lambda pair: pair[0])


UNSOLVED = 0.5  # the unlikeliness of a last row of one colour not being the hit


def unlikeliness(way: dict[int, int], rgbs: dict[int, tuple]) -> float:
    """How far a way of reading the colours is from Wordle's and its clones': the miss the
    least saturated, the near the nearer yellow (or blue, as in high contrast), the hit green
    (or orange)."""
    by_role = {role: rgbs[n] for n, role in way.items()}
    cost = NO_GREY
    if GREY in by_role:
        grey = saturation(by_role[GREY])
        cost = 3 * grey + sum(grey > saturation(rgb) for rgb in by_role.values())
    hit, near = by_role.get(GREEN), by_role.get(YELLOW)
    if hit and near:
        return cost + pair_cost(hue(hit), hue(near))
    if hit:  # orange is a hit beside a blue near only: alone, it is nearer yellow
        return cost + apart(hue(hit), GREEN_HUE) / 180
    if near:
        return cost + min(apart(hue(near), YELLOW_HUE), apart(hue(near), BLUE_HUE)) / 180
    return cost


GREEN_HUE, YELLOW_HUE, BLUE_HUE = 120, 50, 215
NO_GREY = 0.5  # the unlikeliness of a grid with no miss (every row's letters in the answer)


def pair_cost(hit: float, near: float) -> float:
    """0 for a hit and near as Wordle's (near the yellower, or blue), up to 1 swapped."""
    if is_blue(near) != is_blue(hit):
        return 0.0 if is_blue(near) else 1.0
    lead = apart(hit, YELLOW_HUE) - apart(near, YELLOW_HUE)  # the near is the yellower
    return min(1.0, max(0.0, 0.5 - lead / 120))


def is_blue(h: float) -> bool:
    return 185 <= h <= 265


def describe(way: dict[int, int], rgbs: dict[int, tuple]) -> str:
    """Which colour was read as which, in words."""
    names = {GREEN: "green", YELLOW: "yellow", GREY: "grey"}
    by_role = sorted(way.items(), key=lambda item: -item[1])
    said = [f"{hex_of(rgbs[n])} as {names[role]}" for n, role in by_role]
    return "the tiles' colours are no known game's: read " + ", ".join(said)


def hex_of(rgb) -> str:
    return "#" + "".join(f"{c:02x}" for c in rgb)
