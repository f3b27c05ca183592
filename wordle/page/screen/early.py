"""The counts a game shows before the engine has started: each step's answers and valid words
that fit, the words behind the latest count and the keyboard's letters, worked out here on the
main thread by the engine's own plain rule (``wordle.engine.rules.fitting``, the very file) while
Pyodide downloads.

The shipped lists come most likely first (``assets/words/``, written by the build from the
engine's order), so the words fitting keep the order the engine lists them in. The work goes in
slices of bounded time that give the page back between them (a phone counts four times slower
than a desktop: slices by count would be long tasks there). Pure (asyncio and the clock only):
tested in CPython as it is, and under MicroPython against the engine
(``tests/page/test_early_micropython.py``).
"""

import asyncio

try:
    from time import ticks_diff, ticks_ms  # MicroPython's clock
except ImportError:  # CPython, where the tests run it too
    from time import monotonic

    def ticks_ms():
        return int(monotonic() * 1000)

    def ticks_diff(later, earlier):
        return later - earlier


from counts import answers_view, letter_names, pending_report, row_stats

from wordle.engine.lists.names import list_label
from wordle.engine.rules.fitting import bits_gained, fitter
from wordle.engine.rules.score import SOLVED

CHUNK = 100  # words sieved between two looks at the clock (about 2 ms on a desktop)
SPLIT = 3 * 1000  # characters of a list's text (500 words) split between two looks
SLICE_MS = 12  # main-thread time between two looks at the page: far from a 50 ms long task
VALID = "nyt"  # every shipped list is within the NYT's valid guesses (the build checks it)


class Stale(Exception):
    """The game changed while it was being counted."""


class EarlyCounts:
    """The shipped lists as texts, and what fits after each prefix of a game, kept while the
    game grows a step at a time."""

    def __init__(self, give_way=None):
        self.give_way = give_way  # awaited between slices (see `dom.give_way`)
        self.lists = {}  # name -> its words, most likely first
        self.fitting = {}  # (list name, steps so far) -> the words that fit
        self.began = ticks_ms()  # when the slice being counted began

    async def take_list(self, name, text):
        """Keep list `name`'s words, split from its `text` (a word a line) a slice at a time:
        the 14,855 valid words split at once were a 200 ms task on a phone."""
        words, start = [], 0
        while start < len(text):
            end = text.find("\n", start + SPLIT)
            end = len(text) if end < 0 else end
            words += text[start:end].split()
            start = end
            await self._in_slices()
        self.lists[name] = words

    async def words_after(self, name, steps, is_current):
        """The words of list `name` that fit after each step: ``[[word, ...] per step]``;
        Stale once `is_current()` says the game has changed."""
        found, words = [], self.lists[name]
        for n in range(len(steps)):
            key = (name, tuple(steps[: n + 1]))
            if key not in self.fitting:
                self.fitting[key] = await self._fitting(steps[n], words, is_current)
            words = self.fitting[key]
            found.append(words)
        return found

    async def _fitting(self, step, words, is_current):
        kept, fit = [], fitter(step)
        for start in range(0, len(words), CHUNK):
            kept += fit(words[start : start + CHUNK])
            await self._in_slices()
            if not is_current():
                raise Stale()
        return kept

    async def _in_slices(self):
        """Give the page back once the slice has taken its time (the clock runs across the
        steps and lists counted: many short countings make one slice, not one long task)."""
        if ticks_diff(ticks_ms(), self.began) >= SLICE_MS:
            await (self.give_way() if self.give_way else asyncio.sleep(0))
            self.began = ticks_ms()

    async def counts(self, request, is_current):
        """What the engine's counts say first, counted here: ``{"gen", "error", "rows",
        "keys", "answers"}`` as the worker's reply has them, the rows up to the first step no valid
        word fits (what is wrong there, the engine says); Stale if the game changed meanwhile."""
        name, steps = request["words"], [(guess, pattern) for guess, pattern in request["steps"]]
        self.began = ticks_ms()
        answers = await self.words_after(name, steps, is_current)
        valid = await self.words_after(VALID, steps, is_current)
        fine = next((n for n, fit in enumerate(valid) if not fit), len(steps))
        label = list_label(name)
        return {
            "gen": request["gen"],
            "error": None,  # what is wrong with a game, the engine says
            "rows": self.rows(steps[:fine], answers, valid, name, label),
            "keys": {} if request["hidden"] else letter_names(steps),
            "answers": self.answers(request, answers[:fine], valid[:fine], label),
            "pending": self.pending(request.get("pending"), answers[:fine], name, label)
            if fine == len(steps)
            else None,
        }

    def pending(self, pending, answers, name, label):
        """The row after the steps, full but partly coloured: what its coloured tiles allow."""
        if not pending:
            return None
        before = answers[-1] if answers else self.lists[name]
        return pending_report(len(answers), before, pending, label)

    def rows(self, steps, answers, valid, name, label):
        """Each step's counts, as the grid's rows show them beside the tiles."""
        counts = [(len(self.lists[name]), len(self.lists[VALID]))]
        counts += [(len(a), len(v)) for a, v in zip(answers, valid)]
        rows = []
        for n, step in enumerate(steps):
            (before, valid_before), (after, fit) = counts[n], counts[n + 1]
            bits = bits_gained(before, after, valid_before, fit)
            off_solved = step[1] == SOLVED and not after and bool(fit)
            html = row_stats(n + 1, before, after, fit, bits, off_solved, label)
            row = {"step": n + 1, "remaining": after, "valid": fit, "html": html}
            rows.append(row | {"broken": False})  # hard mode's rules: the engine's alone
        return rows

    def answers(self, request, answers, valid, label):
        """The card's words after the step shown (the latest unless one was opened); None
        when the words before any guess are asked for."""
        step = request.get("shown_step")
        step = len(answers) if step is None else min(int(step), len(answers))
        if step < 1:
            return None  # before any guess: the whole list, in the engine's order
        after, fit = answers[step - 1], valid[step - 1]
        listed = set(after)
        others = [word for word in fit if word not in listed]
        return answers_view(step, after, others, bool(fit), label, request)
