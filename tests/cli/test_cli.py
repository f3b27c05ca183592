import json
import os
import random
import re
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given
from hypothesis import strategies as st

from wordle.cli.main import main
from wordle.engine.answers.candidates import plain_candidates
from wordle.engine.answers.likelihood import likelihood
from wordle.engine.answers.pool import opening_pool
from wordle.engine.lists.words import word_list
from wordle.engine.review.analysis import analyse
from wordle.engine.rules.pasted import parse_game
from wordle.engine.rules.score import colours, feedback
from wordle.engine.search.suggest import evaluate

from sizes import examples


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_candidates_one_per_line(capsys):
    assert run(capsys, "JUDGE=....e", "CHEST=c.E..", "WRECK=..Ec.") == (0, "ocean\n", "")


def test_solve_is_the_default_command(capsys):
    assert run(capsys, "solve", "JUDGE=....e", "CHEST=c.E..", "WRECK=..Ec.")[1] == "ocean\n"


def test_words_allowed(capsys):
    status, out, _ = run(capsys, "--words", "allowed", "JUDGE=....e", "CHEST=c.E..", "WRECK=..Ec.")
    assert out.split() == ["ocean", "oleic", "ileac"]  # most likely first


def test_words_are_listed_most_likely_first(capsys):
    words = main_words(capsys, "CRANE=.....")
    assert words == likelihood().most_likely_first(words) != sorted(words)
    assert words[0] in word_list("answers")
    assert len(words) == len(plain_candidates(parse_game("CRANE=....."), word_list("answers")))


def test_digits_and_letters_and_constraints(capsys):
    status, out, err = run(capsys, "--words", "allowed", "bless,00112", "fuses,10112")
    assert status == 0 and out.split() and all(w[4] == "s" for w in out.split())
    status, out, _ = run(capsys, "--letters", "SMARTTABLEATTIC", "--colors", "BBYBYYYBBBYYBBB")
    assert status == 0 and out.split() == ["junta", "quota"]
    status, out, _ = run(capsys, "-g", "..t..", "-y", "a2", "-b", "irepch", "--words", "allowed")
    assert "total" in out.split() and all(w[2] == "t" for w in out.split())


def test_emoji_steps_split_over_arguments(capsys):
    status, out, _ = run(capsys, "smart", "🟨⬛🟩⬛⬛")
    assert status == 0 and all(w[2] == "a" and "s" in w for w in out.split())


def test_verbose_shows_knowledge_and_steps(capsys):
    status, out, _ = run(
        capsys, "-v", "PLANK=...n.", "TENOR=TEN..", "TENET=TEN.t", "--words", "nyt"
    )
    assert "reasoned:  T at 4" in out
    assert "counts:    exactly one E, at least one N, at least two Ts" in out
    assert " 1  PLANK=...n.  14,855     968      13,887     968   3.94" in out
    assert "\n3 possible answers in the nyt list, most likely first:\ntenth\n" in out
    out = run(capsys, "-v", "SMART=..a.t", "TABLE=ta...", "ATTIC=at...")[1]
    assert "\n2 possible answers in the answers list (3 other valid words fit)," in out


def test_explain(capsys):
    status, out, _ = run(
        capsys,
        "THIEF=...e.",
        "BLADE=....E",
        "GROVE=.ro.E",
        "--explain",
        "romeo",
        "prose",
        "store",
        "mural",
        "rouse",
    )
    lines = out.splitlines()
    assert status == 0 and len(lines) == 5
    assert lines[0].endswith("needs E at 5; has E at 4 where E is excluded")
    assert lines[4] == "rouse: possible: fits all 3 steps"


def test_explain_before_the_steps(capsys):
    status, out, _ = run(capsys, "--explain", "ocean", "JUDGE=....e", "CHEST=c.E..")
    assert out == "ocean: possible: fits all 2 steps\n"


def test_columns(capsys):
    status, out, _ = run(capsys, "--columns", "CRANE=.....")
    lines = out.splitlines()
    assert len(lines) < 100 and max(map(len, lines)) <= 80
    assert sorted(out.split()) == sorted(main_words(capsys, "CRANE=....."))


