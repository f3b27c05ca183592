"""The counts the main thread makes before the engine has started (``screen/early``) are the
engine's: each row's counts and HTML, the keyboard, the words behind the count, over random
games on every shipped list, compared with the worker's own counts. In CPython here; under
the vendored MicroPython in ``test_early_micropython.py``."""

import early
import pytest
from early import EarlyCounts, Stale
from early_games import random_games, requests_for, word_texts
from worker_calls import run

from wordle.engine.rules.notation import parse_steps
from wordle.page.protocol import LISTS
from wordle.page.worker.service import GameService


def early_counts() -> EarlyCounts:
    early = EarlyCounts()
    for file, text in word_texts().items():
        run(early.take_list(file.removesuffix(".txt"), text))
    return early


def engine_says(reply: dict) -> dict:
    """What of the worker's analysis the early counts give: the rows up to the first no valid
    word fits, the keyboard and the words (a larger list's offer is the engine's alone)."""
    rows = reply["rows"]
    fine = next((i for i, row in enumerate(rows) if not row["valid"]), len(rows))
    answers = dict(reply["answers"])
    if 'data-switch="' in answers["summary"]:
        answers["summary"] = ""
    said = {"gen": reply["gen"], "rows": rows[:fine], "keys": reply["keys"], "answers": answers}
    said["pending"] = reply["pending"]
    return said | {"error": None}  # what is wrong with a game, the engine alone says


def early_says(early: EarlyCounts, request: dict) -> dict:
    return run(early.counts(request, lambda: True))


@pytest.mark.parametrize("name", LISTS)
def test_the_early_counts_are_the_engine_s_over_random_games(name):
    early, engine = early_counts(), GameService()
    games = random_games(150, seed=len(name))
    for request in requests_for(name, games, seed=7):
        assert early_says(early, request) == engine_says(engine.counts(request)), request


def test_the_seed_example_counts_59_5_2_with_its_words_and_keyboard():
    request = requests_for("answers", [parse_steps("SMART=..a.t,TABLE=ta...,ATTIC=at...")], 0)[0]
    request.update(shown_step=None, shown_others=False, show_all=False, hidden=False)
    said = early_says(early_counts(), request)
    assert [(r["remaining"], r["valid"]) for r in said["rows"]] == [(59, 305), (5, 46), (2, 5)]
    assert "2,315 → </span><b>59</b>" in said["rows"][0]["html"]
    assert said["answers"]["title"] == "After step 3: 2 possible answers"
    assert 'data-word="junta"' in said["answers"]["items"]
    assert said["keys"]["a"] == "yellow" and said["keys"]["s"] == "grey"


def test_a_game_no_valid_word_fits_is_counted_up_to_that_step():
    request = requests_for("answers", [parse_steps("SMART=..a.t,TABLE=.....")], 0)[0]
    said = early_says(early_counts(), request)
    assert [r["step"] for r in said["rows"]] == [1]  # what is wrong at step 2: the engine says


def test_a_game_changed_while_counted_is_given_up():
    request = requests_for("nyt", [parse_steps("SMART=..a.t")], 0)[0]
    calls = []

    def is_current():
        calls.append(1)
        return len(calls) < 3  # the game changes during the third slice

    with pytest.raises(Stale):
        run(early_counts().counts(request, is_current))


def test_the_page_is_given_back_once_a_slice_has_taken_its_time(monkeypatch):
    """Slices end by the clock, not by a count of words: on a phone's slower main thread they
    stay as short as on a desktop. Here the clock moves 5 ms a chunk: every third chunk ends one."""
    clock = iter(range(0, 10**6, 5))
    monkeypatch.setattr(early, "ticks_ms", lambda: next(clock))
    given_back = []

    async def give_way():
        given_back.append(1)

    counts = early_counts()
    counts.give_way = give_way
    request = requests_for("nyt", [parse_steps("SMART=..a.t")], 0)[0]
    run(counts.counts(request, lambda: True))
    chunks = -(-len(counts.lists["nyt"]) // early.CHUNK)
    assert early.SLICE_MS == 12 and len(given_back) == chunks // 3


def test_a_list_is_split_in_slices_into_the_words_of_its_text(monkeypatch):
    """The valid words' text is split five hundred words at a time, the page given back between
    slices (the clock moves 5 ms a piece here: every third piece ends one); the words are the
    text's, in its order."""
    clock = iter(range(0, 10**6, 5))
    monkeypatch.setattr(early, "ticks_ms", lambda: next(clock))
    given_back = []

    async def give_way():
        given_back.append(1)

    counts = EarlyCounts(give_way)
    text = word_texts()["nyt.txt"]
    run(counts.take_list("nyt", text))
    assert counts.lists["nyt"] == text.split()
    pieces = -(-len(text) // early.SPLIT)
    assert len(given_back) == pieces // 3 >= 4
