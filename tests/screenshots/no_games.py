"""Pictures that hold no Wordle game, for the reader to refuse clearly: blank, a photo's
gradient, a crossword's grid, a PNG whose header says 20,000 x 20,000 pixels."""

import io
import struct
import zlib

from PIL import Image


def png_bytes(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def huge_png() -> bytes:
    """A PNG whose header says 20,000 x 20,000 pixels (its data is one byte of it)."""
    header = struct.pack(">IIBBBBB", 20_000, 20_000, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + header
    ihdr = struct.pack(">I", len(header)) + chunk + struct.pack(">I", zlib.crc32(chunk))
    data = b"IDAT" + zlib.compress(b"\0")
    idat = struct.pack(">I", len(data) - 4) + data + struct.pack(">I", zlib.crc32(data))
    end = struct.pack(">I", 0) + b"IEND" + struct.pack(">I", zlib.crc32(b"IEND"))
    return b"\x89PNG\r\n\x1a\n" + ihdr + idat + end


def crossword() -> Image.Image:
    """Black and white squares, five to a row: a grid, but no Wordle's."""
    image = Image.new("RGB", (400, 400), "white")
    for n in range(25):
        if n % 3 == 0:
            x, y = n % 5 * 80, n // 5 * 80
            image.paste((0, 0, 0), (x, y, x + 75, y + 75))
    return image
