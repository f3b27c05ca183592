"""Call every entry point of the page's worker as the page does, with games that reach its
branches (solved, lost, off the list, no word fitting, spoiler-free; every list; play mode's
moves; the history; a list of one's own; the screenshot reader), and fail loudly if any answer
is an error.

Run by ``scripts/worker_modules.mjs`` under Pyodide in Node, with the full standard library, to
find the modules the worker imports (the build ships only those), and by
``tests/page/test_worker_stdlib.py`` with the trimmed one, which must still answer everything.
Plain Python: ``exercise()`` (or ``await exercising()``) gives the number of calls made.
"""

import asyncio
import json
import os

from wordle.engine.lists.words import data_path, word_list
from wordle.engine.play.game import challenge_code
from wordle.engine.rules.notation import parse_steps
from wordle.page.protocol import LISTS
from wordle.page.worker import exports

GAMES = (
    "SMART=..a.t,TABLE=ta...,ATTIC=at...,QUOTA=QUOTA",  # solved
    "CRANE=C....,CLOTH=.....",  # no word fits
    "PATCH=.ATCH,BATCH=.ATCH,MATCH=.ATCH,WATCH=.ATCH,HATCH=.ATCH,LATCH=.ATCH",  # lost
    "BLUSH=.....,KAZOO=KAZOO",  # solved off the classic list
    "SLATE=s....,CRONY=..o..",  # under way
)
OPTIONS = ({}, {"hidden": True}, {"answer": "catch"}, {"hard": True, "by": "remaining"})
LATER = "/tmp/later"  # where worker_modules.mjs puts the files the page fetches later


def request(game: str, words: str, gen: int, **extra) -> str:
    steps = [[s.guess, s.pattern] for s in parse_steps(game)]
    base = {"gen": gen, "steps": steps, "words": words, "hard": False, "by": "entropy"}
    base |= {"shown_step": None, "shown_others": False, "show_all": False, "hidden": False}
    return json.dumps(base | {"answer": ""} | extra)


def answered(text: str) -> dict:
    answer = json.loads(text)
    if not isinstance(answer, dict):
        raise AssertionError(f"not an answer: {text[:200]}")
    return answer


def asked(turn: int | None = None) -> list[tuple[str, str, dict]]:
    """Each game on each list; on the classic one, with each option too: 30 requests. Given a
    `turn` (the everyday run's, by the day), each game, list and option once, 7 of the 30:
    each game on the classic list with the option `turn` places after it, and the game
    `turn` names on the other lists; so any four turns in a row ask every game with every
    option, and any five every game on every list."""
    if turn is not None:
        classic = [("answers", g, OPTIONS[(i + turn) % len(OPTIONS)]) for i, g in enumerate(GAMES)]
        other = GAMES[turn % len(GAMES)]
        return classic + [(w, other, {}) for w in LISTS if w != "answers"]
    return [(w, g, x) for w in LISTS for g in GAMES for x in OPTIONS if w == "answers" or not x]


async def analyse_all(turn: int | None = None) -> int:
    """Every entry point of the analysis for each request `asked`; the number of calls."""
    requests = asked(turn)
    for gen, (words, game, extra) in enumerate(requests, start=1):
        text = request(game, words, gen, **extra)
        take_in_later(answered(exports.counts(text)))
        answered(await exports.suggest(text))
        answered(await exports.review(text))
        for why in ("word", "guess"):
            explained = json.loads(text) | {"word": "quota", "why": why}
            answered(exports.explain(json.dumps(explained)))
    return len(requests) * 5


def take_in_later(analysis: dict) -> None:
    """Hand the worker the tree and table the analysis names, as the page's main thread does."""
    for name in filter(None, (analysis.get("table"), analysis.get("tree"))):
        folder = LATER if os.path.isdir(LATER) else os.path.dirname(data_path(name))
        with open(os.path.join(folder, name), encoding="ascii") as file:
            taken = answered(exports.load_data(name, file.read()))
        if taken:
            raise AssertionError(f"{name} not taken in: {taken}")


def play_moves() -> int:
    code = challenge_code("moist", word_list("answers"))
    moves = [{"action": "open", "code": code, "rival": "", "stored": {}}]
    moves += [{"action": "guess", "word": w} for w in ("crane", "xxxxx", "moist")]
    moves += [{"action": "result", "tiles": "normal"}, {"action": "new"}]
    moves += [{"action": "hard", "hard": True}, {"action": "list", "list": "nyt-answers"}]
    moves += [{"action": "resume"}]
    for move in moves:
        answered(exports.play(json.dumps(move)))
    return len(moves)


def texts() -> int:
    share = "Wordle 1,234 3/6\n🟩⬛⬛⬛⬛\n🟩🟩⬛⬛🟩\n🟩🟩🟩🟩🟩"  # colours, no words
    games = ("SMART=..a.t", "CRANES", "smart ..a.t", share)
    for text in games:
        answered(exports.read_game(text))
    for text in ("crane\nslate\nAaron\n", ""):
        answered(exports.load_list(text, "mine.txt"))
    entry = {"guesses": 4, "solved": True, "skill": 80, "luck": 0.1, "answer": ""}
    entry |= {"link": GAMES[0], "mine": True}
    for stored in (None, "[{]", json.dumps([entry])):
        history = {"backup": None, "entry": entry}
        answered(exports.history(json.dumps(history), stored))
    return len(games) + 2 + 3


def pictures() -> int:
    """The screenshot reader as the worker runs it once the browser has decoded a picture
    (`read_picture`: decoding needs a browser, so the picture is made here): a blank one,
    refused, so that every module the reader imports is loaded, its standard library's too."""
    from wordle import Picture, ScreenshotError, read_picture
    from wordle.page.worker.screenshots import read_screenshot  # noqa: F401 (its imports)

    width, height = 360, 640
    try:
        read_picture(Picture(width, height, b"\xff" * (4 * width * height)), word_list("nyt"))
    except ScreenshotError:
        return 1
    raise AssertionError("a blank picture was read as a game")


async def exercising(turn: int | None = None) -> int:
    """Every entry point, as above (the analysis `asked` on `turn`); the number of calls made
    (where an event loop runs)."""
    return await analyse_all(turn) + play_moves() + texts() + pictures()


def exercise(turn: int | None = None) -> int:
    return asyncio.run(exercising(turn))


if __name__ == "__main__":
    print(exercise(), "calls answered")
