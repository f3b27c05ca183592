"""A player's games over time, added up once for every front-end: averages over all games and
over the last 14 days, skill and luck (out of 99) averaged day by day over the 14 days up to
each, the guess distribution, the results by first guess, and streaks of days solved.

>>> games = [Played("2026-12-01", "crane", 4, True, 80, 60),
...          Played("2026-12-02", "salet", 3, True, 90, 70),
...          Played("2026-12-04", "crane", 6, False, 40, 45)]
>>> trends = trends_of(games)
>>> trends.games, trends.solved, trends.guesses, trends.skill, trends.luck
(3, 2, 3.5, 70.0, 58.33)
>>> trends.distribution
(0, 0, 1, 1, 0, 0, 1)
>>> [(o.opener, o.games, o.guesses, o.skill) for o in trends.openers]
[('crane', 2, 4.0, 60.0), ('salet', 1, 3.0, 90.0)]
>>> trends.streak, trends.best_streak
(0, 2)
>>> print(averages_sentence(trends).replace("; ", ";\\n"))
3 games kept, 2 solved: 3.50 guesses on average (solved games);
skill 70 of 99, luck 58 of 99 a game, since 1 Dec 2026.
>>> print(recent_sentence(trends).replace(". ", ".\\n"))
Last 14 days: 3 games, skill 70 of 99, luck 58 of 99.
Solved 0 days in a row (the longest run: 2 days).
"""

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from ..rules.score import MAX_GUESSES

RECENT_DAYS = 14  # the recent average: the last two weeks, as WordleBot's


@dataclass(frozen=True)
class Played:
    """One game kept, as the trends count it."""

    day: str  # YYYY-MM-DD
    opener: str  # its first guess ("" when not to be said: not in `Trends.openers`)
    guesses: int
    solved: bool
    skill: float  # out of 99
    luck: int | None  # out of 99 (None: kept before luck was scored so)


@dataclass(frozen=True)
class Opener:
    """The games begun with one first guess: how many, their guesses (over those solved) and
    skill on average."""

    opener: str
    games: int
    solved: int
    guesses: float | None
    skill: float


@dataclass(frozen=True)
class Point:
    """A day's averages over the `RECENT_DAYS` days up to it (days with games only)."""

    day: str
    skill: float
    luck: float | None
    games: int  # the games those days
    guesses: float | None = None  # a game solved those days (None: none solved)


@dataclass(frozen=True)
class Trends:
    """Every game kept, added up."""

    games: int
    solved: int
    guesses: float | None  # over the games solved
    skill: float | None
    luck: float | None  # over the games whose luck was scored out of 99
    unscored: int  # games kept before luck was scored out of 99 (not in `luck`)
    recent: Point | None  # the last `RECENT_DAYS` days up to the newest game
    distribution: tuple[int, ...]  # games solved in 1..6 guesses, then those not solved
    openers: tuple[Opener, ...]  # the most played first
    streak: int  # days in a row with a game solved, up to the newest game's day
    best_streak: int
    series: tuple[Point, ...]  # each day with a game, oldest first


def trends_of(games: Sequence[Played]) -> Trends:
    """`games` (any order) added up."""
    ordered = sorted(games, key=lambda g: g.day)
    solved = [g for g in ordered if g.solved]
    distribution = [0] * (MAX_GUESSES + 1)
    for game in ordered:
        distribution[min(game.guesses, MAX_GUESSES) - 1 if game.solved else MAX_GUESSES] += 1
    series = _series(ordered)
    streak, best = _streaks(ordered)
    return Trends(
        games=len(ordered),
        solved=len(solved),
        guesses=_mean(_solved_guesses(ordered)),
        skill=_mean([g.skill for g in ordered]),
        luck=_mean([g.luck for g in ordered if g.luck is not None]),
        unscored=sum(g.luck is None for g in ordered),
        recent=series[-1] if series else None,
        distribution=tuple(distribution),
        openers=_openers(ordered),
        streak=streak,
        best_streak=best,
        series=series,
    )


