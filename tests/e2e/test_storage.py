"""Stored data in real Chromium: what earlier versions stored, read without loss; data that
fights back, every key corrupted several ways; storage disabled; and a challenge that would have
thrown away a game in progress. Each test loads the page once, with the storage it is about."""

import json
import re
from datetime import UTC, datetime

import pytest
from opening import KEY, load, settled, storage, visit
from playwright.sync_api import Page, expect

from wordle.engine.links.link import fragment_of
from wordle.engine.lists.words import word_list
from wordle.engine.play.game import challenge_code
from wordle.engine.play.stats import Stats
from wordle.engine.review.analysis import analyse
from wordle.engine.rules.notation import Step, parse_steps
from wordle.engine.rules.score import feedback

from sizes import daily

ANSWERS = word_list("answers")
STATS = Stats(played=3, streak=1, best_streak=2, wins=[0, 1, 1, 0, 0, 0]).to_json()
BAD = {
    "overflow": '{"played":1e400}',  # once an uncaught OverflowError: the page never started
    "brackets": "[" * 100_000,  # once a crash of Pyodide itself, on every visit
    "truncated": STATS[:20],
}


def play_link(answer: str) -> str:
    return "play=" + challenge_code(answer, ANSWERS)


# What the page stored before the engine moved to a worker (written by commit 3c80de6's page),
# and a history of that time with one game twice (in two modes) and another player's
# spoiler-free game: the same keys are read back, so nobody loses a game, their statistics or
# their history by upgrading.
PARTNER = [Step(g, feedback(g, "woken")) for g in ("humid", "knelt", "dowry", "woken")]
SOLVED = "SMART=..a.t,TABLE=ta...,ATTIC=at...,QUOTA=QUOTA"
EARLIER = {
    "game": "JUDGE=....e,CHEST=c.E..",
    "words": "nyt-answers",
    "mode": "play",
    "contrast": "1",
    "stats": '{"played":7,"streak":3,"best_streak":5,"wins":[0,1,2,2,1,0]}',
    "play-hard": "1",
    "play-words": "nyt-answers",
}
ENTRY = {"guesses": 4, "solved": True, "skill": 80, "luck": 0.5}
EARLIER_HISTORY = [
    {"link": SOLVED + "&hard", **ENTRY},
    {"link": SOLVED, **ENTRY, "skill": 70},
    {"link": fragment_of(PARTNER, hide=True), **ENTRY},
]


def test_what_an_earlier_version_stored_is_read_without_loss(module_page: Page, goto_ready):
    page = module_page
    today = datetime.now(UTC).date().isoformat()  # the day the test runs
    history = [{"day": today, **entry} for entry in EARLIER_HISTORY]
    load(page, goto_ready, stored={**EARLIER, "history": json.dumps(history)})
    expect(page.locator("html")).to_have_class(re.compile(r"\bcontrast\b"))
    expect(page.locator("html")).to_have_class(re.compile(r"\bplaying\b"))
    expect(page.locator("#stat-played")).to_have_text("7")
    expect(page.locator("#stat-best")).to_have_text("5")
    expect(page.locator("#play-hard")).to_be_checked()
    expect(page.locator("#play-words")).to_have_value("nyt-answers")
    page.click("#mode-analyse")
    expect(page.locator("#word-list")).to_have_value("nyt-answers")
    settled(page)
    result = analyse(parse_steps(EARLIER["game"]), word_list("nyt-answers"))
    shown = page.eval_on_selector_all("[data-step]", "r => r.map(x => x.dataset.remaining)")
    assert shown == [str(r.after) for r in result.reports]
    # the history: one entry a game (the first kept), whose games they were unknown
    expect(page.locator("#history")).to_contain_text("2 games kept, 2 solved")
    expect(page.locator("#history ul.history li")).to_have_count(2)
    expect(page.locator("#history .answer")).to_have_count(0)
    links = [e["link"] for e in json.loads(storage(page)[KEY + "history"])]
    assert links == [SOLVED + "&hard", fragment_of(PARTNER, hide=True)]
    assert "humid" not in page.inner_text("#history").lower()


PLAY_KEYS = ("stats", "play", "recent")
# Each play key spoiled each way (BAD), the three keys at once: the kinds take turns, so three
# loads see every pair (a load a pair was nine); one load a day (every pair in three days), all
# three under --full
SPOILED = [
    {key: kind for key, kind in zip(PLAY_KEYS, [*BAD][turn:] + [*BAD][:turn], strict=True)}
    for turn in range(len(BAD))
]


@pytest.mark.parametrize(
    "kinds",
    daily(SPOILED, 1, key="test_unreadable_play_keys_are_kept"),
    ids=lambda kinds: ",".join(map("-".join, kinds.items())),
)
def test_unreadable_play_keys_are_kept_and_named_and_the_page_works(
    module_page: Page, goto_ready, kinds: dict[str, str]
):
    page, texts = module_page, {key: BAD[kind] for key, kind in kinds.items()}
    load(page, goto_ready, stored={**texts, "mode": "play"})
    note = page.locator("#storage-note")
    expect(note).to_be_visible()
    expect(note).to_contain_text("could not be restored")
    for key, text in texts.items():
        expect(note).to_contain_text(f"{KEY}{key}-backup")
        assert page.evaluate(f"localStorage.getItem('{KEY}{key}-backup')") == text, key
        assert page.evaluate(f"localStorage.getItem('{KEY}{key}')") != text, key  # afresh
        link = note.locator(f'a[download="wordle-companion-{key}.txt"]')
        href = link.get_attribute("href")
        downloaded = "href => decodeURIComponent(href.split(',').slice(1).join(','))"
        assert page.evaluate(downloaded, href) == text, key
    page.keyboard.type("crane")  # and the game plays
    page.keyboard.press("Enter")
    expect(page.locator("#play-status")).to_have_text("5 guesses left.")


