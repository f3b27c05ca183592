"""Play mode as the page's worker runs it: the game, its rules and the statistics, answering
each of the main thread's moves with everything the play view shows and what to store.

Pure Python, tested in CPython. The main thread owns the browser's storage: it hands over the
stored texts when play opens and stores the texts each answer gives back under ``store``.
"""

import json
import random

from ... import ChallengeError, Session, Stats, read_challenge, remember, rival_of
from ...engine.lists.names import page_list
from ...engine.rules.notation import format_share
from ...engine.rules.score import MAX_GUESSES, colours
from ..counts import escape, letter_names
from ..protocol import COLOURS
from .replies import pairs_of
from .storage import kept, read_json
from .views import distribution

MOST_PAUSED = 5  # unfinished games kept when other challenges are opened


class PlayService:
    """The session being played, the player's choices for new games, and the statistics."""

    def __init__(self, lists):
        self.lists = lists  # a shipped word list by name
        self.session: Session | None = None
        self.stats = Stats()
        self.recent: list[str] = []
        self.hard = False
        self.list_name = "answers"
        self.paused: list[str] = []  # unfinished games other challenges displaced, as saved
        self.rng = random.Random()

    def open(self, request: dict) -> dict:
        """Play: the game in progress (as stored: another tab may have moved on) when it is the
        one the link's code names (or no code is given), else that code's game or a new one;
        an unfinished game another challenge displaces is paused, to be resumed. `request`
        holds the stored texts."""
        restoring = self.sync(request.get("stored", {}), other="take")
        stored = restoring.stored
        self.hard = stored.get("play-hard") == "1"
        words = stored.get("play-words")
        self.list_name = page_list(words)
        code, rival = request.get("code"), rival_of(request.get("rival"))
        if request.get("rival") and not rival:
            restoring.notes.append(bad_result_note(str(request["rival"])))
        session = self.session
        if session is not None and (code is None or session.code == code.strip().upper()):
            session.rival = rival or session.rival
            return self.view(session.status(), store=restoring.store, notice=restoring.notes)
        unfinished = session is not None and session.game.steps and not session.is_over
        if unfinished:
            self.pause(session, restoring.store)
        session = self.take_paused(code, restoring.store)
        if session is not None:  # the challenge of a paused game: it goes on
            self.session, session.rival = session, rival or session.rival
            return self.view(session.status(), store=restoring.store, notice=restoring.notes)
        answer = self.new(code, rival)
        answer["store"] = {**restoring.store, **answer["store"]}
        answer["notice"] = " ".join(restoring.notes)
        if unfinished:
            answer["message"] += " Your unfinished game is kept: resume it below."
        return answer

    def act(self, request: dict) -> dict:
        """A move (guess, new, hard, list, resume) on what is stored now (`sync`); or, told
        that another tab stored something (``sync``), the view of what it stored."""
        action = request["action"]
        restoring = self.sync(request.get("stored") or {}, "keep" if action == "sync" else "pause")
        if action == "sync":
            answer = self.view("", write=False)
        elif action == "guess":
            answer = self.guess(request["word"])
        elif action == "new":
            answer = self.new_or_give_up()
        elif action == "hard":
            answer = self.set_hard(bool(request["hard"]))
        elif action == "list":
            answer = self.set_list(request["list"])
        elif action == "resume":
            answer = self.resume()
        else:
            raise ValueError(f"unknown play action {action!r}")
        answer["store"] = {**restoring.store, **answer["store"]}
        answer["notice"] = " ".join([*restoring.notes, answer["notice"]]).strip()
        return answer

    def sync(self, stored: dict, other: str) -> "Restoring":
        """Take what another tab stored since this one last read: its statistics, recent and
        paused games, and its game in progress: of two copies of one game, the further along
        (`further`); another game is taken (`other` "take"), paused since this tab's is about
        to replace it ("pause"), or left as it is ("keep"). What could not be read is kept
        and noted (the `Restoring`)."""
        restoring = Restoring(stored)
        self.stats = restoring.value("stats", lambda text: Stats.of(read_json(text)), Stats())
        self.recent = restoring.value("recent", lambda text: codes_of(read_json(text)), [])
        self.paused = restoring.value("play-paused", lambda text: codes_of(read_json(text)), [])
        theirs = restoring.value("play", self.saved_session, None)
        if self.session is None or theirs is None:
            self.session = self.session or theirs
        elif theirs.code == self.session.code:
            self.session = further(self.session, theirs)
        elif other == "take":
            self.session = theirs
        elif other == "pause":
            self.pause(theirs, restoring.store, under_way=self.session.code)
        return restoring

    def pause(self, session: Session, store: dict, under_way: str = "") -> None:
        """Pause `session`, if unfinished, since another game is about to replace it in storage
        (`under_way`: that game's code, no longer paused if it was)."""
        kept = [text for text in self.paused if code_of(text) not in (session.code, under_way)]
        if session.game.steps and not session.is_over:
            kept = [*kept, session.to_json()][-MOST_PAUSED:]
        if kept != self.paused:
            self.paused = kept
            store["play-paused"] = json.dumps(kept)

    def take_paused(self, code: str | None, store: dict) -> Session | None:
        """The paused game of the challenge `code`, taken out of the paused ones; else None."""
        for text in reversed(self.paused) if code else ():
            try:
                session = self.saved_session(text)
            except ValueError:
                continue  # kept as it is, for `resume` to report
            if session.code == code.strip().upper():
                self.paused = [t for t in self.paused if t != text]
                store["play-paused"] = json.dumps(self.paused)
                return session
        return None

    def saved_session(self, text: str) -> Session:
        read_json(text)  # bounded before it is parsed for real
        return Session.from_json(text, self.lists)

    def resume(self) -> dict:
        """Back to the game paused last; the one under way, if unfinished, is paused instead."""
        if not self.paused:
            return self.view("There is no unfinished game to resume.")
        *rest, text = self.paused
        current = self.session
        if current is not None and current.game.steps and not current.is_over:
            rest = [current.to_json(), *rest]
        self.paused = rest
        store = {"play-paused": json.dumps(rest)}
        try:
            self.session = self.saved_session(text)
        except ValueError as error:
            backup, note = kept("play-paused", text, str(error), {})
            return self.view("", store={**store, **backup}, notice=[note])
        return self.view(self.session.status(), store=store)

    def new(self, code: str | None = None, rival: str = "") -> dict:
        """A game of the answer a challenge code names, else of a random one."""
        message = f"Guess the word in {MAX_GUESSES} tries."
        try:
            if code is not None:
                self.session = Session.of(read_challenge(code), self.lists, self.hard)
                self.session.rival = rival
                message = challenge_message(rival)
        except ChallengeError as error:
            message = f"The challenge link could not be read ({error}); here is a new game."
            code = None
        if code is None:
            answers = self.lists(self.list_name)
            self.session = Session.new(answers, self.lists, self.rng, self.hard, self.recent)
        self.recent = remember(self.recent, self.session.code)
        return self.view(message, store={"recent": json.dumps(self.recent)})

    def guess(self, word: str) -> dict:
        """Play a word: the game moves on, or the word is refused (the row shakes)."""
        self.session.typed = word.lower()[:5]
        message, shake = self.session.enter()
        self.session.typed = "" if not shake else self.session.typed
        return self.view(message, shake)

    def new_or_give_up(self) -> dict:
        """A game under way is given up (a loss); a finished one makes way for a new one."""
        session = self.session
        if session.game.steps and not session.is_over:
            return self.view(session.give_up())
        return self.new()

    def set_hard(self, hard: bool) -> dict:
        """Hard mode from now on when no guess is made yet, else from the next game."""
        self.hard = hard
        message = "Hard mode changes from the next game."
        if not self.session.game.steps and not self.session.is_over:
            self.session.game.hard = hard
            message = ""
        return self.view(message, store={"play-hard": "1" if hard else "0"})

    def set_list(self, name: str) -> dict:
        self.list_name = page_list(name)
        return self.view(
            "The list changes from the next game.", store={"play-words": self.list_name}
        )

    def result(self, tiles: str) -> str:
        """The emoji grid to share (the link is the main thread's to add)."""
        game = self.session.game
        return format_share(game.steps, game.hard, tiles)

    def view(
        self,
        message: str,
        shake: bool = False,
        store: dict | None = None,
        notice: list[str] | None = None,
        write: bool = True,
    ) -> dict:
        """Everything the play view shows, the texts to store (the game, and the statistics
        once it is counted, unless only showing what another tab stored: not `write`), and
        what could not be restored (`notice`, HTML lines)."""
        session, game = self.session, self.session.game
        store = dict(store or {})
        if write:
            if session.count_in(self.stats):
                store["stats"] = self.stats.to_json()
            store["play"] = session.to_json()
        over = session.is_over
        latest = len(game.steps) if game.is_won and session.recorded else 0
        return {
            "rows": [[s.guess, [COLOURS[c] for c in colours(s.pattern)]] for s in game.steps],
            "keys": letter_names(game.steps),
            "message": message,
            "shake": shake,
            "status": session.status(),
            "over": over,
            "in_play": bool(game.steps) and not over,
            "hard": game.hard if not game.steps else self.hard,
            "list": self.list_name,
            "code": session.code,
            "result": session.result if over else "",
            "rival": session.rival,
            "stats": self.stats_view(),
            "distribution": distribution(self.stats, latest),
            "review": {"game": review_of(session), "words": session.answers.name},
            "paused": len(self.paused),
            "notice": " ".join(notice or []),
            "store": store,
        }

    def stats_view(self) -> dict:
        stats = self.stats
        return {
            "played": stats.played,
            "win": stats.win_percent,
            "streak": stats.streak,
            "best": stats.best_streak,
        }


