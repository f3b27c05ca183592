"""The page's modules loaded a slice of bounded time at a time, the browser given back between
slices: loaded in one task they were one long task of every first visit (100-320 ms on a
phone's CPU), not one of them over 30 ms alone. Those the others import come first (`ORDER`,
checked against the modules' imports by the tests)."""

from time import ticks_diff, ticks_ms

from dom import give_way

ORDER = (  # each after the page's modules it imports
    "wordle.engine.rules.score",
    "wordle.engine.rules.fitting",
    "wordle.engine.lists.names",
    "wordle.engine.links.codes",
    "wordle.engine.links.link",
    "protocol",
    "counts",
    "dom",
    "fragments",
    "games",
    "board",
    "options",
    "shown",
    "state",
    "early",
    "focus",
    "draw",
    "worker_calls",
    "grid",
    "play",
    "pictures",
    "asking",
    "counting",
    "events",
    "app",
)
SLICE_MS = 12  # loading between two looks at the page (as `early` counts): far from 50 ms


async def load_modules():
    """Import the page's modules in `ORDER`, giving way once a slice has taken its time."""
    began = ticks_ms()
    for name in ORDER:
        __import__(name)
        if ticks_diff(ticks_ms(), began) >= SLICE_MS:
            await give_way()
            began = ticks_ms()
