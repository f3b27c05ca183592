"""The page's play mode: a game against a hidden answer on the same grid and keyboard.

The rules are `game.Game`'s; this module turns keys into guesses, shows the game, keeps
the statistics (`stats.Stats`) and the game in progress in localStorage, and writes the
game's challenge code into the URL (``#play=YA3J1``), so the address is a challenge link
that never spells the answer. A finished game opens in the analysis view for its review.
"""

import json
import random

from js import location, window  # type: ignore

from ..engine.game import ROUNDS, ChallengeError, Game, read_challenge
from ..engine.notation import format_share
from ..engine.playing import Session, remember
from ..engine.score import WORD_LENGTH, colours
from ..engine.stats import Stats
from .board import ROWS
from .dom import element, store, stored
from .views import COLOUR_NAMES, distribution

ANSWER_LISTS = ("answers", "nyt-answers", "nyt")  # what the page offers to play from


class Play:
    """The session being played, the player's choices for new games, and the statistics."""

    def __init__(self, page):
        self.page = page  # the analysis view: its grid, keyboard and word lists are shared
        self.session: Session | None = None
        self.stats = Stats.from_json(stored("stats"))
        self.hard = stored("play-hard") == "1"
        self.list_name = stored("play-words") if stored("play-words") in ANSWER_LISTS else "answers"
        self.rng = random.Random()

    @property
    def game(self) -> Game:
        return self.session.game

    def new(self, code: str | None = None, rival: str = "") -> str:
        """Start a game: the answer a challenge code names (`rival`: the partner's result,
        if their link says), else a random one. A message for the player."""
        lists = self.page.word_list
        message = f"Guess the word in {ROUNDS} tries."
        try:
            if code is not None:
                self.session = Session.of(read_challenge(code), lists, self.hard)
                self.session.rival = rival
                message = challenge_message(rival)
        except ChallengeError as error:
            message = f"The challenge link could not be read ({error}); here is a new game."
            code = None
        recent = self.recent()
        if code is None:
            answers = lists(self.list_name)
            self.session = Session.new(answers, lists, self.rng, self.hard, recent)
        store("recent", json.dumps(remember(recent, self.session.code)))
        self.save()
        return message

    def recent(self) -> list[str]:
        """The challenge codes of the games played lately (kept so as not to repeat them)."""
        try:
            codes = json.loads(stored("recent") or "[]")
            return [str(code) for code in codes] if isinstance(codes, list) else []
        except ValueError:
            return []

    def restore(self, code: str | None, rival: str = "") -> str:
        """The saved game when it is the one `code` names (or no code is given), else a new
        game of that code or a random one. A message for the player."""
        try:
            session = Session.from_json(stored("play") or "", self.page.word_list)
        except ValueError:
            return self.new(code, rival)
        if code is not None and session.code != code.strip().upper():
            return self.new(code, rival)
        self.session = session
        session.rival = rival or session.rival
        return session.status()

    def save(self) -> None:
        """Keep the game (and the statistics, when it has just ended) for the next visit."""
        if self.session.count_in(self.stats):
            store("stats", self.stats.to_json())
        store("play", self.session.to_json())

    def key(self, key: str) -> tuple[str, bool]:
        """Type, take back or enter: a message, and whether the row should shake."""
        reply = self.session.key(key)
        if key == "Enter" and not reply[1]:
            self.save()
        return reply

    def give_up(self) -> str:
        message = self.session.give_up()
        self.save()
        return message

    def fragment(self) -> str:
        rival = self.session.rival
        return f"play={self.session.code}" + (f"&beat={rival}" if rival else "")

    def link(self, beat: str = "") -> str:
        """The challenge link: this game's code, and a result for the partner to beat."""
        address = location.href.split("#")[0] + f"#play={self.session.code}"
        return address + (f"&beat={beat}" if beat else "")

    def result(self, tiles: str) -> str:
        """The emoji grid to share, and a link for a partner to play the same word and
        learn, once done, how they did against this game."""
        share = format_share(self.game.steps, self.game.hard, tiles)
        return f"{share}\n\nPlay the same word: {self.link(beat=self.session.result)}"

    def set_hard(self, hard: bool) -> str:
        """Hard mode from now on when no guess is made yet, else from the next game."""
        self.hard = hard
        store("play-hard", "1" if hard else "0")
        if not self.game.steps and not self.session.is_over:
            self.game.hard = hard
            self.save()
            return ""
        return "Hard mode changes from the next game."

    def set_list(self, name: str) -> str:
        self.list_name = name if name in ANSWER_LISTS else "answers"
        store("play-words", self.list_name)
        return "The list changes from the next game."

    # --- output --------------------------------------------------------------------

    def show(self, message: str, shake: bool = False) -> None:
        """Render the game, with a message under the grid (an error shakes the row being
        typed; a new guess turns its tiles over), and keep the URL its challenge link."""
        page, played = self.page, len(self.game.steps)
        if played and page.shown.get("played") == played - 1:
            restart_animation(page.rows[played - 1], "reveal")
        page.shown["played"] = played
        self.render()
        element("message").textContent = message
        element("message").classList.toggle("info", not shake)
        element("play-status").textContent = self.session.status()
        window.history.replaceState(None, "", "#" + self.fragment())
        if shake:
            restart_animation(page.rows[played], "shake")

    def render(self) -> None:
        """The game on the grid and keyboard, and the play card."""
        page, game = self.page, self.game
        for r in range(ROWS):
            if r < len(game.steps):
                step = game.steps[r]
                letters, tiles = step.guess, [COLOUR_NAMES[c] for c in colours(step.pattern)]
            else:
                letters = self.session.typed if r == len(game.steps) else ""
                tiles = ["typed"] * WORD_LENGTH
            for t in range(WORD_LENGTH):
                letter = letters[t] if t < len(letters) else ""
                page.paint_tile(r, t, letter, tiles[t] if letter else "empty")
            page.paint_row(r, r == len(game.steps) and not self.session.is_over)
        page.render_keyboard(game.steps)
        self.render_card()

    def render_card(self) -> None:
        over = self.session.is_over
        in_play = self.game.steps and not over
        element("new-game").textContent = "Give up" if in_play else "New game"
        element("review-game").hidden = not over
        element("copy-result").hidden = not over
        element("play-hard").checked = self.game.hard if not self.game.steps else self.hard
        element("play-words").value = self.list_name
        self.render_stats()

    def render_stats(self) -> None:
        stats = self.stats
        for id_, value in (
            ("stat-played", stats.played),
            ("stat-win", stats.win_percent),
            ("stat-streak", stats.streak),
            ("stat-best", stats.best_streak),
        ):
            element(id_).textContent = str(value)
        latest = len(self.game.steps) if self.game.is_won and self.session.recorded else 0
        element("distribution").innerHTML = distribution(stats, latest)


def restart_animation(row, name: str) -> None:
    row.classList.remove(name)
    _ = row.offsetWidth  # a reflow, so that adding the class again restarts it
    row.classList.add(name)


def challenge_message(rival: str) -> str:
    if rival == "X":
        return "A challenge: your partner did not solve this one. Good luck!"
    if rival:
        return f"A challenge: your partner solved it in {rival}/{ROUNDS}. Beat that!"
    return "A challenge: the word your partner played. Good luck!"
