"""The best next guesses a player is shown: by default those expecting the fewest guesses to
finish the game (the one "best" of the review and the bot), or by information or by answers
left when asked; each with all three numbers.

Expected guesses are the review's (`finish`): searched exactly with few candidates, else the
calibrated estimate, at the opening the shipped table's (proven for the classic list's
leading openers). Bits and answers left are `suggest`'s, exact.
"""

from collections.abc import Generator, Sequence
from dataclasses import replace

from ..answers.model import Pool
from ..rules.notation import Step
from .bot import Bot
from .suggest import Suggestion, evaluate, ranking

BY = ("guesses", "entropy", "remaining")  # the first is the default


def advising(
    bot: Bot, steps: Sequence[Step], pool: Pool, top: int = 10, by: str = BY[0]
) -> Generator[None, None, list[Suggestion]]:
    """The `top` best guesses after `steps` with `pool` the answers left, best first, ranked
    `by` one of `BY`, among the guesses `bot` may play (cooperative work)."""
    if by not in BY:
        raise ValueError(f"rank by {' or '.join(BY)}, not {by!r}")
    if not pool:
        return []
    if by == "guesses":
        leaders = yield from bot.leading(steps, pool, top)
        expected = dict(leaders)
    else:
        ranked = yield from ranking(pool, bot.allowed_guesses(steps), top, by)
        expected = yield from bot.expecting(steps, pool, [s.guess for s in ranked])
    return [replace(evaluate(word, pool), expected_guesses=e) for word, e in expected.items()]
