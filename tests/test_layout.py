"""The package's three rooms keep to themselves: the engine imports neither the terminal nor the
page, only the page talks to the browser, and no module imports itself through others."""

import ast
import sys
from collections import Counter
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pytest

from wordle.engine.lists.names import NAMES

PACKAGE = Path(__file__).resolve().parents[1] / "wordle"
BROWSER = {"js", "jsffi", "polyscript", "pyodide", "pyscript"}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path) -> set[str]:
    """The absolute names of the modules one file imports (relative imports resolved)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            base = base[: len(base) - node.level + 1] if node.level else []
            module = ".".join([*base, node.module] if node.module else base)
            found.add(module)
            found |= {f"{module}.{alias.name}" for alias in node.names}
    return found


MODULES = {module_name(p): imports_of(p) for p in PACKAGE.rglob("*.py")}


def own(imports: set[str]) -> set[str]:
    return {name for name in imports if name in MODULES}


def room(module: str) -> str:
    return module.split(".")[1] if module.count(".") else "wordle"


def ancestors(module: str) -> set[str]:
    """The packages a module sits in: always imported before it, so never part of a cycle."""
    parts = module.split(".")
    return {".".join(parts[:i]) for i in range(1, len(parts) + 1)}


def test_no_import_cycles():
    graph = {module: own(imports) - ancestors(module) for module, imports in MODULES.items()}
    try:
        tuple(TopologicalSorter(graph).static_order())
    except CycleError as error:
        pytest.fail(f"import cycle: {' -> '.join(error.args[1])}")


@pytest.mark.parametrize("module", sorted(m for m in MODULES if room(m) == "engine"))
def test_the_engine_imports_only_itself_and_the_standard_library(module):
    imports = MODULES[module]
    assert not {room(m) for m in own(imports)} - {"engine"}, own(imports)
    assert not {name.split(".")[0] for name in imports} & BROWSER


@pytest.mark.parametrize("module", sorted(m for m in MODULES if room(m) == "cli"))
def test_the_terminal_never_imports_the_page(module):
    assert "page" not in {room(m) for m in own(MODULES[module])}
    assert not {name.split(".")[0] for name in MODULES[module]} & BROWSER


FRONT_ENDS = ("wordle.cli.", "wordle.page.worker.")  # the terminal, the page's worker
VOCABULARY = {  # the words every room shares: a front-end may use them beside the face
    "wordle.engine.rules.score",
    "wordle.engine.rules.notation",
    "wordle.engine.rules.pasted",
    "wordle.engine.lists.names",
}


@pytest.mark.parametrize("module", sorted(m for m in MODULES if m.startswith(FRONT_ENDS)))
def test_the_front_ends_reach_the_engine_only_through_its_face(module):
    """The terminal and the worker ask ``wordle`` (the face: `engine.jobs` and the results'
    types) and use the vocabulary; nothing deeper in the engine or the screenshot reader."""
    deeper = {m for m in own(MODULES[module]) if room(m) in {"engine", "reader"}} - VOCABULARY
    assert not deeper, f"{module} imports {sorted(deeper)}: ask the face (wordle/__init__.py)"


def test_the_face_offers_what_it_names():
    """``wordle.__all__`` is what the face exports, each name there, none twice, and each
    with the module it is imported from when first asked for."""
    import wordle

    assert len(set(wordle.__all__)) == len(wordle.__all__)
    assert set(wordle.HOME_OF) == set(wordle.__all__)
    assert all(hasattr(wordle, name) for name in wordle.__all__)


def test_the_face_imports_each_name_where_tools_see_it():
    """Each name the face offers comes by a real import in ``wordle/__init__.py`` (run when
    the name is first asked for), which the imports read here see, from the engine or the
    screenshot reader: the face's arrows into the rooms are checked like every other."""
    import wordle

    seen = {}  # name: the module it is imported from, as this file's imports are read
    for node in ast.walk(ast.parse((PACKAGE / "__init__.py").read_text())):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            home = f"wordle.{node.module}"
            seen |= {alias.name: home for alias in node.names}
    assert {*seen.values()} <= own(MODULES["wordle"])
    for name in wordle.__all__:
        assert name in seen, f"wordle/__init__.py offers {name} but imports it nowhere"
        assert room(seen[name]) in {"engine", "reader"}, (name, seen[name])
        assert getattr(wordle, name) is getattr(sys.modules[seen[name]], name), name


