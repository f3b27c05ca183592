"""The review in real Chromium: a card per guess that fits a phone, one tap from the grid."""

import pytest
from playwright.sync_api import Page, expect

from wordle.engine.links import fragment_of
from wordle.engine.notation import Step, format_game
from wordle.engine.score import feedback

ANSWER = "ocean"
GUESSES = ("salet", "beard", "enema", "hyena", "anime", "omega")
LOST = [Step(g, feedback(g, ANSWER)) for g in GUESSES]
SOLVED = "SMART=..a.t,TABLE=ta...,ATTIC=at...,QUOTA=QUOTA"
PHONE, DESKTOP = {"width": 360, "height": 740}, {"width": 1280, "height": 800}

CLIPPED = """() => {
  const width = window.innerWidth, clipped = [];
  for (const card of document.querySelectorAll("#review [data-review-step], #bot-line li")) {
    const box = card.getBoundingClientRect();
    if (card.scrollWidth > card.clientWidth || box.left < 0 || box.right > width)
      clipped.push([card.dataset.reviewStep || card.dataset.botStep, card.scrollWidth,
                    card.clientWidth, box.left, box.right]);
  }
  return clipped;
}"""

IN_VIEW = """(selector) => {
  const element = document.querySelector(selector), box = element.getBoundingClientRect();
  const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight
    && box.right <= innerWidth && box.height > 0;
  const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return inside && element.contains(seen);  // not hidden by a scrolled list's edge
}"""


def open_page(page: Page, goto_ready, fragment: str, size=DESKTOP) -> None:
    """Open the page anew at `size`, storage cleared."""
    if page.url.startswith("http"):
        page.evaluate("localStorage.clear()")
    page.set_viewport_size(size)
    page.goto("about:blank")
    goto_ready(page, "index.html#" + fragment)


def reviewed(page: Page) -> Page:
    """The page once the engine has answered everything, the review included."""
    page.wait_for_selector("html:not([data-pending])", state="attached")
    page.wait_for_selector("html:not([data-working])", state="attached", timeout=90_000)
    return page


@pytest.mark.parametrize(
    "fragment",
    [
        SOLVED,
        format_game(LOST) + "&hard",  # long sentences, hard-mode breaks
        fragment_of(LOST, hide=True),
    ],
    ids=["solved", "lost", "spoiler-free"],
)
def test_no_review_card_is_clipped_at_360_px(module_page: Page, goto_ready, fragment):
    page = module_page
    open_page(page, goto_ready, fragment, PHONE)
    reviewed(page)
    expect(page.locator("#review [data-review-step]")).not_to_have_count(0)
    if "&hard" in fragment:
        expect(page.locator("#review .step-breaks")).not_to_have_count(0)
    assert page.evaluate(CLIPPED) == []
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_the_review_is_one_tap_from_the_grid_on_a_phone(module_page: Page, goto_ready):
    page = module_page
    open_page(page, goto_ready, SOLVED, PHONE)
    reviewed(page)
    assert page.evaluate(IN_VIEW, "#to-review")  # beside the grid, without scrolling
    assert not page.evaluate(IN_VIEW, "#review-title")
    page.click("#to-review")
    page.wait_for_function(f"({IN_VIEW})('#review-title')")
    expect(page.locator("#review-title")).to_be_focused()
