"""The terminal and the page's worker give the same answer to the same game (issue 71): a review
refused by one is refused by the other, and a review made by both has the same summary, the
same answer and outcome, and the same skill and luck as the history keeps them.

Random games (a random answer from a shipped list, random valid guesses, sometimes hard mode,
sometimes lost with its answer told) and the odd ones: no valid word fits, an answer beyond the
list, a list of one's own, hard mode broken, lost, an answer told that does not fit. The
everyday run draws a few by the day; ``--full`` draws 200."""

import json
import random
import re

import pytest
from worker_calls import run

from wordle.cli.main import main
from wordle.engine.lists.words import word_list
from wordle.engine.rules.notation import Step, format_game, parse_steps
from wordle.engine.rules.score import SOLVED, feedback
from wordle.page.screen.board import pairs_of
from wordle.page.worker.service import GameService

from sizes import drawn_random, sized

GAMES = sized(3, 200)
LISTS = ("answers", "nyt-answers", "nyt")
OWN = "ocean\noleic\nileac\nbanjo\ncrane\nslate\nstare\nsmart\ntable\nattic\n"  # a list's file
ODD = {  # name: (game, list, hard, answer told)
    "no valid word fits": ("CRANE=..... PILOT=..... BUSTY=..... FUDGE=.....", "answers", False, ""),
    "an answer beyond the list": ("BLUSH=..... KAZOO=KAZOO", "answers", False, ""),
    "a list of one's own": ("SLATE=..a.e CRANE=c.ane OCEAN=OCEAN", "own", False, ""),
    "hard mode broken": ("BEING=.e... CLASP=..As. SHAME=SHA.E SHAKE=SHAKE", "answers", True, ""),
    "lost, its answer told": (
        "CRANE=..... PILOT=..... BUSHY=.U..Y MIDGE=..... FOXES=F.... SWUNG=..u..",
        "nyt",
        False,
        "fuzzy",
    ),
    "an answer told that fits": ("CRANE=..... PILOT=.....", "answers", False, "muddy"),
    "an answer told that does not fit": ("CRANE=..... PILOT=.....", "answers", False, "crane"),
}


def random_game(rng: random.Random) -> tuple[str, str, bool, str]:
    """A game as a player might have played it: random valid guesses against a random answer
    of a random list, up to six; not solved, its answer told half the time."""
    words = rng.choice(LISTS)
    answer = rng.choice(word_list(words).words)
    valid = word_list("nyt").words
    guesses = [rng.choice(valid) for _ in range(rng.randint(1, 6))]
    if rng.random() < 0.6:  # solved, more often than not
        guesses[-1] = answer
    steps = []
    for guess in guesses:
        steps.append(Step(guess, feedback(guess, answer)))
        if steps[-1].pattern == SOLVED:
            break
    told = answer if steps[-1].pattern != SOLVED and rng.random() < 0.5 else ""
    return format_game(steps, separator=" "), words, rng.random() < 0.3, told


def terminal(capsys, game, words, hard, answer, own) -> tuple[int, dict | None]:
    """`wordle review GAME --json` run as a user runs it: its exit status and its JSON."""
    status = main(terminal_argv(own, game, words, hard, answer))
    out = capsys.readouterr().out
    return status, json.loads(out) if status == 0 else None


def terminal_argv(own, game, words, hard, answer) -> list[str]:
    argv = ["review", *game.split(), "--words", own if words == "own" else words, "--json"]
    argv += ["--hard"] if hard else []
    return argv + (["--answer", answer] if answer else [])


def worker(game, words, hard, answer) -> dict:
    """The page's worker asked for the review as the page asks for it."""
    service = GameService()
    if words == "own":
        assert service.load_list(OWN, "own.txt")["count"]
        words = "custom"
    request = {
        "gen": 1,
        "steps": pairs_of(parse_steps(game)),
        "words": words,
        "hard": hard,
        "by": "guesses",
        "answer": answer,
        "hidden": False,
    }
    return run(service.review(request))  # on a thread: Playwright may hold this one's loop


