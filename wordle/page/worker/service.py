"""The game service of the page's worker: a game in, plain data out for the main thread (counts,
what is known, the words, suggestions and the review as HTML fragments).

Pure Python, run in the page's Pyodide worker and tested in CPython. A request names the game
as its steps (``[guess, pattern]`` pairs) and the list by name; each answer carries the
request's generation, so the main thread shows only the answer to the game it shows now.
Suggestions and the review are worked out in slices (`asyncio.sleep(0)` between them, so a
newer request is taken in) and given up as soon as a newer game arrives.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import TYPE_CHECKING

from ... import (
    Analysis,
    Counts,
    Driven,
    ListError,
    Query,
    WordList,
    bot_for,
    count,
    explain,
    explain_guess,
    fits_on,
    new_bot,
    own_list,
    query,
    read_link_game,
    reviewing,
    suggesting,
    told_answer,
    word_list,
)
from ...engine.lists.names import ANSWERS, LIST_LABELS, NYT, NYT_ANSWERS, list_label, page_list
from ...engine.rules.notation import NotationError, Step, format_share, parse_word
from ...engine.rules.score import MAX_GUESSES, Word, game_over
from ..counts import answers_view, letter_names
from .data_files import missing_table, missing_tree
from .replies import (
    game_problem,
    hard_breaks,
    hidden_problem,
    hidden_review,
    history_record,
    only_answer,
    pending_row,
    reading,
    row_html,
    said,
    status_reply,
    suggestions_answer,
)
from .views import (
    bot_game,
    known_facts,
    list_items,
    review_cards,
    split_html,
    verdict_html,
)

if TYPE_CHECKING:  # the types alone: the first counts come before the search is imported
    from ... import Advice, Bot

LARGER = {ANSWERS: NYT_ANSWERS, NYT_ANSWERS: NYT}  # a custom list falls back to nyt
SLICE_SECONDS = 0.03  # work between two looks at the inbox
SHOWN = 10  # suggestions shown
NO_TABLE = (
    "The review needs this list's table of openings, which did not come (offline, or the"
    " connection dropped): reload the page to try again."
)


class Stale(Exception):
    """A newer request arrived: the work under way would no longer be shown."""


def steps_of(pairs: list) -> list[Step]:
    """The steps a request's ``[guess, pattern]`` pairs stand for."""
    return [Step(str(guess), int(pattern)) for guess, pattern in pairs]


