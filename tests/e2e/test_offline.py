"""Offline after one visit: the service worker precaches the whole site and serves it.

The harness (conftest.py) fails a test on any request that leaves 127.0.0.1, any page or console
error and any ``.py-error``. Its ``route`` only sees requests that reach the network, not the ones
the service worker answers from its cache. Each test gets a fresh browser context, so no service
worker or cache is left over from another test, but for the three that read what one first visit
to /index.html left (``visited``): they share it, in the module's own context.
"""

from __future__ import annotations

import functools
import hashlib
import http.server
import json
import re
import sys
import threading
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest
from opening import held_back
from playwright.sync_api import Browser, BrowserContext, Page, expect

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import build_site  # noqa: E402
import stamp  # noqa: E402
from serve import QuietSiteHandler  # noqa: E402

pytestmark = pytest.mark.skipif(
    not (ROOT / "index.html").is_file(), reason="no index.html yet: nothing to take offline"
)

GAME = "SMART=..a.t&hard"  # the classic list in hard mode: its review fetches the optimal tree
# (the normal mode's, every first review's, comes in the engine's zip)
CONTROL_TIMEOUT_MS = 90_000  # precaching ~17 MB from 127.0.0.1 takes well under a second
# alone; with the whole suite on two cores, the new version once took over 30 s to take over

CACHED_URLS = """async () => {
  const urls = [];
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) urls.push([name, request.url]);
  }
  return urls;
}"""

MANIFEST_ICONS = """async () => {
  const link = document.querySelector('link[rel="manifest"]');
  const manifest = await (await fetch(link.href)).json();
  const sizes = await Promise.all(manifest.icons.map(async (icon) => {
    const image = new Image();
    image.src = new URL(icon.src, link.href).href;
    await image.decode();
    return [icon.src, icon.sizes, image.naturalWidth, image.naturalHeight];
  }));
  return { startUrl: new URL(manifest.start_url, link.href).href, sizes };
}"""


def wait_until_controlled(page: Page) -> None:
    """Wait until the service worker is active (its precache complete) and controls ``page``."""
    page.wait_for_function("navigator.serviceWorker.ready", timeout=CONTROL_TIMEOUT_MS)
    page.wait_for_function("navigator.serviceWorker.controller", timeout=CONTROL_TIMEOUT_MS)


def without_query(url: str) -> str:
    return url.split("#")[0].split("?")[0]


def precached(base: str) -> list[str]:
    """The absolute URLs ``sw.js`` precaches when the site is served at ``base``."""
    return [urljoin(base, path) for path, _ in build_site.precache_list(ROOT)]


def go_offline_and_reload(context: BrowserContext, page: Page, goto_ready) -> dict[str, bool]:
    """Reload ``page`` with the network off; return ``{URL: answered by the worker?}``."""
    answered: dict[str, bool] = {}

    def record(response) -> None:
        if response.url.startswith("http"):
            answered[response.url] = response.from_service_worker

    context.set_offline(True)
    page.on("response", record)
    goto_ready(page, reload=True)
    assert page.evaluate("navigator.onLine") is False
    return answered


def assert_all_from_worker(answered: dict[str, bool], page_url: str) -> None:
    """The page and the whole runtime came from the worker's cache, nothing from the network."""
    assert answered.get(page_url) is True
    assert any(url.endswith("/pyodide.asm.wasm") for url in answered)
    assert [url for url, from_worker in answered.items() if not from_worker] == []


FIRST_VISIT: list[str] = []  # what the module's page requested on its first visit, once made


@pytest.fixture
def visited(module_page: Page, goto_ready) -> tuple[Page, list[str]]:
    """The module's page after one first visit to /index.html, its service worker in control,
    and every URL it requested meanwhile: the visit is made once, for every test here that
    reads what it left (each cold visit precaches the whole site anew)."""
    if not FIRST_VISIT:

        def listen(request) -> None:
            FIRST_VISIT.append(request.url)

        module_page.on("request", listen)
        goto_ready(module_page, "index.html")
        wait_until_controlled(module_page)
        module_page.remove_listener("request", listen)
    return module_page, FIRST_VISIT


