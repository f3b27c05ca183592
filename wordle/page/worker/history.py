"""The page's history of games reviewed (the last 90 days): kept, added to, shown.

The main thread hands over the stored text and, after a review, the game's entry; this gives
back what to store and the HTML to show. Nothing here touches the browser. An unreadable
stored text is kept under a backup key (see `storage.kept`) and a new history started.
"""

from datetime import date

from ..counts import escape, tab_stop
from ..history import Averages, Entry, History
from .storage import Unreadable, kept, read_json
from .views import colour_tiles

KEY = "history"


def history_answer(request: dict, today: str | None = None) -> dict:
    """The history after recording the request's entry (if any): what to store and to show.
    A history written before (duplicates, older entries) is stored again as read."""
    today = today or date.today().isoformat()
    text = request.get("stored") or ""
    store, notice = {}, ""
    try:
        history = History.of(read_json(text)) if text else History()
    except (Unreadable, ValueError) as error:  # kept, and a new history recorded from now
        store, notice = kept(KEY, text, str(error), {"history-backup": request.get("backup")}, "")
        history, text = History(), ""
    history = history.kept(today)
    if request.get("entry"):
        history = history.add(Entry.of({"day": today, **request["entry"]}), today)
    written = history.to_json()
    if written != (text or History().to_json()):
        store[KEY] = written
    return {"store": store, "notice": notice, "html": history_html(history)}


def history_html(history: History) -> str:
    """Your averages over the games kept, then each game as a link to reopen it: its day,
    its colours, how it went, and its answer only if the game is yours."""
    if not history.entries:
        return "<p>No game reviewed in the last 90 days yet: the games you review appear here.</p>"
    lines = [
        f'<p class="averages">{averages_sentence(history.averages())}</p>',
        '<ul class="history">',
    ]
    for i, e in enumerate(history.entries):
        lines.append(
            f'<li><a href="#{escape(e.link, quote=True)}" {tab_stop(i)}>{entry_html(e)}</a></li>'
        )
    return "".join(lines) + "</ul>"


def averages_sentence(averages: Averages) -> str:
    """``3 games in 90 days, 2 solved: 3.50 guesses on average (solved games); skill 80 of
    99, luck 55 of 99 a game.``; with none solved, a sentence too; games kept before luck was
    scored out of 99 said, not counted in it."""
    games = f"{averages.games} {'game' if averages.games == 1 else 'games'} in 90 days"
    if averages.guesses is None:
        solved = "none solved"
    else:
        solved = (
            f"{averages.solved} solved: {averages.guesses:.2f} guesses on average (solved games)"
        )
    said = f"skill {averages.skill:.0f} of 99"
    if averages.luck is not None:
        said += f", luck {averages.luck:.0f} of 99"
    older = ""
    if averages.unscored:
        number = "one" if averages.unscored == 1 else f"{averages.unscored}"
        older = f" ({number} reviewed before luck was scored out of 99, not counted in it)"
    return f"{games}, {solved}; {said} a game{older}."


def entry_html(entry: Entry) -> str:
    """A game kept: its day and colours, its outcome, skill and luck, and its answer when
    the game is yours (another's game, or one kept before owners were, shows no word)."""
    day = date.fromisoformat(entry.day)
    outcome = f"{entry.guesses}/6" if entry.solved else "X/6"
    word = entry.known_answer if entry.mine else ""
    colours = "".join(
        f'<span class="colours-row">{colour_tiles(step)}</span>' for step in entry.steps
    )
    return (
        f'<span class="game-colours" aria-hidden="true">{colours}</span>'
        f'<span><span class="day">{day:%a} {day.day} {day:%b}</span>: '
        f"{outcome}, skill {entry.skill:.0f} of 99, {luck_of(entry)}"
        + (f' <span class="answer">{escape(word.upper())}</span>' if word else "")
        + "</span>"
    )


def luck_of(entry: Entry) -> str:
    """A game's luck out of 99, or, kept before it was scored so, said to be an older review."""
    if entry.luck_score is None:
        return "luck not scored (an older review)"
    return f"luck {entry.luck_score} of 99"
