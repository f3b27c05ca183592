"""A new version deployed while the site is in use, in real Chromium: two versions published as
GitHub Pages serves them (``build_site.py --out``, ten minutes of HTTP caching) and swapped
behind one origin, the second with a worker incompatible with the first's page (its counts
export renamed). Every tab ends on one version, usable, or says to reload; a first visit to
the new version works offline; a file the new version removed breaks nothing.

Once, a new service worker took over in the middle of a second tab's load (4 timings of 7 gave
that tab the old page with the new worker: "Ready." and nothing else, ever); and without a
service worker a reload paired the new page with the old code from the HTTP cache."""

from __future__ import annotations

import http.server
import os
import shutil
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from sizes import daily

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import build_site  # noqa: E402
from serve import QuietSiteHandler  # noqa: E402

SOURCES = ("wordle", "scripts", "assets", "index.html", "pyscript.toml", "engine.toml")
SOURCES += ("package.json", "package-lock.json", ".nojekyll")
BUILT = ("assets/vendor", "assets/main", "assets/words", "assets/data", "assets/wordle.zip")
GAME = "index.html#SMART=..a.t"
# From the second tab's navigation to the update check: one a day (each costs three loads), all
# under --full
TIMINGS_MS = daily((0, 100, 250, 500, 1000, 1500, 2000), 1, key="test_an_update_during_a_second")
CONTROL_TIMEOUT_MS = 90_000
VERSION_TWO = '<meta charset="utf-8">\n  <meta name="e2e-version" content="2">'
V2_CHANGES = {  # the second version: its worker's counts export renamed (its page follows)
    "wordle/page/worker/exports.py": [
        ("def counts(", "def counts2("),
        ('"counts",', '"counts2",'),
    ],
    "wordle/page/main/asking.py": [("page.engine.counts(", "page.engine.counts2(")],
    "index.html": [
        ("import build, counts,", "import build, counts2,"),
        ('__export__ = ["build", "counts",', '__export__ = ["build", "counts2",'),
        ('<meta charset="utf-8">', VERSION_TWO),
    ],
}  # fmt: skip


def second_version(folder: Path) -> Path:
    """A copy of the sources with `V2_CHANGES` made (npm's modules shared)."""
    for name in SOURCES:
        source, target = ROOT / name, folder / name
        if source.is_dir():
            shutil.copytree(source, target, ignore=not_sources)
        else:
            shutil.copy2(source, target)
    (folder / "node_modules").symlink_to(ROOT / "node_modules")
    for name, changes in V2_CHANGES.items():
        text = (folder / name).read_text()
        for old, new in changes:
            assert text.count(old) >= 1, (name, old)
            text = text.replace(old, new)
        (folder / name).write_text(text)
    return folder


def not_sources(folder: str, names: list[str]) -> list[str]:
    """What the build makes (or Python caches), left out of a copy of the sources."""
    built = {(Path(folder) / name).relative_to(ROOT).as_posix() for name in names} & set(BUILT)
    return [name for name in names if name == "__pycache__"] + [Path(b).name for b in built]


class Deployed:
    """The folder the server serves now: swapped as a deployment replaces a site."""

    def __init__(self, folder: Path):
        self.folder = folder


@pytest.fixture(scope="module")
def versions(tmp_path_factory, site_url: str) -> tuple[Path, Path]:
    """Both versions, published (the first is the repository as it is)."""
    first = tmp_path_factory.mktemp("v1") / "_site"
    build_site.build(ROOT, quiet=True, out=first)
    copy = second_version(tmp_path_factory.mktemp("v2-sources"))
    second = tmp_path_factory.mktemp("v2") / "_site"
    build_site.build(copy, quiet=True, out=second)
    later = time.time() + 60  # deployed a minute later (Last-Modified counts whole seconds)
    for path in second.rglob("*"):
        os.utime(path, (later, later))
    return first, second


@pytest.fixture
def pages(versions: tuple[Path, Path]) -> Iterator[tuple[str, Deployed]]:
    """An origin serving the first version as GitHub Pages would; swap `Deployed.folder`."""
    deployed = Deployed(versions[0])

    class Pages(QuietSiteHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(deployed.folder), **kwargs)

        def end_headers(self) -> None:
            self.send_header("Cache-Control", "max-age=600")  # as GitHub Pages sends
            http.server.SimpleHTTPRequestHandler.end_headers(self)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Pages)
    thread = threading.Thread(target=server.serve_forever, name="e2e-pages", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/", deployed
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def watched(context: BrowserContext, errors: list[str]) -> Page:
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(f"{page.url}: {error}"))
    return page


def version(page: Page) -> int:
    return 2 if page.locator('meta[name="e2e-version"]').count() else 1