def review_of(session: Session) -> dict:
    """The game just played, for the analysis view: its steps and hard mode, and its answer
    once it is lost (only then: a game in play keeps it)."""
    game = session.game
    lost = session.is_over and not game.is_won
    return {"steps": pairs_of(game.steps), "hard": game.hard, "answer": game.answer if lost else ""}


class Restoring:
    """Stored texts read back one by one; what could not be read is kept (see `kept`) and
    started afresh."""

    def __init__(self, stored: dict):
        self.stored = stored
        self.store: dict = {}  # backups to store, and the keys started afresh
        self.notes: list[str] = []  # a line of HTML for each text that could not be read

    def value(self, key: str, parse, default):
        """What `parse` makes of the text under `key`; `default` when nothing is stored or
        it cannot be read (then it is kept, and a note says so)."""
        text = self.stored.get(key)
        if not text:
            return default
        try:
            return parse(text)
        except (ValueError, TypeError, KeyError) as error:
            reason = str(error) or type(error).__name__
            backup, note = kept(key, text, reason, self.stored, fresh="")
            self.store.update(backup)
            self.notes.append(note)
            return default


def further(ours: Session, theirs: Session) -> Session:
    """Of two tabs' copies of one game, the one further along (finished, then more guesses,
    then counted): another tab's guesses are never undone, nor its counted end counted again."""
    if progress(theirs) < progress(ours):
        return ours
    theirs.rival = theirs.rival or ours.rival
    return theirs


def progress(session: Session) -> tuple:
    """How far along a game is: finished, then its guesses, then counted."""
    return session.is_over, len(session.game.steps), session.recorded


def code_of(text: str) -> str:
    """The challenge code of a saved game (its JSON), "" if it has none."""
    try:
        return str(json.loads(text).get("code", "")).upper()
    except (ValueError, AttributeError):
        return ""


def codes_of(value) -> list[str]:
    """A stored list of texts (challenge codes, saved games); ValueError for anything else."""
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ValueError("not a list of texts")
    return value


def bad_result_note(text: str) -> str:
    """A line of HTML: the partner's result in a link is none, so it is left out."""
    shown = escape("".join(c for c in text[:12] if c.isprintable()))
    return (
        f"The partner's result in this link (&amp;beat={shown}) is not 1 to {MAX_GUESSES} or X: "
        "the challenge is played without it."
    )


def challenge_message(rival: str) -> str:
    if rival == "X":
        return "A challenge: your partner did not solve this one. Good luck!"
    if rival:
        return f"A challenge: your partner solved it in {rival}/{MAX_GUESSES}. Beat that!"
    return "A challenge: the word your partner played. Good luck!"
