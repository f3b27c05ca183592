"""The everyday draws (``tests/sizes.py``) and the root conftest that makes them: every case of
every draw runs in every week of a simulated year, draws keyed apart start apart, a failure
drawn on one day prints the command that fails the same way again (which ``--lf`` also does the
next day), property tests draw their examples by the day too, and a hanging one stops at its
timeout with its stack."""

import ast
import datetime
import importlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

import sizes
from sizes import JOURNEYS_EVERY, WEEK, journeys_drawn, rotation

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


def test_the_worker_s_everyday_requests_ask_every_one_within_a_week():
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    import exercise_worker

    every = exercise_worker.asked()
    turns = [exercise_worker.asked(day.toordinal()) for day in YEAR]
    assert len(every) == 30 and {len(t) for t in turns} == {7}
    for start in range(len(YEAR) - WEEK + 1):
        week = [r for turn in turns[start : start + WEEK] for r in turn]
        assert [r for r in every if r not in week] == [], YEAR[start]


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
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"  # only the plugins the root conftest works with
    plugins = ("-p", "timeout", "-p", "_hypothesis_pytestplugin")
    command = [sys.executable, "-m", "pytest", *plugins, *args]
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


COLOURS = ("red", "green", "blue", "white", "black", "grey", "pink")


def test_a_failing_draw_prints_the_command_that_fails_the_same_way(suite: Path):
    day = next(d for d in YEAR if rotation(COLOURS, 1, "test_colour", d) == ("blue",))
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


def test_a_drawn_case_s_key_names_its_own_test_alone(suite: Path):
    (suite / "test_other.py").write_text("def test_colour_too():\n    assert False\n")
    day = next(d for d in YEAR if rotation(COLOURS, 1, "test_colour", d) == ("blue",))
    run = run_pytest(suite, "test_drawn.py::test_colour", "test_other.py", day=day.isoformat())
    assert run.stdout.count("test_colour: drew") == 1, run.stdout  # test_colour's, not ..._too's
    full = run_pytest(suite, "--full", "test_drawn.py::test_colour", day=day.isoformat())
    assert full.returncode == 1 and "python -m pytest --full" in full.stdout
    assert "drew" not in full.stdout  # under --full every case runs: no day's draw to name


def test_a_run_that_passes_forgets_the_failing_day(suite: Path):
    day = next(d for d in YEAR if rotation(COLOURS, 1, "test_colour", d) == ("blue",))
    assert run_pytest(suite, "test_drawn.py::test_colour", day=day.isoformat()).returncode == 1
    failed_on = suite / ".pytest_cache" / "v" / "wordle" / "failed_on"
    assert json.loads(failed_on.read_text()) == day.isoformat()
    other = next(d for d in YEAR if rotation(COLOURS, 1, "test_colour", d) == ("red",))
    assert run_pytest(suite, "test_drawn.py::test_colour", day=other.isoformat()).returncode == 0
    assert json.loads(failed_on.read_text()) is None  # --lf next: today's draw, not a stale day


PROPERTY = """
import time

import pytest
from hypothesis import given, settings, strategies as st


@settings(max_examples=3)
@given(st.integers(0, 10**9))
def test_seen(n):
    with open("seen.txt", "a") as seen:
        seen.write(f"{n}\\n")


@pytest.mark.timeout(2)
@given(st.integers(0, 10))
def test_hangs(n):
    while n > 0:  # every example but the simplest hangs
        time.sleep(0.01)
"""


def test_a_property_test_draws_other_examples_each_day_and_the_same_all_day(suite: Path):
    (suite / "test_property.py").write_text(PROPERTY)
    seen = suite / "seen.txt"

    def drawn(day: datetime.date) -> list[str]:
        seen.unlink(missing_ok=True)
        assert run_pytest(suite, "test_property.py::test_seen", day=day.isoformat()).returncode == 0
        return seen.read_text().split()

    first, again, next_day = drawn(YEAR[0]), drawn(YEAR[0]), drawn(YEAR[1])
    assert first == again and first != next_day
    assert first[0] == next_day[0] == "0"  # Hypothesis's simplest first, then the day's own


def test_a_hanging_property_test_fails_at_its_timeout_with_its_stack(suite: Path):
    (suite / "test_property.py").write_text(PROPERTY)
    started = time.monotonic()
    run = run_pytest(suite, "test_property.py::test_hangs")
    took = time.monotonic() - started
    assert run.returncode == 1, run.stdout
    assert "Hung: Timeout: a property test still running after 2 s" in run.stdout, run.stdout
    assert "in test_hangs\n    time.sleep(0.01)" in run.stdout  # where it hung: its stack
    assert "seeded by that day" in run.stdout  # and how to draw it again
    assert took < 30, took  # not shrunk on and on past the timeout (Hypothesis would)


def browser_tests(module: Path) -> tuple[list[str], list[str]]:
    """A browser test module's test functions: those taking turns, and those run every day."""
    functions = [
        node
        for node in ast.parse(module.read_text()).body
        if isinstance(node, ast.FunctionDef) and node.name.startswith("test_")
    ]
    daily = [f.name for f in functions if "every_run" in ast.unparse(f).split("def ")[0]]
    return [f.name for f in functions if f.name not in daily], daily


def test_every_browser_journey_runs_at_least_every_fourth_day_of_a_simulated_year():
    modules = sorted((ROOT / "tests" / "e2e").glob("test_*.py"))
    assert len(modules) >= 20
    for module in modules:
        turns, every_day = browser_tests(module)
        key = module.relative_to(ROOT).as_posix()  # the module's node id, as the conftest's
        ran = [set(journeys_drawn(turns, key, day)) | set(every_day) for day in YEAR]
        for test in turns + every_day:
            for start in range(len(YEAR) - JOURNEYS_EVERY + 1):
                days = ran[start : start + JOURNEYS_EVERY]
                assert any(test in r for r in days), (module.name, test, YEAR[start])


def test_each_journey_family_runs_in_firefox_and_webkit_within_every_week():
    engines = ROOT / "tests" / "e2e" / "test_engines.py"
    source = engines.read_text()
    families = ast.literal_eval(source.split("FAMILIES = ", 1)[1].split("\n}\n", 1)[0] + "}")
    wanted = {"link", "typing", "keyboard path", "paste", "screenshot", "play and challenge"}
    assert wanted | {"offline", "upgrade", "history", "hard mode"} <= set(families)
    turns, every_day = browser_tests(engines)
    assert set(families.values()) <= set(turns + every_day)
    ran = [
        set(journeys_drawn(turns, "tests/e2e/test_engines.py", d)) | set(every_day) for d in YEAR
    ]
    for family, test in families.items():
        for start in range(len(YEAR) - WEEK + 1):  # the same tests in both engines, each day
            assert any(test in r for r in ran[start : start + WEEK]), (family, YEAR[start])
