"""The history on the page: a finished game reviewed is kept for good and reopens by link."""

from opening import load, reviewed, show, visit
from playwright.sync_api import Page, expect

KEY = "wordle-companion:history"


def with_history(page: Page, goto_ready, text: str | None) -> Page:
    """The issue's solved game pasted (so yours) and reviewed with `text` stored as the
    history."""
    load(page, goto_ready, stored={} if text is None else {"history": text})
    page.fill("#game-text", "SMART=..a.t TABLE=ta... ATTIC=at... QUOTA=QUOTA")
    page.click('#entry button[type="submit"]')
    page.wait_for_selector('[data-step="4"][data-remaining]', state="attached")
    return reviewed(page)


def test_a_solved_game_goes_into_the_history_and_reopens_from_it(module_page: Page, goto_ready):
    page = with_history(module_page, goto_ready, None)
    history = page.locator("#history")
    expect(history).to_contain_text("1 game kept, 1 solved: 4.00 guesses on average")
    stored = page.evaluate(f"localStorage.getItem('{KEY}')")
    assert '"guesses":4' in stored and '"solved":true' in stored
    reviewed(show(page, goto_ready, "CRANE=....."))  # a game under way: not kept
    expect(history).to_contain_text("1 game kept")
    history.locator("a").first.click()
    expect(page.locator('[data-step="4"]')).to_have_attribute("data-remaining", "1")


def test_an_unreadable_history_is_kept_and_a_new_one_records_again(module_page: Page, goto_ready):
    """The unreadable text was once left in place: every later review re-read it and recorded
    nothing."""
    page = with_history(module_page, goto_ready, '[{"day":"yesterday"}]')
    expect(page.locator("#storage-note")).to_contain_text("history of games reviewed")
    expect(page.locator("#storage-note")).to_contain_text("and a new one is started.")
    assert page.evaluate(f"localStorage.getItem('{KEY}-backup')") == '[{"day":"yesterday"}]'
    expect(page.locator("#history")).to_contain_text("1 game kept, 1 solved")
    reviewed(visit(page, goto_ready))  # the next visit: read, nothing to say, the game kept
    expect(page.locator("#storage-note")).to_be_hidden()
    expect(page.locator("#history")).to_contain_text("1 game kept, 1 solved")
    assert '"guesses":4' in page.evaluate(f"localStorage.getItem('{KEY}')")