def main_words(capsys, *argv):
    return run(capsys, *argv)[1].split()


def test_json(capsys):
    status, out, _ = run(capsys, "--json", "JUDGE=....e", "CHEST=c.E..", "WRECK=..Ec.")
    data = json.loads(out)
    assert data["words"] == "answers"
    assert data["candidates"] == ["ocean"]
    assert [s["guess"] for s in data["steps"]] == ["judge", "chest", "wreck"]
    assert data["steps"][1]["pattern"] == "YBGBB"
    assert data["steps"][2]["remaining"] == 1
    first = data["steps"][0]
    assert first["eliminated"] == 2315 - first["remaining"]
    assert first["gained"] == pytest.approx(__import__("math").log2(2315 / first["remaining"]))
    assert data["knowledge"]["positions"][2]["letter"] == "e"


def test_no_listed_word_fits_lists_the_valid_words_that_do(capsys):
    status, out, err = run(capsys, "SABER=...er", "REFIT=re.it", "TRITE=.RITE", "WRITE=.RITE")
    assert (status, out) == (0, "urite\n")
    assert (
        err
        == "wordle: no word in the answers list fits; this valid word does (most likely first)\n"
    )
    status, out, err = run(capsys, "BLESS=..esS", "FUSES=f.seS")
    assert status == 0 and out.split() == ["serfs", "seifs"]
    assert "these 2 valid words do" in err


def test_an_answer_beyond_the_list_is_solved_not_contradictory(capsys):
    status, out, err = run(capsys, "-v", "BLUSH=.....", "KAZOO=KAZOO")
    assert status == 0 and out.endswith("\nkazoo\n")
    row = out.splitlines()[-4].split()
    assert row[:5] == ["2", "KAZOO=KAZOO", "654", "0", "654"] and row[5] == "1"
    data = json.loads(run(capsys, "--json", "BLUSH=.....", "KAZOO=KAZOO")[1])
    assert (data["candidates"], data["valid_words"], data["off_list"]) == ([], ["kazoo"], True)
    assert [(s["remaining"], s["valid"]) for s in data["steps"]] == [(654, 3570), (0, 1)]


def test_a_game_no_valid_word_fits_is_bad_input_naming_the_step(capsys):
    status, out, err = run(capsys, "CRANE=.....", "XYLYL=XYLY.")
    assert (status, out) == (2, "")
    assert err == (
        "wordle: no valid word fits this game: none is left after step 2 (XYLYL 🟩🟩🟩🟩⬜); "
        "check that step's colours\n"
    )


def test_an_unknown_guess_word_is_allowed_with_a_warning(capsys):
    status, out, err = run(capsys, "XYZZY=.....")
    assert status == 0 and out
    assert err == "wordle: warning: step 1: XYZZY is not in the NYT word list; using it anyway\n"


def test_colour_tiles_only_in_a_terminal(capsys, monkeypatch):
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True, raising=False)
    monkeypatch.delenv("NO_COLOR", raising=False)
    status, out, _ = run(capsys, "-v", "CHEST=c.E..")
    assert "\x1b[" in out
    monkeypatch.setenv("NO_COLOR", "1")
    status, out, _ = run(capsys, "-v", "CHEST=c.E..")
    assert "\x1b[" not in out and "CHEST=c.E.." in out