def test_page_reloads_offline_after_one_visit(visited, goto_ready, site_url: str) -> None:
    """One visit to /index.html, then the network off: a reload still reaches html.ready."""
    page, first_visit = visited
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    try:
        answered = go_offline_and_reload(page.context, page, goto_ready)
    finally:
        page.context.set_offline(False)  # for the module's other tests
    assert_all_from_worker(answered, urljoin(site_url, "index.html"))
    web = [url for url in first_visit + requested if not url.startswith("data:")]
    assert all(url.startswith(site_url) for url in web)


def test_precache_holds_every_file_the_page_loads(visited, site_url: str) -> None:
    """sw.js lists exactly the site's files; the browser cached them all, none is missing."""
    page, requested = visited
    worker = urljoin(site_url, "sw.js")  # the worker itself is never precached
    first_visit = {without_query(url) for url in requested if url.startswith("http")} - {worker}
    assert urljoin(site_url, "assets/vendor/pyodide/pyodide.asm.wasm") in first_visit

    listed = precached(site_url)
    served_sw = urllib.request.urlopen(worker).read().decode()
    embedded = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", served_sw, re.S)[1])
    assert [urljoin(site_url, path) for path, _ in embedded] == listed

    assert sorted(first_visit - set(listed)) == []  # the page loaded nothing unlisted
    assert {urljoin(site_url, "index.html"), urljoin(site_url, "./")} <= set(listed)
    assert not any(url.endswith(".map") for url in listed)
    lazy = (ROOT / "assets/vendor/pyscript").glob("*.js")  # PyScript loads most only on demand
    lazy = [p.relative_to(ROOT).as_posix() for p in lazy]  # (but its plugins turned off, never)
    wanted = {urljoin(site_url, name) for name in lazy if build_site.is_precached(name)}
    assert wanted and wanted <= set(listed)

    cached = page.evaluate(CACHED_URLS)
    assert len({name for name, _ in cached}) == 1  # one cache, for this version
    assert sorted(without_query(url) for _, url in cached) == sorted(listed)
    for url in listed:  # every listed file is really there (the worker also checked its hash)
        with urllib.request.urlopen(urllib.request.Request(url, method="HEAD")) as response:
            assert response.status == 200, url


def test_manifest_icons_load_and_start_url_is_precached(visited, site_url: str) -> None:
    """The web manifest's icons decode at their stated sizes; start_url is the page."""
    page, _ = visited
    found = page.evaluate(MANIFEST_ICONS)
    assert found["startUrl"] == urljoin(site_url, "index.html")
    assert found["startUrl"] in precached(site_url)
    for src, sizes, width, height in found["sizes"]:
        if sizes != "any":
            assert sizes == f"{width}x{height}", src


def published_names() -> dict[str, str]:
    """Each file of the site by the URL the published site gives it (``stamp.py``)."""
    contents = {name: path.read_bytes() for name, path in build_site.site_files(ROOT).items()}
    return {"./": "./", **stamp.stamped(contents)[1]}


class Requests(list):
    """The paths a server was asked for, and (``sent``) those it sent whole."""

    def __init__(self):
        super().__init__()
        self.sent: list[str] = []


