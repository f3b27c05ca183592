"""The main thread's early counts, run as the page runs them: its bytecode (``assets/main/``,
built here) under the vendored MicroPython in Node, over 1,000 random games on every shipped
list, give what the engine gives in CPython: every row's counts and HTML, the keyboard, the
words behind the count (the worker's own analysis of each game).

The same games are counted on each list (the valid words that fit, the costly part, are then
counted once a game, as the page does when its list changes), in two Node processes at once."""

import base64
import json
import subprocess
import sys
from pathlib import Path
from subprocess import PIPE

from early_games import random_games, requests_for, word_texts
from test_early import engine_says

from wordle.page.protocol import LISTS
from wordle.page.worker.analysis import AnalysisService

ROOT = Path(__file__).resolve().parents[2]
HARNESS = Path(__file__).with_name("early_micropython.mjs")
sys.path.insert(0, str(ROOT / "scripts"))
import build_site  # noqa: E402

GAMES = 1000


def main_thread_modules() -> dict[str, str]:
    """The main thread's bytecode as the page ships it, by its path on MicroPython's."""
    build_site.build_main_thread(ROOT)
    main = ROOT / build_site.MAIN_DIR
    return {
        f"/lib/{path.relative_to(main).as_posix()}": base64.b64encode(path.read_bytes()).decode()
        for path in sorted(main.rglob("*.mpy"))
    }


def under_micropython(parts: list[list[dict]], tmp_path: Path) -> list[dict]:
    """What the early counts make of each request, each part of them in a process of its own."""
    modules = main_thread_modules()
    lists = {file.removesuffix(".txt"): text for file, text in word_texts().items()}
    running = []
    for i, requests in enumerate(parts):
        given, out = tmp_path / f"in{i}.json", tmp_path / f"out{i}.jsonl"
        given.write_text(json.dumps({"modules": modules, "lists": lists, "requests": requests}))
        command = ["node", str(HARNESS), str(given), str(out)]
        running.append((subprocess.Popen(command, stdout=PIPE, stderr=PIPE, text=True), out))
    counted = []
    for process, out in running:
        stdout, stderr = process.communicate(timeout=1800)
        assert process.returncode == 0, stderr[-2000:]
        assert stdout.split() == ["micropython"]
        counted += [json.loads(line) for line in out.read_text().splitlines()]
    return counted


def test_micropython_counts_1000_random_games_on_every_list_as_the_engine_does(tmp_path):
    games = random_games(GAMES, seed=11)
    halves = [games[: GAMES // 2], games[GAMES // 2 :]]
    parts = [[r for name in LISTS for r in requests_for(name, half, seed=3)] for half in halves]
    counted = under_micropython(parts, tmp_path)
    assert len(counted) == GAMES * len(LISTS)
    engine = AnalysisService()
    for request, early in zip(parts[0] + parts[1], counted):
        assert early == engine_says(engine.analysis(request)), request
