import io
import subprocess
import sys

import pytest

from wordle.cli.main import main
from wordle.cli.terminal_game import letters_line
from wordle.engine.lists.words import word_list
from wordle.engine.play.game import challenge_code, read_challenge


def play(capsys, monkeypatch, guesses, *argv):
    monkeypatch.setattr(sys, "stdin", io.StringIO(guesses))
    status = main(["play", *argv])
    out, err = capsys.readouterr()
    return status, out.splitlines(), err.splitlines()


def test_a_won_game(capsys, monkeypatch):
    status, out, err = play(capsys, monkeypatch, "crane\nslate\nsalty\n", "--answer", "salty")
    assert status == 0 and err == []
    assert out[:7] == [
        "CRANE=..a..",
        "absent: CENR  present: A  correct: -",
        "SLATE=SlaT.",
        "absent: CENR  present: AL  correct: ST",
        "SALTY=SALTY",
        "absent: CENR  present: -  correct: ALSTY",
        "solved in 3/6",
    ]
    assert out[7].startswith("challenge code: ")


def test_a_lost_game_shows_the_answer(capsys, monkeypatch):
    guesses = "track\nsalty\nspeed\neerie\nfreed\ncrony\ncrane\n"
    status, out, err = play(capsys, monkeypatch, guesses, "--answer", "crane")
    rows = out[0:12:2]
    assert status == 1 and err == []
    assert rows == [
        "TRACK=.RAc.",
        "SALTY=.a...",
        "SPEED=..e..",
        "EERIE=..r.E",
        "FREED=.Re..",
        "CRONY=CR.N.",
    ]
    assert out[12] == "the answer was CRANE" and len(out) == 14  # the 7th line is not played


def test_end_of_input_mid_game(capsys, monkeypatch):
    status, out, err = play(capsys, monkeypatch, "track\n", "--answer", "crane")
    assert status == 1 and out[:3] == [
        "TRACK=.RAc.",
        "absent: KT  present: C  correct: AR",
        "the answer was CRANE",
    ]
    status, out, err = play(capsys, monkeypatch, "", "--answer", "crane")
    assert status == 1 and out[0] == "the answer was CRANE"


def test_invalid_guesses_use_no_round(capsys, monkeypatch):
    guesses = "xyzzy\ncr4ne\n\ncranes\ncrane\n"
    status, out, err = play(capsys, monkeypatch, guesses, "--answer", "crane")
    assert status == 0 and out[:1] == ["CRANE=CRANE"] and "solved in 1/6" in out
    assert err == [
        "wordle play: XYZZY: not in the word list (no round used)",
        "wordle play: CR4NE: a guess has only the letters a-z; found '4' (no round used)",
        "wordle play: CRANES: a guess has 5 letters; this has 6 (no round used)",
    ]


def test_hard_mode(capsys, monkeypatch):
    status, out, err = play(
        capsys, monkeypatch, "crane\nsloth\nfreed\n", "--answer", "freed", "--hard"
    )
    assert status == 0 and [out[0], out[2]] == ["CRANE=.R..e", "FREED=FREED"]
    assert err == [
        "wordle play: SLOTH: hard mode: 2nd letter must be R (step 1); must contain one E (step 1)"
        " (no round used)"
    ]


def test_the_seed_picks_the_answer_reproducibly(capsys, monkeypatch):
    first = play(capsys, monkeypatch, "", "--seed", "7")
    again = play(capsys, monkeypatch, "", "--seed", "7")
    other = play(capsys, monkeypatch, "", "--seed", "8")
    assert first == again and first[1][0].startswith("the answer was ")
    assert other[1][0] != first[1][0]
    status, out, _ = play(capsys, monkeypatch, "", "--seed", "7", "--words", "nyt-answers")
    assert out[0].removeprefix("the answer was ").lower() in word_list("nyt-answers")


