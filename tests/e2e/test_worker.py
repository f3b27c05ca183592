"""The engine in its worker, in real Chromium: the page takes typing before the engine has
started, the list travels in the link, and an answer for an older game is never shown.

Expected numbers come from the engine run in CPython.
"""

import re
from collections.abc import Iterator
from contextlib import contextmanager

from playwright.sync_api import Page, Route, expect

from wordle.engine.analysis import analyse
from wordle.engine.bot import Bot
from wordle.engine.notation import parse_steps
from wordle.engine.review import review
from wordle.engine.words import guesses_for, word_list

GAME = "SMART=..a.t,TABLE=ta...,ATTIC=at..."


def counts(game: str, words: str = "answers") -> list[list[str]]:
    result = analyse(parse_steps(game), word_list(words))
    return [[str(r.number), str(r.after)] for r in result.reports]


def shown_counts(page: Page) -> list[list[str]]:
    page.wait_for_selector("html:not([data-pending])", state="attached")
    return page.eval_on_selector_all(
        "[data-step]", "rows => rows.map(r => [r.dataset.step, r.dataset.remaining])"
    )


def fresh(page: Page) -> None:
    if page.url.startswith("http"):
        page.evaluate("localStorage.clear()")
    page.goto("about:blank")


@contextmanager
def held_back(page: Page, pattern: str) -> Iterator[list[Route]]:
    """Requests for `pattern` wait until the block ends (what needs them cannot start)."""
    held: list[Route] = []
    page.route(pattern, lambda route: held.append(route))
    try:
        yield held
    finally:
        for route in held:
            route.continue_()
        page.unroute(pattern)


def test_typing_before_the_engine_has_started_is_kept_and_analysed(module_page: Page):
    page = module_page
    fresh(page)
    with held_back(page, "**/engine.toml") as held:  # the worker's config
        page.goto("index.html", wait_until="commit")
        page.wait_for_selector("html.interactive", state="attached", timeout=60_000)
        page.keyboard.type("smart")
        page.keyboard.press("Enter")
        page.locator('.tile[data-row="0"][data-tile="2"]').click()  # A yellow
        page.locator('.tile[data-row="0"][data-tile="4"]').click()  # T yellow
        page.keyboard.type("lions")
        page.keyboard.press("Enter")  # its tiles not coloured: grey
        expect(page.locator('.tile[data-row="1"][data-tile="4"]')).to_have_text("S")
        expect(page.locator('.tile[data-row="0"][data-tile="2"]')).to_have_attribute(
            "data-colour", "yellow"
        )
        expect(page.locator("#status-text")).to_have_text("Starting the engine…")
        expect(page.locator("#advice-status")).to_contain_text("once the engine has started")
        assert page.evaluate("document.documentElement.classList.contains('ready')") is False
        assert held, "the engine's config was asked for"
    page.wait_for_selector("html.ready", state="attached", timeout=60_000)
    assert shown_counts(page) == counts("SMART=..a.t,LIONS=.....")
    expect(page.locator("#status-text")).to_have_text("Ready.")


def test_typing_before_the_page_s_python_has_started_is_kept(module_page: Page):
    page = module_page
    fresh(page)
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


def test_the_list_travels_in_the_link(module_page: Page, goto_ready):
    page = module_page
    fresh(page)
    goto_ready(page, "index.html#" + GAME + "&words=nyt")
    expect(page.locator("#word-list")).to_have_value("nyt")
    assert shown_counts(page) == counts(GAME, "nyt")
    page.select_option("#word-list", "nyt-answers")
    assert shown_counts(page) == counts(GAME, "nyt-answers")
    assert page.url.endswith("#" + GAME + "&words=nyt-answers")
    page.select_option("#word-list", "answers")  # the default list is left out of the link
    assert shown_counts(page) == counts(GAME)
    assert page.url.endswith("#" + GAME)


def test_a_link_without_a_list_means_the_default_one(module_page: Page, goto_ready):
    page = module_page
    fresh(page)
    goto_ready(page, "index.html#" + GAME + "&words=nyt")
    page.goto("about:blank")  # the stored list is nyt now; a plain link still means classic
    goto_ready(page, "index.html#" + GAME)
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
    page = module_page
    fresh(page)
    older = "CRANE=.....&words=nyt"  # its review over 14,855 words takes the worker a while
    newer = "JUDGE=....e,CHEST=c.E..,WRECK=..Ec.,OCEAN=OCEAN"
    goto_ready(page, "index.html#" + older)
    page.evaluate(WATCH)
    page.evaluate(f"location.hash = {newer!r}")  # a newer game while the older is worked out
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


# What the page stored before the engine moved to a worker (written by commit 3c80de6's page):
# the same keys are read back, so nobody loses a game or their statistics by upgrading.
EARLIER = {
    "wordle-companion:game": "JUDGE=....e,CHEST=c.E..",
    "wordle-companion:words": "nyt-answers",
    "wordle-companion:mode": "play",
    "wordle-companion:contrast": "1",
    "wordle-companion:stats": '{"played":7,"streak":3,"best_streak":5,"wins":[0,1,2,2,1,0]}',
    "wordle-companion:play-hard": "1",
    "wordle-companion:play-words": "nyt-answers",
}


def test_what_an_earlier_version_stored_is_restored(module_page: Page, goto_ready):
    page = module_page
    fresh(page)
    goto_ready(page, "index.html")
    page.evaluate(
        "(items) => { localStorage.clear(); Object.assign(localStorage, items); }", EARLIER
    )
    page.goto("about:blank")
    goto_ready(page, "index.html")
    expect(page.locator("html")).to_have_class(re.compile(r"\bcontrast\b"))
    expect(page.locator("html")).to_have_class(re.compile(r"\bplaying\b"))
    expect(page.locator("#stat-played")).to_have_text("7")
    expect(page.locator("#stat-best")).to_have_text("5")
    expect(page.locator("#play-hard")).to_be_checked()
    expect(page.locator("#play-words")).to_have_value("nyt-answers")
    page.click("#mode-analyse")
    expect(page.locator("#word-list")).to_have_value("nyt-answers")
    assert shown_counts(page) == counts("JUDGE=....e,CHEST=c.E..", "nyt-answers")
