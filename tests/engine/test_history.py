"""The games kept for 90 days: what is kept, what the averages say, what is refused."""

import pytest

from wordle.engine.history import KEEP_DAYS, MOST, Entry, History


def entry(day="2026-11-20", link="crane.....", guesses=3, solved=True, skill=90, luck=0.25):
    return Entry(day, link, guesses, solved, skill, luck)


def test_a_game_reviewed_again_replaces_its_entry_and_comes_first():
    history = History().add(entry(link="a"), "2026-11-20").add(entry(link="b"), "2026-11-20")
    history = history.add(entry(link="a", skill=50), "2026-11-21")
    assert [(e.link, e.skill) for e in history.entries] == [("a", 50), ("b", 90)]


def test_games_older_than_90_days_are_dropped():
    history = History().add(entry(day="2026-08-25", link="old"), "2026-08-25")
    assert len(history.add(entry(link="new"), "2026-11-23").entries) == 2  # 90 days: kept
    assert [e.link for e in history.add(entry(link="new"), "2026-11-24").entries] == ["new"]
    assert KEEP_DAYS == 90


def test_at_most_so_many_games_are_kept_the_newest():
    history = History()
    for number in range(MOST + 5):
        history = history.add(entry(link=f"game{number}"), "2026-11-20")
    assert len(history.entries) == MOST and history.entries[0].link == f"game{MOST + 4}"


def test_the_averages_count_guesses_over_the_games_solved():
    history = History((entry(guesses=3), entry(link="b", guesses=6, solved=False, skill=60)))
    averages = history.averages()
    assert (averages.games, averages.solved, averages.guesses) == (2, 1, 3)
    assert (averages.skill, averages.luck) == (75, 0.25)
    assert History().averages().skill is None


def test_it_reads_back_what_it_writes():
    history = History((entry(), entry(link="b", solved=False, luck=-1.5)))
    assert History.from_json(history.to_json()) == history
    assert History.from_json(None) == History() == History.from_json("")


GOOD = {"day": "2026-11-20", "link": "x", "guesses": 3, "solved": True, "skill": 9, "luck": 0}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"played": 1}, "not a list of games"),
        ([GOOD] * (MOST + 1), f"{MOST + 1} games, more than the {MOST} kept"),
        ([{**GOOD, "day": "20 Nov"}], "'20 Nov' is not a day written YYYY-MM-DD"),
        ([{**GOOD, "day": 7}], "'7' is not a day"),
        ([{**GOOD, "link": ""}], "a link is not text"),
        ([{**GOOD, "link": "x" * 201}], "a link is not text"),
        ([{**GOOD, "guesses": 2.5}], "a count of guesses"),
        ([{**GOOD, "guesses": True}], "a count of guesses"),
        ([{**GOOD, "solved": 1}], "solved is not true or false"),
        ([{**GOOD, "skill": 1e400}], "a skill is not"),
        ([{**GOOD, "luck": -101}], "a luck not"),
        ([{**GOOD, "extra": 1}], "an entry is not an object"),
        ([[1, 2]], "an entry is not an object"),
    ],
)
def test_what_is_not_a_history_is_named(data, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(")):
        History.of(data)
