"""Your game and a link's game, kept apart, in real Chromium on a phone: a partner's link
(spoiler-free or not) never replaces your game, spoils nothing later and is not counted as
yours unless you say so; one game is one entry of your history. Each visit is a real load (what
is stored is the subject); the review is waited for where the history is read."""

import json

import pytest
from opening import KEY, load, reviewed, settled, storage, visit
from playwright.sync_api import Page, expect

from wordle.engine.links.link import fragment_of
from wordle.engine.rules.notation import Step, format_game
from wordle.engine.rules.score import feedback

from sizes import daily

PHONE = {"width": 360, "height": 740}  # where a partner opens a link, most often
PARTNER = [Step(g, feedback(g, "woken")) for g in ("humid", "knelt", "dowry", "woken")]
SOLVED = "SMART=..a.t,TABLE=ta...,ATTIC=at...,QUOTA=QUOTA"
LOST = "PATCH=.ATCH,BATCH=.ATCH,MATCH=.ATCH,WATCH=.ATCH,HATCH=.ATCH,LATCH=.ATCH"  # catch


@pytest.fixture
def page(module_page: Page) -> Page:
    """The page on a phone (each test's first visit is `first`)."""
    module_page.set_viewport_size(PHONE)
    return module_page


def first(page: Page, goto_ready, fragment: str = "") -> Page:
    """A first visit: the page loaded at `fragment` with nothing stored, its game counted."""
    return settled(load(page, goto_ready, fragment))


def opened(page: Page, goto_ready, fragment: str = "") -> Page:
    """A visit: the page loaded at `fragment` with what is stored, its game counted."""
    return settled(visit(page, goto_ready, fragment))


def guesses_shown(page: Page) -> list[str]:
    """The letters of each row of the grid, as shown."""
    return page.eval_on_selector_all(
        "#grid .tiles", "rows => rows.map(r => r.innerText.replace(/\\s/g, '')).filter(Boolean)"
    )


def type_game(page: Page, *words: str) -> Page:
    for word in words:
        page.keyboard.type(word)
        page.keyboard.press("Enter")
    page.wait_for_selector(f'[data-step="{len(words)}"][data-remaining]', state="attached")
    return settled(page)


def history_entries(page: Page) -> list[dict]:
    return json.loads(storage(page).get(KEY + "history") or "[]")


def test_a_spoiler_free_link_not_revealed_is_stored_nowhere_and_your_game_stays(
    page: Page, goto_ready
):
    type_game(first(page, goto_ready), "crane")  # your own game: CRANE, all grey
    before = storage(page)
    assert before[KEY + "game"].startswith("CRANE=.....")

    reviewed(opened(page, goto_ready, fragment_of(PARTNER, hide=True)))
    expect(page.locator("#own-note")).to_have_text("Your game (CRANE) is kept: back to it")
    expect(page.locator("#own-note")).to_be_visible()
    expect(page.locator("#review [data-review-step]")).to_have_count(4)  # reviewed, hidden
    expect(page.locator("#mine-note")).to_be_hidden()  # not yours to claim unseen
    assert storage(page) == before  # no game, no history, no list, no mode
    assert "humid" not in page.content().lower()

    opened(page, goto_ready)  # the bare page: your game, nothing of the partner's
    assert guesses_shown(page) == ["CRANE"]
    assert "HUMID" not in page.inner_text("#grid") and "WOKEN" not in page.content().upper()
    expect(page.locator("#own-note")).to_be_hidden()
    expect(page.locator("#history")).to_contain_text("No game reviewed")


def test_back_to_your_game_in_one_click_and_clear_never_loses_it(page: Page, goto_ready):
    type_game(first(page, goto_ready), "crane")
    opened(page, goto_ready, SOLVED)
    assert guesses_shown(page) == ["SMART", "TABLE", "ATTIC", "QUOTA"]
    page.click("#back-to-own")
    settled(page)
    assert guesses_shown(page) == ["CRANE"] and page.url.endswith("#CRANE=.....")
    expect(page.locator("#own-note")).to_be_hidden()

    opened(page, goto_ready, SOLVED)
    page.click("#clear")  # on a link's game: back to yours, not an empty game over it
    expect(page.locator("#message")).to_contain_text("Back to your game")
    assert guesses_shown(page) == ["CRANE"]
    assert storage(page)[KEY + "game"].startswith("CRANE=.....")
    opened(page, goto_ready, "CRANE=.....")  # a link to your own game is yours
    expect(page.locator("#own-note")).to_be_hidden()
    expect(page.locator("#mine-note")).to_be_hidden()


def test_a_links_game_is_counted_only_once_you_say_it_is_yours(page: Page, goto_ready):
    reviewed(first(page, goto_ready, SOLVED))  # reviewed, and still not counted
    expect(page.locator("#history")).to_contain_text("No game reviewed")
    assert history_entries(page) == [] and not storage(page).get(KEY + "game")
    assert storage(page)[KEY + "shared"] == SOLVED  # the link's game, under its own key

    page.click("#mine")  # "This is my game"
    expect(page.locator("#history")).to_contain_text("1 game kept, 1 solved")
    expect(page.locator("#history .answer")).to_have_text("QUOTA")  # yours: its word shows
    expect(page.locator("#mine-note")).to_be_hidden()
    assert [e["mine"] for e in history_entries(page)] == [True]
    opened(page, goto_ready)  # and the bare page restores it
    assert guesses_shown(page) == ["SMART", "TABLE", "ATTIC", "QUOTA"]


