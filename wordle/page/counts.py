"""A step's counts beside its row and the words behind a count, as HTML: written alike by the
main thread while it counts the game itself, before the engine has started (``screen/early``),
and by the worker once it has (``worker/service``), so the first counts a partner sees are
the ones that stay.

Like ``protocol``, both threads ship it (the main thread imports it as ``counts``), so it
imports nothing beyond what MicroPython has, the protocol and the engine's ``fitting``.
Every word and label that reaches HTML is escaped.
"""

from wordle.engine.rules.fitting import fitting_partly, letter_colours

try:
    from protocol import COLOURS  # the main thread's name for it
except ImportError:
    from .protocol import COLOURS


def escape(text, quote=True):
    """`text` safe in HTML, as ``html.escape`` makes it (not imported: MicroPython lacks it,
    and in the worker it would bring ``html.entities``, 40 KB more to download)."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return text.replace('"', "&quot;").replace("'", "&#x27;") if quote else text


BITS = "what the guess told: each bit halves the answers possible"  # the bits' title
LIST_LIMIT = 60  # words drawn at once (then "Show all"): about 12 rows on a phone, and cheap
# (400 took a slow phone a fifth of a second per update); the list never scrolls inside


def letter_names(steps):
    """The keyboard: each letter played and its best colour's name."""
    return {letter: COLOURS[c] for letter, c in letter_colours(steps).items()}


def row_stats(number, before, after, valid, bits, off_solved, label):
    """Beside a row: answers before → after on the list (a button opening that step's list),
    then + the other valid words that fit (a button opening them), on one line; below, the
    bits gained (None: no valid word is left), or, when solved by a word off the list
    (`off_solved`), that it was.
    The arrow keys reach the buttons from the row's tiles (one tab stop)."""
    others = valid - after
    html = (
        f'<button type="button" class="count" data-show="{number}" tabindex="-1">'
        + hidden(f"Possible answers before and after it, on the {escape(label)} list: ")
        + f"{before_of(before)}<b>{after:,}</b> left</button>"
    )
    if off_solved:  # its own line, in place of the bits: short enough for a phone
        where = f"not on the {escape(label)} list"
        note = "solved, not on the list" + hidden(f" ({escape(label)})")
        return html + f'<span class="solved" title="solved, {where}">{note}</span>'
    if others:
        what = "valid word" if others == 1 else "valid words"
        fit = f"other {what} also fit" if after else f"{what} off the list fit"
        html += (
            f'<button type="button" class="count others" data-show="{number}" data-others '
            f'tabindex="-1" title="{others:,} {fit}">+{others:,}{hidden(" " + fit)}</button>'
        )
    if bits is None:
        return html + '<span class="bits">no valid word left</span>'
    return html + f'<span class="bits" title="{BITS}">{bits:.2f} bits</span>'


def pending_report(row, before, pending, label):
    """Beside row `row`, still being coloured (`pending`: ``[guess, tiles]``, -1 for a tile
    not coloured yet, so any colour): what its coloured tiles allow of the words `before` it."""
    guess, tiles = str(pending[0]), [None if c < 0 else int(c) for c in pending[1]]
    after = fitting_partly(guess, tiles, before)
    return {"row": row, "html": pending_stats(len(before), len(after), tiles.count(None), label)}


def pending_stats(before, after, unset, label):
    """Beside a row still being coloured: answers before → what its coloured tiles allow (the
    others may be any colour), and how many tiles are left to colour."""
    said = f"Possible answers before it, and by its tiles coloured so far, on the {label} list: "
    tiles = " tile" if unset == 1 else " tiles"
    count = f"{hidden(escape(said))}{before_of(before)}<b>{after:,}</b> left"
    return (
        f'<span class="count pending">{count}</span>'
        f'<span class="bits">{unset}{hidden(tiles)} to colour</span>'
    )


def answers_view(step, answers_after, others, any_valid, label, request, offer=""):
    """The words after `step` (0: before any guess, `answers_after` the whole list), as the
    answers' card shows them: the list's, or the `others` (valid words beyond it that fit) when
    asked for them or when the list has none, with `offer` (HTML: a larger list that has the
    answer) then. `request` says which (``shown_others``), whether all (``show_all``) and
    whether the game is hidden: ``{"title", "summary", "items", "reveal"}``."""
    title = f"After step {step}" if step else "Before any guess"
    shown, summary = answers_after, ""
    off_list = not answers_after and bool(others)
    if step and (request.get("shown_others") or off_list):
        shown = others
        what = "word fits" if len(shown) == 1 else "words fit"
        if answers_after:
            title = f"{title}: {len(shown):,} other valid {what}"
        else:
            title = f"{title}: none on the {label} list; {len(shown):,} valid {what}"
        summary = offer if off_list else ""
    else:
        title = f"{title}: {count_of(len(shown), 'possible answer')}"
        if step and not any_valid:
            summary = "No valid word fits the game."
    hidden = bool(request.get("hidden"))
    if others and answers_after and not hidden:
        summary = others_switch(step, len(answers_after), len(others), request.get("shown_others"))
    limit = None if request.get("show_all") else LIST_LIMIT
    return {
        "title": title,
        "summary": summary,
        "items": "" if hidden else word_buttons(shown, limit),
        "reveal": hidden and bool(shown),
    }


def others_switch(step, after, others, showing_others):
    """HTML: a button between a step's possible answers and the other valid words that fit
    (the grid's rows offer the latter too, but not on a phone: no room)."""
    if showing_others:
        back = count_of(after, "possible answer")
        return f'<button type="button" data-show="{step}">Show the {back}</button>'
    what = "word" if others == 1 else "words"
    return (
        f'<button type="button" data-show="{step}" data-others>'
        f"+{others:,} other valid {what} also fit: show them</button>"
    )


def before_of(count):
    """A count's first half, ``2,315 → ``: a phone shows only the count after (it is the row
    above's), a screen reader says both."""
    return f'<span class="before">{count:,} → </span>'


def hidden(text):
    """Words for a screen reader only (what a count means, which the layout shows)."""
    return f'<span class="visually-hidden">{text}</span>'


def tab_stop(i):
    """A list is one tab stop, at its first item (the arrow keys move within it)."""
    return 'tabindex="0"' if i == 0 else 'tabindex="-1"'


def word_buttons(words, limit=None):
    """A button per word (at most `limit`), then one to show them all if some were left out."""
    shown = words if limit is None else words[:limit]
    items = "".join(
        f'<li><button type="button" data-word="{escape(w)}" {tab_stop(i)}>{escape(w)}</button></li>'
        for i, w in enumerate(shown)
    )
    if len(shown) < len(words):
        items += (
            f'<li><button type="button" data-all {tab_stop(len(shown))}>'
            f"Show all {len(words):,}</button></li>"
        )
    return items


def count_of(count, what):
    """``1 possible answer``, ``1,234 possible answers``."""
    return f"{count:,} {what}{'' if count == 1 else 's'}"
