"""Stored texts that fight back: read with bounds, kept when unreadable, never overwritten;
an unfinished game another challenge displaces is paused, then resumed."""

import json
from urllib.parse import quote, unquote

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordle.engine.lists.words import word_list
from wordle.engine.play.game import challenge_code
from wordle.engine.play.playing import Session
from wordle.engine.play.stats import Stats
from wordle.page.worker.play_service import PlayService
from wordle.page.worker.service import GameService
from wordle.page.worker.storage import Unreadable, kept, nesting, percent_encoded, read_json

ANSWERS = word_list("answers")
STATS = Stats(played=3, streak=1, best_streak=2, wins=[0, 1, 1, 0, 0, 0]).to_json()


def service() -> PlayService:
    return PlayService(GameService().word_list)


def opened(stored: dict, code: str | None = None) -> dict:
    return service().open({"action": "open", "code": code, "stored": stored})


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ('{"played":1e400}', "a number out of range"),
        ("[" * 100_000, "100,000 characters"),
        ("[" * 50, "nested too deeply"),
        ('{"played":NaN}', "NaN is not a number"),
        ('{"played":', "Expecting value"),
    ],
)
def test_read_json_checks_size_nesting_and_numbers_first(text, reason):
    with pytest.raises(Unreadable, match=reason):
        read_json(text)


def test_nesting_skips_brackets_inside_strings():
    assert nesting('[{"a": "[[[\\"[["}, [1]]') == 2 and nesting("{}") == 1


@pytest.mark.parametrize(
    "text",
    [
        '{"played":1e400}',  # once an uncaught OverflowError: the page never started
        "[" * 100_000,  # once a crash of Pyodide itself
        '{"played": 3, "wins": [1, 0]}',
        STATS[: len(STATS) // 2],  # truncated
        '"just text"',
    ],
)
def test_unreadable_statistics_are_kept_and_started_afresh(text):
    answer = opened({"stats": text})
    assert answer["store"]["stats-backup"] == text
    assert answer["store"]["stats"] == ""  # read as none: the next game counts from 0
    assert answer["notice"].startswith("Your statistics could not be restored (")
    assert "wordle-companion:stats-backup" in answer["notice"]
    link = answer["notice"].split('href="data:text/plain;charset=utf-8,')[1].split('"')[0]
    assert unquote(link) == text
    assert answer["stats"]["played"] == 0 and answer["rows"] == []


def test_readable_statistics_are_used_and_nothing_is_noted():
    answer = opened({"stats": STATS})
    assert answer["stats"]["played"] == 3 and answer["notice"] == ""
    assert not any(key.endswith("-backup") for key in answer["store"])


@pytest.mark.parametrize("key", ["play", "recent", "play-paused"])
@pytest.mark.parametrize("text", ['{"code": "ZZZZZ"}', "[" * 30, '{"guesses": 1e999}', "[1, 2]"])
def test_every_other_key_unreadable_is_kept_too(key, text):
    answer = opened({key: text, "stats": STATS})
    assert answer["store"][f"{key}-backup"] == text
    assert answer["store"][key] != text  # started afresh: not read (and backed up) again
    assert f"wordle-companion:{key}-backup" in answer["notice"]
    assert answer["stats"]["played"] == 3  # the rest restored as usual


def test_a_second_unreadable_text_is_added_to_the_backup():
    store, _ = kept("stats", "second", "why", {"stats-backup": "first"})
    assert store == {"stats-backup": "first\nsecond"}
    assert kept("stats", "first", "why", {"stats-backup": "first"})[0] == {"stats-backup": "first"}


def test_a_challenge_pauses_the_unfinished_game_and_resume_brings_it_back():
    play = service()
    play.open({"action": "open", "code": challenge_code("moist", ANSWERS), "stored": {}})
    play.guess("crane")
    saved = play.session.to_json()
    play = service()  # a new visit, through a partner's link to another word
    other = challenge_code("ocean", ANSWERS)
    answer = play.open({"action": "open", "code": other, "stored": {"play": saved}})
    assert answer["code"] == other and answer["rows"] == [] and answer["paused"] == 1
    assert "Your unfinished game is kept" in answer["message"]
    assert json.loads(answer["store"]["play-paused"]) == [saved]
    play.guess("house")  # the challenge, under way, is paused in its turn
    resumed = play.resume()
    assert resumed["code"] == challenge_code("moist", ANSWERS)
    assert [row[0] for row in resumed["rows"]] == ["crane"] and resumed["paused"] == 1
    assert [
        Session.from_json(t, word_list).code for t in json.loads(resumed["store"]["play-paused"])
    ] == [other]


def test_the_link_of_a_paused_game_brings_it_back_with_its_guesses():
    play = service()
    play.open({"action": "open", "code": challenge_code("moist", ANSWERS), "stored": {}})
    play.guess("crane")
    saved = play.session.to_json()
    other = service().open(
        {"action": "open", "code": challenge_code("ocean", ANSWERS), "stored": {"play": saved}}
    )
    stored = {"play": other["store"]["play"], "play-paused": other["store"]["play-paused"]}
    again = service().open(
        {"action": "open", "code": challenge_code("moist", ANSWERS), "stored": stored}
    )
    assert [row[0] for row in again["rows"]] == ["crane"]  # not fresh tries
    assert json.loads(again["store"]["play-paused"]) == [] and again["paused"] == 0


@pytest.mark.parametrize("beat", ["7", "0", "<b>9</b>", "four"])
def test_a_partner_result_that_is_none_is_said_and_left_out(beat):
    code = challenge_code("hatch", ANSWERS)
    view = service().open({"action": "open", "code": code, "rival": beat, "stored": {}})
    assert "is not 1 to 6 or X: the challenge is played without it" in view["notice"]
    assert "<b>" not in view["notice"] and view["rival"] == ""


def test_a_partner_result_that_is_one_is_not_noted():
    code = challenge_code("hatch", ANSWERS)
    view = service().open({"action": "open", "code": code, "rival": "4", "stored": {}})
    assert view["notice"] == "" and view["rival"] == "4"


@given(st.text())
def test_a_kept_text_is_percent_encoded_as_urllib_quotes_it(text):
    assert percent_encoded(text) == quote(text)


def test_percent_encoded_by_hand():
    assert percent_encoded("a b/ü%~\n") == "a%20b/%C3%BC%25~%0A"
