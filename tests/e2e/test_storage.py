"""Stored data that fights back, in real Chromium: every key corrupted several ways, storage
disabled, and a challenge that would have thrown away a game in progress."""

import pytest
from playwright.sync_api import Page, expect

from wordle.engine.game import challenge_code
from wordle.engine.stats import Stats
from wordle.engine.words import word_list

ANSWERS = word_list("answers")
KEY = "wordle-companion:"
STATS = Stats(played=3, streak=1, best_streak=2, wins=[0, 1, 1, 0, 0, 0]).to_json()
BAD = {
    "overflow": '{"played":1e400}',  # once an uncaught OverflowError: the page never started
    "brackets": "[" * 100_000,  # once a crash of Pyodide itself, on every visit
    "truncated": STATS[:20],
}


def with_stored(page: Page, goto_ready, values: dict, path: str) -> None:
    """Open `path` with exactly `values` in storage (keys without the page's prefix)."""
    page.goto("about:blank")
    goto_ready(page, "index.html")
    page.evaluate(
        "values => { localStorage.clear(); for (const [k, v] of Object.entries(values))"
        " localStorage.setItem(k, v); }",
        {KEY + k: v for k, v in values.items()},
    )
    page.goto("about:blank")
    goto_ready(page, path)


def play_link(answer: str) -> str:
    return "index.html#play=" + challenge_code(answer, ANSWERS)


def settled(page: Page) -> Page:
    page.wait_for_selector("html:not([data-pending])", state="attached")
    return page


@pytest.mark.parametrize("kind", BAD)
@pytest.mark.parametrize("key", ["stats", "play", "recent"])
def test_an_unreadable_play_key_is_kept_and_named_and_the_page_works(
    module_page: Page, goto_ready, key, kind
):
    page, text = module_page, BAD[kind]
    with_stored(page, goto_ready, {key: text, "mode": "play"}, "index.html")
    note = page.locator("#storage-note")
    expect(note).to_be_visible()
    expect(note).to_contain_text("could not be restored")
    expect(note).to_contain_text(f"{KEY}{key}-backup")
    assert page.evaluate(f"localStorage.getItem('{KEY}{key}-backup')") == text
    assert page.evaluate(f"localStorage.getItem('{KEY}{key}')") != text  # started afresh
    href = note.locator("a[download]").get_attribute("href")
    assert (
        page.evaluate("href => decodeURIComponent(href.split(',').slice(1).join(','))", href)
        == text
    )
    page.keyboard.type("crane")  # and the game plays
    page.keyboard.press("Enter")
    expect(page.locator("#play-status")).to_have_text("5 guesses left.")


def test_an_unreadable_game_in_the_analysis_is_kept(module_page: Page, goto_ready):
    page = module_page
    with_stored(page, goto_ready, {"game": "CRANES=......", "stats": STATS}, "index.html")
    expect(page.locator("#storage-note")).to_contain_text("Your last game could not be restored")
    assert page.evaluate(f"localStorage.getItem('{KEY}game-backup')") == "CRANES=......"
    expect(page.locator("#storage-note")).not_to_contain_text("statistics")


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
    with_stored(page, goto_ready, {}, play_link("moist"))
    page.keyboard.type("crane")
    page.keyboard.press("Enter")
    expect(page.locator("#play-status")).to_have_text("5 guesses left.")
    page.goto("about:blank")
    goto_ready(page, play_link("ocean"))
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
    with_stored(page, goto_ready, {}, play_link("moist") + "&beat=9")
    note = page.locator("#storage-note")
    expect(note).to_contain_text("(&beat=9) is not 1 to 6 or X")
    expect(page.locator("#message")).not_to_contain_text("Beat that")
