"""What a test needs beyond the package and its test tools, which an sdist does not carry (the
pinned browser runtime from npm, the site built from it): a test without it skips, naming the
command that installs it (under scripts/test.sh, which installs everything, the root conftest
makes that skip a failure)."""

import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NPM_PACKAGES = ("pyodide", "@pyscript/core", "@micropython/micropython-webassembly-pyscript")


def the_npm_runtime() -> None:
    """Node and the pinned runtime's packages (``npm ci``)."""
    missing = [p for p in NPM_PACKAGES if not (ROOT / "node_modules" / p).is_dir()]
    missing += [] if shutil.which("node") else ["node"]
    if missing:
        pytest.skip(f"needs {', '.join(missing)}: npm ci (or bash scripts/test.sh)")


def the_built_site() -> None:
    """The site as ``scripts/build_site.py`` builds it, from the npm runtime."""
    the_npm_runtime()
    if not (ROOT / "assets" / "vendor" / "pyodide").is_dir():
        pytest.skip("needs the site built: python3 scripts/build_site.py (or bash scripts/test.sh)")
