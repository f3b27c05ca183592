"""The everyday draws (``tests/sizes.py``): every case of every draw runs in every week of a
simulated year, two draws of two cases do not pick alike, and a failure drawn on one day prints
the command that fails the same way again, which ``--lf`` also does the next day."""

import datetime
import importlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import sizes
from sizes import WEEK, rotation

ROOT = Path(__file__).resolve().parent.parent
YEAR = [datetime.date(2027, 1, 1) + datetime.timedelta(days=d) for d in range(365 + WEEK)]


def every_draw() -> dict[str, tuple[tuple, int]]:
    """Every draw the suite makes: the modules that call `daily` imported (as pytest imports
    them, by their names), so each has registered its draw in `sizes.DRAWS`."""
    for path in sorted(Path(__file__).parent.rglob("test_*.py")):
        if "daily(" in path.read_text() and path.stem not in sys.modules:
            if str(path.parent) not in sys.path:
                sys.path.insert(0, str(path.parent))
            importlib.import_module(path.stem)
    return dict(sizes.DRAWS)


def unseen_for_a_week(choices: tuple, default: int, key: str) -> list[tuple]:
    """The (first day, case) of every run of `WEEK` days of `YEAR` that misses a case."""
    cases = range(len(choices))  # by their places: a case may be unhashable (a dict)
    days = [{i for i in cases if choices[i] in rotation(choices, default, key, d)} for d in YEAR]
    return [
        (YEAR[start], choices[i])
        for start in range(len(YEAR) - WEEK + 1)
        for i in set(cases) - set().union(*days[start : start + WEEK])
    ]


def test_every_drawn_case_runs_in_every_week_of_a_simulated_year():
    draws = every_draw()
    assert len(draws) >= 9, sorted(draws)  # every call of `daily` is here
    for key, (choices, default) in draws.items():
        assert unseen_for_a_week(choices, default, key) == [], key


@pytest.mark.parametrize("cases", [1, 2, 3, 5, 7, 8, 16, 30])
@pytest.mark.parametrize("default", [1, 2, 4])
def test_any_draw_takes_its_cases_in_turn_within_a_week(cases, default):
    choices = tuple(range(cases))
    assert unseen_for_a_week(choices, default, f"draw-{cases}-{default}") == []
    taken = [len(rotation(choices, default, "k", day)) for day in YEAR[:WEEK]]
    assert set(taken) == {min(cases, max(default, -(-cases // WEEK)))}  # no more than needed


def test_two_draws_of_two_cases_do_not_pick_alike_every_day():
    keys = [f"test_{n}" for n in range(12)]
    picks = {key: [rotation((0, 1), 1, key, day) for day in YEAR[:4]] for key in keys}
    assert (
        len({tuple(p) for p in picks.values()}) == 2
    )  # keyed: some start with one, some the other


FAILING = """
from sizes import daily, drawn_random

CASES = daily(("red", "green", "blue", "white", "black", "grey", "pink"), 1, key="test_colour")


def test_colour():
    assert "blue" not in CASES, CASES  # broken for one case of the seven


def test_sample():
    assert drawn_random("test_sample").random() < 0.9  # broken for one day in ten
"""


def run_pytest(
    folder: Path, *args: str, day: str | None = None, setup: bool = False
) -> subprocess.CompletedProcess:
    """pytest run in `folder` on `day` (today if None), as under scripts/test.sh if `setup`."""
    unset = ("WORDLE_TEST_DAY", "WORDLE_TEST_SETUP")
    env = {k: v for k, v in os.environ.items() if k not in unset}
    env |= ({"WORDLE_TEST_DAY": day} if day else {}) | ({"WORDLE_TEST_SETUP": "1"} if setup else {})
    command = [sys.executable, "-m", "pytest", "-p", "no:randomly", "-p", "no:xdist", *args]
    return subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True, timeout=120)


@pytest.fixture
def suite(tmp_path: Path) -> Path:
    """A small suite, its draws broken on one case, beside copies of this suite's root
    conftest and `sizes`."""
    shutil.copy(ROOT / "conftest.py", tmp_path / "conftest.py")
    shutil.copy(ROOT / "tests" / "sizes.py", tmp_path / "sizes.py")
    (tmp_path / "test_drawn.py").write_text(FAILING)
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    return tmp_path


def test_a_failing_draw_prints_the_command_that_fails_the_same_way(suite: Path):
    colours = ("red", "green", "blue", "white", "black", "grey", "pink")
    day = next(d for d in YEAR if rotation(colours, 1, "test_colour", d) == ("blue",))
    first = run_pytest(suite, "test_drawn.py", day=day.isoformat())
    assert first.returncode == 1
    replay = re.search(r"^(WORDLE_TEST_DAY=\S+) python -m pytest '(\S+)'$", first.stdout, re.M)
    assert replay, first.stdout
    assert replay[1] == f"WORDLE_TEST_DAY={day}" and replay[2] == "test_drawn.py::test_colour"
    assert "test_colour: drew ('blue',) of 7" in first.stdout
    again = run_pytest(suite, replay[2], day=day.isoformat())
    assert again.returncode == 1 and "AssertionError: ('blue',)" in again.stdout
    # on another day (no WORDLE_TEST_DAY: today), --lf draws the failing day's cases again
    lf = run_pytest(suite, "--lf", "test_drawn.py::test_colour")
    assert lf.returncode == 1 and "AssertionError: ('blue',)" in lf.stdout, lf.stdout


def test_under_the_test_script_a_skip_is_a_failure_and_says_why(suite: Path):
    (suite / "test_skips.py").write_text(
        'import pytest\n\ndef test_x():\n    pytest.skip("needs zsh")\n'
    )
    assert run_pytest(suite, "test_skips.py").returncode == 0  # elsewhere, a skip
    under_script = run_pytest(suite, "test_skips.py", setup=True)
    assert under_script.returncode == 1
    assert "skipped under scripts/test.sh: Skipped: needs zsh" in under_script.stdout, (
        under_script.stdout
    )
