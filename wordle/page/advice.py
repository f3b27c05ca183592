"""The page's best next guesses and review: worked out after the counts are shown.

The engine's ranking and review are cooperative generators; here they run in slices of
a few tens of milliseconds between which the browser paints and takes input, with the
time taken shown as progress. A newer game cancels the older work.
"""

import asyncio

from js import window  # type: ignore

from ..engine.bot import Bot
from ..engine.knowledge import Contradiction
from ..engine.notation import Step
from ..engine.review import Review, reviewing
from ..engine.score import SOLVED
from ..engine.suggest import Suggestion, ranking
from ..engine.words import WordList, guesses_for
from .dom import element
from .views import review_rows, suggestion_items

SLICE_MS = 40
SHOWN = 10


async def drive(work, status, label: str):
    """Run cooperative work to its end in slices, showing progress after the first; its result."""
    started = sliced = window.performance.now()
    while True:
        try:
            next(work)
        except StopIteration as done:
            return done.value
        now = window.performance.now()
        if now - sliced > SLICE_MS:
            status.textContent = f"{label}… {(now - started) / 1000:.1f} s"
            await asyncio.sleep(0)
            sliced = window.performance.now()


class Advice:
    """Suggestions for the position reached and the review of the game so far."""

    def __init__(self):
        self.task = None
        self.bots: dict[tuple[str, bool], Bot] = {}
        self.cache: dict[tuple, list[Suggestion]] = {}
        self.hard = False
        self.by = "entropy"

    def cancel(self) -> None:
        """Stop any work under way (its results would no longer be shown)."""
        if self.task is not None and not self.task.done():
            self.task.cancel()

    def refresh(self, steps: list[Step], remaining: list[str], words: WordList, ok: bool) -> None:
        """Start working out the advice for this game (cancelling any older work)."""
        self.cancel()
        self.task = asyncio.ensure_future(self.work(list(steps), tuple(remaining), words, ok))

    async def work(self, steps, remaining, words: WordList, ok: bool) -> None:
        status = element("advice-status")
        if not ok:
            status.textContent = "Mend the game first: its colours contradict each other."
            element("suggestions").innerHTML = ""
            render_review_status("The review waits for a game without contradictions.")
            return
        bot = self.bot(words)
        guesses = bot.allowed_guesses(steps)
        key = (remaining, guesses.name, self.by, tuple(steps) if self.hard else ())
        if steps and steps[-1].pattern == SOLVED:
            status.textContent = f"Solved: {steps[-1].guess.upper()} was the answer."
            element("suggestions").innerHTML = ""
        else:
            if key not in self.cache:
                work = ranking(remaining if steps else words, guesses, SHOWN, self.by)
                ranked = await drive(work, status, "Ranking every guess")
                self.cache = dict([(key, ranked), *list(self.cache.items())[:15]])
            render_suggestions(self.cache[key], len(remaining), guesses)
        if not steps:
            render_review_status("Enter a game to see each guess judged.")
            return
        try:
            result = await drive(reviewing(steps, bot), element("review-status"), "Reviewing")
        except Contradiction:
            return
        render_review(result)

    def bot(self, words: WordList) -> Bot:
        key = (words.name, self.hard)
        if key not in self.bots:
            self.bots[key] = Bot(words, guesses_for(words), hard=self.hard)
        return self.bots[key]


def render_suggestions(ranked: list[Suggestion], possible: int, guesses: WordList) -> None:
    status = element("advice-status")
    if not possible:
        status.textContent = "No answer fits the game, so there is nothing to suggest."
    elif possible == 1:
        status.textContent = "One answer is left: play it."
        ranked = [s for s in ranked if s.is_candidate]
    else:
        status.textContent = (
            f"The best of {len(guesses):,} guesses with {possible:,} possible answers:"
        )
    element("suggestions").innerHTML = suggestion_items(ranked)


def render_review_status(text: str) -> None:
    element("review-status").textContent = text
    element("review").innerHTML = ""
    element("review-summary").textContent = ""
    element("bot-line").textContent = ""


def render_review(result: Review) -> None:
    element("review").innerHTML = review_rows(result)
    element("review-status").textContent = ""
    element("review-summary").textContent = result.summary()
    line = " ".join(s.guess.upper() for s in result.bot_line)
    element("bot-line").textContent = f"The bot's game: {line}" if line else ""
