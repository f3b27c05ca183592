"""Play mode as the page's worker runs it: the game, its rules and the statistics, answering
each of the main thread's moves with everything the play view shows and what to store.

Pure Python, tested in CPython. The main thread owns the browser's storage: it hands over the
stored texts when play opens and stores the texts each answer gives back under ``store``.
"""

import json
import random

from ..engine.analysis import letter_colours
from ..engine.game import ROUNDS, ChallengeError, read_challenge
from ..engine.notation import format_share
from ..engine.playing import Session, remember, rival_of
from ..engine.score import colours
from ..engine.stats import Stats
from .views import COLOUR_NAMES, distribution
from .worker_analysis import rows_of

ANSWER_LISTS = ("answers", "nyt-answers", "nyt")  # what the page offers to play from


class PlayService:
    """The session being played, the player's choices for new games, and the statistics."""

    def __init__(self, lists):
        self.lists = lists  # a shipped word list by name
        self.session: Session | None = None
        self.stats = Stats()
        self.recent: list[str] = []
        self.hard = False
        self.list_name = "answers"
        self.rng = random.Random()

    def open(self, request: dict) -> dict:
        """Play: the saved game when it is the one the link's code names (or no code is
        given), else that code's game or a new one. `request` holds the stored texts."""
        stored = request.get("stored", {})
        self.stats = Stats.from_json(stored.get("stats"))
        self.recent = recent_codes(stored.get("recent"))
        self.hard = stored.get("play-hard") == "1"
        words = stored.get("play-words")
        self.list_name = words if words in ANSWER_LISTS else "answers"
        code, rival = request.get("code"), rival_of(request.get("rival"))
        if self.session is not None and code is None:
            return self.view(self.session.status())
        try:
            session = Session.from_json(stored.get("play") or "", self.lists)
        except ValueError:
            return self.new(code, rival)
        if code is not None and session.code != code.strip().upper():
            return self.new(code, rival)
        self.session = session
        session.rival = rival or session.rival
        return self.view(session.status())

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
        self.list_name = name if name in ANSWER_LISTS else "answers"
        return self.view(
            "The list changes from the next game.", store={"play-words": self.list_name}
        )

    def result(self, tiles: str) -> str:
        """The emoji grid to share (the link is the main thread's to add)."""
        game = self.session.game
        return format_share(game.steps, game.hard, tiles)

    def view(self, message: str, shake: bool = False, store: dict | None = None) -> dict:
        """Everything the play view shows, and the texts to store."""
        session, game = self.session, self.session.game
        store = dict(store or {})
        if session.count_in(self.stats):
            store["stats"] = self.stats.to_json()
        store["play"] = session.to_json()
        over = session.is_over
        latest = len(game.steps) if game.is_won and session.recorded else 0
        return {
            "rows": [[s.guess, [COLOUR_NAMES[c] for c in colours(s.pattern)]] for s in game.steps],
            "keys": {k: COLOUR_NAMES[c] for k, c in letter_colours(game.steps).items()},
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
    """The game just played, for the analysis view: its rows and hard mode."""
    return {"rows": rows_of(session.game.steps), "hard": session.game.hard}


def recent_codes(text) -> list[str]:
    """The challenge codes of the games played lately (kept so as not to repeat them)."""
    try:
        codes = json.loads(text or "[]")
    except ValueError:
        return []
    return [str(code) for code in codes] if isinstance(codes, list) else []


def challenge_message(rival: str) -> str:
    if rival == "X":
        return "A challenge: your partner did not solve this one. Good luck!"
    if rival:
        return f"A challenge: your partner solved it in {rival}/{ROUNDS}. Beat that!"
    return "A challenge: the word your partner played. Good luck!"
