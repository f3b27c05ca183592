"""What the page's tests of the worker share: a request as the main thread sends it, and
running the worker's coroutines."""

import asyncio
from concurrent.futures import ThreadPoolExecutor

from wordle.engine.rules.notation import parse_steps
from wordle.page.worker.replies import pairs_of


def worker_request(game: str, gen: int = 1, **extra) -> dict:
    """The request the main thread sends for `game` (steps in any notation)."""
    return {
        "gen": gen,
        "steps": pairs_of(parse_steps(game)),
        "words": "answers",
        "hard": False,
        "by": "guesses",  # as the page sends it by default
        **extra,
    }


def run(coroutine):
    """Run a coroutine to its end on a thread of its own: Playwright's sync API, used by the
    browser tests in the same session, may hold an event loop on the main thread."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
