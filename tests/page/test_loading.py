"""The page's modules load a slice at a time (``wordle/page/main/loading.py``): its `ORDER` is
every main-thread module the build ships, each after those of them it imports, so that no
import in a slice pulls in the rest (one long task again)."""

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import build_site  # noqa: E402

LOADING = ROOT / "wordle" / "page" / "main" / "loading.py"


def order() -> list[str]:
    """`loading.ORDER`, read from its source (the module runs in the browser only)."""
    tree = ast.parse(LOADING.read_text())
    assigned = next(
        node for node in tree.body if isinstance(node, ast.Assign) and node.targets[0].id == "ORDER"
    )
    return list(ast.literal_eval(assigned.value))


def shipped_modules() -> dict[str, Path]:
    """The main-thread modules the build ships, by the name they are imported by."""
    files = build_site.main_thread_files(ROOT)
    return {name.removesuffix(".mpy").replace("/", "."): path for name, path in files.items()}


def imports_of(path: Path) -> set[str]:
    """The modules a file imports (``import a`` and ``from a import b``), by name."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_every_module_the_page_ships_is_loaded_in_order():
    assert sorted(order()) == sorted(set(shipped_modules()) - {"loading"})


def test_each_module_loads_after_the_page_s_modules_it_imports():
    modules, loaded = shipped_modules(), []
    for name in order():
        early = imports_of(modules[name]) & set(modules)
        assert early <= set(loaded), (name, early - set(loaded))
        loaded.append(name)