def test_a_challenge_link_from_the_page_plays_its_answer(capsys, monkeypatch):
    code = challenge_code("moist", word_list("answers"))
    link = "https://example.org/wordle/index.html#play=" + code
    status, out, _ = play(capsys, monkeypatch, "moist\n", "--challenge", link)
    assert status == 0 and out[-2] == "solved in 1/6"


def test_a_challenge_code_plays_its_answer(capsys, monkeypatch):
    answers = word_list("nyt-answers")
    code = challenge_code("crane", answers)
    status, out, _ = play(capsys, monkeypatch, "crane\n", "--challenge", code.lower())
    assert status == 0 and out[0] == "CRANE=CRANE"
    assert out[-1] == f"challenge code: {code} (wordle play --challenge {code})"
    assert read_challenge(code).words == "nyt-answers"


def test_a_list_of_ones_own(capsys, monkeypatch, tmp_path):
    path = tmp_path / "mine.txt"
    path.write_text("zzzzz\nqqqqq\n")
    status, out, err = play(
        capsys, monkeypatch, "qqqqq\nzzzzz\n", "--words", str(path), "--answer", "zzzzz"
    )
    assert status == 0 and out[0] == "QQQQQ=....." and out[-1] == "solved in 2/6"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--answer", "xylyl"], "--answer 'xylyl': not in the answers list"),
        (["--answer", "cran"], "--answer 'cran': a word has 5 letters; this has 4"),
        (["--words", "bogus"], "--words 'bogus': not one of answers"),
        (["--seed", "x"], "argument --seed: expected a whole number, not 'x'"),
        (["--challenge", "ZZZZZ"], "--challenge: 'ZZZZZ' is not a challenge code"),
        (["--challenge", "AHJTX", "--answer", "crane"], "not allowed with argument"),
        (["crane"], "unrecognized arguments: crane"),
    ],
)
def test_bad_usage_is_one_line_and_exit_2(capsys, monkeypatch, argv, message):
    status, out, err = play(capsys, monkeypatch, "crane\n", *argv)
    assert status == 2 and out == [] and len(err) == 1
    assert err[0].startswith("wordle: ") and message in err[0]


def test_the_letter_tracker_in_colour():
    letters = {c: "unused" for c in "abcdefghijklmnopqrstuvwxyz"} | {"a": "correct", "b": "absent"}
    line = letters_line(letters, colour=True)
    assert line.startswith("\x1b[1;97;42mA\x1b[0m \x1b[90mB\x1b[0m C D ") and line.endswith(" Z")


def test_through_a_pipe():
    def run(stdin, *argv):
        return subprocess.run(
            [sys.executable, "-m", "wordle", "play", *argv],
            input=stdin,
            capture_output=True,
            text=True,
            check=False,
        )

    won = run("crane\nhello\nsalty\n", "--answer", "salty")
    assert (won.returncode, won.stderr) == (0, "")
    assert won.stdout.splitlines()[:7] == [
        "CRANE=..a..",
        "absent: CENR  present: A  correct: -",
        "HELLO=..L..",
        "absent: CEHNOR  present: A  correct: L",
        "SALTY=SALTY",
        "absent: CEHNOR  present: -  correct: ALSTY",
        "solved in 3/6",
    ]
    lost = run("hello\nxyzzy\n", "--answer", "salty")
    assert lost.returncode == 1 and lost.stdout.splitlines()[2] == "the answer was SALTY"
    assert "XYZZY: not in the word list (no round used)" in lost.stderr
    bad = run("", "--answer", "sal")
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr


def challenge_link(answer, beat=""):
    code = challenge_code(answer, word_list("answers"))
    return f"https://example.org/wordle/index.html#play={code}" + (f"&beat={beat}" if beat else "")