def usable(page: Page) -> Page:
    """The page shown, its engine started and answering: suggestions for the game."""
    page.wait_for_selector("html.ready", state="attached", timeout=CONTROL_TIMEOUT_MS)
    expect(page.locator("#status-text")).to_have_text("Ready.", timeout=CONTROL_TIMEOUT_MS)
    expect(page.locator("#suggestions li").first).to_be_visible(timeout=CONTROL_TIMEOUT_MS)
    expect(page.locator("#update-note")).not_to_contain_text("two versions")
    return page


READY = "document.documentElement.classList.contains('ready')"


def controlled(page: Page) -> None:
    page.wait_for_function("navigator.serviceWorker.controller", timeout=CONTROL_TIMEOUT_MS)


def slowed_down(page: Page):
    """The page's processor 8 times slower (its DevTools session, to set it back): a warm load
    then takes 4-5 s, so an update drawn up to 2 s into it still comes during it (at full
    speed, one was ready in under 1.5 s, and an idle machine's came first)."""
    session = page.context.new_cdp_session(page)
    session.send("Emulation.setCPUThrottlingRate", {"rate": 8})
    return session


@pytest.mark.parametrize("delay", TIMINGS_MS)
def test_an_update_during_a_second_tabs_load_leaves_both_tabs_on_one_version(
    browser: Browser, pages: tuple[str, Deployed], versions: tuple[Path, Path], delay: int
) -> None:
    url, deployed = pages
    context, errors = browser.new_context(), []
    try:
        first = watched(context, errors)
        first.goto(url + GAME)
        usable(first)
        controlled(first)
        deployed.folder = versions[1]
        second = watched(context, errors)
        slowed = slowed_down(second)
        second.goto(url + GAME, wait_until="commit")
        first.wait_for_timeout(delay)
        first.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
        assert not second.evaluate(READY), "the update came during the second tab's load"
        slowed.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        assert version(usable(second)) == 1  # the old version whole, its worker too
        for page in (first, second):  # the new one waits, and says so
            note = page.locator("#update-note")
            expect(note).to_be_visible(timeout=CONTROL_TIMEOUT_MS)
            expect(note).to_contain_text("A new version of this page is ready.")
        second.click("#update-reload")
        second.wait_for_selector('meta[name="e2e-version"]', state="attached")
        assert version(usable(second)) == 2
        first.keyboard.type("clown")  # the old page, still open, still works (all grey: fits)
        first.keyboard.press("Enter")
        first.wait_for_selector('[data-step="2"][data-remaining]', state="attached")
        expect(first.locator("#status-text")).to_have_text("Ready.")

        context.set_offline(True)  # the new version, offline
        second.reload(wait_until="commit")
        assert version(usable(second)) == 2
        assert errors == []
    finally:
        context.close()


def test_without_a_service_worker_a_reload_after_a_deploy_is_the_new_version_whole(
    browser: Browser, pages: tuple[str, Deployed], versions: tuple[Path, Path]
) -> None:
    """The old files are still in the HTTP cache (ten minutes): none of them is used."""
    url, deployed = pages
    context, errors = browser.new_context(service_workers="block"), []
    try:
        page = watched(context, errors)
        page.goto(url + GAME)
        assert version(usable(page)) == 1
        deployed.folder = versions[1]
        page.reload()
        assert version(usable(page)) == 2
        assert errors == []
    finally:
        context.close()


def is_engine_file(url: str) -> bool:
    """Whether `url` is one of the files the engine's worker downloads as it starts (and the
    download's follower beside it: `assets/download.js`)."""
    return "/assets/vendor/pyodide" in url or "/assets/wordle" in url


def test_a_file_the_new_version_removed_makes_the_page_say_reload(
    browser: Browser, pages: tuple[str, Deployed], versions: tuple[Path, Path]
) -> None:
    """Deployed just as the old page's engine starts downloading (its first file asked for,
    by the engine's worker or the download's follower: each waits for the deployment, else
    one could fetch the old zip meanwhile, which the other, with no HTTP cache while requests
    are routed, then could not): the old engine's files are gone from the server (404), so the
    page says to reload, and the reload works."""
    url, deployed = pages
    context, errors = browser.new_context(service_workers="block"), []
    try:
        page = watched(context, errors)

        def deploy_now(route) -> None:
            deployed.folder = versions[1]
            route.continue_()

        page.route(is_engine_file, deploy_now)
        page.goto(url + GAME)
        note = page.locator("#update-note")
        expect(note).to_contain_text(
            "A new version of this page is out", timeout=CONTROL_TIMEOUT_MS
        )
        expect(page.locator("#status-text")).to_have_text(
            "Reload the page to use the latest version."
        )
        page.unroute(is_engine_file)
        note.locator("button").click()
        page.wait_for_selector('meta[name="e2e-version"]', state="attached")
        assert version(usable(page)) == 2  # (the old engine's failure to start was a page error)
    finally:
        context.close()
