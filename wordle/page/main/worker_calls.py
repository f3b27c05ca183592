"""The engine's worker, seen from the main thread: started, checked to come from this page's
build, its download followed and said, a failed start offered again ("Try again"), and asked
(`asked`: a request in, its JSON answer out; the optimal trees and the history, its games
exported to a file and imported from one)."""

import json

from dom import (
    element,
    follow_engine_download,
    is_offline_ready,
    load_engine_data,
    note_storage,
    offer_reload,
    on,
    one_tab_at_a_time,
    run,
    say_loading,
    start_engine,
    storage_kept,
    store_all,
    stored,
)
from js import window
from polyscript import workers
from protocol import BUILD

GAMES_FILE = "wordle-companion-games.json"  # the history exported (docs/history-file.md)

WAITING = "This comes once the engine has started…"  # where suggestions and the review go
NOT_DOWNLOADED = (
    "The engine's files did not all come (offline, or the connection dropped or stalled):"
    " suggestions and the review need it; the counts work without it."
)
ENGINE = {"tries": 0, "failed": False, "bound": False, "gone": False}  # the worker's starts


async def asked(engine, name, request, after=()):
    """The engine's answer to a request, asked once `after` (tasks it needs done) are done."""
    for task in after:
        await task
    return json.loads(await getattr(engine, name)(request))


async def load_data(engine, name):
    """Fetch a file the game's list needs (an optimal tree, an opening table: left out of the
    engine's zip, so the page starts without them) and hand it to the engine; without its
    tree the bot plays its heuristic, without its table the engine judges every opener."""
    if not name:
        return  # nothing missing
    answer = json.loads(await load_engine_data(engine, name))
    if answer.get("error"):
        print("data:", answer["error"])


async def show_history(engine, entry=None, more=None):
    """The games reviewed, every one kept, with `entry` added (kept in the browser; one
    tab at a time, so two games reviewed at once in two tabs are both kept); `more` asks
    more of it (a file's games imported, the games exported). Its answer."""

    async def recorded():
        request = {
            "backup": stored("history-backup"),
            "entry": entry,
            "only": history_only(),  # what is shown: every game is kept and saved
        }
        request.update(more or {})
        kept = stored("history") or ""  # as it is: escaped into JSON, years take seconds here
        answer = json.loads(await engine.history(json.dumps(request), kept))
        store_all(answer["store"])
        return answer

    answer = await one_tab_at_a_time(recorded)
    note_storage(answer["notice"])
    element("history").innerHTML = answer["html"]
    run(say_if_cleared(ask=entry is not None))
    return answer


def history_only():
    """The list and mode the history's controls ask to see (None: every one)."""
    words, mode = element("history-words").value, element("history-mode").value
    return {"words": words or None, "hard": {"hard": True, "normal": False}.get(mode)}


async def export_history(engine, kind="json"):
    """The games kept saved as a file (the browser's download): JSON to add back, or CSV
    (`kind`) for a spreadsheet; or why not."""
    if engine is None:
        return say_file(WAITING)
    request = {"export": kind}
    answer = await show_history(engine, more=request)
    name = GAMES_FILE if kind == "json" else GAMES_FILE.replace(".json", ".csv")
    failed = str(window.companionSafe.save(name, answer["file"]))
    say_file("Could not save the file: " + failed if failed else "Saved as " + name + ".")


async def import_history(engine, picker):
    """The games of the file picked in `picker` (one exported here, on any device) added to
    those kept, or why not: the games kept are never changed by a file refused. The picker
    is emptied once read, so that the same file picked again is read again."""
    files = picker.files
    if not files or not files.length:
        return None
    if engine is None:
        return say_file(WAITING)
    text = str(await files.item(0).text())
    picker.value = ""
    request = {"import": text}
    answer = await show_history(engine, more=request)
    say_file(answer["imported"])


async def add_shares(page, box):
    """The games of the share texts pasted in `box` (their guess words beside their rows),
    each judged as its review judges it, then added to your games on their puzzles' days,
    as a file's are; said as it goes, and what was refused and why."""
    engine, text = page.engine, str(box.value)
    if engine is None:
        return say_file(WAITING)
    request = {"shares": text}
    answer = await show_history(engine, more=request)
    games, refused, records = answer["shares"], answer["refused"], []
    for number, game in enumerate(games, 1):
        say_file(f"Judging game {number} of {len(games)}…")
        record = await judged(engine, page.state, game)
        if record:
            record.update(day=game["day"], link=game["link"])
            records.append(record)
    if records:
        box.value = ""  # taken in: a paste of the same games again adds none
        request = {"import": json.dumps(records), "from": "shares"}
        said = (await show_history(engine, more=request))["imported"]
    else:
        said = "No game was added."
    say_file(said + (" Not read: " + "; ".join(refused) + "." if refused else ""))


