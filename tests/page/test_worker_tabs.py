"""Two tabs, one browser storage: each tab's worker reads what is stored at each move, so wins
from any tab all count, the same game goes on in either tab, and no tab's game overwrites
another's unpaused. Run in CPython: a `Browser` stores as the page's main thread does (in
`write_order`, stopping at the first refused write)."""

import json

from wordle.engine.lists.words import word_list
from wordle.engine.play.game import challenge_code
from wordle.engine.play.playing import Session
from wordle.engine.play.stats import Stats
from wordle.page.protocol import write_order
from wordle.page.worker.play_service import PlayService
from wordle.page.worker.service import GameService

ANSWERS = word_list("answers")


class Browser:
    """localStorage with room for `room` characters (None: any), as the page writes it."""

    def __init__(self, room=None):
        self.stored: dict[str, str] = {}
        self.room = room

    def store(self, values: dict) -> list[str]:
        """Store in write order, stopping at the first write that does not fit; what was kept."""
        kept = []
        for key in write_order(list(values)):
            size = sum(len(k) + len(v) for k, v in self.stored.items() if k != key)
            if self.room is not None and size + len(key) + len(values[key]) > self.room:
                break
            self.stored[key] = values[key]
            kept.append(key)
        return kept


class Tab:
    """A tab in play mode: its own worker, the browser's storage."""

    def __init__(self, browser: Browser, code: str | None = None):
        self.browser, self.worker = browser, PlayService(GameService().word_list)
        self.view = self.send({"action": "open", "code": code})

    def send(self, request: dict) -> dict:
        view = getattr(self.worker, "open" if request["action"] == "open" else "act")(
            {**request, "stored": dict(self.browser.stored)}
        )
        self.kept = self.browser.store(view["store"])
        self.view = view
        return view

    def play(self, *words: str) -> dict:
        for word in words:
            self.send({"action": "guess", "word": word})
        return self.view

    def win(self, answer_word: str) -> dict:
        return self.play(answer_word)

    def new(self) -> dict:
        return self.send({"action": "new"})

    def answer(self) -> str:
        return self.worker.session.game.answer


def played(browser: Browser) -> int:
    return Stats.from_json(browser.stored.get("stats")).played


def test_wins_from_every_tab_all_count():
    browser = Browser()
    first, second = Tab(browser), Tab(browser)
    for _ in range(3):
        second.new() if second.view["over"] else None
        second.win(second.answer())
        second.new()
    assert played(browser) == 3
    first.new()  # the game first showed was the one second went on with: its own now
    first.win(first.answer())
    assert played(browser) == 4 and first.view["stats"]["played"] == 4


def test_one_game_goes_on_in_either_tab_and_is_counted_once():
    browser = Browser()
    first = Tab(browser, challenge_code("moist", ANSWERS))
    second = Tab(browser)  # opens the game in progress
    assert second.view["code"] == first.view["code"]
    first.play("crane")
    second.play("sloth")  # second's copy had no guess: it takes first's, then plays on
    assert [row[0] for row in second.view["rows"]] == ["crane", "sloth"]
    second.win("moist")
    assert played(browser) == 1
    again = first.play("moist")  # first's copy is behind: it takes the won game, counts nothing
    assert again["over"] and [row[0] for row in again["rows"]] == ["crane", "sloth", "moist"]
    assert played(browser) == 1 and again["stats"]["played"] == 1


def games_kept(browser: Browser) -> dict[str, list[str]]:
    """The games stored, in progress and paused: their guesses by answer."""
    texts = [browser.stored["play"], *json.loads(browser.stored.get("play-paused") or "[]")]
    sessions = [Session.from_json(text, word_list) for text in texts]
    return {s.game.answer: [step.guess for step in s.game.steps] for s in sessions}


def test_another_tabs_unfinished_challenge_is_paused_not_overwritten():
    browser = Browser()
    first = Tab(browser, challenge_code("moist", ANSWERS))
    first.play("crane")
    second = Tab(browser, challenge_code("ocean", ANSWERS))  # pauses moist
    second.play("house")
    assert games_kept(browser) == {"moist": ["crane"], "ocean": ["house"]}
    first.play("sloth")  # first goes on with moist: ocean, under way in second, is paused
    assert games_kept(browser) == {"moist": ["crane", "sloth"], "ocean": ["house"]}
    assert Session.from_json(browser.stored["play"], word_list).game.answer == "moist"
    second.play("plant")  # second goes on with ocean, pausing moist in its turn
    assert games_kept(browser) == {"moist": ["crane", "sloth"], "ocean": ["house", "plant"]}
    assert first.view["paused"] == 1 and second.view["paused"] == 1
    resumed = first.send({"action": "resume"})  # the game paused (ocean) is resumed in first
    assert [row[0] for row in resumed["rows"]] == ["house", "plant"]
    assert games_kept(browser) == {"moist": ["crane", "sloth"], "ocean": ["house", "plant"]}


def test_told_of_another_tabs_move_a_tab_shows_it_and_writes_nothing():
    browser = Browser()
    first, second = Tab(browser), Tab(browser)
    second.play("crane")
    before = dict(browser.stored)
    synced = first.send({"action": "sync"})
    assert [row[0] for row in synced["rows"]] == ["crane"] and synced["store"] == {}
    assert browser.stored == before


def test_storage_full_halfway_never_counts_a_win_twice():
    """Room for the game but not the statistics: the game is kept won and counted nowhere;
    never the count kept and the game back before its winning guess (counted twice)."""
    for room in range(0, 400, 7):
        browser = Browser()
        tab = Tab(browser, challenge_code("moist", ANSWERS))
        tab.play("crane", "sloth")
        browser.room = sum(len(k) + len(v) for k, v in browser.stored.items()) + room
        tab.win("moist")
        after_reload = Tab(browser)
        if not after_reload.view["over"]:  # the winning guess was not kept: play it again
            after_reload.win("moist")
        assert played(browser) <= 1, room
        assert played(browser) == 1 or room < 200, room  # with room for all, counted once
        assert "stats" not in tab.kept or "play" in tab.kept
