"""Cooperative work, driven once for everyone: the engine's long jobs are generators that
yield now and then and return their result; the terminal draws a spinner at their pauses, the
page's worker lets newer requests in, and everything else just runs them to their end."""

import time
from collections.abc import Generator, Iterator
from typing import Generic, TypeVar

T = TypeVar("T")
Work = Generator[None, None, T]


class Driven(Generic[T]):
    """`work` as an iterator of its pauses (the clock at each, at most one every `every`
    seconds); `result` holds what it returned once the iteration is over."""

    def __init__(self, work: Work[T], every: float = 0.0):
        self.work, self.every = work, every
        self.result: T | None = None

    def __iter__(self) -> Iterator[float]:
        last = time.monotonic()
        while True:
            try:
                next(self.work)
            except StopIteration as done:
                self.result = done.value
                return
            now = time.monotonic()
            if now - last >= self.every:
                last = now
                yield now


def finish(work: Work[T]) -> T:
    """Run cooperative work to its end; its result."""
    driven = Driven(work)
    for _ in driven:
        pass
    return driven.result
