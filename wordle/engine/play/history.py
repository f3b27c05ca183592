"""The games a player reviewed, every one kept: the page's history and its file, read back.

Kept by the page between visits as a short JSON text (see `History.to_json`) and saved to a
file (`History.exported`, docs/history-file.md) that `wordle history FILE` reads too; reading
either back checks every entry and says what is wrong, so that the page can keep an
unreadable text instead of overwriting it. A game is its guesses and colours, and its answer
once known: a game reviewed again (another list, hard mode, the answer told) updates its
entry, which keeps its day and place, and a history read back with the same game twice keeps
the newer entry. Only the player's own games are added; another's game can update its entry,
never add one. What the games add up to is the trends' (`history_trends`).

>>> today = "2026-11-21"
>>> history = History().add(Entry("2026-11-20", "CRANE=.....,HATCH=HATCH", 2, True, 99, 0.5,
...                               mine=True, luck_score=70))
>>> history = history.add(Entry(today, "SALET=.....", 1, False, 80, -0.25, mine=True))
>>> [e.link for e in history.entries]
['SALET=.....', 'CRANE=.....,HATCH=HATCH']
>>> history = history.add(Entry(today, "SALET=.....&hard", 1, False, 60, 0.0, mine=True,
...                               luck_score=40))
>>> [(e.link, e.skill) for e in history.entries]
[('SALET=.....&hard', 60), ('CRANE=.....,HATCH=HATCH', 99)]
>>> trends = history_trends(history)
>>> trends.games, trends.solved, trends.guesses, trends.skill, trends.luck
(2, 1, 2.0, 79.5, 55.0)
>>> [e.link for e in history.only(hard=True).entries]
['SALET=.....&hard']
>>> History.from_json(history.to_json()) == history
True
"""

import json
from dataclasses import dataclass, field, fields, replace
from datetime import date
from functools import cached_property

from ..links.fragments import read_fragment
from ..links.reading import read_link_game
from ..lists.names import DEFAULT_LIST
from ..rules.notation import NotationError, Step
from ..rules.score import LETTERS, MAX_GUESSES, WORD_LENGTH
from .trends import Played, Trends, trends_of

MOST = 5000  # entries kept at most, the newest: a game a day for 13 years (a stored text of
# about 1 MB, a fifth of what a browser keeps for a site)
MOST_LINK = 200  # characters of a link: a game of six guesses needs far fewer
MOST_CHARACTERS = MOST * 300  # of the stored text (and a file): an entry is about 200
FORMAT = "wordle-companion history"  # a file of games exported: docs/history-file.md
VERSION = 1


