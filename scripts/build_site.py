"""Build the generated parts of the static site (stdlib only).

Run as ``python scripts/build_site.py``. It:

1. runs ``npm ci`` when ``node_modules`` is missing or older than ``package-lock.json``;
2. copies ``@pyscript/core/dist`` (without source maps) to ``assets/vendor/pyscript/`` and the
   Pyodide core files to ``assets/vendor/pyodide/``;
3. zips the ``wordle`` package into ``assets/wordle.zip`` (paths start at ``wordle/``), which
   ``pyscript.toml`` unpacks with ``[files] "./assets/wordle.zip" = "./*"``.

Every step is idempotent: files that are already up to date are left untouched, so a second run
is quick and changes no timestamps.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

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
VENDOR = Path("assets/vendor")
PACKAGE = "wordle"
PACKAGE_ZIP = Path("assets/wordle.zip")

# Written after a successful `npm ci`: the hash of the package-lock.json it installed.
NPM_STAMP = Path("node_modules/.build_site-lock.sha256")
ZIP_DATE = (1980, 1, 1, 0, 0, 0)  # the earliest date a zip can hold: fixed, so output is stable


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def ensure_node_modules(root: Path = ROOT) -> bool:
    """Run ``npm ci`` unless node_modules matches package-lock.json; return True if it ran."""
    lock_hash = _sha256(root / "package-lock.json")
    stamp = root / NPM_STAMP
    sources = [root / PYSCRIPT_DIST] + [root / PYODIDE_DIR / name for name in PYODIDE_FILES]
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


def sync_files(sources: dict[str, Path], dest: Path) -> int:
    """Make ``dest`` hold exactly ``sources`` (relative name -> file); return files copied."""
    copied = sum(_copy_if_changed(src, dest / name) for name, src in sources.items())
    for path in sorted(dest.rglob("*"), reverse=True):  # drop leftovers of an older version
        rel = path.relative_to(dest).as_posix()
        if path.is_file() and rel not in sources:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    return copied


def vendor_runtime(root: Path = ROOT) -> int:
    """Copy PyScript and the Pyodide core into assets/vendor/; return files copied."""
    dist = root / PYSCRIPT_DIST
    pyscript = {
        p.relative_to(dist).as_posix(): p
        for p in dist.rglob("*")
        if p.is_file() and not p.name.endswith(".map")
    }
    pyodide = {name: root / PYODIDE_DIR / name for name in PYODIDE_FILES}
    return sync_files(pyscript, root / VENDOR / "pyscript") + sync_files(
        pyodide, root / VENDOR / "pyodide"
    )


def package_files(root: Path = ROOT) -> list[Path]:
    """The files of the ``wordle`` package to ship: every ``*.py`` and ``data/*.txt``."""
    pkg = root / PACKAGE
    files = [p for p in pkg.rglob("*.py") if "__pycache__" not in p.parts]
    files += (pkg / "data").glob("*.txt")
    return sorted(set(files), key=lambda p: p.relative_to(root).as_posix())


def zip_bytes(root: Path, files: list[Path]) -> bytes:
    """A deterministic zip of ``files`` named relative to ``root`` (fixed dates, sorted)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for path in files:
            info = zipfile.ZipInfo(path.relative_to(root).as_posix(), date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, path.read_bytes(), compresslevel=9)
    return buffer.getvalue()


def build_package_zip(root: Path = ROOT) -> bool | None:
    """Write assets/wordle.zip if its content changed; None when there is no package yet."""
    files = package_files(root) if (root / PACKAGE).is_dir() else []
    if not files:
        return None
    data = zip_bytes(root, files)
    target = root / PACKAGE_ZIP
    if target.is_file() and target.read_bytes() == data:
        return False
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_suffix(".zip.tmp")
    tmp.write_bytes(data)
    tmp.replace(target)
    return True


def _size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def build(root: Path = ROOT, quiet: bool = False) -> None:
    """Bring node_modules, assets/vendor/ and assets/wordle.zip up to date."""
    ran_npm = ensure_node_modules(root)
    copied = vendor_runtime(root)
    zipped = build_package_zip(root)
    if quiet:
        return
    kib = 1024
    print(f"npm ci: {'ran' if ran_npm else 'up to date'}")
    for name in ("pyscript", "pyodide"):
        path = root / VENDOR / name
        print(f"{path.relative_to(root)}/: {_size(path) / kib:,.0f} KiB")
    print(f"vendored files copied: {copied}")
    if zipped is None:
        print(f"{PACKAGE_ZIP}: skipped (no {PACKAGE}/*.py found)")
    else:
        state = "written" if zipped else "up to date"
        print(f"{PACKAGE_ZIP}: {_size(root / PACKAGE_ZIP) / kib:,.1f} KiB ({state})")


def main(argv: list[str] | None = None) -> None:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="repository root")
    parser.add_argument("-q", "--quiet", action="store_true", help="print nothing")
    args = parser.parse_args(argv)
    build(args.root.resolve(), quiet=args.quiet)


if __name__ == "__main__":
    main()
