"""How long a review takes over games like people play: 500 simulated games, in CPython.

    python bench/bench_games.py [--seed 83] [--games 500] [--quick]
                                [--save FILE] [--compare FILE] [--dump FILE]

The games (`players.py`, the same for the same seed) are played by a strong solver, a
frequency guesser, a hard-mode player (reviewed in hard mode), a weak player who often loses
(reviewed with the answer told, as `wordle review --answer WORD` is) and players whose answer
is off the classic list (reviewed on it); most on the classic list, some on the NYT's. The
known slow game (FUZZY ... JIFFY, the answer TEARY) is reviewed beside them.

Each game is reviewed as the front-ends review it: a `query` of its steps, the answer told
when it was lost, and the engine's review job driven to its end, with the bot kept for the
list and mode (`bot_for`) and warmed by one review first. What it measures: each review's
time (`time.perf_counter`), wall time, so read it with the machine's load beside it. It
prints, per player and overall, the games, those lost, the median, p90 and slowest review and
the slowest game (as `wordle review` takes it).

`--quick` reviews 40 games of them (a smoke run); `--save FILE` writes every game with its
time as JSON; `--compare FILE` sets this run beside a saved one (the same seed: the same
games); `--dump FILE` only writes the games (steps, answer, list, mode) as JSON, for a page
benchmark to replay. The whole run takes 10-15 minutes on a loaded 2-core machine.
"""

import argparse
import json
import math
import platform
import random
import statistics
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

from players import GAMES, KINDS, SEED, SLOW_GAME, Game, games  # noqa: E402

from wordle import (  # noqa: E402
    Contradiction,
    NoValidWord,
    TooMuchWork,
    WrongAnswer,
    bot_for,
    finish,
    page_link,
    query,
    reviewing,
    told_answer,
    word_list,
)
from wordle.engine.rules.notation import parse_steps  # noqa: E402

QUICK = 40  # games reviewed by --quick
WARM_UP = "SALET=.a..t AORTA=.o.TA QUOTA=QUOTA"  # reviewed first on each list and mode (hard too)
EVERY = 50  # games between two lines of progress on stderr
REFUSALS = (Contradiction, NoValidWord, WrongAnswer, TooMuchWork)


def reviewed_in(game: Game) -> float:
    """The seconds the game's review takes, as `wordle review` asks for it."""
    start = time.perf_counter()
    words = word_list(game.words)
    asked = query(game.steps, words, hard=game.hard)
    if game.lost:
        asked = replace(asked, answer=told_answer(asked, game.answer))
    finish(reviewing(asked, bot_for(words, game.hard)))
    return time.perf_counter() - start


def warm_up(played: list[Game]) -> None:
    """One review on each list and mode the games use, untimed: the bots kept and warmed."""
    for name, hard in sorted({(g.words, g.hard) for g in played}):
        words = word_list(name)
        finish(reviewing(query(parse_steps(WARM_UP), words, hard=hard), bot_for(words, hard)))


def timed(played: list[Game]) -> list[dict]:
    """Each game with its review's seconds (None, and why, when the engine refused it)."""
    results, start = [], time.perf_counter()
    for number, game in enumerate(played, start=1):
        try:
            seconds, refused = reviewed_in(game), None
        except REFUSALS as error:
            seconds, refused = None, f"{type(error).__name__}: {error}"
        results.append(
            {**game.as_dict(), "text": game.text, "seconds": seconds, "refused": refused}
        )
        if number % EVERY == 0 or number == len(played):
            elapsed = time.perf_counter() - start
            print(
                f"  {number}/{len(played)} reviewed, {elapsed:.0f} s", file=sys.stderr, flush=True
            )
    return results


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile: the smallest value with `share` of them at or below it."""
    ordered = sorted(values)
    return ordered[max(math.ceil(share * len(ordered)) - 1, 0)]


def groups(results: list[dict]) -> dict[str, list[dict]]:
    """The results by kind of player, then all together (the known slow game only there)."""
    return {**{kind: [r for r in results if r["player"] == kind] for kind in KINDS}, "all": results}


def row(name: str, results: list[dict]) -> str:
    times = [r["seconds"] for r in results if r["seconds"] is not None]
    lost = sum(r["lost"] for r in results)
    refused = len(results) - len(times)
    if not times:
        return f"{name:<11} {len(results):>5} {lost:>5}  (none reviewed)"
    slowest = max((r for r in results if r["seconds"] is not None), key=lambda r: r["seconds"])
    refusals = f"  ({refused} refused)" if refused else ""
    return (
        f"{name:<11} {len(results):>5} {lost:>5} {statistics.median(times):7.2f} s "
        f"{percentile(times, 0.9):7.2f} s {max(times):7.2f} s  {slowest['text']}{refusals}"
    )


def table(results: list[dict]) -> list[str]:
    lines = [
        f"{'player':<11} {'games':>5} {'lost':>5} {'median':>9} {'p90':>9} {'max':>9}  slowest game"
    ]
    lines += [row(name, rs) for name, rs in groups(results).items() if rs]
    slow = [r for r in results if r["text"] == SLOW_GAME.text]
    if slow and slow[0]["seconds"] is not None:
        lines.append(f"the known slow game (FUZZY ... TEARY): {slow[0]['seconds']:.2f} s")
    for r in results:
        if r["refused"]:
            lines.append(f"refused: {r['text']}: {r['refused']}")
    return lines


def summary(before: list[float], after: list[float]) -> str:
    """Median, p90 and max, before and after, and the medians' ratio."""
    if not before or not after:
        return "(none to compare)"
    medians = statistics.median(before), statistics.median(after)
    return (
        f"{medians[0]:6.2f} -> {medians[1]:6.2f} s  "
        f"{percentile(before, 0.9):6.2f} -> {percentile(after, 0.9):6.2f} s  "
        f"{max(before):6.2f} -> {max(after):6.2f} s  x{medians[1] / medians[0]:.2f}"
    )


