import pytest

from wordle.engine.play.stats import Stats


def test_a_fresh_player_has_nothing():
    stats = Stats()
    assert (stats.played, stats.won, stats.win_percent, stats.streak, stats.best_streak) == (
        0,
        0,
        0,
        0,
        0,
    )
    assert stats.bars() == [0] * 6


def test_streaks_run_until_a_loss_and_the_best_is_kept():
    stats = Stats()
    for guesses in (4, 3, 6, None, 2):
        stats.record(guesses)
    assert stats.played == 5
    assert stats.wins == [0, 1, 1, 1, 0, 1]
    assert stats.streak == 1
    assert stats.best_streak == 3
    assert stats.win_percent == 80


def test_bars_are_relative_to_the_longest():
    stats = Stats(played=7, wins=[0, 1, 4, 2, 0, 0])
    assert stats.bars() == [0, 25, 100, 50, 0, 0]


def test_a_win_takes_one_to_six_guesses():
    with pytest.raises(ValueError, match="1 to 6"):
        Stats().record(7)


def test_json_round_trip():
    stats = Stats()
    for guesses in (5, None, 1, 1):
        stats.record(guesses)
    assert Stats.from_json(stats.to_json()) == stats


@pytest.mark.parametrize("text", [None, ""])
def test_nothing_stored_is_fresh_statistics(text):
    assert Stats.from_json(text) == Stats()


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("not json", "Expecting value"),
        ("[1, 2]", "not an object"),
        ('{"played": "many"}', "a count is not a whole number"),
        ('{"played": 1e400}', "a count is not a whole number"),  # infinity: once a crash
        ('{"played": true}', "a count is not a whole number"),
        ('{"played": 1, "wins": [1, 1, 0, 0, 0, 0]}', "do not add up"),  # more wins than games
        ('{"played": 3, "wins": [1, 0]}', "not a list of 6"),  # the wrong number of bars
        ('{"played": -1}', "a count is not a whole number"),
        ('{"played": 2, "wins": null}', "not a list of 6"),
    ],
)
def test_anything_else_is_refused_with_what_is_wrong(text, reason):
    with pytest.raises(ValueError, match=reason):
        Stats.from_json(text)
