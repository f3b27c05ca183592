"""Collection settings for the whole tree (pytest also runs the package's doctests)."""

import re
from pathlib import Path

collect_ignore = ["scripts", "bench", "node_modules", "assets"]

MAIN = Path(__file__).resolve().parent / "wordle" / "page" / "main"


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
