"""A progress indicator on stderr for work that can take seconds (a review over the NYT's
list, the best guesses over a big list, the bot's game): a spinner, what is being done and
the seconds so far. Only when stderr is a terminal, only once the work has run for
`DELAY` seconds (quick commands print nothing), and wiped when the work ends, so what a
command prints is the same with or without it.

The engine's long work is cooperative (a generator that yields now and then); this drives
it to its end, drawing between yields.
"""

import sys
import time
from collections.abc import Generator
from typing import TextIO, TypeVar

from .. import Driven, finish

T = TypeVar("T")
SPINNER = "|/-\\"
DELAY = 0.5  # seconds of work before the indicator shows
EVERY = 0.1  # seconds between redraws


def is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # no isatty, or closed
        return False


def with_progress(work: Generator[None, None, T], doing: str, stream: TextIO | None = None) -> T:
    """The result of cooperative `work`, run to its end; on a terminal, meanwhile, a spinner,
    `doing` ("reviewing the game") and the stage the work last said it reached ("judging
    guess 3 of 6") on one line of `stream` (stderr by default)."""
    stream = sys.stderr if stream is None else stream
    if not is_terminal(stream):
        return finish(work)
    start = time.monotonic()
    driven, frame, width = Driven(work, every=EVERY), 0, 0
    try:
        for now in driven:
            if now - start >= DELAY:
                stage = f": {driven.stage}" if driven.stage else ""
                line = f"{SPINNER[frame % len(SPINNER)]} {doing}{stage}... {now - start:.0f} s"
                stream.write("\r" + line.ljust(width))
                stream.flush()
                frame, width = frame + 1, max(width, len(line))
        return driven.result
    finally:
        if width:  # wipe the line, leaving the cursor where it was
            stream.write("\r" + " " * width + "\r")
            stream.flush()
