"""How large a sample a test draws: small in the everyday run, full under ``pytest --full``.

A check keeps its meaning at either size; only how many random games, states or examples it
tries changes. ``--full`` (``bash scripts/test.sh --full``) loads the Hypothesis profile
``full`` (see the root ``conftest.py``) and this module reads it, so one switch sizes both.
"""

from hypothesis import settings


def is_full() -> bool:
    """Whether this run draws the full samples (``--full``)."""
    return settings.get_current_profile_name() == "full"


def sized(default: int, full: int) -> int:
    """A sample's size: `default` in the everyday run, `full` under ``--full``."""
    return full if is_full() else default


def examples(default: int, full: int, **more) -> settings:
    """Hypothesis settings for `default` examples, or `full` under ``--full`` (and `more`)."""
    return settings(max_examples=sized(default, full), **more)
