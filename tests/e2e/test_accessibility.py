"""Accessibility in real Chromium: axe-core finds nothing in any state of the page, in both
themes, on a phone and on a desktop; the keyboard order is short and lists take one tab stop.

axe-core comes from npm (node_modules, installed by ``npm ci`` with the runtime) and is injected
into the page by the test: the site itself never ships it.
"""

import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from opening import load, reviewed, show, visit
from playwright.sync_api import Page, expect

from wordle.engine.lists.words import word_list
from wordle.engine.play.game import challenge_code

from sizes import daily

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
PHONE, DESKTOP = {"width": 360, "height": 740}, {"width": 1280, "height": 800}
SOLVED = "SMART=..a.t,TABLE=ta...,ATTIC=at...,QUOTA=QUOTA"
OPEN = "SMART=..a.t,TABLE=ta..."
LOST = "SALET=.a.e.,BEARD=.ea..,ENEMA=.nE.a,HYENA=..Ena,ANIME=an..e,OMEGA=O.E.a"

# Every rule axe has, WCAG 2.2 AA and best practices alike, on the whole document.
RUN_AXE = """async () => {
  const result = await axe.run(document, { resultTypes: ["violations"] });
  return result.violations.map(v => ({
    id: v.id, impact: v.impact, count: v.nodes.length,
    nodes: v.nodes.slice(0, 2)
      .map(n => n.target.join(" ") + ": " + n.failureSummary.split("\\n")[1]),
  }));
}"""


def violations(page: Page) -> list[str]:
    """What axe finds on the page as it is now, one line per rule and node."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.evaluate(AXE.read_text())  # not a script tag: the page's policy refuses inline ones
    found = page.evaluate(RUN_AXE)
    return [
        f"{v['id']} ({v['impact']}, {v['count']} on the page): {node}"
        for v in found
        for node in v["nodes"]
    ]


def open_page(page: Page, goto_ready, fragment: str) -> Page:
    """`fragment`'s game in the page already loaded, everything answered."""
    return reviewed(show(page, goto_ready, fragment))


def empty(page: Page, goto_ready) -> None:
    reviewed(load(page, goto_ready))  # a first visit: nothing stored, nothing typed


def game(page: Page, goto_ready) -> None:
    open_page(page, goto_ready, OPEN)


def list_open(page: Page, goto_ready) -> None:
    open_page(page, goto_ready, OPEN)
    page.click('[data-step="1"] .count')
    expect(page.locator("#answers-title")).to_contain_text("After step 1")


def explanation_open(page: Page, goto_ready) -> None:
    open_page(page, goto_ready, OPEN)
    page.locator("#answers [data-word]").first.click()
    expect(page.locator("#beside")).to_be_visible()
    page.locator("#suggestions [data-guess]").first.click()


def review(page: Page, goto_ready) -> None:
    open_page(page, goto_ready, SOLVED)
    page.click("#to-review")
    expect(page.locator("#review [data-review-step]")).to_have_count(4)


def lost_and_asked(page: Page, goto_ready) -> None:
    open_page(page, goto_ready, LOST)
    expect(page.locator("#answer-form")).to_be_visible()
    page.fill("#answer-word", "zzzzz")
    page.press("#answer-word", "Enter")
    expect(page.locator("#answer-error")).not_to_be_empty()


def spoiler_free(page: Page, goto_ready) -> None:
    open_page(page, goto_ready, SOLVED + "&hide")


def play(page: Page, goto_ready) -> None:
    open_page(page, goto_ready, "words=answers")
    page.click("#mode-play")
    page.keyboard.type("crane")
    page.keyboard.press("Enter")
    reviewed(page)


def finished(page: Page, goto_ready) -> None:
    open_page(page, goto_ready, "play=" + challenge_code("moist", word_list("answers")))
    for word in ("crane", "moist"):
        page.keyboard.type(word)
        page.keyboard.press("Enter")
        reviewed(page)
    expect(page.locator("#review-game")).to_be_visible()
    page.wait_for_function("document.getAnimations().every(a => a.playState !== 'running')")


