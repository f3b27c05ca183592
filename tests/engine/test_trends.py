"""A player's trends, added up once in the engine (issue 85): checked against the plain sums
over years of seeded daily games, and drawn by the page's worker."""

import random
import sys
from datetime import date, timedelta
from pathlib import Path

import pytest

from wordle.engine.play.trends import RECENT_DAYS, Played, trends_of

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))


def random_games(count: int, seed: int) -> list[Played]:
    """`count` games over about as many days, some days none and some two, in any order."""
    rng, day, games = random.Random(seed), date(2024, 3, 1), []
    for _ in range(count):
        day += timedelta(days=rng.choice([0, 1, 1, 1, 2, 5]))
        solved = rng.random() < 0.85
        luck = rng.choice([None, rng.randint(0, 99)])
        opener = rng.choice(["crane", "salet", "adieu", "trace"])
        games.append(
            Played(day.isoformat(), opener, rng.randint(1, 6), solved, rng.uniform(0, 99), luck)
        )
    rng.shuffle(games)
    return games


def mean(values):
    return round(sum(values) / len(values), 2) if values else None


@pytest.mark.parametrize("seed", range(6))
def test_the_trends_are_the_plain_sums(seed):
    games = random_games(300, seed)
    trends = trends_of(games)
    solved = [g for g in games if g.solved]
    assert (trends.games, trends.solved) == (len(games), len(solved))
    assert trends.guesses == mean([g.guesses for g in solved])
    assert trends.skill == mean([g.skill for g in games])
    assert trends.luck == mean([g.luck for g in games if g.luck is not None])
    for n in range(1, 7):
        assert trends.distribution[n - 1] == sum(g.guesses == n for g in solved)
    assert trends.distribution[6] == len(games) - len(solved)
    days = sorted({g.day for g in games})
    assert [p.day for p in trends.series] == days
    for point in trends.series:  # each day: the games of the 14 days up to it
        start = (date.fromisoformat(point.day) - timedelta(days=RECENT_DAYS - 1)).isoformat()
        window = [g for g in games if start <= g.day <= point.day]
        assert point.games == len(window)
        assert point.skill == mean([g.skill for g in window])
        assert point.luck == mean([g.luck for g in window if g.luck is not None])
        assert point.guesses == mean([g.guesses for g in window if g.solved])
    assert trends.recent == trends.series[-1]
    for opener in trends.openers:
        own = [g for g in games if g.opener == opener.opener]
        won = [g.guesses for g in own if g.solved]
        assert (opener.games, opener.solved, opener.guesses) == (len(own), len(won), mean(won))
    assert [o.games for o in trends.openers] == sorted(
        (o.games for o in trends.openers), reverse=True
    )


def test_streaks_count_days_in_a_row_with_a_game_solved():
    def game(day, solved=True):
        return Played(f"2026-12-{day:02d}", "crane", 4, solved, 50, 50)

    days = [game(1), game(2), game(3), game(5), game(6), game(6, False)]
    assert (trends_of(days).streak, trends_of(days).best_streak) == (2, 3)
    assert trends_of([*days, game(7, False)]).streak == 0  # the newest day not solved
    assert trends_of([]).games == 0 and trends_of([]).recent is None


def test_the_page_draws_the_engine_s_numbers():
    from history_games import daily_entries

    from wordle.engine.play.history import History, history_trends
    from wordle.page.worker.history_card import history_html

    history = History.of(daily_entries(200))
    trends, html = history_trends(history), history_html(history, "2026-12-07")
    recent = trends.recent
    assert f"Last 14 days: {recent.games} games, skill {recent.skill:.0f} of 99" in html
    assert f"Solved {trends.streak} " in html and f"longest run: {trends.best_streak} days)" in html
    assert html.count('<polyline class="skill"') == 1 and html.count("<rect ") == 7
    assert html.count('<polyline class="guesses"') == 1  # guesses a game over time too
    for label, n in zip([*"123456", "X"], trends.distribution):
        assert f"<li>{label}: {n}</li>" in html
    top = trends.openers[0]
    assert f'<th scope="row">{top.opener.upper()}</th><td>{top.games}</td>' in html


def test_a_first_guess_is_said_only_of_your_own_games_not_hidden():
    from wordle.engine.links.link import fragment_of
    from wordle.engine.play.history import Entry, History
    from wordle.engine.rules.notation import Step
    from wordle.engine.rules.score import feedback
    from wordle.page.worker.history_card import history_html

    def link(*guesses, hide=False):
        return fragment_of([Step(g, feedback(g, "woken")) for g in guesses], hide=hide)

    games = [
        Entry("2026-12-01", link("crane", "woken"), 2, True, 80, 0.1, mine=True),
        Entry("2026-12-02", link("humid", "woken", hide=True), 2, True, 80, 0.1, mine=True),
        Entry("2026-12-03", link("pluck", "woken"), 2, True, 80, 0.1, mine=False),
    ]
    html = history_html(History(tuple(games)), "2026-12-07")
    table = html[html.index('<table class="openers">') :].split("</table>")[0]
    assert "CRANE" in table and "HUMID" not in html and "PLUCK" not in table
    assert "<li>2: 3</li>" in html  # every game counted all the same
