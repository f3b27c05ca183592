"""The page in real Chromium: entering a game every way, what it shows, links and storage.

Expected numbers come from the engine itself run in CPython, so the page (the same code
in Pyodide) is checked against the command line's results.
"""

import re
from urllib.parse import quote

import pytest
from opening import load, reviewed, settled, show, visit
from playwright.sync_api import Page, expect

from wordle.engine.answers.explain import explanation
from wordle.engine.lists.words import word_list
from wordle.engine.review.analysis import analyse
from wordle.engine.review.reasons import BOT_HOW, guess_skill_words
from wordle.engine.rules.fitting import fitting_partly
from wordle.engine.rules.notation import Step, format_game, parse_steps
from wordle.engine.rules.score import SOLVED, feedback
from wordle.page.counts import LIST_LIMIT

from sizes import daily

GAME = "SMART=..a.t,TABLE=ta...,ATTIC=at..."
OCEAN = "JUDGE=....e,CHEST=c.E..,WRECK=..Ec."


def expected_counts(game: str, words: str = "answers") -> list[tuple[str, str]]:
    result = analyse(parse_steps(game), word_list(words))
    return [(str(r.number), str(r.after)) for r in result.reports]


def shown_counts(page: Page) -> list[tuple[str, str]]:
    settled(page)
    return page.eval_on_selector_all(
        "[data-step]", "rows => rows.map(r => [r.dataset.step, r.dataset.remaining])"
    )


def tile(page: Page, row: int, column: int):
    return page.locator(f'.tile[data-row="{row}"][data-tile="{column}"]')


@pytest.mark.every_run  # every day: the page's contracts
def test_a_share_link_shows_every_step(module_page: Page, goto_ready):
    show(module_page, goto_ready, GAME)
    assert [tuple(c) for c in shown_counts(module_page)] == expected_counts(GAME)
    stats = module_page.locator('[data-step="1"] .stats').inner_text()
    assert "2,315 →" in stats and "bits" in stats
    words = module_page.eval_on_selector_all(
        "#answers [data-word]", "b => b.map(x => x.dataset.word)"
    )
    assert words == analyse(parse_steps(GAME), word_list("answers")).candidates


def test_ready_is_said_then_goes_without_moving_the_page(module_page: Page, goto_ready):
    """Issue 70: "Ready." stayed at the top forever."""
    page = load(module_page, goto_ready)
    status = page.locator("#status-text")
    expect(status).to_have_text("Ready.")
    height = page.locator("#status").bounding_box()["height"]
    expect(status).to_be_hidden(timeout=15_000)  # faded out a few seconds later
    assert page.locator("#status").bounding_box()["height"] == height


@pytest.mark.parametrize("width", [360, 1280])
def test_a_guess_that_broke_hard_mode_says_so_beside_its_row(module_page: Page, goto_ready, width):
    """Issue 70: in a game not finished, only the review's cards said which guess broke hard
    mode, far below; now its row does, in view, and not once hard mode is off."""
    page = module_page
    page.set_viewport_size({"width": width, "height": 740})
    try:
        show(page, goto_ready, "BEING=.e...,CLASP=..As.&hard")
        breaks = page.locator("[data-step] .breaks")
        expect(breaks).to_have_count(1)
        expect(page.locator('[data-step="2"] .breaks')).to_have_text(
            "breaks hard mode: must contain one E (step 1)", use_inner_text=False
        )
        expect(breaks).to_be_in_viewport()
        page.locator("#hard-mode").uncheck()
        expect(breaks).to_have_count(0)
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


def test_typing_a_game_by_keyboard(module_page: Page, goto_ready):
    load(module_page, goto_ready)
    page = module_page
    page.keyboard.type("judge")
    page.keyboard.press("Enter")
    tile(page, 0, 4).click()  # E yellow
    page.keyboard.type("chest")
    page.keyboard.press("Enter")
    tile(page, 1, 0).click()
    tile(page, 1, 2).click()
    tile(page, 1, 2).click()  # C yellow, E green
    page.keyboard.type("wrecx")
    page.keyboard.press("Backspace")
    page.keyboard.type("k")
    expect(tile(page, 2, 2)).to_have_attribute("data-colour", "green")  # CHEST proved it
    tile(page, 2, 3).focus()
    page.keyboard.press("Space")  # C yellow, by keyboard on a focused tile
    # W, R and K not coloured yet: no step, but what the row allows so far
    after = analyse(parse_steps(OCEAN)[:2], word_list("answers")).candidates
    allowed = fitting_partly("wreck", [None, None, 2, 1, None], after)
    third = settled(page).locator('.row[data-row="2"]')
    expect(third).not_to_have_attribute("data-step", "3")
    expect(third.locator(".stats")).to_contain_text(f"{len(after)} → {len(allowed)}")
    expect(third.locator(".stats")).to_contain_text("3 tiles to colour")
    expect(tile(page, 2, 0)).to_have_attribute("data-colour", "typed")
    page.keyboard.press("Enter")  # moving on: the tiles left outlined are grey
    assert [tuple(c) for c in shown_counts(page)] == expected_counts(OCEAN)
    assert page.eval_on_selector_all("#answers [data-word]", "b => b.map(x => x.dataset.word)") == [
        "ocean"
    ]
    assert "JUDGE=....e,CHEST=c.E..,WRECK=..Ec." in page.url
    expect(tile(page, 1, 2)).to_have_attribute("aria-label", "row 2 tile 3: E green")


