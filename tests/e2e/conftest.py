"""Real-browser test harness (pytest-playwright driving Chromium).

- ``site_url`` builds the site and serves the repository root on 127.0.0.1 (a free port) for the
  whole session; ``base_url`` is set to it, so ``page.goto("/bench/bare.html")`` works.
- Chromium is Debian's ``/usr/bin/chromium`` when present, else Playwright's own download.
- Every browser context a test uses is guarded: requests to any host but 127.0.0.1 are aborted,
  and the test fails on such a request, on a ``pageerror``, on a console error, on a violation
  of the page's Content-Security-Policy (its ``securitypolicyviolation`` event), or on a
  ``.py-error`` element left on a page when the test ends.
- ``goto_ready(page, path)`` opens a page and waits for ``<html class="ready">``.
- ``module_page`` is one guarded page shared by a test module (Pyodide cold boots are slow:
  open games in it with ``opening.show``, and load it only where loading is the subject).
- Every test under tests/e2e gets the ``e2e`` marker (select with ``-m e2e``, skip with
  ``-m "not e2e"``) and an xdist group: its module's, or the timing-sensitive modules' one.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, Route
from playwright.sync_api import Error as PlaywrightError

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from browser import READY_PROBE, launch_options  # noqa: E402
from build_site import build  # noqa: E402
from serve import make_server  # noqa: E402

from sizes import draw_day, journeys_drawn  # noqa: E402

HERE = Path(__file__).resolve().parent
ALLOWED_HOST = "127.0.0.1"
READY_TIMEOUT_MS = 60_000  # Pyodide cold boot is ~4 s on 2 cores; leave room for a loaded CI
GUARDS = pytest.StashKey[list["BrowserGuard"]]()
# Whatever the page's policy refuses is said as a console error, which fails the test.
VIOLATIONS = """
document.addEventListener("securitypolicyviolation", (event) => console.error(
  `Content-Security-Policy: ${event.effectiveDirective} refused ${event.blockedURI || "inline"}`
  + ` (${event.sourceFile}:${event.lineNumber})`));
"""


# Modules whose tests time what the browser does (a service worker installing, a deploy during
# a load, a download held back, two tabs at once): run one after another, never beside each
# other when pytest runs on several cores (-n 2 --dist loadgroup, as scripts/test.sh does).
TIMING = {"test_first_sight", "test_offline", "test_runtime", "test_tabs", "test_upgrade"}
TIMING |= {"test_worker"}


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every test collected under tests/e2e with ``e2e``, and keep each module's tests on
    one worker (they share a page) and the timing-sensitive modules on one worker together;
    then leave out the journeys not drawn today (`journeys_drawn`)."""
    for item in items:
        if HERE in item.path.parents:
            item.add_marker(pytest.mark.e2e)
            module = item.path.stem
            group = "e2e-timing" if module in TIMING else f"e2e-{module}"
            engine = getattr(item, "callspec", None) and item.callspec.params.get("browser_tab")
            group += f"-{engine}" if engine else ""  # each engine's journeys beside the other's
            item.add_marker(pytest.mark.xdist_group(group))
    left_out = [item for item in items if HERE in item.path.parents and not drawn(item, config)]
    if left_out:
        config.hook.pytest_deselected(items=left_out)
        items[:] = [item for item in items if item not in set(left_out)]


def drawn(item: pytest.Item, config: pytest.Config) -> bool:
    """Whether the everyday run takes `item` today: marked ``every_run``, named on the command
    line, or its function drawn among its module's (``sizes.journeys_drawn``)."""
    if item.get_closest_marker("every_run") or named(item, config):
        return True
    module = item.getparent(pytest.Module)
    tests = MODULE_TESTS.setdefault(module.nodeid, journeys(module))
    return item.originalname in journeys_drawn(tests, module.nodeid, draw_day())


MODULE_TESTS: dict[str, tuple[str, ...]] = {}


def journeys(module: pytest.Module) -> tuple[str, ...]:
    """The names of a module's test functions that are not run every time."""
    names = {name for name in dir(module.obj) if name.startswith("test_")}
    return tuple(
        sorted(n for n in names if callable(f := getattr(module.obj, n)) and not every_run(f))
    )


def every_run(function: Callable) -> bool:
    return any(mark.name == "every_run" for mark in getattr(function, "pytestmark", []))


def named(item: pytest.Item, config: pytest.Config) -> bool:
    """Whether `item` was asked for by its id (a replay command, or a developer's choice)."""
    for arg in config.args:
        path, _, name = arg.partition("::")
        here = (config.invocation_params.dir / path).resolve() == item.path
        if name and here and name in (item.name, item.originalname):
            return True
    return False


def pytest_configure(config: pytest.Config) -> None:
    """Declare the ``e2e`` marker (harmless if pyproject.toml declares it too)."""
    config.addinivalue_line("markers", "e2e: real-browser test (Chromium via Playwright)")


