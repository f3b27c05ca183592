"""Collection settings for the whole tree (pytest also runs the package's doctests), and the
two sizes of the suite: the everyday run and ``--full`` (see ``tests/sizes.py``)."""

import datetime
import os
import re
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

collect_ignore = ["scripts", "bench", "node_modules", "assets"]

PAGE = Path(__file__).resolve().parent / "wordle" / "page"
MAIN, SCREEN = PAGE / "main", PAGE / "screen"

# The main thread's modules import their neighbours and the protocol by bare name, as MicroPython
# does from assets/main/: CPython finds them the same way (``from state import State``).
sys.path[:0] = [str(MAIN), str(SCREEN), str(PAGE)]


def browser_bound(folder: Path) -> set[str]:
    """The main thread's modules that import the browser (``pyscript``, ``js``), directly or
    through a neighbour: CPython cannot import them, so their doctests are not collected."""
    imports = {
        path.stem: set(re.findall(r"^(?:from|import) (\w+)", path.read_text(), re.M))
        for path in folder.glob("*.py")
    }
    bound = {"pyscript", "js"}
    while grown := {name for name, used in imports.items() if used & bound} - bound:
        bound |= grown
    return bound & set(imports)


collect_ignore_glob = [f"wordle/page/main/{name}.py" for name in sorted(browser_bound(MAIN))]


# Hypothesis: no deadline (the machines are shared and noisy: speed is the benches' job). The
# profile's name is the run's size: a test's count of examples is sizes.examples(everyday,
# full); a test that names none draws Hypothesis's usual 100 in both (they are cheap).
settings.register_profile("default", deadline=None)
settings.register_profile("full", deadline=None, suppress_health_check=[HealthCheck.too_slow])


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--full",
        action="store_true",
        default=False,
        help="draw every random sample at its full size (the scheduled run; see tests/sizes.py)",
    )


def pytest_configure(config: pytest.Config) -> None:
    """Load the Hypothesis profile of this run's size before any test module is imported, and
    fix the day the everyday draws are made for (``WORDLE_TEST_DAY``, today unless set): the
    workers pytest-xdist starts next inherit it, so they collect the same tests even at
    midnight, and a day's draw can be made again (``WORDLE_TEST_DAY=2026-11-29``)."""
    settings.load_profile("full" if config.getoption("full") else "default")
    if not os.environ.get("WORDLE_TEST_DAY"):
        os.environ["WORDLE_TEST_DAY"] = datetime.date.today().isoformat()


def pytest_report_header(config: pytest.Config) -> str:
    size = "full (--full)" if config.getoption("full") else "everyday (small)"
    return f"samples: {size}, drawn for {os.environ['WORDLE_TEST_DAY']}"