def test_space_after_typing_colours_the_row_typed_not_the_tile_clicked_before(
    module_page: Page, goto_ready
):
    """A tile clicked, then the next word typed: the focus follows the typing, so Space (as
    the hint says) colours the row being typed and never changes the step before."""
    load(module_page, goto_ready)
    page = module_page
    page.keyboard.type("crane")
    page.keyboard.press("Enter")
    tile(page, 0, 2).click()  # A yellow: the focus is on it
    page.keyboard.type("toils")
    expect(tile(page, 1, 4)).to_be_focused()
    page.keyboard.press("Space")
    expect(tile(page, 1, 4)).to_have_attribute("data-colour", "yellow")  # S, the row typed
    expect(tile(page, 0, 2)).to_have_attribute("data-colour", "yellow")  # A as it was
    assert "CRANE=..a.." in page.url


def test_typing_a_game_by_clicking(module_page: Page, goto_ready):
    load(module_page, goto_ready)
    page = module_page
    for letter in "smart":
        page.click(f'#keyboard [data-key="{letter}"]')
    page.click('#keyboard [data-key="Enter"]')
    tile(page, 0, 2).click()
    tile(page, 0, 4).click()
    for letter in "table":
        page.click(f'#keyboard [data-key="{letter}"]')
    tile(page, 1, 0).click()
    tile(page, 1, 1).click()
    page.click('#keyboard [data-key="Enter"]')
    assert [tuple(c) for c in shown_counts(page)] == expected_counts("SMART=..a.t,TABLE=ta...")
    expect(page.locator('#keyboard [data-key="a"]')).to_have_attribute("data-colour", "yellow")
    expect(page.locator('#keyboard [data-key="s"]')).to_have_attribute("data-colour", "grey")


@pytest.mark.parametrize(
    "text",
    [
        "JUDGE=....e CHEST=c.E.. WRECK=..Ec.",
        "judge,00001 chest,10200 wreck,00210",
        "judge:BBBBY chest:YBGBB wreck:BBGYB",
        "judge ⬛⬛⬛⬛🟨 chest 🟨⬛🟩⬛⬛ wreck ⬛⬛🟩🟨⬛",
        "Wordle 234 X/6\n\n⬛⬛⬛⬛🟨\n🟨⬛🟩⬛⬛\n⬛⬛🟩🟨⬛\n\njudge chest wreck",
    ],
)
def test_pasting_each_notation(module_page: Page, goto_ready, text):
    show(module_page, goto_ready, GAME)  # replaced by the game pasted
    page = module_page
    page.fill("#game-text", text)
    page.click('#entry button[type="submit"]')
    assert [tuple(c) for c in shown_counts(page)] == expected_counts(OCEAN)
    expect(page.locator("#entry-error")).to_have_text("")


def test_a_game_is_typed_as_one_stream_of_letters(module_page: Page, goto_ready):
    load(module_page, goto_ready)
    page = module_page
    page.keyboard.type("judgechestwreck")  # no Enter: each row moves on after five letters
    rows = page.eval_on_selector_all(
        ".row .tiles", "r => r.map(x => x.innerText.replace(/\\s/g, ''))"
    )
    assert rows[:4] == ["JUDGE", "CHEST", "WRECK", ""]
    page.keyboard.press("Enter")  # WRECK left as it is: grey (the rows before turned grey)
    expect(page.locator("#message")).to_have_text(  # and said so (issue 70)
        "The tiles left outlined turned grey: tap one to colour it."
    )
    assert [tuple(c) for c in shown_counts(page)] == expected_counts(
        "JUDGE=.....,CHEST=.....,WRECK=....."
    )

    share = "Wordle 234 X/6\n\n⬛⬛⬛⬛🟨\n🟨⬛🟩⬛⬛\n⬛⬛🟩🟨⬛"  # colours only
    page.fill("#game-text", share)
    page.click('#entry button[type="submit"]')
    expect(page.locator("#message")).to_contain_text(
        "Type the guesses: their colours are in place."
    )
    page.keyboard.type("judgechestwreck")
    assert [tuple(c) for c in shown_counts(page)] == expected_counts(OCEAN)


def test_explaining_a_word(module_page: Page, goto_ready):
    game = "THIEF=...e.,BLADE=....E,GROVE=.ro.E"
    show(module_page, goto_ready, game)
    page = module_page
    steps = parse_steps(game)
    result = analyse(steps, word_list("answers"))
    page.click('#answers [data-word="rouse"]')  # explained right after the word
    expect(page.locator('#answers [data-word="rouse"]')).to_have_attribute("aria-expanded", "true")
    expect(page.locator("#answers #beside")).to_have_text(
        explanation("rouse", steps, result.knowledge, result.words)
    )
    page.click('#answers [data-word="rouse"]')  # a second click closes it
    expect(page.locator("#beside")).to_have_count(0)
    page.fill("#why-word", "romeo")
    page.press("#why-word", "Enter")
    expect(page.locator("#explanation")).to_have_text(
        explanation("romeo", steps, result.knowledge, result.words)
    )
    page.fill("#why-word", "xy")
    page.press("#why-word", "Enter")
    expect(page.locator("#explanation")).to_contain_text("a word has 5 letters")


