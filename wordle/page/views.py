"""What the page shows, as text and small HTML fragments: pure functions of engine values.

The page's adapters (`page`, `page_advice`, `page_play`) put these into the DOM; keeping
them here, free of the browser, lets them be tested in CPython. Every word and reason
that reaches HTML is escaped, though the engine only ever produces a-z words.
"""

from html import escape

from ..engine.analysis import StepReport
from ..engine.knowledge import Knowledge
from ..engine.notation import Step
from ..engine.review import Review
from ..engine.score import SOLVED, colours
from ..engine.stats import Stats
from ..engine.suggest import Suggestion

COLOUR_NAMES = ("grey", "yellow", "green")  # by tile colour: the CSS data-colour values


def row_stats(number: int, report: StepReport, list_label: str) -> str:
    """Beside a row: answers before → after on the list (a button opening that step's list),
    the other valid words that fit (a button opening them), and the bits gained."""
    bits = f"{report.bits:.2f} bits" if report.bits is not None else "no valid word left"
    others = len(report.valid) - report.after
    html = (
        f'<button type="button" class="count" data-show="{number}" '
        f'aria-label="{report.before:,} possible before, {report.after:,} after on the '
        f'{escape(list_label)} list; show them">{report.before:,} → <b>{report.after:,}</b>'
        "</button>"
    )
    if report.step.pattern == SOLVED and report.off_list:
        html += f'<span class="solved">solved, not on the {escape(list_label)} list</span>'
    elif others:
        what = "valid word" if others == 1 else "valid words"
        html += (
            f'<button type="button" class="count others" data-show="{number}" data-others '
            f'aria-label="{others:,} other {what} also fit; show them">'
            f"+{others:,} {'other' if report.after else 'off the list'}</button>"
        )
    return html + f'<span class="bits">{bits}</span>'


def word_buttons(words: list[str], limit: int | None = None) -> str:
    """A button per word (at most `limit`), then one to show them all if some were left out."""
    shown = words if limit is None else words[:limit]
    items = "".join(
        f'<li><button type="button" data-word="{escape(w)}">{escape(w)}</button></li>'
        for w in shown
    )
    if len(shown) < len(words):
        items += f'<li><button type="button" data-all>Show all {len(words):,}</button></li>'
    return items


def known_facts(k: Knowledge) -> list[str]:
    """What the game has proved, a sentence each: letters, counts, exclusions, reasoning."""
    deduced = {d.position: d.letter for d in k.deductions()}
    letters = "".join((c.upper() if c else deduced.get(p, "·")) for p, c in enumerate(k.fixed))
    facts = [f"Letters: {letters}" + (" (lowercase: by reasoning)" if deduced else "")]
    counts = [k.count_text(c) for c in sorted(k.min_count) if k.min_count[c]]
    if counts:
        facts.append("Counts: " + ", ".join(counts))
    for position, excluded in enumerate(k.excluded):
        inside = sorted(excluded - set(k.absent()))
        if inside and not k.fixed[position]:
            facts.append(f"Not at {position + 1}: {' '.join(inside).upper()}")
    if k.absent():
        facts.append("Absent: " + " ".join(k.absent()).upper())
    for d in k.deductions():
        facts.append(f"By reasoning, {d.letter.upper()} at {d.position + 1}: {d.reason}")
    return facts


def list_items(texts: list[str]) -> str:
    return "".join(f"<li>{escape(text)}</li>" for text in texts)


def suggestion_items(ranked: list[Suggestion], weighed: bool = False) -> str:
    """The best next guesses, each a button (to explain it) with its bits and words left (not
    when the words are weighed: that average would be in weights, not words)."""
    return "".join(
        f'<li><button type="button" data-guess="{escape(s.guess)}">{escape(s.guess)}</button> '
        f"{s.bits:.3f} bits"
        + ("" if weighed else f" · {s.expected_remaining:.2f} left")
        + (' <span class="possible">possible answer</span>' if s.is_candidate else "")
        + "</li>"
        for s in ranked
    )


def mini_tiles(step: Step) -> str:
    """A step as small coloured letter tiles."""
    return "".join(
        f'<span class="mini" data-colour="{COLOUR_NAMES[c]}">{escape(letter.upper())}</span>'
        for letter, c in zip(step.guess, colours(step.pattern))
    )


def review_rows(result: Review) -> str:
    """The review as table rows: a step each, and a row under it for each hard-mode break."""
    rows = [
        "<tr><th>#</th><th>guess</th><th>answers</th><th>guesses (best)</th>"
        "<th>skill</th><th>luck</th><th>bot</th></tr>"
    ]
    for s in result.steps:
        mark = "" if s.place.exact else "~"
        rows.append(
            f'<tr data-review-step="{s.number}"><td>{s.number}</td><td>{mini_tiles(s.step)}</td>'
            f'<td class="num">{s.before:,} → {s.after:,}</td>'
            f"<td>{mark}{s.place.expected:.2f} ({escape(s.best.guess.upper())} "
            f"{s.place.best_expected:.2f})</td>"
            f'<td class="num skill">{s.skill}</td>'
            f'<td class="luck">{s.luck:+.2f} {s.luck_words}</td>'
            f"<td>{escape(s.bot_guess.upper())}</td></tr>"
        )
        for broken in s.hard_mode_breaks:
            rows.append(
                f'<tr class="breaks"><td></td><td colspan="6">hard mode: {escape(broken)}</td></tr>'
            )
    return "".join(rows)


def distribution(stats: Stats, latest: int = 0) -> str:
    """The guess distribution as bars; the bar of the game just won (`latest`) marked."""
    bars = []
    for guesses, (count, width) in enumerate(zip(stats.wins, stats.bars()), start=1):
        mark = " latest" if guesses == latest else ""
        bars.append(
            f'<li data-guesses="{guesses}" class="bar{mark}"><span class="label">{guesses}'
            f'</span><span class="fill" style="width: max({width}%, 1.6em)">{count}</span></li>'
        )
    return "".join(bars)


def colour_tiles(step: Step) -> str:
    """A step as small coloured tiles without its letters (a spoiler-free view)."""
    return "".join(
        f'<span class="mini" data-colour="{COLOUR_NAMES[c]}" aria-label="{COLOUR_NAMES[c]}"></span>'
        for c in colours(step.pattern)
    )


def hidden_review_rows(result: Review) -> str:
    """The review before a spoiler-free link's reader reveals the game: each guess's colours,
    answers before → after, skill and luck; no word."""
    rows = ["<tr><th>#</th><th>colours</th><th>answers</th><th>skill</th><th>luck</th></tr>"]
    for s in result.steps:
        rows.append(
            f'<tr data-review-step="{s.number}"><td>{s.number}</td>'
            f"<td>{colour_tiles(s.step)}</td>"
            f'<td class="num">{s.before:,} → {s.after:,}</td>'
            f'<td class="num skill">{s.skill}</td>'
            f'<td class="luck">{s.luck:+.2f} {s.luck_words}</td></tr>'
        )
    return "".join(rows)
