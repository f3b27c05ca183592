"""The journeys a partner and a player take, in Firefox ESR and in WebKit (Safari's engine), as
Chromium's tests take them (``engines.py`` says how each engine is driven): a link opened,
counted and reviewed, left out of the partner's own games; a game typed on the keyboard and the
tiles; a share pasted; a challenge played to the end; a screenshot read; the phone's layout
whole (in WebKit at MiniBrowser's narrowest, 447 px); the page reloaded offline. Any console
error, uncaught error, policy violation or ``.py-error`` fails the test.

Each engine loads the page twice, where loading is the subject: the link, and the reload
offline; the other journeys open their game in the page already loaded, as a link followed in
the same tab does. Expected numbers come from the engine run here in CPython.
"""

from __future__ import annotations

import base64
import functools
import json
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from engines import ENGINES, Tab, missing
from opening import CHANGE_FRAGMENT, KEY, KEYBOARD_TOPS, TOLD_FIRST
from test_review_cards import IN_VIEW
from test_tabs import FILL, HALFWAY
from test_upgrade import GAME as UPGRADED_GAME
from test_upgrade import pages, versions  # noqa: F401 (fixtures: two versions, one origin)
from test_widths import PROBLEMS

from wordle.engine.lists.words import guesses_for, word_list
from wordle.engine.play.game import challenge_code
from wordle.engine.review.analysis import analyse
from wordle.engine.review.reviewing import review
from wordle.engine.rules.notation import Step, format_game, parse_steps
from wordle.engine.rules.score import SOLVED, feedback
from wordle.engine.search.bot import Bot

from sizes import daily

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "tests"))
import build_site  # noqa: E402
from browser import launch_options  # noqa: E402
from screenshots.corpus import Shot, take  # noqa: E402
from serve import QuietSiteHandler, SiteServer  # noqa: E402

ANSWERS = word_list("answers")
LINK = format_game([Step(w, feedback(w, "aloft")) for w in ("crane", "pilot", "aloft")])
OCEAN = "JUDGE=....e,CHEST=c.E..,WRECK=..Ec."
SHARE = "Wordle 234 X/6\n\n⬛⬛⬛⬛🟨\n🟨⬛🟩⬛⬛\n⬛⬛🟩🟨⬛\n\njudge chest wreck"
SHOT = Shot(
    (("quirk", feedback("quirk", "might")), ("might", SOLVED)), "Roboto", "nyt-dark", 2, False, 0
)

# A page of the site's origin that runs nothing, where storage is cleared (the test server's
# own: WebKit, loaded, was seen to hang for minutes navigating to a script, sw.js, as text).
PLAIN = "__blank__.html"
# It asks for nothing: Firefox's request of /favicon.ico, cut short by the next navigation,
# failed in the service worker (a console error).
BLANK = b'<!doctype html><title>blank</title><link rel="icon" href="data:,">'
READY = "() => document.documentElement.classList.contains('ready') && performance.now()"
STARTED = """(site) => location.href.startsWith(site)
  && document.documentElement.classList.contains('interactive')"""
SETTLED = "() => !document.documentElement.hasAttribute('data-pending')"
REVIEWED = """() => { const html = document.documentElement;
  return !html.hasAttribute('data-pending') && !html.hasAttribute('data-working'); }"""
COUNTS = """() => [...document.querySelectorAll('[data-step]')].map((row) =>
  [row.dataset.step, row.dataset.remaining])"""
TEXT = "(selector) => document.querySelector(selector)?.textContent.trim() ?? null"
SHOWN = """() => [...document.querySelectorAll('.row[data-step]')].map((row) =>
  [...row.querySelectorAll('.tile')].map((t) => t.textContent + ':' + t.dataset.colour)
    .join(' '))"""
PICKED = """async (data) => {
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  const picked = new DataTransfer();
  picked.items.add(new File([bytes], "shot.png", { type: "image/png" }));
  const input = document.getElementById("screenshot");
  input.files = picked.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}"""
FILE_PICKED = """(text) => {
  const picked = new DataTransfer();
  picked.items.add(new File([text], "games.json", { type: "application/json" }));
  const input = document.getElementById("history-file");
  input.files = picked.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}"""
SAVED = """() => { const real = companionSafe.save;  // the real save, what it was given seen
  companionSafe.save = (name, text) => {
    window.savedGames = text;
    return real.call(companionSafe, name, text);
  };
}"""
PASTED = """(text) => {
  const box = document.getElementById("game-text");
  box.value = text;
  box.dispatchEvent(new Event("input", { bubbles: true }));
}"""