def _mean(values: Sequence[float]) -> float | None:
    return round(sum(values) / len(values), 2) if values else None


def _series(ordered: Sequence[Played]) -> tuple[Point, ...]:
    """For each day with a game, the averages over the `RECENT_DAYS` days up to it: a window
    sliding over the games in day order (each game in and out once)."""
    points, start = [], 0
    for end, game in enumerate(ordered):
        if end + 1 < len(ordered) and ordered[end + 1].day == game.day:
            continue  # the day's last game closes it
        first = (date.fromisoformat(game.day) - timedelta(days=RECENT_DAYS - 1)).isoformat()
        while ordered[start].day < first:
            start += 1
        window = ordered[start : end + 1]
        lucks = [g.luck for g in window if g.luck is not None]
        skill, guesses = _mean([g.skill for g in window]), _mean(_solved_guesses(window))
        points.append(Point(game.day, skill, _mean(lucks), len(window), guesses))
    return tuple(points)


def _solved_guesses(games: Sequence[Played]) -> list[int]:
    return [g.guesses for g in games if g.solved]


def _openers(ordered: Sequence[Played]) -> tuple[Opener, ...]:
    by_opener: dict[str, list[Played]] = defaultdict(list)
    for game in filter(lambda g: g.opener, ordered):
        by_opener[game.opener].append(game)
    openers = []
    for opener, games in by_opener.items():
        won = [g.guesses for g in games if g.solved]
        skill = _mean([g.skill for g in games])
        openers.append(Opener(opener, len(games), len(won), _mean(won), skill))
    return tuple(sorted(openers, key=lambda o: (-o.games, o.opener)))


def _streaks(ordered: Sequence[Played]) -> tuple[int, int]:
    """Days in a row with a game solved: the run up to the newest game's day (none if that
    day has none solved), and the longest."""
    days = sorted({g.day for g in ordered if g.solved})
    best = run = 0
    previous = None
    for day in map(date.fromisoformat, days):
        run = run + 1 if previous and day - previous == timedelta(days=1) else 1
        best, previous = max(best, run), day
    newest = ordered[-1].day if ordered else None
    return (run if days and days[-1] == newest else 0), best


# --- the words the trends are said in, by the page and `wordle history` alike -----------


def averages_sentence(trends: Trends) -> str:
    """``3 games kept, 2 solved: 3.50 guesses on average (solved games); skill 80 of 99, luck
    55 of 99 a game, since 20 Nov 2026.``; with none solved, a sentence too; games kept before
    luck was scored out of 99 said, not counted in it."""
    games = f"{trends.games:,} {'game' if trends.games == 1 else 'games'} kept"
    if trends.guesses is None:
        solved = "none solved"
    else:
        solved = f"{trends.solved:,} solved: {trends.guesses:.2f} guesses on average (solved games)"
    said = f"skill {trends.skill:.0f} of 99"
    if trends.luck is not None:
        said += f", luck {trends.luck:.0f} of 99"
    older = ""
    if trends.unscored:
        number = "one" if trends.unscored == 1 else f"{trends.unscored:,}"
        older = f" ({number} reviewed before luck was scored out of 99, not counted in it)"
    return f"{games}, {solved}; {said} a game{older}, since {day_said(trends.series[0].day)}."


def recent_sentence(trends: Trends) -> str:
    """The last 14 days' averages and the streaks, in two sentences."""
    recent, days = trends.recent, "day" if trends.streak == 1 else "days"
    said = f"Last {RECENT_DAYS} days: {recent.games} {'game' if recent.games == 1 else 'games'}"
    said += f", skill {recent.skill:.0f} of 99" + (
        f", luck {recent.luck:.0f} of 99" if recent.luck is not None else ""
    )
    longest = f"{trends.best_streak} {'day' if trends.best_streak == 1 else 'days'}"
    return f"{said}. Solved {trends.streak} {days} in a row (the longest run: {longest})."


def day_said(text: str) -> str:
    """``2026-12-01`` as ``1 Dec 2026``."""
    day = date.fromisoformat(text)
    return f"{day.day} {day:%b %Y}"