def test_the_page_result_link_carries_a_result_to_beat(capsys, monkeypatch):
    link = challenge_link("moist", beat="4")
    status, out, _ = play(capsys, monkeypatch, "moist\n", "--challenge", link)
    assert status == 0 and out[0] == "a challenge: your partner solved it in 4/6; beat that"
    assert out[-2] == "solved in 1/6. Your partner: 4/6. You win!"
    code = link.partition("#play=")[2]  # a code with its &beat, or the link %-encoded
    quoted = link.replace("&", "%26").replace("=", "%3D")
    for given in (code, quoted, link.replace("beat=4", "beat=x")):
        assert play(capsys, monkeypatch, "moist\n", "--challenge", given)[0] == 0


@pytest.mark.parametrize(
    ("given", "message"),
    [
        (challenge_link("moist", beat="9"), "&beat='9' is not a result; expected 1 to 6, or X"),
        (challenge_link("moist") + "&beat=", "&beat='' is not a result"),
        ("index.html#SMART=..a.t,TABLE=ta...&words=nyt", "not a challenge link"),
        ("index.html#play=", "'' is not a challenge code"),
        ("beat=4", "not a challenge link"),
        ("index.html#words=nyt&hard", "not a challenge link"),
    ],
)
def test_a_link_that_is_no_challenge_is_bad_usage(capsys, monkeypatch, given, message):
    status, out, err = play(capsys, monkeypatch, "moist\n", "--challenge", given)
    assert (status, out, len(err)) == (2, [], 1) and message in err[0]


def test_a_stream_that_never_ends_is_refused():
    with open("/dev/zero", "rb") as zeros:  # no newline, ever
        result = subprocess.run(
            [sys.executable, "-m", "wordle", "play", "--answer", "crane"],
            stdin=zeros,
            capture_output=True,
            timeout=20,
            check=False,
        )
    assert result.returncode == 2 and result.stdout == b""
    assert result.stderr == (
        b"wordle: stdin: a line longer than 100 characters; a guess is one word a line\n"
    )


@pytest.mark.parametrize("line", ["xyzzy\n", "\n", "\x00\n"])
def test_endless_lines_that_use_no_round_are_refused(capsys, monkeypatch, line):
    status, out, err = play(capsys, monkeypatch, line * 10_000, "--answer", "crane")
    assert status == 2 and out == []
    assert err[-1] == "wordle: stdin: 100 lines that are not guesses; stopping (one guess a line)"
    assert len(err) <= 101


def test_bytes_that_are_not_utf8_are_a_rejected_guess():
    result = subprocess.run(
        [sys.executable, "-m", "wordle", "play", "--answer", "crane"],
        input=b"\xff\xfecrane\ncrane\n",
        capture_output=True,
        timeout=20,
        check=False,
    )
    assert result.returncode == 0 and b"solved in 1/6" in result.stdout
    assert b"(no round used)" in result.stderr and b"internal error" not in result.stderr


def test_a_rejected_guess_is_echoed_without_control_characters(capsys, monkeypatch):
    status, out, err = play(
        capsys, monkeypatch, "cr\x1b[2J\x07\u202ene\ncrane\n", "--answer", "crane"
    )
    assert status == 0 and len(err) == 1
    assert err[0].startswith("wordle play: CR\\x1b[2J\\x07\\u202eNE: a guess has only")
    assert not any(c in err[0] for c in "\x1b\x07\u202e")


def test_a_list_file_named_like_a_shipped_list_gets_no_challenge_code(
    capsys, monkeypatch, tmp_path
):
    (tmp_path / "answers").write_text("zzzzz\nqqqqq\n")
    argv = ("--words", str(tmp_path / "answers"), "--answer", "zzzzz")
    status, out, _ = play(capsys, monkeypatch, "zzzzz\n", *argv)
    assert status == 0 and out[-1] == "solved in 1/6"  # a code would name the shipped list


@pytest.mark.parametrize("seed", ["\u0663", "1e3", ""])
def test_the_seed_is_ascii_digits(capsys, monkeypatch, seed):
    status, out, err = play(capsys, monkeypatch, "", "--seed", seed)
    assert status == 2 and "argument --seed: expected a whole number" in err[0]
