"""ICC colour profiles built by code, for screenshots saved in a display's colour space.

A phone or a Mac often saves a screenshot's pixels in its display's space (Display P3, or a
calibrated display's own profile) with that profile embedded, so a colour-managed viewer shows
the true colours and a reader that ignores the profile sees them shifted. `display_profile`
writes an ICC v2 RGB display profile of the matrix/TRC kind (header; tags desc, wtpt,
rXYZ/gXYZ/bXYZ (the primaries adapted to D50 by Bradford), rTRC/gTRC/bTRC, cprt);
`to_profile` converts an sRGB picture into it with Pillow's ImageCms (LittleCMS).

    profile = display_profile(DISPLAY_P3)
    picture = to_profile(Image.open("shot.png").convert("RGB"), profile)
    picture.save("p3.png", icc_profile=profile)
"""

import io
import struct
from dataclasses import dataclass

from PIL import Image, ImageCms

D50 = (0.9642, 1.0, 0.8249)  # the ICC's connection space's white (XYZ, Y = 1)
D65 = (0.3127, 0.3290)  # a display's white (xy)
BRADFORD = (
    (0.8951, 0.2664, -0.1614),
    (-0.7502, 1.7135, 0.0367),
    (0.0389, -0.0685, 1.0296),
)


@dataclass(frozen=True)
class Display:
    """An RGB display: its name, its primaries' and white's chromaticities (xy) and its tone
    curve, a gamma (a number) or "srgb" (sRGB's piecewise curve)."""

    name: str
    red: tuple[float, float]
    green: tuple[float, float]
    blue: tuple[float, float]
    white: tuple[float, float]
    curve: "float | str"


DISPLAY_P3 = Display("Display P3", (0.680, 0.320), (0.265, 0.690), (0.150, 0.060), D65, "srgb")
# A Mac's display as its calibration might describe it: gamma 1.8 (older macOS's), primaries a
# little wider than sRGB's (so every sRGB colour has a place in it)
MACOS = Display("Color LCD (gamma 1.8)", (0.660, 0.325), (0.285, 0.625), (0.145, 0.050), D65, 1.8)
DISPLAYS = {"display-p3": DISPLAY_P3, "macos": MACOS}


# --- colour science -----------------------------------------------------------------------


def xyz_of(xy: tuple[float, float]) -> tuple[float, float, float]:
    """A chromaticity's XYZ at Y = 1."""
    x, y = xy
    return x / y, 1.0, (1 - x - y) / y


def product(a, b):
    """The product of two 3 x 3 matrices."""
    return tuple(
        tuple(sum(a[i][k] * b[k][j] for k in range(3)) for j in range(3)) for i in range(3)
    )


def applied(m, v):
    """A 3 x 3 matrix times a vector."""
    return tuple(sum(m[i][k] * v[k] for k in range(3)) for i in range(3))


def diagonal(values):
    """The 3 x 3 matrix with `values` on its diagonal."""
    return tuple(tuple(v if i == j else 0.0 for j in range(3)) for i, v in enumerate(values))


def inverse(m):
    """A 3 x 3 matrix's inverse (by cofactors)."""
    (a, b, c), (d, e, f), (g, h, i) = m
    det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    cofactors = (
        (e * i - f * h, c * h - b * i, b * f - c * e),
        (f * g - d * i, a * i - c * g, c * d - a * f),
        (d * h - e * g, b * g - a * h, a * e - b * d),
    )
    return tuple(tuple(v / det for v in row) for row in cofactors)


def rgb_to_xyz(display: Display):
    """The matrix from the display's linear RGB to XYZ under its own white (white: Y = 1)."""
    primaries = tuple(zip(*(xyz_of(p) for p in (display.red, display.green, display.blue))))
    scales = applied(inverse(primaries), xyz_of(display.white))
    return tuple(tuple(row[j] * scales[j] for j in range(3)) for row in primaries)


def to_d50(display: Display):
    """`rgb_to_xyz` adapted from the display's white to D50 by Bradford's transform."""
    source, target = applied(BRADFORD, xyz_of(display.white)), applied(BRADFORD, D50)
    gains = diagonal([t / s for t, s in zip(target, source)])
    adaptation = product(inverse(BRADFORD), product(gains, BRADFORD))
    return product(adaptation, rgb_to_xyz(display))


# --- the profile's bytes ------------------------------------------------------------------


