"""The page's history of games reviewed (the last 90 days): kept, added to, shown.

The main thread hands over the stored text and, after a review, the game's entry; this gives
back what to store and the HTML to show. Nothing here touches the browser. An unreadable
stored text is kept under a backup key (see `worker_storage.kept`), never overwritten.
"""

from datetime import date
from html import escape

from ..engine.history import Entry, History
from .views import tab_stop
from .worker_storage import Unreadable, kept, read_json

KEY = "history"


def history_answer(request: dict, today: str | None = None) -> dict:
    """The history after adding the request's entry (if any): what to store and to show."""
    today = today or date.today().isoformat()
    text = request.get("stored") or ""
    try:
        history = History.of(read_json(text)) if text else History()
    except (Unreadable, ValueError) as error:
        backup, note = kept(KEY, text, str(error), {"history-backup": request.get("backup")})
        return {"store": backup, "notice": note, "html": history_html(History())}
    history = history.kept(today)
    store = {}
    if request.get("entry"):
        history = history.add(Entry.of({"day": today, **request["entry"]}), today)
        store[KEY] = history.to_json()
    return {"store": store, "notice": "", "html": history_html(history)}


def history_html(history: History) -> str:
    """Your averages over the games kept, then each game as a link to reopen it."""
    if not history.entries:
        return "<p>No game reviewed in the last 90 days yet: the games you review appear here.</p>"
    averages = history.averages()
    guesses = f"{averages.guesses:.2f}" if averages.guesses is not None else "none solved"
    lines = [
        f'<p class="averages">{averages.games} {"game" if averages.games == 1 else "games"} '
        f"in 90 days, {averages.solved} solved: {guesses} guesses on average (solved games), "
        f"skill {averages.skill:.0f}, luck {averages.luck:+.2f} guesses a game.</p>",
        '<ul class="history">',
    ]
    for i, e in enumerate(history.entries):
        outcome = f"{e.guesses}/6" if e.solved else "X/6"
        lines.append(
            f'<li><a href="#{escape(e.link, quote=True)}" {tab_stop(i)}>'
            f"{escape(e.day)}: {outcome}, "
            f"skill {e.skill:.0f}, luck {e.luck:+.2f}</a></li>"
        )
    return "".join(lines) + "</ul>"