def game_over_typed_into(page: Page, goto_ready) -> None:
    """A finished hard game's verdict under the grid, and a letter typed after it."""
    open_page(page, goto_ready, "BEING=.e...,CLASP=..As.,SHAME=SHA.E,SHAKE=SHAKE&hard")
    expect(page.locator("#verdict .verdict-luck")).to_be_visible()
    page.keyboard.type("s")
    expect(page.locator("#message")).to_contain_text("The game is over")


def hard_mode_guard(page: Page, goto_ready) -> None:
    """Suggestions that could take more guesses than are left, said beside them."""
    open_page(page, goto_ready, "BEING=.e...,CLASP=..As.&hard")
    expect(page.locator("#suggestions .risk").first).to_be_visible()
    expect(page.locator('[data-step="2"] .breaks')).to_be_visible()  # CLASP has no E


def contradiction(page: Page, goto_ready) -> None:
    open_page(page, goto_ready, "CRANE=C....,CLOTH=.....")
    expect(page.locator("#message")).to_contain_text("step 2 tile 1")


def bad_input(page: Page, goto_ready) -> None:
    open_page(page, goto_ready, OPEN)
    page.fill("#game-text", "CHEST=c.X..")
    page.click('#entry button[type="submit"]')
    expect(page.locator("#entry-error")).not_to_be_empty()
    page.fill("#why-word", "xy")
    page.press("#why-word", "Enter")
    expect(page.locator("#explanation")).to_contain_text("5 letters")


def unreadable_storage(page: Page, goto_ready) -> None:
    load(page, goto_ready, stored={"game": "CRANES=......"})
    expect(page.locator("#storage-note")).to_contain_text("could not be restored")


def link_beside_yours(page: Page, goto_ready) -> None:
    reviewed(load(page, goto_ready, "words=answers"))  # nothing stored: no game played before
    page.fill("#game-text", "CRANE=.....")
    page.click('#entry button[type="submit"]')
    reviewed(page)
    open_page(page, goto_ready, SOLVED)
    expect(page.locator("#own-note")).to_be_visible()
    expect(page.locator("#mine-note")).to_be_visible()


def your_games(page: Page, goto_ready) -> None:
    link_beside_yours(page, goto_ready)
    page.click("#mine")
    expect(page.locator("#history ul.history li")).to_have_count(1)


def your_trends(page: Page, goto_ready) -> None:
    """Months of your games drawn (lines, bars, tables), one mode chosen, and the box for
    share texts open."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    from history_games import daily_entries

    stored = json.dumps(daily_entries(90), separators=(",", ":"))
    load(page, goto_ready, stored={"history": stored})
    expect(page.locator('#history polyline[class="guesses"]')).to_have_count(1)
    page.select_option("#history-mode", "normal")
    page.click("#shares-box summary")
    expect(page.locator("#history-shares")).to_be_visible()


def bad_link(page: Page, goto_ready) -> None:
    reviewed(load(page, goto_ready, "CRANE=C....,%3Cscript%3E"))  # opened as it is, first
    expect(page.locator("#message")).not_to_be_empty()


def link_cut_and_new_version(page: Page, goto_ready) -> None:
    """A link longer than links are, a new version offered and the page not kept for use
    offline (shown as a deployment and a failed precache show them: ``test_upgrade.py`` deploys
    one, ``test_offline.py`` fails one)."""
    open_page(page, goto_ready, "SMART=..a.t" + "&h" * 600)
    expect(page.locator("#message")).to_contain_text("This link was cut")
    page.evaluate(
        "['update-note', 'offline-note'].forEach(id => document.getElementById(id).hidden = false)"
    )


def help_open_and_a_share_read(page: Page, goto_ready) -> None:
    """Issue 46's states: help unfolded, a share's notice naming the NYT's list, the share
    sheet's buttons (as a phone shows them)."""
    open_page(page, goto_ready, OPEN)
    page.fill("#game-text", "Wordle 1,000 2/6\n\n⬛🟨⬛⬛⬛\n🟩🟩🟩🟩🟩")
    page.click('#entry button[type="submit"]')
    expect(page.locator("#message")).to_contain_text("NYT answers")
    page.evaluate(
        "document.querySelectorAll('#help details').forEach((d) => { d.open = true; });"
        "document.documentElement.classList.add('can-share')"
    )


