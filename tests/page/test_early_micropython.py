"""The main thread's early counts, run as the page runs them: its bytecode (``assets/main/``,
built here) under the vendored MicroPython in Node, over random games (150; 1,000 under
``--full``) on every shipped list, give what the engine gives in CPython: every row's counts and
HTML, the keyboard, the words behind the count (the worker's own analysis of each game).

The same games are counted on each list (the valid words that fit, the costly part, are then
counted once a game, as the page does when its list changes), in two Node processes at once."""

import json

from early_games import random_games, requests_for, word_texts
from test_early import engine_says
from under_micropython import run_all

from wordle.page.protocol import LISTS
from wordle.page.worker.service import GameService

from sizes import sized

GAMES = sized(60, 1000)
COUNTING = """
import json
from early import EarlyCounts

early = EarlyCounts()
for name in %s:
    with open("/data/" + name + ".txt") as file:
        await early.take_list(name, file.read())
with open("/data/requests.json") as file:
    requests = json.load(file)
with open("/data/out", "w") as out:
    for request in requests:
        out.write(json.dumps(await early.counts(request, lambda: True)) + "\\n")
"""


def under_micropython(parts: list[list[dict]], tmp_path) -> list[dict]:
    """What the early counts make of each request, each part of them in a process of its own."""
    lists = {f"/data/{file}": text for file, text in word_texts().items()}
    names = [file.removesuffix(".txt") for file in word_texts()]
    runs = [
        (COUNTING % json.dumps(names), {**lists, "/data/requests.json": json.dumps(requests)})
        for requests in parts
    ]
    return [json.loads(line) for out in run_all(runs, tmp_path) for line in out.splitlines()]


def test_micropython_counts_random_games_on_every_list_as_the_engine_does(tmp_path):
    games = random_games(GAMES, seed=11)
    halves = [games[: GAMES // 2], games[GAMES // 2 :]]
    parts = [[r for name in LISTS for r in requests_for(name, half, seed=3)] for half in halves]
    counted = under_micropython(parts, tmp_path)
    assert len(counted) == GAMES * len(LISTS)
    engine = GameService()
    for request, early in zip(parts[0] + parts[1], counted):
        assert early == engine_says(engine.counts(request)), request