def test_only_a_no_color_with_a_value_turns_colour_off(capsys, monkeypatch):
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True, raising=False)
    monkeypatch.setenv("NO_COLOR", "")  # no-color.org: set but empty is not set
    assert "\x1b[" in run(capsys, "-v", "CHEST=c.E..")[1]
    assert "\x1b[" in run(capsys, "bot", "ocean")[1]
    monkeypatch.setenv("NO_COLOR", "0")  # any value, even 0
    assert "\x1b[" not in run(capsys, "-v", "CHEST=c.E..")[1]
    assert "\x1b[" not in run(capsys, "bot", "ocean")[1]


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["CHES=....."], "'CHES': a word has 5 letters; this has 4"),
        (["CH3ST=....."], "'CH3ST': a word has only the letters a-z"),
        (["CHEST=c.X.."], "'CHEST=c.X..': tile 3 is 'X' but the guess has E there"),
        (["crane:BBQBB"], "'crane:BBQBB': tile 3 is 'Q'"),
        (["CHEST"], "'CHEST': a guess needs its colours"),
        ([], "no game given"),
        (["--letters", "SMARTTABLE", "--colors", "BBYBY"], "5 colours for 10 letters"),
        (["--letters", "SMART"], "--letters and --colors go together"),
        (["-y", "a7"], "'a7': position 7 is out of 1..5"),
        (["--words", "/no/such/list", "CRANE=....."], "cannot read it as a file"),
        (["--words", "/dev/null", "CRANE=....."], "has no five-letter words"),
        (["SPEED=...e."], "step 1 tile 4: E is yellow at 4 after a grey E at 3"),
        (["CRANE=C....", "CLOTH=....."], "step 2 tile 1: C at 1 is not green"),
        (["--explain", "abc", "CRANE=....."], "'abc': a word has 5 letters"),
        (["--bogus"], "unrecognized arguments: --bogus"),
    ],
)
def test_bad_input_exits_2_with_one_line(capsys, argv, words):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("wordle: ")
    assert words in err
    assert "Traceback" not in err


def test_custom_word_list_file(capsys, tmp_path):
    path = tmp_path / "words"
    path.write_text("Aaron\nocean\nOLEIC\nileac's\nbanjo\n")
    status, out, _ = run(capsys, "--words", str(path), "JUDGE=....e", "CHEST=c.E..", "WRECK=..Ec.")
    assert out == "ocean\noleic\n"


