"""A partner's first sight of a link, in real Chromium with the real runtime, on a phone: the
counts come from the main thread (MicroPython running the engine's own rule) before Pyodide has
arrived, the same counts the engine shows once it has, with the engine's download said where
suggestions and the review will be; typing before the engine counts too, and is kept and
analysed once the engine has started; a spoiler-free link spells and stores nothing meanwhile,
counted all the same. Each test is a first visit: a new browser context."""

import re

import pytest
from opening import held_back
from playwright.sync_api import Browser, Page, expect

from wordle.engine.links.link import fragment_of
from wordle.engine.lists.words import word_list
from wordle.engine.review.analysis import analyse
from wordle.engine.rules.notation import parse_steps

PHONE = {"width": 360, "height": 740}
GAME = "SMART=..a.t,TABLE=ta...,ATTIC=at..."
COUNTS = [("1", "59", "305"), ("2", "5", "46"), ("3", "2", "5")]
ENGINE = re.compile(r"/assets/(vendor/pyodide/|wordle\.zip)")  # what Pyodide's worker needs


@pytest.fixture
def fresh(browser: Browser, site_url: str):
    """A first visit: a new browser context (no cache, no storage, no service worker)."""
    context = browser.new_context(base_url=site_url, viewport=PHONE)
    yield context
    context.close()


def without_engine(context) -> Page:
    """A page whose engine never arrives (its downloads fail): what it shows is the main
    thread's own."""
    context.route(ENGINE, lambda route: route.abort())
    return context.new_page()


def counts(page: Page) -> list[tuple[str, str, str]]:
    names = ("data-step", "data-remaining", "data-valid")
    rows = page.locator(".row[data-step]").all()
    return [tuple(row.get_attribute(name) for name in names) for row in rows]


def test_a_link_is_counted_before_the_engine_arrives_and_a_failed_download_said(fresh):
    page = without_engine(fresh)
    page.goto("index.html#" + GAME)
    page.wait_for_selector('.row[data-step="3"]', state="attached")
    assert counts(page) == COUNTS
    expect(page.locator('.row[data-step="1"] .count').first).to_contain_text("2,315 → 59")
    expect(page.locator("#answers-title")).to_have_text("After step 3: 2 possible answers")
    expect(page.locator("#answers [data-word]")).to_have_text(["junta", "quota"])
    expect(page.locator('[data-key="a"]')).to_have_attribute("data-colour", "yellow")
    expect(page.locator('[data-key="s"]')).to_have_attribute("data-colour", "grey")
    assert page.evaluate("document.documentElement.classList.contains('ready')") is False
    # Issue 49: the failed download is said, with "Try again", never a traceback or a wait
    # on nothing; once the network is back, trying again starts the engine.
    expect(page.locator("#retry")).to_be_visible(timeout=60_000)
    expect(page.locator("#status-text")).to_contain_text("The engine's files did not all come")
    expect(page.locator("#advice-status")).to_contain_text("“Try again” at the top")
    assert page.locator(".py-error").count() == 0 and counts(page) == COUNTS
    fresh.unroute(ENGINE)
    page.click("#retry")
    page.wait_for_selector("html.ready", state="attached", timeout=120_000)
    expect(page.locator("#retry")).to_be_hidden()
    expect(page.locator("#status-text")).to_have_text("Ready.")
    expect(page.locator("#suggestions [data-guess]").first).to_be_visible(timeout=60_000)
    assert counts(page) == COUNTS


def test_a_download_that_stalls_without_failing_is_said_and_tried_again(fresh):
    """The engine's largest file never answers, and nothing fails: once no byte has come for
    15 s the page says so with "Try again" (it waited on nothing before), and trying again
    with the network back starts the engine."""
    page = fresh.new_page()
    with held_back(fresh, "**/pyodide.asm.wasm"):  # asked for, never answered meanwhile
        page.goto("index.html#" + GAME)
        page.wait_for_selector('.row[data-step="3"]', state="attached")
        expect(page.locator("#retry")).to_be_visible(timeout=60_000)
        expect(page.locator("#status-text")).to_contain_text("dropped or stalled")
        assert counts(page) == COUNTS  # the counts made here stay
    page.click("#retry")
    page.wait_for_selector("html.ready", state="attached", timeout=120_000)
    expect(page.locator("#status-text")).to_have_text("Ready.")
    assert counts(page) == COUNTS