@pytest.fixture
def published(tmp_path: Path, site_url: str) -> Iterator[tuple[Path, str, list[str]]]:
    """``build_site.py --out DIR`` (after the session's build), served on its own port.

    Yields the folder, its URL and the paths the server is asked for (the network's view;
    ``paths.sent``: those it sent whole, not "304 Not Modified").
    """
    out = tmp_path / "_site"
    build_site.main(["--out", str(out), "--quiet"])
    paths = Requests()

    class Recording(QuietSiteHandler):
        def do_GET(self) -> None:
            paths.append(urlsplit(self.path).path)
            super().do_GET()

        def send_response(self, code, message=None) -> None:
            if code == 200:
                paths.sent.append(urlsplit(self.path).path)
            super().send_response(code, message)

    handler = functools.partial(Recording, directory=str(out))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, name="e2e-published", daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    try:
        yield out, f"http://{host}:{port}/", paths
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.mark.every_run  # every day: the README's promise
def test_published_site_is_complete_and_works_offline(
    context: BrowserContext, page: Page, goto_ready, published: tuple[Path, str, list[str]]
) -> None:
    """--out DIR holds the site and nothing else; served alone, its root URL works offline."""
    out, url, _ = published
    files = {p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()}
    named = published_names()
    listed = {named[path] for path, _ in build_site.precache_list(ROOT)} - {"./"}
    screenshots = {name for name in files if name.startswith(build_site.SCREENSHOTS)}
    assert screenshots and not screenshots & {u.split("?")[0] for u in listed}  # not precached
    assert files == {u.split("?")[0] for u in listed} | screenshots | {"sw.js", ".nojekyll"}
    assert "index.html" in files and any(
        re.fullmatch(r"assets/wordle-\w{12}\.zip", f) for f in files
    )
    assert not {name.split("/")[0] for name in files} & {
        "node_modules", "tests", "bench", "scripts", "wordle", "README.md", "pyproject.toml"
    }  # fmt: skip
    served_sw = (out / "sw.js").read_text()
    embedded = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", served_sw, re.S)[1])
    assert {path for path, _ in embedded} == listed | {"./"}  # as the page asks for them

    goto_ready(page, url)  # the root URL, as GitHub Pages serves it
    wait_until_controlled(page)
    answered = go_offline_and_reload(context, page, goto_ready)
    assert_all_from_worker(answered, url)


def test_a_change_waits_and_takes_over_when_the_page_says_reload(
    page: Page, goto_ready, published: tuple[Path, str, list[str]]
) -> None:
    """After a deployment, a reload still shows the cached version while the new one installs
    (downloading only the changed files) and waits; the page offers "A new version of this
    page is ready: reload", which shows the new version; the old cache is kept one version."""
    out, url, paths = published
    goto_ready(page, urljoin(url, "index.html"))
    wait_until_controlled(page)
    [old_cache] = {name for name, _ in page.evaluate(CACHED_URLS)}

    deploy_new_page(out, '<p id="e2e-new"></p>\n</body>')
    paths.clear()
    goto_ready(page, reload=True)
    assert page.locator("#e2e-new").count() == 0  # the version in the cache, as promised
    note = page.locator("#update-note")
    expect(note).to_be_visible(timeout=CONTROL_TIMEOUT_MS)
    assert sorted(set(paths)) == ["/", "/index.html", "/sw.js"]  # the rest came from the cache
    goto_ready(page, reload=True)
    assert page.locator("#e2e-new").count() == 0  # a reload alone never switches versions

    note.locator("button").click()
    page.wait_for_selector("#e2e-new", state="attached")
    names = page.evaluate("async () => await caches.keys()")
    assert len(names) == 2 and old_cache in names  # the old one kept: a page of it may be open


def deploy_new_page(out: Path, ending: str) -> None:
    """Change the published page, and its service worker's hash of it, as a deployment would."""
    index = out / "index.html"
    index.write_text(index.read_text().replace("</body>", ending))
    sw = (out / "sw.js").read_text()
    entries = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", sw, re.S)[1])
    new = hashlib.sha256(index.read_bytes()).hexdigest()
    entries = [(path, new if path in ("./", "index.html") else sha) for path, sha in entries]
    (out / "sw.js").write_text(build_site.service_worker_text(ROOT, entries))


