"""How large a sample a test draws: small in the everyday run, full under ``pytest --full``.

A check keeps its meaning at either size; only how many random games, states or examples it
tries changes. ``--full`` (``bash scripts/test.sh --full``) loads the Hypothesis profile
``full`` (see the root ``conftest.py``) and this module reads it, so one switch sizes both.
"""

import datetime
import os
import random
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


def daily(choices: Sequence[T], default: int, *always: T) -> tuple[T, ...]:
    """Which of `choices` a test tries: `always` and `default` more drawn by the day (the same
    all day, so a failure can be run again; another set tomorrow), in their order; all of
    them under ``--full``. For cases that each cost a page load or more. The day is
    ``WORDLE_TEST_DAY`` (the root conftest sets it to today for the whole run)."""
    if is_full():
        return tuple(choices)
    rest = [c for c in choices if c not in always]
    day = datetime.date.fromisoformat(
        os.environ.get("WORDLE_TEST_DAY") or str(datetime.date.today())
    )
    drawn = random.Random(day.toordinal()).sample(rest, min(default, len(rest)))
    return tuple(c for c in choices if c in always or c in drawn)
