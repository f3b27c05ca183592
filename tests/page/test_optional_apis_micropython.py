"""The browser APIs some browsers lack, read as the page's main thread reads them (``dom``, shipped
as bytecode, under the vendored MicroPython in Node): in a browser with every one, in Safari (no
``scheduler``), in Chrome 94-128 and Firefox 101-141 (``scheduler`` without ``yield``) and in one
with none of them, the page gives way, copies, shares and asks for storage without raising.

Under MicroPython a bare read of a missing JavaScript property raises where JavaScript gives
``undefined``: ``window.scheduler`` stopped the whole page in Safari. The second test keeps the
optional APIs behind `dom.optional` in every main-thread module."""

import ast
import json
from pathlib import Path

import pytest
from under_micropython import run_all

ROOT = Path(__file__).resolve().parents[2]
MAIN = ROOT / "wordle/page/main"

# Each browser as the main thread meets it: `become(name)` makes it `window` and `document`.
# A call made on the wrong `this` throws, as the browser's own functions do.
BROWSERS = """
const calls = [];
const bound = (self, name, result) => function () {
  if (this !== self) throw new TypeError("Illegal invocation of " + name);
  calls.push(name);
  return result();
};
const elements = {};
const document = {
  getElementById: (id) => (elements[id] ??= { id, textContent: "", hidden: true }),
  title: "Wordle companion",
};
function navigatorWith(apis) {
  const navigator = {};
  if (apis.includes("clipboard")) {
    const clipboard = (navigator.clipboard = {});
    clipboard.writeText = bound(clipboard, "writeText", () => Promise.resolve());
  }
  if (apis.includes("serviceWorker")) navigator.serviceWorker = { controller: {} };
  if (apis.includes("storage")) {
    const storage = (navigator.storage = {});
    storage.persisted = bound(storage, "persisted", () => Promise.resolve(false));
    storage.persist = bound(storage, "persist", () => Promise.resolve(true));
  }
  return navigator;
}
function windowWith(apis) {
  const window = { navigator: navigatorWith(apis) };
  const scheduler = apis.includes("scheduler") ? (window.scheduler = { postTask() {} }) : null;
  if (apis.includes("yield")) scheduler.yield = bound(scheduler, "yield", () => Promise.resolve());
  window.companionSafe = { share: () => Promise.resolve("this browser has no share sheet") };
  return window;
}
const ALL = ["clipboard", "serviceWorker", "storage", "scheduler", "yield"];
const browsers = {
  "every API": ALL,
  "Safari (no scheduler)": ["clipboard", "serviceWorker", "storage"],
  "Chrome 94-128 (scheduler, no yield)": ["clipboard", "serviceWorker", "storage", "scheduler"],
  "none of them": [],
};
globalThis.become = (name) => {
  globalThis.window = windowWith(browsers[name]);
  globalThis.document = document;
};
globalThis.calls = () => calls.join(" ");
globalThis.said = (id) => document.getElementById(id).textContent;
"""

USING = """
import json
import js
js.become({name!r})
import dom

found = {{}}
await dom.give_way()
found["offline"] = dom.is_offline_ready()
dom.copy("https://example.test/#g=1", "Link", "note")
await dom.give_way()
found["copied"] = str(js.said("note"))
found["kept"] = await dom.storage_kept()
found["asked"] = await dom.storage_kept(ask=True)
found["calls"] = str(js.calls())
with open("/data/out", "w") as out:
    out.write(json.dumps(found))
"""

EXPECTED = {
    "every API": {
        "offline": True,
        "copied": "Link copied.",
        "kept": False,
        "asked": True,
        "calls": "yield writeText yield persisted persist",
    },
    "Safari (no scheduler)": {
        "offline": True,
        "copied": "Link copied.",
        "kept": False,
        "asked": True,
        "calls": "writeText persisted persist",
    },
    "Chrome 94-128 (scheduler, no yield)": {
        "offline": True,
        "copied": "Link copied.",
        "kept": False,
        "asked": True,
        "calls": "writeText persisted persist",
    },
    "none of them": {
        "offline": False,
        "copied": "Could not copy; here it is: https://example.test/#g=1",
        "kept": False,
        "asked": False,
        "calls": "",
    },
}


def test_the_main_thread_reads_optional_apis_safely_in_every_browser(tmp_path):
    runs = [(USING.format(name=name), {}) for name in EXPECTED]
    outputs = run_all(runs, tmp_path, prelude=BROWSERS)
    found = {name: json.loads(out) for name, out in zip(EXPECTED, outputs, strict=True)}
    assert found == EXPECTED


# What a browser may lack: in the main thread's modules, read only through `optional` (its name
# a string there, never an attribute read).
OPTIONAL = {"scheduler", "clipboard", "serviceWorker", "storage", "locks", "requestIdleCallback"}


def bare_reads(tree: ast.AST) -> list[str]:
    """Each attribute read of an optional API: ``window.scheduler``, ``navigator.share``."""
    return [
        f"line {node.lineno}: {ast.unparse(node)}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and (node.attr in OPTIONAL or (node.attr == "share" and "navigator" in ast.unparse(node)))
    ]


def test_the_check_finds_a_bare_read():
    code = "s = window.scheduler\nwindow.navigator.share(x)\nwindow.companionSafe.share(x)"
    assert bare_reads(ast.parse(code)) == [
        "line 1: window.scheduler",
        "line 2: window.navigator.share",
    ]


@pytest.mark.parametrize("module", sorted(MAIN.glob("*.py")), ids=lambda path: path.name)
def test_no_main_thread_module_reads_an_optional_api_bare(module):
    bare = bare_reads(ast.parse(module.read_text()))
    assert not bare, f"read these in {module.name} with dom.optional: {bare}"
