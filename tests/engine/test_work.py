"""Cooperative work driven to its end: every pause seen (or paced), the result kept."""

import itertools
import time

from wordle.engine.search.work import Driven, finish


def counting(n: int, pause: float = 0.0):
    for _ in range(n):
        time.sleep(pause)
        yield
    return n


def test_finish_runs_the_work_to_its_end_and_gives_its_result():
    assert finish(counting(3)) == 3
    assert finish(counting(0)) == 0


def test_every_pause_is_seen_and_the_result_kept():
    driven = Driven(counting(4))
    assert driven.result is None
    assert len(list(driven)) == 4 and driven.result == 4


def test_pauses_are_paced_to_at_most_one_each_every_seconds():
    driven = Driven(counting(20, pause=0.005), every=0.05)
    clocks = list(driven)
    assert driven.result == 20
    assert 1 <= len(clocks) < 20  # 0.1 s of work: a couple of pauses, not 20
    assert all(b - a >= 0.05 for a, b in itertools.pairwise(clocks))
