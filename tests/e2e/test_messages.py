"""The line under the grid in real Chromium (issue 46 #8): a notice in the text's colour, an
error in red, each read whole on a phone and on a desktop, without a tap."""

import pytest
from opening import settled, show
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
    settled(page)  # the engine reads a share's text: on a loaded machine, in over 5 s
    expect(page.locator("#message")).to_have_text(  # and the NYT's list its number picks
        "Type the guesses: their colours are in place. Wordle 1,000 is judged on “NYT answers”, "
        "the list the NYT's games come from since it began adding answers; choose “classic "
        "answers” under Possible answers from to judge it on that."
    )
    expect(page.locator("#word-list")).to_have_value("nyt-answers")  # switched, and shown
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


SHARE_SHEET = """navigator.share = (data) => {
  (window.__shared ||= []).push({ url: data.url, title: data.title });
  return Promise.resolve();
};"""


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_device_with_a_share_sheet_is_offered_it_for_links(
    module_page: Page, context, goto_ready, size
):
    """Issue 46 #12: where the browser has a share sheet (a phone's), a link and a challenge
    go to it as they are copied; where it has none (this Chromium), no button offers one."""
    from opening import load

    show(module_page, goto_ready, "SALET=.....")
    expect(module_page.locator("#share-link")).to_be_hidden()  # no share sheet here
    page = context.new_page()
    page.set_viewport_size(size)
    page.add_init_script(SHARE_SHEET)
    load(page, goto_ready, "SALET=.....")
    page.click("#share-link")
    page.wait_for_function("window.__shared?.length === 1")
    [shared] = page.evaluate("window.__shared")
    assert shared["url"] == page.url and shared["url"].endswith("#SALET=.....")
    page.click("#mode-play")
    page.click("#share-challenge")
    page.wait_for_function("window.__shared?.length === 2")
    challenge = page.evaluate("window.__shared[1].url")
    assert "#play=" in challenge and "salet" not in challenge.lower()
    page.close()
