"""The README as a front door and the documents behind it: the README short, with its two
set-up commands near its top; every relative link of the README and of docs/ leading to a file
(and to a heading there); every command of ``wordle`` with its section in docs/cli.md; and every
``wordle`` example shown with its output printing that output."""

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from wordle.cli.main import commands, main

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
CLI_DOC = ROOT / "docs" / "cli.md"
DOCUMENTS = [README, *sorted((ROOT / "docs").glob("*.md"))]
WITH_EXAMPLES = [README, CLI_DOC]  # their ```console blocks are run

MOST_WORDS, MOST_LINES, MOST_IN_A_PARAGRAPH = 1_500, 200, 120
SET_UP = ("python3 scripts/serve.py", "bash scripts/test.sh")
SET_UP_WITHIN = 60  # lines
FULL_ONLY = {"review"}  # seconds an example: checked in the full run alone
NEEDS = {"read": "PIL"}  # the optional extra an example's command needs

FENCE = re.compile(r"^```(\w*)\n(.*?)^```$", re.S | re.M)
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
SCHEME = re.compile(r"[a-z][a-z0-9+.-]*:", re.I)


def prose(text: str) -> str:
    """The text outside its code blocks (each block left as a blank line)."""
    return FENCE.sub("\n", text)


def paragraphs(text: str) -> list[str]:
    return [p for p in re.split(r"\n\s*\n", prose(text)) if p.strip()]


def headings(text: str) -> list[str]:
    return re.findall(r"^#{1,6} +(.+?) *$", prose(text), re.M)


def anchors(path: Path) -> set[str]:
    """The anchors GitHub gives the headings of a Markdown file."""
    found, seen = set(), {}
    for heading in headings(path.read_text(encoding="utf-8")):
        slug = re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        found.add(f"{slug}-{count}" if count else slug)
    return found


# --- the README ------------------------------------------------------------------------


def test_the_readme_is_short():
    text = README.read_text(encoding="utf-8")
    assert len(text.split()) <= MOST_WORDS
    assert len(text.splitlines()) <= MOST_LINES
    long = [p[:60] for p in paragraphs(text) if len(p.split()) > MOST_IN_A_PARAGRAPH]
    assert not long, f"paragraphs over {MOST_IN_A_PARAGRAPH} words: {long}"


def test_the_readme_gives_its_two_commands_near_its_top():
    text = README.read_text(encoding="utf-8")
    for block in FENCE.finditer(text):
        last_line = text.count("\n", 0, block.end()) + 1
        lines = [line.strip() for line in block[2].splitlines()]
        gives = all(any(line.startswith(c) for line in lines) for c in SET_UP)
        if block[1] == "sh" and last_line <= SET_UP_WITHIN and gives:
            return
    pytest.fail(f"no ```sh block with {' and '.join(SET_UP)} in the first {SET_UP_WITHIN} lines")


# --- links ---------------------------------------------------------------------------------


def relative_links(path: Path) -> list[str]:
    text = re.sub(r"`[^`\n]*`", "", prose(path.read_text(encoding="utf-8")))
    return [target for target in LINK.findall(text) if not SCHEME.match(target)]


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_leads_to_a_file_and_a_heading(path):
    links = relative_links(path)
    for target in links:
        name, _, anchor = target.partition("#")
        linked = (path.parent / name).resolve() if name else path
        assert linked.is_file() and linked.is_relative_to(ROOT), f"{target}: no such file"
        if anchor and linked.suffix == ".md":
            assert anchor in anchors(linked), f"{target}: no such heading"
    if path == README:
        linked = {Path(target.partition("#")[0]).name for target in links}
        assert linked >= {doc.name for doc in DOCUMENTS[1:]}, "a link to each document"


# --- the commands --------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(commands()))
def test_every_command_has_its_section_in_the_cli_doc(name):
    titles = headings(CLI_DOC.read_text(encoding="utf-8"))
    assert any(re.search(rf"`wordle {name}`", title) for title in titles), name


def examples(path: Path) -> list[tuple[str, str]]:
    """Each ``$ command`` of the file's ```console blocks, with the lines shown after it."""
    found = []
    for kind, body in FENCE.findall(path.read_text(encoding="utf-8")):
        if kind != "console":
            continue
        for example in re.split(r"^\$ ", body, flags=re.M)[1:]:
            command, _, shown = example.partition("\n")
            found.append((command, shown))
    return found


EXAMPLES = [(path, *example) for path in WITH_EXAMPLES for example in examples(path)]


def words_of(command: str) -> list[str]:
    """The command's words, up to a comment; its operators (``|``, ``$(``) as words."""
    lexer = shlex.shlex(command, posix=True, punctuation_chars=True)
    lexer.whitespace_split, lexer.commenters = True, ""
    words = list(lexer)
    comment = next((i for i, word in enumerate(words) if word.startswith("#")), len(words))
    return words[:comment]


def printed(command: str, capsys) -> str:
    """What the command prints, stdout then stderr: run in this process when it is one plain
    ``wordle``, else by bash with ``wordle`` as ``python -m wordle`` from this checkout."""
    words = words_of(command)
    if words[0] == "wordle" and not any(set(word) <= set("|&;<>()$") for word in words):
        main(words[1:])
        out, err = capsys.readouterr()
        return out + err
    wordle = f'wordle() {{ {shlex.quote(sys.executable)} -m wordle "$@"; }}; '
    environment = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run(
        ["bash", "-c", wordle + command],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        check=False,
    )
    return done.stdout + done.stderr


def example(path: Path, command: str, shown: str):
    """An example as a test case: under --full alone if its command takes seconds."""
    words = words_of(command)
    name = words[words.index("wordle") + 1] if "wordle" in words else ""
    marks = [pytest.mark.full] if name in FULL_ONLY else []
    return pytest.param(path, command, shown, marks=marks, id=f"{path.name}: {command}")


@pytest.mark.parametrize(("path", "command", "shown"), [example(*e) for e in EXAMPLES])
def test_every_example_prints_what_it_shows(path, command, shown, capsys):
    words = words_of(command)
    assert "wordle" in words, "a console example runs wordle"
    name = words[words.index("wordle") + 1]
    if name in NEEDS:
        pytest.importorskip(NEEDS[name])
    assert printed(command, capsys) == shown


def test_the_readme_shows_examples_with_their_output():
    assert [command for path, command, shown in EXAMPLES if path == README and shown]