def test_python_dash_m_runs_the_command():
    result = subprocess.run(
        [sys.executable, "-m", "wordle", "JUDGE=....e", "CHEST=c.E..", "WRECK=..Ec."],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (result.returncode, result.stdout) == (0, "ocean\n")
    bad = subprocess.run(
        [sys.executable, "-m", "wordle", "CHEST=c.X.."], capture_output=True, text=True, check=False
    )
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr


def test_best(capsys):
    status, out, _ = run(capsys, "best", "--json")
    data = json.loads(out)  # by default, fewest guesses expected: the proven best opener
    assert status == 0 and data["suggestions"][0]["guess"] == "salet"
    assert data["suggestions"][0]["expected_guesses"] == pytest.approx(3.42051741)
    expected = [s["expected_guesses"] for s in data["suggestions"]]
    assert expected == sorted(expected) and len(expected) == 10
    keys = {"guess", "expected_guesses", "bits", "expected_remaining", "is_candidate"}
    keys |= {"could_take"}  # the six-guess guard's (issue 70)
    assert set(data["suggestions"][0]) == keys
    status, out, _ = run(capsys, "best", "--json", "--by", "entropy")
    data = json.loads(out)
    assert status == 0 and data["suggestions"][0]["guess"] == "soare"
    over_the_model = evaluate("soare", opening_pool(word_list("answers"))).bits
    assert data["suggestions"][0]["bits"] == pytest.approx(over_the_model)  # the list: 5.886
    assert data["suggestions"][0]["expected_guesses"] > 3.42051741  # SALET's
    status, out, _ = run(capsys, "best", "CRANE=..a..", "--top", "3", "--by", "remaining")
    assert status == 0 and len(out.splitlines()) == 5 and "134 possible" in out
    status, out, _ = run(capsys, "best", "SALET=.A..t", "--hard", "--top", "5", "--json")
    assert all(s["guess"][1] == "a" and "t" in s["guess"] for s in json.loads(out)["suggestions"])


def test_bot(capsys):
    status, out, _ = run(capsys, "bot", "ocean", "--json")
    data = json.loads(out)
    assert status == 0 and data["answer"] == "ocean"
    assert data["steps"][0]["guess"] == "salet" and data["steps"][-1]["pattern"] == "GGGGG"
    assert data["steps"][-1]["remaining"] == 1 and data["plays"] == "optimal tree"
    status, out, _ = run(capsys, "bot", "mound", "--hard", "--start", "crane")
    lines = out.splitlines()
    assert lines[0].startswith("1  CRANE=") and lines[-2].endswith("MOUND=MOUND  1 left")
    assert lines[-1] == "(the bot played its heuristic)"  # the tree opens with SALET


def test_the_bot_plays_the_nyt_answers_tree_from_tarse(capsys):
    status, out, _ = run(capsys, "bot", "--all", "--words", "nyt-answers")
    assert status == 0 and out.splitlines() == [
        "the bot on the 3,158 answers of nyt-answers, normal mode, TARSE first, playing the "
        "optimal tree",
        "guesses  1: 0  2: 73  3: 1,439  4: 1,481  5: 158  6: 7",
        "total 11,219, average 3.5526, every game within six",
    ]
    status, out, _ = run(capsys, "bot", "quota", "--words", "nyt-answers", "--json")
    data = json.loads(out)
    assert [s["guess"] for s in data["steps"]] == ["tarse", "aboil", "quota"]
    assert data["plays"] == "optimal tree"
    status, out, _ = run(capsys, "tree", "--words", "nyt-answers", "--depth", "2")
    lines = out.splitlines()
    assert lines[0].startswith("TARSE first, normal mode: 3,158 answers, 11,219 guesses in all")
    assert lines[1] == "TARSE  3,158" and lines[2].split()[1:] == ["319", "GUILD"]
    status, _, err = run(capsys, "tree", "--words", "nyt")
    assert status == 2 and "trees are shipped for answers and nyt-answers" in err


def test_review(capsys):
    game = ["CHEST=c.E..", "WRECK=..Ec.", "OCEAN=OCEAN"]
    status, out, _ = run(capsys, "review", *game)
    assert status == 0 and "solved in 3" in out and "the bot: SALET=" in out
    status, out, _ = run(capsys, "review", *game, "--json")
    data = json.loads(out)
    assert data["answer"] == "ocean"
    assert [s["guess"] for s in data["steps"]] == ["chest", "wreck", "ocean"]
    assert {"guess", "pattern", "remaining", "skill", "luck", "bits", "best", "bot"} <= set(
        data["steps"][0]
    )
    keys = {"rank", "expected_guesses", "best_expected_guesses", "exact", "reason"}
    assert keys <= set(data["steps"][0])
    assert data["steps"][0]["exact"] is False and data["steps"][-1]["exact"] is True


LOST = ["CRANE=c.a..", "LATCH=.ATCH", "MATCH=.ATCH", "BATCH=.ATCH", "PATCH=.ATCH", "WATCH=.ATCH"]


def test_review_of_a_lost_game_against_its_answer(capsys):
    status, out, _ = run(capsys, "review", *LOST, "--answer", "hatch")
    assert status == 0 and "6 guesses, not solved (the answer: HATCH)" in out
    bot_line, how = out.rstrip().splitlines()[-2:]
    assert bot_line.startswith("the bot: SALET=") and bot_line.endswith("HATCH=HATCH")
    assert how.strip().startswith("It plays the proven optimal tree")
    assert re.search(r"~  3\.\d\d \(SALET 3\.\d\d\)", out)  # an estimate is marked


@pytest.mark.parametrize(
    ("answer", "message"),
    [
        (
            "catch",
            "--answer CATCH cannot be the answer: guess 1, CRANE, would have shown 🟩⬜🟨⬜⬜, "
            "not 🟨⬜🟨⬜⬜",  # the tiles a player saw, not a code
        ),
        ("zzzzz", "--answer ZZZZZ is not a valid word: not one of the NYT's 14,855"),
        ("hat", "--answer"),
    ],
)
def test_review_refuses_an_answer_that_cannot_be(capsys, answer, message):
    status, out, err = run(capsys, "review", *LOST, "--answer", answer)
    assert status == 2 and message in err and not out


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["best", "--top", "0"], "--top 0: give a number from 1 to 1,000"),
        (["best", "--top", "1001"], "--top 1001: give a number from 1 to 1,000"),
        (["best", "--top", "\u0663"], "argument --top: expected a whole number"),
        (["bot", "ocean", "--start", ""], "--start '': expected a five-letter word"),
        (["bot", "ocean", "--start", "zzzzz"], "--start 'zzzzz': not a valid guess"),
        (["bot", ""], "the answer '': expected a five-letter word"),
        (["best", "--by", "luck"], "invalid choice: 'luck'"),
        (["bot", "xyzzy"], "'xyzzy' is not a valid guess"),
        (["bot", "ocea"], "'ocea': a word has 5 letters"),
        (["review"], "no game given"),
        (["review", "CRANE=C....", "CLOTH=....."], "step 2 tile 1"),
    ],
)
def test_bad_input_to_the_bot_commands(capsys, argv, words):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == "" and err.count("\n") == 1 and words in err


