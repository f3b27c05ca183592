"""The package as PyPI and its users see it: the license, the metadata, an sdist that holds
everything its own tests need, and distributions `twine check --strict` accepts."""

from __future__ import annotations

import email
import importlib.metadata
import importlib.util
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
BUILT = {"PKG-INFO", "setup.cfg"}  # what building adds beside the committed files
NOT_SOURCES = {  # what a working tree holds beside its sources: built, installed, cached
    ".git",
    "node_modules",
    "assets/vendor",
    "assets/main",
    "assets/wordle.zip",
    "sw.js",
    "_site",
    "build",
    "dist",
    "test-results",
}


def test_the_license_is_an_spdx_expression_with_its_file():
    assert PROJECT["license"] == "MIT"
    assert PROJECT["license-files"] == ["LICENSE"]
    assert (ROOT / "LICENSE").read_text().startswith("MIT License\n")
    assert not [c for c in PROJECT["classifiers"] if c.startswith("License ::")]  # PEP 639


def test_classifiers_name_the_python_the_project_requires():
    assert PROJECT["requires-python"] == ">=3.11"
    assert "Programming Language :: Python :: 3.11" in PROJECT["classifiers"]
    assert "Environment :: Console" in PROJECT["classifiers"]


def test_project_urls_point_into_one_repository():
    urls = PROJECT["urls"]
    assert {"Homepage", "Source", "Issues"} <= set(urls)
    assert all(url.startswith(urls["Source"]) for url in urls.values())


def tracked_files() -> set[str] | None:
    """The files git tracks here, or None outside a git checkout (an unpacked sdist)."""
    try:
        top = subprocess.run(
            ["git", "-C", str(ROOT), "rev-parse", "--show-toplevel"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        listed = subprocess.run(
            ["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True, check=True
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    if Path(top).resolve() != ROOT:
        return None
    return {name for name in listed.decode().split("\0") if name}


def setuptools_major() -> int:
    try:
        return int(importlib.metadata.version("setuptools").split(".")[0])
    except importlib.metadata.PackageNotFoundError:
        return 0


def not_sources(folder: str, names: list[str]) -> set[str]:
    """For `shutil.copytree`: what in `folder` is no source (see `NOT_SOURCES`)."""
    here = Path(folder).resolve().relative_to(ROOT)
    return {
        name
        for name in names
        if (here / name).as_posix() in NOT_SOURCES
        or name == "__pycache__"
        or name.endswith(".egg-info")
    }


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    """The sdist and the wheel, built from this tree without a network (setuptools and
    build come with the test extra)."""
    if importlib.util.find_spec("build") is None or setuptools_major() < 77:
        pytest.skip("needs build and setuptools>=77: pip install -e '.[test]'")
    source = tmp_path_factory.mktemp("source") / "tree"
    shutil.copytree(ROOT, source, ignore=not_sources)  # a stale egg-info would add its files
    out = tmp_path_factory.mktemp("dist")
    result = subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(source)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return out


def sdist_names(dist: Path) -> set[str]:
    (sdist,) = dist.glob("*.tar.gz")
    with tarfile.open(sdist) as archive:
        names = [m.name.split("/", 1)[1] for m in archive.getmembers() if m.isfile()]
    return {n for n in names if not n.startswith("wordle_companion.egg-info/")} - BUILT


def test_the_sdist_holds_every_committed_file_and_nothing_ignored(dist):
    tracked = tracked_files()
    if tracked is None:
        pytest.skip("not a git checkout")
    names = sdist_names(dist)
    assert tracked - names == set(), "add them to MANIFEST.in"
    ignored = subprocess.run(
        ["git", "-C", str(ROOT), "check-ignore", "--no-index", *sorted(names)],
        capture_output=True,
        text=True,
        check=False,
    ).stdout.split()
    assert ignored == []


def test_the_sdist_has_what_its_tests_need(dist):
    names = sdist_names(dist)
    needed = {"conftest.py", "tests/conftest.py", "tests/engine/reference.py", "LICENSE"}
    needed |= {"scripts/build_site.py", "scripts/make_icons.py", "index.html", "README.md"}
    assert needed <= names
    assert not [n for n in names if n.startswith(("node_modules/", "assets/vendor/"))]


def test_the_wheel_carries_the_license_and_the_word_lists(dist):
    (wheel,) = dist.glob("*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        (metadata,) = [n for n in names if n.endswith(".dist-info/METADATA")]
        fields = email.message_from_bytes(archive.read(metadata))
    assert fields["License-Expression"] == "MIT" and fields["License"] is None
    assert fields["License-File"] == "LICENSE"
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert {"wordle/data/answers.txt", "wordle/data/openings.txt", "wordle/cli/main.py"} <= names
    assert not [n for n in names if n.startswith(("tests/", "scripts/"))]


def test_twine_check_strict_passes(dist):
    if importlib.util.find_spec("twine") is None:
        pytest.skip("needs twine: pip install -e '.[test]'")
    result = subprocess.run(
        [sys.executable, "-m", "twine", "check", "--strict", *map(str, sorted(dist.iterdir()))],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.count("PASSED") == 2
