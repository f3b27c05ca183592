"""The vendored browser runtime boots Python offline and loads the wordle package.

Every request is checked by the harness in conftest.py: only 127.0.0.1 is reachable, and any
page error, console error or ``.py-error`` fails the test.
"""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path

from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parents[2]


def test_bare_page_boots_python(page: Page, goto_ready, site_url: str) -> None:
    """The bare baseline page runs Python and reaches html.ready, all from 127.0.0.1."""
    urls: list[str] = []
    page.on("request", lambda request: urls.append(request.url))

    seconds = goto_ready(page, "bench/bare.html")

    expect(page.locator("#out")).to_have_text(re.compile(r"Python 3\.14\.\d+ is ready\."))
    assert 0 < seconds < 60
    assert any(url.endswith("/pyodide.asm.wasm") for url in urls)
    assert all(url.startswith(site_url) for url in urls if not url.startswith("data:"))


def test_wordle_package_loads_from_zip(module_page: Page, goto_ready) -> None:
    """assets/wordle.zip (bytecode and data) unpacks through [files] and ``import wordle``
    finds all its files."""
    archive = ROOT / "assets" / "wordle.zip"  # written by the session's site build
    with zipfile.ZipFile(archive) as zf:
        names = zf.namelist()
    shipped = sorted(names)
    assert "wordle/engine/rules/score.pyc" in shipped  # the package as bytecode alone, no source
    assert not [n for n in shipped if n.endswith(".py") or "__pycache__" in n]

    goto_ready(module_page, "tests/e2e/pages/package.html")

    expect(module_page.locator("#name")).to_have_text("wordle")
    assert json.loads(module_page.locator("#files").inner_text()) == shipped


def test_wordle_package_reloads(module_page: Page, goto_ready) -> None:
    """A warm reload of the same page boots again (the page is shared with the test above,
    opened here when this test runs alone)."""
    if "package.html" not in module_page.url:
        goto_ready(module_page, "tests/e2e/pages/package.html")
    goto_ready(module_page, reload=True)
    expect(module_page.locator("#name")).to_have_text("wordle")


def test_each_preloaded_file_is_fetched_once(page: Page, goto_ready) -> None:
    """The head's preloads are the very requests the start makes (a preload that does not
    match its fetch, credentials say, would make the browser fetch the file twice). The page's
    own resource timings count them: the worker's requests are on its own timeline. A link's
    game, the case the word lists are preloaded for (the main thread counts it at once); with
    no game, nothing uses them before the engine answers, which may be after Chromium's few
    seconds (a warning). The link's list is preloaded beside the valid words (here, with no
    list named, the classic answers)."""
    warnings: list[str] = []
    page.on("console", lambda msg: msg.type == "warning" and warnings.append(msg.text))
    goto_ready(page, "index.html#SALET=.a.e.")
    fetched = page.evaluate(
        """() => {
          const names = performance.getEntriesByType("resource").map((entry) => entry.name);
          const hrefs = [...document.querySelectorAll('link[rel$="preload"]')].map((l) => l.href);
          const count = (href) => names.filter((name) => name === href).length;
          return Object.fromEntries(hrefs.map((href) => [href, count(href)]));
        }"""
    )
    main = {f"assets/main/{p.stem}.mpy" for p in (ROOT / "wordle/page").glob("[ms]*/*.py")}
    main = (main - {"assets/main/__init__.mpy"}) | {"assets/main/protocol.mpy"}
    preloaded = {href.split("/", 3)[3] for href in fetched}
    assert main <= preloaded  # every module the start needs
    assert {"assets/words/answers.txt", "assets/words/nyt.txt"} <= preloaded  # what it counts
    assert set(fetched.values()) == {1}, fetched
    assert not [text for text in warnings if "preload" in text]
