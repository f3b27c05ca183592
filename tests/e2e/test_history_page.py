"""The history on the page: a finished game reviewed is kept for good and reopens by link."""

import sys
from pathlib import Path

import pytest
from opening import load, reviewed, show, visit
from playwright.sync_api import Page, expect

KEY = "wordle-companion:history"


def with_history(page: Page, goto_ready, text: str | None) -> Page:
    """The issue's solved game pasted (so yours) and reviewed with `text` stored as the
    history."""
    load(page, goto_ready, stored={} if text is None else {"history": text})
    page.fill("#game-text", "SMART=..a.t TABLE=ta... ATTIC=at... QUOTA=QUOTA")
    page.click('#entry button[type="submit"]')
    page.wait_for_selector('[data-step="4"][data-remaining]', state="attached")
    return reviewed(page)


def test_a_solved_game_goes_into_the_history_and_reopens_from_it(module_page: Page, goto_ready):
    page = with_history(module_page, goto_ready, None)
    history = page.locator("#history")
    expect(history).to_contain_text("1 game kept, 1 solved: 4.00 guesses on average")
    stored = page.evaluate(f"localStorage.getItem('{KEY}')")
    assert '"guesses":4' in stored and '"solved":true' in stored
    reviewed(show(page, goto_ready, "CRANE=....."))  # a game under way: not kept
    expect(history).to_contain_text("1 game kept")
    history.locator("a").first.click()
    expect(page.locator('[data-step="4"]')).to_have_attribute("data-remaining", "1")


def test_an_unreadable_history_is_kept_and_a_new_one_records_again(module_page: Page, goto_ready):
    """The unreadable text was once left in place: every later review re-read it and recorded
    nothing."""
    page = with_history(module_page, goto_ready, '[{"day":"yesterday"}]')
    expect(page.locator("#storage-note")).to_contain_text("history of games reviewed")
    expect(page.locator("#storage-note")).to_contain_text("and a new one is started.")
    assert page.evaluate(f"localStorage.getItem('{KEY}-backup')") == '[{"day":"yesterday"}]'
    expect(page.locator("#history")).to_contain_text("1 game kept, 1 solved")
    reviewed(visit(page, goto_ready))  # the next visit: read, nothing to say, the game kept
    expect(page.locator("#storage-note")).to_be_hidden()
    expect(page.locator("#history")).to_contain_text("1 game kept, 1 solved")
    assert '"guesses":4' in page.evaluate(f"localStorage.getItem('{KEY}')")


def years_of_games(days: int) -> str:
    """`days` of a game a day, as the page stores them (bench/history_games.py)."""
    import json
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    from history_games import daily_entries

    return json.dumps(daily_entries(days), separators=(",", ":"))


@pytest.mark.parametrize("width", [360, 1280])
def test_games_saved_to_a_file_come_back_after_the_site_s_data_is_cleared(
    module_page: Page, goto_ready, tmp_path, width
):
    """Issue 85: save your games to a file, clear the site's data, add them from the file: the
    same games and averages; a damaged file, or one of a future version, is refused and the
    games stay as they were."""
    page = module_page
    page.set_viewport_size({"width": width, "height": 800})
    try:
        load(page, goto_ready, stored={"history": years_of_games(400)})
        averages = page.locator("#history .averages")
        expect(averages).to_contain_text("400 games kept")
        said = averages.inner_text()
        with page.expect_download() as saving:
            page.click("#export-history")
        saved = tmp_path / "games.json"
        saving.value.save_as(saved)
        expect(page.locator("#history-file-note")).to_have_text(
            "Saved as wordle-companion-games.json."
        )
        assert saving.value.suggested_filename == "wordle-companion-games.json"
        assert '"format": "wordle-companion history", "version": 1' in saved.read_text()
        with page.expect_download() as saving:  # and for a spreadsheet
            page.click("#export-csv")
        assert saving.value.suggested_filename == "wordle-companion-games.csv"
        sheet = (tmp_path / "games.csv").as_posix()
        saving.value.save_as(sheet)
        lines = Path(sheet).read_text().splitlines()
        assert lines[0].startswith("day,list,mode,guesses,result,skill,luck") and len(lines) == 401
        load(page, goto_ready)  # the site's data cleared
        expect(page.locator("#history")).to_contain_text("No game reviewed yet")
        pick(page, saved)
        expect(page.locator("#history-file-note")).to_have_text("Imported 400 games from the file.")
        expect(averages).to_have_text(said)
        expect(page.locator("#history ul.history li")).to_have_count(30)
        pick(page, saved)  # the same file again: read again, nothing new
        expect(page.locator("#history-file-note")).to_have_text(
            "Imported 0 games from the file (400 already kept)."
        )
        stored = page.evaluate(f"localStorage.getItem('{KEY}')")
        for name, text, why in (
            ("damaged.json", saved.read_text()[:-40], "Unterminated string"),
            ("future.json", saved.read_text().replace('"version": 1', '"version": 2'), "newer"),
        ):
            (tmp_path / name).write_text(text)
            pick(page, tmp_path / name)
            note = page.locator("#history-file-note")
            expect(note).to_contain_text("That file was not imported (")
            expect(note).to_contain_text(why)
            assert page.evaluate(f"localStorage.getItem('{KEY}')") == stored
            expect(averages).to_have_text(said)
        hard = years_of_games(400).count("&hard")
        page.select_option("#history-mode", "hard")  # the games of one mode shown, all kept
        expect(averages).to_contain_text(f"{hard} games kept")
        page.select_option("#history-words", "nyt")
        expect(page.locator("#history")).to_contain_text("None of your 400 games kept is of")
        page.select_option("#history-words", "")
        page.select_option("#history-mode", "")
        expect(averages).to_have_text(said)
        assert page.evaluate(f"localStorage.getItem('{KEY}')") == stored
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


def pick(page: Page, path) -> None:
    """Add the games of the file at `path`, as a player picks it."""
    with page.expect_file_chooser() as choosing:
        page.click("#import-history")
    choosing.value.set_files(str(path))


def test_share_texts_pasted_at_once_are_judged_and_kept_on_their_days(
    module_page: Page, goto_ready
):
    """Issue 85: several share texts pasted into "Add games from share texts", each with its
    words: each judged (skill and luck), kept on its puzzle's day, said as it goes; one
    without its words said, not kept; the same paste again adds none."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "page"))
    from test_worker_history import share

    page = load(module_page, goto_ready)
    text = "\n\n".join(
        [
            share(1200, "crane", "slate", "crane"),
            share(1201, "woken", "crane", "humid", "pluck", "slate", "store", "frame"),
            share(1202, "crane", "slate", "crane", words=False),
        ]
    )
    page.click("#shares-box summary")
    page.fill("#history-shares", text)
    page.click("#add-shares")
    note = page.locator("#history-file-note")
    expect(note).to_have_text(
        "Imported 2 games from the share texts. Not read: Wordle 1,202 2/6: its guess words"
        " are not given beside its rows.",
        timeout=90_000,
    )
    expect(page.locator("#history .averages")).to_contain_text("2 games kept, 1 solved")
    days = page.locator("#history .day")
    expect(days).to_have_text(["Wed 2 Oct 2024", "Tue 1 Oct 2024"])
    stored = page.evaluate(f"localStorage.getItem('{KEY}')")
    assert '"luck_score":' in stored and "words=nyt-answers" in stored
    page.fill("#history-shares", text)
    page.click("#add-shares")
    expect(note).to_contain_text("Imported 0 games from the share texts (2 already kept).")
