"""The engine asked about the game shown, and its answers drawn as they come: the analysis,
then suggestions, then the review (each only if the game is still the one shown); another
step's words; and the engine attached once its worker has started, to answer what was typed or
linked meanwhile."""

import asyncio
import json

from dom import (
    flag,
    mark_ready,
    run,
    say_line,
    say_loading,
)
from draw import (
    draw_answers,
    draw_review,
    draw_suggestions,
    say_review_stage,
    show_words,
    told_here,
)
from worker_calls import WAITING, asked, engine_started, load_data, say_on_cards, show_history

STAGE_AFTER = 1.0  # seconds of a review before it says which guess it is judging
STAGE_EVERY = 0.4  # seconds between two looks at how far it has come


class Asking:
    """What the `Page` asks the engine, and what it does with the answers."""

    def __init__(self, page):
        self.page = page
        self.reviewing = None  # the gen of the review on its way, while it is

    def ask(self):
        page = self.page
        flag("data-pending", True)
        flag("data-working", True)
        if page.engine is not None:
            say_on_cards("Working it out…")  # at once: never "once the engine has started"
            run(self.work(page.state.gen))
            return
        say_on_cards(WAITING)
        page.counting.start()

    async def work(self, gen):
        """The analysis, then suggestions, then the review: each shown if still current."""
        page = self.page
        analysed = json.loads(await page.engine.counts(page.request()))
        if gen != page.state.gen or not page.state.took_counts(analysed):
            return
        page.render_analysis()
        if page.state.options.spoiler_free:
            page.save()  # the address now spells the game as its code
        flag("data-pending", False)
        mark_ready()
        table = run(load_data(page.engine, analysed["table"]))  # what the engine lacks yet
        tree = run(load_data(page.engine, analysed["tree"]))
        for name, render in (("suggest", draw_suggestions), ("review", self.render_review)):
            waits = (table, tree) if name == "review" else (table,)  # the bot's game: the tree
            if name == "review":
                self.reviewing = gen
                run(self.follow_review(gen))
            answer = await asked(page.engine, name, page.request(), waits)
            self.reviewing = None
            if answer.get("stale") or gen != page.state.gen:
                return
            render(answer)
        flag("data-working", False)

    async def follow_review(self, gen):
        """Past a second, which guess the review is judging, said until it comes (the worker
        answers between the review's slices)."""
        await asyncio.sleep(STAGE_AFTER)
        while self.reviewing == gen:
            answer = json.loads(await self.page.engine.progress())
            if self.reviewing == gen and answer["gen"] == gen and answer["doing"]:
                say_review_stage(answer["doing"])
            await asyncio.sleep(STAGE_EVERY)

    def show_answers(self, step=None, show_all=None, others=False, into_view=False):
        """Show another step's list, all of a long list, or the hidden words revealed (and
        `into_view`: brought into view, as a count tapped asks)."""
        page = self.page
        page.state.open_answers(step, show_all, others)
        if page.engine is not None:
            run(self.refresh_answers(into_view))

    async def refresh_answers(self, into_view=False):
        page = self.page
        if page.state.took_counts(json.loads(await page.engine.counts(page.request()))):
            draw_answers(page.state.analysed["answers"], page.grid)
            if into_view:
                show_words()

    def render_review(self, answer):
        """The review: its cards, summary and the bot's game, and the answer's form; a
        finished game goes into the history."""
        page = self.page
        draw_review(answer, page.state)
        if told_here(answer) and not answer["answer_error"]:
            said = "The review judges each guess against " + answer["answer"].upper() + "."
            page.state.notice = said  # said where the answer was told: under the grid
            say_line(said)
        record = page.state.took_review(answer)
        if answer.get("answer_error"):
            page.save()  # the link drops the answer refused
        if record:
            run(show_history(page.engine, record))

    async def attach(self):
        """Start the worker once what the counts here need has come (it comes first; the
        engine's 5 MB then download while the game is counted), wait for it, then analyse what
        was typed or linked meanwhile."""
        page = self.page
        await page.counting.fetched()
        page.engine = await engine_started(page)
        if page.engine is None:
            return
        say_loading("Ready.", done=True, fade=True)
        if page.state.mode == "play":
            page.play.open(page.play.code, page.play.rival)
        elif page.waiting_text:
            await page.read_text(*page.waiting_text)  # it asks for the analysis
        else:
            self.ask()
        page.pictures.engine_started()
        run(show_history(page.engine))  # after the game's own requests: taken first
