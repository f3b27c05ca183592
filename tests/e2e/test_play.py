"""Play mode in real Chromium: a game by keyboard, rejections, statistics, the review of the
game just played, challenge links, and a game in progress surviving a reload.

Answers are chosen through challenge codes the engine makes in CPython, so each test knows
the answer without the page ever showing it.
"""

import base64
import codecs
import json
import re

import pytest
from opening import held_back, reviewed, show
from playwright.sync_api import Page, expect
from test_review_cards import IN_VIEW, PHONE

from wordle.engine.lists.words import guesses_for, word_list
from wordle.engine.play.game import challenge_code
from wordle.engine.review.reviewing import review
from wordle.engine.rules.notation import Step, format_game
from wordle.engine.rules.score import feedback
from wordle.engine.search.bot import Bot

from sizes import daily

ANSWERS = word_list("answers")
PLAYING = re.compile(r"\bplaying\b")


def play_link(answer: str) -> str:
    return "index.html#play=" + challenge_code(answer, ANSWERS)


def open_play(page: Page, goto_ready, path: str = "index.html", *, fresh: bool = True) -> None:
    """Open the page anew, storage cleared unless `fresh` is False."""
    if fresh and page.url.startswith("http"):
        page.evaluate("localStorage.clear()")
    page.goto("about:blank")
    goto_ready(page, path)


def guess(page: Page, word: str) -> None:
    page.keyboard.type(word)
    page.keyboard.press("Enter")


def settled(page: Page) -> Page:
    """The page once the engine has answered every move made so far."""
    page.wait_for_selector("html:not([data-pending])", state="attached")
    return page


def colours_of_row(page: Page, row: int) -> list[str]:
    settled(page)
    return page.eval_on_selector_all(
        f'.tile[data-row="{row}"]', "tiles => tiles.map(t => t.dataset.colour)"
    )


def stats(page: Page) -> tuple[str, ...]:
    settled(page)
    return tuple(page.inner_text(f"#stat-{name}") for name in ("played", "win", "streak", "best"))


