"""The page's history: kept and added to, unreadable texts kept, links that reopen games, each
game once, named without spoiling it."""

import json

import pytest

from wordle.engine.play.history import FORMAT, Entry, History
from wordle.page.protocol import write_order
from wordle.page.worker.history_card import history_answer

from sizes import sized

TODAY = "2026-11-23"
SOLVED = "SMART=..a.t,TABLE=ta...,ATTIC=at...,QUOTA=QUOTA"
LOST = "CRANE=.....,PILOT=.....,MUDDY=.u..y,FUSSY=.u..y,BUGGY=.u..y,HUBBY=.u..y"
REVIEW = {
    "guesses": 4,
    "solved": True,
    "skill": 88.8,
    "luck": -0.17,
    "answer": "",
    "luck_score": 38,
}


def mine(link=SOLVED, **changes):
    return {"link": link, **REVIEW, "mine": True, **changes}


def test_a_review_of_your_game_adds_it_and_the_averages_show_it():
    answer = history_answer({"stored": "", "entry": mine()}, TODAY)
    stored = History.from_json(answer["store"]["history"])
    assert [(e.day, e.link, e.skill, e.luck, e.mine) for e in stored.entries] == [
        (TODAY, SOLVED, 88.8, -0.17, True)
    ]
    assert "1 game kept, 1 solved: 4.00 guesses on average" in answer["html"]
    assert f'<a href="#{SOLVED}" tabindex="0">' in answer["html"]  # the list's one tab stop
    assert ">Mon 23 Nov</span>" in answer["html"]
    assert "4/6, skill 89 of 99, luck 38 of 99" in answer["html"]  # one scale (issue 84)
    assert "skill 89 of 99, luck 38 of 99 a game, since 23 Nov 2026." in answer["html"]
    assert '<span class="answer">QUOTA</span>' in answer["html"]  # yours: its word shows
    assert answer["html"].count('data-colour="green"') == 5  # QUOTA's


def test_another_players_game_is_not_added_and_nothing_is_stored():
    answer = history_answer({"stored": "", "entry": mine(mine=False)}, TODAY)
    assert answer["store"] == {} and "No game reviewed" in answer["html"]


def test_the_same_game_under_another_list_updates_its_entry():
    first = history_answer({"stored": "", "entry": mine()}, TODAY)["store"]["history"]
    again = mine(SOLVED + "&words=nyt&hard", skill=50)
    answer = history_answer({"stored": first, "entry": again}, "2026-11-24")
    entries = History.from_json(answer["store"]["history"]).entries
    assert [(e.day, e.link, e.skill) for e in entries] == [(TODAY, SOLVED + "&words=nyt&hard", 50)]
    assert "1 game kept" in answer["html"]


def test_a_game_not_yours_shows_its_colours_and_no_word():
    old = '[{"day":"2026-11-20","link":"%s","guesses":4,"solved":true,"skill":9,"luck":0}]'
    answer = history_answer({"stored": old % SOLVED}, TODAY)
    assert "QUOTA" not in answer["html"].split('href="')[1].split('">', 1)[1]
    assert 'class="answer"' not in answer["html"]
    assert answer["html"].count('data-colour="green"') == 5


def test_a_history_written_before_is_cleaned_and_stored_once():
    entry = '{"day":"%s","link":"%s","guesses":4,"solved":true,"skill":9,"luck":0}'
    old = f"[{entry % (TODAY, SOLVED + '&hard')},{entry % ('2026-11-22', SOLVED)}]"
    answer = history_answer({"stored": old}, TODAY)
    entries = History.from_json(answer["store"]["history"]).entries
    assert [(e.day, e.link) for e in entries] == [(TODAY, SOLVED + "&hard")]
    assert history_answer({"stored": answer["store"]["history"]}, TODAY)["store"] == {}


def test_none_solved_reads_as_a_sentence():
    lost = "CRANE=.....,PILOT=.....,MUDDY=.u..y,FUSSY=.u..y,BUGGY=.u..y,HUBBY=.u..y"
    answer = history_answer({"entry": mine(lost, guesses=6, solved=False, skill=40)}, TODAY)
    said = "1 game kept, none solved; skill 40 of 99, luck 38 of 99 a game, since 23 Nov 2026."
    assert said in answer["html"]
    assert "X/6" in answer["html"] and 'class="answer"' not in answer["html"]  # no answer told