async def judged(engine, state, game):
    """The history's record of a finished game (steps, words, hard), yours, judged as its
    review judges it; asked again if the game shown changes meanwhile (the engine then gives
    it up), None if it keeps changing."""
    for _ in range(3):
        request = json.dumps(judging_request(state, game))
        analysed = json.loads(await engine.counts(request))
        waits = [run(load_data(engine, analysed[name])) for name in ("table", "tree")]
        answer = await asked(engine, "review", request, waits)
        if not answer.get("stale"):
            record = answer.get("record")
            if record:
                record["mine"] = True
            return record
    return None


def judging_request(state, game):
    """The request that judges `game` (its steps, words, hard and answer, if told) at the
    generation shown now: a newer one makes it stale."""
    return state.request(
        steps=game["steps"],
        words=game["words"],
        hard=game["hard"],
        answer=game.get("answer", ""),
        hidden=False,
        pending=None,
        shown_step=None,
        shown_others=False,
        show_all=False,
    )


def say_file(text):
    element("history-file-note").textContent = text


async def say_if_cleared(ask):
    """Say under the history when the browser may clear it by itself; once a game has been
    added (`ask`), ask the browser to keep it."""
    element("history-kept").hidden = await storage_kept(ask)


async def engine_started(page):
    """Start the worker and wait for it: once started, if it comes from this page's build;
    else None, having said why (its files did not all come: "Try again" starts a new one, as
    a worker's name that failed stays failed; another build: reload). A worker that fails
    may never say so: the download followed beside it does (`follow_download`)."""
    say_loading("Starting the engine…")
    ENGINE["failed"] = False
    ENGINE["tries"] += 1
    attempt = ENGINE["tries"]
    name = start_engine(attempt)
    run(follow_download(page, attempt))
    try:
        engine = await workers[name]
    except Exception:  # offline, a proxy, a hiccup: the counts here work on
        engine = None
    if attempt != ENGINE["tries"]:
        return None  # given up on for a later try: that one goes on
    if engine is None:
        offer_retry(page)
        return None
    ENGINE["failed"], element("retry").hidden = False, True  # the download said it failed
    if await same_build(engine):
        return engine
    offer_reload("This page and its engine come from two versions of the site.")
    return None


def offer_retry(page):
    """Say that the engine's files did not all come, with a button that tries again (unless
    they are gone for good: a new version replaced them, and the page says to reload)."""
    ENGINE["failed"] = True
    if ENGINE["gone"]:
        return
    say_loading(NOT_DOWNLOADED, done=True)
    say_on_cards("This needs the engine, whose files did not all come: “Try again” at the top.")
    button = element("retry")
    button.hidden = False
    if not ENGINE["bound"]:  # one handler for every try

        def again(_event):
            button.hidden = True
            run(page.asking.attach())

        on(button, "click", again)
        ENGINE["bound"] = True


async def same_build(engine):
    """Whether the worker comes from the build this page does (an older one may lack even the
    function that says so)."""
    try:
        return str(await engine.build()) == BUILD
    except Exception:
        return False


async def follow_download(page, attempt):
    """Say how far the engine's download is, then that it is starting (on a warm visit the
    service worker has it all: nothing to say); nothing once a later try has begun."""
    if is_offline_ready():
        return
    outcome = await follow_engine_download(
        lambda sent, total: say_progress(page, sent, total), again=attempt > 1
    )
    if attempt != ENGINE["tries"]:
        return
    if outcome == "gone":
        ENGINE["gone"] = True  # reloading is the way on, not trying again
        offer_reload("A new version of this page is out, and this one's engine is gone.")
    elif outcome == "failed" and page.engine is None:
        offer_retry(page)  # the engine's worker fetches the same files: it cannot start
    elif page.engine is None and not ENGINE["failed"]:
        say_loading("Starting the engine…")
        say_on_cards(WAITING)


def say_progress(page, sent, total):
    """How far along the engine's download is, where suggestions and the review will be (the
    worker fetches the same files meanwhile: the browser sends each once)."""
    if page.engine is not None:
        return
    text = f"Suggestions and review: {sent / 1e6:.1f} of {total / 1e6:.1f} MB"
    if element("status-text").textContent != text:
        say_loading(text, part=sent / total)
        say_on_cards(text)


def say_on_cards(text):
    """Where suggestions and the review go, until they come."""
    for status in ("advice-status", "review-status"):
        element(status).textContent = text
