"""The published site with every file named by its content, so that a page load uses one build.

GitHub Pages lets browsers keep each file ten minutes, and a service worker keeps a version for
as long as its pages are open: with plain names a new ``index.html`` could run an older
``app.mpy``, or an older page a newer worker. So the published site names each file by its
content. Most get a query, ``assets/main/app.mpy?v=1f0c9a2b3c4d``. What a loader finds by its
own name gets a hashed name instead: the package zip and the configs (PyScript reads them by
their extension), the engine's listing (see `HASHED_NAMES`), and the runtimes' folders (Pyodide
and MicroPython load their other files from their own folder):
``assets/vendor/pyodide-5e1d2c3b4a12/pyodide.mjs``. PyScript's chunks, named by their content
already and importing each other by those names, keep them. References are rewritten in the
files that name others (`REFERRING`), and the main thread's own fetches find their URL in
``companionSafe.files``, written into ``index.html``.

Used by ``build_site.py --out``; the repository root, served while developing, keeps plain names.
"""

import hashlib
import json
import re

import policy  # the page's Content-Security-Policy (a module beside this one)

FOLDERS = ("assets/vendor/pyodide/", "assets/vendor/micropython/")  # named by their content
# ...as are these files: PyScript unpacks a zip by its extension and reads a worker's config as
# TOML by its extension, query or not; and the engine's listing, so that a page whose version
# the server no longer has finds it gone (a 404), not the newer version's
HASHED_NAMES = ("assets/wordle.zip", "engine.toml", "pyscript.toml", "assets/engine-files.json")
# The files that name others, each after those it names: the page last.
REFERRING = ("pyscript.toml", "engine.toml", "assets/engine-files.json", "index.html")
# What the main thread's Python fetches or starts by name (the trees and tables too: by the name
# the service worker's precache asks for, else a first visit downloads each twice)
FETCHED = ("assets/words/", "assets/data/", "assets/engine-files.json", "assets/download.js")
FETCHED += ("assets/tabs.js", "assets/vendor/pyodide/pyodide.asm.wasm")
FILES_LINE = "files: {},  // SITE FILES"  # in index.html: filled with FETCHED's URLs
REFERENCE = re.compile(
    r"""(?P<quote>["'(])(?P<dot>\./)?(?P<name>(?:assets/[^"'?#)\s]+|pyscript\.toml|engine\.toml))(?=["')])"""
)
HASH = 12  # hex digits of a content hash in a name or query
CONTENT_NAMED = re.compile(r"-[A-Za-z0-9_-]{8}\.js$")  # PyScript's chunks, which import each other


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def urls(contents: dict[str, bytes]) -> dict[str, str]:
    """The published URL (relative to the root) of each file that names no other, by name."""
    named = {}
    for folder in FOLDERS:
        inside = sorted(name for name in contents if name.startswith(folder))
        listing = "".join(f"{name}\0{digest(contents[name])}\n" for name in inside)
        renamed = f"{folder[:-1]}-{digest(listing.encode())[:HASH]}/"
        named |= {name: renamed + name[len(folder) :] for name in inside}
    for name in HASHED_NAMES:
        if name in contents:
            named[name] = url_of(name, contents[name])
    for name, data in contents.items():
        plain = CONTENT_NAMED.search(name)
        named.setdefault(name, name if plain else f"{name}?v={digest(data)[:HASH]}")
    return named


def url_of(name: str, data: bytes) -> str:
    """A file's URL naming its content: in its name (`HASHED_NAMES`), else in a query."""
    if name not in HASHED_NAMES:
        return f"{name}?v={digest(data)[:HASH]}"
    stem, dot, suffix = name.rpartition(".")
    return f"{stem}-{digest(data)[:HASH]}{dot}{suffix}"


def stamped(contents: dict[str, bytes]) -> tuple[dict[str, bytes], dict[str, str]]:
    """The site as published, by file name (no query), and each file's URL by its plain name.
    The files that name others are rewritten first and named by what they then hold (a
    config naming a new ``app.mpy`` is a new config), the page last: it keeps its name."""
    named = urls({name: data for name, data in contents.items() if name not in REFERRING})
    published = {}
    for name in (n for n in REFERRING if n in contents):
        data = rewritten(contents[name].decode(), named, name == "index.html").encode()
        named[name] = name if name == "index.html" else url_of(name, data)
        published[named[name].split("?")[0]] = data
    for name, data in contents.items():
        published.setdefault(named[name].split("?")[0], data)
    return published, named


def rewritten(text: str, named: dict[str, str], is_page: bool) -> str:
    """`text` with every reference to a file of the site replaced by its published URL."""

    def replace(match: re.Match) -> str:
        url = named.get(match["name"])
        if url is None:
            raise ValueError(f"a reference to {match['name']!r}, which the site does not have")
        return match["quote"] + (match["dot"] or "") + url

    text = REFERENCE.sub(replace, text)
    if not is_page:
        return text
    fetched = {name: url for name, url in named.items() if name.startswith(FETCHED)}
    if text.count(FILES_LINE) != 1:
        raise ValueError(f"index.html: expected `{FILES_LINE}` once")
    text = text.replace(FILES_LINE, f"files: {json.dumps(fetched, sort_keys=True)},")
    return policy.with_policy(text)  # the script just filled in runs by its new hash
