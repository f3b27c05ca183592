"""How well and how fast screenshots are read: a corpus of random real games drawn by Chromium
(six fonts, five themes, 0.5x to 3x, a phone's screen, a desktop's window or the grid alone,
PNG and JPEG at quality 60 to 95), read by the engine in CPython, and `wordle read` timed on
phone screenshots.

    python bench/bench_read.py [--shots 300] [--seed 7]

Prints how many read exactly, how many read wrong with a warning or refused (exit 2), and how
many read wrong without a warning (the target: none); then the time to read a 1170 x 2532
phone screenshot, the engine alone and the whole command (Python's start, Pillow's decoding).
"""

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from PIL import Image
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "scripts"))

from browser import launch_options  # noqa: E402
from screenshots.corpus import random_shots, take  # noqa: E402

from wordle.engine.lists.words import word_list  # noqa: E402
from wordle.reader.grid import Picture  # noqa: E402
from wordle.reader.screenshot import UNSURE, ScreenshotError, read_picture  # noqa: E402


def read(path: Path, valid):
    """The steps read, the time it took (decoded pixels in), and whether it warned."""
    image = Image.open(path).convert("RGBA")
    picture = Picture(image.width, image.height, image.tobytes())
    start = time.perf_counter()
    try:
        reading = read_picture(picture, valid)
    except ScreenshotError:
        return None, time.perf_counter() - start, True
    warned = any(c < UNSURE for c in reading.confidence) or bool(reading.unsure)  # marked
    return [tuple(s) for s in reading.steps], time.perf_counter() - start, warned


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shots", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    valid = word_list("nyt")
    exact = warned_wrong = silent_wrong = refused = 0
    phone_times, phone_files = [], []
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_options())
        for n, shot in enumerate(random_shots(args.shots, args.seed)):
            path = Path(folder) / f"{n}.{'jpg' if shot.jpeg else 'png'}"
            take(browser, shot, path)
            steps, seconds, warned = read(path, valid)
            if steps == list(shot.steps):
                exact += 1
            elif steps is None:
                refused += 1
            elif warned:
                warned_wrong += 1
            else:
                silent_wrong += 1
                print(f"wrong, no warning: {path.name} {shot} read {steps}")
            if shot.phone and not shot.desktop and shot.scale == 3:
                phone_times.append(seconds)
                phone_files.append(path)
        browser.close()
        command = [command_seconds(path) for path in phone_files[:10]]
    total = args.shots
    print(f"read exactly: {exact} of {total} ({100 * exact / total:.1f} %)")
    print(f"refused (exit 2): {refused}; wrong with a warning: {warned_wrong}")
    print(f"wrong without a warning: {silent_wrong}")
    print(
        f"1170 x 2532 phone screenshots ({len(phone_times)}): engine median "
        f"{statistics.median(phone_times):.2f} s, max {max(phone_times):.2f} s; "
        f"wordle read (whole command) median {statistics.median(command):.2f} s, "
        f"max {max(command):.2f} s"
    )


def command_seconds(path: Path) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "wordle", "read", str(path)], capture_output=True)
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
