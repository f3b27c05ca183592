"""Spoiler-free links and pasting in real Chromium: a link that spells no guess, a page that
shows only colours, counts, skill and luck until the reader reveals the game; old links;
the pasted forms (two runs, a share text with or without its words, its hard-mode mark)."""

import re
from pathlib import Path

from opening import load, reviewed, settled, show
from playwright.sync_api import Page, expect

from wordle.engine.links.codes import game_code
from wordle.engine.links.link import fragment_of, game_text
from wordle.engine.lists.words import word_list
from wordle.engine.review.analysis import analyse
from wordle.engine.rules.notation import Step, format_colour_letters, format_emoji, format_game
from wordle.engine.rules.score import SOLVED, feedback

ANSWER = "woken"
GUESSES = ("humid", "knelt", "dowry", ANSWER)
STEPS = [Step(g, feedback(g, ANSWER)) for g in GUESSES]
INDEX = (Path(__file__).resolve().parents[2] / "index.html").read_text().lower()


def spelled(text: str) -> list[str]:
    return [guess for guess in GUESSES if guess in text.lower()]


def tile(page: Page, row: int, column: int):
    return page.locator(f'.tile[data-row="{row}"][data-tile="{column}"]')


def shown_counts(page: Page) -> list[list[str]]:
    return page.eval_on_selector_all(
        "[data-step]", "rows => rows.map(r => [r.dataset.step, r.dataset.remaining])"
    )


def expected_counts(steps=STEPS) -> list[list[str]]:
    return [[str(r.number), str(r.after)] for r in analyse(steps, word_list("answers")).reports]


def test_a_spoiler_free_link_shows_no_guess_until_revealed(module_page: Page, goto_ready):
    assert spelled(INDEX) == []  # the page's own text spells none of them
    page = reviewed(load(module_page, goto_ready, fragment_of(STEPS, hide=True)))  # first sight
    # Before the reveal: the colours, the counts, skill and luck; no letter, no word.
    assert spelled(page.url) == [] and re.search(r"#g=\w+&hide$", page.url)
    assert spelled(page.inner_text("body")) == []
    assert spelled(page.evaluate("document.body.outerHTML")) == []  # nor in the DOM
    assert shown_counts(page) == expected_counts()
    expect(tile(page, 3, 0)).to_have_attribute("data-colour", "green")
    expect(tile(page, 3, 0)).to_have_text("")
    expect(tile(page, 3, 0)).to_have_attribute("aria-label", "row 4 tile 1: green")
    expect(page.locator("#review [data-review-step]")).to_have_count(4)
    expect(page.locator("#review .skill")).to_have_count(4)
    expect(page.locator("#spoiler-note")).to_be_visible()
    expect(page.locator("#spoiler-free")).to_be_checked()
    expect(page.locator("#entry-hint")).to_be_hidden()  # no typing to explain yet
    expect(page.locator("#known")).to_have_text("Hidden until you reveal the game.")
    expect(page.locator("#answers [data-word]")).to_have_count(0)
    page.locator('[data-step="1"] .count').first.click()  # a count opens no words
    expect(page.locator("#answers-title")).to_contain_text("After step 1:")
    expect(page.locator("#answers [data-word]")).to_have_count(0)
    page.keyboard.type("abc")  # nor does typing change the game
    expect(page.locator("#message")).to_have_text("Reveal the game to change it.")
    # The reader chooses to reveal: the game, its words and facts, the bot's game.
    page.click("#reveal-game")
    expect(tile(page, 3, 0)).to_have_text("W")
    expect(tile(page, 0, 0)).to_have_text("H")
    reviewed(page)
    assert [tuple(c) for c in shown_counts(page)] == [tuple(c) for c in expected_counts()]
    expect(page.locator("#spoiler-note")).to_be_hidden()
    expect(page.locator("#entry-hint")).to_be_hidden()  # a game over: its verdict instead
    expect(page.locator("#verdict .verdict-outcome")).to_contain_text("Solved in 4")
    expect(page.locator("#known")).to_contain_text("Letters: WOKEN")
    expect(page.locator("#bot-line")).to_contain_text("WOKEN")
    expect(page.locator("#review [data-review-step]")).to_have_count(4)
    assert spelled(page.inner_text("#review")) == list(GUESSES)
    assert spelled(page.url) == [] and page.url.endswith("&hide")  # the link stays spoiler-free


def test_a_link_from_before_the_codes_opens_the_same_game_hidden(module_page: Page, goto_ready):
    page = module_page
    game = format_game(STEPS[:3])
    reviewed(show(page, goto_ready, game + "&words=nyt&hide"))
    counts = [[str(r.number), str(r.after)] for r in analyse(STEPS[:3], word_list("nyt")).reports]
    assert shown_counts(page) == counts
    expect(page.locator("#word-list")).to_have_value("nyt")
    assert page.url.endswith("#g=" + game_code(STEPS[:3]) + "&words=nyt&hide")
    assert spelled(page.inner_text("body")) == []
    page.click("#reveal")
    expect(tile(page, 2, 4)).to_have_text("Y")
    expect(page.locator("#answers [data-word]")).not_to_have_count(0)


def test_the_copy_button_makes_the_link_wordle_share_prints(module_page: Page, goto_ready):
    page = module_page
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    show(page, goto_ready, format_game(STEPS))
    page.check("#hard-mode")
    page.check("#spoiler-free")
    expect(tile(page, 0, 0)).to_have_text("H")  # the author still sees the game
    page.click("#copy-link")
    expect(page.locator("#copied")).to_contain_text("Link copied")
    link = page.evaluate("navigator.clipboard.readText()")
    assert link.endswith("/" + "index.html#" + fragment_of(STEPS, hard=True, hide=True))
    assert spelled(link) == [] and page.url == link
    page.uncheck("#spoiler-free")
    page.click("#copy-link")
    assert page.evaluate("navigator.clipboard.readText()").endswith(
        "#" + format_game(STEPS) + "&hard"
    )


