"""A player's statistics: games played, won, streaks, and how many guesses the wins took.

Kept by the page between visits as a short JSON text (see `Stats.to_json`); reading it
back checks every count and says what is wrong, so that the page can keep an unreadable text
instead of overwriting it.

>>> stats = Stats()
>>> for result in (3, 4, None, 4):  # guesses a win took, None for a loss
...     stats.record(result)
>>> stats.played, stats.win_percent, stats.streak, stats.best_streak, stats.wins
(4, 75, 1, 2, [0, 0, 1, 2, 0, 0])
>>> Stats.from_json(stats.to_json()) == stats
True
"""

import json
from dataclasses import asdict, dataclass, field

from ..rules.score import MAX_GUESSES


@dataclass
class Stats:
    played: int = 0
    streak: int = 0  # wins in a row, up to the latest game
    best_streak: int = 0
    wins: list[int] = field(default_factory=lambda: [0] * MAX_GUESSES)  # wins by guesses taken

    @property
    def won(self) -> int:
        return sum(self.wins)

    @property
    def win_percent(self) -> int:
        """Games won out of games played, rounded to a whole percent (0 with no games)."""
        return round(100 * self.won / self.played) if self.played else 0

    def record(self, guesses: int | None) -> None:
        """Count a game: won in `guesses` (1-6), or lost (None)."""
        self.played += 1
        if guesses is None:
            self.streak = 0
            return
        if not 1 <= guesses <= MAX_GUESSES:
            raise ValueError(f"a win takes 1 to {MAX_GUESSES} guesses, not {guesses}")
        self.wins[guesses - 1] += 1
        self.streak += 1
        self.best_streak = max(self.best_streak, self.streak)

    def bars(self) -> list[int]:
        """Each bar of the distribution as a percent of the longest (at least 1 game: 100)."""
        most = max(self.wins) or 1
        return [round(100 * count / most) for count in self.wins]

    def to_json(self) -> str:
        return json.dumps(asdict(self), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str | None) -> "Stats":
        """The statistics in `text` (fresh ones when nothing is stored); ValueError naming
        what is wrong when it is not what `to_json` writes."""
        return cls.of(json.loads(text)) if text else cls()

    @classmethod
    def of(cls, data) -> "Stats":
        """The statistics in parsed JSON; ValueError naming what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("not an object of counts")
        wins = data.get("wins", [0] * MAX_GUESSES)
        if not isinstance(wins, list) or len(wins) != MAX_GUESSES:
            raise ValueError(f"the wins are not a list of {MAX_GUESSES} counts")
        counts = [data.get(name, 0) for name in ("played", "streak", "best_streak")] + wins
        if not all(_is_count(count) for count in counts):
            raise ValueError(f"a count is not a whole number from 0 to {MOST:,}")
        stats = cls(*counts[:3], wins)
        if stats.won > stats.played or stats.streak > stats.best_streak:
            raise ValueError("the counts do not add up")
        return stats


MOST = 10**7  # games: more than anyone plays


def _is_count(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MOST