@examples(15, 60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    answer=st.sampled_from([w for w in word_list("nyt") if w not in word_list("answers")]),
    guesses=st.lists(st.sampled_from(word_list("nyt").words), min_size=1, max_size=3),
)
def test_any_answer_off_the_list_exits_0_and_is_listed(capsys, answer, guesses):
    steps = [f"{g},{''.join(str(c) for c in colours(feedback(g, answer)))}" for g in guesses]
    status, out, err = run(capsys, *steps)  # each run reads what it printed
    listed = plain_candidates(parse_game(" ".join(steps)), word_list("answers"))
    assert status == 0 and (answer in out.split()) == (not listed)
    assert ("valid word" in err) == (
        not plain_candidates(parse_game(" ".join(steps)), word_list("answers"))
    )


def test_best_and_bot_play_on_beyond_the_list(capsys):
    game = ("SALET=.A...", "CORNY=.o...", "MAMBO=.A..O")  # no word of the answers list left
    status, out, _ = run(capsys, "best", *game, "--top", "3")
    valid = analyse(parse_game(" ".join(game)), word_list("answers")).valid
    ranked = len(word_list("allowed").members | set(valid))  # the valid words rank too
    assert status == 0 and out.startswith(
        f"no word of the answers list fits; best of {ranked:,} guesses over the {len(valid)} valid "
        "words that do, weighed by likelihood"
    )
    data = json.loads(run(capsys, "best", *game, "--json")[1])
    assert (data["remaining"], data["valid"], data["off_list"]) == (0, len(valid), True)
    status, out, _ = run(capsys, "bot", "kazoo")
    assert status == 0 and out.splitlines()[-2].endswith("KAZOO=KAZOO  1 valid, off the list")
    assert out.splitlines()[-1] == "(the bot played its heuristic)"  # no listed answer: off it
    status, _, err = run(capsys, "bot", "zzzzz")
    assert status == 2 and "'zzzzz' is not a valid guess" in err


def run_limited(*argv):
    """The command in a process of its own, stopped after 30 s: for input that once never
    ended (a test that fails must not hang)."""
    return subprocess.run(
        [sys.executable, "-m", "wordle", *argv],
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )


def test_a_word_list_file_is_read_only_so_far():
    result = run_limited("--words", "/dev/zero", "CRANE=.....")  # it never ends
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == (
        "wordle: --words '/dev/zero': more than 8 MB; a word list is at most 8 MB\n"
    )


def test_a_huge_list_is_refused_at_once(tmp_path):
    path = tmp_path / "huge"
    letters = "abcdefghijklmnopqrstuvwxyz"
    words = [a + b + c + d + "q" for a in letters for b in letters for c in letters for d in "ab"]
    path.write_text("\n".join(words))  # 35,152 words: best took minutes before there was a cap
    for argv in (["best"], ["review", "CRANE=....."], ["bot", "aaaaq"], ["CRANE=....."]):
        result = run_limited(*argv, "--words", str(path))
        assert (result.returncode, result.stdout) == (2, "")
        assert result.stderr == (
            f"wordle: --words {str(path)!r}: 35,152 five-letter words; a list of one's own has "
            "at most 20,000 (the NYT's has 14,855)\n"
        )


