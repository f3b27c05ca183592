"""The commands' JSON against docs/json.md: every key printed is documented under its
command, and a key has one type wherever it appears (``candidates`` was a list in one command
and a count in another)."""

import json
import re
from pathlib import Path

import pytest

from wordle.cli.main import main

DOC = Path(__file__).resolve().parents[2] / "docs" / "json.md"
SAMPLES = {  # games that fill every list, deductions and hard-mode breaks among them
    "solve": ["--words", "nyt", "PLANK=...n.", "TENOR=TEN..", "TENET=TEN.t"],
    "best": ["best", "CRANE=..a..", "--top", "3"],
    "bot": ["bot", "ocean"],
    "bot --all": ["bot", "--all"],
    "review": ["review", "--hard", "SALET=.a.e.", "CHEST=c.E..", "OCEAN=OCEAN"],
    "share": ["share", "SMART=..a.t", "TABLE=ta..."],
    "history": ["history", str(Path(__file__).with_name("history-sample.json"))],
}
KNOWN_CLASHES = {"bot"}  # review's step's guess and its whole game: see docs/json.md
KEYED_BY = {
    "games": "ANSWER",
    "distribution": "N",
}  # (history's: "1" to "6" and "X")  # maps whose keys are data, not names


def printed(capsys, command: str) -> dict:
    assert main([*SAMPLES[command], "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def kind(value) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    return {str: "string", list: "array", dict: "object", type(None): "null"}[type(value)]


def keys_of(value, path: str = "") -> dict[str, set[str]]:
    """Each key's path (``steps[].guess``; a letter's key is ``LETTER``, an answer's in
    ``games`` is ``ANSWER``) and its kinds."""
    found: dict[str, set[str]] = {}

    def walk(value, path):
        if path and not path.endswith("[]"):  # an item's kind is its list's
            found.setdefault(path, set()).add(kind(value))
        if isinstance(value, dict):
            for key, item in value.items():
                name = "LETTER" if re.fullmatch("[a-z]", key) else KEYED_BY.get(path, key)
                walk(item, f"{path}.{name}" if path else name)
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, dict):
                    walk(item, f"{path}[]")

    walk(value, path)
    return found


def documented(command: str) -> set[str]:
    """The keys docs/json.md lists under the command's heading."""
    sections = re.split(r"^## ", DOC.read_text(), flags=re.M)
    (section,) = [s for s in sections if heading_command(s) == command]
    return set(re.findall(r"^\| `([^`]+)` \|", section, flags=re.M))


def heading_command(section: str) -> str:
    """The command a section of docs/json.md is for: ``wordle [solve] STEP... --json`` is
    for solve, ``wordle bot --all --json`` for bot --all."""
    heading = section.partition("`")[2].partition("`")[0].split()[1:]
    return " ".join(w.strip("[]") for w in heading if w != "--json" and not w[:1].isupper())


@pytest.mark.parametrize("command", SAMPLES)
def test_every_key_printed_is_documented_and_no_more(capsys, command):
    assert set(keys_of(printed(capsys, command))) == documented(command)


def test_a_key_has_one_type_in_every_command(capsys):
    kinds: dict[str, set[str]] = {}
    for command in SAMPLES:
        for path, found in keys_of(printed(capsys, command)).items():
            kinds.setdefault(path.rsplit(".", 1)[-1].removesuffix("[]"), set()).update(found)
    clashes = {key: k - {"null"} for key, k in kinds.items() if len(k - {"null"}) > 1}
    assert set(clashes) == KNOWN_CLASHES, clashes


def test_counts_and_lists_keep_their_names(capsys):
    solve, best = printed(capsys, "solve"), printed(capsys, "best")
    assert isinstance(solve["candidates"], list) and "candidates" not in best
    assert best["remaining"] == 134 and solve["steps"][-1]["remaining"] == len(solve["candidates"])
    assert "bits" not in solve["steps"][0] and solve["steps"][0]["gained"] > 0