def test_showing_it_stores_nothing_and_old_games_stay():
    """Issue 85: games older than 90 days were dropped; every game is kept now."""
    old = History((Entry("2023-08-01", "CRANE=.....", 6, False, 50, -1.0),))
    answer = history_answer({"stored": old.to_json()}, TODAY)
    assert "1 game kept, none solved" in answer["html"] and "since 1 Aug 2023" in answer["html"]
    assert answer["store"] == {}  # nothing to store again
    assert "No game reviewed yet" in history_answer({"stored": ""}, TODAY)["html"]


def test_years_of_daily_games_are_kept_counted_and_the_newest_listed():
    """A year of a game a day (three under --full; a seeded generator): all read back and
    counted, the newest `LISTED` linked, a new game first."""
    import json
    import sys
    import time
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    from history_games import daily_entries

    from wordle.page.worker.history_card import LISTED

    entries = daily_entries(sized(365, 3 * 365))
    stored = json.dumps(entries, separators=(",", ":"))
    began = time.process_time()
    answer = history_answer({"stored": stored, "entry": mine()}, TODAY)
    took = time.process_time() - began
    kept = History.from_json(answer["store"]["history"]).entries
    assert len(kept) == len(entries) + 1 == sized(365, 3 * 365) + 1 and kept[0].link == SOLVED
    assert [e.link for e in kept[1:]] == [e["link"] for e in entries]
    html = answer["html"]
    assert f"{len(kept):,} games kept" in html and "since 1 Jan 2024" in html
    assert html.count("<li><a") == LISTED and f"{len(kept) - LISTED:,} older games kept" in html
    solved = [e for e in entries if e["solved"]]
    guesses = sum(e["guesses"] for e in solved) + 4
    assert f"{len(solved) + 1:,} solved: {guesses / (len(solved) + 1):.2f} guesses" in html
    assert took < 5, took  # a tenth of a second for three years: bench/bench_history.py


@pytest.mark.parametrize("text", ['{"played":1e400}', "[" * 40, '[{"day":"x"}]', "[1]"])
def test_an_unreadable_history_is_kept_and_a_new_one_records_the_game(text):
    answer = history_answer({"stored": text, "entry": mine()}, TODAY)
    assert answer["store"]["history-backup"] == text
    assert [e.link for e in History.from_json(answer["store"]["history"]).entries] == [SOLVED]
    assert list(answer["store"]) == write_order(answer["store"])  # the backup first
    assert "Your history of games reviewed could not be restored" in answer["notice"]
    assert answer["notice"].endswith(", and a new one is started.")
    again = {
        "stored": answer["store"]["history"],
        "backup": text,
        "entry": mine("CRANE=.....,BLAST=....."),
    }
    later = history_answer(again, TODAY)  # the next review is recorded too
    assert len(History.from_json(later["store"]["history"]).entries) == 2
    assert later["notice"] == "" and "history-backup" not in later["store"]


def test_a_link_is_escaped_in_the_html():
    link = SOLVED + '&x"><script>'
    answer = history_answer({"entry": mine(link)}, TODAY)
    assert "<script>" not in answer["html"] and "&quot;&gt;&lt;script&gt;" in answer["html"]


def test_a_game_kept_before_luck_was_out_of_99_is_kept_and_said_not_scored():
    """Stored before luck had its 0-99 score: read, shown marked, left out of the luck average
    and never dropped; a game reviewed now is scored beside it."""
    old = '[{"day":"2026-11-20","link":"%s","guesses":4,"solved":true,"skill":90,"luck":0.5,'
    old += '"answer":"","mine":true}]'
    lost = mine(LOST, guesses=6, solved=False)
    answer = history_answer({"stored": old % SOLVED, "entry": lost}, TODAY)
    html = answer["html"]
    assert "4/6, skill 90 of 99, luck not scored (an older review)" in html
    assert "X/6, skill 89 of 99, luck 38 of 99" in html
    assert "skill 89 of 99, luck 38 of 99 a game (one reviewed before luck was scored" in html
    stored = History.from_json(answer["store"]["history"])
    assert [e.luck_score for e in stored.entries] == [38, None]


def years_stored(days: int) -> str:
    import json
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    from history_games import daily_entries

    return json.dumps(daily_entries(days), separators=(",", ":"))


