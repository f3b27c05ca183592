"""Cooperative work, driven once for everyone: the engine's long jobs are generators that
yield now and then and return their result; the terminal draws a spinner at their pauses, the
page's worker lets newer requests in, and everything else just runs them to their end. A pause
may say how far the work has come (a `Stage`), which the terminal and the page show."""

import time
from collections.abc import Generator, Iterator
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")


@dataclass(frozen=True)
class Stage:
    """What long work is doing, and how far it has come (`done` of `of`, when counted)."""

    doing: str  # "judging guess"
    done: int = 0
    of: int = 0

    def __str__(self) -> str:
        return f"{self.doing} {self.done} of {self.of}" if self.of else self.doing


Work = Generator[Stage | None, None, T]  # a pause yields None, or the stage it has reached


class Driven(Generic[T]):
    """`work` as an iterator of its pauses (the clock at each, at most one every `every`
    seconds); `stage` is the last it said it reached, and `result` holds what it returned
    once the iteration is over."""

    def __init__(self, work: Work[T], every: float = 0.0):
        self.work, self.every = work, every
        self.result: T | None = None
        self.stage: Stage | None = None

    def __iter__(self) -> Iterator[float]:
        last = time.monotonic()
        while True:
            try:
                if (said := next(self.work)) is not None:
                    self.stage = said
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
