"""Random games and the requests the page makes for them, shared by the tests of the counts the
main thread makes before the engine has started (in CPython and under MicroPython)."""

import random
import sys
from pathlib import Path

from wordle.engine.lists.words import word_list
from wordle.engine.rules.score import SOLVED, feedback
from wordle.page.protocol import LISTS

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import build_site  # noqa: E402


def word_texts() -> dict[str, str]:
    """The shipped lists as the build writes them for the main thread (``assets/words/``)."""
    return {name: data.decode() for name, data in build_site.word_files(ROOT).items()}


def random_games(count: int, seed: int) -> list[list[tuple[str, int]]]:
    """`count` games: an answer of the answer lists (one in ten any valid word, as the NYT
    sometimes picks beyond them), one to six random valid guesses, stopping once solved."""
    rng = random.Random(seed)
    answers = sorted(set(word_list("answers")) | set(word_list("nyt-answers")))
    valid = word_list("nyt").words
    games = []
    for _ in range(count):
        answer = rng.choice(valid if rng.random() < 0.1 else answers)
        steps = []
        for _ in range(rng.randint(1, 6)):
            guess = answer if rng.random() < 0.08 else rng.choice(valid)
            steps.append((guess, feedback(guess, answer)))
            if steps[-1][1] == SOLVED:
                break
        games.append(steps)
    return games


def requests_for(name: str, games: list, seed: int) -> list[dict]:
    """The page's request for each game, with now and then another step's words opened, the
    valid words beyond the list asked for, all of a long list, the game hidden, or a row being
    coloured after it."""
    rng = random.Random(seed)
    valid = word_list("nyt").words
    return [
        {
            "gen": i,
            "steps": [list(step) for step in steps],
            "words": name,
            "hard": False,
            "by": "entropy",
            "shown_step": rng.choice([None, None, rng.randint(1, len(steps))]),
            "shown_others": rng.random() < 0.2,
            "show_all": rng.random() < 0.1,
            "hidden": rng.random() < 0.1,
            "answer": "",
            "pending": pending_row(rng, valid) if len(steps) < 6 and rng.random() < 0.3 else None,
        }
        for i, steps in enumerate(games)
    ]


def pending_row(rng: random.Random, valid: list[str]) -> list:
    """A row typed after the game and partly coloured: a valid word, some tiles unset (-1)."""
    tiles = [rng.choice([-1, -1, 0, 1, 2]) for _ in range(5)]
    return [rng.choice(valid), tiles if -1 in tiles else [-1, *tiles[1:]]]


__all__ = ["LISTS", "random_games", "requests_for", "word_texts"]