# The journeys every engine takes, each a test here; they take turns by the day, each at least
# every fourth day (tests/sizes.py), the link every day.
FAMILIES = {
    "link": "test_a_partner_opens_a_link_counted_and_reviewed",
    "typing": "test_a_player_types_a_game_on_the_keyboard_and_the_tiles",
    "keyboard path": "test_keys_alone_skip_to_the_grid_and_play_a_game_there",
    "paste": "test_a_player_pastes_a_share_and_its_words",
    "screenshot": "test_a_screenshot_is_read_onto_the_grid",
    "play and challenge": "test_a_challenge_is_played_to_the_end",
    "offline": "test_the_page_reloads_offline",
    "upgrade": "test_a_new_version_deployed_is_offered_then_taken_whole",
    "history": "test_a_game_made_yours_is_kept_in_the_history_and_reopens_from_it",
    "history file": "test_games_saved_to_a_file_come_back_into_a_cleared_browser",
    "hard mode": "test_hard_mode_refuses_a_guess_that_breaks_it",
    "two tabs": "test_wins_from_two_tabs_all_count_and_each_tab_shows_them",
    "storage full": "test_storage_full_halfway_through_a_win_never_counts_it_twice",
}


def expected_counts(game: str) -> list[list[str]]:
    result = analyse(parse_steps(game), ANSWERS)
    return [[str(r.number), str(r.after)] for r in result.reports]


def shown(game: str) -> list[str]:
    """What the grid's step rows show for `game`: each tile's letter and colour."""
    names = ("grey", "yellow", "green")
    return [
        " ".join(f"{s.guess[i].upper()}:{names[(s.pattern // 3**i) % 3]}" for i in range(5))
        for s in parse_steps(game)
    ]


class OfflineHandler(QuietSiteHandler):
    """The site (and `PLAIN`), or no answer at all while the server is "offline" (the
    connection closed)."""

    def handle_one_request(self) -> None:
        if getattr(self.server, "offline", False):
            self.close_connection = True
            self.rfile.readline()
            return
        super().handle_one_request()

    def do_GET(self) -> None:
        if self.path != "/" + PLAIN:
            super().do_GET()
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(BLANK)))
        self.end_headers()
        self.wfile.write(BLANK)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SiteServer]:
    """The site published as GitHub Pages serves it (``build_site.py --out``: a folder of its
    own, which nothing rebuilds while the journeys load it), with an offline switch."""
    published = tmp_path_factory.mktemp("engines") / "_site"
    build_site.build(ROOT, quiet=True, out=published)
    handler = functools.partial(OfflineHandler, directory=str(published))
    site = SiteServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=site.serve_forever, name="engines-site", daemon=True)
    thread.start()
    site.url = f"http://127.0.0.1:{site.server_address[1]}/"
    yield site
    site.shutdown()
    site.server_close()


@pytest.fixture(scope="module", params=sorted(ENGINES))
def browser_tab(request: pytest.FixtureRequest) -> Iterator[Tab]:
    """One tab of one engine for the module's journeys, its storage empty at first."""
    engine = request.param
    if lacking := missing(engine):
        pytest.skip(f"{engine} needs {', '.join(map(str, lacking))}: run bash scripts/setup_ci.sh")
    tab = ENGINES[engine]()
    yield tab
    tab.close()


@pytest.fixture
def tab(browser_tab: Tab, server: SiteServer) -> Iterator[Tab]:
    """The engine's tab; after the test, nothing must have gone wrong in it."""
    browser_tab.problems()  # what a test before left is that test's
    browser_tab.site = server.url
    yield browser_tab
    problems = browser_tab.problems()
    assert not problems, f"{browser_tab.engine}: " + "\n".join(problems)


def open_fragment(tab: Tab, fragment: str) -> None:
    """Open a game in the page already loaded, as a link followed in the same tab (loaded
    first if it is not: a test run alone)."""
    if not tab.evaluate(STARTED, tab.site):
        tab.goto(tab.site + "index.html")
        tab.wait_for(READY, timeout=120)
    tab.evaluate(CHANGE_FRAGMENT, fragment)
    tab.wait_for(SETTLED)


