"""Calibrate `wordle.engine.search.finish.KNOTS`: the guesses a group of candidates still needs.

    python scripts/calibrate_finish.py

The bot plays every classic answer from eight openers, good and poor, so that groups of
every size come up. Each time it is left with k candidates, the guesses it then took are
noted; averaged over sizes near each other (in log2 of k) and made never to fall as k
grows, they are the knots printed for the module. The bot plays within 0.2% of the proven
best on these lists, so the estimate is a little above best play. About four minutes.
"""

import math
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from wordle.engine.answers.candidates import plain_candidates  # noqa: E402
from wordle.engine.lists.words import guesses_for, word_list  # noqa: E402
from wordle.engine.search.bot import OPENER, Bot  # noqa: E402

OPENERS = (OPENER, "crane", "adieu", "pious", "mummy", "fuzzy", "xylyl", "jazzy")
WIDTH = 0.5  # of the buckets, in log2 of the candidates, beyond `SINGLE` candidates
SINGLE = 5


def needs(bot: Bot, answer: str, start: str) -> list[tuple[int, int]]:
    """(candidates left, guesses still taken) at each step of the bot's game for `answer`."""
    steps = bot.play(answer, start)
    seen = [(len(bot.answers), len(steps))] if start == OPENER else []
    left = bot.answers.words
    for number, step in enumerate(steps[:-1], start=1):
        left = plain_candidates([step], left)
        seen.append((len(left), len(steps) - number))
    return seen


def bucket(size: int) -> float:
    return size if size <= SINGLE else round(math.log2(size) / WIDTH)


def knots(observed: list[tuple[int, int]]) -> list[tuple[float, float]]:
    """(log2 of the candidates, guesses) per bucket, pooled so that it never falls."""
    buckets = defaultdict(list)
    for size, guesses in observed:
        buckets[bucket(size)].append((math.log2(size), guesses))
    points = []
    for key in sorted(buckets, key=lambda k: (k > SINGLE, k)):
        pairs = buckets[key]
        points.append([sum(p[0] for p in pairs), sum(p[1] for p in pairs), len(pairs)])
    pooled = []  # pool adjacent violators: a larger group never needs fewer guesses
    for point in points:
        pooled.append(point)
        while len(pooled) > 1 and pooled[-2][1] / pooled[-2][2] > point[1] / point[2]:
            last = pooled.pop()
            pooled[-1] = [a + b for a, b in zip(pooled[-1], last)]
            point = pooled[-1]
    return [(x / n, y / n) for x, y, n in pooled]


def main() -> None:
    answers = word_list("answers")
    guesses = guesses_for(answers)
    observed = []
    for start in OPENERS:
        bot = Bot(answers, guesses)
        for answer in answers:
            observed += needs(bot, answer, start)
        print(f"{start}: {len(observed):,} groups so far", file=sys.stderr)
    print("KNOTS = (  # (log2 of the candidates, guesses still needed), from the bot's games")
    for x, y in knots(observed):
        print(f"    ({x:.3f}, {y:.3f}),")
    print(")")


if __name__ == "__main__":
    main()