@dataclass(frozen=True)
class Entry:
    """One game reviewed: its day, the link that reopens it, how it went, the answer told
    for a game not solved, and whether the player said it is theirs."""

    day: str  # the player's day, as YYYY-MM-DD
    link: str  # the page's link fragment for the game (a spoiler-free one when it was so)
    guesses: int
    solved: bool
    skill: float  # the review's average skill, 0-99
    luck: float  # the review's luck, in guesses
    answer: str = ""  # the answer told for a game not solved, "" when none was
    mine: bool = False  # the player's own game (typed, pasted, played, or said to be)
    luck_score: int | None = None  # the review's luck out of 99, as its verdict says (None:
    # kept before luck was scored so; shown marked, never dropped)

    @classmethod
    def of(cls, data) -> "Entry":
        """An entry from parsed JSON (as written now; before luck was scored out of 99: not
        scored; or before answers and owners were kept: its answer is then the link's, and
        whose game it was is not known); ValueError naming what is wrong."""
        keys = set(_names(cls))
        unscored, old = keys - {"luck_score"}, keys - {"answer", "mine", "luck_score"}
        if not isinstance(data, dict) or set(data) not in (keys, unscored, old):
            raise ValueError(
                "an entry is not an object of day, link, guesses, solved, skill, luck, answer,"
                " mine and luck_score"
            )
        if set(data) == old:
            data = {**data, "answer": _told(data["link"]), "mine": False}
        data = {"luck_score": None, **data}
        score = data["luck_score"]
        if score is not None and (not _is_number(score, 0, 99) or isinstance(score, float)):
            raise ValueError("a luck score is not a whole number from 0 to 99")
        _day(data["day"])
        link = data["link"]
        if not isinstance(link, str) or not 0 < len(link) <= MOST_LINK:
            raise ValueError(f"a link is not text of 1 to {MOST_LINK} characters")
        if not _is_number(data["guesses"], 1, 100) or isinstance(data["guesses"], float):
            raise ValueError("a count of guesses is not a whole number from 1 to 100")
        if not isinstance(data["solved"], bool) or not isinstance(data["mine"], bool):
            raise ValueError("solved or mine is not true or false")
        if not _is_number(data["skill"], 0, 99) or not _is_number(data["luck"], -100, 100):
            raise ValueError("a skill is not from 0 to 99, or a luck not from -100 to 100")
        if data["answer"] and not _is_word(data["answer"]):
            raise ValueError(f"{str(data['answer'])[:20]!r} is not an answer: five letters a-z")
        entry = cls(**data)
        _ = entry.steps  # the link must hold a game: read it now, and refuse it if not
        return entry

    @cached_property
    def steps(self) -> tuple[Step, ...]:
        """The game's guesses and colours, read from its link (a code too)."""
        try:
            pasted = read_link_game(read_fragment(self.link)[0])
        except NotationError as error:
            raise ValueError(f"a link is not a game ({error})") from None
        if not 0 < len(pasted.steps) <= MAX_GUESSES or pasted.waiting:
            raise ValueError(f"a link is not a game of 1 to {MAX_GUESSES} guesses")
        return tuple(pasted.steps)

    @property
    def known_answer(self) -> str:
        """The game's answer: its last guess when solved, else the one told ("" if none)."""
        return self.steps[-1].guess if self.solved else self.answer

    @cached_property
    def flags(self) -> dict:
        """What its link says besides the game: the list, hard mode, spoiler-free (read once:
        a filter and the trends ask it of every game)."""
        return read_fragment(self.link)[1]

    def is_played(self, words: str | None, hard: bool | None) -> bool:
        """Played on the list `words` and in hard mode or not (`hard`), each when given."""
        flags = self.flags
        on_list = words is None or flags.get("words", DEFAULT_LIST) == words
        return on_list and (hard is None or ("hard" in flags) == hard)

    @property
    def opener(self) -> str:
        """Its first guess, if a history may say it: the game is the player's and not kept
        spoiler-free; else ""."""
        return self.steps[0].guess if self.mine and "hide" not in self.flags else ""

    def is_same_game(self, other: "Entry") -> bool:
        """The same guesses and colours, and answers that do not tell two games apart (one
        not known yet, or both told the same day: an answer corrected)."""
        ours, theirs = self.known_answer, other.known_answer
        answers_agree = not ours or not theirs or ours == theirs or self.day == other.day
        return self.steps == other.steps and answers_agree


@dataclass(frozen=True)
class History:
    entries: tuple[Entry, ...] = field(default_factory=tuple)  # the newest first

    def add(self, entry: Entry) -> "History":
        """With `entry` recorded: it updates the entry of the same game (keeping that one's
        day and place), else comes first if it is the player's own; at most `MOST` entries,
        the newest."""
        same = next((e for e in self.entries if e.is_same_game(entry)), None)
        if same is None:
            entries = (entry, *self.entries) if entry.mine else self.entries
            return History(entries[:MOST])
        if not (same.mine or entry.mine):
            return self
        updated = replace(entry, day=same.day, mine=True)
        entries = (updated if e is same else e for e in self.entries)
        return History(tuple(entries)).deduplicated()

    def deduplicated(self) -> "History":
        """One entry a game, the newer kept (with its day), completed by the older (its
        answer told, whose game it is). Only entries of the same guesses and colours are
        compared (`is_same_game`): years of games are sorted out at once."""
        kept: list[Entry] = []
        alike: dict[tuple, list[int]] = {}  # steps: the places in `kept` of games with them
        for entry in self.entries:
            places = alike.setdefault(entry.steps, [])
            twin = next((i for i in places if kept[i].is_same_game(entry)), None)
            if twin is None:
                places.append(len(kept))
                kept.append(entry)
            else:
                newer = kept[twin]
                answer = newer.answer or entry.answer
                kept[twin] = replace(newer, answer=answer, mine=newer.mine or entry.mine)
        return History(tuple(kept))

    def only(self, words: str | None = None, hard: bool | None = None) -> "History":
        """The games played on the list `words` (its name, as a link says it) and in hard mode
        or not (`hard`), each when given."""
        return History(tuple(e for e in self.entries if e.is_played(words, hard)))

    def merged(self, other: "History") -> tuple["History", int]:
        """With `other`'s games (a file imported) among these, one entry a game (these kept,
        completed by `other`'s: an answer told, whose game it is), the newest day first (a
        day's games in their order), at most `MOST`; and how many games were new."""
        both = History(self.entries + other.entries).deduplicated().entries
        newest_first = sorted(both, key=lambda e: e.day, reverse=True)[:MOST]
        return History(tuple(newest_first)), len(both) - len(self.entries)

    def exported(self, today: str) -> str:
        """The history as a file to keep or move (docs/history-file.md): its format and
        version, the day, and its games as the page stores them."""
        head = json.dumps({"format": FORMAT, "version": VERSION, "exported": today})
        return head[:-1] + ',"games":' + self.to_json() + "}\n"

    def as_csv(self) -> str:
        """The games as a spreadsheet reads them (docs/history-file.md): a row a game, the
        newest first, its day, list, mode, guesses, result, skill and luck (out of 99), its
        first guess and answer when the game is yours and not hidden, and its link."""
        rows = [CSV_COLUMNS]
        for e in self.entries:
            flags, said = e.flags, e.mine and "hide" not in e.flags
            result = "solved" if e.solved else "not solved"
            luck = "" if e.luck_score is None else str(e.luck_score)
            words, hard = flags.get("words", DEFAULT_LIST), "hard" if "hard" in flags else "normal"
            answer = e.known_answer if said else ""
            cells = [e.day, words, hard, str(e.guesses), result, f"{e.skill:g}", luck]
            rows.append([*cells, e.opener, answer, e.link])
        return "".join(",".join(map(_csv_cell, row)) + "\r\n" for row in rows)

    @classmethod
    def of_file(cls, data) -> "History":
        """The history in a file's parsed JSON (what `exported` writes, or the list a
        stored text or its backup holds); ValueError naming what is wrong."""
        if isinstance(data, list):
            return cls.of(data)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"it is not a file of games this page exported ({FORMAT!r})")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise ValueError("its version is not a whole number from 1")
        if version > VERSION:
            raise ValueError(
                f"it was made by a newer version of this page (file version {version}; this"
                f" page reads version {VERSION}): reload the page for the newest and try again"
            )
        return cls.of(data.get("games"))

    def to_json(self) -> str:
        names = _names(Entry)  # its fields are plain values: no deep copy (`asdict`) needed
        entries = [{name: getattr(e, name) for name in names} for e in self.entries]
        return json.dumps(entries, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str | None) -> "History":
        """The history in `text` (an empty one when nothing is stored); ValueError naming
        what is wrong when it is not what `to_json` writes."""
        return cls.of(json.loads(text)) if text else cls()

    @classmethod
    def of(cls, data) -> "History":
        """The history in parsed JSON, one entry a game; ValueError naming what is wrong (more
        than `MOST` entries, too: never written)."""
        if not isinstance(data, list):
            raise ValueError("not a list of games")
        if len(data) > MOST:
            raise ValueError(f"{len(data):,} games, more than the {MOST:,} kept")
        return cls(tuple(map(_entry_of, data, range(1, len(data) + 1)))).deduplicated()


