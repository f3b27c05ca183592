"""What the browser stored, read with bounds: a text that cannot be read is kept under a backup
key, offered for download and named in one line, never silently replaced.

Pure Python, run in the page's worker and tested in CPython. The main thread hands over the
stored texts and stores what an answer's ``store`` holds (keys without the page's prefix).
"""

import json

from ..counts import escape
from ..protocol import KEPT, STORE

MOST_CHARACTERS = 20_000  # far more than anything the page stores
MOST_NESTING = 8  # arrays and objects inside each other
MOST_NUMBER = 10**9
# What `percent_encoded` writes as it is: `urllib.parse.quote`'s letters, digits, "_.-~" and "/"
AS_IT_IS = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~/")


class Unreadable(ValueError):
    """A stored text that is not what the page writes; the message says why."""


def read_json(text: str, most: int = MOST_CHARACTERS):
    """The value a stored JSON text holds, its size (at most `most` characters), nesting and
    numbers checked first (a deep enough nesting would overflow the interpreter's stack, not
    just fail)."""
    if len(text) > most:
        raise Unreadable(f"{len(text):,} characters, more than the {most:,} expected")
    if nesting(text) > MOST_NESTING:
        raise Unreadable("nested too deeply")
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=_number, parse_int=_number)
    except Unreadable:
        raise
    except ValueError as error:
        raise Unreadable(str(error).split(":")[0]) from None


def nesting(text: str) -> int:
    """How deep arrays and objects go in a JSON text (brackets inside strings not counted)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if escaped:
            escaped = False
        elif in_string:
            escaped, in_string = char == "\\", char != '"'
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def _number(text: str):
    value = float(text) if any(c in text for c in ".eE") else int(text)
    if not abs(value) <= MOST_NUMBER:
        raise Unreadable(f"a number out of range ({text[:20]})")
    return value


def _no_constant(name: str):
    raise Unreadable(f"{name} is not a number the page writes")


def kept(key: str, text: str, reason: str, stored: dict, fresh: str | None = None):
    """Keep an unreadable text under ``KEY-backup`` (after any earlier backup there) and, if
    `fresh` is given, start afresh with it under `key`: what to store (the backup written first,
    see `protocol.write_order`), and a line of HTML saying what could not be restored, with a
    download link."""
    backup = f"{key}-backup"
    earlier = stored.get(backup) or ""
    keep = text if not earlier or text in earlier else f"{earlier}\n{text}"
    link = (
        f'<a download="wordle-companion-{key}.txt" '
        f'href="data:text/plain;charset=utf-8,{percent_encoded(keep)}">download it</a>'
    )
    note = (
        f"Your {KEPT.get(key, key)} could not be restored ({escape(reason)}); it is kept under "
        f"{STORE}{backup} ({link})"
    )
    if fresh is None:
        return {backup: keep}, note + "."
    return {backup: keep, key: fresh}, note + ", and a new one is started."


def percent_encoded(text: str) -> str:
    """`text` for a ``data:`` address, as `urllib.parse.quote` writes it (its UTF-8 bytes, each
    as ``%XX`` but those of `AS_IT_IS`): that module and the ``ipaddress`` it imports are 26
    KB of the standard library the worker ships (gzipped), for this one call."""
    return "".join(chr(b) if b in AS_IT_IS else f"%{b:02X}" for b in text.encode())
