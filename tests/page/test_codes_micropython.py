"""Spoiler-free links' game codes, run as the page's main thread runs them (the engine's
``codes.py``, shipped as bytecode, under the vendored MicroPython in Node): over 1,000 random
games, the same code as CPython writes, the same steps read back from it (in any case, with O,
I, L typed for 0, 1, 1), and the same refusal of a code mistyped."""

import json

from early_games import random_games
from under_micropython import run_all

from wordle.engine.links.codes import CodeError, game_code, read_game_code

READING = """
import json
from wordle.engine.links.codes import CodeError, game_code, read_game_code

def read(code):
    try:
        return [list(step) for step in read_game_code(code)]
    except CodeError as error:
        return str(error)

with open("/data/cases.json") as file:
    cases = json.load(file)
with open("/data/out", "w") as out:
    for steps, typed, mistyped in cases:
        made = game_code([tuple(step) for step in steps])
        out.write(json.dumps([made, read(typed), read(mistyped)]) + "\\n")
"""


def read(code: str) -> list | str:
    try:
        return [list(step) for step in read_game_code(code)]
    except CodeError as error:
        return str(error)


def typed(code: str) -> str:
    """The code as a person might type it: lower case, O for 0, l for 1."""
    return code.lower().replace("0", "O").replace("1", "l")


def mistyped(code: str) -> str:
    """One character changed (the checksum refuses it)."""
    wrong = "1" if code[-1] != "1" else "2"
    return code[:-1] + wrong


def test_micropython_writes_and_reads_game_codes_as_the_engine_does(tmp_path):
    games = random_games(1000, seed=5)
    cases = [[steps, typed(game_code(steps)), mistyped(game_code(steps))] for steps in games]
    expected = [[game_code(steps), read(typed_), read(wrong)] for steps, typed_, wrong in cases]
    assert all(isinstance(e[2], str) for e in expected)  # every mistyped code refused
    (out,) = run_all([(READING, {"/data/cases.json": json.dumps(cases)})], tmp_path)
    assert [json.loads(line) for line in out.splitlines()] == expected