def test_a_step_count_opens_its_list(module_page: Page, goto_ready):
    show(module_page, goto_ready, GAME)
    page = module_page
    page.click('[data-step="1"] .count')
    first = analyse(parse_steps(GAME), word_list("answers")).reports[0].answers_after
    expect(page.locator("#answers [data-word]")).to_have_count(len(first))
    expect(page.locator("#answers-title")).to_contain_text(f"After step 1: {len(first)}")


def test_a_contradiction_is_shown_at_its_row_and_tile(module_page: Page, goto_ready):
    show(module_page, goto_ready, "CRANE=C....,CLOTH=.....")
    page = module_page
    expect(page.locator("#message")).to_contain_text("step 2 tile 1")
    expect(page.locator('.row[data-row="1"]')).to_have_class("row has-error")
    expect(tile(page, 1, 0)).to_have_class("tile error")
    stats = page.locator('.row[data-row="1"] .stats')  # beside it, whole but short: why is
    expect(stats).to_have_text("no word fits: see below")  # said under the grid, in full
    expect(stats).to_have_attribute("title", re.compile("not green"))
    clipped = "(stats) => stats.scrollHeight > stats.clientHeight + 1"
    assert not stats.evaluate(clipped)  # nothing cut (issue 84: "A at 3 is not gree…")
    heights = page.eval_on_selector_all(".row", "rows => rows.map(r => r.offsetHeight)")
    assert len(set(heights)) == 1, heights  # the reason beside its row keeps to its height
    assert [tuple(c) for c in shown_counts(page)] == expected_counts("CRANE=C....")
    assert tile(page, 1, 4).inner_text() == "H"  # the game stays as entered


IN_VIEW = """(selector) => {
  const box = document.querySelector(selector).getBoundingClientRect();
  return box.top > -1 && box.bottom < innerHeight + 1 && box.height > 0;  // to a pixel
}"""


@pytest.fixture
def phone(module_page: Page) -> Page:
    """The module's page at 360 x 740 for one test (then as it was)."""
    size = module_page.viewport_size
    module_page.set_viewport_size({"width": 360, "height": 740})
    yield module_page
    module_page.set_viewport_size(size)


def test_an_error_on_a_phone_reads_whole_and_keeps_the_keyboard_in_view(phone: Page, goto_ready):
    page = settled(load(phone, goto_ready, GAME))  # a partner's first sight: nothing of theirs
    page.keyboard.type("quota")
    page.keyboard.press("Enter")  # left as it is, all grey: A contradicts step 1
    expect(page.locator("#message")).to_contain_text("step 4 tile 5: grey here means no A")
    line = "parseFloat(getComputedStyle(document.querySelector('#message')).lineHeight)"
    height = "document.querySelector('#message').getBoundingClientRect().height"
    whole = "(m => m.scrollWidth <= m.clientWidth)(document.querySelector('#message'))"
    assert page.evaluate(height) > page.evaluate(line) * 1.5 and page.evaluate(whole)  # wrapped
    assert page.evaluate(IN_VIEW, "#keyboard")  # nothing pushed off the screen
    tile(page, 3, 4).click()  # A yellow: that is fixed (T is next)
    expect(page.locator("#message")).not_to_contain_text("no A")


def test_a_game_pasted_on_a_phone_is_brought_into_view(phone: Page, goto_ready):
    page = phone
    show(page, goto_ready, GAME)
    page.fill("#game-text", "judge ⬛⬛⬛⬛🟨 chest 🟨⬛🟩⬛⬛")  # read by the engine
    page.click('#entry button[type="submit"]')
    page.wait_for_selector('[data-step="2"][data-remaining]', state="attached")
    page.wait_for_function(f"({IN_VIEW})('#grid')")
    page.fill("#game-text", OCEAN)  # read here at once
    page.click('#entry button[type="submit"]')
    page.wait_for_function(f"({IN_VIEW})('#grid')")


def test_a_new_row_starts_from_what_the_game_proves_and_contradicts_nothing(
    module_page: Page, goto_ready
):
    page = module_page
    show(page, goto_ready, "CRANE=C...e")
    settled(page).keyboard.type("cares")
    colours = [tile(page, 1, t).get_attribute("data-colour") for t in range(5)]
    assert colours == ["green", "grey", "grey", "typed", "typed"]  # E, S: the player says
    expect(page.locator("#message")).to_have_text("")  # nothing contradicted meanwhile
    row = page.locator('.row[data-row="1"]')
    after = analyse(parse_steps("CRANE=C...e"), word_list("answers")).candidates
    allowed = fitting_partly("cares", [2, 0, 0, None, None], after)
    expect(row.locator(".stats")).to_contain_text(f"{len(after)} → {len(allowed)}")
    expect(row.locator(".stats")).to_contain_text("2 tiles to colour")
    tile(page, 1, 3).click()
    tile(page, 1, 4).click()  # E and S yellow: every tile coloured, a step at once
    assert [tuple(c) for c in shown_counts(page)] == expected_counts("CRANE=C...e,CARES=C..es")


