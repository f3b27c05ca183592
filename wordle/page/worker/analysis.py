"""The analysis the page's worker gives the main thread: a game in, plain data out (counts, what
is known, the words, suggestions and the review as HTML fragments).

Pure Python, run in the page's Pyodide worker and tested in CPython. A request names the game
as its steps (``[guess, pattern]`` pairs) and the list by name; each answer carries the
request's generation, so the main thread shows only the answer to the game it shows now.
Suggestions and the review are worked out in slices (`asyncio.sleep(0)` between them, so a
newer request is taken in) and given up as soon as a newer game arrives.
"""

import asyncio

from ...engine.answers.candidates import candidates
from ...engine.answers.explain import explanation, explanation_after, split_of, why_suggested
from ...engine.links.reading import read_link_game
from ...engine.lists.names import ANSWERS, LIST_LABELS, NYT, NYT_ANSWERS, list_label, page_list
from ...engine.lists.words import ListError, WordList, guesses_for, own_list, word_list
from ...engine.review.analysis import Analysis, analyse
from ...engine.review.reviewing import TooMuchWork, answer_problem, reviewing
from ...engine.review.verdict import verdict_of
from ...engine.rules.knowledge import Contradiction
from ...engine.rules.notation import NotationError, Step, format_share, parse_word
from ...engine.rules.pasted import is_share
from ...engine.rules.score import SOLVED, Word
from ...engine.search.advice import advising
from ...engine.search.bot import Bot
from ...engine.search.suggest import Suggestion
from ...engine.search.work import Driven
from ..counts import answers_view, letter_names
from .later import missing_table, missing_tree
from .replies import (
    answer,
    answers_after,
    game_problem,
    hard_breaks,
    hidden_problem,
    hidden_review,
    history_record,
    only_answer,
    pending_row,
    row_html,
    said,
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


def pairs_of(steps: list[Step]) -> list:
    """Steps as the main thread's requests and replies carry them: ``[guess, pattern]``."""
    return [[s.guess, s.pattern] for s in steps]


class AnalysisService:
    """Word lists, bots and suggestions kept between requests; the latest generation seen."""

    def __init__(self):
        self.lists: dict[str, WordList] = {}
        self.bots: dict[tuple[str, bool], Bot] = {}
        self.suggestions: dict[tuple, list[Suggestion]] = {}
        self.latest = 0
        self.last = None  # (steps, list, its analysis): a game is asked about several times

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

    def analysis_of(self, steps: list[Step], words: WordList):
        """`analysis_of` the game, remembered for the next request about the same game (its
        counts, suggestions, review and explanations each ask)."""
        if self.last is None or self.last[:2] != (steps, words):
            self.last = (steps, words, analysis_of(steps, words))
        return self.last[2]

    def read_game(self, text: str) -> dict:
        """A game written in any notation or as a link's code, as steps (and a share text's
        patterns waiting for their words, its hard-mode mark, the game's code); or
        the error that names what was wrong."""
        try:
            steps, hard, waiting = read_link_game(text)
        except (NotationError, ValueError) as error:
            return {"error": str(error)}
        if len(steps) + len(waiting) > 6:
            return {"error": f"a game has at most 6 guesses; this has {len(steps) + len(waiting)}"}
        return {
            "steps": pairs_of(steps),
            "waiting": list(waiting),
            "hard": hard,
            "says_mode": is_share(text),  # 3/6* is hard mode, 3/6 is not; other texts say nothing
        }

    def came_in(self, gen: int) -> None:
        """A request of generation `gen` came in: work for an older one is given up."""
        self.latest = max(self.latest, int(gen))

    def analysis(self, request: dict) -> dict:
        """Counts, what is known and the words for the game in `request`."""
        self.came_in(request["gen"])
        steps, words = steps_of(request["steps"]), self.word_list(request["words"])
        result, error = self.analysis_of(steps, words)
        label = list_label(words.name)
        problem = game_problem(result, error)
        hidden = bool(request.get("hidden"))
        if hidden and problem:
            problem = hidden_problem(problem)
        breaks = hard_breaks(steps, bool(request.get("hard")) and not hidden)  # spells letters
        return {
            "gen": request["gen"],
            "rows": [
                {
                    "step": r.number,
                    "remaining": r.after,
                    "valid": len(r.valid),
                    "html": row_html(r, label, broken),
                }
                for r, broken in zip(result.reports, breaks)
            ],
            "error": problem,
            "message": problem["message"] if problem else self.unknown_guesses(steps, hidden),
            "keys": {} if hidden else letter_names(steps),
            "answers": self.answers(result, request),
            "known": list_items([HIDDEN] if hidden else known_facts(result.knowledge)),
            "only": only_answer(result) if not (hidden or problem) else "",
            "share": {t: format_share(steps, bool(request.get("hard")), t) for t in TILES},
            "tree": missing_tree(words.name, bool(request.get("hard"))) if steps else "",
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
        while larger and larger != name:
            count = len(candidates(result.knowledge, self.word_list(larger)))
            if count:
                return (
                    f"Not on the {list_label(result.words.name)} list: the NYT picks some answers "
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
        steps, words = steps_of(request["steps"]), self.word_list(request["words"])
        result, _ = self.analysis_of(steps, words)
        if request.get("why") == "guess" and result.answers:
            text = why_suggested(word, result.answers)
            return {"text": text, "html": split_html(split_of(word, result.answers))}
        steps = steps[: len(result.reports)]  # up to a contradiction, if any
        step = request.get("shown_step")
        if step is not None and step < len(steps):  # a word of an earlier step's list
            return said(explanation_after(word, steps, step, words))
        return said(explanation(word, steps, result.knowledge, words))

    def answer_of(
        self, text: str | None, steps: list[Step], words: WordList
    ) -> tuple[Word | None, str | None]:
        """The answer a game not solved is reviewed against, and why `text` cannot be it
        (one of the two is None): a valid word that gives every guess its colours."""
        if not text:
            return None, None
        try:
            word = parse_word(text)
        except NotationError as error:
            return None, str(error)
        if word not in self.word_list("nyt") and word not in words:
            return None, f"{word.upper()} is not a valid word: not one of the NYT's 14,855"
        problem = answer_problem(steps, word)
        return (None, problem) if problem else (word, None)

    # --- advice: worked out in slices ------------------------------------------------

    async def suggest(self, request: dict) -> dict:
        """The best next guesses for the game, or why there are none."""
        gen, steps = int(request["gen"]), steps_of(request["steps"])
        words, hard, by = self.word_list(request["words"]), bool(request["hard"]), request["by"]
        result, error = self.analysis_of(steps, words)
        if request.get("hidden"):
            return answer(gen, HIDDEN, "")
        if game_problem(result, error):
            return answer(gen, "Mend the game first: no valid word fits its colours.", "")
        if steps and steps[-1].pattern == SOLVED:
            return answer(gen, f"Solved: {steps[-1].guess.upper()} was the answer.", "")
        guesses = self.bot(words, hard).allowed_guesses(steps)
        if len(result.answers) <= 1:  # nothing to rank: the answer left (or none) is the advice
            return suggestions_answer(gen, [], result, guesses, by)
        pool = result.pool
        key = (pool.words, guesses.name, by, tuple(steps) if hard else ())
        if key not in self.suggestions:
            work = advising(self.bot(words, hard), steps, pool, SHOWN, by)
            ranked = await self.drive(work, gen)
            self.suggestions = dict([(key, ranked), *list(self.suggestions.items())[:15]])
        return suggestions_answer(gen, self.suggestions[key], result, guesses, by)

    async def review(self, request: dict) -> dict:
        """Each guess judged, the summary, and the bot's own game; a game not solved is
        reviewed against the answer the request names, if it fits (else it says why)."""
        gen, steps = int(request["gen"]), steps_of(request["steps"])
        words, hard = self.word_list(request["words"]), bool(request["hard"])
        if not steps:
            return {"gen": gen, "status": "Enter a game to see each guess judged."}
        if game_problem(*self.analysis_of(steps, words)):
            return {"gen": gen, "status": "The review waits for a game that some word fits."}
        if missing_table(words.name):  # its fetch failed: every opener would be judged
            return {"gen": gen, "status": NO_TABLE}
        hidden, solved = bool(request.get("hidden")), steps[-1].pattern == SOLVED
        told = None if hidden or solved else request.get("answer")
        answer, problem = self.answer_of(told, steps, words)
        bot = self.bot(words, hard)
        try:
            result = await self.drive(reviewing(steps, bot, answer), gen)
        except TooMuchWork as error:  # a long list of one's own: said, never a review hung
            return {"gen": gen, "status": f"No review: {error}."}
        record = history_record(steps, result)
        verdict = verdict_html(verdict_of(result, words.name, hard))
        if hidden:
            return {**hidden_review(gen, result), "record": record, "verdict": verdict}
        return {
            "gen": gen,
            "status": "",
            "verdict": verdict,
            "html": review_cards(result),
            "summary": result.summary(),
            "bot": bot_game(
                result.bot_line, answers_after(result.bot_line, bot.answers), result.bot_how
            ),
            "solved": result.solved,
            "answer": answer or "",
            "answer_error": problem or "",
            "record": record,
        }

    def bot(self, words: WordList, hard: bool) -> Bot:
        """The bot for the list and mode, kept; while its optimal tree or opening table is
        still to come (see `later`), one that plays its heuristic, not kept."""
        optimal = not missing_tree(words.name, hard)
        if not optimal or missing_table(words.name):
            return Bot(words, guesses_for(words), hard=hard, optimal=optimal)
        key = (words.name, hard)
        if key not in self.bots:
            self.bots[key] = Bot(words, guesses_for(words), hard=hard)
        return self.bots[key]

    async def drive(self, work, gen: int):
        """Run cooperative work to its end, looking at the inbox every slice; its result.
        Stale when a newer request has come in meanwhile."""
        driven = Driven(work, every=SLICE_SECONDS)
        for _ in driven:
            await asyncio.sleep(0)
            if self.latest > gen:
                raise Stale
        return driven.result


TILES = ("normal", "contrast")  # the emoji sets a share text can use
HIDDEN = "Hidden until you reveal the game."  # a spoiler-free link's reader has not, yet


def analysis_of(steps: list[Step], words: WordList) -> tuple[Analysis, Contradiction | None]:
    """The analysis of the game, or of the steps before its first contradiction and that."""
    try:
        return analyse(steps, words), None
    except Contradiction as contradiction:
        return analyse(steps[: contradiction.step - 1], words), contradiction
