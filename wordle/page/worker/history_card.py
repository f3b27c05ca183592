"""The page's history of games reviewed (every one): kept, added to, shown.

The main thread hands over the stored text and, after a review, the game's entry; this gives
back what to store and the HTML to show. Nothing here touches the browser. An unreadable
stored text is kept under a backup key (see `storage.kept`) and a new history started.
"""

from datetime import date

from ... import MOST_CHARACTERS, Entry, History, averages_sentence, history_trends, page_link
from ...engine.lists.names import PAGE_LISTS, puzzle_list
from ...engine.rules.notation import NotationError
from ...engine.rules.pasted import parse_pasted, puzzle_day, puzzle_number, split_shares
from ...engine.rules.score import game_over
from ..counts import escape, tab_stop
from .charts import trends_html
from .replies import pairs_of
from .storage import Unreadable, kept, read_json
from .views import colour_tiles

KEY = "history"
LISTED = 30  # games listed to reopen, the newest: the averages count them all
LAST_READ: list = []  # the stored text read last, and its history (`read_stored`)


def history_answer(request: dict, today: str | None = None) -> dict:
    """The history after recording the request's entry (if any), or the games of a file it
    imports (`import`: the file's text): what to store and to show (the games of the list
    and mode it asks `only`, every game when it does not), and, asked to `export`, the
    history as a file (every game). A history written before (duplicates) is stored again
    as read."""
    today = today or date.today().isoformat()
    text = request.get("stored") or ""
    store, notice = {}, ""
    try:
        history = read_stored(text)
    except (Unreadable, ValueError) as error:  # kept, and a new history recorded from now
        store, notice = kept(KEY, text, str(error), {"history-backup": request.get("backup")}, "")
        history, text = History(), ""
    if request.get("entry"):
        history = history.add(Entry.of({"day": today, **request["entry"]}))
    said = {}
    if request.get("import") is not None:
        source = "the share texts" if request.get("from") == "shares" else "the file"
        history, said["imported"] = imported(history, str(request["import"]), source)
    if request.get("export"):  # as JSON to keep and add back, or as CSV for spreadsheets
        csv = request["export"] == "csv"
        said["file"] = history.as_csv() if csv else history.exported(today)
    if request.get("shares") is not None:
        said["shares"], said["refused"] = shares_read(str(request["shares"]), today)
    written = history.to_json()
    if written != (text or History().to_json()):
        store[KEY] = written
    LAST_READ[:] = [written, history]  # what the next request will hand back
    html = history_html(history, today, **only_asked(request.get("only")))
    return {"store": store, "notice": notice, "html": html, **said}


def read_stored(text: str) -> History:
    """The history a stored text holds, read once: a text read last (the same text handed
    over again, or the one just written) gives the history read from it (years of games take
    a tenth of a second to read in CPython, and more in the page)."""
    if LAST_READ and LAST_READ[0] == text:
        return LAST_READ[1]
    history = History.of(read_json(text, MOST_CHARACTERS)) if text else History()
    LAST_READ[:] = [text, history]
    return history


def only_asked(only) -> dict:
    """The list and mode a request asks to see (`History.only`'s words and hard), each
    None for every one; anything else read as every one."""
    only = only if isinstance(only, dict) else {}
    words, hard = only.get("words"), only.get("hard")
    return {
        "words": words if words in PAGE_LISTS else None,
        "hard": hard if isinstance(hard, bool) else None,
    }


MOST_SHARES = 400  # share texts read from one paste: more than a year of them


def shares_read(text: str, today: str) -> tuple[list[dict], list[str]]:
    """The finished games of the share texts pasted in `text` (each with its guess words),
    to be judged and kept: each game's steps, mode, list and day (its puzzle number's, else
    `today`; the NYT's answers from `NYT_FROM` on), and its link; and what was refused, and
    why."""
    games, refused = [], []
    shares = split_shares(text)
    for share in shares[:MOST_SHARES]:
        name = share.splitlines()[0].strip()[:24]
        try:
            games.append({"day": today, **share_game(share)})
        except (NotationError, ValueError) as error:
            refused.append(f"{name}: {error}")
    if len(shares) > MOST_SHARES:
        refused.append(f"{len(shares) - MOST_SHARES:,} more, past the {MOST_SHARES} read at once")
    if not shares:
        refused.append("no share text (Wordle 1,234 3/6 and its rows) was found")
    return games, refused