def test_a_whole_game_by_keyboard_then_its_statistics_and_review(module_page: Page, goto_ready):
    module_page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = module_page
    open_play(page, goto_ready, play_link("moist"))
    expect(page.locator("html")).to_have_class(PLAYING)
    expect(page.locator("#mode-play")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#message")).to_contain_text("challenge")
    expect(page.locator("#answers-card")).to_be_hidden()  # nothing in play mode gives it away

    # Too short, then not a word: a message naming it, the row shakes, no round is used.
    page.keyboard.type("cra")
    page.keyboard.press("Enter")
    expect(page.locator("#message")).to_have_text("CRA: a guess has 5 letters")
    expect(page.locator('.row[data-row="0"]')).to_have_class(re.compile(r"\bshake\b"))
    for _ in range(3):
        page.keyboard.press("Backspace")
    guess(page, "xyzzy")
    expect(page.locator("#message")).to_have_text("XYZZY: not in the word list")
    backspace = page.locator('#keyboard [data-key="Backspace"]')  # named once keys are painted
    expect(backspace).to_have_accessible_name("backspace")
    expect(page.locator("#play-status")).to_have_text("6 guesses left.")
    assert colours_of_row(page, 0) == ["typed"] * 5
    for _ in range(5):
        page.keyboard.press("Backspace")

    # Three guesses, scored by the one rule; the tracker on the keyboard; a win.
    for row, word in enumerate(["crane", "hoist"]):
        guess(page, word)
        names = {0: "grey", 1: "yellow", 2: "green"}
        step_colours = [names[(feedback(word, "moist") // 3**i) % 3] for i in range(5)]
        assert colours_of_row(page, row) == step_colours
    expect(page.locator("#play-status")).to_have_text("4 guesses left.")
    expect(page.locator('[data-key="c"]')).to_have_attribute("data-colour", "grey")
    expect(page.locator('[data-key="s"]')).to_have_attribute("data-colour", "green")
    expect(page.locator("#new-game")).to_have_text("Give up")
    expect(page.locator("#play-hint")).to_be_visible()
    guess(page, "moist")
    expect(page.locator("#message")).to_have_text("Solved in 3/6!")
    expect(page.locator("#play-hint")).to_be_hidden()  # nothing left to type
    assert stats(page) == ("1", "100", "1", "1")
    expect(page.locator('#distribution [data-guesses="3"]')).to_have_class("bar latest")
    expect(page.locator('#distribution [data-guesses="3"] .fill')).to_have_text("1")
    won, none = (page.locator(f'#distribution [data-guesses="{n}"] .fill') for n in (3, 1))
    assert won.bounding_box()["width"] > 3 * none.bounding_box()["width"]  # the widths set

    # Copy result: the emoji grid and a link for a partner that does not spell the answer.
    page.click("#copy-result")
    expect(page.locator("#play-copied")).to_have_text("Result copied.")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied.startswith("Wordle 3/6\n\n⬛⬛⬛⬛⬛\n⬛🟩🟩🟩🟩\n🟩🟩🟩🟩🟩\n\n")
    assert copied.endswith("#play=" + challenge_code("moist", ANSWERS) + "&beat=3")
    assert "moist" not in copied.lower()

    # Review this game: the analysis view of exactly these steps, with the bot's review.
    page.click("#review-game")
    steps = [Step(w, feedback(w, "moist")) for w in ("crane", "hoist", "moist")]
    expect(page.locator("html")).not_to_have_class(PLAYING)
    assert page.url.endswith("#" + format_game(steps))
    expected = review(steps, Bot(ANSWERS, guesses_for(ANSWERS)))
    expect(page.locator("#review-summary")).to_have_text(expected.summary(), timeout=60_000)
    expect(page.locator('[data-step="3"]')).to_have_attribute("data-remaining", "1")

    # Back to play: the finished game is still there; a new one starts clean.
    page.click("#mode-play")
    expect(page.locator("#play-status")).to_have_text("Solved in 3/6!")
    page.click("#new-game")
    expect(page.locator("#play-status")).to_have_text("6 guesses left.")
    assert colours_of_row(page, 0) == ["empty"] * 5
    expect(page.locator('[data-key="s"]')).to_have_attribute("data-colour", "")
    assert stats(page) == ("1", "100", "1", "1")


def test_a_lost_game_shows_the_answer_and_breaks_the_streak(module_page: Page, goto_ready):
    page = module_page
    open_play(page, goto_ready, play_link("moist"))
    guess(page, "moist")
    expect(page.locator("#message")).to_have_text("Solved in 1/6!")
    page.goto("about:blank")  # a partner's challenge, with their result to beat
    goto_ready(page, play_link("fuzzy") + "&beat=4")
    expect(page.locator("#message")).to_have_text(
        "A challenge: your partner solved it in 4/6. Beat that!"
    )
    for word in ["crane", "moist", "plumb", "hotel", "wings", "vodka"]:
        guess(page, word)
    expect(page.locator("#message")).to_have_text(
        "The answer was FUZZY. Your partner: 4/6. Your partner wins."
    )
    assert stats(page) == ("2", "50", "0", "1")
    expect(page.locator("#review-game")).to_be_visible()
    expect(page.locator('#distribution [data-guesses="1"] .fill')).to_have_text("1")


def test_a_game_s_end_is_in_view_on_a_phone_and_its_review_opens_on_its_verdict(
    module_page: Page, goto_ready
):
    """Issue 84 #4: after a Play game's last row, at 360 x 740, its result, Copy result and
    Review this game are on the screen (the keyboard gives way: nothing is left to type);
    the review opens on its verdict, under the grid."""
    page = module_page
    page.set_viewport_size(PHONE)
    show(page, goto_ready, "play=" + challenge_code("fuzzy", ANSWERS))
    for word in ["crane", "moist", "plumb", "hotel", "wings", "vodka"]:
        guess(page, word)
    expect(page.locator("#message")).to_contain_text("The answer was FUZZY.")
    expect(page.locator("#keyboard")).to_be_hidden()
    for shown in ("#message", "#copy-result", "#review-game"):
        assert page.evaluate(IN_VIEW, shown), shown
    page.click("#review-game")
    expect(page.locator("#verdict")).to_be_focused()
    reviewed(page)
    expect(page.locator("#verdict .verdict-numbers")).to_be_visible()
    assert page.evaluate(IN_VIEW, "#verdict")
    page.click("#mode-play")  # back: the game over keeps its end in view, the keyboard away
    expect(page.locator("#keyboard")).to_be_hidden()
    page.click("#new-game")
    expect(page.locator("#keyboard")).to_be_visible()


def test_a_tap_on_play_before_the_page_s_python_starts_is_kept(page: Page):
    """Issue 84 #2: Play tapped, and a word typed, while the page's Python is still on its way
    (its first module held back, on a first visit: no service worker answers for it): Play is
    shown pressed at once, and once the Python takes over the word is played there, never
    typed into the analysis grid."""
    page.set_viewport_size(PHONE)
    with held_back(page, "**/assets/main/app.mpy"):
        page.goto("index.html", wait_until="domcontentloaded")
        page.click("#mode-play")
        expect(page.locator("#mode-play")).to_have_attribute("aria-pressed", "true")
        guess(page, "crane")
        assert page.evaluate("window.companionSafe.early.length") == 7  # kept, not yet done
    expect(page.locator("html")).to_have_class(PLAYING, timeout=60_000)
    expect(page.locator('.tile[data-row="0"][data-tile="0"]')).to_have_text("C", timeout=60_000)
    expect(page.locator('.tile[data-row="0"][data-tile="0"]')).not_to_have_attribute(
        "data-colour", re.compile("typed|empty"), timeout=60_000
    )
    page.click("#mode-analyse")
    expect(page.locator('.tile[data-row="0"][data-tile="0"]')).to_have_text("")


def test_giving_up_counts_as_a_loss(module_page: Page, goto_ready):
    page = module_page
    open_play(page, goto_ready, play_link("moist"))
    guess(page, "crane")
    page.click("#new-game")  # "Give up" while a game is under way
    expect(page.locator("#message")).to_have_text("The answer was MOIST.")
    assert stats(page) == ("1", "0", "0", "0")
    expect(page.locator("#new-game")).to_have_text("New game")


def test_hard_mode_rejects_a_guess_that_breaks_it(module_page: Page, goto_ready):
    page = module_page
    open_play(page, goto_ready, play_link("moist"))
    page.check("#play-hard")
    guess(page, "hoist")
    guess(page, "crane")  # drops the greens O I S T
    expect(page.locator("#message")).to_contain_text("CRANE: hard mode:")
    expect(page.locator("#message")).to_contain_text("O")
    expect(page.locator("#play-status")).to_have_text("5 guesses left (hard mode).")
    for _ in range(5):
        page.click('[data-key="Backspace"]')
    for key in [*"moist", "Enter"]:  # the keyboard on the page plays as well
        page.click(f'[data-key="{key}"]')
    expect(page.locator("#message")).to_have_text("Solved in 2/6!")
    expect(page.locator('[data-key="m"]')).to_have_attribute("data-colour", "green")


def test_a_challenge_followed_is_opened_whatever_the_page_writes_in_its_address_meanwhile(
    module_page: Page, goto_ready
):
    """The page writes its own address as it shows a game (another tab's move, say). A link
    followed a moment before is still the one opened: once, the page read its address as it
    was by then and played the old challenge again (seen in the two-tabs test)."""
    page = module_page
    open_play(page, goto_ready, play_link("moist"))
    guess(page, "moist")
    ocean, moist = (challenge_code(word, ANSWERS) for word in ("ocean", "moist"))
    page.evaluate(  # the link, then the page's own write, before the link's event is handled
        "([ocean, moist]) => { location.hash = 'play=' + ocean;"
        " history.replaceState(null, '', '#play=' + moist); }",
        [ocean, moist],
    )
    expect(page.locator("#play-status")).to_have_text("6 guesses left.")
    guess(page, "ocean")
    expect(page.locator("#play-status")).to_have_text("Solved in 1/6!")
    expect(page).to_have_url(re.compile(f"#play={ocean}$"))  # page.url comes a moment later


def test_a_game_in_progress_survives_a_reload(module_page: Page, goto_ready):
    page = module_page
    open_play(page, goto_ready, play_link("moist"))
    guess(page, "crane")
    guess(page, "hoist")
    page.keyboard.type("mo")
    settled(page)  # the guesses played and stored (a reload before that would lose HOIST)
    goto_ready(page, reload=True)
    expect(page.locator("html")).to_have_class(PLAYING)
    assert colours_of_row(page, 1) == ["grey", "green", "green", "green", "green"]
    expect(page.locator("#play-status")).to_have_text("4 guesses left.")
    # Opened again without the link: play mode and the same game, from storage.
    open_play(page, goto_ready, "index.html", fresh=False)
    expect(page.locator("#play-status")).to_have_text("4 guesses left.")
    guess(page, "moist")
    expect(page.locator("#message")).to_have_text("Solved in 3/6!")


def test_a_random_game_s_link_never_spells_its_answer(module_page: Page, goto_ready, context):
    module_page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = module_page
    open_play(page, goto_ready)
    page.click("#mode-play")
    expect(settled(page).locator("#play-status")).to_have_text("6 guesses left.")
    codes, partner = [], context.new_page()
    for turn in range(3):  # three random games: give each up to learn its answer
        page.click("#copy-challenge")
        expect(page.locator("#play-copied")).to_have_text("Challenge link copied.")
        link = page.evaluate("navigator.clipboard.readText()")
        assert link == page.url and "#play=" in link
        codes.append(link.partition("#play=")[2])
        guess(page, "crane")
        page.click("#new-game")
        expect(page.locator("#message")).to_contain_text("The answer was ")  # not a new game's
        answer = (
            settled(page).inner_text("#message").removeprefix("The answer was ").rstrip(".").lower()
        )
        assert len(answer) == 5 and answer in ANSWERS
        readable = {
            answer,
            answer[::-1],
            codecs.encode(answer, "rot13"),
            base64.b64encode(answer.encode()).decode().rstrip("="),
            base64.b32encode(answer.encode()).decode().rstrip("="),
        }
        assert not any(form.lower() in link.lower() for form in readable), link
        # ... and a partner opening the link (in a browser of their own) gets the same answer:
        # the first link in a new tab, the next ones followed in that tab.
        if turn == 0:
            goto_ready(partner, link)
        else:
            show(partner, goto_ready, link.partition("#")[2])
        guess(partner, answer)
        expect(partner.locator("#message")).to_have_text("Solved in 1/6!")
        page.click("#new-game")
        expect(settled(page).locator("#play-status")).to_have_text("6 guesses left.")  # its own
    # The games played are remembered by code (not by word), so new games avoid them.
    recent = json.loads(settled(page).evaluate("localStorage.getItem('wordle-companion:recent')"))
    assert recent[:3] == codes and len(recent) == 4


BAD_CODES = ("ZZZZZ", "<script>", "12")
LOADED_CODES = daily(
    BAD_CODES, 1, key="test_a_bad_challenge_link_starts_a_new_game"
)  # opened by a load; the rest followed in the page loaded


@pytest.mark.parametrize("code", BAD_CODES)
def test_a_bad_challenge_link_starts_a_new_game_with_a_message(module_page: Page, goto_ready, code):
    """Each opened anew (one a day, all under --full) or followed in the page loaded."""
    page = module_page
    if code in LOADED_CODES:
        open_play(page, goto_ready, "index.html#play=" + code)
    else:  # a challenge shown first: the message must take its place
        show(page, goto_ready, play_link("moist").partition("#")[2])
        expect(page.locator("#message")).not_to_contain_text("could not be read")
        show(page, goto_ready, "play=" + code)
    expect(page.locator("#message")).to_contain_text("The challenge link could not be read")
    expect(page.locator("#play-status")).to_have_text("6 guesses left.")
    assert "play=" + code not in page.url


def test_switching_modes_keeps_the_entered_game(module_page: Page, goto_ready):
    page = module_page
    game = "SMART=..a.t,TABLE=ta...,ATTIC=at..."
    open_play(page, goto_ready, "index.html#" + game)
    expect(page.locator("[data-step]")).to_have_count(3)
    page.click("#mode-play")
    guess(page, "crane")
    page.click("#mode-analyse")
    assert page.url.endswith("#" + game)
    # counted anew by the page's Python: on a loaded machine (the whole suite) over expect's 5 s
    expect(page.locator("[data-step]")).to_have_count(3, timeout=30_000)
    page.click("#mode-play")
    expect(page.locator("#play-status")).to_have_text("5 guesses left.")


def test_a_game_from_every_guessable_word_is_reviewed_over_that_list(module_page: Page, goto_ready):
    page, nyt = module_page, word_list("nyt")
    open_play(page, goto_ready, "index.html#play=" + challenge_code("xylyl", nyt))
    for word in ("crane", "xylyl"):
        guess(page, word)
    expect(page.locator("#message")).to_have_text("Solved in 2/6!")
    page.click("#review-game")
    steps = [Step(w, feedback(w, "xylyl")) for w in ("crane", "xylyl")]
    expected = review(steps, Bot(nyt, guesses_for(nyt)))
    expect(page.locator("#review-summary")).to_have_text(expected.summary(), timeout=60_000)
    assert page.url.endswith("&words=nyt")
    expect(page.locator('[data-step="2"]')).to_have_attribute("data-remaining", "1")
    expect(page.locator('[data-step="2"]')).to_have_attribute("data-valid", "1")
    expect(page.locator(".row.has-error")).to_have_count(0)


def test_a_game_played_is_in_your_history_and_its_review_keeps_your_game(
    module_page: Page, goto_ready
):
    """Issue 70: a finished game played was in the history only once reviewed, and "Review
    this game" replaced the game you had typed, with no way back to it."""
    page = module_page
    open_play(page, goto_ready)  # storage cleared
    page.click("#mode-analyse")
    page.fill("#game-text", "SMART=..a.t")  # your game, typed
    page.click('#entry button[type="submit"]')
    expect(page.locator('[data-step="1"]')).to_have_attribute("data-remaining", re.compile(r"\d"))
    open_play(page, goto_ready, play_link("moist"), fresh=False)
    for word in ("crane", "moist"):
        guess(page, word)
    expect(page.locator("#message")).to_have_text("Solved in 2/6!")
    entries = "JSON.parse(localStorage.getItem('wordle-companion:history') || '[]')"
    page.wait_for_function(f"JSON.stringify({entries}).includes('MOIST=MOIST')", timeout=60_000)

    page.click("#review-game")
    expect(page.locator("#own-note")).to_have_text("Your game (SMART) is kept: back to it")
    expect(page.locator("#mine-note")).to_be_hidden()  # a game played here is yours
    expect(page.locator("#review-summary")).not_to_be_empty(timeout=60_000)
    history = page.evaluate(entries)
    assert len(history) == 1 and history[0]["mine"], history  # counted once, as yours
    page.click("#back-to-own")
    expect(page.locator('.tile[data-row="0"][data-tile="0"]')).to_have_text("S")
    assert "SMART" in page.evaluate("localStorage.getItem('wordle-companion:game')")
