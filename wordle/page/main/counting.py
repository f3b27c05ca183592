"""The game counted here on the main thread while the engine's worker downloads: the word lists
fetched and split in slices of bounded time, and the counts drawn unless the engine answered first
(the counting itself is `early`'s)."""

import asyncio

from dom import (
    fetch_text,
    give_way,
    is_offline_ready,
    run,
)
from draw import (
    draw_early,
)
from early import VALID, EarlyCounts, Stale
from focus import keep_stop
from protocol import LISTS


class Counting:
    """The game counted here while the engine downloads (see `early`)."""

    def __init__(self, page):
        self.page = page
        self.early = EarlyCounts(give_way)
        self.task = None  # counting the game shown
        self.fetching = None  # the word lists it counts with

    def start(self):
        """Count the game shown, if it has steps on a shipped list (else the engine does), on a
        first visit (on a warm one the engine, whose files are here, answers first)."""
        state = self.page.state
        if is_offline_ready():
            return
        if state.mode == "analyse" and state.options.words in LISTS and state.board.steps():
            self.fetching = run(self.fetch_lists(state.options.words))
            self.task = run(self.count(state.gen, self.fetching))

    async def fetch_lists(self, name):
        """Take the word lists counting `name` needs (and the valid words); whether they came."""
        missing = [name for name in (name, VALID) if name not in self.early.lists]
        fetching = [fetch_text(f"assets/words/{name}.txt") for name in missing]
        texts = await asyncio.gather(*fetching) if fetching else []
        for name, text in zip(missing, texts):
            if text is not None:
                await self.early.take_list(name, text)  # in slices of bounded time
        return None not in texts

    async def count(self, gen, fetching):
        """Shown if still the game shown and the engine has not answered first."""
        page, state = self.page, self.page.state
        if not await fetching:
            return  # the engine counts it
        await give_way()  # the counting starts a task of its own
        try:
            early = await self.early.counts(state.request(), lambda: gen == state.gen)
        except Stale:
            return
        if page.engine is None and state.took_early(early):
            draw_early(page.grid, state)
            keep_stop("grid")

    async def fetched(self):
        """Once the word lists the latest counting needs have come, or failed to."""
        if self.fetching is not None:
            try:
                await self.fetching
            except Exception as error:
                print("early counts:", error)
