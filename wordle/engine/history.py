"""The games a player reviewed lately: kept for 90 days, with their averages and links to reopen.

Kept by the page between visits as a short JSON text (see `History.to_json`); reading it back
checks every entry and says what is wrong, so that the page can keep an unreadable text
instead of overwriting it. A game reviewed again replaces its entry; the newest come first.

>>> today = "2026-11-21"
>>> history = History().add(Entry("2026-11-20", "crane.....,hatch22222", 2, True, 99, 0.5), today)
>>> history = history.add(Entry(today, "salet.....", 1, False, 80, -0.25), today)
>>> [e.link for e in history.entries]
['salet.....', 'crane.....,hatch22222']
>>> history.averages()
Averages(games=2, solved=1, guesses=2.0, skill=89.5, luck=0.125)
>>> History.from_json(history.to_json()) == history
True
"""

import json
from dataclasses import asdict, dataclass, field
from datetime import date, timedelta

KEEP_DAYS = 90
MOST = 120  # entries kept at most, the newest: the stored text stays small
MOST_LINK = 200  # characters of a link: a game of six guesses needs far fewer


@dataclass(frozen=True)
class Entry:
    """One game reviewed: its day, the link that reopens it, and how it went."""

    day: str  # the player's day, as YYYY-MM-DD
    link: str  # the page's link fragment for the game (a spoiler-free one when it was so)
    guesses: int
    solved: bool
    skill: float  # the review's average skill, 0-99
    luck: float  # the review's luck, in guesses

    @classmethod
    def of(cls, data) -> "Entry":
        """An entry from parsed JSON; ValueError naming what is wrong."""
        if not isinstance(data, dict) or set(data) != set(cls.__dataclass_fields__):
            raise ValueError("an entry is not an object of day, link, guesses, solved, skill, luck")
        _day(data["day"])
        link = data["link"]
        if not isinstance(link, str) or not 0 < len(link) <= MOST_LINK:
            raise ValueError(f"a link is not text of 1 to {MOST_LINK} characters")
        if not _is_number(data["guesses"], 1, 100) or isinstance(data["guesses"], float):
            raise ValueError("a count of guesses is not a whole number from 1 to 100")
        if not isinstance(data["solved"], bool):
            raise ValueError("solved is not true or false")
        if not _is_number(data["skill"], 0, 99) or not _is_number(data["luck"], -100, 100):
            raise ValueError("a skill is not from 0 to 99, or a luck not from -100 to 100")
        return cls(**data)


@dataclass(frozen=True)
class Averages:
    """What the games kept add up to."""

    games: int
    solved: int
    guesses: float | None  # over the games solved
    skill: float | None
    luck: float | None


@dataclass(frozen=True)
class History:
    entries: tuple[Entry, ...] = field(default_factory=tuple)  # the newest first

    def add(self, entry: Entry, today: str) -> "History":
        """With `entry` first (replacing one for the same game), without what is older than
        `KEEP_DAYS` before `today`, at most `MOST` entries."""
        others = (e for e in self.entries if e.link != entry.link)
        return History((entry, *others)).kept(today)

    def kept(self, today: str) -> "History":
        """Without the games older than `KEEP_DAYS` before `today`, at most `MOST` entries."""
        oldest = (_day(today) - timedelta(days=KEEP_DAYS)).isoformat()
        return History(tuple(e for e in self.entries if e.day >= oldest)[:MOST])

    def averages(self) -> Averages:
        entries, solved = self.entries, [e for e in self.entries if e.solved]
        if not entries:
            return Averages(0, 0, None, None, None)
        guesses = sum(e.guesses for e in solved) / len(solved) if solved else None
        skill = sum(e.skill for e in entries) / len(entries)
        return Averages(
            len(entries), len(solved), guesses, skill, sum(e.luck for e in entries) / len(entries)
        )

    def to_json(self) -> str:
        return json.dumps([asdict(e) for e in self.entries], separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str | None) -> "History":
        """The history in `text` (an empty one when nothing is stored); ValueError naming
        what is wrong when it is not what `to_json` writes."""
        return cls.of(json.loads(text)) if text else cls()

    @classmethod
    def of(cls, data) -> "History":
        if not isinstance(data, list):
            raise ValueError("not a list of games")
        if len(data) > MOST:
            raise ValueError(f"{len(data):,} games, more than the {MOST} kept")
        return cls(tuple(Entry.of(item) for item in data))


def _day(text) -> date:
    """A day written YYYY-MM-DD; ValueError naming it otherwise."""
    try:
        return date.fromisoformat(text)
    except (TypeError, ValueError):
        raise ValueError(f"{str(text)[:20]!r} is not a day written YYYY-MM-DD") from None


def _is_number(value, low: float, high: float) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and low <= value <= high