class GameService:
    """Word lists, bots and suggestions kept between requests; the latest generation seen."""

    def __init__(self):
        self.lists: dict[str, WordList] = {}
        self.suggestions: dict[tuple, Advice] = {}
        self.latest = 0
        self.last: Counts | None = None  # a game is asked about several times: counted once
        self.last_query: Query | None = None
        self.doing = {"gen": 0, "doing": ""}  # the work under way (`drive`), as `progress` says

    # --- word lists ------------------------------------------------------------------

    def word_list(self, name: str) -> WordList:
        """A shipped list by name, or the custom list loaded last (the classic one if none)."""
        if name not in self.lists:
            self.lists[name] = word_list(page_list(name))
        return self.lists[name]

    def load_list(self, text: str, file_name: str) -> dict:
        """Take a list of the user's own: its five-letter words become the list "custom"."""
        try:
            words = own_list(text, file_name)
        except ListError as error:  # refused as the terminal refuses it
            return {"count": 0, "note": f"{file_name}: {error}"}
        self.lists["custom"] = words
        return {"count": len(words), "note": f"{file_name}: {len(words):,} words"}

    # --- requests ----------------------------------------------------------------------

    def query_of(self, request: dict) -> Query:
        """The game a request asks about: its steps, list and mode."""
        words = self.word_list(request["words"])
        return query(steps_of(request["steps"]), words, hard=bool(request.get("hard")))

    def counted(self, asked: Query) -> Counts:
        """The game's counts (`jobs.count`), remembered for the next request about the same
        game (its counts, suggestions, review and explanations each ask)."""
        key = (asked.steps, asked.words)
        if self.last is None or self.last_query != key:
            self.last, self.last_query = count(asked), key
        return self.last

    def read_game(self, text: str) -> dict:
        """A game written in any notation or as a link's code, as steps (and a share text's
        patterns waiting for their words, its hard-mode mark, the game's code); or
        the error that names what was wrong."""
        try:
            steps, hard, waiting = read_link_game(text)
        except (NotationError, ValueError) as error:
            return {"error": str(error)}
        if len(steps) + len(waiting) > MAX_GUESSES:
            played = len(steps) + len(waiting)
            return {"error": f"a game has at most {MAX_GUESSES} guesses; this has {played}"}
        return reading(text, steps, hard, waiting)

    def came_in(self, gen: int) -> None:
        """A request of generation `gen` came in: work for an older one is given up."""
        self.latest = max(self.latest, int(gen))

    def counts(self, request: dict) -> dict:
        """Counts, what is known and the words for the game in `request`."""
        self.came_in(request["gen"])
        asked = self.query_of(request)
        steps, words, counts = asked.steps, asked.words, self.counted(asked)
        result, label = counts.analysis, list_label(asked.words.name)
        problem = game_problem(counts)
        hidden = bool(request.get("hidden"))
        if hidden and problem:
            problem = hidden_problem(problem)
        breaks = hard_breaks(steps, asked.hard and not hidden)  # spells letters
        return {
            "gen": request["gen"],
            "rows": [
                {
                    "step": r.number,
                    "remaining": r.after,
                    "valid": len(r.valid),
                    "html": row_html(r, label, broken),
                    "broken": bool(broken),
                }
                for r, broken in zip(result.reports, breaks)
            ],
            "error": problem,
            "message": problem["message"] if problem else self.unknown_guesses(steps, hidden),
            "keys": {} if hidden else letter_names(steps),
            "answers": self.answers(result, request),
            "known": list_items([HIDDEN] if hidden else known_facts(result.knowledge)),
            "only": only_answer(result) if not (hidden or problem) else "",
            "share": {t: format_share(steps, asked.hard, t) for t in TILES},
            "tree": missing_tree(words.name, asked.hard) if steps else "",
            "table": missing_table(words.name),
            "pending": None if problem else pending_row(result, request.get("pending"), label),
        }

    def answers(self, result: Analysis, request: dict) -> dict:
        """The words after the step asked for (the latest by default): the list's, or the other
        valid words that fit when asked for them or when the list has none (see
        `counts.answers_view`)."""
        reports, label = result.reports, list_label(result.words.name)
        step = request.get("shown_step")
        step = len(reports) if step is None else min(int(step), len(reports))
        if not step:
            return answers_view(0, list(result.words), [], True, label, request)
        report = reports[step - 1]
        offer = self.larger_list_offer(result) if report.off_list and step == len(reports) else ""
        others, any_valid = report.others, bool(report.valid)
        return answers_view(step, report.answers_after, others, any_valid, label, request, offer)

    def larger_list_offer(self, result: Analysis) -> str:
        """HTML: the answer is beyond the list, and a switch to a larger list that has it."""
        name = result.words.name
        larger = LARGER.get(name, "nyt")
        steps = [r.step for r in result.reports]
        while larger and larger != name:
            if fits_on(steps, self.word_list(larger)):
                return (
                    f"Not on the {list_label(name)} list: the NYT picks some answers "
                    "beyond it. Listed most likely first. "
                    f'<button type="button" data-switch="{larger}">Switch to {LIST_LABELS[larger]}'
                    "</button>"
                )
            larger = LARGER.get(larger)
        return ""

    def unknown_guesses(self, steps: list[Step], hidden: bool = False) -> str:
        valid = self.word_list("nyt")
        unknown = [s.guess.upper() for s in steps if s.guess not in valid]
        if not unknown or hidden:
            return ""
        return f"Not in the NYT word list (used anyway): {', '.join(unknown)}"

    def explain(self, request: dict) -> dict:
        """Why a word is or is not possible after the game's steps; for a suggested guess
        (``"why": "guess"``), what it would leave by colour pattern. As text and as HTML."""
        if request.get("hidden"):
            return said("Reveal the game to see why a word is or is not possible.")
        try:
            word = parse_word(request["word"])
        except NotationError as error:
            return said(str(error))
        asked = self.query_of(request)
        if request.get("why") == "guess" and self.counted(asked).analysis.answers:
            text, split = explain_guess(asked, word)
            return {"text": text, "html": split_html(split)}
        return said(explain(asked, word, request.get("shown_step")))

    def answer_of(self, text: str | None, asked: Query) -> tuple[Word | None, str | None]:
        """The answer a game not solved is reviewed against, and why `text` cannot be it
        (one of the two is None): `jobs.told_answer`."""
        from ... import WrongAnswer  # the review's: imported once a review is asked for

        if not text:
            return None, None
        try:
            return told_answer(asked, text), None
        except (NotationError, WrongAnswer) as error:
            return None, str(error)

    # --- advice: worked out in slices ------------------------------------------------

    async def suggest(self, request: dict) -> dict:
        """The best next guesses for the game, or why there are none."""
        gen, asked, by = int(request["gen"]), self.query_of(request), request["by"]
        counts = self.counted(asked)
        result, steps = counts.analysis, asked.steps
        if request.get("hidden"):
            return status_reply(gen, HIDDEN, "")
        if game_problem(counts):
            return status_reply(gen, "Mend the game first: no valid word fits its colours.", "")
        if asked.solved:
            return status_reply(gen, f"Solved: {steps[-1].guess.upper()} was the answer.", "")
        if game_over(steps):  # six guesses played: a seventh is no Wordle's
            return status_reply(gen, GAME_OVER, "")
        if len(result.answers) <= 1:  # nothing to rank: the answer left (or none) is the advice
            return suggestions_answer(gen, [], result, 0, by)
        bot = self.bot(asked.words, asked.hard)
        guesses = bot.allowed_guesses(steps)
        key = (result.pool.words, guesses.name, by, steps if asked.hard else ())
        if key not in self.suggestions:
            advice = await self.drive(suggesting(asked, SHOWN, by, bot), gen)
            self.suggestions = dict([(key, advice), *list(self.suggestions.items())[:15]])
        advice = self.suggestions[key]
        return suggestions_answer(gen, advice.ranked, result, advice.best_of, by)

    async def review(self, request: dict) -> dict:
        """Each guess judged, the summary, and the bot's own game; a game not solved is
        reviewed against the answer the request names, if it fits (else it says why)."""
        from ... import TooMuchWork  # the review's: imported once a review is asked for

        gen, asked = int(request["gen"]), self.query_of(request)
        if not asked.steps:
            return {"gen": gen, "status": "Enter a game to see each guess judged."}
        counts = self.counted(asked)  # the review's too: the game is counted once
        if game_problem(counts):
            return {"gen": gen, "status": "The review waits for a game that some word fits."}
        if missing_table(asked.words.name):  # its fetch failed: every opener would be judged
            return {"gen": gen, "status": NO_TABLE}
        hidden = bool(request.get("hidden"))
        told = None if hidden or asked.solved else request.get("answer")
        answer, problem = self.answer_of(told, asked)
        bot = self.bot(asked.words, asked.hard)
        try:
            reviewing_it = reviewing(replace(asked, answer=answer), bot, counts)
            reviewed = await self.drive(reviewing_it, gen)
        except TooMuchWork as error:  # a long list of one's own: said, never a review hung
            return {"gen": gen, "status": f"No review: {error}."}
        result = reviewed.review
        record = history_record(asked.steps, result)
        verdict = verdict_html(reviewed.verdict, "" if hidden else result.answer or "")
        if hidden:
            return {**hidden_review(gen, result), "record": record, "verdict": verdict}
        return {
            "gen": gen,
            "status": "",
            "verdict": verdict,
            "html": review_cards(result),
            "summary": result.summary(),
            "bot": bot_game(
                result.bot_line, [r.after for r in reviewed.bot_counts], result.bot_how
            ),
            "solved": result.solved,
            "answer": answer or "",
            "answer_error": problem or "",
            "record": record,
        }

    def bot(self, words: WordList, hard: bool) -> Bot:
        """The bot for the list and mode (`jobs.bot_for`, kept); while its optimal tree or
        opening table is still to come (see `data_files`), one that plays its heuristic, not
        kept (it would keep them missing)."""
        optimal = not missing_tree(words.name, hard)
        if not optimal or missing_table(words.name):
            return new_bot(words, hard, optimal=optimal)
        return bot_for(words, hard)

    async def drive(self, work, gen: int):
        """Run cooperative work to its end, looking at the inbox every slice; its result.
        Stale when a newer request has come in meanwhile. Meanwhile `doing` says the stage
        it last reached."""
        driven = Driven(work, every=SLICE_SECONDS)
        try:
            for _ in driven:
                self.doing = {"gen": gen, "doing": str(driven.stage or "")}
                await asyncio.sleep(0)
                if self.latest > gen:
                    raise Stale
        finally:
            self.doing = {"gen": gen, "doing": ""}
        return driven.result


TILES = ("normal", "contrast")  # the emoji sets a share text can use
HIDDEN = "Hidden until you reveal the game."  # a spoiler-free link's reader has not, yet
GAME_OVER = "Not solved: the six guesses are played, and none is left to suggest."