@pytest.mark.every_run  # every day: a link's verdict in every engine
def test_a_partner_opens_a_link_counted_and_reviewed(tab: Tab, server) -> None:
    tab.resize(1280, 800)
    tab.goto(server.url + PLAIN)  # a partner's browser: nothing of the site's stored
    tab.evaluate("() => localStorage.clear()")
    tab.goto(server.url + "index.html#" + LINK)
    tab.wait_for(READY, timeout=120)
    expected = json.dumps(expected_counts(LINK), separators=(",", ":"))  # as the page's JSON
    counted = f"() => JSON.stringify(({COUNTS})()) === {json.dumps(expected)}"
    tab.wait_for(counted)  # drawn in the task after ready's, on a loaded machine later still
    tab.wait_for(REVIEWED, timeout=180)
    steps = parse_steps(LINK)
    summary = review(steps, Bot(ANSWERS, guesses_for(ANSWERS))).summary()
    assert tab.evaluate(TEXT, "#review-summary") == summary
    # The partner's browser: the link's game is not theirs, and nothing of it counted as theirs.
    assert tab.evaluate("() => document.getElementById('mine-note').hidden") is False
    stored = tab.evaluate("() => Object.keys(localStorage)")
    assert KEY + "history" not in stored and KEY + "game" not in stored, stored


def test_a_player_types_a_game_on_the_keyboard_and_the_tiles(tab: Tab) -> None:
    open_fragment(tab, "words=answers")
    tab.click("#clear")
    tab.type("judge")
    tab.press("Enter")
    tab.click('.tile[data-row="0"][data-tile="4"]')  # E yellow
    for letter in "chest":  # on the page's own keyboard
        tab.click(f'#keyboard [data-key="{letter}"]')
    tab.click('#keyboard [data-key="Enter"]')
    tab.click('.tile[data-row="1"][data-tile="0"]', "touch")  # tapped, as on a phone
    tab.click('.tile[data-row="1"][data-tile="2"]', "touch")
    tab.click('.tile[data-row="1"][data-tile="2"]', "touch")  # C yellow, E green
    tab.type("wreck")
    tab.click('.tile[data-row="2"][data-tile="3"]')  # C yellow (E green: CHEST proved it)
    tab.press("Enter")
    tab.wait_for(f"() => location.hash.includes({OCEAN!r})")
    tab.wait_for(SETTLED)
    assert tab.evaluate(COUNTS) == expected_counts(OCEAN)
    assert tab.evaluate(SHOWN) == shown(OCEAN)


def test_a_player_pastes_a_share_and_its_words(tab: Tab) -> None:
    open_fragment(tab, "SMART=..a.t,TABLE=ta...&words=answers")
    tab.evaluate(PASTED, SHARE)
    tab.click('#entry button[type="submit"]')
    tab.wait_for(f"() => location.hash.includes({OCEAN!r})")
    tab.wait_for(SETTLED)
    assert tab.evaluate(COUNTS) == expected_counts(OCEAN)
    assert tab.evaluate(TEXT, "#entry-error") == ""


def test_a_tap_on_play_as_the_page_opens_is_kept(tab: Tab, server) -> None:
    """Issue 84 #2: Play tapped, and a word typed, before the page's Python has taken over (a
    tap WebKit lost 1.6 s after load): Play is taken and the word played there."""
    open_fragment(tab, "words=answers")  # the site's page (loaded first in a run alone)
    tab.resize(PHONES[tab.engine][0], 740)
    try:  # loaded anew over the page (its service worker answering, as on a second visit)
        tab.evaluate("() => localStorage.clear()")
        tab.goto(server.url + "index.html")
        early = tab.evaluate(TAP_PLAY)
        tab.type("crane")
        tab.press("Enter")
        tab.wait_for("() => document.documentElement.classList.contains('playing')")
        tab.wait_for(PLAYED_CRANE, timeout=120)
        assert early, "the page's Python had started before the tap: nothing was early"
        tab.click("#mode-analyse")
        assert tab.evaluate(TEXT, '.tile[data-row="0"][data-tile="0"]') == ""
    finally:
        tab.resize(1280, 800)


TAP_PLAY = """() => { const early = !!window.companionSafe.early;
  document.getElementById('mode-play').click(); return early; }"""
PLAYED_CRANE = """() => { const tile = document.querySelector('.tile[data-row="0"][data-tile="0"]');
  return tile.textContent === 'C' && ['grey', 'yellow', 'green'].includes(tile.dataset.colour); }"""


