"""The page's play mode: a game against a hidden answer on the same grid and keyboard.

The rules are `game.Game`'s; this module turns keys into guesses, shows the game, keeps
the statistics (`stats.Stats`) and the game in progress in localStorage, and writes the
game's challenge code into the URL (``#play=7K2QX``), so the address is a challenge link
that never spells the answer. A finished game opens in the analysis view for its review.
"""

import json
import random

from js import location  # type: ignore

from .board import ROWS
from .game import ROUNDS, ChallengeError, Game, Rejection, challenge_code, read_challenge
from .notation import format_share
from .page_advice import COLOUR_NAMES
from .page_dom import element, store, stored
from .score import WORD_LENGTH, colours
from .stats import Stats
from .words import WordList, play_guesses

ANSWER_LISTS = ("answers", "nyt-answers", "nyt")  # what the page offers to play from


class Play:
    """The game being played, the letters typed for the next guess, and the statistics."""

    def __init__(self, page):
        self.page = page  # the analysis view: its grid, keyboard and word lists are shared
        self.game: Game | None = None
        self.answers: WordList | None = None
        self.typed = ""
        self.gave_up = False
        self.recorded = False  # whether this game's end is counted in the statistics
        self.challenged = False  # opened from a partner's link
        self.stats = Stats.from_json(stored("stats"))
        self.hard = stored("play-hard") == "1"
        self.list_name = stored("play-words") if stored("play-words") in ANSWER_LISTS else "answers"
        self.rng = random.Random()

    # --- games ---------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.game is not None and (self.game.is_over or self.gave_up)

    @property
    def code(self) -> str:
        return challenge_code(self.game.answer, self.answers)

    def new(self, code: str | None = None) -> str:
        """Start a game: the answer a challenge code names, else a random one. A message."""
        self.typed, self.gave_up, self.recorded, self.challenged = "", False, False, False
        message, answer = f"Guess the word in {ROUNDS} tries.", None
        if code is not None:
            try:
                challenge = read_challenge(code)
                answers = self.page.word_list(challenge.words)
                answer = challenge.answer(answers)
            except ChallengeError as error:
                message = f"The challenge link could not be read ({error}); here is a new game."
            else:
                self.answers, self.challenged = answers, True
                message = "A challenge: the word your partner played. Good luck!"
        if answer is None:
            self.answers = self.page.word_list(self.list_name)
            answer = self.rng.choice(self.answers.words)
        self.game = Game(answer, self.valid_guesses(), self.hard)
        self.save()
        return message

    def restore(self, code: str | None) -> str:
        """The saved game when it is the one `code` names (or no code is given), else a new
        game of that code or a random one. A message for the player."""
        try:
            saved = json.loads(stored("play") or "{}")
            if code is not None and saved.get("code") != code.upper():
                raise ValueError("another game")
            challenge = read_challenge(saved["code"])
            self.answers = self.page.word_list(challenge.words)
            answer = challenge.answer(self.answers)
            self.game = Game(answer, self.valid_guesses(), bool(saved.get("hard")))
            for guess in saved.get("guesses", [])[:ROUNDS]:
                if isinstance(self.game.guess(str(guess)), Rejection):
                    raise ValueError(f"{guess!r} cannot be replayed")
        except (ValueError, TypeError, KeyError, AttributeError):
            return self.new(code)
        self.typed = ""
        self.gave_up = bool(saved.get("gave_up"))
        self.recorded = bool(saved.get("recorded"))
        self.challenged = bool(saved.get("challenged"))
        return self.status()

    def valid_guesses(self) -> WordList:
        return play_guesses(self.answers, self.page.word_list("nyt"))

    def save(self) -> None:
        game = self.game
        state = {
            "code": self.code,
            "hard": game.hard,
            "guesses": [step.guess for step in game.steps],
            "gave_up": self.gave_up,
            "recorded": self.recorded,
            "challenged": self.challenged,
        }
        store("play", json.dumps(state, separators=(",", ":")))

    def fragment(self) -> str:
        return f"play={self.code}"

    def link(self) -> str:
        return location.href.split("#")[0] + "#" + self.fragment()

    def result(self, tiles: str) -> str:
        """The emoji grid to share, and a link for a partner to play the same word."""
        share = format_share(self.game.steps, self.game.hard, tiles)
        return f"{share}\n\nPlay the same word: {self.link()}"

    # --- input ---------------------------------------------------------------------

    def key(self, key: str) -> tuple[str, bool]:
        """Type, take back or enter: a message, and whether the row should shake."""
        if self.is_over:
            return self.status(), False
        if key == "Backspace":
            self.typed = self.typed[:-1]
        elif key == "Enter":
            return self.enter()
        elif len(self.typed) < WORD_LENGTH and len(key) == 1 and "a" <= key <= "z":
            self.typed += key
        return "", False

    def enter(self) -> tuple[str, bool]:
        if len(self.typed) < WORD_LENGTH:
            return f"{self.typed.upper() or 'A guess'}: a guess has {WORD_LENGTH} letters", True
        played = self.game.guess(self.typed)
        if isinstance(played, Rejection):
            return str(played), True
        self.typed = ""
        self.end_if_over()
        self.save()
        return (self.status() if self.is_over else ""), False

    def give_up(self) -> str:
        self.gave_up = True
        self.end_if_over()
        self.save()
        return self.status()

    def end_if_over(self) -> None:
        """Count a finished game in the statistics, once."""
        if self.is_over and not self.recorded:
            self.stats.record(len(self.game.steps) if self.game.is_won else None)
            self.recorded = True
            store("stats", self.stats.to_json())

    def set_hard(self, hard: bool) -> str:
        """Hard mode from now on when no guess is made yet, else from the next game."""
        self.hard = hard
        store("play-hard", "1" if hard else "0")
        if not self.game.steps and not self.is_over:
            self.game.hard = hard
            self.save()
            return ""
        return "Hard mode changes from the next game."

    def set_list(self, name: str) -> str:
        self.list_name = name if name in ANSWER_LISTS else "answers"
        store("play-words", self.list_name)
        return "The list changes from the next game."

    def status(self) -> str:
        game = self.game
        if game.is_won:
            return f"Solved in {len(game.steps)}/{ROUNDS}!"
        if self.is_over:
            return f"The answer was {game.answer.upper()}."
        left = game.rounds_left
        hard = " (hard mode)" if game.hard else ""
        return f"{left} {'guess' if left == 1 else 'guesses'} left{hard}."

    # --- output --------------------------------------------------------------------

    def render(self) -> None:
        """The game on the grid and keyboard, and the play card."""
        page, game = self.page, self.game
        for r in range(ROWS):
            if r < len(game.steps):
                step = game.steps[r]
                letters, tiles = step.guess, [COLOUR_NAMES[c] for c in colours(step.pattern)]
            else:
                letters = self.typed if r == len(game.steps) else ""
                tiles = ["typed"] * WORD_LENGTH
            for t in range(WORD_LENGTH):
                letter = letters[t] if t < len(letters) else ""
                page.paint_tile(r, t, letter, tiles[t] if letter else "empty")
            page.paint_row(r, r == len(game.steps) and not self.is_over)
        page.render_keyboard(game.steps)
        self.render_card()

    def render_card(self) -> None:
        over = self.is_over
        element("new-game").textContent = "Give up" if self.game.steps and not over else "New game"
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
        latest = len(self.game.steps) if self.game.is_won and self.recorded else 0
        bars = []
        for guesses, (count, width) in enumerate(zip(stats.wins, stats.bars()), start=1):
            mark = " latest" if guesses == latest else ""
            bars.append(
                f'<li data-guesses="{guesses}" class="bar{mark}"><span class="label">{guesses}'
                f'</span><span class="fill" style="width: max({width}%, 1.6em)">{count}</span></li>'
            )
        element("distribution").innerHTML = "".join(bars)
