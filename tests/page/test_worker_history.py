"""The page's history: kept and added to, unreadable texts kept, links that reopen games."""

import pytest

from wordle.engine.history import Entry, History
from wordle.page.worker_history import history_answer

TODAY = "2026-11-23"
REVIEW = {"guesses": 4, "solved": True, "skill": 88.8, "luck": -0.17}


def test_a_review_adds_its_game_and_the_averages_show_it():
    answer = history_answer({"stored": "", "entry": {"link": "SMART..a.t", **REVIEW}}, TODAY)
    stored = History.from_json(answer["store"]["history"])
    assert [(e.day, e.link, e.skill, e.luck) for e in stored.entries] == [
        (TODAY, "SMART..a.t", 88.8, -0.17)
    ]
    assert "1 game in 90 days, 1 solved: 4.00 guesses on average" in answer["html"]
    link = '<a href="#SMART..a.t" tabindex="0">2026-11-23: 4/6, skill 89, luck -0.17</a>'
    assert link in answer["html"]  # the list's one tab stop, the first game


def test_showing_it_stores_nothing_and_old_games_go():
    old = History((Entry("2026-08-01", "CRANE.....", 6, False, 50, -1.0),))
    answer = history_answer({"stored": old.to_json()}, TODAY)
    assert answer["store"] == {} and "No game reviewed in the last 90 days" in answer["html"]


@pytest.mark.parametrize("text", ['{"played":1e400}', "[" * 40, '[{"day":"x"}]', "[1]"])
def test_an_unreadable_history_is_kept_not_overwritten(text):
    answer = history_answer({"stored": text, "entry": {"link": "SMART..a.t", **REVIEW}}, TODAY)
    assert answer["store"] == {"history-backup": text}  # and no new "history" over it
    assert "Your history of games reviewed could not be restored" in answer["notice"]


def test_a_link_is_escaped_in_the_html():
    answer = history_answer({"entry": {"link": 'x"><script>', **REVIEW}}, TODAY)
    assert "<script>" not in answer["html"] and "&quot;&gt;&lt;script&gt;" in answer["html"]