def test_the_precache_downloads_nothing_the_page_has_fetched(
    browser: Browser, goto_ready, published: tuple[Path, str, list[str]]
) -> None:
    """A first visit downloads each file once: the service worker, registered once the page is
    ready, takes what the page (and its worker) fetched from the browser's HTTP cache, its hash
    checked, and downloads only the files the page has not loaded: the engine's files, and the
    optimal tree a game's review fetches, are sent once. (The engine's files are
    asked for twice, by the main thread, which says how far their download is, and by the
    worker: the second is answered from the cache, here after a "304 Not Modified".)

    Playwright turns the HTTP cache off in a context that routes requests, as the harness's
    guard does: this context is watched instead (every request local, no page error)."""
    _, url, paths = published
    context = browser.new_context()
    try:
        page = context.new_page()
        requested, errors = [], []
        page.on("request", lambda request: requested.append(request.url))
        page.on("pageerror", lambda error: errors.append(str(error)))
        goto_ready(page, urljoin(url, "index.html#" + GAME))
        page.wait_for_selector("html:not([data-working])", state="attached")  # its tree read
        wait_until_controlled(page)
    finally:
        context.close()
    web = [each for each in requested if each.startswith("http")]
    assert all(urlsplit(each).hostname == "127.0.0.1" for each in web) and not errors
    named = published_names()
    fetched_by_page = {
        "/" + named[name].split("?")[0]
        for name in (
            "assets/vendor/pyodide/pyodide.asm.wasm",
            "assets/vendor/pyodide/python_stdlib.zip",
            "assets/vendor/pyodide/pyodide.asm.mjs",
            "assets/wordle.zip",
            "assets/main/app.mpy",
            "assets/data/tree-salet-hard.txt",  # fetched once the game is shown
            "index.html",
        )
    }
    once = dict.fromkeys(fetched_by_page, 1)
    assert {path: paths.sent.count(path) for path in fetched_by_page} == once


def test_a_precache_that_fails_is_said_and_tried_again(
    browser: Browser, goto_ready, site_url: str
) -> None:
    """A first visit whose service worker cannot fetch one file (the trees are fetched for a
    game alone, never on an empty page): the page says it is not kept for use offline, with "Try
    again", and works on; trying again with the file back keeps it. (A context of its own: the
    harness's guard would fail the test on the failed request it is about.)"""
    context = browser.new_context(base_url=site_url)
    page = context.new_page()
    context.route("**/assets/data/**", lambda route: route.abort())
    goto_ready(page, "index.html")
    note = page.locator("#offline-note")
    expect(note).to_be_visible(timeout=CONTROL_TIMEOUT_MS)
    assert page.evaluate("navigator.serviceWorker.controller") is None
    page.keyboard.type("crane")  # the page works on
    page.keyboard.press("Enter")
    page.wait_for_selector('.row[data-step="1"][data-remaining]', state="attached")
    context.unroute("**/assets/data/**")
    page.click("#offline-retry")
    expect(note).to_be_hidden()
    wait_until_controlled(page)
    expect(note).to_be_hidden()
    context.close()


REGISTERED = "navigator.serviceWorker.getRegistration().then((found) => !!found)"


def registered_by(page: Page, seconds: float) -> float | None:
    """When the page's service worker was registered (seconds since the page's start, looked
    at every 100 ms), or None if it was not by then."""
    while (now := page.evaluate("performance.now()") / 1000) < seconds:
        if page.evaluate(REGISTERED):
            return now
        page.wait_for_timeout(100)
    return None


def test_the_precache_waits_for_the_review_but_not_longer_than_five_seconds(
    browser: Browser, goto_ready, site_url: str
) -> None:
    """The service worker is registered once the link's review is shown, not as soon as the
    page is ready: its precache's reads and writes shared the processor with the review's first
    second (0.14 s of it at 10 Mbit/s). A review held up (its list's opening table held back)
    holds offline use back 5 s at most. (A context of its own: the harness's guard would see
    the held request.)"""
    context = browser.new_context(base_url=site_url)
    page = context.new_page()
    with held_back(page, "**/assets/data/openings-nyt*"):  # what the review waits for
        ready = goto_ready(page, "index.html#SMART=..a.t&words=nyt")
        registered = registered_by(page, ready + 15)
        assert page.evaluate("document.documentElement.hasAttribute('data-working')")
    context.close()
    assert registered is not None and 4 <= registered - ready <= 9, (ready, registered)