CENTRE = """(selector) => {
  const box = document.querySelector(selector).getBoundingClientRect();
  return box.left + box.width / 2 - innerWidth / 2;
}"""


def test_on_a_phone_the_grid_is_centred_in_both_modes(phone: Page, goto_ready):
    page = phone
    show(page, goto_ready, GAME)
    settled(page)
    assert abs(page.evaluate(CENTRE, '.row[data-row="0"] .tiles')) <= 2  # counts beside it
    page.click("#mode-play")
    assert abs(page.evaluate(CENTRE, '.row[data-row="0"] .tiles')) <= 2
    page.click("#mode-analyse")


def test_on_a_desktop_the_grid_stays_beside_the_review(module_page: Page, goto_ready):
    page = module_page
    size = page.viewport_size
    page.set_viewport_size({"width": 1280, "height": 900})
    try:
        reviewed(show(page, goto_ready, GAME))
        page.locator("#review .step-reason").last.scroll_into_view_if_needed()
        assert page.evaluate("scrollY") > 900  # scrolled well past the grid's first place
        assert page.evaluate(IN_VIEW, "#grid") and page.evaluate(IN_VIEW, "#keyboard")
    finally:
        page.set_viewport_size(size)


def test_help_and_hints_fit_the_mode(phone: Page, goto_ready):
    page = phone
    show(page, goto_ready, GAME)
    expect(page.locator("#entry-hint")).to_contain_text("each row moves on by itself")
    expect(page.locator("#entry-hint .keys-hint")).to_be_hidden()  # no arrow keys on a phone
    expect(page.locator("#help p.analyse-only").first).to_be_visible()
    expect(page.locator("#help p.play-only")).to_be_hidden()
    page.click("#mode-play")
    expect(page.locator("#help p.play-only")).to_be_visible()
    expect(page.locator("#help p.analyse-only").first).to_be_hidden()
    page.click("#mode-analyse")


def test_a_bad_paste_keeps_the_game(module_page: Page, goto_ready):
    show(module_page, goto_ready, GAME)
    page = module_page
    page.fill("#game-text", "CHEST=c.X..")
    page.click('#entry button[type="submit"]')
    expect(page.locator("#entry-error")).to_contain_text("tile 3 is 'X' but the guess has E")
    assert [tuple(c) for c in shown_counts(page)] == expected_counts(GAME)
    assert page.input_value("#game-text") == "CHEST=c.X.."


def test_reload_keeps_your_game_and_a_link_wins_for_its_visit(module_page: Page, goto_ready):
    load(module_page, goto_ready)
    page = settled(module_page)
    page.fill("#game-text", GAME)  # a game pasted is yours
    page.click('#entry button[type="submit"]')
    page.wait_for_selector('[data-step="3"][data-remaining]', state="attached")
    page.evaluate("history.replaceState(null, '', location.pathname)")
    goto_ready(page, reload=True)
    assert [tuple(c) for c in shown_counts(page)] == expected_counts(GAME)
    visit(page, goto_ready, OCEAN)
    assert [tuple(c) for c in shown_counts(page)] == expected_counts(OCEAN)
    visit(page, goto_ready)  # the bare page: yours again
    assert [tuple(c) for c in shown_counts(page)] == expected_counts(GAME)


HOSTILE = {  # a link's fragment: what its message says
    "<script>window.__injected=1</script>": "could not be read: '<script>",
    '<img src=x onerror="window.__injected=1">': "could not be read",
    "A" * 10_000: "could not be read",
    "CRANE=c....,\u202eSLATE=.....,\u0000": "could not be read",
    "CRANES=......": "a word has 5 letters; this has 6",
    "CRA=...": "a word has 5 letters; this has 3",
    "%E0%A4%A": "could not be read",
}
LOADED = daily(
    list(HOSTILE), 2, key="test_hostile_or_malformed_links"
)  # opened by a load; the rest followed in the page loaded


@pytest.mark.parametrize("fragment", HOSTILE, ids=lambda f: f if len(f) < 50 else "10,000 letters")
def test_hostile_or_malformed_links_show_an_error_and_run_nothing(
    module_page: Page, goto_ready, fragment
):
    """Each read as a link opened anew (two a day, all under --full: nothing shown) or
    followed in the page (the page's own code reads both: the game shown before stays)."""
    page, link = module_page, quote(fragment, safe="=,%")
    if fragment in LOADED:
        load(page, goto_ready, link)
        before = []
    else:
        show(page, goto_ready, GAME)
        before = expected_counts(GAME)
        show(page, goto_ready, link)
    expect(page.locator("#message")).to_contain_text(HOSTILE[fragment])
    assert page.evaluate("window.__injected") is None
    assert page.locator("#message script, #message img, .stats img").count() == 0
    assert [tuple(c) for c in shown_counts(page)] == before


