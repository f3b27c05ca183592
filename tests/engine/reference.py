"""The scoring rule written as plainly as ``docs/scoring.md`` states it: the oracle."""

from collections import Counter

from wordle.engine.score import GREEN, GREY, YELLOW, pattern_of


def reference_feedback(guess: str, answer: str) -> int:
    colours = [GREY] * 5
    unmatched = Counter()
    for i, (g, a) in enumerate(zip(guess, answer)):
        if g == a:
            colours[i] = GREEN
        else:
            unmatched[a] += 1
    for i, g in enumerate(guess):
        if colours[i] != GREEN and unmatched[g] > 0:
            colours[i] = YELLOW
            unmatched[g] -= 1
    return pattern_of(colours)