def share_game(share: str) -> dict:
    """A finished game from one share text; ValueError saying why not."""
    pasted = parse_pasted(share)
    if pasted.waiting or not pasted.steps:
        raise ValueError("its guess words are not given beside its rows")
    steps = pasted.steps
    if not game_over(steps):
        raise ValueError("it is not finished")
    number = puzzle_number(share) or 0
    words = puzzle_list(number)
    return {
        "steps": pairs_of(steps),
        "hard": pasted.hard,
        "words": words,
        **({"day": puzzle_day(number)} if number else {}),
        "link": page_link(steps, words, pasted.hard).partition("#")[2],
    }


def imported(history: History, text: str, source: str = "the file") -> tuple[History, str]:
    """`history` with the games of a file's `text` (`History.of_file`; the games judged from
    share texts come so too, `source` naming them), and what to say: how many were new; or
    `history` as it was, and why the file was refused."""
    try:
        games = History.of_file(read_json(text, MOST_CHARACTERS))
    except (Unreadable, ValueError) as error:
        return (
            history,
            f"That file was not imported ({error}); your games are as they were.",
        )
    merged, new = history.merged(games)
    kept = len(games.entries) - new
    said = f"Imported {new:,} {'game' if new == 1 else 'games'} from {source}"
    return merged, said + (f" ({kept:,} already kept)." if kept else ".")


def history_html(history: History, today: str, words=None, hard=None) -> str:
    """Your averages over every game kept (of the list `words` and the mode `hard` when
    given), then the newest `LISTED` as links to reopen them: each one's day, its colours,
    how it went, and its answer only if the game is yours."""
    if not history.entries:
        return "<p>No game reviewed yet: the games you review appear here, every one kept.</p>"
    entries = history.only(words, hard).entries
    if not entries:
        kept = len(history.entries)
        games = f"{kept:,} {'game' if kept == 1 else 'games'}"
        return f"<p>None of your {games} kept is of this list and mode.</p>"
    trends = history_trends(History(entries))
    said = averages_sentence(trends)
    lines = [f'<p class="averages">{said}</p>', trends_html(trends)]
    lines.append('<h3 class="chart-title">Your games, the newest first</h3><ul class="history">')
    for i, e in enumerate(entries[:LISTED]):
        link = escape(e.link, quote=True)
        lines.append(f'<li><a href="#{link}" {tab_stop(i)}>{entry_html(e, today)}</a></li>')
    lines.append("</ul>")
    if len(entries) > LISTED:
        older = len(entries) - LISTED
        lines.append(
            f'<p class="older">{older:,} older {"game" if older == 1 else "games"} kept'
            " and counted above; the newest are listed.</p>"
        )
    return "".join(lines)


def entry_html(entry: Entry, today: str) -> str:
    """A game kept: its day (its year too when not this year's) and colours, its outcome,
    skill and luck, and its answer when the game is yours (another's game, or one kept
    before owners were, shows no word)."""
    day = date.fromisoformat(entry.day)
    year = "" if entry.day[:4] == today[:4] else f" {day.year}"
    outcome = f"{entry.guesses}/6" if entry.solved else "X/6"
    word = entry.known_answer if entry.mine else ""
    colours = "".join(
        f'<span class="colours-row">{colour_tiles(step)}</span>' for step in entry.steps
    )
    return (
        f'<span class="game-colours" aria-hidden="true">{colours}</span>'
        f'<span><span class="day">{day:%a} {day.day} {day:%b}{year}</span>: '
        f"{outcome}, skill {entry.skill:.0f} of 99, {luck_of(entry)}"
        + (f' <span class="answer">{escape(word.upper())}</span>' if word else "")
        + "</span>"
    )


def luck_of(entry: Entry) -> str:
    """A game's luck out of 99, or, kept before it was scored so, said to be an older review."""
    if entry.luck_score is None:
        return "luck not scored (an older review)"
    return f"luck {entry.luck_score} of 99"