def paste(page: Page, text: str) -> None:
    page.fill("#game-text", text)
    page.click('#entry button[type="submit"]')


def test_pasting_two_runs_and_share_texts_which_say_the_mode(module_page: Page, goto_ready):
    page = show(module_page, goto_ready, "words=answers")  # an empty game
    letters = "".join(GUESSES[:3]).upper()
    colours = "".join(format_colour_letters(s.pattern) for s in STEPS[:3])
    paste(page, f"{colours} {letters}")  # colours first
    settled(page)
    assert shown_counts(page) == expected_counts(STEPS[:3])
    expect(page.locator("#entry-error")).to_have_text("")
    expect(page.locator("#hard-mode")).not_to_be_checked()
    share = "Wordle 234 4/6*\n\n" + "\n".join(format_emoji(s.pattern) for s in STEPS)
    paste(page, share + "\n" + " ".join(GUESSES))
    settled(page)
    assert shown_counts(page) == expected_counts()
    expect(page.locator("#hard-mode")).to_be_checked()
    assert page.url.endswith("&hard")
    paste(page, share.replace("4/6*", "4/6") + "\n" + " ".join(GUESSES))  # now normal mode
    settled(page)
    expect(page.locator("#hard-mode")).not_to_be_checked()
    assert not page.url.endswith("&hard")


def pasted_on_page(page: Page, text: str) -> bool:
    """Paste `text` with the focus on no field, as the browser hands it over; whether the
    page took it (its default prevented)."""
    return not page.evaluate(
        """(text) => {
            document.activeElement?.blur();
            const transfer = new DataTransfer();
            transfer.setData("text/plain", text);
            const init = { bubbles: true, cancelable: true, clipboardData: transfer };
            return document.body.dispatchEvent(new ClipboardEvent("paste", init));
        }""",
        text,
    )


def test_a_game_pasted_anywhere_is_read_as_in_the_text_box(module_page: Page, goto_ready):
    """Not only into the text box: a share text pasted on the page is the game shown (it once
    did nothing, and typing the guesses then gave an all-grey game); what is not a game says
    why, where the text box does, and the game shown stays. The box then shows the game as
    the grid does (issue 70: the box follows the grid)."""
    page = show(module_page, goto_ready, "words=answers")  # an empty game
    share = "Wordle 234 4/6\n\n" + "\n".join(format_emoji(s.pattern) for s in STEPS)
    assert pasted_on_page(page, share + "\n" + " ".join(GUESSES))
    settled(page)
    assert shown_counts(page) == expected_counts()
    expect(page.locator("#game-text")).to_have_value(game_text(STEPS).replace(",", " "))
    assert pasted_on_page(page, "CRANES and more")
    expect(page.locator("#entry-error")).to_contain_text("CRANES")
    assert shown_counts(page) == expected_counts()  # nothing lost


def test_on_a_phone_a_pasted_text_s_error_is_in_view_and_the_only_one(
    module_page: Page, goto_ready
):
    """Issue 70: on a phone, pasted on the page, the box and its error were far below the
    grid, and the link's old "could not be read" stayed under the grid beside the new one."""
    page = module_page
    page.set_viewport_size({"width": 360, "height": 740})
    try:
        show(page, goto_ready, "CRANE=c....,%E2%80%AESLATE=.....")  # a link that cannot be read
        expect(page.locator("#message")).to_contain_text("could not be read")
        page.evaluate("window.scrollTo(0, 0)")
        assert pasted_on_page(page, "CRANES and more")
        expect(page.locator("#entry-error")).to_contain_text("CRANES")
        expect(page.locator("#entry-error")).to_be_in_viewport()
        expect(page.locator("#message")).not_to_contain_text("could not be read")
        assert page.input_value("#game-text") == "CRANES and more"  # kept, to be put right
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


def test_a_share_text_without_words_waits_on_the_grid_for_them(module_page: Page, goto_ready):
    page = show(module_page, goto_ready, "words=answers")  # an empty game
    paste(page, "Wordle 234 4/6\n\n" + "\n".join(format_emoji(s.pattern) for s in STEPS))
    expect(page.locator("#message")).to_contain_text(
        "Type the guesses: their colours are in place."
    )
    expect(tile(page, 3, 4)).to_have_attribute("data-colour", "green")
    expect(tile(page, 0, 0)).to_have_attribute("data-colour", "grey")
    for guess in GUESSES:
        page.keyboard.type(guess)
        page.keyboard.press("Enter")
    settled(page)
    assert shown_counts(page) == expected_counts()
    expect(page.locator("#entry-error")).to_have_text("")
    assert STEPS[-1].pattern == SOLVED


def test_a_bad_paste_names_what_is_wrong_in_words_not_as_a_python_value(
    module_page: Page, goto_ready
):
    page = show(module_page, goto_ready, "words=answers")  # an empty game
    paste(page, "Wordle 234 X/6\n\n⬛🟨⬛🟨⬛\n⬛🟨🟨⬛\n")
    expect(page.locator("#entry-error")).to_have_text(
        "'⬛🟨⬛🟨⬛⬛🟨🟨⬛': rows of tiles come in 5s; got 9 tiles"
    )
    paste(page, "SMARTTABLEATTIC BBYBYYYBBBYYBB")
    expect(page.locator("#entry-error")).to_have_text(
        "'BBYBYYYBBBYYBB': 14 colours for 15 letters (3 guesses): guess 3 (ATTIC) has 4 of "
        "its 5 colours; expected one colour for each letter"
    )