STATES: dict[str, Callable[[Page, Callable], None]] = {
    "empty": empty,
    "a game entered": game,
    "a step's list open": list_open,
    "explanations open": explanation_open,
    "review": review,
    "a lost game asking its answer": lost_and_asked,
    "spoiler-free before reveal": spoiler_free,
    "play mode": play,
    "a finished game": finished,
    "a contradiction": contradiction,
    "a game over, typed into": game_over_typed_into,
    "hard mode's six-guess guard": hard_mode_guard,
    "bad input": bad_input,
    "a link's game beside yours": link_beside_yours,
    "your games listed": your_games,
    "your games drawn, filtered": your_trends,
    "a bad link": bad_link,
    "unreadable storage": unreadable_storage,
    "a link cut, a new version offered": link_cut_and_new_version,
    "help open, a share read": help_open_and_a_share_read,
}


def at_both_widths(page: Page, goto_ready, state: str) -> Iterator[dict]:
    """Bring the page into `state` (on a phone), then yield at 360 px and at desktop width."""
    page.set_viewport_size(PHONE)
    STATES[state](page, goto_ready)
    for size in (PHONE, DESKTOP):
        page.set_viewport_size(size)
        yield size


CONTRAST_OPTION = "on => document.documentElement.classList.toggle('contrast', on)"
HIGH_CONTRAST = {"a game entered", "review", "a finished game"}  # where colours show most
# The theme at 360 px and at desktop width: one pairing a day (both themes at each width in
# two days), both under --full
PAIRINGS = daily((("light", "dark"), ("dark", "light")), 1, key="test_axe_finds_nothing")


@pytest.mark.parametrize("state", STATES)
def test_axe_finds_nothing(module_page: Page, goto_ready, state: str):
    """Zero violations in this state at 360 px and at desktop width, one light and one dark
    (the other way round the next day; all four under --full), and high contrast where
    colours show."""
    page, found = module_page, []
    for width, size in enumerate(at_both_widths(page, goto_ready, state)):
        for contrast in (False, True) if state in HIGH_CONTRAST else (False,):
            page.evaluate(CONTRAST_OPTION, contrast)
            for theme in (pairing[width] for pairing in PAIRINGS):
                page.emulate_media(color_scheme=theme)
                where = f"{size['width']} px {theme}{' high contrast' if contrast else ''}"
                found += [f"{where}: {line}" for line in violations(page)]
    page.evaluate("document.documentElement.classList.remove('contrast')")
    page.emulate_media(color_scheme="light")
    assert not found, "\n".join(found)


# The contrast of each coloured tile and key: its letters against it, and it against the page.
CONTRASTS = """() => {
  const rgb = (text) => text.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map(c => c / 255)
    .map(c => c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  const ratio = (a, b) => {
    const [x, y] = [lum(rgb(a)), lum(rgb(b))].sort((p, q) => p - q);
    return (y + 0.05) / (x + 0.05);
  };
  const page = getComputedStyle(document.body).backgroundColor, found = [];
  for (const el of document.querySelectorAll(".tile, #keyboard [data-key]")) {
    const style = getComputedStyle(el), colour = el.dataset.colour || "unused";
    const name = (el.dataset.key ? "key " + el.dataset.key : "tile") + " " + colour;
    if (["grey", "yellow", "green"].includes(colour)) {
      found.push([colour, name + " against the page", ratio(style.backgroundColor, page), 3]);
    }
    if (colour === "empty") {
      found.push([colour, name + "'s border", ratio(style.borderTopColor, page), 3]);
    } else if (el.textContent.trim()) {
      found.push([colour, name + "'s letter", ratio(style.color, style.backgroundColor), 4.5]);
    }
  }
  return found;
}"""


