"""The page's two threads speak one protocol: every key either side sends or reads is named in
`wordle.page.protocol`, and what the worker answers stays within it."""

import ast
import json
from dataclasses import fields
from pathlib import Path

import pytest
from worker_calls import run, worker_request

from wordle.engine.lists.words import word_list
from wordle.engine.play.game import challenge_code
from wordle.engine.play.history import Entry
from wordle.page import protocol
from wordle.page.worker import exports

PAGE = Path(protocol.__file__).parent
SENT = set().union(*protocol.REQUESTS.values())
ANSWERED = set().union(*protocol.REPLIES.values(), *protocol.INSIDE.values())
REPLY_NAMES = {"answer", "analysed", "view", "review", "record", "error", "pending"}  # main's


def keys_read(folder: str, names: set[str]) -> set[str]:
    """The string keys read (``x["key"]``, ``x.get("key")``, ``(x or {}).get("key")``) off the
    variables or attributes `names`."""
    found = set()
    for path in (PAGE / folder).glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Subscript):
                holder, key = node.value, node.slice
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                if node.func.attr != "get":
                    continue
                holder, key = node.func.value, node.args[0] if node.args else None
            else:
                continue
            if isinstance(holder, ast.BoolOp):  # (reply or {}).get(...)
                holder = holder.values[0]
            name = holder.attr if isinstance(holder, ast.Attribute) else getattr(holder, "id", "")
            named = name in names  # a variable or an attribute (``self.view["list"]``)
            if named and isinstance(key, ast.Constant) and isinstance(key.value, str):
                found.add(key.value)
    return found


def keys_sent(folder: str) -> set[str]:
    """The keys of every dict the main thread builds as a request (``request = {...}``, or any
    dict naming an ``"action"``: play's moves), those it sets in one (``request["key"] =``),
    and the extra keys it asks with (``self.request(word=...)``)."""
    found = set()
    for path in (PAGE / folder).glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            is_dict = isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict)
            if is_dict and any(getattr(t, "id", "") == "request" for t in node.targets):
                found |= {k.value for k in node.value.keys if isinstance(k, ast.Constant)}
            if isinstance(node, ast.Assign):  # request["key"] = ...
                found |= {
                    t.slice.value
                    for t in node.targets
                    if isinstance(t, ast.Subscript)
                    and getattr(t.value, "id", "") == "request"
                    and isinstance(t.slice, ast.Constant)
                }
            if isinstance(node, ast.Dict):
                keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
                found |= keys if "action" in keys else set()
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "request":
                found |= {k.arg for k in node.keywords if k.arg}  # not **extra
    return found


def test_the_worker_exports_what_the_protocol_names():
    assert sorted(exports.__export__) == sorted(protocol.EXPORTS)


def test_every_key_the_main_thread_sends_is_named():
    sent = keys_sent("main") | keys_sent("screen")
    assert {"gen", "steps", "word", "why", "stored", "entry", "action"} <= sent  # it looks
    assert sent <= SENT, sent - SENT


def test_every_key_the_worker_reads_of_a_request_is_named():
    read = keys_read("worker", {"request"})
    assert {"gen", "steps", "action", "entry"} <= read
    assert read <= SENT, read - SENT


def test_every_key_the_protocol_names_is_used_both_ways():
    """No key is named that one side sends and the other never reads: each request's keys are
    sent by the main thread and read by the worker (or by ``counts``, which both threads run);
    each reply's are read by the main thread, but a review's record, which it stores and hands
    back as the history's entry: those are an `Entry`'s fields."""
    on_main = keys_sent("main") | keys_sent("screen")
    assert on_main >= SENT, SENT - on_main
    in_worker = keys_read("worker", {"request"}) | keys_read(".", {"request"})
    assert in_worker >= SENT, SENT - in_worker
    record = set(protocol.INSIDE["record"])
    assert record == {f.name for f in fields(Entry)}
    read = keys_read("main", REPLY_NAMES | {"row"}) | keys_read("screen", REPLY_NAMES | {"row"})
    read |= set(protocol.ROW_DATA) if "ROW_DATA" in (PAGE / "main/grid.py").read_text() else set()
    assert ANSWERED - record <= read, ANSWERED - record - read


def test_every_key_the_main_thread_reads_of_a_reply_is_named():
    read = keys_read("main", REPLY_NAMES) | keys_read("screen", REPLY_NAMES)
    assert {"steps", "record", "stale", "store"} <= read
    assert read <= ANSWERED, read - ANSWERED


GAMES = [
    "SMART=..a.t,TABLE=ta...,ATTIC=at...,QUOTA=QUOTA",
    "CRANE=C....,CLOTH=.....",  # no word fits
    "PATCH=.ATCH,BATCH=.ATCH,MATCH=.ATCH,WATCH=.ATCH,HATCH=.ATCH,LATCH=.ATCH",  # lost
]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("extra", [{}, {"hidden": True}, {"answer": "catch"}, {"answer": "xx"}])
def test_what_the_worker_answers_about_a_game_is_named(game, extra):
    request = json.dumps(worker_request(game, **extra))
    answers = {
        "counts": exports.counts(request),
        "suggest": run(exports.suggest(request)),
        "review": run(exports.review(request)),
        "explain": exports.explain(json.dumps({**json.loads(request), "word": "quota"})),
    }
    for name, text in answers.items():
        keys = set(json.loads(text))
        assert keys <= set(protocol.REPLIES[name]), (name, keys - set(protocol.REPLIES[name]))


def test_what_the_worker_answers_in_play_and_of_texts_is_named():
    code = challenge_code("moist", word_list("answers"))
    moves = [{"action": "open", "code": code, "rival": "", "stored": {}}]
    moves += [{"action": "guess", "word": w} for w in ("crane", "xxxxx", "moist")]
    moves += [{"action": "result", "tiles": "normal"}, {"action": "new"}, {"action": "resume"}]
    answers = [("play", exports.play(json.dumps(move))) for move in moves]
    answers += [("read_game", exports.read_game(t)) for t in ("SMART=..a.t", "CRANES")]
    answers += [("load_list", exports.load_list(t, "mine.txt")) for t in ("crane\nslate", "")]
    entry = {"guesses": 4, "solved": True, "skill": 80, "luck": 0.1, "answer": ""}
    entry |= {"link": GAMES[0], "mine": True}
    history = {"backup": None, "entry": entry}
    answers += [("history", exports.history(json.dumps(history), "[{]"))]
    for name, text in answers:
        keys = set(json.loads(text))
        assert keys <= set(protocol.REPLIES[name]), (name, keys - set(protocol.REPLIES[name]))
    assert set(entry) <= set(protocol.INSIDE["record"])
