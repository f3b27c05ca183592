"""Play mode as the page's worker runs it: the game, its rules and the statistics, answering
each of the main thread's moves with everything the play view shows and what to store.

Pure Python, tested in CPython. The main thread owns the browser's storage: it hands over the
stored texts when play opens and stores the texts each answer gives back under ``store``.
"""

import json
import random

from ...engine.game import ROUNDS, ChallengeError, read_challenge
from ...engine.notation import format_share
from ...engine.playing import Session, remember, rival_of
from ...engine.score import colours
from ...engine.stats import Stats
from ..counts import escape, letter_names
from ..protocol import COLOURS, DEFAULT_LIST, LISTS
from .analysis import pairs_of
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
        """Play: the saved game when it is the one the link's code names (or no code is
        given), else that code's game or a new one; an unfinished game another challenge
        displaces is paused, to be resumed. `request` holds the stored texts."""
        restoring = Restoring(request.get("stored", {}))
        stored = restoring.stored
        self.stats = restoring.value("stats", lambda text: Stats.of(read_json(text)), Stats())
        self.recent = restoring.value("recent", lambda text: codes_of(read_json(text)), [])
        self.paused = restoring.value("play-paused", lambda text: codes_of(read_json(text)), [])
        self.hard = stored.get("play-hard") == "1"
        words = stored.get("play-words")
        self.list_name = words if words in LISTS else DEFAULT_LIST
        code, rival = request.get("code"), rival_of(request.get("rival"))
        if request.get("rival") and not rival:
            restoring.notes.append(bad_result_note(str(request["rival"])))
        if self.session is not None and code is None:
            return self.view(self.session.status(), store=restoring.store, notice=restoring.notes)
        session = restoring.value("play", self.saved_session, None)
        if session is None or (code is not None and session.code != code.strip().upper()):
            unfinished = session is not None and session.game.steps and not session.is_over
            if unfinished:
                self.paused = [*self.paused, session.to_json()][-MOST_PAUSED:]
                restoring.store["play-paused"] = json.dumps(self.paused)
            session = self.take_paused(code, restoring.store)
            if session is not None:  # the challenge of a paused game: it goes on
                self.session, session.rival = session, rival or session.rival
                return self.view(session.status(), store=restoring.store, notice=restoring.notes)
            answer = self.new(code, rival)
            answer["store"].update(restoring.store)
            answer["notice"] = " ".join(restoring.notes)
            if unfinished:
                answer["message"] += " Your unfinished game is kept: resume it below."
            return answer
        self.session = session
        session.rival = rival or session.rival
        return self.view(session.status(), store=restoring.store, notice=restoring.notes)

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
        message = f"Guess the word in {ROUNDS} tries."
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
        self.list_name = name if name in LISTS else DEFAULT_LIST
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
    ) -> dict:
        """Everything the play view shows, the texts to store, and what could not be
        restored (`notice`, HTML lines)."""
        session, game = self.session, self.session.game
        store = dict(store or {})
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
    """Stored texts read back one by one; what could not be read is kept (see `kept`)."""

    def __init__(self, stored: dict):
        self.stored = stored
        self.store: dict = {}  # backups to store
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
            backup, note = kept(key, text, str(error) or type(error).__name__, self.stored)
            self.store.update(backup)
            self.notes.append(note)
            return default


def codes_of(value) -> list[str]:
    """A stored list of texts (challenge codes, saved games); ValueError for anything else."""
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ValueError("not a list of texts")
    return value


def bad_result_note(text: str) -> str:
    """A line of HTML: the partner's result in a link is none, so it is left out."""
    shown = escape("".join(c for c in text[:12] if c.isprintable()))
    return (
        f"The partner's result in this link (&amp;beat={shown}) is not 1 to {ROUNDS} or X: "
        "the challenge is played without it."
    )


def challenge_message(rival: str) -> str:
    if rival == "X":
        return "A challenge: your partner did not solve this one. Good luck!"
    if rival:
        return f"A challenge: your partner solved it in {rival}/{ROUNDS}. Beat that!"
    return "A challenge: the word your partner played. Good luck!"