def comparison(saved: dict, results: list[dict]) -> list[str]:
    """This run beside a saved one, over the games both reviewed."""
    then = {r["text"]: r["seconds"] for r in saved["results"]}
    both = [r for r in results if then.get(r["text"]) is not None and r["seconds"] is not None]
    lines = [
        f"against the run of {saved['games']} games, seed {saved['seed']}, at {saved['commit']}: "
        f"{len(both)} of {len(results)} games in both (before -> now)",
        f"{'player':<11} {'games':>5}  {'median':>18}  {'p90':>18}  {'max':>18}  now/before",
    ]
    for name, rs in groups(both).items():
        if rs:
            before, after = [then[r["text"]] for r in rs], [r["seconds"] for r in rs]
            lines.append(f"{name:<11} {len(rs):>5}  {summary(before, after)}")
    moved = sorted(both, key=lambda r: r["seconds"] - then[r["text"]])
    for label, r in (("most slowed", moved[-1]), ("most sped up", moved[0])) if moved else ():
        lines.append(f"{label}: {then[r['text']]:.2f} -> {r['seconds']:.2f} s  {r['text']}")
    return lines


def dumped_game(game: Game) -> dict:
    """A game as a page benchmark replays it: its link, and its answer when it was lost."""
    return {**game.as_dict(), "link": page_link(game.steps, game.words, game.hard)}


def commit() -> str:
    """The checkout's commit, if it is a git checkout."""
    try:
        return subprocess.run(
            ["git", "-C", str(HERE), "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "?"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=SEED, help=f"the games' seed ({SEED})")
    parser.add_argument("--games", type=int, default=GAMES, help=f"how many ({GAMES})")
    parser.add_argument("--quick", action="store_true", help=f"review only {QUICK} of them")
    parser.add_argument("--save", metavar="FILE", help="write every game and its time as JSON")
    parser.add_argument("--compare", metavar="FILE", help="set this run beside a saved one")
    parser.add_argument("--dump", metavar="FILE", help="only write the games as JSON")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    played = games(args.seed, args.games)
    print(f"{len(played)} games made in {time.perf_counter() - start:.2f} s (seed {args.seed})")
    if args.dump:
        dumped = {"seed": args.seed, "games": [dumped_game(g) for g in [*played, SLOW_GAME]]}
        Path(args.dump).write_text(json.dumps(dumped, indent=1) + "\n")
        print(f"wrote {len(played) + 1} games to {args.dump}")
        return 0
    if args.quick:
        chosen = set(random.Random(args.seed).sample(range(len(played)), min(QUICK, len(played))))
        played = [g for i, g in enumerate(played) if i in chosen]
    played.append(SLOW_GAME)
    start = time.perf_counter()
    warm_up(played)
    print(f"warmed in {time.perf_counter() - start:.1f} s; reviewing {len(played)} games")
    start = time.perf_counter()
    results = timed(played)
    print(f"reviewed in {time.perf_counter() - start:.0f} s, CPython {platform.python_version()}")
    print("\n".join(table(results)))
    if args.compare:
        print("\n".join(comparison(json.loads(Path(args.compare).read_text()), results)))
    if args.save:
        saved = {"seed": args.seed, "games": args.games, "quick": args.quick, "commit": commit()}
        saved |= {"python": platform.python_version(), "results": results}
        Path(args.save).write_text(json.dumps(saved, indent=1) + "\n")
        print(f"saved to {args.save}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
