"""``wordle share`` and the pasted forms every command takes (two runs, share texts)."""

import json

import pytest

from wordle.cli.main import main
from wordle.engine.links.reading import read_game_code
from wordle.engine.rules.notation import parse_steps

GAME = ["SMART=..a.t", "TABLE=ta...", "ATTIC=at..."]
ROWS = "⬛⬛🟨⬛🟨\n🟨🟨⬛⬛⬛\n🟨🟨⬛⬛⬛"
SHARE = "Wordle ?/6\n\n" + ROWS  # three rows, not solved: under way


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_share_prints_the_emoji_text_and_the_page_link(capsys):
    status, out, err = run(capsys, "share", *GAME)
    assert (status, err) == (0, "")
    assert out == f"{SHARE}\n\nindex.html#SMART=..a.t,TABLE=ta...,ATTIC=at...\n"


@pytest.mark.parametrize(
    "site", ["https://you.github.io/wordle/", "https://you.github.io/wordle/index.html"]
)
def test_a_site_given_makes_the_link_whole(capsys, site):
    status, out, _ = run(capsys, "share", "--site", site, *GAME)
    whole = "https://you.github.io/wordle/index.html#SMART=..a.t,TABLE=ta...,ATTIC=at..."
    assert status == 0 and out.endswith("\n\n" + whole + "\n")
    status, out, _ = run(capsys, "share", "--json", "--site", site, *GAME)
    assert json.loads(out)["link"] == whole


def test_a_spoiler_free_link_spells_no_guess_and_reads_back(capsys):
    status, out, _ = run(capsys, "share", "--spoiler-free", "--words", "nyt", *GAME)
    text, link = out.rstrip("\n").split("\n\n")[-2:]
    assert status == 0 and out.startswith(SHARE + "\n\n")
    assert link.startswith("index.html#g=") and link.endswith("&words=nyt&hide")
    code = link.removeprefix("index.html#g=").partition("&")[0]
    assert read_game_code(code) == parse_steps(" ".join(GAME))
    for guess in ("smart", "table", "attic"):
        assert guess not in link.lower()


def test_share_json(capsys):
    status, out, _ = run(capsys, "share", "--json", "--hard", *GAME)
    assert status == 0
    assert json.loads(out) == {
        "share": "Wordle ?/6*\n\n" + ROWS,
        "link": "index.html#SMART=..a.t,TABLE=ta...,ATTIC=at...&hard",
        "words": "answers",
        "hard": True,
        "spoiler_free": False,
    }


def test_the_hard_mode_mark_of_a_share_text_turns_hard_mode_on(capsys):
    status, out, _ = run(
        capsys, "share", "--json", "Wordle 1,234 X/6*\n" + ROWS, "smart table attic"
    )
    assert status == 0 and json.loads(out)["hard"] is True
    assert json.loads(out)["link"].endswith("&hard")
    status, out, _ = run(
        capsys, "best", "--json", "--top", "1", "Wordle 1 X/6*", "smart 🟨⬛🟩⬛⬛"
    )
    assert status == 0 and json.loads(out)["guesses"].endswith("(hard mode)")
    status, out, _ = run(capsys, "best", "--json", "--top", "1", "Wordle 1 X/6", "smart 🟨⬛🟩⬛⬛")
    assert status == 0 and "hard" not in json.loads(out)["guesses"]


@pytest.mark.parametrize(
    "argv",
    [
        ["SMARTTABLEATTIC", "BBYBYYYBBBYYBBB"],
        ["BBYBYYYBBBYYBBB", "SMARTTABLEATTIC"],
        ["SMARTTABLEATTIC BBYBY YYBBB YYBBB"],
        ["Wordle 1,234 X/6\n\n" + ROWS + "\n\nsmart table attic"],
        ["smart ⬛⬛🟨⬛🟨", "table 🟨🟨⬛⬛⬛", "attic 🟨🟨⬛⬛⬛"],
    ],
)
def test_every_command_takes_a_pasted_game(capsys, argv):
    assert run(capsys, *argv) == (0, "junta\nquota\n", "")
    status, out, _ = run(capsys, "share", *argv)
    assert status == 0 and out.endswith("#SMART=..a.t,TABLE=ta...,ATTIC=at...\n")


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["share"], "no game given"),
        (["share", "CHEST=c.X.."], "'CHEST=c.X..': tile 3 is 'X' but the guess has E"),
        (
            ["share", "Wordle 1,234 X/6\n\n" + ROWS],
            "'⬛⬛🟨⬛🟨 🟨🟨⬛⬛⬛ 🟨🟨⬛⬛⬛': the share text has 3 rows of tiles but no guess "
            "words; write its 3 guesses too, in order",
        ),
        (
            ["share", "SMARTTABLEATTIC", "BBYBYYYBBBYYBB"],
            "14 colours for 15 letters (3 guesses): guess 3 (ATTIC) has 4 of its 5 colours",
        ),
        (["SMARTTABLEATTIC", "BBYBYYYBXBYYBBB"], "guess 2 (TABLE): tile 4 is 'X'"),
        (["share", "SPEED=...e."], "step 1 tile 4: E is yellow at 4 after a grey E at 3"),
        (["share", "QQQQQ=QQQQQ"], "no valid word fits this game"),
        (["share", "--words", "allowed", *GAME], "invalid choice: 'allowed'"),
        (["share", *GAME * 3], "9 steps given; a game of Wordle has at most 6 guesses"),
        (["share", "--site", "you.github.io", *GAME], "--site 'you.github.io': give the page's"),
    ],
)
def test_bad_input_to_share_exits_2_with_one_line(capsys, argv, words):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("wordle: ")
    assert words in err
    assert "\\n" not in err
