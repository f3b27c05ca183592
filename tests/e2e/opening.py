"""How the browser tests open the page and its games, so that a test loads the page only when
loading is what it tests.

- `show` opens a game in the page already loaded, as a link followed in the same tab does: the
  address's fragment changes and the page reads it (the same code that reads a link on load).
- `load` loads the page anew with exactly the storage a test gives (none by default): the
  storage is set from a page of the site's origin that runs nothing, so the page loads once;
  `visit` loads it with what is stored.
- `settled` and `reviewed` wait for the engine: the counts, or everything (the review too);
  wait for the review only where a test reads it.
- `held_back` keeps requests waiting while a block runs (what needs them cannot start).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from playwright.sync_api import Page, Route

KEY = "wordle-companion:"  # the page's storage keys begin with it
ORIGIN = "tests/e2e/pages/origin.html"
READY_TIMEOUT_MS = 60_000
REVIEW_TIMEOUT_MS = 90_000

# Change the fragment and resolve once the page has taken it (its own hashchange listener,
# bound at start, runs before this one), through an empty fragment (which opens nothing): the
# same fragment set again would change nothing, and the browser may have encoded it. As a link
# opened anew, the page starts at its top with nothing focused.
CHANGE_FRAGMENT = """async (fragment) => {
  const change = (hash) => new Promise((resolve) => {
    addEventListener("hashchange", () => resolve(), { once: true });
    location.hash = hash;
  });
  if (location.hash) await change("");
  document.activeElement?.blur();
  scrollTo(0, 0);
  if (fragment) await change(fragment);
}"""


def is_open(page: Page) -> bool:
    """Whether the page (not another of the site's) is loaded and has started."""
    return page.url.split("#")[0].endswith("/index.html") and page.evaluate(
        "document.documentElement.classList.contains('interactive')"
    )


def load(page: Page, goto_ready, fragment: str = "", stored: dict | None = None) -> Page:
    """Load the page anew at `fragment` with exactly `stored` in storage (keys without the
    page's prefix; nothing by default); once it is ready."""
    forget(page, stored)
    return visit(page, goto_ready, fragment)


def forget(page: Page, stored: dict | None = None) -> Page:
    """Leave the page for one of its origin that runs nothing, and there clear the site's
    storage (then store `stored`, keys without the page's prefix)."""
    page.goto(ORIGIN)
    page.evaluate(
        "([key, stored]) => { localStorage.clear(); for (const [k, v] of"
        " Object.entries(stored)) localStorage.setItem(key + k, v); }",
        [KEY, stored or {}],
    )
    return page


def visit(page: Page, goto_ready, fragment: str = "") -> Page:
    """Load the page anew at `fragment` with what is stored (a visit, as when a link opens in a
    new tab); once it is ready."""
    page.goto("about:blank")  # a change of the fragment alone would not load it
    goto_ready(page, "index.html" + ("#" + fragment if fragment else ""))
    return page


def show(page: Page, goto_ready, fragment: str) -> Page:
    """Open `fragment`'s game (a link's fragment) in the page already loaded, as a link followed
    in the same tab (if the page is not open, it is loaded, with nothing stored). Once
    counted."""
    if not is_open(page):
        load(page, goto_ready, fragment)
    else:
        page.evaluate(CHANGE_FRAGMENT, fragment)
    return settled(page)


def settled(page: Page) -> Page:
    """The page once the engine has answered for the game shown (counts, words, known)."""
    page.wait_for_selector("html:not([data-pending])", state="attached", timeout=READY_TIMEOUT_MS)
    return page


def reviewed(page: Page) -> Page:
    """The page once the engine has answered everything asked so far, the review included."""
    settled(page)
    page.wait_for_selector("html:not([data-working])", state="attached", timeout=REVIEW_TIMEOUT_MS)
    return page


def storage(page: Page) -> dict[str, str]:
    """Everything the site stores, by key (with the page's prefix)."""
    return page.evaluate("Object.fromEntries(Object.entries(localStorage))")


@contextmanager
def held_back(page: Page, pattern: str) -> Iterator[list[Route]]:
    """Requests for `pattern` wait while the block runs, then go on as any other request does
    (to the harness's guard, if any). The route stays, passing requests on: removing it while
    a request is on its way races Playwright's own handling ("Route is already handled", and
    the page's later requests never answered: seen once in seven runs)."""
    held: list[Route] = []
    holding = [True]

    def hold(route: Route) -> None:
        if holding[0]:
            held.append(route)
        else:
            route.fallback()

    page.route(pattern, hold)
    try:
        yield held
    finally:
        holding[0] = False
        for route in held:
            route.fallback()


# A lost game's answer told, caught when the verdict's room first shows it coming: the
# verdict's text, the answer's box, its label and whether the card's pointer is hidden.
TOLD_FIRST = """() => {
  window.toldSeen = null;
  new MutationObserver(() => {
    const verdict = document.querySelector("#verdict");
    if (window.toldSeen || !verdict.querySelector(".verdict-stage")) return;
    window.toldSeen = [verdict.textContent, document.querySelector("#answer-word").value,
      document.querySelector("#answer-label").textContent,
      document.querySelector("#answer-ask").hidden];
  }).observe(document.querySelector("#verdict"), { subtree: true, childList: true });
}"""


# The keyboard's top on the page, frame by frame, once the game whose first guess is given is
# counted (its first row counted, with its letters) and until the probe is read: a first
# screen holding still while the verdict comes.
KEYBOARD_TOPS = """(first) => {
  window.keyboardTops = [];
  const look = () => {
    const counted = document.querySelector('.row[data-row="0"][data-step]');
    const letters = [...document.querySelectorAll('.tile[data-row="0"]')]
      .map((tile) => tile.textContent).join('').toLowerCase();
    if (counted && letters === first) window.keyboardTops.push(
      document.getElementById('keyboard').getBoundingClientRect().top + scrollY);
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}"""