def test_an_unreadable_game_in_the_analysis_is_kept(module_page: Page, goto_ready):
    page = module_page
    load(page, goto_ready, stored={"game": "CRANES=......", "stats": STATS})
    expect(page.locator("#storage-note")).to_contain_text("Your last game could not be restored")
    assert page.evaluate(f"localStorage.getItem('{KEY}game-backup')") == "CRANES=......"
    expect(page.locator("#storage-note")).not_to_contain_text("statistics")


BACKUP_REFUSED = """const setItem = Storage.prototype.setItem;
Storage.prototype.setItem = function (key, value) {
  if (key.endsWith("game-backup") && !window.roomAgain)
    throw new DOMException("full", "QuotaExceededError");
  return setItem.call(this, key, value);
};"""


def test_an_unreadable_game_whose_backup_storage_refuses_stays_until_it_is_kept(
    context, goto_ready
):
    """Issue 49: the backup of an unreadable game refused (storage full), the note says where
    it still is, and edits do not replace it until the backup can be written."""
    context.add_init_script(BACKUP_REFUSED)
    page = context.new_page()
    load(page, goto_ready, stored={"game": "CRANES=......"})
    note = page.locator("#storage-note")
    expect(note).to_contain_text(f"it is kept under {KEY}game until storage has room")
    page.keyboard.type("crane")
    page.keyboard.press("Enter")
    page.wait_for_selector('.row[data-step="1"]', state="attached")
    assert storage(page).get(f"{KEY}game") == "CRANES=......"  # not replaced by the edit
    page.evaluate("window.roomAgain = true")
    page.click('#grid .tile[data-row="0"][data-tile="0"]')  # the next edit: room again
    page.wait_for_function(f"localStorage.getItem('{KEY}game-backup') === 'CRANES=......'")
    assert storage(page)[f"{KEY}game"].startswith("CRANE=")


def test_storage_disabled_is_said_once_and_the_page_works(context, goto_ready):
    context.add_init_script(
        "Object.defineProperty(window, 'localStorage', { get() { throw new DOMException("
        "'denied', 'SecurityError'); } });"
    )
    page = context.new_page()
    goto_ready(page, "index.html#SMART=..a.t")
    settled(page)
    page.click("#mode-play")
    note = page.locator("#storage-note")
    expect(note).to_contain_text("does not let the page keep anything")
    assert note.inner_text().count("does not let") == 1
    page.keyboard.type("crane")
    page.keyboard.press("Enter")
    expect(page.locator("#play-status")).to_have_text("5 guesses left.")


def test_another_challenge_pauses_the_game_in_progress(module_page: Page, goto_ready):
    page = module_page
    load(page, goto_ready, play_link("moist"))
    page.keyboard.type("crane")
    page.keyboard.press("Enter")
    expect(page.locator("#play-status")).to_have_text("5 guesses left.")
    visit(page, goto_ready, play_link("ocean"))  # another challenge opened
    expect(page.locator("#message")).to_contain_text("Your unfinished game is kept")
    expect(page.locator("#play-status")).to_have_text("6 guesses left.")
    page.click("#resume-game")
    expect(page.locator("#play-status")).to_have_text("5 guesses left.")
    assert page.url.endswith("#play=" + challenge_code("moist", ANSWERS))
    page.keyboard.type("moist")
    page.keyboard.press("Enter")
    expect(page.locator("#message")).to_have_text("Solved in 2/6!")
    settled(page)
    assert page.inner_text("#stat-played") == "1"
    expect(page.locator("#storage-note")).to_be_hidden()  # nothing went wrong with storage


def test_a_partner_result_that_is_none_is_said_and_the_challenge_is_played(
    module_page: Page, goto_ready
):
    page = module_page
    load(page, goto_ready, play_link("moist") + "&beat=9")
    note = page.locator("#storage-note")
    expect(note).to_contain_text("(&beat=9) is not 1 to 6 or X")
    expect(page.locator("#message")).not_to_contain_text("Beat that")


def test_a_row_half_typed_survives_a_reload(module_page: Page, goto_ready):
    """Issue 70: the letters typed on the row after your game's steps, and a colour set on
    one, were lost when the page was left."""
    page = load(module_page, goto_ready, stored={"game": "CRANE=..a.."})
    page.keyboard.type("sl")
    page.click('.tile[data-row="1"][data-tile="1"]')  # L: yellow
    page.keyboard.type("o")
    expect(page.locator('.tile[data-row="1"][data-tile="2"]')).to_have_text("O")
    visit(page, goto_ready)  # left, and opened again
    row = page.locator('.tile[data-row="1"]')
    expect(row.nth(2)).to_have_text("O")
    assert row.all_inner_texts() == ["S", "L", "O", "", ""]
    assert [t.get_attribute("data-colour") for t in row.all()][:2] == ["typed", "yellow"]
    page.keyboard.type("ts")  # and the row goes on from there
    page.keyboard.press("Enter")
    settled(page)
    assert storage(page)[KEY + "game"].startswith("CRANE=..a..,SLOTS=")
    assert storage(page)[KEY + "typing"] == ""
