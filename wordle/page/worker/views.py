"""What the page shows, as text and small HTML fragments: pure functions of engine values.

The worker sends them to the main thread (``page/main``), which puts them into the DOM as
they are; keeping them here, free of the browser, lets them be tested in CPython. Every
word and reason that reaches HTML is escaped, though the engine only ever produces a-z words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import facts_of, guess_skill_words, luck_score_words, skill_words
from ...engine.rules.notation import Step
from ...engine.rules.score import SOLVED, colours, game_solved
from ..counts import escape, tab_stop
from ..protocol import COLOURS

if TYPE_CHECKING:  # the types alone: the worker starts without the search and the review
    from ... import Knowledge, Review, Split, Stats, StepReview, Suggestion, Verdict


def known_facts(k: Knowledge) -> list[str]:
    """What the game has proved, a sentence each: letters, counts, exclusions, reasoning (the
    facts the terminal's summary says: `facts_of`)."""
    said = facts_of(k)
    letters = "".join(letter or "·" for letter in said.letters)
    sentences = [f"Letters: {letters}" + (" (lowercase: by reasoning)" if said.reasoned else "")]
    if said.counts:
        sentences.append("Counts: " + ", ".join(said.counts))
    for position, inside in said.not_here.items():
        sentences.append(f"Not at {position + 1}: {' '.join(inside).upper()}")
    if said.absent:
        sentences.append("Absent: " + " ".join(said.absent).upper())
    for d in said.reasoned:
        sentences.append(f"By reasoning, {d.letter.upper()} at {d.position + 1}: {d.reason}")
    return sentences


def list_items(texts: list[str]) -> str:
    return "".join(f"<li>{escape(text)}</li>" for text in texts)


def suggestion_items(
    ranked: list[Suggestion], left: int = 0, listed: frozenset[str] | None = None
) -> str:
    """The best next guesses, each a button (to explain it) with the guesses it expects to
    finish (when judged), its bits and the answers it leaves on average (a win leaving none),
    whether it could be the answer (on the list, of `listed`, or beyond it), and, for one
    that could take more than the `left` guesses left, that it could."""
    return "".join(
        f'<li><button type="button" data-guess="{escape(s.guess)}" {tab_stop(i)}>'
        f"{escape(s.guess)}</button> {expects(s)}{s.bits:.3f} bits"
        + f" · {s.expected_remaining:.2f} answers left"
        + possible(s, listed)
        + (f' <span class="risk">{s.risk(left)}</span>' if s.could_take else "")
        + "</li>"
        for i, s in enumerate(ranked)
    )


def possible(s: Suggestion, listed: frozenset[str] | None) -> str:
    said = s.possible(listed)
    return f' <span class="possible">{said}</span>' if said else ""


def expects(s: Suggestion) -> str:
    """``3.42 guesses · `` when the suggestion's expected guesses are known."""
    if s.expected_guesses is None:
        return ""
    return f'<span class="expects">{s.expected_guesses:.2f} guesses</span> · '


def mini_tiles(step: Step) -> str:
    """A step as small coloured letter tiles."""
    return "".join(
        f'<span class="mini" data-colour="{COLOURS[c]}">{escape(letter.upper())}</span>'
        for letter, c in zip(step.guess, colours(step.pattern))
    )


def tiles_image(step: Step, letters: bool = True) -> str:
    """A step as one image of small tiles, named for a screen reader by its word (unless
    `letters` is False: a spoiler-free view) and its colours."""
    names = ", ".join(COLOURS[c] for c in colours(step.pattern))
    label = f"{step.guess.upper()}: {names}" if letters else names
    tiles = mini_tiles(step) if letters else colour_tiles(step)
    return f'<span class="minis" role="img" aria-label="{escape(label)}">{tiles}</span>'


def review_cards(result: Review) -> str:
    """The review as a card per guess: its tiles, the answers before → after, skill, luck,
    the guesses it expects against the best, its rank, the sentence, the bot's choice."""
    return "".join(review_card(s) for s in result.steps)


def review_card(s: StepReview) -> str:
    mark = "" if s.place.exact else "~"
    bot = s.bot_guess.upper()
    said = "the same" if s.bot_guess == s.step.guess else bot
    numbers = (
        number("Skill", skill_text(s), "skill")
        + number("Luck", luck_text(s), "luck")
        + number(
            "Guesses expected",
            f'{mark}{s.place.expected:.2f}<span class="vs">{beside_best(s)}</span>',
        )
        + number("Rank", rank_text(s))
    )
    breaks = "".join(
        f'<p class="step-breaks">Hard mode: {escape(broken)}</p>' for broken in s.hard_mode_breaks
    )
    return (
        f'<li class="review-step" data-review-step="{s.number}">'
        + card_head(s, tiles_image(s.step))
        + f'<dl class="step-numbers">{numbers}</dl>'
        + f'<p class="step-reason">{escape(s.reason)}</p>'
        + f'<p class="step-bot">The bot would play {escape(said)}.'
        + (f" {escape(s.bot_why)}" if s.bot_why else "")
        + "</p>"
        + breaks
        + "</li>"
    )


def beside_best(s: StepReview) -> str:
    """Under a guess's expected guesses: the best's, or that it is the best (tied with
    another: a tie is no loss, and never reads as one)."""
    mark, best = ("" if s.place.exact else "~"), escape(s.best.guess.upper())
    if s.rank > 1:
        return f"best {mark}{s.place.best_expected:.2f} ({best})"
    return "the best" if s.best.guess == s.step.guess else f"the best, tied with {best}"


def rank_text(s: StepReview) -> str:
    """Where the guess ranks among the guesses judged; one that broke hard mode is ranked as
    if it were allowed, and the rank says so."""
    rank = f"{s.rank_text} of {s.place.total:,}"
    return f"{rank}, were it allowed" if s.hard_mode_breaks else rank


def card_head(s: StepReview, tiles: str) -> str:
    """A card's first line: the guess's number, its tiles, the answers before → after."""
    return (
        '<div class="step-head"><span class="step-number">'
        f'<span class="visually-hidden">Guess </span>{s.number}</span>{tiles}'
        f'<span class="step-answers">{s.before:,} → <b>{s.after:,}</b> '
        f"{'answer' if s.after == 1 else 'answers'}</span></div>"
    )


def skill_text(s: StepReview) -> str:
    """A guess's skill out of 99, with its word beside, as its luck is given."""
    return (
        f'{s.skill} of 99<span class="visually-hidden">: </span>'
        f'<span class="vs">{guess_skill_words(s.skill)}</span>'
    )


def luck_text(s: StepReview) -> str:
    """Luck as players know it, out of 99, with its word beside (the guesses it gained or
    lost are in the sentence when they lean the other way, and in the terminal's table)."""
    return (
        f'{s.luck_score} of 99<span class="visually-hidden">: </span>'
        f'<span class="vs">{luck_score_words(s.luck_score)}</span>'
    )


def verdict_html(verdict: Verdict | None, answer: str = "") -> str:
    """A finished game's verdict, for right under the grid: the outcome (`answer`, when
    shown, named if it was off the list), the list and mode, then skill and luck on their
    scales with their words, and the bot's count. An answer named is said smaller, so that
    the outcome keeps its one line on a phone."""
    if verdict is None:
        return ""
    numbers = [
        f'<span class="verdict-skill">Skill <b>{verdict.skill}</b> of 99: '
        f"{skill_words(verdict.skill)}</span>",
        f'<span class="verdict-luck">Luck <b>{verdict.luck}</b> of 99: '
        f"{luck_score_words(verdict.luck)}</span>",
    ]
    if verdict.bot is not None:
        guesses = "guess" if verdict.bot == 1 else "guesses"
        numbers.append(f'<span class="verdict-bot">The bot: <b>{verdict.bot}</b> {guesses}</span>')
    named = ' class="off-list"' if verdict.off_list and verdict.solved and answer else ""
    outcome = escape(verdict.outcome_with(answer))
    said = verdict.broken_by
    broken = f'<span class="verdict-broken"> ({escape(said)})</span>' if said else ""
    return (
        f'<p class="verdict-outcome"><strong{named}>{outcome}</strong> '
        f'<span class="verdict-mode">{escape(verdict.list_and_mode)}</span>{broken}</p>'
        f'<p class="verdict-numbers">{"".join(numbers)}</p>'
    )


def number(term: str, value: str, name: str = "") -> str:
    """A term and its value (HTML) in a card's list of numbers."""
    kind = f' class="{name}"' if name else ""
    return f"<div><dt>{term}</dt><dd{kind}>{value}</dd></div>"


def distribution(stats: Stats, latest: int = 0) -> str:
    """The guess distribution as bars; the bar of the game just won (`latest`) marked. Each
    bar's width (a percentage) is in `data-width`: the page sets it, as the page's policy
    refuses style attributes in HTML."""
    bars = []
    for guesses, (count, width) in enumerate(zip(stats.wins, stats.bars()), start=1):
        mark = " latest" if guesses == latest else ""
        bars.append(
            f'<li data-guesses="{guesses}" class="bar{mark}"><span class="label">{guesses}'
            f'</span><span class="fill" data-width="{width}">{count}</span></li>'
        )
    return "".join(bars)


def colour_tiles(step: Step) -> str:
    """A step as small coloured tiles without its letters (a spoiler-free view)."""
    return "".join(
        f'<span class="mini" data-colour="{COLOURS[c]}"></span>' for c in colours(step.pattern)
    )


def hidden_review_cards(result: Review) -> str:
    """The review before a spoiler-free link's reader reveals the game: a card per guess
    with its colours, the answers before → after, skill and luck; no word."""
    return "".join(
        f'<li class="review-step" data-review-step="{s.number}">'
        + card_head(s, tiles_image(s.step, letters=False))
        + '<dl class="step-numbers">'
        + number("Skill", skill_text(s), "skill")
        + number("Luck", luck_text(s), "luck")
        + "</dl></li>"
        for s in result.steps
    )


def bot_game(line: list[Step], left: list[int], how: str = "") -> str:
    """The bot's game for the answer as rows of tiles, each with the list's words it left
    (`left`: one kind of count, which never rises), and `how` it played (the optimal tree
    or its heuristic)."""
    if not line:
        return ""
    rows = "".join(
        f'<li data-bot-step="{n}" data-left="{count}">{tiles_image(step)}'
        f"<span>{bot_count(step, count)}</span></li>"
        for n, (step, count) in enumerate(zip(line, left), start=1)
    )
    answer = escape(line[-1].guess.upper()) if game_solved(line) else "it"
    guesses = "guess" if len(line) == 1 else "guesses"
    return (
        f'<h3 class="bot-title">The bot\'s game: {answer} in {len(line)} {guesses}</h3>'
        f'<ol class="bot-rows">{rows}</ol>'
        + (f'<p class="bot-how">{escape(how)}</p>' if how else "")
    )


def bot_count(step: Step, listed: int) -> str:
    """Beside a row of the bot's game: the list's words it left, as the grid counts."""
    if step.pattern == SOLVED:
        return "solved" if listed else "solved, not on the list"
    return f"{listed:,} left" if listed else "none left on the list"


def split_html(split: Split, groups: int = 6, words: int = 5) -> str:
    """Why a guess is suggested: the sentence, then its largest groups as tiles with their
    counts and a few of their words."""
    lead = f"<p>{escape(split.lead())}</p>"
    if split.total <= 1:
        return lead
    items = "".join(
        f"<li>{tiles_image(Step(split.guess, pattern))}<b>{len(found):,}</b> "
        f'<span class="group-words">{escape(group_words(found, words))}</span></li>'
        for pattern, found in split.groups[:groups]
    )
    more = len(split.groups) - groups
    rest = f'<p class="note">and {more:,} smaller group{"s" * (more > 1)}</p>' if more > 0 else ""
    return f'{lead}<ul class="groups">{items}</ul>{rest}'


def group_words(words: tuple[str, ...], most: int) -> str:
    extra = len(words) - most
    return ", ".join(words[:most]) + (f", +{extra:,} more" if extra > 0 else "")
