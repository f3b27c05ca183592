"""The worker's answers about a game, as plain data for the main thread: a step's row, a game's
problem, the review shown or hidden, the suggestions, the entry the history records. `analysis`
works them out; these say them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import (
    Analysis,
    Contradiction,
    Counts,
    StepReport,
    hard_mode_breaks,
    hard_mode_rules,
)
from ...engine.lists.names import list_label
from ...engine.rules.notation import Step
from ...engine.rules.pasted import is_share, puzzle_number
from ...engine.rules.score import MAX_GUESSES, SOLVED
from ..counts import escape, hidden, pending_report, row_stats
from .views import (
    hidden_review_cards,
    suggestion_items,
)

if TYPE_CHECKING:  # the types alone: the worker counts before it imports the search
    from ... import Review, Suggestion


def row_html(report: StepReport, label: str, broken: list[str] = ()) -> str:
    """A step's counts beside its row (see `counts.row_stats`), and, in hard mode, that its
    guess broke the rules (`broken`: how; said in full to a screen reader and on hover)."""
    off_solved = report.step.pattern == SOLVED and report.off_list
    after, valid = report.after, len(report.valid)
    html = row_stats(report.number, report.before, after, valid, report.bits, off_solved, label)
    if not broken:
        return html
    how = escape("; ".join(broken))
    return html + f'<span class="breaks" title="{how}">breaks hard mode{hidden(": " + how)}</span>'


def hard_breaks(steps: list[Step], hard: bool) -> list[list[str]]:
    """For each step, how its guess broke hard mode's rules (all empty when not in it)."""
    if not hard:
        return [[] for _ in steps]
    return [hard_mode_breaks(s.guess, hard_mode_rules(steps[:i])) for i, s in enumerate(steps)]


def pending_row(result: Analysis, pending: list | None, label: str) -> dict | None:
    """The row after the steps, full but partly coloured: what its coloured tiles allow (see
    `counts.pending_report`); None without one."""
    if not pending:
        return None
    reports = result.reports
    before = reports[-1].answers_after if reports else list(result.words)
    return pending_report(len(reports), before, pending, label)


def game_problem(counts: Counts) -> dict | None:
    """What is wrong with the game, if anything: the step (and tile) and why (the engine's
    one decision, said as the terminal says it)."""
    problem = counts.problem
    if problem is None:
        return None
    if isinstance(problem, Contradiction):
        step, tile, reason = problem.step, problem.tile, problem.reason
        return {"step": step, "tile": tile, "reason": reason, "message": str(problem)}
    text = str(problem)
    reason = "no valid word fits after this step"
    return {
        "step": problem.step.number,
        "tile": 0,
        "reason": reason,
        "message": text[0].upper() + text[1:] + ".",
    }


def pairs_of(steps: list[Step]) -> list:
    """Steps as the main thread's requests and replies carry them: ``[guess, pattern]``."""
    return [[s.guess, s.pattern] for s in steps]


def reading(text: str, steps, hard: bool, waiting) -> dict:
    """A text read as a game: its steps, a share text's patterns waiting for their words, its
    hard-mode mark, whether it says the mode, and its puzzle's number (0: none)."""
    return {
        "steps": pairs_of(steps),
        "waiting": list(waiting),
        "hard": hard,
        "says_mode": is_share(text),  # 3/6* is hard mode, 3/6 is not; other texts say nothing
        "puzzle": puzzle_number(text) or 0,  # its number says the NYT's list (`NYT_FROM`)
    }


def history_record(steps: list, result: Review) -> dict | None:
    """What the history keeps of a finished game (solved, told its answer, or out of
    tries); None for a game still being played. The page adds its link and whose it is."""
    if not (result.solved or result.answer or len(steps) >= MAX_GUESSES) or not result.steps:
        return None
    return {
        "guesses": len(steps),
        "solved": result.solved,
        "skill": round(result.skill, 1),
        "luck": round(result.luck, 2),
        "answer": "" if result.solved else result.answer or "",
        "luck_score": result.luck_score,
    }


def hidden_problem(problem: dict) -> dict:
    """What is wrong with a game, said without its letters (a reason names them)."""
    step = problem["step"]
    reason = "no word fits these colours"
    message = f"No word fits the colours of step {step}: reveal the game to see why."
    return {"step": step, "tile": problem["tile"], "reason": reason, "message": message}


def said(text: str) -> dict:
    """An explanation in a sentence, as text and as HTML."""
    return {"text": text, "html": f"<p>{escape(text)}</p>"}


def hidden_review(gen: int, result: Review) -> dict:
    """The review as a spoiler-free link shows it before the reveal: colours, counts, skill
    and luck, and no word (not the best guess, not the bot's)."""
    played = len(result.steps)
    outcome = f"solved in {played}" if result.solved else f"{played} guesses, not solved"
    summary = f"{outcome}; {result.scales()}; {result.luck_in_guesses()}"
    return {"gen": gen, "status": "", "html": hidden_review_cards(result), "summary": summary}


def only_answer(result: Analysis) -> str:
    """The answer, when one word alone is possible: a row typed as it is shown green."""
    return result.answers[0] if len(result.answers) == 1 else ""


def status_reply(gen: int, status: str, html: str) -> dict:
    """A reply of a status line and its HTML (the suggestions, or none)."""
    return {"gen": gen, "status": status, "html": html}


def suggestions_answer(
    gen: int, ranked: list[Suggestion], result: Analysis, best_of: int, by: str
) -> dict:
    """The suggestions, and what they are the best of (`best_of` guesses: `jobs.Advice`)."""
    from ... import MEASURES, evaluate

    possible, left = len(result.answers), MAX_GUESSES - len(result.reports)
    if not possible:
        return status_reply(gen, "No answer fits the game, so there is nothing to suggest.", "")
    if possible == 1:  # the list's last word (or the last valid word): nothing beats it
        only = evaluate(result.answers[0], result.pool)
        return status_reply(gen, "One answer is left: play it.", suggestion_items([only]))
    if result.off_list:
        status = (
            f"No word of the {list_label(result.words.name)} list fits: "
            f"the best of {best_of:,} "
            f"guesses over the {possible:,} valid words that do, each weighed by how likely it "
            f"is, {MEASURES[by][1]}:"
        )
        return status_reply(gen, status, suggestion_items(ranked, left, result.pool.on_list))
    order = MEASURES[by][1]
    status = f"The best of {best_of:,} guesses with {possible:,} possible answers, {order}:"
    return status_reply(gen, status, suggestion_items(ranked, left, result.pool.on_list))