def test_a_challenge_is_played_to_the_end(tab: Tab) -> None:
    """Played on a phone: its end in view (the result and its buttons), its review opened on
    its verdict (issue 84 #4)."""
    open_fragment(tab, "play=" + challenge_code("moist", ANSWERS))
    tab.resize(PHONES[tab.engine][0], 740)
    try:
        played_to_the_end(tab)
    finally:
        tab.resize(1280, 800)


def played_to_the_end(tab: Tab) -> None:
    tab.wait_for("() => document.documentElement.classList.contains('playing')")
    tab.wait_for(f"() => ({TEXT})('#play-status') === '6 guesses left.'")
    for word in ("crane", "hoist", "moist"):
        tab.type(word)
        tab.press("Enter")
        tab.wait_for(SETTLED)
    tab.wait_for(f"() => ({TEXT})('#message') === 'Solved in 3/6!'")
    for shown in ("#message", "#copy-result", "#review-game"):
        assert tab.wait_for(f"() => ({IN_VIEW})({shown!r})"), shown
    colours = (
        "() => [...document.querySelectorAll('.tile[data-row=\"1\"]')].map(t => t.dataset.colour)"
    )
    assert tab.evaluate(colours) == ["grey", "green", "green", "green", "green"]
    assert tab.evaluate(TEXT, "#stat-played") == "1"
    tab.click("#copy-challenge")  # copied, or shown where the browser will not copy
    said = tab.wait_for(f"() => ({TEXT})('#play-copied')")
    link = "#play=" + challenge_code("moist", ANSWERS)
    assert said == "Challenge link copied." or (said.startswith("Could not copy") and link in said)
    tab.click("#review-game")
    tab.wait_for(REVIEWED, timeout=180)
    tab.wait_for("() => !!document.querySelector('#verdict .verdict-numbers')")
    assert tab.evaluate("() => document.activeElement.id") == "verdict"
    assert tab.wait_for(f"() => ({IN_VIEW})('#verdict')")


LOST_GUESSES = ("salet", "beard", "enema", "hyena", "anime", "omega")
LOST = format_game([Step(w, feedback(w, "ocean")) for w in LOST_GUESSES])


def test_a_lost_game_s_answer_told_is_shown_at_once(tab: Tab) -> None:
    """Opened with its answer, a lost game says it from its first paint, on a phone: the
    verdict on its way reviews against it, its box holds it, nothing asks for it; and the
    screen holds still while the verdict comes (issue 84 #3: the keyboard stays put)."""
    open_fragment(tab, "words=answers")
    tab.resize(PHONES[tab.engine][0], 740)
    try:
        tab.evaluate(TOLD_FIRST)
        tab.evaluate(KEYBOARD_TOPS, LOST_GUESSES[0])
        tab.evaluate(CHANGE_FRAGMENT, LOST + "&answer=ocean")
        verdict, box, _, ask_hidden = tab.wait_for("() => window.toldSeen", timeout=60)
        assert verdict.startswith("Reviewing against OCEAN…") and box == "ocean", verdict
        assert ask_hidden is True
        tab.wait_for(REVIEWED, timeout=180)
        tab.wait_for("() => !!document.querySelector('#verdict .verdict-numbers')")
        tops = tab.evaluate("() => window.keyboardTops")
        assert tops and max(tops) - min(tops) <= 1, (min(tops), max(tops))
    finally:
        tab.resize(1280, 800)


def test_a_game_made_yours_is_kept_in_the_history_and_reopens_from_it(tab: Tab) -> None:
    """A solved game pasted (so the player's own) and reviewed goes into the history, which
    says it and opens it again from its link; a game under way is not kept."""
    tab.goto(tab.site + PLAIN)  # no history yet: storage cleared where nothing runs
    tab.evaluate("() => localStorage.clear()")
    tab.goto(tab.site + "index.html")
    tab.wait_for(READY, timeout=120)
    tab.evaluate(PASTED, "SMART=..a.t TABLE=ta... ATTIC=at... QUOTA=QUOTA")
    tab.click('#entry button[type="submit"]')
    tab.wait_for(REVIEWED, timeout=180)
    said = "1 game kept, 1 solved: 4.00 guesses on average"
    tab.wait_for(f"() => ({TEXT})('#history')?.includes({said!r})")
    kept = tab.evaluate("() => localStorage.getItem('wordle-companion:history')")
    assert '"guesses":4' in kept and '"solved":true' in kept, kept
    tab.evaluate(CHANGE_FRAGMENT, "CRANE=.....")  # a game under way: not kept
    tab.wait_for(REVIEWED, timeout=180)
    assert said in tab.evaluate(TEXT, "#history")
    tab.click("#history a")
    tab.wait_for("() => document.querySelector('[data-step=\"4\"]')?.dataset.remaining === '1'")


