"""The worker ships only the standard-library modules it loads (``python_stdlib.zip``, made by
``scripts/build_site.py``; not those the runtime has frozen, like ``os``) and a
``pyodide-lock.json`` without packages: with those alone,
Pyodide in Node answers every entry point of the worker (``scripts/exercise_worker.py``), and
a module taken out of the zip is missed. The everyday run asks each game, list and option once,
paired by the day so that any five days ask every combination; ``--full`` asks them all, as the
build does."""

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import build_site  # noqa: E402
from needs import the_npm_runtime  # noqa: E402

from sizes import daily, draw_day, is_full  # noqa: E402


def answers_everything(stdlib: Path, tmp_path: Path, *lock: Path) -> subprocess.CompletedProcess:
    build_site.build_package_zip(ROOT)
    package, out = ROOT / build_site.PACKAGE_ZIP, tmp_path / "modules.json"
    command = ["node", str(build_site.WORKER_MODULES), str(ROOT), str(package), str(out)]
    command += [str(stdlib), *map(str, lock)]
    env = os.environ | ({} if is_full() else {"WORDLE_EXERCISE": str(draw_day().toordinal())})
    return subprocess.run(command, capture_output=True, text=True, timeout=600, env=env)


@pytest.fixture(autouse=True)
def runtime() -> None:
    the_npm_runtime()


def test_the_shipped_standard_library_answers_every_entry_point(tmp_path):
    shipped, lock = build_site.shipped_stdlib(ROOT), build_site.worker_lock(ROOT)
    full = zipfile.ZipFile(build_site.stdlib_as_bytecode(ROOT)).namelist()
    kept = zipfile.ZipFile(shipped).namelist()
    assert "email/__init__.pyc" in full and "email/__init__.pyc" not in kept
    assert "os.pyc" in full and "os.pyc" not in kept  # loaded, but frozen in the runtime
    assert sum(1 for _ in kept) < len(full) / 2
    assert json.loads(lock.read_text())["packages"] == {}
    ran = answers_everything(shipped, tmp_path, lock)
    assert ran.returncode == 0, ran.stderr[-3000:]


MISSING = (
    "hashlib",  # the shipped tables are checked by their hash
    "colorsys",  # the screenshot reader's clones' palettes (a request no game makes)
)


@pytest.mark.parametrize(
    "module", daily(MISSING, 1, key="test_a_module_missing_from_it_fails")
)  # each costs Pyodide's run of every entry point (18 s): one a day, both under --full
def test_a_module_missing_from_it_fails(tmp_path, module):
    shipped, lacking = build_site.worker_stdlib(ROOT), tmp_path / "lacking.zip"
    with zipfile.ZipFile(shipped) as source, zipfile.ZipFile(lacking, "w") as target:
        for info in source.infolist():
            if info.filename != f"{module}.pyc":
                target.writestr(info, source.read(info))
    ran = answers_everything(lacking, tmp_path)
    assert ran.returncode != 0, ran.stdout[-500:]
    assert f"No module named '{module}'" in ran.stderr


TRACEBACK = """
import { pathToFileURL } from "node:url";
const [pyodideModule, stdLibURL] = process.argv.slice(1);
const { loadPyodide } = await import(pathToFileURL(pyodideModule).href);
const pyodide = await loadPyodide({ stdLibURL });
console.log(pyodide.runPython(`
import json, traceback
try:
    json.loads("[1, ")
except ValueError:
    said = traceback.format_exc()
said
`));
"""


def test_a_traceback_through_it_still_names_each_frame(tmp_path):
    """The library's bytecode says no line (its line tables are not shipped): a traceback
    through it still formats, naming its files and functions, each line None."""
    pyodide = ROOT / build_site.PYODIDE_DIR / "pyodide.mjs"
    shipped = build_site.shipped_stdlib(ROOT)
    command = ["node", "--input-type=module", "-e", TRACEBACK, str(pyodide), str(shipped)]
    ran = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert ran.returncode == 0, ran.stderr[-3000:]
    said = ran.stdout
    assert 'json/decoder.py", line None, in raw_decode' in said, said
    assert said.rstrip().endswith(
        "json.decoder.JSONDecodeError: Expecting value: line 1 column 5 (char 4)"
    )
