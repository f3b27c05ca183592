"""Reading a screenshot in the page, in real Chromium with the real worker, on a phone: pictures
of random real games Chromium draws (tests/screenshots/corpus.py) picked with "Read a
screenshot", pasted or dropped, even before the engine has started; the game read shown and
analysed as if typed, a doubted letter marked until the game is edited; a partner's hidden game
left unspoilt; and pictures that are no game, too large, damaged or not pictures said so with
the game kept."""

import base64
import sys
from pathlib import Path

import pytest
from opening import KEY, held_back, show
from PIL import Image
from playwright.sync_api import Browser, Page, expect

from wordle.engine.rules.notation import Step, format_game
from wordle.engine.rules.score import SOLVED, feedback
from wordle.reader.locating import THEMES

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from screenshots.corpus import Shot, random_shots, take
from screenshots.drawn import drawn_image
from screenshots.no_games import crossword, huge_png, png_bytes

PHONE = {"width": 360, "height": 740}
GAME = "SMART=..a.t,TABLE=ta...,ATTIC=at...,QUOTA=QUOTA"  # yours, stored
LINK = "CRANE=..a..,QUOTA=QUOTA"  # a partner's
SHOWN = "html:not([data-reading]):not([data-pending])"  # read, and the analysis shown
# QUIRK drawn with an O's shape first (OUIRK is no word): read as QUIRK, its first tile marked
DOUBTED = Shot(
    (("ouirk", feedback("quirk", "might")), ("might", SOLVED)), "Roboto", "nyt-dark", 2, False, 0
)


@pytest.fixture(scope="module")
def shots(browser: Browser, tmp_path_factory) -> list[tuple]:
    """Six shots of the corpus (a phone's screen and a grid alone, PNG and JPEG, a row typed
    but not sent) and the file each is saved as."""
    folder = tmp_path_factory.mktemp("page-shots")
    chosen = [s for s in random_shots(40, seed=30) if len(s.steps) > 1][:5]
    chosen.append(
        next(s for s in random_shots(80, seed=31) if s.typed and s.steps[-1][1] != SOLVED)
    )
    assert any(s.phone for s in chosen) and any(s.jpeg for s in chosen)
    taken = []
    for n, shot in enumerate([*chosen, DOUBTED]):
        path = folder / f"{n}.{'jpg' if shot.jpeg else 'png'}"
        take(browser, shot, path)
        taken.append((shot, path))
    return taken


@pytest.fixture
def page(module_page: Page, goto_ready) -> Page:
    """The page on a phone with a game of yours: GAME, pasted (so shown and stored as yours)."""
    module_page.set_viewport_size(PHONE)
    page = show(module_page, goto_ready, "words=answers")
    page.fill("#game-text", GAME)
    page.click('#entry button[type="submit"]')
    page.wait_for_selector(SHOWN, state="attached")
    assert page.evaluate(f"localStorage.getItem('{KEY}game')").split("&")[0] == GAME
    return page


def shown_text(page: Page) -> str:
    """The game the grid shows, as the CLI writes it (each step row's tiles)."""
    steps = []
    for row in page.query_selector_all(".row[data-step]"):
        tiles = row.query_selector_all(".tile")
        guess = "".join(t.text_content() for t in tiles).lower()
        colours = [t.get_attribute("data-colour") for t in tiles]
        pattern = sum(("grey", "yellow", "green").index(c) * 3**i for i, c in enumerate(colours))
        steps.append(Step(guess, pattern))
    return format_game(steps, separator=" ")


def read(page: Page, path: Path) -> None:
    page.set_input_files("#screenshot", str(path))
    page.wait_for_selector(SHOWN, state="attached", timeout=60_000)


def test_a_screenshot_picked_is_read_onto_the_grid_and_analysed_as_yours(page: Page, shots):
    for shot, path in shots[:-1]:
        read(page, path)
        game = format_game([Step(*step) for step in shot.steps], separator=" ")
        assert shown_text(page) == game, path.name
        assert page.input_value("#game-text") == game  # where a wrong letter is put right
        expect(page.locator("#message")).to_contain_text("Read from the screenshot")
        stored = page.evaluate(f"localStorage.getItem('{KEY}game')")
        assert stored.split("&")[0] == game.replace(" ", ",")
        assert page.locator(".row[data-step='1']").get_attribute("data-remaining")
    typed = shots[-2][0]
    expect(page.locator("#message")).to_contain_text(
        f"row {len(typed.steps) + 1}: typed but not submitted (no colours): left out"
    )
    assert page.locator(".tile.unsure").count() == 0


def test_a_doubted_letter_is_marked_until_the_game_is_edited(page: Page, shots):
    read(page, shots[-1][1])
    assert shown_text(page) == "QUIRK=..i.. MIGHT=MIGHT"
    marked = page.locator(".tile.unsure")
    expect(marked).to_have_count(1)
    assert marked.get_attribute("aria-label") == "row 1 tile 1: Q grey, worth checking"
    expect(page.locator("#message")).to_contain_text(
        "Letters worth checking are dotted: to correct one, edit the game in the box under"
    )
    page.locator('.tile[data-row="0"][data-tile="1"]').click()  # a colour set: edited
    expect(marked).to_have_count(0)