def test_switching_lists_and_the_offer_of_a_larger_one(module_page: Page, goto_ready):
    game = "SABER=...er,REFIT=re.it,TRITE=.RITE,WRITE=.RITE"
    show(module_page, goto_ready, game)
    page = module_page
    expect(page.locator("#answers-summary")).to_contain_text("Not on the classic answers list")
    expect(page.locator("#answers [data-word]")).to_have_attribute("data-word", "urite")
    page.click("#answers-summary [data-switch]")
    expect(page.locator("#word-list")).to_have_value("nyt")
    assert [tuple(c) for c in shown_counts(page)] == expected_counts(game, "nyt")
    page.select_option("#word-list", "nyt-answers")
    assert [tuple(c) for c in shown_counts(page)] == expected_counts(game, "nyt-answers")


def test_a_custom_word_list_file(module_page: Page, goto_ready, tmp_path):
    show(module_page, goto_ready, OCEAN)
    path = tmp_path / "mine.txt"
    path.write_text("Aaron\nocean\noleic\nileac\nbanjo\n")
    page = module_page
    with page.expect_file_chooser() as chooser:
        page.select_option("#word-list", "custom")
    chooser.value.set_files(str(path))
    expect(page.locator("#list-note")).to_contain_text("mine.txt: 4 words")
    settled(page)
    assert page.eval_on_selector_all("#answers [data-word]", "b => b.map(x => x.dataset.word)") == [
        "ocean",
        "oleic",
        "ileac",
    ]  # most likely first


def test_a_list_too_long_is_refused_and_a_review_too_large_says_why(
    module_page: Page, goto_ready, tmp_path
):
    """Issue 71: the page took any list (the terminal refuses one over 20,000 words), and a
    review too large for a long one said "Working it out…" forever."""
    page = reviewed(show(module_page, goto_ready, "CRANE=c...."))
    letters = "abcdefghijklmnopqrstuvwxyz"
    huge = tmp_path / "huge.txt"
    huge.write_text(
        "\n".join(
            a + b + c + d + "q" for a in letters for b in letters for c in letters for d in "ab"
        )
    )
    with page.expect_file_chooser() as chooser:
        page.select_option("#word-list", "custom")
    chooser.value.set_files(str(huge))
    expect(page.locator("#list-note")).to_have_text(
        "huge.txt: 35,152 five-letter words; a list of one's own has at most 20,000 "
        "(the NYT's has 14,855)"
    )
    expect(page.locator("#word-list")).to_have_value("answers")  # the list shown stays
    big = tmp_path / "big.txt"
    big.write_text("\n".join(word_list("nyt").words[:12_000]))
    with page.expect_file_chooser() as chooser:
        page.select_option("#word-list", "custom")
    chooser.value.set_files(str(big))
    expect(page.locator("#list-note")).to_have_text("big.txt: 12,000 words")
    expect(page.locator("#review-status")).to_contain_text(
        "No review: reviewing guess 1 means judging", timeout=60_000
    )


def test_copy_link_and_emoji(module_page: Page, goto_ready):
    module_page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    show(module_page, goto_ready, OCEAN)
    page = module_page
    page.click("#copy-link")
    expect(page.locator("#copied")).to_contain_text("Link copied")
    assert page.evaluate("navigator.clipboard.readText()").endswith("#" + OCEAN)
    page.click("#copy-emoji")
    expect(page.locator("#copied")).to_contain_text("Emoji grid copied")
    assert page.evaluate("navigator.clipboard.readText()") == (
        "Wordle ?/6\n\n⬛⬛⬛⬛🟨\n🟨⬛🟩⬛⬛\n⬛⬛🟩🟨⬛"  # three guesses, under way: not X (lost)
    )


def test_a_narrow_phone_window(module_page: Page, goto_ready):
    page = module_page
    page.set_viewport_size({"width": 360, "height": 740})
    try:
        show(page, goto_ready, GAME)
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        box = tile(page, 0, 4).bounding_box()
        assert box["x"] + box["width"] <= 360
        stats = page.locator('[data-step="1"] .stats').bounding_box()
        assert stats["x"] + stats["width"] <= 360
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


def test_the_fragment_round_trips_what_the_engine_formats(module_page: Page, goto_ready):
    game = format_game(parse_steps("bless,00112 fuses,10112"))
    show(module_page, goto_ready, game)
    assert module_page.url.endswith("#" + game)


CLS_PROBE = """
window.__shifts = [];
const named = (node) => node ? `${node.nodeName}#${node.id}.${node.className}` : "?";
const moved = ({ node, previousRect: was, currentRect: now }) =>
  `${named(node)} in ${named(node?.parentElement)}: ` +
  `y ${was.y} h ${was.height} -> y ${now.y} h ${now.height}`;
const take = (entries) => {
  for (const entry of entries) {
    if (entry.hadRecentInput) continue;
    const at = `at ${Math.round(entry.startTime)} ms`;
    window.__shifts.push([entry.value, at, ...entry.sources.map(moved)]);
  }
};
window.__layout = new PerformanceObserver((list) => take(list.getEntries()));
window.__layout.observe({ type: "layout-shift", buffered: true });
window.__allShifts = () => { take(window.__layout.takeRecords()); return window.__shifts; };
"""