def test_games_saved_to_a_file_come_back_into_a_cleared_browser(tab: Tab) -> None:
    """Issue 85: the games kept saved to a file, the site's data cleared, the file's games
    added back: the same averages; a file of a future version refused, the games unchanged."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    from history_games import daily_entries

    tab.goto(tab.site + PLAIN)
    stored = json.dumps(daily_entries(100), separators=(",", ":"))
    tab.evaluate(
        "(t) => { localStorage.clear(); localStorage.setItem(" + HISTORY + ", t); }", stored
    )
    tab.goto(tab.site + "index.html")
    tab.wait_for(f"() => ({TEXT})('#history')?.includes('100 games kept')", timeout=120)
    averages = tab.evaluate(TEXT, "#history .averages")
    tab.evaluate(SAVED)
    tab.click("#export-history")
    tab.wait_for(f"() => ({TEXT})('#history-file-note')?.startsWith('Saved as')")
    saved = tab.evaluate("() => window.savedGames")
    assert json.loads(saved)["games"] == json.loads(stored)
    tab.goto(tab.site + PLAIN)
    tab.evaluate("() => localStorage.clear()")
    tab.goto(tab.site + "index.html")
    tab.wait_for(f"() => ({TEXT})('#history')?.includes('No game reviewed yet')", timeout=120)
    tab.evaluate(FILE_PICKED, saved)
    tab.wait_for(f"() => ({TEXT})('#history-file-note') === 'Imported 100 games from the file.'")
    assert tab.evaluate(TEXT, "#history .averages") == averages
    kept = tab.evaluate("() => localStorage.getItem(" + HISTORY + ")")
    tab.evaluate(FILE_PICKED, saved.replace('"version": 1', '"version": 2'))
    tab.wait_for(f"() => ({TEXT})('#history-file-note')?.includes('newer version')")
    assert tab.evaluate("() => localStorage.getItem(" + HISTORY + ")") == kept
    hard = stored.count("&hard")  # one mode's games shown, every game kept
    tab.evaluate(CHOSEN, "#history-mode", "hard")
    tab.wait_for(f"() => ({TEXT})('#history .averages')?.startsWith('{hard} games kept')")
    tab.evaluate(CHOSEN, "#history-mode", "")
    tab.wait_for(f"() => ({TEXT})('#history .averages') === {json.dumps(averages)}")
    assert tab.evaluate("() => localStorage.getItem(" + HISTORY + ")") == kept
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "page"))
    from test_worker_history import share  # a share text pasted, its words beside its rows

    tab.evaluate(PASTED_SHARES, share(1200, "crane", "slate", "crane"))
    said = "Imported 1 game from the share texts."
    tab.wait_for(f"() => ({TEXT})('#history-file-note') === {json.dumps(said)}", timeout=90)
    assert tab.evaluate(TEXT, "#history .averages").startswith("101 games kept")


HISTORY = "'wordle-companion:history'"
PASTED_SHARES = """(text) => { document.querySelector('#shares-box').open = true;
  document.querySelector('#history-shares').value = text;
  document.querySelector('#add-shares').click(); }"""
CHOSEN = """(selector, value) => { const select = document.querySelector(selector);
  select.value = value; select.dispatchEvent(new Event('change')); }"""  # as a choice made


FOCUSED = """() => { const el = document.activeElement;
  return el.closest('#grid') && el.matches('.tile') ? 'grid' : el.id || el.tagName; }"""


def test_keys_alone_skip_to_the_grid_and_play_a_game_there(tab: Tab) -> None:
    """The keyboard path: from the top of a page just opened, Tab and Enter (the first skip
    link) reach the grid in two keys, and the letters typed there are a guess. (Firefox's
    driver delivers a key's events but not a button's activation by Enter or Space, seen on a
    bare page: there the skip link focused by Tab is pressed as Enter would.)"""
    tab.goto(tab.site + PLAIN)
    tab.goto(tab.site + "index.html#words=answers")
    tab.wait_for(READY, timeout=120)
    tab.press("Tab")
    assert tab.evaluate(FOCUSED) == "skip-to-grid"
    if tab.engine == "firefox":
        tab.evaluate("() => document.activeElement.click()")
    else:
        tab.press("Enter")
    tab.wait_for(f"() => ({FOCUSED})() === 'grid'")
    tab.click("#clear")
    tab.type("crane")
    tab.press("Enter")
    tab.wait_for("() => location.hash.includes('CRANE=')")


def test_hard_mode_refuses_a_guess_that_breaks_it(tab: Tab) -> None:
    """Play in hard mode: a guess that drops a green is refused and said, the row kept to
    correct; the page's own keys play the answer."""
    open_fragment(tab, "play=" + challenge_code("moist", ANSWERS))
    tab.wait_for("() => document.documentElement.classList.contains('playing')")
    tab.click("#play-hard")
    guess(tab, "hoist")
    tab.type("crane")
    tab.press("Enter")  # drops the greens O I S T
    tab.wait_for(f"() => ({TEXT})('#message')?.startsWith('CRANE: hard mode:')")
    assert tab.evaluate(TEXT, "#play-status") == "5 guesses left (hard mode)."
    for key in ["Backspace"] * 5 + [*"moist", "Enter"]:
        tab.click(f'#keyboard [data-key="{key}"]')
    tab.wait_for(f"() => ({TEXT})('#message') === 'Solved in 2/6!'")
    assert tab.evaluate("() => document.querySelector('[data-key=\"m\"]').dataset.colour") == (
        "green"
    )


