"""A game as a player's screen holds it: the `Game`, the letters typed for the next guess,
whether the player gave up, and whether the end is counted in the statistics yet.

What the page keeps between visits is `Session.to_json`: the answer as its challenge code
(never the word), the guesses, and the flags; `Session.from_json` replays the guesses by
the game's own rules, so a stored game cannot be anything a player could not have played.
Word lists come in through `lists`, a function from a shipped list's name to the list.

>>> from ..lists.words import word_list
>>> session = Session.of(read_challenge("YA3J1"), word_list)  # MOIST, from the classic list
>>> [session.key(k) for k in "moi"] + [session.key("Enter")]
[('', False), ('', False), ('', False), ('MOI: a guess has 5 letters', True)]
>>> for k in [*"st", "Enter"]:
...     reply = session.key(k)
>>> reply, session.status()
(('Solved in 1/6!', False), 'Solved in 1/6!')
"""

import json
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from ..lists.words import WordList, play_guesses
from ..rules.score import MAX_GUESSES, WORD_LENGTH, Word
from .game import (
    Challenge,
    ChallengeError,
    Game,
    Rejection,
    challenge_code,
    read_challenge,
)
from .stats import Stats

Lists = Callable[[str], WordList]  # a shipped word list by name
RESULTS = (*map(str, range(1, MAX_GUESSES + 1)), "X")  # a game's results, best first
RECENT = 500  # games remembered, so that a new game does not repeat their answers


@dataclass
class Session:
    game: Game
    answers: WordList  # the list the answer comes from: its challenge code needs it
    typed: str = ""
    gave_up: bool = False
    recorded: bool = False  # whether the end is counted in the statistics
    challenged: bool = False  # the answer came from a partner's challenge code
    rival: str = ""  # the partner's result, when their link carried it: "1".."6" or "X"

    @classmethod
    def of(cls, challenge: Challenge, lists: Lists, hard: bool = False) -> "Session":
        """A game of the answer a challenge names (ChallengeError if it names none)."""
        answers = lists(challenge.words)
        game = Game(challenge.answer(answers), play_guesses(answers, lists("nyt")), hard)
        return cls(game, answers, challenged=True)

    @classmethod
    def new(
        cls,
        answers: WordList,
        lists: Lists,
        rng: random.Random,
        hard: bool = False,
        recent: Sequence[str] = (),
    ) -> "Session":
        """A game of an answer `rng` picks from `answers`, none of the `recent` ones (the
        challenge codes of games played lately) while others are left."""
        played = set(answers_of(recent, answers))
        fresh = [word for word in answers.words if word not in played] or answers.words
        game = Game(rng.choice(fresh), play_guesses(answers, lists("nyt")), hard)
        return cls(game, answers)

    @property
    def is_over(self) -> bool:
        return self.game.is_over or self.gave_up

    @property
    def code(self) -> str:
        """The answer's challenge code: what a partner's link carries."""
        return challenge_code(self.game.answer, self.answers)

    def key(self, key: str) -> tuple[str, bool]:
        """Type a letter a-z, Backspace or Enter: a message, and whether it is an error
        (a word that uses no round: too short, not a valid guess, against hard mode)."""
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
        return (self.status() if self.is_over else ""), False

    def give_up(self) -> str:
        self.gave_up = True
        return self.status()

    def count_in(self, stats: Stats) -> bool:
        """Count a finished game in `stats`, once; whether it was counted just now."""
        if not self.is_over or self.recorded:
            return False
        stats.record(len(self.game.steps) if self.game.is_won else None)
        self.recorded = True
        return True

    @property
    def result(self) -> str:
        """The guesses a win took ("1".."6"), or "X": as a share text writes it."""
        return str(len(self.game.steps)) if self.game.is_won else "X"

    def status(self) -> str:
        game = self.game
        if game.is_won:
            return f"Solved in {len(game.steps)}/{MAX_GUESSES}!" + self.against_partner()
        if self.is_over:
            return f"The answer was {game.answer.upper()}." + self.against_partner()
        left = game.rounds_left
        hard = " (hard mode)" if game.hard else ""
        return f"{left} {'guess' if left == 1 else 'guesses'} left{hard}."

    def against_partner(self) -> str:
        """How a finished game compares with the partner's result, if the link carried one."""
        return against_partner(self.result, self.rival) if self.is_over else ""

    def to_json(self) -> str:
        state = {
            "code": self.code,
            "hard": self.game.hard,
            "guesses": [step.guess for step in self.game.steps],
            "gave_up": self.gave_up,
            "recorded": self.recorded,
            "challenged": self.challenged,
            "rival": self.rival,
        }
        return json.dumps(state, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str, lists: Lists) -> "Session":
        """The session `to_json` wrote, its guesses replayed; ValueError for anything else."""
        try:
            saved = json.loads(text)
            session = cls.of(read_challenge(saved["code"]), lists, bool(saved.get("hard")))
            guesses = saved.get("guesses", [])
            if not isinstance(guesses, list) or len(guesses) > MAX_GUESSES:
                raise ValueError("the guesses are not a list of at most six")
            for guess in guesses:
                if isinstance(session.game.guess(str(guess)), Rejection):
                    raise ValueError(f"{guess!r} cannot be replayed")
        except (TypeError, KeyError, AttributeError) as error:
            raise ValueError(f"not a saved game: {error}") from None
        session.gave_up = bool(saved.get("gave_up"))
        session.recorded = bool(saved.get("recorded"))
        session.challenged = bool(saved.get("challenged"))
        session.rival = rival_of(saved.get("rival"))
        return session


def answers_of(codes: Sequence[str], answers: WordList) -> Iterator[Word]:
    """The answers in `answers` that challenge codes name (codes for other lists skipped)."""
    for code in codes:
        try:
            yield read_challenge(code).answer(answers)
        except ChallengeError:
            continue


def remember(codes: Sequence[str], code: str, most: int = RECENT) -> list[str]:
    """The codes of recent games with `code` added last, the oldest dropped beyond `most`."""
    return [*(c for c in codes if c != code), code][-most:]


def against_partner(result: str, rival: str) -> str:
    """How a result ("1".."6" or "X") compares with a partner's: `` Your partner: 4/6. You
    win!``, or "" when there is no partner's result."""
    if rival not in RESULTS:
        return ""
    mine, theirs = (RESULTS.index(r) for r in (result, rival))
    if mine == theirs:
        outcome = "Neither of you solved it." if rival == "X" else "A tie!"
    else:
        outcome = "You win!" if mine < theirs else "Your partner wins."
    return f" Your partner: {rival}/{MAX_GUESSES}. {outcome}"


def rival_of(text) -> str:
    """A partner's result as a link or a saved game gives it: "1".."6" or "X", else ""."""
    text = str(text or "").strip().upper()
    return text if text in RESULTS else ""