def disagreements(capsys, own, case) -> list[str]:
    """How the two front-ends answered `case` differently (nothing when they agree)."""
    game, words, hard, answer = case
    status, printed = terminal(capsys, game, words, hard, answer, own)
    page = worker(game, words, hard, answer)
    if status != 0:  # refused: the page refuses it too (its review, or the answer told)
        refused = "html" not in page or bool(page.get("answer_error"))
        return [] if refused else [f"the terminal refused it (exit {status}), the page did not"]
    if "html" not in page:
        return [f"the page refused it ({page.get('status')!r}), the terminal did not"]
    said = []
    solved_by = parse_steps(game)[-1].guess if page["solved"] else None  # the page's answer
    for key in ("summary", "solved", "answer"):  # is the one told, the terminal's any known
        theirs = page[key] if key != "answer" else page[key] or solved_by
        if printed[key] != theirs:
            said.append(f"{key}: terminal {printed[key]!r}, page {theirs!r}")
    record = page.get("record")
    if record and (round(printed["skill"], 1), round(printed["luck"], 2)) != (
        record["skill"],
        record["luck"],
    ):
        said.append(f"skill and luck: terminal {printed['skill']}, {printed['luck']}; {record}")
    return said


def suggestions(capsys, own, case) -> tuple[tuple, tuple]:
    """What each front-end says of the best next guesses: the terminal's ``wordle best``
    (exit status, "best of N", the guesses) and the page's (refused, N, the guesses)."""
    game, words, hard, _ = case
    argv = ["best", *game.split(), "--words", own if words == "own" else words, "--top", "10"]
    status = main(argv + (["--hard"] if hard else []))
    out = capsys.readouterr().out
    service = GameService()
    if words == "own":
        service.load_list(OWN, "own.txt")
        words = "custom"
    request = {"gen": 1, "steps": pairs_of(parse_steps(game)), "words": words, "hard": hard}
    page = run(service.suggest({**request, "by": "guesses", "hidden": False}))
    if status != 0:
        return (status,), ("best of" not in page["status"],)
    best_of = re.search(r"best of ([\d,]+) guesses", out)[1]
    ranked = tuple(re.findall(r"^ *\d+  (\w{5}) ", out, re.M))
    theirs = re.search(r"best of ([\d,]+) guesses", page["status"], re.I)
    page_ranked = tuple(re.findall(r'data-guess="(\w+)"', page["html"]))
    return (0, best_of, ranked), (0, theirs and theirs[1], page_ranked)


@pytest.mark.parametrize("name", ["no valid word fits", "an answer told that fits"])
def test_the_best_next_guesses_are_the_same_from_both(capsys, own, name):
    """One N in "best of N guesses" and one ranking: a game no word fits is refused by both."""
    terminal_said, page_said = suggestions(capsys, own, ODD[name])
    if terminal_said[0]:
        assert terminal_said == (2,) and page_said == (True,)
    else:
        assert terminal_said == page_said


@pytest.fixture
def own(tmp_path) -> str:
    path = tmp_path / "own.txt"
    path.write_text(OWN)
    return str(path)


@pytest.mark.parametrize("name", ODD)
def test_the_odd_games_get_the_same_answer_from_both(capsys, own, name):
    refused = name in {"no valid word fits", "an answer told that does not fit"}
    assert disagreements(capsys, own, ODD[name]) == []
    assert (main(terminal_argv(own, *ODD[name])) != 0) == refused  # each is what it says


@pytest.mark.timeout(sized(300, 1800))  # 200 games under --full: 5.5 min alone
def test_random_games_get_the_same_answer_from_both(capsys, own):
    rng = drawn_random("test_random_games_get_the_same_answer_from_both")
    wrong = {}
    for _ in range(GAMES):
        case = random_game(rng)
        if said := disagreements(capsys, own, case):
            wrong[case] = said
    assert not wrong, wrong  # the report ends with the command that replays the day's draw
