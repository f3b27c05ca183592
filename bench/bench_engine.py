"""Engine speed: scoring, and candidates versus re-scoring, measured side by side.

    python bench/bench_engine.py [--games N] [--seed S]

Targets (issue 2): `feedback` under 1 µs per call; candidates for a history over the
12,972-word list under 2 ms median and at least 10x faster than re-scoring every word.
"""

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wordle.engine.answers.candidates import candidates, plain_candidates
from wordle.engine.lists.words import WordList, word_list
from wordle.engine.rules.knowledge import knowledge_of
from wordle.engine.rules.notation import Step
from wordle.engine.rules.score import feedback


def per_call_microseconds(pairs) -> float:
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for guess, answer in pairs:
            feedback(guess, answer)
        best = min(best, time.perf_counter() - start)
    start = time.perf_counter()
    for _guess, _answer in pairs:
        pass
    loop = time.perf_counter() - start
    return (best - loop) / len(pairs) * 1e6


def timed(function, *args) -> tuple[float, object]:
    start = time.perf_counter()
    result = function(*args)
    return (time.perf_counter() - start) * 1e3, result


def random_history(rng: random.Random, guesses: WordList, answers: WordList) -> list[Step]:
    answer = rng.choice(answers.words)
    return [Step(g, feedback(g, answer)) for g in rng.sample(guesses.words, rng.randint(1, 5))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    answers, allowed = word_list("answers"), word_list("allowed")

    pairs = [(rng.choice(allowed.words), rng.choice(answers.words)) for _ in range(200_000)]
    print(f"feedback: {per_call_microseconds(pairs):.3f} µs per call (target < 1 µs)")

    build_ms, _ = timed(lambda: allowed.bitsets)
    print(f"bitsets for the {len(allowed):,}-word list, built once: {build_ms:.1f} ms")

    fast, full, plain = [], [], []
    for _ in range(args.games):
        steps = random_history(rng, allowed, answers)
        knowledge_ms, knowledge = timed(knowledge_of, steps)
        fast_ms, found = timed(candidates, knowledge, allowed)
        plain_ms, expected = timed(plain_candidates, steps, allowed)
        assert found == expected, steps
        fast.append(fast_ms)
        full.append(knowledge_ms + fast_ms)
        plain.append(plain_ms)
    print(f"candidates over {len(allowed):,} words, {args.games} random histories of 1-5 steps:")
    rows = (("fast filter", fast), ("knowledge + filter", full), ("re-scoring", plain))
    for label, times in rows:
        print(
            f"  {label:<19} median {statistics.median(times):7.3f} ms   "
            f"p95 {statistics.quantiles(times, n=20)[-1]:7.3f} ms"
        )
    ratio = statistics.median(plain) / statistics.median(full)
    print(
        f"  re-scoring / (knowledge + filter), medians: {ratio:.0f}x (target >= 10x; "
        f"median target < 2 ms)"
    )


if __name__ == "__main__":
    main()
