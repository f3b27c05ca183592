"""``wordle history FILE``: a file the page saved, added up as the page adds it up (the same
averages, last 14 days, streaks, distribution and first guesses), narrowed to a list and a
mode, and a file that is not one refused in one line (issue 85)."""

import html as html_text
import json
import re
import sys
from pathlib import Path

import pytest

from wordle.cli.main import main
from wordle.engine.links.link import fragment_of
from wordle.engine.rules.notation import Step
from wordle.engine.rules.score import feedback
from wordle.page.worker.history_card import history_answer

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from history_games import daily_entries

TODAY = "2026-12-07"


def entries() -> list[dict]:
    """400 days of daily games, and beside them what the page keeps apart: a game kept
    before luck was scored out of 99, another's game, a hidden one, one on the NYT's list."""

    def link(answer, *guesses, **flags):
        return fragment_of([Step(g, feedback(g, answer)) for g in guesses], **flags)

    def entry(day, link, mine=True, luck_score=60):
        return {"day": day, "link": link, "guesses": 2, "solved": True, "skill": 71.5,
                "luck": 0.2, "answer": "", "mine": mine, "luck_score": luck_score}  # fmt: skip

    odd = [
        entry("2025-02-05", link("woken", "crane", "woken"), luck_score=None),
        entry("2025-02-06", link("woken", "humid", "woken"), mine=False),
        entry("2025-02-07", link("woken", "pluck", "woken", hide=True)),
        entry("2025-02-08", link("woken", "slate", "woken", words="nyt")),
    ]
    return odd[::-1] + daily_entries(400)


@pytest.fixture(scope="module")
def saved(tmp_path_factory) -> tuple[Path, str]:
    """The games saved to a file by the page, and the page's history card for them."""
    stored = json.dumps(entries(), separators=(",", ":"))
    answer = history_answer({"stored": stored, "export": True}, TODAY)
    path = tmp_path_factory.mktemp("history") / "games.json"
    path.write_text(answer["file"])
    return path, history_answer({"stored": answer["store"].get("history", stored)}, TODAY)["html"]


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def numbers(text: str) -> list[str]:
    return re.findall(r"\d+(?:,\d{3})*(?:\.\d+)?", text)


def guesses(average) -> str:
    return "–" if average is None else f"{average:.2f}"  # none solved: a dash


def page_part(html: str, pattern: str) -> str:
    return html_text.unescape(re.sub(r"<[^>]+>", " ", re.search(pattern, html, re.S)[0]))


def test_the_terminal_and_the_page_agree_on_every_average(capsys, saved):
    path, html = saved
    status, out, err = run(capsys, "history", str(path), "--json")
    assert (status, err) == (0, "")
    said = json.loads(out)
    # the page's sentence: games, solved, guesses (solved games), skill, luck, unscored, since
    sentence = page_part(html, r'<p class="averages">.*?</p>')
    expected = [
        f"{said['played']:,}",
        f"{said['solved_games']:,}",
        f"{said['average_guesses']:.2f}",
    ]
    expected += [f"{said['skill']:.0f}", "99", f"{said['luck']:.0f}", "99"]
    assert numbers(sentence)[: len(expected)] == expected, sentence
    assert "(one reviewed before luck was scored" in sentence and said["unscored"] == 1
    recent = page_part(html, r'<p class="recent">.*?</p>')
    r = said["recent"]
    assert numbers(recent) == [
        "14",
        f"{r['played']}",
        f"{r['skill']:.0f}",
        "99",
        f"{r['luck']:.0f}",
        "99",
        f"{said['streak']}",
        f"{said['best_streak']}",
    ], recent
    shown = re.findall(r"<li>([1-6X]): (\d+)</li>", html)
    assert dict(shown) == {k: str(n) for k, n in said["distribution"].items()}
    rows = re.findall(r'<tr><th scope="row">([A-Z]+)</th><td>(\d+)</td><td>([\d.]+|–)</td>'
                      r"<td>(\d+)</td></tr>", html)  # fmt: skip
    assert rows == [
        (o["opener"].upper(), str(o["played"]), guesses(o["average_guesses"]), f"{o['skill']:.0f}")
        for o in said["openers"][: len(rows)]
    ]
    assert len(rows) == 8 and said["played"] == 404  # another's game kept: counted, not named
    kept = entries()  # and the numbers are the games' own, to two places
    solved, scored = (
        [e for e in kept if e["solved"]],
        [e for e in kept if e["luck_score"] is not None],
    )
    assert said["skill"] == round(sum(e["skill"] for e in kept) / len(kept), 2)
    assert said["average_guesses"] == round(sum(e["guesses"] for e in solved) / len(solved), 2)
    assert said["luck"] == round(sum(e["luck_score"] for e in scored) / len(scored), 2)


def test_the_text_says_what_the_page_says(capsys, saved):
    path, html = saved
    status, out, _ = run(capsys, "history", str(path))
    assert status == 0
    first, second = out.splitlines()[:2]
    assert first == page_part(html, r'<p class="averages">.*?</p>').strip()
    assert second == page_part(html, r'<p class="recent">.*?</p>').strip()
    assert "HUMID" not in out and "PLUCK" not in out  # another's opener, a hidden one
    assert re.search(r"^  X  █* +\d+$", out, re.M)


def test_the_games_are_narrowed_to_a_list_and_a_mode(capsys, saved):
    path, _ = saved
    games = {e["link"]: e for e in entries()}
    hard = sum("&hard" in link for link in games)
    nyt = sum("words=nyt" in link for link in games)
    counted = {}
    for flags in (["--hard"], ["--normal"], ["--words", "nyt"], ["--words", "answers", "--hard"]):
        status, out, _ = run(capsys, "history", str(path), "--json", *flags)
        counted[" ".join(flags)] = json.loads(out)["played"]
    assert counted["--hard"] == hard > 0 and nyt == 1
    assert counted["--normal"] == len(games) - hard
    assert counted["--words nyt"] == 1
    assert counted["--words answers --hard"] == hard  # the NYT's game is not hard
    status, out, _ = run(capsys, "history", str(path), "--words", "nyt-answers")
    assert (status, out) == (0, "No game kept (none of this list and mode).\n")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("not json", "not JSON"),
        ('{"format": "something else"}', "not a file of games this page exported"),
        ('{"format": "wordle-companion history", "version": 2, "games": []}', "newer version"),
        ('{"format": "wordle-companion history", "version": 1, "games": [{"day": 1}]}', "game 1"),
        ("[" * 100_000, "not JSON"),
        (" " * 1_600_000, "characters, more than"),
    ],
    ids=["damaged", "another format", "future version", "a bad game", "deep", "too large"],
)
def test_a_file_that_is_not_a_history_is_refused_in_one_line(capsys, tmp_path, text, said):
    path = tmp_path / "games.json"
    path.write_text(text)
    status, out, err = run(capsys, "history", str(path))
    assert (status, out) == (2, "")
    assert err.startswith(f"wordle: {path}: not a history file") and said in err, err
    assert err.count("\n") == 1


def test_a_file_not_there_is_named(capsys, tmp_path):
    status, _, err = run(capsys, "history", str(tmp_path / "gone.json"))
    assert status == 2 and "gone.json: cannot be read (FileNotFoundError)" in err