def test_games_saved_to_a_file_come_back_whole_into_a_cleared_browser():
    """Issue 85: export, clear, import: the same games and the same averages."""
    import json

    stored = years_stored(60)
    before = history_answer({"stored": stored, "export": True}, TODAY)
    file = json.loads(before["file"])
    assert (file["format"], file["version"], file["exported"]) == (FORMAT, 1, TODAY)
    assert file["games"] == json.loads(stored) and before["store"] == {}  # nothing changed
    after = history_answer({"stored": "", "import": before["file"]}, TODAY)
    assert after["imported"] == "Imported 60 games from the file."
    assert History.from_json(after["store"]["history"]) == History.from_json(stored)
    assert after["html"] == before["html"]  # the same averages, the same list


def test_a_file_adds_only_the_games_not_kept_the_newest_first():
    import json

    every = json.loads(years_stored(40))  # newest first
    kept = json.dumps(every[:25], separators=(",", ":"))  # the newest 25
    file = History.of(every[10:]).exported(TODAY)  # the oldest 30, ten of them kept already
    answer = history_answer({"stored": kept, "import": file}, TODAY)
    assert answer["imported"] == "Imported 15 games from the file (15 already kept)."
    merged = History.from_json(answer["store"]["history"]).entries
    assert [e.link for e in merged] == [e["link"] for e in every]
    again = history_answer({"stored": answer["store"]["history"], "import": file}, TODAY)
    assert again["imported"] == "Imported 0 games from the file (30 already kept)."
    assert again["store"] == {}  # nothing new to store


@pytest.mark.parametrize(
    ("file", "why"),
    [
        ('{"format": "wordle-companion history", "version": 1, "games": [{"day": 1}', "Expecting"),
        ('{"format": "wordle-companion history", "version": 2, "games": []}', "a newer version"),
        ('{"format": "something else", "version": 1, "games": []}', "not a file of games"),
        (
            '{"format": "wordle-companion history", "version": 1, "games": [{"day": "x"}]}',
            "game 1:",
        ),
        ("x" * 1_600_000, "characters, more than the"),
        ("", "Expecting value"),
    ],
    ids=["damaged", "future version", "another file", "a game wrong", "too large", "empty"],
)
def test_a_file_that_is_not_one_of_ours_is_refused_and_the_games_stay(file, why):
    stored = years_stored(20)
    answer = history_answer({"stored": stored, "import": file}, TODAY)
    assert answer["imported"].startswith("That file was not imported (")
    assert why in answer["imported"] and answer["imported"].endswith("as they were.")
    assert answer["store"] == {}  # the games kept are left as they were


def test_a_stored_text_or_its_backup_imports_too():
    """A file of the stored text itself (the backup a refused history offers to download)."""
    stored = years_stored(5)
    answer = history_answer({"stored": "", "import": stored}, TODAY)
    assert answer["imported"] == "Imported 5 games from the file."


def test_the_games_of_one_list_and_mode_are_shown_and_every_game_kept_and_saved():
    """Issue 85: filtered by list and hard mode; the filter narrows what is shown, never what
    is stored or saved to a file."""
    games = [
        mine(SOLVED),
        mine(SOLVED + "&hard", skill=40),  # the same game again in hard mode: updates it
        mine(LOST + "&words=nyt&hard", guesses=6, solved=False, skill=20),
        mine("SALET=.....,CRANE=CRANE", guesses=2, skill=90),
    ]
    stored = ""
    for day, entry in enumerate(games, 20):
        stored = history_answer({"stored": stored, "entry": entry}, f"2026-11-{day}")["store"].get(
            "history", stored
        )
    kept = History.from_json(stored).entries
    assert len(kept) == 3

    def shown(**only):
        answer = history_answer({"stored": stored, "only": only, "export": True}, TODAY)
        assert (
            answer["store"] == {} and len(History.of_file(json.loads(answer["file"])).entries) == 3
        )
        return answer["html"]

    assert "3 games kept" in shown()
    assert "2 games kept" in shown(hard=True) and "SALET" not in shown(hard=True)
    assert "1 game kept, 1 solved: 2.00 guesses" in shown(hard=False)
    assert "1 game kept, none solved" in shown(words="nyt")
    assert "2 games kept" in shown(words="answers") and "CRANE" in shown(words="answers")
    assert "None of your 3 games kept is of this list and mode." in shown(words="nyt", hard=False)
    assert "3 games kept" in shown(words="nonsense", hard="yes")  # read as every one


def test_a_game_of_another_year_says_its_year():
    answer = history_answer({"stored": "", "entry": mine()}, "2025-12-30")
    assert ">Tue 30 Dec 2025</span>" not in answer["html"]  # this year's: no year
    later = history_answer({"stored": answer["store"]["history"]}, "2026-01-02")
    assert ">Tue 30 Dec 2025</span>" in later["html"]