def test_no_layout_shift_when_python_attaches(module_page: Page, goto_ready):
    page = module_page
    page.add_init_script(CLS_PROBE)
    reviewed(load(page, goto_ready, GAME))  # everything the engine says drawn
    shifts = page.evaluate("window.__allShifts()")  # those not yet delivered taken too
    # a list filling without reserved room: ~0.004; each shift says when and what moved
    assert sum(value for value, *_ in shifts) < 0.002, shifts


# Where the page's parts are, then again with all that follows the grid's third row hidden:
# what a browser paints while the rest of the page is still arriving.
HALF_PARSED = """() => {
  const PARTS = ["main", "section.board", "#mine-note", "#grid"];
  const places = () => PARTS.map((part) => {
    const box = document.querySelector(part).getBoundingClientRect();
    return `${part} at ${box.x}, ${box.width} wide`;
  });
  const whole = places(), cut = document.querySelector('#grid .row[data-row="2"]');
  const later = [...document.body.querySelectorAll("*")].filter((element) =>
    cut.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING
    && !cut.contains(element));
  const was = later.map((element) => element.style.display);
  for (const element of later) element.style.display = "none";
  const half = places();
  later.forEach((element, at) => { element.style.display = was[at]; });
  return [whole, half];
}"""


@pytest.mark.parametrize("width", [360, 901, 1280, 2560])
def test_the_board_keeps_its_place_while_the_page_arrives(module_page: Page, goto_ready, width):
    """The layout shift the suite caught now and then (0.068): a slow processor painted the page
    parsed to the grid's fourth row, the board narrow and centred in its column, then moved it
    left and widened it as the rest came."""
    page = module_page
    page.set_viewport_size({"width": width, "height": 800})
    try:
        show(page, goto_ready, GAME)
        whole, half = page.evaluate(HALF_PARSED)
        assert half == whole
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


def test_a_game_on_the_nyt_answers_fetches_their_tree_and_the_bot_plays_it(
    module_page: Page, goto_ready
):
    """The trees and the NYT lists' tables are not in the engine's zip: the page (loaded anew:
    a new worker) with no game fetches none, a game on the NYT's answers fetches that list's
    table and tree alone, and the bot then plays the tree (TARSE first)."""
    page = module_page
    fetched: list[str] = []
    page.on("request", lambda r: fetched.append(r.url) if "/assets/data/" in r.url else None)
    reviewed(load(page, goto_ready))  # the worker started and answered: no game yet
    expect(page.locator("#review-status")).to_have_text("Enter a game to see each guess judged.")
    assert fetched == []
    reviewed(show(page, goto_ready, "TARSE=ta...,ABOIL=a.O..,QUOTA=QUOTA&words=nyt-answers"))
    expect(page.locator("#review [data-review-step]")).to_have_count(3)
    expect(page.locator("#bot-line .bot-how")).to_have_text(BOT_HOW[True])  # a tree here
    bot_rows = page.eval_on_selector_all(
        "#bot-line [data-bot-step] .minis", "rows => rows.map(r => r.textContent)"
    )
    assert bot_rows == ["TARSE", "ABOIL", "QUOTA"]  # the tree's own game for QUOTA
    by = page.eval_on_selector_all("#review .step-bot", "ps => ps.map(p => p.textContent)")
    assert by == ["The bot would play the same."] * 3  # the tree's game: how, said once
    reasons = page.eval_on_selector_all("#review .step-reason", "ps => ps.map(p => p.textContent)")
    assert reasons[1].endswith("It is the optimal tree's guess.")  # judged by the tree
    names = [u.rpartition("/")[2] for u in fetched]
    assert names == ["openings-nyt-answers.txt", "tree-nyt-answers-tarse.txt"]


def test_a_hard_mode_game_on_the_nyt_answers_fetches_the_hard_tree(module_page: Page, goto_ready):
    page = module_page
    fetched: list[str] = []
    page.on("request", lambda r: fetched.append(r.url) if "/assets/data/" in r.url else None)
    reviewed(show(page, goto_ready, "TARSE=ta...,BLOAT=..Oat,QUOTA=QUOTA&words=nyt-answers&hard"))
    expect(page.locator("#review [data-review-step]")).to_have_count(3)
    expect(page.locator("#bot-line .bot-how")).to_contain_text("proven optimal tree")
    reasons = page.eval_on_selector_all("#review .step-reason", "ps => ps.map(p => p.textContent)")
    assert reasons[1].endswith("It is the optimal tree's guess.")
    names = [u.rpartition("/")[2] for u in fetched]
    tree = "tree-nyt-answers-tarse-hard.txt"
    assert names in ([tree], ["openings-nyt-answers.txt", tree])