def test_a_grid_of_colours_alone_waits_for_the_guesses_typed(page: Page, tmp_path):
    words = ("slate", "fight", "might")
    path = tmp_path / "share.png"
    drawn_image([feedback(w, "might") for w in words], THEMES["nyt-light"]).save(path)
    page.set_input_files("#screenshot", str(path))
    expect(page.locator("#message")).to_contain_text(
        "Read from the screenshot: the tiles' colours, with no letters. Type the guesses: their"
    )
    colours = [t.get_attribute("data-colour") for t in page.query_selector_all(".tile")[:15]]
    assert colours[5:10] == ["grey", "green", "green", "green", "green"]
    page.keyboard.type("".join(words))
    game = format_game([Step(w, feedback(w, "might")) for w in words], separator=" ")
    page.wait_for_selector(SHOWN, state="attached")
    expect(page.locator(".row[data-step='3']")).to_have_attribute("data-remaining", "1")
    assert shown_text(page) == game


def dispatched(page: Page, path: Path, event: str) -> None:
    """Paste or drop the file at `path` on the page, as the browser hands it over."""
    data = base64.b64encode(path.read_bytes()).decode()
    page.evaluate(
        """([data, name, event]) => {
            const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
            const transfer = new DataTransfer();
            const types = { png: "image/png", jpg: "image/jpeg", txt: "text/plain" };
            const type = types[name.split(".").pop()];
            transfer.items.add(new File([bytes], name, { type }));
            const init = { bubbles: true, cancelable: true };
            const made = event === "paste"
                ? new ClipboardEvent("paste", { ...init, clipboardData: transfer })
                : new DragEvent("drop", { ...init, dataTransfer: transfer });
            window.__taken = !document.body.dispatchEvent(made);  // its default prevented
        }""",
        [data, path.name, event],
    )


@pytest.mark.parametrize("event", ["paste", "drop"])
def test_a_screenshot_pasted_or_dropped_anywhere_is_read(page: Page, shots, event):
    shot, path = shots[0]
    dispatched(page, path, event)
    assert page.evaluate("window.__taken")
    page.wait_for_selector(SHOWN, state="attached", timeout=60_000)
    assert shown_text(page) == format_game([Step(*step) for step in shot.steps], separator=" ")


def test_a_screenshot_given_before_the_page_s_python_took_over_is_read_once_it_can(context, shots):
    first = context.new_page()  # a first visit: no service worker serves the page yet
    shot, path = shots[1]
    # the main thread's first module, held back: the page's own script takes input meanwhile
    with held_back(first, "**/assets/main/app.mpy*") as held:
        first.goto("about:blank")
        first.goto("index.html", wait_until="commit")
        first.wait_for_selector("#screenshot", state="attached")
        first.set_input_files("#screenshot", str(path))
        assert first.evaluate("companionSafe.early.some((kept) => kept[0] === 'picture')")
        for _ in range(600):  # asked for once PyScript has started (later on a busy machine)
            if held:
                break
            first.wait_for_timeout(50)  # lets the route's handler run
        assert held, "the page's first module was asked for"
    first.wait_for_selector("html.ready", state="attached", timeout=60_000)
    first.wait_for_selector(SHOWN, state="attached", timeout=60_000)
    game = format_game([Step(*step) for step in shot.steps], separator=" ")
    expect(first.locator("#game-text")).to_have_value(game)
    assert shown_text(first) == game


def test_a_partner_s_hidden_game_is_left_unspoilt_and_the_screenshot_is_yours(
    page: Page, goto_ready, shots
):
    shared = f"localStorage.getItem('{KEY}shared')"  # the link's game last revealed
    before = page.evaluate(shared)
    show(page, goto_ready, LINK + "&hide")
    page.wait_for_selector(SHOWN, state="attached")
    shot, path = shots[2]
    read(page, path)
    game = format_game([Step(*step) for step in shot.steps], separator=" ")
    assert shown_text(page) == game
    stored = page.evaluate(f"localStorage.getItem('{KEY}game')")
    assert stored.split("&")[0] == game.replace(" ", ",")
    assert page.evaluate(shared) == before  # the partner's, never revealed, stored nowhere


@pytest.mark.parametrize(
    "name, data, said",
    [
        ("blank.png", png_bytes(Image.new("RGB", (800, 600), "white")), "no Wordle grid found"),
        ("crossword.png", png_bytes(crossword()), "no Wordle grid found"),
        ("huge.png", huge_png(), "the picture is 20,000 x 20,000 pixels; at most 40"),
        ("damaged.png", png_bytes(crossword())[:300], "not a picture the browser can decode"),
    ],
    ids=["blank", "crossword", "huge", "damaged"],
)
def test_a_picture_that_is_no_game_is_said_so_and_the_game_stays(
    page: Page, tmp_path, name, data, said
):
    path = tmp_path / name
    path.write_bytes(data)
    read(page, path)
    expect(page.locator("#message")).to_contain_text("The screenshot could not be read: " + said)
    assert shown_text(page) == GAME.replace(",", " ")
    assert page.evaluate(f"localStorage.getItem('{KEY}game')").split("&")[0] == GAME


def test_a_file_dropped_that_is_no_picture_is_said_so(page: Page, tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("CRANE=....e")
    dispatched(page, path, "drop")
    assert page.evaluate("window.__taken")  # not opened in place of the page
    expect(page.locator("#message")).to_have_text("notes.txt: not a picture")
    assert shown_text(page) == GAME.replace(",", " ")