@pytest.mark.parametrize("contrast", [False, True], ids=["colours", "high contrast"])
def test_tiles_and_keys_stand_out_in_both_themes(module_page: Page, goto_ready, contrast):
    """Letters on tiles and keys at least 4.5:1, coloured tiles and empty tiles' borders at
    least 3:1 against the page (axe checks text on the page, not these)."""
    page = module_page
    open_page(page, goto_ready, SOLVED)  # grey, yellow and green tiles and keys
    page.set_checked("#contrast", contrast)
    weak = []
    for theme in ("light", "dark"):
        page.emulate_media(color_scheme=theme)
        found = page.evaluate(CONTRASTS)
        assert {c for c, *_ in found} == {"grey", "yellow", "green", "empty", "unused"}
        weak += [
            f"{theme}: {name} {ratio:.2f} < {least}"
            for _, name, ratio, least in found
            if ratio < least
        ]
    page.emulate_media(color_scheme="light")
    page.set_checked("#contrast", False)
    assert not weak, "\n".join(sorted(set(weak)))


# Every control shown, with its size: a checkbox by its label (a click on the label is one on
# it); links inside a sentence are exempt (WCAG 2.5.8's inline exception).
TARGETS = """() => {
  const small = [];
  for (let el of document.querySelectorAll("button, a[href], input, select, textarea")) {
    if (el.matches(".skip-link, p > a") || !el.checkVisibility()) continue;
    if (el.type === "checkbox" && el.closest("label")) el = el.closest("label");
    const box = el.getBoundingClientRect();
    if (box.width < 24 || box.height < 24) {
      const size = `${box.width.toFixed(1)} × ${box.height.toFixed(1)}`;
      small.push(`${el.outerHTML.slice(0, 80)}: ${size}`);
    }
  }
  return small;
}"""


@pytest.mark.parametrize("state", ["explanations open", "review", "a finished game"])
def test_every_target_is_at_least_24_px(module_page: Page, goto_ready, state: str):
    page, small = module_page, []
    for size in at_both_widths(page, goto_ready, state):
        small += [f"{size['width']} px: {line}" for line in page.evaluate(TARGETS)]
    assert not small, "\n".join(small)


# Where the focus is, as a list's id (any item of it) or the element's own id or text.
FOCUSED = """() => {
  const el = document.activeElement;
  if (el === document.body) return "body";  // out of the page
  const item = ".tile, .count, [data-key], [data-word], [data-all], [data-guess], #history a";
  const list = el.matches(item) && el.closest("#grid, #keyboard, #answers, #suggestions, #history");
  return list ? "list " + list.id : el.id || el.className || el.textContent.trim().slice(0, 20);
}"""


def tab_through(page: Page, most: int = 80) -> list[str]:
    """Tab from the top of the page once round, the stops in order."""
    stops = []
    for _ in range(most):
        page.keyboard.press("Tab")
        stop = page.evaluate(FOCUSED)
        if stops and stop in (stops[0], "body"):
            break
        stops.append(stop)
    return stops


def test_the_keyboard_order_is_short_and_each_list_one_stop(module_page: Page, goto_ready):
    page = module_page
    page.set_viewport_size(DESKTOP)
    reviewed(load(page, goto_ready, SOLVED))
    page.click("#mine")  # counted in your games: their list is a stop too
    expect(page.locator("#grid .tile[tabindex='0']")).to_be_focused()  # not lost with the button
    page.wait_for_function(  # kept (in its tab's turn) before the page is loaded again
        "JSON.parse(localStorage.getItem('wordle-companion:history') || '[]').some(e => e.mine)"
    )
    reviewed(visit(page, goto_ready, SOLVED))
    stops = tab_through(page)
    assert stops[:2] == ["skip-to-grid", "skip-link"]
    lists = [s for s in stops if s.startswith("list ")]
    assert sorted(lists) == sorted(set(lists)) and len(lists) >= 4, stops  # one stop each
    assert stops[:11] == [
        *("skip-to-grid", "skip-link", "mode-analyse", "mode-play", "contrast", "help-link"),
        *("list grid", "read-screenshot", "to-review", "list keyboard", "game-text"),
    ]
    open_page(page, goto_ready, SOLVED)  # at the top, nothing focused
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")  # the first skip: to the grid, in two keys (issue 70: six)
    assert page.evaluate(FOCUSED) == "list grid"
    open_page(page, goto_ready, SOLVED)
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")  # the second: to the analysis
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "game-text"