def test_suggestions_and_the_review_of_a_game_by_link(module_page: Page, goto_ready):
    from wordle.engine.lists.words import guesses_for
    from wordle.engine.review.reviewing import review
    from wordle.engine.search.bot import Bot
    from wordle.engine.search.suggest import best_guesses

    game = "SALET=.a.e.,BEARD=.ea..,ENEMA=.nE.a,OCEAN=OCEAN"
    page = reviewed(show(module_page, goto_ready, game))
    answers = word_list("answers")
    expected = review(parse_steps(game), Bot(answers, guesses_for(answers)))
    expect(page.locator("#review [data-review-step]")).to_have_count(4)
    skills = page.eval_on_selector_all("#review .skill", "cells => cells.map(c => c.textContent)")
    assert skills == [f"{s.skill} of 99: {guess_skill_words(s.skill)}" for s in expected.steps]
    expect(page.locator("#review-summary")).to_have_text(expected.summary())
    bot_rows = page.eval_on_selector_all(
        "#bot-line [data-bot-step] .minis", "rows => rows.map(r => r.textContent)"
    )
    assert bot_rows == [s.guess.upper() for s in expected.bot_line]
    assert expected.bot_on_tree  # the classic lists, from SALET: the optimal tree's game
    expect(page.locator("#bot-line .bot-how")).to_have_text(expected.bot_how)
    by = page.eval_on_selector_all("#review .step-bot", "ps => ps.map(p => p.textContent)")
    assert by and not any("tree" in b or "heuristic" in b for b in by)  # how: said once
    expect(page.locator("#answer-form")).to_be_hidden()  # solved: no answer to ask for
    # Solved: nothing to suggest. One step back, the candidates left are ranked exactly.
    expect(page.locator("#advice-status")).to_have_text("Solved: OCEAN was the answer.")
    expect(page.locator("#suggestions li")).to_have_count(0)
    before_last = game.rpartition(",")[0]
    page.evaluate(f"location.hash = {before_last!r}")
    left = analyse(parse_steps(before_last), answers).candidates
    best = best_guesses(left, guesses_for(answers), 10)
    assert left == ["ocean"]  # so only the answer itself is offered
    expect(page.locator("#advice-status")).to_have_text("One answer is left: play it.")
    expect(page.locator("#suggestions [data-guess]")).to_have_count(1, timeout=60_000)
    assert best[0].guess == "ocean"
    page.click('#suggestions [data-guess="ocean"]')
    expect(page.locator("#suggestions #beside")).to_have_text(
        "OCEAN is the only answer left: playing it wins."
    )


def test_hard_mode_suggestions_keep_the_rules(module_page: Page, goto_ready):
    page = reviewed(show(module_page, goto_ready, "SALET=.A..t"))
    expect(page.locator("#suggestions [data-guess]")).to_have_count(10)
    page.check("#hard-mode")
    reviewed(page)
    expect(page.locator("#advice-status")).to_contain_text("The best of")
    guesses = page.eval_on_selector_all(
        "#suggestions [data-guess]", "b => b.map(x => x.dataset.guess)"
    )
    assert len(guesses) == 10 and all(g[1] == "a" and "t" in g for g in guesses), guesses


def test_a_long_list_shows_its_first_words_until_asked(module_page: Page, goto_ready):
    show(module_page, goto_ready, "words=answers")  # an empty game: every answer possible
    page = module_page
    expect(page.locator("#answers [data-word]")).to_have_count(LIST_LIMIT)
    page.click("#answers [data-all]")
    expect(page.locator("#answers [data-word]")).to_have_count(2315)
    expect(page.locator("#answers [data-all]")).to_have_count(0)


def test_each_row_carries_the_valid_words_that_fit_and_opens_them(module_page: Page, goto_ready):
    show(module_page, goto_ready, GAME)
    settled(module_page)
    reports = analyse(parse_steps(GAME), word_list("answers")).reports
    valid = module_page.eval_on_selector_all(
        "[data-step]", "rows => rows.map(r => r.dataset.valid)"
    )
    assert valid == [str(len(r.valid)) for r in reports]
    module_page.locator('[data-step="3"] .count.others').click()
    expect(module_page.locator("#answers-title")).to_have_text(
        f"After step 3: {len(reports[2].others)} other valid words fit"
    )
    words = module_page.eval_on_selector_all(
        "#answers [data-word]", "b => b.map(x => x.dataset.word)"
    )
    assert words == reports[2].others
    module_page.click("#answers-summary [data-show]")  # back to the possible answers
    expect(module_page.locator("#answers-title")).to_have_text("After step 3: 2 possible answers")


def test_on_a_phone_the_other_valid_words_are_one_switch_away(module_page: Page, goto_ready):
    module_page.set_viewport_size({"width": 360, "height": 740})
    show(module_page, goto_ready, GAME)
    settled(module_page)
    others = analyse(parse_steps(GAME), word_list("answers")).reports[2].others
    expect(module_page.locator('[data-step="3"] .count.others')).to_be_hidden()  # no room
    module_page.click('[data-step="3"] .count')
    module_page.click("#answers-summary [data-others]")
    expect(module_page.locator("#answers [data-word]")).to_have_count(len(others))
    module_page.set_viewport_size({"width": 1280, "height": 800})


