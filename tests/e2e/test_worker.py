"""The engine in its worker, in real Chromium: the page takes typing before its Python has
started (before the engine: ``test_first_sight.py``), the list travels in the link, and an
answer for an older game is never shown.

Expected numbers come from the engine run in CPython.
"""

import re

from opening import KEY, forget, held_back, settled, show, storage, visit
from playwright.sync_api import Page, expect

from wordle.engine.lists.words import guesses_for, word_list
from wordle.engine.review.analysis import analyse
from wordle.engine.review.reviewing import review
from wordle.engine.rules.notation import parse_steps
from wordle.engine.search.bot import Bot

GAME = "SMART=..a.t,TABLE=ta...,ATTIC=at..."


def counts(game: str, words: str = "answers") -> list[list[str]]:
    result = analyse(parse_steps(game), word_list(words))
    return [[str(r.number), str(r.after)] for r in result.reports]


def shown_counts(page: Page) -> list[list[str]]:
    return settled(page).eval_on_selector_all(
        "[data-step]", "rows => rows.map(r => [r.dataset.step, r.dataset.remaining])"
    )


def test_typing_before_the_page_s_python_has_started_is_kept(module_page: Page):
    page = forget(module_page)
    with held_back(page, "**/assets/main/app.mpy"):  # the main thread's Python
        page.goto("index.html#SMART=..a.t", wait_until="commit")
        page.wait_for_function("window.companionSafe && document.getElementById('keyboard')")
        page.keyboard.type("lions")
        page.keyboard.press("Enter")  # its tiles not coloured: grey
        page.click('#keyboard [data-key="Enter"]')
        page.keyboard.type("qu")
        assert page.evaluate("document.documentElement.classList.contains('interactive')") is False
    page.wait_for_selector("html.ready", state="attached", timeout=60_000)
    assert shown_counts(page) == counts("SMART=..a.t,LIONS=.....")
    expect(page.locator('.tile[data-row="2"][data-tile="1"]')).to_have_text("U")


def test_the_list_travels_in_the_link_and_a_link_without_one_means_the_default(
    module_page: Page, goto_ready
):
    page = show(module_page, goto_ready, GAME + "&words=nyt")
    expect(page.locator("#word-list")).to_have_value("nyt")
    assert shown_counts(page) == counts(GAME, "nyt")
    page.select_option("#word-list", "nyt-answers")
    assert shown_counts(page) == counts(GAME, "nyt-answers")
    assert page.url.endswith("#" + GAME + "&words=nyt-answers")
    page.select_option("#word-list", "answers")  # the default list is left out of the link
    assert shown_counts(page) == counts(GAME)
    assert page.url.endswith("#" + GAME)
    page.select_option("#word-list", "nyt")
    page.fill("#game-text", GAME)  # pasted: your game, on the list chosen last
    page.click('#entry button[type="submit"]')
    settled(page)
    assert storage(page)[KEY + "words"] == "nyt"
    visit(page, goto_ready, GAME)  # your list is nyt; a link without one means the classic
    expect(page.locator("#word-list")).to_have_value("answers")
    assert shown_counts(page) == counts(GAME)


WATCH = """
window.__seen = [];
const watch = (id) => new MutationObserver(() => window.__seen.push(
  [id, document.getElementById(id).textContent])).observe(
  document.getElementById(id), {childList: true, subtree: true, characterData: true});
["review-summary", "advice-status", "answers-title"].forEach(watch);
"""


def test_an_answer_for_an_older_game_never_overwrites_a_newer_one(module_page: Page, goto_ready):
    older = "CRANE=.....&words=nyt"  # its review over 14,855 words takes the worker a while
    newer = "JUDGE=....e,CHEST=c.E..,WRECK=..Ec.,OCEAN=OCEAN"
    page = show(module_page, goto_ready, older)
    page.evaluate(WATCH)
    in_flight = page.evaluate(  # a newer game while the older is worked out
        f"() => {{ const busy = document.documentElement.hasAttribute('data-working');"
        f" location.hash = {newer!r}; return busy; }}"
    )
    assert in_flight, "the older game's review was done before the newer came: no race"
    answers = word_list("answers")
    expected = review(parse_steps(newer), Bot(answers, guesses_for(answers)))
    expect(page.locator("#review-summary")).to_have_text(expected.summary(), timeout=60_000)
    page.wait_for_selector("html:not([data-working])", state="attached", timeout=60_000)
    assert shown_counts(page) == counts(newer)
    seen = page.evaluate("window.__seen")
    summaries = {text for id_, text in seen if id_ == "review-summary" and text}
    assert summaries == {expected.summary()}, summaries
    titles = {text for id_, text in seen if id_ == "answers-title"}
    assert titles == {"After step 4: 1 possible answer"}, titles
    statuses = {text for id_, text in seen if id_ == "advice-status"}
    assert statuses <= {"Working it out…", "Solved: OCEAN was the answer."}, statuses
    expect(page.locator("html")).not_to_have_attribute("data-pending", re.compile(".*"))
