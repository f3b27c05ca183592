"""Two tabs of one browser in real Chromium: wins from either tab all count, another tab's
unfinished game is paused rather than overwritten, each tab follows what the other stored,
and storage filling up halfway through a win never counts it twice.

Answers are chosen through challenge codes, as in ``test_play.py``."""

import json

from opening import show
from playwright.sync_api import BrowserContext, Page, expect

from wordle.engine.lists.words import word_list
from wordle.engine.play.game import challenge_code

from sizes import daily, sized

ANSWERS = word_list("answers")
KEY = "wordle-companion:"


def play_link(answer: str) -> str:
    return "index.html#play=" + challenge_code(answer, ANSWERS)


def settled(page: Page) -> Page:
    page.wait_for_selector("html:not([data-pending])", state="attached")
    return page


def guess(page: Page, *words: str) -> Page:
    for word in words:
        page.keyboard.type(word)
        page.keyboard.press("Enter")
        settled(page)
    return page


def tab(context: BrowserContext, goto_ready, path: str) -> Page:
    page = context.new_page()
    goto_ready(page, path)
    return settled(page)


def stored(page: Page, key: str):
    return page.evaluate(f"localStorage.getItem('{KEY}{key}')")


def played(page: Page) -> int:
    return json.loads(stored(page, "stats") or '{"played": 0}')["played"]


def games_kept(page: Page) -> dict[str, int]:
    """The games stored, in progress and paused: how many guesses each, by challenge code."""
    texts = [stored(page, "play"), *json.loads(stored(page, "play-paused") or "[]")]
    return {json.loads(t)["code"]: len(json.loads(t)["guesses"]) for t in texts}


def test_wins_from_both_tabs_all_count_and_each_tab_shows_them(context, goto_ready):
    first = tab(context, goto_ready, play_link("moist"))
    second = tab(context, goto_ready, play_link("ocean"))
    guess(second, "ocean")
    for answer in ("house", "plant"):  # followed as links in the same tab
        show(second, goto_ready, play_link(answer).split("#")[1])
        guess(second, answer)
    assert played(second) == 3
    expect(first.locator("#stat-played")).to_have_text("3")  # followed, without a reload
    guess(first, "moist")  # the tab opened before the three wins: its win is the fourth
    expect(first.locator("#message")).to_have_text("Solved in 1/6!")
    assert played(first) == 4
    expect(first.locator("#stat-played")).to_have_text("4")
    expect(second.locator("#stat-played")).to_have_text("4")


def test_one_game_in_two_tabs_goes_on_in_either_and_counts_once(context, goto_ready):
    first = tab(context, goto_ready, play_link("moist"))
    guess(first, "crane")
    second = tab(context, goto_ready, "index.html")  # the game in progress
    expect(second.locator("#play-status")).to_have_text("5 guesses left.")
    guess(second, "sloth")
    expect(first.locator("#play-status")).to_have_text("4 guesses left.")  # followed
    guess(second, "moist")
    guess(first, "moist")  # too late: already won in the other tab, not counted again
    expect(first.locator("#play-status")).to_contain_text("Solved in 3/6!")
    assert played(first) == 1


def test_another_tabs_unfinished_challenge_is_paused_not_overwritten(context, goto_ready):
    first = tab(context, goto_ready, play_link("moist"))
    guess(first, "crane")
    second = tab(context, goto_ready, play_link("ocean"))
    guess(second, "house")
    moist, ocean = challenge_code("moist", ANSWERS), challenge_code("ocean", ANSWERS)
    guess(first, "sloth")
    assert games_kept(first) == {moist: 2, ocean: 1}
    expect(first.locator("#resume-game")).to_be_visible()
    first.click("#resume-game")  # the other tab's game, resumable here
    expect(first.locator("#play-status")).to_have_text("5 guesses left.")
    assert games_kept(first) == {moist: 2, ocean: 1}


# At the moment `at` (Date.now()), the whole word and Enter on the on-screen keyboard, in one
# task; when Enter was pressed is kept (the race begins there)
WIN_AT = """([word, at]) => { setTimeout(() => {
  const press = (key) => document.querySelector(`#keyboard [data-key="${key}"]`).click();
  [...word].forEach(press);
  window.__wonAt = Date.now();
  press("Enter");
}, at - Date.now()); }"""
SAME_INSTANT_MS = 50  # the two wins this close: well inside the window of a read, the engine's
# answer and a write (the engine alone answers a guess in 100 ms and more)
OPEN = "code => { location.hash = 'play=' + code; }"  # a challenge followed in the same tab


