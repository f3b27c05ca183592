"""The worker starts on what its first answer needs: importing its entry points and counting a
game load neither the search, the review, play mode, the history nor the screenshot reader.
What the suggestions and the review need comes right after the first counts once an event loop
runs (the worker's does); the rest with the first request that needs it. Each check runs in a
fresh interpreter: this one has imported everything already."""

import json
import subprocess
import sys
import textwrap

REVIEWING = (  # what the suggestions and the review need, and a first count never does
    "wordle.engine.search.advice",
    "wordle.engine.search.bot",
    "wordle.engine.search.suggest",
    "wordle.engine.search.openings",
    "wordle.engine.search.tree",
    "wordle.engine.review.judgements",
    "wordle.engine.review.reviewing",
    "wordle.engine.answers.explain",
)
ON_REQUEST = (  # imported by the first request that needs them
    "wordle.engine.play.playing",
    "wordle.reader.screenshot",
    "wordle.page.worker.history_card",
    "wordle.page.worker.play_service",
    "wordle.page.worker.screenshots",
)
HEAVY = REVIEWING + ON_REQUEST
COUNT = """
import json
from wordle.engine.rules.notation import parse_steps
from wordle.page.worker import exports

steps = [[s.guess, s.pattern] for s in parse_steps("SMART=..a.t,TABLE=ta...,ATTIC=at...")]
request = json.dumps({"gen": 1, "steps": steps, "words": "nyt-answers", "hidden": False})
"""


def loaded_after(code: str) -> set[str]:
    """The package's modules a fresh interpreter has imported once it has run `code`."""
    report = "\nimport sys, json\nprint(json.dumps(sorted(sys.modules)))"
    script = textwrap.dedent(COUNT) + textwrap.dedent(code) + report
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert out.returncode == 0 and "Exception" not in out.stderr, out.stderr
    return {name for name in json.loads(out.stdout) if name.startswith("wordle")}


def test_the_first_counts_import_none_of_the_rest():
    loaded = loaded_after("answer = json.loads(exports.counts(request))")
    assert not loaded & set(HEAVY), sorted(loaded & set(HEAVY))
    assert "wordle.engine.jobs" in loaded  # the counts did come from the engine's front door


def test_what_the_review_needs_is_imported_once_the_first_counts_are_answered():
    loaded = loaded_after(
        """
        import asyncio

        async def count_then_idle():
            exports.counts(request)
            for _ in range(5):
                await asyncio.sleep(0)  # the worker's loop, idle: one module a turn

        asyncio.run(count_then_idle())
        """
    )
    assert set(REVIEWING) <= loaded, sorted(set(REVIEWING) - loaded)
    assert not loaded & set(ON_REQUEST), sorted(loaded & set(ON_REQUEST))


def test_a_request_that_comes_first_imports_what_it_needs():
    """Play mode opened before any game was counted (a play link): it works."""
    loaded = loaded_after(
        """
        opened = json.loads(exports.play(json.dumps({"action": "open", "stored": {}})))
        assert opened["rows"] == []
        """
    )
    assert "wordle.page.worker.play_service" in loaded