def test_a_byte_order_mark_does_not_hide_the_first_word(capsys, tmp_path):
    path = tmp_path / "bom.txt"
    path.write_bytes("\ufeffocean\noleic\n".encode())
    status, out, _ = run(capsys, "--words", str(path), "JUDGE=....e", "CHEST=c.E..", "WRECK=..Ec.")
    assert (status, out) == (0, "ocean\noleic\n")


def test_the_kelvin_sign_is_not_a_k(capsys, tmp_path):
    status, out, err = run(capsys, "\u212aAYAK=.....")
    assert (status, out) == (2, "") and "found '\u212a' (U+212A)" in err
    path = tmp_path / "words"
    path.write_text("\u212aayak\nkayak\n")
    assert run(capsys, "--words", str(path), "CRANE=..a..")[1] == "kayak\n"


@pytest.mark.parametrize(
    "argv",
    [
        ["\x1b[2J\x07=....."],
        ["CRANE=\x1b]0;x\x07"],
        ["--bogus\u202egnp.exe"],
        ["best", "--by", "\x1b[31m"],
        ["play", "--answer", "\x1b[31mcrane"],
        ["--words", "/no/such/\x1b[2J", "CRANE=....."],
        ["bot", "--start", "\u202ecrane", "ocean"],
    ],
)
def test_messages_escape_control_characters(capsys, argv):
    status, out, err = run(capsys, *argv)
    assert status == 2 and err.count("\n") == 1
    assert all(c.isprintable() for c in err.rstrip("\n"))
    assert "\\x1b" in err or "\\u202e" in err


def test_a_bad_game_gets_one_line_not_a_warning_too(capsys):
    status, out, err = run(capsys, "QQQQQ=QQQQQ")
    assert (status, out) == (2, "")
    assert err == (
        "wordle: no valid word fits this game: none is left after step 1 (QQQQQ 🟩🟩🟩🟩🟩); check "
        "that step's colours, and QQQQQ is not a valid guess\n"
    )
    for argv in (["XYZZY=.....", "SPEED=...e."], ["review", "XYZZY=.....", "SPEED=...e."]):
        status, _, err = run(capsys, *argv)
        assert status == 2 and err.count("\n") == 1 and "step 2 tile 4" in err


def test_more_steps_than_a_game_has_are_refused(capsys):
    game = ["CRANE=.....", "SLOTH=.....", "DUMPY=....."] * 3
    assert run(capsys, *game[:6])[0] == 0
    for command in ([], ["review"], ["best"]):
        status, out, err = run(capsys, *command, *game[:7])
        assert (status, out) == (2, "")
        assert err == "wordle: 7 steps given; a game of Wordle has at most 6 guesses\n"


def test_the_header_of_best_counts_every_word_it_ranks(capsys, tmp_path):
    path = tmp_path / "mine"
    path.write_text("qqqqq\nzzzzz\nxxxxx\ncrane\n")  # three words the NYT's list lacks
    status, out, _ = run(capsys, "best", "--words", str(path), "--top", "2")
    assert status == 0 and out.startswith("4 possible; best of 14,858 guesses by expected")
    status, out, _ = run(capsys, "best", "CRANE=..a..", "--top", "1")
    assert out.startswith("134 possible; best of 12,972 guesses")


def test_a_review_that_would_take_minutes_is_refused_at_once(capsys, tmp_path):
    rng = random.Random(1)
    words = {
        "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(5)) for _ in range(20_000)
    }
    path = tmp_path / "huge.txt"
    path.write_text("\n".join(sorted(words)))
    status, out, err = run(capsys, "review", "CRANE=.....", "--words", str(path))
    assert status == 2 and not out
    assert "more than the 150 million a review may take: use a shorter list" in err


def test_a_named_pipe_nobody_writes_to_is_given_up_on(capsys, tmp_path, monkeypatch):
    from wordle.cli import common

    monkeypatch.setattr(common, "PIPE_WAIT", 0.2)
    pipe = tmp_path / "words"
    os.mkfifo(pipe)
    status, out, err = run(capsys, "CRANE=.....", "--words", str(pipe))
    assert status == 2 and not out and "nothing came through it for 0.2 s" in err
