"""Timing of the exact top 10, the same code run in CPython and in the page (Pyodide).

The opening state, then every state reachable after one guess of a few common and a few
bad openers (each feedback group of the classic answers), over the 12,972 guesses.
No `statistics`: the page's standard library leaves it out.
"""

import time
from collections import defaultdict

from wordle.engine.lists.words import word_list
from wordle.engine.rules.score import feedback
from wordle.engine.search.suggest import best_guesses

OPENERS = ("salet", "crane", "soare", "slate", "adieu", "fuzzy", "qajaq", "mamma")


def measure(openers=OPENERS) -> dict:
    answers, guesses = word_list("answers"), word_list("allowed")
    start = time.perf_counter()
    assert guesses.letter_parts  # built once per guess list
    setup = time.perf_counter() - start
    opening = []
    for _ in range(7):
        start = time.perf_counter()
        best_guesses(answers, guesses, 10)
        opening.append((time.perf_counter() - start) * 1000)
    after_one = []
    for opener in openers:
        groups = defaultdict(list)
        for answer in answers.words:
            groups[feedback(opener, answer)].append(answer)
        for group in groups.values():
            start = time.perf_counter()
            best_guesses(group, guesses, 10)
            after_one.append((time.perf_counter() - start) * 1000)
    after_one.sort()
    return {
        "setup_ms": setup * 1000,
        "opening_ms": sorted(opening),
        "opening_median_ms": sorted(opening)[len(opening) // 2],
        "states": len(after_one),
        "after_one_median_ms": after_one[len(after_one) // 2],  # sorted above
        "after_one_p99_ms": after_one[int(0.99 * (len(after_one) - 1))],
        "after_one_max_ms": after_one[-1],
    }