def test_only_the_page_talks_to_the_browser():
    talking = {m for m, imports in MODULES.items() if {i.split(".")[0] for i in imports} & BROWSER}
    assert talking
    assert {room(m) for m in talking} == {"page"}


def test_every_module_says_its_job():
    for path in PACKAGE.rglob("*.py"):
        docstring = ast.get_docstring(ast.parse(path.read_text()))
        if path.name != "__main__.py":
            assert docstring, f"{path.relative_to(PACKAGE.parent)} has no docstring"


MAIN = PACKAGE / "page" / "main"  # the main thread's modules that talk to the browser
SCREEN = PACKAGE / "page" / "screen"  # ...and those that do not (tested in CPython)
ON_MAIN = sorted([*MAIN.glob("*.py"), *SCREEN.glob("*.py")])
# what the main thread may use of MicroPython's own
MICROPYTHON = {"asyncio", "collections", "json", "math", "re", "time"}
# ...and of the browser: MicroPython's `js` and `jsffi`, polyscript's module (its `workers`);
# not PyScript's `pyscript` package, which its start no longer writes there (build_site.py's
# PACKAGE_AT_START)
MAIN_BROWSER = {"js", "jsffi", "polyscript"}


@pytest.mark.parametrize("path", ON_MAIN, ids=lambda p: p.parent.name + "/" + p.name)
def test_the_main_thread_imports_only_its_neighbours_and_the_browser(path):
    """MicroPython imports each module by its bare name from ``assets/main/``: the engine and
    the worker are not there."""
    neighbours = {p.stem for p in ON_MAIN} | SHARED  # shipped beside
    imports = imports_of(path)
    engine = {name for name in imports if name.startswith("wordle.")}
    tops = {name.split(".")[0] for name in imports - engine} - {""}
    allowed = neighbours | MAIN_BROWSER | MICROPYTHON
    assert tops <= allowed, tops - allowed
    assert own(engine) <= ENGINE_ON_MAIN, engine


@pytest.mark.parametrize("path", sorted(SCREEN.glob("*.py")), ids=lambda p: p.name)
def test_what_the_screen_holds_is_free_of_the_browser(path):
    """``page/screen`` imports neither the browser nor ``page/main``'s modules (which do)."""
    tops = {name.split(".")[0] for name in imports_of(path)}
    assert not tops & (BROWSER | {p.stem for p in MAIN.glob("*.py")}), tops


ENGINE_ON_MAIN = {  # shipped to the main thread
    "wordle.engine.rules.score",
    "wordle.engine.rules.fitting",
    "wordle.engine.links.codes",
    "wordle.engine.links.link",
    "wordle.engine.links.fragments",
    "wordle.engine.lists.names",
}
SHARED = {"protocol", "counts"}  # wordle/page/'s, shipped beside the main thread's


@pytest.mark.parametrize(
    "module", sorted(ENGINE_ON_MAIN | {f"wordle.page.{name}" for name in SHARED})
)
def test_what_the_main_thread_runs_of_the_rest_imports_what_micropython_has(module):
    """The engine's modules the main thread counts with, and the counts' HTML it shares with
    the worker, import nothing MicroPython lacks (no collections.abc, typing, dataclasses...;
    its `re` has what `fitting`'s sieve uses: test_early_micropython runs it;
    `counts` escapes HTML itself, and tries the protocol by the main thread's name)."""
    path = PACKAGE.parent / (module.replace(".", "/") + ".py")
    tree = ast.parse(path.read_text())
    outside = {
        a.name for node in ast.walk(tree) if isinstance(node, ast.Import) for a in node.names
    }
    outside |= {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and not n.level}
    outside = {name for name in outside if not name.startswith("wordle.")}
    assert outside <= {"math", "protocol", "re"}, outside  # none MicroPython lacks
    shipped = ENGINE_ON_MAIN | {"wordle.page.protocol"}  # shipped beside them
    assert own(imports_of(path)) <= shipped | {"wordle", "wordle.engine", "wordle.page"}


DECODER = "wordle.page.worker.screenshots"  # decodes a screenshot with the browser, in the worker