def history_trends(history: History) -> Trends:
    """What the games kept add up to, as every front-end shows it: the engine's trends of
    each game's day, first guess (when it may be said), guesses, skill and luck."""
    return trends_of(
        [
            Played(e.day, e.opener, e.guesses, e.solved, e.skill, e.luck_score)
            for e in history.entries
        ]
    )


def read_history_file(text: str) -> History:
    """The history a file's text holds (what `History.exported` writes); ValueError naming
    what is wrong: too large, not JSON, another format or a newer version, a game."""
    if len(text) > MOST_CHARACTERS:
        raise ValueError(f"{len(text):,} characters, more than the {MOST_CHARACTERS:,} read")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise ValueError(f"it is not JSON ({str(error).split(':')[0]})") from None
    return History.of_file(data)


CSV_COLUMNS = ("day", "list", "mode", "guesses", "result", "skill", "luck", "first guess")
CSV_COLUMNS += ("answer", "link")


def _csv_cell(text: str) -> str:
    """A cell as RFC 4180 writes it (quoted when it holds a comma, quote or line break), and
    never read as a formula by a spreadsheet (a link can begin with any character)."""
    if text[:1] in ("=", "+", "-", "@"):
        text = "'" + text
    return '"' + text.replace('"', '""') + '"' if any(c in text for c in ',"\r\n') else text


def _entry_of(data, number: int) -> Entry:
    """`Entry.of` the `number`th game of a list; its error names it."""
    try:
        return Entry.of(data)
    except ValueError as error:
        raise ValueError(f"game {number:,}: {error}") from None


def _names(cls) -> list[str]:
    return [f.name for f in fields(cls)]


def _told(link) -> str:
    """The answer a link written before answers were kept carries (``&answer=``), or ""."""
    told = read_fragment(str(link))[1].get("answer", "")
    return told if _is_word(told) else ""


def _is_word(text) -> bool:
    return isinstance(text, str) and len(text) == WORD_LENGTH and set(text) <= set(LETTERS)


def _day(text) -> date:
    """A day written YYYY-MM-DD; ValueError naming it otherwise."""
    try:
        return date.fromisoformat(text)
    except (TypeError, ValueError):
        raise ValueError(f"{str(text)[:20]!r} is not a day written YYYY-MM-DD") from None


def _is_number(value, low: float, high: float) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and low <= value <= high