def without_python(context, latency: int, mbits: float | None = None) -> Page:
    """A page whose Python never starts (PyScript's core refused), on a network with this
    round trip (ms) and bandwidth (Mbit/s; unlimited if None), which the browser then gives
    as its estimate (``navigator.connection.downlink``). (Whether the head leaves the download
    to the Python when the files came fast is a matter of time on a loaded machine:
    bench_lighthouse.py measures it.)"""
    context.route("**/assets/vendor/pyscript/core.js*", lambda route: route.abort())
    page = context.new_page()
    network = context.new_cdp_session(page)
    network.send("Network.enable")
    rate = mbits * 1e6 / 8 if mbits else -1
    conditions = {"offline": False, "latency": latency, "downloadThroughput": rate}
    network.send("Network.emulateNetworkConditions", conditions | {"uploadThroughput": rate})
    return page


def is_wasm(request) -> bool:
    return request.url.split("?")[0].endswith("/pyodide.asm.wasm")


def test_on_a_slow_network_the_engines_download_begins_once_the_counts_have_their_files(fresh):
    """The engine's 5 MB are asked for by the page's head as soon as what the first counts
    need has come, when it came slowly, not once the page's Python has started (the network
    idled meanwhile: half a second of a phone's first visit): with PyScript refused, so that
    no Python ever starts, they are still asked for, and their listing was fetched by the
    page itself."""
    page = without_python(fresh, latency=150, mbits=1.6)
    with fresh.expect_event("request", is_wasm, timeout=60_000):
        page.goto("index.html#" + GAME)
    expect(page.locator("#status-text")).to_contain_text("The page could not start")
    here = page.evaluate("performance.getEntriesByType('resource').map((e) => e.name)")
    assert [url for url in here if "/assets/engine-files.json" in url]


@pytest.mark.parametrize(("mbits", "at_once"), [(10, True), (1.6, False)])
def test_on_a_fast_link_the_runtimes_wasm_is_begun_by_the_head_at_once(fresh, mbits, at_once):
    """On a link the browser estimates fast, the runtime's wasm (3.6 of the engine's 5.1 MB)
    is begun by the page's head on its own, ahead of the engine's other files (the network
    idled while the page's own start took what little it needs); on a slow link it comes with
    the others, once the first counts' files have come (a phone's counts came 0.65 s later
    beside it). PyScript is refused: whatever asks for the engine's files, it is the head."""
    page = without_python(fresh, latency=40, mbits=mbits)
    then = when_asked(fresh, page, "pyodide.asm.wasm")
    assert ("pyodide.mjs" not in then["asked"]) == at_once, then["asked"]
    if not at_once:
        assert "micropython.wasm" in then["came"], then["came"]
    expect(page.locator("#status-text")).to_contain_text("The page could not start")


def test_the_engines_package_is_fetched_once_the_runtimes_files_have_come(fresh):
    """The engine's package (wordle.zip) is asked for only once every file of the runtime has
    come: Pyodide starts without it (PyScript asks for it once the runtime runs), so it
    comes while the runtime starts rather than sharing the link with the runtime's bytes
    (html.ready 0.3 s nearer the byte floor). PyScript is refused: the head asks alone."""
    page = without_python(fresh, latency=40)
    then = when_asked(fresh, page, "wordle.zip")
    runtime = {"pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"}
    assert runtime <= set(then["came"]), then["came"]


def when_asked(context, page: Page, name: str) -> dict[str, list[str]]:
    """Open the link's game in `page` until the file `name` is asked for: the files that had
    been asked for (``asked``) and that had come (``came``) by then."""
    asked, came, then = [], [], {}
    context.on("request", lambda request: asked.append(file_of(request)))
    context.on("requestfinished", lambda request: came.append(file_of(request)))

    def named(request) -> bool:
        then.update(asked=list(asked), came=list(came))
        return file_of(request) == name

    with context.expect_event("request", named, timeout=60_000):
        page.goto("index.html#" + GAME)
    return then


def file_of(request) -> str:
    return request.url.split("?")[0].rsplit("/", 1)[1]


