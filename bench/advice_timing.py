"""Timing of the best 10 guesses by expected guesses and by information, the same code run in
CPython and in the page's runtime (Pyodide): see `bench_advice.py`."""

import time

from wordle.engine.lists.words import guesses_for, word_list
from wordle.engine.rules.notation import Step
from wordle.engine.rules.score import feedback
from wordle.engine.search.advice import advising
from wordle.engine.search.bot import Bot
from wordle.engine.search.work import finish

OPENERS = ("salet", "crane", "fuzzy")


def states(answers, every: int) -> list[list[Step]]:
    """The opening, and every `every`-th pattern after each opener (by the answers' order)."""
    found = [[]]
    for opener in OPENERS:
        patterns = sorted({feedback(opener, answer) for answer in answers.words})
        found += [[Step(opener, p)] for p in patterns[::every]]
    return found


def timed(bot: Bot, steps: list[Step], by: str) -> float:
    pool = bot.pool_after(steps)
    start = time.perf_counter()
    finish(advising(bot, steps, pool, 10, by))
    return time.perf_counter() - start


def measure(every: int = 6, hard: bool = False) -> dict:
    """{by: {median, p90, max (ms), slowest: the slowest state}} over `states`."""
    answers = word_list("answers")
    bot = Bot(answers, guesses_for(answers), hard=hard)
    finish(advising(bot, [], bot.opening_pool, 10))  # the opening table, read once
    found = {"guesses": [], "entropy": []}
    for steps in states(answers, every):
        for by, times in found.items():
            times.append((timed(bot, steps, by) * 1000, " ".join(map(str, steps))))
    result = {"states": len(found["guesses"])}
    for by, times in found.items():
        times.sort()
        ms = [t for t, _ in times]
        result[by] = {
            "median": ms[len(ms) // 2],
            "p90": ms[int(0.9 * (len(ms) - 1))],
            "max": ms[-1],
            "slowest": times[-1][1],
        }
    return result