def test_a_stored_text_is_read_once_and_another_tab_s_change_read_anew(monkeypatch):
    """Years of games take a tenth of a second to read (more in the page): the text the
    worker read or wrote last is not read again, a text another tab changed is."""
    reads, read = [], History.of.__func__
    monkeypatch.setattr(
        History, "of", classmethod(lambda cls, data: reads.append(1) or read(cls, data))
    )
    first = history_answer({"stored": "", "entry": mine()}, TODAY)["store"]["history"]
    history_answer({"stored": first}, TODAY)
    history_answer({"stored": first, "only": {"hard": True}}, TODAY)
    assert reads == []  # the text just written, handed back twice
    changed = first.replace('"skill":88.8', '"skill":50')
    answer = history_answer({"stored": changed}, TODAY)
    assert reads == [1] and "skill 50 of 99" in answer["html"]


def share(number, answer, *guesses, hard=False, words=True):
    """A share text of `guesses` for `answer` as Wordle writes it, each row with its word."""
    from wordle.engine.rules.notation import Step, format_share
    from wordle.engine.rules.score import feedback

    text = format_share([Step(g, feedback(g, answer)) for g in guesses], hard)
    head, *rows = text.replace("Wordle ", f"Wordle {number:,} ", 1).split("\n")
    rows = [
        row + (f" {guess}" if words and row else "") for row, guess in zip(rows, ("", *guesses))
    ]
    return "\n".join([head, *rows])


def test_share_texts_pasted_at_once_are_read_as_games_on_their_puzzles_days():
    """Issue 85: many games at once, each share text's puzzle number giving its day (and,
    from 500 on, the NYT's answers); those that cannot be kept said, with why."""
    text = "my week:\n" + "\n\n".join(
        [
            share(1200, "crane", "slate", "crane"),
            share(300, "abbey", "crane", "abbey", hard=True),
            share(1201, "woken", "crane", "humid", "pluck", "slate", "store", "frame"),
            share(1202, "crane", "slate", "crane", words=False),
            share(1203, "crane", "slate", "trace"),  # not finished: 2 of 6, not solved
        ]
    )
    answer = history_answer({"shares": text}, TODAY)
    games = answer["shares"]
    assert [(g["day"], g["words"], g["hard"]) for g in games] == [
        ("2024-10-01", "nyt-answers", False),
        ("2022-04-15", "answers", True),
        ("2024-10-02", "nyt-answers", False),
    ]
    assert games[0]["link"] == "SLATE=..A.E,CRANE=CRANE&words=nyt-answers"
    assert games[1]["link"] == "CRANE=..a.e,ABBEY=ABBEY&hard"
    assert len(games[2]["steps"]) == 6 and answer["store"] == {}  # read, nothing kept yet
    assert answer["refused"] == [
        "Wordle 1,202 2/6: its guess words are not given beside its rows",
        "Wordle 1,203 ?/6: it is not finished",
    ]
    none = history_answer({"shares": "crane slate"}, TODAY)
    assert none["shares"] == [] and "no share text" in none["refused"][0]


def test_games_judged_from_share_texts_are_added_by_day_and_once():
    records = [
        {"day": "2024-10-01", "link": "SLATE=..A.E,CRANE=CRANE&words=nyt-answers", "guesses": 2}
        | {"solved": True, "skill": 90, "luck": 0.5, "answer": "", "mine": True, "luck_score": 80},
    ]
    first = history_answer({"stored": "", "entry": mine()}, TODAY)["store"]["history"]
    request = {"stored": first, "import": json.dumps(records), "from": "shares"}
    answer = history_answer(request, TODAY)
    assert answer["imported"] == "Imported 1 game from the share texts."
    kept = History.from_json(answer["store"]["history"]).entries
    assert [e.day for e in kept] == [TODAY, "2024-10-01"]  # by day, the newest first
    again = history_answer({**request, "stored": answer["store"]["history"]}, TODAY)
    assert again["imported"] == "Imported 0 games from the share texts (1 already kept)."


def test_the_games_saved_as_csv_are_every_game_whatever_is_shown():
    stored = history_answer({"stored": "", "entry": mine()}, TODAY)["store"]["history"]
    answer = history_answer({"stored": stored, "export": "csv", "only": {"hard": True}}, TODAY)
    lines = answer["file"].splitlines()
    assert lines[0].startswith("day,list,mode") and len(lines) == 2 and answer["store"] == {}
    assert lines[1].startswith(f"{TODAY},answers,normal,4,solved,88.8,38,smart,quota,")