def test_the_engine_then_shows_the_same_counts_and_says_its_download(fresh):
    page = fresh.new_page()
    said = []
    page.expose_function("noteStatus", lambda text: said.append(text))
    page.add_init_script(  # the cards' status, and what they say once the page says Ready
        """new MutationObserver(() => { const s = document.getElementById("advice-status");
             if (s && s.textContent.startsWith("Suggestions and review")) noteStatus(s.textContent);
             if (s && document.getElementById("status-text")?.textContent === "Ready.")
               noteStatus("Ready: " + s.textContent);
           }).observe(document, { subtree: true, childList: true, characterData: true });"""
    )
    page.goto("index.html#" + GAME)
    page.wait_for_selector('.row[data-step="3"]', state="attached")
    early = counts(page)
    page.wait_for_selector("html.ready", state="attached", timeout=120_000)
    assert early == counts(page) == COUNTS
    expect(page.locator("#advice-status")).not_to_contain_text("MB", timeout=60_000)
    ready = [s for s in said if s.startswith("Ready: ")]  # issue 46 #12: never "Ready." beside
    assert ready and not [s for s in ready if "once the engine has started" in s]  # a card waiting
    said = [s for s in said if not s.startswith("Ready: ")]
    progress = [re.fullmatch(r"Suggestions and review: ([\d.]+) of ([\d.]+) MB", s) for s in said]
    assert progress and all(progress), said[:3]
    total = float(progress[-1][2])
    assert 1 < total < 8 and float(progress[-1][1]) == pytest.approx(total, abs=0.1)
    expect(page.locator("#advice-status")).not_to_contain_text("MB", timeout=60_000)
    # No byte of the engine's download passes through the page's thread (a worker counts it)
    here = page.evaluate("performance.getEntriesByType('resource').map((e) => e.name)")
    assert not [url for url in here if ENGINE.search(url)]


def test_typing_before_the_engine_is_counted_kept_and_analysed_once_it_starts(fresh):
    """Typed and coloured while the engine cannot start (its config held back): counted here,
    kept, and analysed by the engine once it has started."""
    page, game = fresh.new_page(), GAME + ",BELLY=.....,SMART=..a.t"
    with held_back(page, "**/engine.toml") as held:  # the worker's config
        page.goto("index.html#" + GAME)
        page.wait_for_selector('.row[data-step="3"]', state="attached")
        page.keyboard.type("belly")
        page.keyboard.press("Enter")  # its tiles not coloured: grey
        page.wait_for_selector('.row[data-step="4"]', state="attached")
        assert counts(page)[3] == engine_counts(game)[3]  # counted here, before the engine
        page.keyboard.type("smart")
        page.locator('.tile[data-row="4"][data-tile="2"]').click()  # A yellow
        page.locator('.tile[data-row="4"][data-tile="4"]').click()  # T yellow
        page.keyboard.press("Enter")
        yellow = page.locator('.tile[data-row="4"][data-tile="2"]')
        expect(yellow).to_have_attribute("data-colour", "yellow")
        status = page.locator("#status-text")
        expect(status).to_have_text("Starting the engine…", timeout=60_000)
        expect(page.locator("#advice-status")).to_contain_text("once the engine has started")
        assert page.evaluate("document.documentElement.classList.contains('ready')") is False
        assert held, "the engine's config was asked for"
    page.wait_for_selector("html.ready", state="attached", timeout=60_000)
    page.wait_for_selector("html:not([data-pending])", state="attached")
    assert counts(page) == engine_counts(game)
    expect(page.locator("#status-text")).to_have_text("Ready.")


def engine_counts(game: str) -> list[tuple[str, str, str]]:
    """Each step's counts as the engine in CPython makes them: possible answers, valid words."""
    reports = analyse(parse_steps(game), word_list("answers")).reports
    return [(str(r.number), str(r.after), str(len(r.valid))) for r in reports]


def test_a_spoiler_free_link_is_counted_before_the_engine_and_spells_and_stores_nothing(fresh):
    """Its code is read here (the engine's `codes` under MicroPython): the counts show at
    once; no letter is shown, on the grid, the keyboard or in the words behind a count; the
    address keeps the code and the partner's storage is as it was."""
    page = without_engine(fresh)
    page.goto("index.html")
    page.wait_for_selector("html.interactive", state="attached")
    before = page.evaluate("JSON.stringify(localStorage)")
    page.goto("about:blank")
    fragment = fragment_of(parse_steps(GAME), hide=True)
    page.goto("index.html#" + fragment.lower())  # a code is read in any case
    page.wait_for_selector('.row[data-step="3"]', state="attached")
    assert counts(page) == COUNTS
    assert page.locator(".tile", has_text=re.compile("[A-Za-z]")).count() == 0
    assert page.locator("#answers [data-word]").count() == 0
    assert page.locator("#keyboard [data-colour]:not([data-colour=''])").count() == 0
    expect(page.locator("#spoiler-note")).to_be_visible()
    assert page.evaluate("location.hash") == "#" + fragment
    assert page.evaluate("JSON.stringify(localStorage)") == before
