"""The best next guesses a player is shown: by default those expecting the fewest guesses to
finish the game (the one "best" of the review and the bot), or by information or by answers
left when asked; each with all three numbers.

Expected guesses are the review's (`finish`): searched exactly with few candidates, else the
calibrated estimate, at the opening the shipped table's (proven for the classic list's
leading openers). Bits and answers left are `suggest`'s, exact.
"""

from collections.abc import Generator, Sequence
from dataclasses import replace

from ..answers.pool import Pool
from ..rules.notation import Step
from ..rules.score import Word
from .bot import WIDTH, Bot
from .suggest import Suggestion, evaluate, ranking

MEASURES = {  # what the guesses may be ranked by, the first the default: each said as the
    # terminal says what it ranks by, and as the page says the order
    "guesses": ("expected guesses to finish", "fewest guesses expected first"),
    "entropy": ("expected information", "most information first"),
    "remaining": ("answers left", "fewest answers left first"),
}
BY = tuple(MEASURES)


def advising(
    bot: Bot, steps: Sequence[Step], pool: Pool, top: int = 10, by: str = BY[0]
) -> Generator[None, None, list[Suggestion]]:
    """The `top` best guesses after `steps` with `pool` the answers left, best first, ranked
    `by` one of `BY`, among the guesses `bot` may play (cooperative work)."""
    if by not in BY:
        raise ValueError(f"rank by {' or '.join(BY)}, not {by!r}")
    if not pool:
        return []
    if by == "guesses":  # as many as the bot weighs: its choice is among them
        leaders = yield from bot.leading(steps, pool, max(top, WIDTH[bot.hard]))
        expected = dict(leaders)
    else:
        ranked = yield from ranking(pool, bot.allowed_guesses(steps), top, by)
        expected = yield from bot.expecting(steps, pool, [s.guess for s in ranked])
    risky = yield from bot.risks(steps, pool, list(expected))
    if by == "guesses":
        expected = guarded(expected, risky, WIDTH[bot.hard])
    return [
        replace(evaluate(word, pool), expected_guesses=e, could_take=risky.get(word))
        for word, e in list(expected.items())[:top]
    ]


def guarded(expected: dict[Word, float], risky: dict[Word, int], width: int) -> dict[Word, float]:
    """The leaders in the order the bot chooses by (`Bot.risks`): of the first `width`, those
    that never take more guesses than are left first; the rest after, those that could last.
    When every one of the first `width` could, the bot plays the first: the order stays."""
    if all(w in risky for w in list(expected)[:width]):
        return expected
    order = [w for w in expected if w not in risky] + [w for w in expected if w in risky]
    return {w: expected[w] for w in order}
