"""The page's worker: the engine's entry points, each taking and giving JSON text.

PyScript runs this in a Pyodide web worker (``index.html`` names it ``engine``); the main thread
awaits these functions and only renders what they give back, so its thread never waits for the
engine. Nothing here touches the browser. Every answer is JSON text: plain data survives the
trip between the two interpreters unchanged.

The worker starts on what counting a game needs, as the first thing the page asks is a game's
counts. What the suggestions and the review need next (the search, the review) is imported in
the moments after the first counts are answered (`import_the_rest`), while the main thread
draws them; play mode, the history and the screenshot reader come with their first request.
"""

import asyncio
import json
from importlib import import_module

from ..protocol import BUILD
from .data_files import take_data
from .service import GameService, Stale

game_service = GameService()
play_service = None  # play mode's, made when play mode is first asked for
still_to_import = [  # what the suggestions and the review import, once the first counts are out
    "wordle.engine.review.reviewing",  # the review's judgements, and the bot with the search
    "wordle.engine.search.advice",  # the suggestions' ranking
]


def as_json(value) -> str:
    """JSON text with characters as they are: MicroPython reads a ``\\ud83d`` escape
    pair (an emoji) as two broken characters."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def read_game(text: str) -> str:
    """A game in any notation, as the board's rows, or an error naming what was wrong."""
    return as_json(game_service.read_game(text))


async def read_picture(request: str) -> str:
    """The game a screenshot shows (the picture at the request's ``blob:`` address), as
    `read_game` gives a game, with the tiles to check; or why none. The game shown is to be
    replaced (its generation is the request's): its suggestions and review are given up."""
    from .screenshots import read_screenshot

    request = json.loads(request)
    game_service.came_in(request["gen"])
    return as_json(await read_screenshot(request["url"], game_service.word_list("nyt")))


def counts(request: str) -> str:
    """Counts, what is known and the words for the game in the request."""
    answer = as_json(game_service.counts(json.loads(request)))
    import_the_rest()
    return answer


async def suggest(request: str) -> str:
    """The best next guesses; ``{"stale": true}`` when a newer game came in meanwhile."""
    try:
        return as_json(await game_service.suggest(json.loads(request)))
    except Stale:
        return as_json({"stale": True})


async def review(request: str) -> str:
    """Each guess judged and the bot's game; ``{"stale": true}`` as for `suggest`."""
    try:
        return as_json(await game_service.review(json.loads(request)))
    except Stale:
        return as_json({"stale": True})


def explain(request: str) -> str:
    """Why a word is or is not possible, or why a guess is suggested: text and HTML."""
    return as_json(game_service.explain(json.loads(request)))


def history(request: str, stored: str = "") -> str:
    """The games kept, with the request's entry added: what to store and show. The stored
    history's text comes as it is, beside the request: years of games written into the
    request's JSON would take the main thread's MicroPython seconds to escape."""
    from .history_card import history_answer

    return as_json(history_answer({**json.loads(request), "stored": str(stored or "")}))


def load_list(text: str, file_name: str) -> str:
    """Take the user's own word list; how many words it gave, or why none."""
    return as_json(game_service.load_list(text, file_name))


def play(request: str) -> str:
    """A move in play mode (open, new, guess, give up, options), or another tab's moves taken
    in (sync): the play view to show; or the result to share."""
    global play_service
    if play_service is None:
        from .play_service import PlayService

        play_service = PlayService(game_service.word_list)
    request = json.loads(request)
    if request["action"] == "open":
        return as_json(play_service.open(request))
    if request["action"] == "result":
        return as_json({"text": play_service.result(request["tiles"])})
    return as_json(play_service.act(request))


def load_data(name: str, text: str) -> str:
    """Take in the optimal tree or the opening table the counts named (fetched by the main
    thread): ``{}``, or why not."""
    return as_json(take_data(name, text))


def import_the_rest() -> None:
    """Import the modules `still_to_import`, one a task, once this request has been answered
    (when an event loop runs: the worker's; a request that comes meanwhile is taken between
    two), and only once. Without a loop running (CPython's tests), nothing: each request
    imports what it needs."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return
    while still_to_import:
        loop.call_soon(import_module, still_to_import.pop(0))


def progress() -> str:
    """How far the work under way has come (answered between its slices): the gen of the
    request it answers and what it last said it was doing, "" when it says nothing."""
    return as_json(game_service.doing)


def build() -> str:
    """The build this worker comes from: the page checks it is its own."""
    return BUILD


__export__ = [
    "build",
    "read_game",
    "read_picture",
    "counts",
    "suggest",
    "review",
    "explain",
    "load_list",
    "history",
    "play",
    "load_data",
    "progress",
]
