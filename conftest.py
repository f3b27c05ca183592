"""Collection settings for the whole tree (pytest also runs the package's doctests)."""

import re
import sys
from pathlib import Path

collect_ignore = ["scripts", "bench", "node_modules", "assets"]

MAIN = Path(__file__).resolve().parent / "wordle" / "page" / "main"

# The main thread's modules import their neighbours and the protocol by bare name, as MicroPython
# does from assets/main/: CPython finds them the same way (``from state import State``).
sys.path[:0] = [str(MAIN), str(MAIN.parent)]


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
