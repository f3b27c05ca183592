"""Collection settings for the whole tree (pytest also runs the package's doctests), and the
two sizes of the suite: the everyday run and ``--full`` (see ``tests/sizes.py``)."""

import datetime
import os
import random
import re
import signal
import sys
import threading
from pathlib import Path

import hypothesis
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


# Hypothesis: no deadline (the machines are shared and noisy: speed is the benches' job), and a
# failure prints the blob that replays it (``@reproduce_failure``); its example database is kept
# locally, not on CI (``CI`` set), where each run starts clean. The profile's name is the run's
# size: a test's count of examples is sizes.examples(everyday, full); a test that names none
# draws Hypothesis's usual 100 in both (they are cheap).
HYPOTHESIS = {
    "deadline": None,
    "print_blob": True,
    **({"database": None} if os.environ.get("CI") else {}),
}
settings.register_profile("default", **HYPOTHESIS)
settings.register_profile("full", suppress_health_check=[HealthCheck.too_slow], **HYPOTHESIS)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--full",
        action="store_true",
        default=False,
        help="draw every random sample at its full size (the scheduled run; see tests/sizes.py)",
    )


def pytest_configure(config: pytest.Config) -> None:
    """Load the Hypothesis profile of this run's size before any test module is imported, and
    fix the day the everyday draws are made for (``WORDLE_TEST_DAY``): today, or under ``--lf``
    the day of the failures it runs again, so a failure drawn yesterday is drawn again. The
    workers pytest-xdist starts next inherit it, so they collect the same tests even at
    midnight, and a day's draw can be made again (``WORDLE_TEST_DAY=2026-11-29``)."""
    settings.load_profile("full" if config.getoption("full") else "default")
    if not os.environ.get("WORDLE_TEST_DAY"):
        cache = getattr(config, "cache", None)  # none under -p no:cacheprovider
        failed_on = cache.get(FAILED_ON, None) if cache and config.getoption("lf") else None
        os.environ["WORDLE_TEST_DAY"] = failed_on or datetime.date.today().isoformat()


FAILED_ON = "wordle/failed_on"  # the cache's key: the day of the last run's draw that failed


@pytest.hookimpl(trylast=True)  # after pytest's own cache has noted what failed
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Remember the day of a run that failed (for ``--lf``); forget it once a run passes and
    nothing failed is left to run again."""
    config = session.config
    if hasattr(config, "workerinput") or not hasattr(config, "cache"):  # an xdist worker:
        return  # the controller remembers
    if exitstatus == pytest.ExitCode.TESTS_FAILED:
        config.cache.set(FAILED_ON, os.environ["WORDLE_TEST_DAY"])
    elif exitstatus == pytest.ExitCode.OK and not config.cache.get("cache/lastfailed", {}):
        config.cache.set(FAILED_ON, None)


class Hung(BaseException):
    """Raised in a property test (``@given``) still running at its timeout. Hypothesis takes an
    ``Exception`` or pytest's ``Failed`` (what pytest-timeout raises) for a failure to shrink,
    running the hanging example again with no alarm left; this passes through it, and pytest
    reports it as the test's failure, with its stack."""


def is_property_test(item: pytest.Item) -> bool:
    return getattr(getattr(item, "obj", None), "is_hypothesis_test", False)


@pytest.hookimpl(tryfirst=True)
def pytest_timeout_set_timer(item: pytest.Item, settings) -> bool | None:
    """Stop a property test at its timeout by raising `Hung` in it (pytest-timeout's signal
    method, with an exception Hypothesis lets through); any other test, pytest-timeout's own."""
    main = threading.current_thread() is threading.main_thread()
    if not (is_property_test(item) and settings.method == "signal" and settings.timeout and main):
        return None

    def stop(signum, frame):
        raise Hung(f"Timeout: a property test still running after {settings.timeout:g} s")

    def cancel():
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, signal.SIG_DFL)

    item.cancel_timeout = cancel
    signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, settings.timeout)
    return True


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Seed a property test's examples by the day of the draw and the test's id, as every other
    draw is: other examples each day, the same all day, so a failure's replay command (or
    ``--lf``) draws it again. (Its first example is always Hypothesis's simplest.)"""
    if is_property_test(item):
        day = os.environ["WORDLE_TEST_DAY"]
        hypothesis.seed(random.Random(f"{day}/{item.nodeid}").getrandbits(64))(item.obj)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests marked ``full`` run under ``--full`` alone: the everyday run deselects them (said
    in its summary), rather than counting them as skipped."""
    if config.getoption("full"):
        return
    full_only = [item for item in items if item.get_closest_marker("full")]
    if full_only:
        config.hook.pytest_deselected(items=full_only)
        items[:] = [item for item in items if not item.get_closest_marker("full")]


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    """A failed test's report ends with the command that runs it again on the same draw, and
    the cases its daily draws took (``tests/sizes.py``). Under scripts/test.sh, which installs
    everything the tests need (``WORDLE_TEST_SETUP``), a skip is a failure."""
    report = yield
    if report.skipped and os.environ.get("WORDLE_TEST_SETUP") and not hasattr(report, "wasxfail"):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else report.longrepr
        report.outcome, report.longrepr = "failed", f"skipped under scripts/test.sh: {reason}"
    if report.failed:
        report.sections.append(("replay", replay_text(item)))
    return report


def replay_text(item: pytest.Item) -> str:
    """The command that runs `item` again on this run's draw, and what its draws took."""
    full = " --full" if item.config.getoption("full") else ""
    day = os.environ["WORDLE_TEST_DAY"]
    lines = [f"WORDLE_TEST_DAY={day} python -m pytest{full} '{item.nodeid}'"]
    if is_property_test(item):
        lines.append("its examples are seeded by that day: the command draws them again")
    sizes = sys.modules.get("sizes")
    if sizes is None or full:  # under --full, every case of every draw runs
        return "\n".join(lines)
    module, test = getattr(item.getparent(pytest.Module), "name", ""), item.name.split("[")[0]
    for key, (choices, default) in sizes.DRAWS.items():
        if sizes.drawn_for(key, Path(module).stem, test):
            drawn = sizes.rotation(choices, default, key, datetime.date.fromisoformat(day))
            lines.append(f"{key}: drew {drawn!r} of {len(choices)} for {day}")
    return "\n".join(lines)


def pytest_report_header(config: pytest.Config) -> str:
    size = "full (--full)" if config.getoption("full") else "everyday (small)"
    return f"samples: {size}, drawn for {os.environ['WORDLE_TEST_DAY']}"
