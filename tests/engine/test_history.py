"""Every game kept: what is kept, what the averages say, what is refused."""

from dataclasses import replace

import pytest

from wordle.engine.links.codes import game_code as code_of
from wordle.engine.play.history import MOST, Entry, History, history_trends
from wordle.engine.rules.notation import parse_steps


def game_code(link: str) -> str:
    return code_of(parse_steps(link.replace(",", " ")))


LOST = "CRANE=.....,PILOT=.....,MUDDY=.u..y,FUSSY=.u..y,BUGGY=.u..y,HUBBY=.u..y"


def entry(
    day="2026-11-20",
    link="CRANE=.....,SALET=SALET",
    guesses=2,
    solved=True,
    skill=90,
    luck=0.25,
    answer="",
    mine=True,
):
    return Entry(day, link, guesses, solved, skill, luck, answer, mine)


def game(number):
    """A different one-guess game for each number."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    return f"{letters[number % 26]}{letters[number // 26 % 26]}xyz=....."


def test_a_game_reviewed_again_updates_its_entry_which_keeps_its_day_and_place():
    history = History().add(entry(link=game(1)))
    history = history.add(entry(link=game(2), day="2026-11-21"))
    again = entry(link=game(1) + "&words=nyt&hard", day="2026-11-22", skill=50)
    history = history.add(again)
    assert [(e.link, e.day, e.skill) for e in history.entries] == [
        (game(2), "2026-11-21", 90),
        (game(1) + "&words=nyt&hard", "2026-11-20", 50),
    ]


def test_the_list_hard_mode_and_a_code_do_not_make_another_game():
    solved = "CRANE=.....,SALET=SALET"
    links = [solved, solved + "&words=nyt", solved + "&hard", "g=" + game_code(solved) + "&hide"]
    history = History()
    for link in links:
        history = history.add(entry(link=link))
    assert [e.link for e in history.entries] == [links[-1]]


def test_telling_the_answer_completes_the_game_and_another_answer_is_another_game():
    history = History().add(entry(link=LOST, guesses=6, solved=False))
    told = entry(link=LOST + "&answer=juicy", guesses=6, solved=False, answer="juicy")
    history = history.add(told)
    assert [(e.answer, e.known_answer) for e in history.entries] == [("juicy", "juicy")]
    corrected = replace(told, answer="gussy")  # the same day: the answer corrected
    history = history.add(corrected)
    assert [e.answer for e in history.entries] == ["gussy"]
    later = replace(told, day="2026-11-25", answer="juicy")  # the same colours, another day
    history = history.add(later)
    assert [(e.day, e.answer) for e in history.entries] == [
        ("2026-11-25", "juicy"),
        ("2026-11-20", "gussy"),
    ]


def test_another_players_game_updates_an_entry_of_yours_and_adds_none():
    history = History().add(entry(link=game(1)))
    theirs = entry(link=game(2), mine=False)
    assert history.add(theirs) == history
    again = entry(link=game(1) + "&hard", mine=False, skill=10)
    assert [(e.skill, e.mine) for e in history.add(again).entries] == [(10, True)]


def test_games_are_kept_for_years():
    """Issue 85: games older than 90 days were dropped, and at most 120 kept."""
    history = History().add(entry(day="2023-08-25", link=game(1)))
    assert [e.day for e in history.add(entry(link=game(2))).entries] == ["2026-11-20", "2023-08-25"]
    assert MOST >= 13 * 365


def test_at_most_so_many_games_are_kept_the_newest():
    history = History(tuple(entry(link=f"{game(n)},{game(n // 676)}") for n in range(MOST)))
    for number in range(5):
        history = history.add(entry(link=game(number)))
    assert len(history.entries) == MOST and history.entries[0].link == game(4)


def test_the_averages_count_guesses_over_the_games_solved():
    scored = replace(entry(guesses=3), luck_score=70)
    history = History((scored, entry(link=game(2), guesses=6, solved=False, skill=60)))
    averages = history_trends(history)
    assert (averages.games, averages.solved, averages.guesses) == (2, 1, 3)
    assert (averages.skill, averages.luck, averages.unscored) == (75, 70, 1)  # luck of 99
    assert history_trends(History()).skill is None


def test_it_reads_back_what_it_writes():
    history = History((entry(), entry(link=LOST, solved=False, luck=-1.5, answer="juicy")))
    assert History.from_json(history.to_json()) == history
    assert History.from_json(None) == History() == History.from_json("")


def test_a_history_written_before_is_read_one_entry_a_game_each_keeping_its_day():
    """As the page wrote it before games had an identity: the same game under other lists
    and modes, and a lost game before and after its answer was told."""
    old = [
        {
            "day": "2026-11-22",
            "link": LOST + "&answer=juicy",
            "guesses": 6,
            "solved": False,
            "skill": 40,
            "luck": -1,
        },
        {
            "day": "2026-11-21",
            "link": "CRANE=.....,SALET=SALET&hard",
            "guesses": 2,
            "solved": True,
            "skill": 99,
            "luck": 1,
        },
        {
            "day": "2026-11-20",
            "link": "CRANE=.....,SALET=SALET",
            "guesses": 2,
            "solved": True,
            "skill": 98,
            "luck": 1,
        },
        {"day": "2026-11-19", "link": LOST, "guesses": 6, "solved": False, "skill": 41, "luck": -1},
    ]
    history = History.of(old)
    assert [(e.day, e.link, e.answer, e.mine) for e in history.entries] == [
        ("2026-11-22", LOST + "&answer=juicy", "juicy", False),
        ("2026-11-21", "CRANE=.....,SALET=SALET&hard", "", False),
    ]
    assert History.from_json(history.to_json()) == history  # written in the new form


GOOD = {
    "day": "2026-11-20",
    "link": "CRANE=.....",
    "guesses": 3,
    "solved": True,
    "skill": 9,
    "luck": 0,
}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"played": 1}, "not a list of games"),
        ([GOOD] * (MOST + 1), f"{MOST + 1:,} games, more than the {MOST:,} kept"),
        ([{**GOOD, "day": "20 Nov"}], "'20 Nov' is not a day written YYYY-MM-DD"),
        ([{**GOOD, "day": 7}], "'7' is not a day"),
        ([{**GOOD, "link": ""}], "a link is not text"),
        ([{**GOOD, "link": "x" * 201}], "a link is not text"),
        ([{**GOOD, "guesses": 2.5}], "a count of guesses"),
        ([{**GOOD, "guesses": True}], "a count of guesses"),
        ([{**GOOD, "solved": 1}], "solved or mine is not true or false"),
        ([{**GOOD, "answer": "", "mine": 1}], "solved or mine is not true or false"),
        ([{**GOOD, "answer": "Juicy", "mine": True}], "'Juicy' is not an answer"),
        ([{**GOOD, "link": "CRANE"}], "a link is not a game"),
        ([{**GOOD, "link": "g=ZZZZZZZZZ&hide"}], "a link is not a game"),
        ([{**GOOD, "link": "&words=nyt"}], "a link is not a game"),
        ([{**GOOD, "skill": 1e400}], "a skill is not"),
        ([{**GOOD, "luck": -101}], "a luck not"),
        ([{**GOOD, "extra": 1}], "an entry is not an object"),
        ([[1, 2]], "an entry is not an object"),
    ],
)
def test_what_is_not_a_history_is_named(data, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(")):
        History.of(data)


def test_the_games_as_csv_read_back_by_a_spreadsheet_s_rules():
    """Issue 85: CSV for spreadsheets, a row a game, read back whole by the csv module; a
    first guess and answer only for your own games not hidden; a cell that would begin a
    formula made text."""
    import csv

    from wordle.engine.play.history import CSV_COLUMNS, _csv_cell

    entries = (
        Entry("2026-12-01", "SMART=..a.t,QUOTA=QUOTA&hard", 2, True, 88.8, 0.1, mine=True),
        Entry("2026-11-30", "CRANE=.....&words=nyt", 1, False, 20, -1.5, "woken", True, 12),
        Entry("2026-11-29", "CRANE=..a..,SMART=..a..&hide", 2, False, 50, 0, "", True, 60),
        Entry("2026-11-28", "CRANE=..a..", 1, False, 50, 0, "", False, 60),
    )
    rows = list(csv.reader(History(entries).as_csv().splitlines()))
    assert tuple(rows[0]) == CSV_COLUMNS and len(rows) == 5
    first = ["2026-12-01", "answers", "hard", "2", "solved", "88.8", "", "smart", "quota"]
    assert rows[1] == [*first, "SMART=..a.t,QUOTA=QUOTA&hard"]
    second = ["2026-11-30", "nyt", "normal", "1", "not solved", "20", "12", "crane", "woken"]
    assert rows[2][:9] == second
    assert rows[3][7:9] == ["", ""] and rows[4][7:9] == ["", ""]  # hidden; another's
    assert _csv_cell("=HYPERLINK()") == "'=HYPERLINK()" and _csv_cell('a"b') == '"a""b"'