def test_the_grid_keeps_a_tab_stop_when_its_counts_go(module_page: Page, goto_ready):
    page = module_page
    open_page(page, goto_ready, OPEN)
    page.focus('[data-step="1"] .count')  # the grid's stop is now a count
    page.click("#clear")  # which goes with the game
    page.focus("#mode-play")
    for _ in range(5):
        page.keyboard.press("Tab")
        if page.evaluate(FOCUSED) == "list grid":
            return
    pytest.fail("Tab no longer reaches the grid")


def focused_item(page: Page) -> str:
    return page.evaluate(
        "(() => { const el = document.activeElement;"
        " return el.dataset.key || el.dataset.word || `${el.dataset.row},${el.dataset.tile}`; })()"
    )


def test_arrow_keys_move_within_a_list_and_tab_leaves_it(module_page: Page, goto_ready):
    page = module_page
    open_page(page, goto_ready, OPEN)
    page.focus('.tile[data-row="0"][data-tile="0"]')
    moves = [
        *(("ArrowRight", "0,1"), ("ArrowDown", "1,1"), ("End", "5,4"), ("Home", "0,0")),
        *(("ArrowLeft", "0,0"), ("End", "5,4"), ("ArrowUp", "4,4"), ("Home", "0,0")),
    ]
    for key, expected in moves:
        page.keyboard.press(key)
        assert focused_item(page) == expected, key
    for _ in range(5):  # past the row's last tile: its counts
        page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.show") == "1"
    page.keyboard.press("ArrowDown")  # the next row's count, below
    assert page.evaluate("document.activeElement.dataset.show") == "2"
    page.keyboard.press("Home")
    page.keyboard.press("ArrowDown")  # to TABLE's T, yellow
    page.keyboard.press("Space")  # the tile reached cycles its colour, as a clicked one
    tile = page.locator('.tile[data-row="1"][data-tile="0"]')
    expect(tile).to_have_attribute("data-colour", "green")
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED) != "list grid"
    page.keyboard.press("Shift+Tab")  # back to the tile last focused
    assert focused_item(page) == "1,0"

    page.focus('[data-key="q"]')
    keys = [("ArrowDown", "a"), ("ArrowRight", "s"), ("ArrowDown", "z"), ("ArrowUp", "s")]
    for key, expected in keys:
        page.keyboard.press(key)
        assert focused_item(page) == expected, key

    # the words of the game as it is now: the colour cycled above asked for a new analysis
    page.wait_for_selector("html:not([data-pending])", state="attached")
    words = page.eval_on_selector_all("#answers [data-word]", "b => b.map(x => x.dataset.word)")
    page.focus(f'#answers [data-word="{words[0]}"]')
    page.keyboard.press("ArrowRight")
    assert focused_item(page) == words[1]
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED) != "list answers"


def test_keys_announce_their_colours(module_page: Page, goto_ready):
    page = module_page
    open_page(page, goto_ready, OPEN)  # SMART=..a.t, TABLE=ta...
    names = {k: page.locator(f'[data-key="{k}"]').get_attribute("aria-label") for k in "satq"}
    assert names == {"s": "s grey", "a": "a yellow", "t": "t yellow", "q": None}
    expect(page.locator('[data-key="a"]')).to_have_accessible_name("a yellow")


KEY_BOXES = """() => [...document.querySelectorAll("#keyboard, #keyboard [data-key]")].map(k => {
  const box = k.getBoundingClientRect();
  return [k.dataset.key || "keyboard", Math.round(box.width), Math.round(box.height),
          k.scrollWidth <= k.clientWidth];
})"""


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_play_keyboard_keeps_its_size(module_page: Page, goto_ready, size):
    page = module_page
    page.set_viewport_size(size)
    open_page(page, goto_ready, OPEN)
    analysing = page.evaluate(KEY_BOXES)
    page.click("#mode-play")
    expect(page.locator("#play-card")).to_be_visible()
    if page.locator("html.play-over").count():  # a game over gives its keys' place away
        page.click("#new-game")
    expect(page.locator("#keyboard")).to_be_visible()
    assert page.evaluate(KEY_BOXES) == analysing
    assert all(fits for *_, fits in analysing), analysing  # no label clipped (ENTER)
    page.click("#mode-analyse")
