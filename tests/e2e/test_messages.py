"""The line under the grid in real Chromium (issue 46 #8): a notice in the text's colour, an
error in red, each read whole on a phone and on a desktop, without a tap."""

import pytest
from opening import show
from playwright.sync_api import Page, expect

PHONE, DESKTOP = {"width": 360, "height": 740}, {"width": 1280, "height": 800}
SHARE = "Wordle 1,000 3/6\n\n⬛🟨⬛⬛⬛\n🟩🟩⬛⬛🟨\n🟩🟩🟩🟩🟩"  # colours only: the guesses wait
WRONG = "SALET=.....,CRONY=.r.n.,BRING=bRiN."  # R yellow at 2, then green there: refused
# The line's colour against the text's and a form's error line's (always red), and whether
# all of it shows: no part cut off at the side.
LINE = """() => {
  const colour = (id) => getComputedStyle(document.getElementById(id)).color;
  const line = document.getElementById("message");
  return {
    text: line.textContent,
    colour: colour("message"),
    text_colour: getComputedStyle(document.body).color,
    error_colour: colour("entry-error"),
    error: line.classList.contains("error"),
    whole: line.scrollWidth <= line.clientWidth && getComputedStyle(line).whiteSpace !== "nowrap",
  };
}"""


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_notice_is_not_red_an_error_is_and_both_read_whole(module_page: Page, goto_ready, size):
    page = module_page
    page.set_viewport_size(size)
    show(page, goto_ready, "")  # an empty game
    page.fill("#game-text", SHARE)
    page.click('#entry button[type="submit"]')
    expect(page.locator("#message")).to_have_text("Type the guesses: their colours are in place.")
    notice = page.evaluate(LINE)
    assert not notice["error"] and notice["whole"]
    assert notice["colour"] == notice["text_colour"] != notice["error_colour"]

    show(page, goto_ready, WRONG)
    expect(page.locator("#message")).to_contain_text("R is green at 2")
    error = page.evaluate(LINE)
    assert error["error"] and error["whole"] and error["colour"] == error["error_colour"]
    if size is PHONE:  # a long message wraps rather than hiding its end
        height = page.evaluate("document.getElementById('message').offsetHeight")
        assert len(error["text"]) > 45 and height > 30
