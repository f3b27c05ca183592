"""The history on the page: a finished game reviewed is kept for 90 days and reopens by link."""

from playwright.sync_api import Page, expect

KEY = "wordle-companion:history"


def reviewed(page: Page) -> Page:
    page.wait_for_selector("html:not([data-working])", state="attached", timeout=60_000)
    return page


def test_a_solved_game_goes_into_the_history_and_reopens_from_it(module_page: Page, goto_ready):
    page = module_page
    page.goto("about:blank")
    goto_ready(page, "index.html")
    page.evaluate(f"localStorage.removeItem('{KEY}')")
    goto_ready(page, "index.html#SMART=..a.t,TABLE=ta...,ATTIC=at...,QUOTA=QUOTA")
    reviewed(page)
    history = page.locator("#history")
    expect(history).to_contain_text("1 game in 90 days, 1 solved: 4.00 guesses on average")
    stored = page.evaluate(f"localStorage.getItem('{KEY}')")
    assert '"guesses":4' in stored and '"solved":true' in stored
    page.goto("about:blank")
    goto_ready(page, "index.html#CRANE=.....")  # a game under way: not kept
    reviewed(page)
    expect(history).to_contain_text("1 game in 90 days")
    history.locator("a").first.click()
    expect(page.locator('[data-step="4"]')).to_have_attribute("data-remaining", "1")


def test_an_unreadable_history_is_kept_and_the_page_works(module_page: Page, goto_ready):
    page = module_page
    page.goto("about:blank")
    goto_ready(page, "index.html")
    page.evaluate(f"localStorage.setItem('{KEY}', '[{{\"day\":\"yesterday\"}}]')")
    goto_ready(page, "index.html#SMART=..a.t,TABLE=ta...,ATTIC=at...,QUOTA=QUOTA")
    reviewed(page)
    expect(page.locator("#storage-note")).to_contain_text("history of games reviewed")
    assert page.evaluate(f"localStorage.getItem('{KEY}-backup')") == '[{"day":"yesterday"}]'
    assert page.evaluate(f"localStorage.getItem('{KEY}')") == '[{"day":"yesterday"}]'