@pytest.mark.parametrize("answer", ["kazoo", "snafu", "stars"])
def test_an_answer_beyond_the_classic_list_is_solved_not_contradictory(
    module_page: Page, goto_ready, answer
):
    game = format_game(
        [Step(g, feedback(g, answer)) for g in ("blush", "crate")] + [Step(answer, SOLVED)]
    )
    show(module_page, goto_ready, game)
    settled(module_page)
    result = analyse(parse_steps(game), word_list("answers"))
    shown = module_page.eval_on_selector_all(
        "[data-step]", "rows => rows.map(r => [r.dataset.remaining, r.dataset.valid])"
    )
    assert shown == [[str(r.after), str(len(r.valid))] for r in result.reports]
    assert shown[-1] == ["0", "1"] and answer not in word_list("answers")
    note = module_page.locator('[data-step="3"] .stats .solved')
    expect(note).to_have_text("solved, not on the list (classic answers)")
    for width in (1280, 360):  # seen at every width, a phone's too
        module_page.set_viewport_size({"width": width, "height": 800})
        expect(note).to_be_visible()
        box = note.bounding_box()
        assert box["x"] + box["width"] <= width and box["height"] < 40, (width, box)
    expect(module_page.locator("#message")).to_have_text("")
    expect(module_page.locator("#answers [data-word]")).to_have_attribute("data-word", answer)
    expect(module_page.locator(".row.has-error")).to_have_count(0)


def test_the_best_guesses_are_the_commands_and_rank_by_expected_guesses(
    module_page: Page, goto_ready
):
    """The page's list is `wordle best --json`'s: fewest expected guesses first by default,
    by information when chosen, each with the three numbers (issue 27)."""
    import json
    import subprocess
    import sys

    game = "SALET=.a.e.,BEARD=.ea.."
    show(module_page, goto_ready, game)
    page = module_page

    def command(*by: str) -> list[dict]:
        argv = [sys.executable, "-m", "wordle", "best", *game.split(","), "--json", *by]
        return json.loads(subprocess.run(argv, capture_output=True, check=True).stdout)[
            "suggestions"
        ]

    def shown() -> list[str]:
        return page.eval_on_selector_all("#suggestions li", "items => items.map(i => i.innerText)")

    for by, option in (((), "guesses"), (("--by", "entropy"), "entropy")):
        page.select_option("#rank-by", option)
        listed = word_list("answers").members  # a candidate beyond it is said so (issue 70)
        wanted = [
            f"{s['guess']} {s['expected_guesses']:.2f} guesses · {s['bits']:.3f} bits · "
            f"{s['expected_remaining']:.2f} answers left"
            + (" possible answer" if s["is_candidate"] and s["guess"] in listed else "")
            + (
                " possible, not on the list"
                if s["is_candidate"] and s["guess"] not in listed
                else ""
            )
            + (
                f" could take {s['could_take']} to finish, more than the 4 left"
                if s["could_take"]
                else ""
            )
            for s in command(*by)
        ]
        page.wait_for_function(
            "w => [...document.querySelectorAll('#suggestions [data-guess]')]"
            ".map(b => b.dataset.guess).join(' ') === w",
            arg=" ".join(w.split()[0] for w in wanted),
            timeout=60_000,
        )
        assert [" ".join(t.split()) for t in shown()] == wanted


@pytest.mark.parametrize(
    "size",
    [{"width": 360, "height": 740}, {"width": 1280, "height": 800}],
    ids=["phone", "desktop"],
)
def test_the_box_follows_the_grid_and_show_loses_nothing_typed(module_page: Page, goto_ready, size):
    """Issue 70 #5: after a pasted share, rows typed on the grid are in the paste box, and
    Show (which the page suggests for mending a letter) keeps them, a row half typed too."""
    page = module_page
    page.set_viewport_size(size)
    load(page, goto_ready)
    page.fill("#game-text", "judge ⬛⬛⬛⬛🟨 chest 🟨⬛🟩⬛⬛")
    page.click('#entry button[type="submit"]')
    expect(page.locator('.row[data-step="2"]')).to_have_attribute("data-remaining", re.compile("."))
    page.evaluate("document.activeElement.blur()")
    page.keyboard.type("wreck")
    page.click('#grid [data-row="2"][data-tile="3"]')  # C yellow (E green: CHEST proved it)
    page.keyboard.press("Enter")
    page.keyboard.type("oce")  # half a row
    box = page.locator("#game-text")
    expect(box).to_have_value(OCEAN.replace(",", " "))
    page.click('#entry button[type="submit"]')
    settled(page)
    assert [tuple(c) for c in shown_counts(page)] == expected_counts(OCEAN)
    row = page.locator('#grid .tile[data-row="3"]')
    assert [row.nth(t).inner_text() for t in range(5)] == ["O", "C", "E", "", ""]
    page.fill("#game-text", "JUDGE=....e CHEST=c.E..")  # the box changed: Show shows it
    page.click('#entry button[type="submit"]')
    expect(page.locator('.row[data-step="3"]')).to_have_count(0)
