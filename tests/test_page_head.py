"""The page's head: what it preloads is what its start waits for, PyScript's unused plugins
stay off, and its Content-Security-Policy comes first (no npm or browser; the e2e tests see the
preloads used and fail on any violation of the policy)."""

from __future__ import annotations

import json
import re
import sys
import tomllib
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import build_site  # noqa: E402
import policy  # noqa: E402

PYSCRIPT = ROOT / build_site.VENDOR / "pyscript"


class Links(HTMLParser):
    """Every ``<link>`` of a page, as its attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.links: list[dict] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag == "link":
            self.links.append(dict(attrs))


def preloads(rel: str) -> list[dict]:
    parser = Links()
    parser.feed((ROOT / "index.html").read_text())
    return [link for link in parser.links if link.get("rel") == rel]


def test_every_preloaded_file_is_part_of_the_site() -> None:
    build_site.build_package_zip(ROOT)
    files = build_site.site_files(ROOT)
    hrefs = [link["href"] for link in preloads("modulepreload") + preloads("preload")]
    assert hrefs and [href for href in hrefs if href not in files] == []


def test_the_main_thread_s_bytecode_and_configs_are_fetched_from_the_start() -> None:
    """And the list of valid words, which the main thread counts every game with before the
    engine has started. Fetched with ``fetch()``, so preloaded ``as="fetch"`` with
    ``crossorigin`` (else the browser would fetch each twice)."""
    fetched = {link["href"]: link for link in preloads("preload")}
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    wanted = {name.removeprefix("./") for name in config["files"]}
    wanted |= {"pyscript.toml", "engine.toml", "assets/vendor/micropython/micropython.wasm"}
    wanted |= {"assets/words/nyt.txt"}  # the valid words the first counts are made with
    assert set(fetched) == wanted
    assert all(link["as"] == "fetch" and "crossorigin" in link for link in fetched.values())


def test_pyscript_s_chunks_are_preloaded() -> None:
    """What core.js imports (a hashed name, which a new PyScript changes) is preloaded."""
    modules = {link["href"] for link in preloads("modulepreload")}
    core = (PYSCRIPT / "core.js").read_text()
    imported = set(re.findall(r'from\s*"\./([^"]+)"', core))
    assert imported and {f"assets/vendor/pyscript/{name}" for name in imported} <= modules
    assert "assets/vendor/micropython/micropython.mjs" in modules


def test_only_plugins_pyscript_has_are_turned_off_and_alike_for_both_interpreters() -> None:
    """MicroPython's config is pyscript.toml's; Pyodide's on the main thread (its script is a
    worker's, whose config is its own) is the page's ``<py-config>``."""
    core = next(PYSCRIPT.glob("core-*.js")).read_text()
    known = set(re.findall(r'"?([a-z-]+)"?:\(\)=>import\("\./', core))
    page = (ROOT / "index.html").read_text()
    py_config = json.loads(re.search(r"<py-config>(.*?)</py-config>", page, re.S)[1])
    off = tomllib.loads((ROOT / "pyscript.toml").read_text())["plugins"]
    assert py_config == {"plugins": off}
    assert {name.removeprefix("!") for name in off} == known - {"error"}  # its errors show
    assert "plugins" not in tomllib.loads((ROOT / "engine.toml").read_text())


def test_the_chunks_of_the_plugins_turned_off_are_not_precached() -> None:
    """pyscript.toml turns them off (and the page's <py-config> too): the page never loads
    them, so a first visit's precache leaves them out (the editor's CodeMirror, the terminal's
    xterm)."""
    off = tomllib.loads((ROOT / "pyscript.toml").read_text())["plugins"]
    assert sorted(name.removeprefix("!") for name in off) == sorted(build_site.PLUGINS_OFF)
    listed = [name for name, _ in build_site.precache_list(ROOT)]
    pyscript = [name for name in listed if name.startswith("assets/vendor/pyscript/")]
    assert "assets/vendor/pyscript/core.js" in pyscript
    assert not [name for name in pyscript if "codemirror" in name or "xterm" in name]
    assert not [name for name in pyscript if name.split("/")[-1].startswith("py-editor")]
    shipped = (ROOT / build_site.VENDOR / "pyscript").iterdir()  # for PyScript pages of its own
    assert any(path.name.startswith("py-editor") for path in shipped)


def test_the_policy_comes_before_any_script_and_allows_the_inline_ones_by_hash_alone() -> None:
    """GitHub Pages sends no header of ours: the policy is the head's meta tag, read before
    any script, and it is up to date (``build_site.py`` writes the hashes; commit them)."""
    page = (ROOT / "index.html").read_text()
    assert page.index('http-equiv="Content-Security-Policy"') < page.index("<script")
    assert policy.with_policy(page) == page, "run python3 scripts/build_site.py and commit"
    directives = dict(d.split(" ", 1) for d in policy.policy(page).split("; "))
    script_src = directives["script-src"].split()
    assert len([s for s in script_src if s.startswith("'sha256-")]) == 2  # the head's two
    assert "'unsafe-inline'" not in policy.policy(page) and "*" not in policy.policy(page)
    assert directives["object-src"] == directives["base-uri"] == "'none'"
    assert directives["default-src"] == "'none'"
    assert "style=" not in page  # style-src refuses style attributes


def test_docs_give_each_source_the_policy_allows_and_why() -> None:
    docs = (ROOT / "docs" / "page.md").read_text()
    for name, sources, why in policy.DIRECTIVES:
        assert f"| `{name}` | `{sources.replace('HASHES', '<hashes>')}` | {why} |" in docs