def test_games_won_in_two_tabs_at_the_same_instant_are_both_counted(context, goto_ready):
    """Each tab reads what is stored, asks its engine and writes what it answers: two wins in
    that window once counted one (each tab wrote statistics from what it had read). Now one tab
    at a time does it, however close the two wins are, round after round."""
    first, second = tab(context, goto_ready, "index.html"), tab(context, goto_ready, "index.html")
    rounds, raced, apart = sized(4, 12), 0, []
    for n in range(2 * rounds):  # a round whose timers a loaded machine held apart is played again
        words = ANSWERS[7 * n], ANSWERS[7 * n + 3]  # each tab its own challenge
        for page, word in zip((first, second), words):
            page.evaluate(
                "code => { location.hash = 'play=' + code; }", challenge_code(word, ANSWERS)
            )
            expect(page.locator("#play-status")).to_have_text("6 guesses left.")
        settled(first), settled(second)  # each has followed what the other stored
        at = first.evaluate("Date.now()") + 1000
        for page, word in zip((first, second), words):
            page.evaluate(WIN_AT, [word, at])
        for page in (first, second):
            expect(page.locator("#play-status")).to_have_text("Solved in 1/6!")
        won = [page.evaluate("window.__wonAt") for page in (first, second)]
        apart.append(abs(won[0] - won[1]))
        raced += apart[-1] <= SAME_INSTANT_MS
        settled(first), settled(second)
        assert played(first) == 2 * (n + 1), f"round {n + 1}: a win was lost"
        if raced == rounds:
            break
    assert raced == rounds, f"only {raced} of {n + 1} rounds raced (ms apart: {apart})"
    expect(first.locator("#stat-played")).to_have_text(str(2 * (n + 1)))


# `n` turns of assets/tabs.js's lock: read a count, let other work run, write it plus one
# (each count it wrote kept in window.__wrote: the two tabs' must interleave, or nothing raced)
TURNS = """async (n) => {
  const { lock } = await import("/assets/tabs.js");
  window.__wrote = [];
  for (let i = 0; i < n; i++) {
    const done = await lock();
    const count = Number(localStorage.getItem("count") || 0);
    await new Promise((later) => setTimeout(later));
    localStorage.setItem("count", String(count + 1));
    window.__wrote.push(count + 1);
    await done(true);
  }
}"""


def test_two_tabs_taking_turns_lose_no_write(context):
    """The lock beneath every move: two tabs read, wait and write a count in turns, as fast as
    they can. A Web Lock alone lost some (5 to 8 of 2,000 here: a write reaches the other tab's
    process a moment later); waiting for the last turn's number loses none."""
    pages = [context.new_page() for _ in range(2)]
    for page in pages:
        page.goto("tests/e2e/pages/origin.html")  # the site's origin, running nothing
    n = sized(1000, 3000)
    for page in pages:
        page.evaluate(f"n => {{ ({TURNS})(n).then(() => {{ window.__done = true; }}); }}", n)
    for page in pages:  # done, within a bound
        page.wait_for_function("window.__done === true", timeout=120_000)
    assert pages[0].evaluate("localStorage.getItem('count')") == str(2 * n)
    wrote = [page.evaluate("window.__wrote") for page in pages]
    assert sorted(wrote[0] + wrote[1]) == list(range(1, 2 * n + 1))  # each count written once
    by = {count: tab for tab, counts in enumerate(wrote) for count in counts}
    turns = sum(by[count] != by[count + 1] for count in range(1, 2 * n))
    assert turns >= n // 10, f"the tabs took {turns} turns: they barely raced"  # not one by one


HALFWAY = "Storage is full or off. Kept: your game in progress. Not kept: your statistics."
FILL = """room => {
  localStorage.removeItem("filler");
  let lo = 0, hi = 1 << 24;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    try { localStorage.setItem("filler", "x".repeat(mid)); lo = mid; } catch (e) { hi = mid - 1; }
  }
  localStorage.setItem("filler", "x".repeat(Math.max(0, lo - room)));
}"""


# The room left in storage (characters) for each win tried: 85 holds the game alone; one
# more a day
ROOMS = daily((0, 40, 85, 130, 400), 1, 85, key="test_storage_full_halfway_through_a_win")


def test_storage_full_halfway_through_a_win_never_counts_it_twice(context, goto_ready):
    """About 85 characters of room once stored the statistics and not the game: after a
    reload the game was back before its winning guess and the win counted twice."""
    page = tab(context, goto_ready, play_link("moist"))  # the first room's game, stored afresh
    halfway = []
    for turn, room in enumerate(ROOMS):
        if turn:  # each next room's game afresh too (the first load did it for the first)
            page.evaluate("localStorage.clear()")
            page.goto("about:blank")
            goto_ready(page, play_link("moist"))
        guess(settled(page), "crane", "sloth")
        page.evaluate(FILL, room)
        guess(page, "moist")
        note = page.inner_text("#storage-note")
        page.evaluate("localStorage.removeItem('filler')")  # room again: what was kept, kept
        page.goto("about:blank")
        goto_ready(page, "index.html")
        settled(page)
        if "3/6" not in page.inner_text("#play-status"):  # the win was not kept: play it again
            guess(page, "moist")
        assert played(page) <= 1, (room, note)
        assert played(page) == 1 or room < 400, (room, note)  # with room for all, counted once
        if played(page) == 0:  # the game kept without its count: said exactly
            assert note == HALFWAY, (room, note)
            halfway.append(room)
    assert halfway  # some room held the game and not the statistics
