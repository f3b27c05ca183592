"""Draw the site's icons (stdlib only): a 2x2 motif of Wordle tiles, green and yellow.

Run as ``python scripts/make_icons.py`` after changing the drawing below; it writes
``assets/icons/icon.svg``, ``icon-192.png``, ``icon-512.png`` and ``icon-maskable-512.png``
(committed, so the build does not need it). All come from the same grid, so they cannot drift
apart.
"""

from __future__ import annotations

import argparse
import struct
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = Path("assets/icons")
PNG_SIZES = (192, 512)

WHITE, GREEN, YELLOW = "#ffffff", "#6aaa64", "#c9b458"
GRID = 32  # the drawing's units: a 4-unit margin, two 11-unit tiles, a 2-unit gap
TILES = (  # (x, y, colour): the top-left corner of each 11x11 tile
    (4, 4, GREEN),
    (17, 4, YELLOW),
    (4, 17, YELLOW),
    (17, 17, GREEN),
)
TILE = 11
# The maskable icon: platforms may cut it to any shape holding the central circle of 80% of its
# width, so its tiles sit closer in (corners 12.7 units from the centre, under 12.8).
MASKABLE_TILES = ((7, 7, GREEN), (17, 7, YELLOW), (7, 17, YELLOW), (17, 17, GREEN))
MASKABLE_TILE = 8
MASKABLE_SIZE = 512


def svg_text() -> str:
    """The icon as SVG: a white rounded square holding the four tiles."""
    tiles = "".join(
        f'<rect x="{x}" y="{y}" width="{TILE}" height="{TILE}" fill="{colour}"/>'
        for x, y, colour in TILES
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {GRID} {GRID}">'
        f'<rect width="{GRID}" height="{GRID}" rx="6" fill="{WHITE}"/>{tiles}</svg>\n'
    )


def _rgb(colour: str) -> bytes:
    return bytes.fromhex(colour.removeprefix("#"))


def icon_rows(size: int, tiles=TILES, tile: int = TILE) -> list[bytes]:
    """The icon as ``size`` rows of RGB pixels: a full white square (platforms mask the shape)."""
    if size % GRID:
        raise ValueError(f"icon size {size} is not a multiple of {GRID}")
    unit = size // GRID
    rows = []
    for y in range(GRID):
        row = bytearray(_rgb(WHITE) * GRID)
        for tx, ty, colour in tiles:
            if ty <= y < ty + tile:
                row[3 * tx : 3 * (tx + tile)] = _rgb(colour) * tile
        scaled = b"".join(row[i : i + 3] * unit for i in range(0, len(row), 3))
        rows += [scaled] * unit
    return rows


def png_bytes(rows: list[bytes]) -> bytes:
    """A minimal 8-bit RGB PNG of ``rows`` (no filtering: flat colours compress well anyway)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        checksum = zlib.crc32(kind + data)
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", checksum)

    width, height = len(rows[0]) // 3, len(rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8 bits, RGB, no interlace
    pixels = zlib.compress(b"".join(b"\0" + row for row in rows), 9)
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")
    )


def icon_files() -> dict[str, bytes]:
    """Every icon file by name: the SVG and one PNG per size."""
    files = {"icon.svg": svg_text().encode()}
    files |= {f"icon-{size}.png": png_bytes(icon_rows(size)) for size in PNG_SIZES}
    maskable = icon_rows(MASKABLE_SIZE, MASKABLE_TILES, MASKABLE_TILE)
    files[f"icon-maskable-{MASKABLE_SIZE}.png"] = png_bytes(maskable)
    return files


def main(argv: list[str] | None = None) -> None:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="repository root")
    args = parser.parse_args(argv)
    folder = args.root / ICONS
    folder.mkdir(parents=True, exist_ok=True)
    for name, data in icon_files().items():
        (folder / name).write_bytes(data)
        print(f"{ICONS / name}: {len(data):,} bytes")


if __name__ == "__main__":
    main()