@pytest.fixture(scope="module")
def picture(playwright, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """SHOT drawn by Chromium (its own, not the parametrised ``browser`` fixture, which would
    make pytest run this module's tests out of their order)."""
    path = tmp_path_factory.mktemp("engines-shot") / "shot.png"
    chromium = playwright.chromium.launch(**launch_options())
    try:
        take(chromium, SHOT, path)
    finally:
        chromium.close()
    return path


def test_a_screenshot_is_read_onto_the_grid(tab: Tab, picture: Path) -> None:
    open_fragment(tab, "words=answers")
    tab.evaluate(PICKED, base64.b64encode(picture.read_bytes()).decode())
    game = "QUIRK=..i..,MIGHT=MIGHT"
    tab.wait_for(f"() => location.hash.includes({game!r})", timeout=120)
    tab.wait_for(SETTLED)
    assert tab.evaluate(SHOWN) == shown(game)
    assert "Read from the screenshot" in tab.evaluate(TEXT, "#message")


# A phone held upright in each engine: WebKit's MiniBrowser is never narrower than 447 px.
PHONES = {"firefox": [360, 390, 430], "webkit": [447]}


def test_the_phone_layout_is_whole_in_both_modes(tab: Tab) -> None:
    open_fragment(tab, LINK)
    problems = []
    for width in PHONES[tab.engine]:
        tab.resize(width, 740)
        assert tab.evaluate("() => innerWidth") == width
        problems += tab.evaluate(PROBLEMS, width)
        tab.click("#mode-play")
        problems += [f"play: {problem}" for problem in tab.evaluate(PROBLEMS, width)]
        tab.click("#mode-analyse")
    tab.resize(1280, 800)
    assert not problems, "\n".join(problems)


def test_the_page_reloads_offline(tab: Tab, server) -> None:
    open_fragment(tab, LINK)
    registered = "() => navigator.serviceWorker.ready.then((r) => !!r.active)"
    tab.wait_for(registered, timeout=120)
    server.offline = True
    try:
        tab.reload()
        tab.wait_for(READY, timeout=120)
        assert tab.evaluate(COUNTS) == expected_counts(LINK)
        assert tab.evaluate("() => !!navigator.serviceWorker.controller")
    finally:
        server.offline = False


# What else a player meets: two tabs of one browser, storage filling up, and a new version
# deployed (these, like every journey here, take turns by the day: tests/sizes.py).
NOTHING_KEPT = (
    "This browser does not let the page keep anything (storage is off or full): your games,"
    " statistics and settings will not be there next time."
)
PLAYED = "() => JSON.parse(localStorage.getItem('wordle-companion:stats') ?? '{}').played ?? 0"


def play(tab: Tab, answer: str, *words: str) -> None:
    """Open `answer`'s challenge in the page loaded, and guess `words`."""
    open_fragment(tab, "play=" + challenge_code(answer, ANSWERS))
    guess(tab, *words)


def guess(tab: Tab, *words: str) -> None:
    for word in words:
        tab.type(word)
        tab.press("Enter")
        tab.wait_for(SETTLED)


def test_wins_from_two_tabs_all_count_and_each_tab_shows_them(tab: Tab) -> None:
    open_fragment(tab, "words=answers")
    tab.evaluate("() => localStorage.clear()")
    play(tab, "moist")
    second = tab.another()
    try:
        second.goto(tab.site + "index.html#play=" + challenge_code("ocean", ANSWERS))
        second.wait_for(READY, timeout=120)
        guess(second, "ocean")
        play(second, "house", "house")
        assert second.evaluate(PLAYED) == 2
        tab.wait_for(f"() => ({TEXT})('#stat-played') === '2'")  # followed, not reloaded
        guess(tab, "moist")
        tab.wait_for(f"() => ({TEXT})('#message') === 'Solved in 1/6!'")
        assert tab.evaluate(PLAYED) == 3
        second.wait_for(f"() => ({TEXT})('#stat-played') === '3'")
        assert not second.problems()
    finally:
        second.close()


ROOMS = daily((0, 40, 85, 130, 400), 1, key="test_storage_full_halfway_through_a_win_never")


@pytest.mark.parametrize("room", ROOMS)
def test_storage_full_halfway_through_a_win_never_counts_it_twice(tab: Tab, room: int) -> None:
    """As test_tabs.py's, in this engine: about 85 characters of room once stored the
    statistics and not the game, and a reload counted the win twice. Whatever the room (each
    engine counts it its own way), the win counts at most once, and what was not kept is
    said."""
    tab.goto(tab.site + PLAIN)  # a file of the site that runs nothing: storage cleared there
    tab.evaluate("() => localStorage.clear()")
    tab.goto(tab.site + "index.html#play=" + challenge_code("moist", ANSWERS))
    tab.wait_for(READY, timeout=120)
    guess(tab, "crane", "sloth")
    tab.evaluate(FILL, room)
    guess(tab, "moist")
    written = f"() => ({TEXT})('#storage-note') || ({PLAYED})() > 0"  # or said it could not be
    tab.wait_for(written)
    note = tab.evaluate(TEXT, "#storage-note")
    tab.evaluate("() => localStorage.removeItem('filler')")  # room again: what was kept, kept
    tab.reload()
    tab.wait_for(READY, timeout=120)
    tab.wait_for(SETTLED)
    if "3/6" not in tab.evaluate(TEXT, "#play-status"):  # the win was not kept: again
        guess(tab, "moist")
    assert tab.evaluate(PLAYED) <= 1, (room, note)
    assert tab.evaluate(PLAYED) == 1 or room < 400, (room, note)  # with room for all, once
    if tab.evaluate(PLAYED) == 0:  # the game kept without its count, or nothing kept: said
        assert note in (HALFWAY, NOTHING_KEPT), (room, note)


def test_a_new_version_deployed_is_offered_then_taken_whole(tab: Tab, request) -> None:
    """test_upgrade.py's versions (the second's worker incompatible with the first's page),
    served as GitHub Pages serves them: a partner who comes back after a deploy is offered the
    new version, and "Reload" gives them all of it, working."""
    url, deployed = request.getfixturevalue("pages")
    tab.goto(url + UPGRADED_GAME)
    tab.wait_for(READY, timeout=120)
    tab.wait_for("() => navigator.serviceWorker.ready.then((r) => !!r.active)", timeout=120)
    tab.reload()  # now the service worker serves the page
    tab.wait_for(READY, timeout=120)
    assert tab.evaluate("() => !!navigator.serviceWorker.controller")
    deployed.folder = request.getfixturevalue("versions")[1]
    tab.reload()  # the old version, from the service worker; the new one installs meanwhile
    tab.wait_for(READY, timeout=120)
    tab.wait_for("() => !document.getElementById('update-note').hidden", timeout=120)
    tab.click("#update-reload")
    second = "() => !!document.querySelector('meta[name=\"e2e-version\"]')"
    tab.wait_for(f"() => ({second})() && ({READY})()", timeout=120)
    tab.watch()  # the page reloaded itself into the new version
    tab.wait_for("() => !!document.querySelector('#suggestions li')", timeout=120)
    assert tab.evaluate(TEXT, "#status-text") == "Ready."