class BrowserGuard:
    """Watches one browser context and collects what must fail a test."""

    def __init__(self, context: BrowserContext) -> None:
        self.context = context
        self.problems: list[str] = []
        self.crashed: set[Page] = set()  # pages whose renderer died: replaced, not queried
        context.add_init_script(READY_PROBE)
        context.add_init_script(VIOLATIONS)
        context.route("**/*", self._route)
        context.on("page", self._watch)
        for page in context.pages:
            self._watch(page)

    def _route(self, route: Route) -> None:
        url = route.request.url
        if urlsplit(url).hostname == ALLOWED_HOST:
            route.continue_()
        else:
            self.problems.append(f"external request aborted: {url}")
            route.abort("blockedbyclient")

    def _watch(self, page: Page) -> None:
        page.on("pageerror", lambda error: self.problems.append(f"pageerror: {error}"))
        page.on("console", self._on_console)
        page.on("crash", lambda crashed: self._on_crash(crashed))

    def _on_crash(self, page: Page) -> None:
        self.crashed.add(page)
        self.problems.append(f"the browser's renderer crashed on {page.url}")

    def _on_console(self, msg: ConsoleMessage) -> None:
        if msg.type == "error":
            self.problems.append(f"console error: {msg.text} ({msg.location.get('url')})")

    def collect(self) -> list[str]:
        """Return (and forget) the problems seen so far, plus any ``.py-error`` on open pages."""
        errors = []
        for page in self.context.pages:  # querying a page also delivers events in flight
            if page.is_closed() or page in self.crashed:
                continue
            try:
                texts = page.locator(".py-error").all_inner_texts()
            except PlaywrightError as error:  # a renderer that died under the query
                self.crashed.add(page)
                errors.append(f"the browser's renderer crashed on {page.url}: {error.message}")
                continue
            errors += [f".py-error on {page.url}: {text.strip()}" for text in texts]
        problems, self.problems = self.problems + errors, []
        return problems


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """Fail a test whose guarded browser contexts saw a problem."""
    failed = True
    try:
        result = yield
        failed = False
        return result
    finally:
        problems = [p for guard in item.stash.get(GUARDS, []) for p in guard.collect()]
        if problems:
            text = "\n".join(problems)
            if failed:
                item.add_report_section("call", "browser problems", text)
            else:
                pytest.fail(f"browser problems:\n{text}", pytrace=False)


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    """Build the site and serve the repository root; yield its URL (with trailing slash)."""
    build(ROOT, quiet=True)
    server = make_server(ROOT, port=0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, name="e2e-site", daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    try:
        yield f"http://{host}:{port}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.fixture(scope="session")
def base_url(site_url: str) -> str:
    """Relative ``page.goto`` paths resolve against the served site."""
    return site_url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """Launch Debian's Chromium when installed (Playwright cannot download browsers here)."""
    return {**browser_type_launch_args, **launch_options()}


@pytest.fixture(autouse=True)
def _guard_browser(request: pytest.FixtureRequest) -> None:
    """Guard the function-scoped ``context`` (and so ``page``) of the test, when it uses one."""
    guards = request.node.stash.setdefault(GUARDS, [])
    if "context" in request.fixturenames:
        guards.append(BrowserGuard(request.getfixturevalue("context")))


@pytest.fixture(scope="module")
def _module_guard(browser: Browser, browser_context_args: dict) -> Iterator[BrowserGuard]:
    """A guarded browser context kept for a whole test module."""
    context = browser.new_context(**browser_context_args)
    yield BrowserGuard(context)
    context.close()


@pytest.fixture
def module_page(request: pytest.FixtureRequest, _module_guard: BrowserGuard) -> Page:
    """One guarded page per test module, reused by its tests (checked after each test)."""
    request.node.stash.setdefault(GUARDS, []).append(_module_guard)
    context = _module_guard.context
    for page in [p for p in context.pages if p in _module_guard.crashed]:
        page.close()  # the test that saw the crash failed; the next ones get a new page
    return context.pages[0] if context.pages else context.new_page()


@pytest.fixture(scope="session")
def goto_ready() -> Callable[..., float]:
    """``goto_ready(page, path, reload=False)``: open ``path`` (or reload), wait for ``html.ready``.

    Returns the seconds from navigation start to the moment ``<html>`` got class ``ready``.
    """

    def go(page: Page, path: str = "", *, reload: bool = False) -> float:
        if reload:
            page.reload(wait_until="commit")
        else:
            page.goto(path, wait_until="commit")
        page.wait_for_selector("html.ready", state="attached", timeout=READY_TIMEOUT_MS)
        return page.evaluate("window.__readyAt ?? performance.now()") / 1000

    return go
