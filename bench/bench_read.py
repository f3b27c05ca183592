"""How well and how fast screenshots are read: a corpus of random real games drawn by Chromium
(six fonts, five themes, 0.5x to 3x, a phone's screen, a desktop's window or the grid alone,
PNG and JPEG at quality 60 to 95), read by the engine in CPython, and `wordle read` timed on
phone screenshots; then the other kinds of pictures players take (tests/screenshots/kinds.py:
a statistics window over the game, a solver's panel beside it, an embedded colour profile,
clones' palettes, rounded tiles, regular letters, shares without letters, a row mid-animation).

    python bench/bench_read.py [--shots 300] [--kinds 20] [--seed 7] [--keep DIR] [--verbose]

Prints how many plain shots read exactly, how many read wrong with a warning or refused (exit
2), and how many read wrong without a warning (the target: none); the time to read a 1170 x
2532 phone screenshot, the engine alone and the whole command (Python's start, Pillow's
decoding); then a table by kind, `--kinds` shots of each: read exactly (a game), colours right
(letterless: every guess "" and the patterns right), refused, wrong with a warning, wrong
without one, and a game read from a picture that shows none (a statistics window over the grid,
a row caught moving: the target is a refusal, or the game itself when all of it shows). Each
picture is decoded as `wordle read` decodes it (`wordle.cli.read.decoded`). `--keep DIR` keeps
the pictures; `--verbose` says what each shot of a kind read that it should not have. Exit
status 0. About 3 minutes on two cores.
"""

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from contextlib import nullcontext
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "scripts"))

from browser import launch_options  # noqa: E402
from screenshots import kinds  # noqa: E402
from screenshots.corpus import random_shots  # noqa: E402

from wordle.cli.read import decoded  # noqa: E402
from wordle.engine.lists.words import word_list  # noqa: E402
from wordle.reader.screenshot import UNSURE, ScreenshotError, read_picture  # noqa: E402

# The table's columns: what a reading of a shot counts as (`outcome`)
COLUMNS = (
    ("exact", "exact"),
    ("colours", "colours right"),
    ("refused", "refused"),
    ("warned", "wrong, warned"),
    ("silent", "wrong, silent"),
    ("no game", "game read, none shown"),
)


def read(path: Path, valid):
    """The steps read, the time it took (decoded pixels in), and whether it warned; the
    picture decoded as `wordle read` decodes it."""
    picture = decoded(str(path))
    start = time.perf_counter()
    try:
        reading = read_picture(picture, valid)
    except ScreenshotError:
        return None, time.perf_counter() - start, True
    warned = any(c < UNSURE for c in reading.confidence) or bool(reading.unsure)  # marked
    return [tuple(s) for s in reading.steps], time.perf_counter() - start, warned


def outcome(shot, steps, warned: bool) -> str:
    """What a reading of `shot` counts as (a key of COLUMNS): its game, or for a share without
    letters its colours alone (guesses ""), or for a picture that shows no game a refusal."""
    if steps is None:
        return "refused"
    if shot.expected == "none":  # unless the whole game shows, read right (tiles barely moving)
        return "exact" if steps == list(shot.steps) else "no game"
    if shot.expected == "colours" and steps == [("", pattern) for _, pattern in shot.steps]:
        return "colours"
    if shot.expected == "game" and steps == list(shot.steps):
        return "exact"
    return "warned" if warned else "silent"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shots", type=int, default=300, help="plain shots (0: none)")
    parser.add_argument("--kinds", type=int, default=20, help="shots of each other kind")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--keep", type=Path, help="keep the pictures in this folder")
    parser.add_argument("--verbose", action="store_true", help="each kind's misreadings")
    args = parser.parse_args()
    valid = word_list("nyt")
    tally: dict[str, Counter] = {}
    phone_times, phone_files = [], []
    shots = random_shots(args.shots, args.seed) + kinds.kind_shots(args.kinds, args.seed)
    started = time.perf_counter()
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
    with (
        nullcontext(args.keep) if args.keep else tempfile.TemporaryDirectory() as folder,
        sync_playwright() as playwright,
    ):
        browser = playwright.chromium.launch(**launch_options())
        for n, shot in enumerate(shots):
            path = Path(folder) / f"{shot.kind}-{n}.{'jpg' if shot.jpeg else 'png'}"
            kinds.take(browser, shot, path)
            steps, seconds, warned = read(path, valid)
            said = outcome(shot, steps, warned)
            tally.setdefault(shot.kind, Counter())[said] += 1
            if said == "no game" and warned:
                tally[shot.kind]["no game, warned"] += 1
            if said == "silent" and shot.kind == "plain":
                print(f"wrong, no warning: {path.name} {shot} read {steps}")
            elif args.verbose and said in ("silent", "warned", "no game"):
                print(f"{shot.kind} ({said}): {path.name} {shot} read {steps}")
            if shot.kind == "plain" and shot.phone and not shot.desktop and shot.scale == 3:
                phone_times.append(seconds)
                phone_files.append(path)
        browser.close()
        command = [command_seconds(path) for path in phone_files[:10]]
    if args.shots:
        print_plain(tally["plain"], args.shots, phone_times, command)
    print_table(tally)
    print(f"wall time: {time.perf_counter() - started:.0f} s")


def print_plain(plain: Counter, total: int, phone_times: list, command: list) -> None:
    """The plain corpus' totals and the phone screenshots' times."""
    print(f"read exactly: {plain['exact']} of {total} ({100 * plain['exact'] / total:.1f} %)")
    print(f"refused (exit 2): {plain['refused']}; wrong with a warning: {plain['warned']}")
    print(f"wrong without a warning: {plain['silent']}")
    if phone_times:
        print(
            f"1170 x 2532 phone screenshots ({len(phone_times)}): engine median "
            f"{statistics.median(phone_times):.2f} s, max {max(phone_times):.2f} s; "
            f"wordle read (whole command) median {statistics.median(command):.2f} s, "
            f"max {max(command):.2f} s"
        )


def print_table(tally: dict[str, Counter]) -> None:
    """Each kind's shots by what their readings counted as ("-": cannot happen for the kind),
    and, below, what the pictures without a game were read as."""
    heads = ["kind", "expects", "shots"] + [title for _, title in COLUMNS]
    lines = [heads]
    for kind, counts in tally.items():
        expected = kinds.KINDS[kind]
        cells = [kind, expected, str(sum(counts[key] for key, _ in COLUMNS))]
        cells += [str(counts[key]) if possible(expected, key) else "-" for key, _ in COLUMNS]
        lines.append(cells)
    widths = [max(len(line[i]) for line in lines) for i in range(len(heads))]
    print()
    for line in lines:
        print(
            "  ".join(
                c.ljust(w) if i < 2 else c.rjust(w) for i, (c, w) in enumerate(zip(line, widths))
            )
        )
    for kind, counts in tally.items():
        if counts["no game"]:
            print(
                f"{kind}: {counts['no game']} game(s) read with no game shown, "
                f"{counts['no game, warned']} of them with a warning"
            )


def possible(expected: str, key: str) -> bool:
    """Whether a shot expecting `expected` can count as `key`."""
    if expected == "none":
        return key in ("refused", "no game", "exact")
    return key not in ("no game", "colours" if expected == "game" else "exact")


def command_seconds(path: Path) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "wordle", "read", str(path)], capture_output=True)
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