def test_a_spoiler_free_game_revealed_is_a_links_game_and_stays_revealed(page: Page, goto_ready):
    link = fragment_of(PARTNER, hide=True)
    first(page, goto_ready, link)
    page.click("#reveal-game")
    expect(page.locator("#mine-note")).to_be_visible()
    reviewed(page)
    stored = storage(page)
    assert stored[KEY + "shared"] == format_game(PARTNER)
    assert not stored.get(KEY + "game") and history_entries(page) == []
    opened(page, goto_ready, link)  # seen already: shown as it was left
    assert guesses_shown(page) == ["HUMID", "KNELT", "DOWRY", "WOKEN"]


OTHER_LISTS = daily(("nyt-answers", "nyt"), 1, key="test_one_game_is_one_entry")  # one a day


def test_one_game_is_one_entry_whatever_the_list_mode_or_answer(page: Page, goto_ready):
    first(page, goto_ready).fill("#game-text", SOLVED.replace(",", " "))  # pasted: yours
    page.click("#entry button[type=submit]")
    reviewed(page)
    for name in (*OTHER_LISTS, "answers"):  # another list, then back
        page.select_option("#word-list", name)
        reviewed(page)
    for _ in range(2):
        page.click("#hard-mode")
        reviewed(page)
    expect(page.locator("#history")).to_contain_text("1 game kept")
    assert len(history_entries(page)) == 1

    page.fill("#game-text", LOST.replace(",", " "))
    page.click("#entry button[type=submit]")
    reviewed(page)
    expect(page.locator("#history")).to_contain_text("2 games kept, 1 solved")
    page.fill("#answer-word", "catch")
    page.press("#answer-word", "Enter")
    reviewed(page)
    expect(page.locator("#history")).to_contain_text("2 games kept, 1 solved")
    expect(page.locator("#history .answer").first).to_have_text("CATCH")
    assert [e["answer"] for e in history_entries(page)] == ["catch", ""]


def test_a_link_made_long_is_cut_in_one_line_and_its_game_shown(page: Page, goto_ready):
    """200,000 flags froze the page for 42 s; the fragment is now cut before it is read."""
    first(page, goto_ready, "SMART=..a.t&words=nyt" + "&h" * 200_000)
    assert guesses_shown(page) == ["SMART"]
    expect(page.locator("#message")).to_have_text(
        "This link was cut: only its first 1,000 characters and 8 options were read."
    )
    assert page.locator("#word-list").input_value() == "nyt"  # the options before the cut hold
    page.keyboard.type("table")
    page.keyboard.press("Enter")
    expect(page.locator("#message")).not_to_contain_text("cut")  # gone once the game is edited


def test_a_link_of_only_a_list_opens_an_empty_game_on_it(page: Page, goto_ready):
    first(page, goto_ready, "words=nyt")  # nothing stored: an empty game of yours, on the list
    expect(page.locator("#word-list")).to_have_value("nyt")
    assert guesses_shown(page) == [] and not page.locator("#entry-error").inner_text()
    type_game(page, "crane")
    assert storage(page)[KEY + "game"] == "CRANE=.....&words=nyt"

    page.evaluate("localStorage.clear()")
    type_game(opened(page, goto_ready), "crane")  # your game, on the classic list...
    opened(page, goto_ready, "words=nyt-answers")  # ...stays yours behind an empty one
    expect(page.locator("#word-list")).to_have_value("nyt-answers")
    assert guesses_shown(page) == []
    expect(page.locator("#own-note")).to_have_text("Your game (CRANE) is kept: back to it")
    assert storage(page)[KEY + "game"].startswith("CRANE=.....")


IN_VIEW = """(selector) => {
  const box = document.querySelector(selector).getBoundingClientRect();
  return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
}"""


@pytest.mark.parametrize("size", [PHONE, {"width": 1280, "height": 800}], ids=["phone", "desktop"])
@pytest.mark.parametrize("link", [SOLVED, "SMART=..a.t,TABLE=ta..."], ids=["solved", "unfinished"])
def test_a_partners_first_screen_says_whose_game_and_taking_it_says_so_there(
    page: Page, goto_ready, size, link
):
    page.set_viewport_size(size)
    first(page, goto_ready, link)  # a partner's first sight: nothing of theirs stored
    note = page.locator("#mine-note")
    expect(note).to_contain_text("A game opened from a link: not counted in your games.")
    assert page.evaluate(IN_VIEW, "#mine") and page.evaluate(IN_VIEW, "#grid .row")
    page.click("#mine")  # "This is my game", finished or not: said where the button was
    expect(note).to_be_hidden()
    expect(page.locator("#message")).to_contain_text("Kept as your game")
    assert page.evaluate(IN_VIEW, "#message")
    assert page.evaluate("document.activeElement.classList.contains('tile')")