@pytest.mark.parametrize("module", sorted(m for m in MODULES if m.startswith("wordle.page.worker")))
def test_the_worker_never_touches_the_browser_or_the_main_thread(module):
    """Pure and tested in CPython, but for the one module that has the browser decode a
    picture (its calls, made from one function, are all Pyodide's ``js``)."""
    imports = MODULES[module]
    allowed = {"js", "pyodide"} if module == DECODER else set()
    assert not {name.split(".")[0] for name in imports} & BROWSER - allowed
    assert not [
        name for name in imports if name.startswith(("wordle.page.main", "wordle.page.screen"))
    ]


LONGEST_CLASS, LONGEST_FUNCTION = 250, 60


def too_long(path: Path) -> set[str]:
    """Each class over 250 lines and function over 60 in one file, named."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        is_class = isinstance(node, ast.ClassDef)
        if not is_class and not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        if node.end_lineno - node.lineno + 1 > (LONGEST_CLASS if is_class else LONGEST_FUNCTION):
            where = path.relative_to(PACKAGE.parent).as_posix()
            found.add(f"{where}: {'class' if is_class else 'def'} {node.name}")
    return found


def test_no_class_over_250_lines_and_no_function_over_60():
    found = set().union(*(too_long(path) for path in PACKAGE.rglob("*.py")))
    assert not found, f"split these: {sorted(found)}"


MOST_MODULES, LONGEST_MODULE = 12, 400


def test_no_folder_holds_over_12_modules_and_no_module_over_400_lines():
    """A folder a newcomer can take in at a glance, a module read in one sitting."""
    modules = [p for p in PACKAGE.rglob("*.py") if p.name != "__init__.py"]
    folders = Counter(p.parent.relative_to(PACKAGE.parent).as_posix() for p in modules)
    assert not {f: n for f, n in folders.items() if n > MOST_MODULES}
    lines = {
        p.relative_to(PACKAGE.parent).as_posix(): len(p.read_text().splitlines()) for p in modules
    }
    assert not {p: n for p, n in lines.items() if n > LONGEST_MODULE}


def test_the_reader_stands_beside_the_engine_which_reads_the_formats_both_front_ends_read():
    """The screenshot reader is a room of its own; a link's fragment and the history's file,
    which the page and the terminal both read, are the engine's, beside the link and the
    trends (their one reader each)."""
    assert {"wordle.reader.screenshot", "wordle.reader.locating", "wordle.reader.glyphs"} <= set(
        MODULES
    )
    assert {"wordle.engine.links.fragments", "wordle.engine.play.history"} <= set(MODULES)
    engine = {m.rpartition(".")[2] for m in MODULES if room(m) == "engine"}
    assert not engine & {"screenshot", "grid", "glyphs"}
    assert not {"wordle.page.fragments", "wordle.page.history"} & set(MODULES)


def spelled_lists(path: Path) -> bool:
    """Whether a module spells two or more of the lists' names together: in one tuple, list
    or set, or as a dict's keys (one name used, as ``word_list("nyt")``, is not a spelling of
    the lists)."""
    for node in ast.walk(ast.parse(path.read_text())):
        items = node.keys if isinstance(node, ast.Dict) else getattr(node, "elts", [])
        if not isinstance(node, ast.Dict | ast.Tuple | ast.List | ast.Set):
            continue
        named = {i.value for i in items if isinstance(i, ast.Constant) and i.value in NAMES}
        if len(named) >= 2:
            return True
    return False


def test_the_lists_names_are_spelled_once():
    """`lists/names` spells each list's name once; no other module lists them again (the
    protocol, the counts' labels, the trees' and tables' files name them through it)."""
    names = PACKAGE / "engine" / "lists" / "names.py"
    spelled = [
        c.value for c in ast.walk(ast.parse(names.read_text())) if isinstance(c, ast.Constant)
    ]
    assert sorted(v for v in spelled if v in NAMES) == sorted(NAMES)
    again = [p.relative_to(PACKAGE.parent).as_posix() for p in PACKAGE.rglob("*.py")]
    assert [p for p in again if spelled_lists(PACKAGE.parent / p)] == []


def test_no_module_file_name_repeats_within_the_package():
    """Issue 86: three ``play.py`` and two ``history.py`` hid which one a name meant; each
    module's file name is its own (``__init__.py`` and ``__main__.py`` aside)."""
    names = [p.name for p in PACKAGE.rglob("*.py") if p.name not in {"__init__.py", "__main__.py"}]
    assert not {n for n in names if names.count(n) > 1}