def s15(value: float) -> bytes:
    """An s15Fixed16Number."""
    return struct.pack(">i", round(value * 65536))


def xyz_tag(xyz) -> bytes:
    """An XYZType of one XYZ number."""
    return b"XYZ \0\0\0\0" + b"".join(s15(v) for v in xyz)


def text_tag(text: str) -> bytes:
    """A textType: ASCII, ended by a zero byte."""
    return b"text\0\0\0\0" + text.encode("ascii") + b"\0"


def desc_tag(text: str) -> bytes:
    """A v2 textDescriptionType: ASCII, then no Unicode and no ScriptCode description."""
    ascii_ = text.encode("ascii") + b"\0"
    return (
        b"desc\0\0\0\0"
        + struct.pack(">I", len(ascii_))
        + ascii_
        + struct.pack(">II", 0, 0)
        + struct.pack(">HB", 0, 0)
        + bytes(67)
    )


def curve_tag(curve: "float | str") -> bytes:
    """A curveType: one gamma (u8Fixed8), or sRGB's curve as a table of 1024 points."""
    if curve != "srgb":
        return b"curv\0\0\0\0" + struct.pack(">IH", 1, round(curve * 256))
    points = [srgb_to_linear(n / 1023) for n in range(1024)]
    table = b"".join(struct.pack(">H", round(p * 65535)) for p in points)
    return b"curv\0\0\0\0" + struct.pack(">I", len(points)) + table


def srgb_to_linear(v: float) -> float:
    """sRGB's tone curve (IEC 61966-2-1)."""
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def header(size: int) -> bytes:
    """The 128-byte header of a v2.1 RGB display profile, XYZ connection space."""
    fields = struct.pack(">I4sI4s4s4s", size, b"lcms", 0x02100000, b"mntr", b"RGB ", b"XYZ ")
    fields += struct.pack(">6H", 2024, 1, 1, 0, 0, 0)  # when it was made
    fields += b"acsp" + b"APPL" + struct.pack(">I", 0) + b"none" + b"none" + bytes(8)
    fields += struct.pack(">I", 0)  # perceptual rendering intent
    fields += b"".join(s15(v) for v in D50) + b"none" + bytes(16) + bytes(28)
    assert len(fields) == 128
    return fields


def display_profile(display: Display) -> bytes:
    """An ICC v2 matrix/TRC display profile of `display`, as bytes to embed in a PNG or JPEG."""
    columns = tuple(zip(*to_d50(display)))  # each primary's XYZ under D50
    curve = curve_tag(display.curve)
    tags = [
        (b"desc", desc_tag(display.name)),
        (b"wtpt", xyz_tag(D50)),  # LittleCMS takes a v2 display's white as D50 anyway
        (b"rXYZ", xyz_tag(columns[0])),
        (b"gXYZ", xyz_tag(columns[1])),
        (b"bXYZ", xyz_tag(columns[2])),
        (b"rTRC", curve),
        (b"gTRC", curve),
        (b"bTRC", curve),
        (b"cprt", text_tag("No copyright: generated by the Wordle Companion's tests")),
    ]
    offset, table, data, placed = 128 + 4 + 12 * len(tags), b"", b"", {}
    for signature, body in tags:
        if body not in placed:  # the three curves share one copy
            placed[body] = offset + len(data)
            data += body + bytes(-len(body) % 4)
        table += signature + struct.pack(">II", placed[body], len(body))
    body = struct.pack(">I", len(tags)) + table + data
    return header(128 + len(body)) + body


# --- converting ---------------------------------------------------------------------------


def cms_profile(profile: bytes) -> ImageCms.ImageCmsProfile:
    """The profile as LittleCMS loads it."""
    return ImageCms.ImageCmsProfile(io.BytesIO(profile))


def to_profile(image: Image.Image, profile: bytes) -> Image.Image:
    """An sRGB RGB picture's pixels converted into `profile`'s space."""
    srgb = ImageCms.createProfile("sRGB")
    transform = ImageCms.buildTransform(srgb, cms_profile(profile), "RGB", "RGB")
    return ImageCms.applyTransform(image, transform)


def from_profile(image: Image.Image, profile: bytes) -> Image.Image:
    """An RGB picture in `profile`'s space converted back to sRGB (what a viewer shows)."""
    srgb = ImageCms.createProfile("sRGB")
    transform = ImageCms.buildTransform(cms_profile(profile), srgb, "RGB", "RGB")
    return ImageCms.applyTransform(image, transform)
