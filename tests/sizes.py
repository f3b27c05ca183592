"""How large a sample a test draws: small in the everyday run, full under ``pytest --full``.

A check keeps its meaning at either size; only how many random games, states or examples it
tries changes. ``--full`` (``bash scripts/test.sh --full``) loads the Hypothesis profile
``full`` (see the root ``conftest.py``) and this module reads it, so one switch sizes both.
"""

import datetime
import os
import random
import sys
from collections.abc import Sequence
from typing import TypeVar

from hypothesis import settings

T = TypeVar("T")


def is_full() -> bool:
    """Whether this run draws the full samples (``--full``)."""
    return settings.get_current_profile_name() == "full"


def sized(default: int, full: int) -> int:
    """A sample's size: `default` in the everyday run, `full` under ``--full``."""
    return full if is_full() else default


def examples(default: int, full: int, **more) -> settings:
    """Hypothesis settings for `default` examples, or `full` under ``--full`` (and `more`)."""
    return settings(max_examples=sized(default, full), **more)


def draw_day() -> datetime.date:
    """The day the everyday draws are made for: ``WORDLE_TEST_DAY``, which the root conftest
    sets for the whole run (today, or the day of the failure ``--lf`` replays)."""
    return datetime.date.fromisoformat(
        os.environ.get("WORDLE_TEST_DAY") or str(datetime.date.today())
    )


DRAWS: dict[str, tuple[tuple, int]] = {}  # key: (the choices drawn from, how many a day)
DRAWN_IN: dict[str, str] = {}  # key: the test module that draws it
WEEK = 7  # every case of a draw runs at least once in any WEEK consecutive days


def per_day(cases: int, default: int) -> int:
    """How many of `cases` a draw takes a day: `default`, or more if that would leave a case
    unseen for a week."""
    return min(cases, max(default, -(-cases // WEEK)))


def rotation(choices: Sequence[T], default: int, key: str, day: datetime.date) -> tuple[T, ...]:
    """`choices` taken in turn: shuffled once by `key` (so two draws of two cases do not pick
    the same one on the same day), then `per_day` of them a day, each day the next ones round
    the cycle; so any ceil(len / per_day) consecutive days, at most a week, see all of them."""
    if not choices:
        return ()
    order = list(range(len(choices)))
    random.Random(key).shuffle(order)
    take = per_day(len(choices), default)
    start = day.toordinal() * take
    picked = {order[(start + i) % len(order)] for i in range(take)}
    return tuple(c for i, c in enumerate(choices) if i in picked)


def daily(choices: Sequence[T], default: int, *always: T, key: str) -> tuple[T, ...]:
    """Which of `choices` a test tries: `always`, and `default` more (or as many as a week's
    rotation needs) by the day (`rotation`, keyed by the test's own name `key`); all of them
    under ``--full``. For cases that each cost a page load or more. A failure prints the day
    and the command that replays it (the root conftest)."""
    rest = [c for c in choices if c not in always]
    DRAWS[key] = (tuple(rest), default)
    DRAWN_IN[key] = sys._getframe(1).f_globals["__name__"]
    if is_full():
        return tuple(choices)
    drawn = rotation(rest, default, key, draw_day())
    return tuple(c for c in choices if c in always or c in drawn)


JOURNEYS_EVERY = 4  # days: every browser journey runs at least once in any 4 consecutive days


def journeys_drawn(tests: Sequence[str], key: str, day: datetime.date) -> tuple[str, ...]:
    """Which of a module's browser tests (their functions' names) the everyday run takes on
    `day`: a quarter of them (at least one) in turn, so each runs at least every
    `JOURNEYS_EVERY` days in every engine it runs in; all of them under ``--full``. Each costs
    a browser, often a page load, and the everyday run has 12 minutes."""
    if is_full():
        return tuple(tests)
    return rotation(sorted(tests), -(-len(tests) // JOURNEYS_EVERY), key, day)


def drawn_for(key: str, module: str, test: str) -> bool:
    """Whether the draw `key` picks the cases of `test` (a function's name) in `module`: a key
    is its test's name, or the start of it, in the module that drew it."""
    return DRAWN_IN.get(key) == module and test.startswith(key)


def drawn_random(key: str) -> random.Random:
    """A test's own random generator, seeded by the day and the test's name `key`: another
    sample each day, the same all day (a failure's replay command makes it again)."""
    return random.Random(f"{draw_day().isoformat()}/{key}")
