"""The page in a browser that lacks every optional API it can use: Chromium with ``scheduler``,
``requestIdleCallback`` and the navigator's ``share``, ``locks``, ``storage``, ``clipboard`` and
``serviceWorker`` taken away before any page script runs (as Safari lacks the first, older
Chrome and Firefox ``scheduler.yield``, a private window some of the rest). It starts, counts
and reviews a link's game, keeps a game of yours in the history, and says the browser may clear
it; once the browser keeps the site's storage, it says nothing."""

from opening import load, reviewed
from playwright.sync_api import Page, expect

from wordle.engine.lists.words import word_list
from wordle.engine.review.analysis import analyse
from wordle.engine.rules.notation import parse_steps

GAME = "SMART=..a.t,TABLE=ta...,ATTIC=at...,QUOTA=QUOTA"
TAKEN_AWAY = """
for (const [owner, names] of [
  [Window.prototype, ["scheduler", "requestIdleCallback"]],
  [window, ["scheduler", "requestIdleCallback"]],
  [Navigator.prototype, ["share", "locks", "storage", "clipboard", "serviceWorker"]],
]) for (const name of names) delete owner[name];
"""
KEPT = """() => Object.defineProperty(navigator, "storage", { value: {
  persisted: async () => true, persist: async () => true } })"""


def counts(page: Page) -> list[list[str]]:
    return page.eval_on_selector_all(
        "[data-step]", "rows => rows.map(r => [r.dataset.step, r.dataset.remaining])"
    )


def test_the_page_starts_counts_reviews_and_keeps_games_without_them(page: Page, goto_ready):
    page.add_init_script(TAKEN_AWAY)
    reviewed(load(page, goto_ready, GAME))
    present = "[...['scheduler', 'requestIdleCallback'].filter((n) => n in window),"
    present += " ...['share', 'locks', 'storage', 'clipboard'].filter((n) => n in navigator)]"
    assert page.evaluate(present) == []  # the browser the page met
    report = analyse(parse_steps(GAME), word_list("answers")).reports
    assert counts(page) == [[str(r.number), str(r.after)] for r in report]
    expect(page.locator("#review-summary")).not_to_be_empty()
    page.click("#mine")  # a link's game made yours: it goes into the history
    expect(page.locator("#history")).to_contain_text("1 game kept, 1 solved")
    expect(page.locator("#history-kept")).to_be_visible()
    expect(page.locator("#history-kept")).to_contain_text("Safari after 7 days without a visit")

    page.evaluate(KEPT)  # now the browser keeps the site's storage: nothing to say
    page.fill("#game-text", "CRANE=..a.. QUOTA=QUOTA")
    page.click('#entry button[type="submit"]')
    expect(page.locator("#history")).to_contain_text("2 games kept, 2 solved")
    expect(page.locator("#history-kept")).to_be_hidden()
