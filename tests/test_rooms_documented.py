"""docs/architecture.md names each module where it introduces the module's folder, and each
module it names there is in that folder: the engine's rooms and face in its table, every other
folder in the paragraph that opens with the folder's path (and the list after it). The table
lists the engine's rooms in their order, lowest first, and no room imports one after it."""

import itertools
import re
from pathlib import Path

import pytest
from test_layout import MODULES, ancestors, own

ROOT = Path(__file__).resolve().parents[1]
PACKAGE, DOC = ROOT / "wordle", ROOT / "docs" / "architecture.md"
ENGINE = PACKAGE / "engine"
NOT_MODULES = {"__init__.py", "__main__.py"}

# The engine's rooms, lowest first: each imports only those before it (the table's order).
ORDER = ("rules", "lists", "answers", "search", "review", "links", "play")
FACE = "face"  # the table's last row: the modules directly in wordle/engine/, over every room

CODE = re.compile(r"`([^`\n]+)`")
MODULE = re.compile(r"\w+\.py")  # a module named bare: a path (`scripts/make_glyphs.py`) is not


def folder_of(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def modules_in(folder: Path) -> set[str]:
    return {p.name for p in folder.glob("*.py")} - NOT_MODULES


TREE = {folder_of(i.parent): modules_in(i.parent) for i in PACKAGE.rglob("__init__.py")}
# every folder holding a module, and the engine's rooms and face even while empty
ROOMS = sorted(f for f, modules in TREE.items() if modules or f.startswith(folder_of(ENGINE)))


def named(text: str) -> set[str]:
    """The modules a stretch of the docs names bare, in backticks: ``score.py``."""
    return {code for code in CODE.findall(text) if MODULE.fullmatch(code)}


def section(text: str, heading: str) -> str:
    """The text under a heading, up to the next heading."""
    found = re.search(rf"^#+ {re.escape(heading)}\n(.*?)(?=^#|\Z)", text, re.M | re.S)
    assert found, f"docs/architecture.md has no heading {heading!r}"
    return found[1]


def table(text: str) -> list[tuple[str, str]]:
    """The engine's table, row by row: its folder (``wordle/engine/rules``) and modules' cell."""
    lines = [line for line in section(text, "The engine").splitlines() if line.startswith("|")]
    rows = [[cell.strip() for cell in line.split("|")[1:-1]] for line in lines]
    assert rows and rows[0][:2] == ["room", "modules"], "no room table under ## The engine"
    return [(table_folder(row[0]), row[1]) for row in rows[2:]]


def table_folder(cell: str) -> str:
    room = re.fullmatch(rf"`(\w+)/`|{FACE}", cell)
    assert room, f"the engine's table: {cell!r} is neither `ROOM/` nor {FACE}"
    return folder_of(ENGINE / room[1]) if room[1] else folder_of(ENGINE)


def passage(text: str, folder: str) -> str:
    """The one paragraph that opens with the folder's path in backticks, and the list after it."""
    paragraphs = re.split(r"\n\s*\n", text)
    opening = [i for i, p in enumerate(paragraphs) if p.startswith(f"`{folder}/`")]
    assert len(opening) == 1, f"{len(opening)} paragraphs open with `{folder}/`, not one"
    listed = itertools.takewhile(lambda p: p.startswith("- "), paragraphs[opening[0] + 1 :])
    return "\n".join([paragraphs[opening[0]], *listed])


def documented(folder: str) -> set[str]:
    """The modules docs/architecture.md names for a folder: its table row or its passage."""
    text = DOC.read_text(encoding="utf-8")
    if folder.startswith(folder_of(ENGINE)):
        cells = [cell for row, cell in table(text) if row == folder]
        assert len(cells) == 1, f"{len(cells)} rows of the engine's table for {folder}/, not one"
        return named(cells[0])
    return named(passage(text, folder))


@pytest.mark.parametrize("folder", ROOMS)
def test_every_module_is_named_where_its_folder_is_introduced(folder):
    unnamed = TREE[folder] - documented(folder)
    assert not unnamed, f"{folder}/: docs/architecture.md never names {sorted(unnamed)}"


@pytest.mark.parametrize("folder", ROOMS)
def test_every_module_named_is_in_its_folder(folder):
    missing = documented(folder) - TREE[folder]
    assert not missing, f"{folder}/: docs/architecture.md names {sorted(missing)}, not there"


def test_the_order_holds_every_room():
    rooms = {p.name for p in ENGINE.iterdir() if (p / "__init__.py").is_file()}
    assert sorted(ORDER) == sorted(rooms)


def test_the_table_lists_the_rooms_in_their_order_then_the_face():
    folders = [folder for folder, _ in table(DOC.read_text(encoding="utf-8"))]
    assert folders == [*(folder_of(ENGINE / room) for room in ORDER), folder_of(ENGINE)]


def level(module: str) -> int:
    """A module's place in the engine's order: its room's, or the face's over every room."""
    parts = module.split(".")
    inside_a_room = len(parts) > 2 and (ENGINE / parts[2]).is_dir()
    return ORDER.index(parts[2]) if inside_a_room else len(ORDER)


def upward(module: str) -> list[str]:
    """The engine's modules one module imports from a room after its own, or from the face."""
    engine = {m for m in own(MODULES[module]) - ancestors(module) if m.startswith("wordle.engine.")}
    return sorted(m for m in engine if level(m) > level(module))


@pytest.mark.parametrize("room", ORDER)
def test_no_room_imports_a_room_after_it(room):
    inside = sorted(m for m in MODULES if m.split(".")[:3] == ["wordle", "engine", room])
    assert inside, f"no modules in wordle/engine/{room}/"
    found = [f"{module} imports {name}" for module in inside for name in upward(module)]
    assert not found, f"{room}/ comes before these in {ORDER} + the face: {found}"
