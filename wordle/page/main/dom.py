"""What the page's main-thread modules share for talking to the browser: elements, events,
storage that may be disabled, the clipboard, the address, and the page's state flags.

MicroPython runs it (see `app`): PyScript's own modules only.
"""

import asyncio

from counts import escape
from js import document, window
from jsffi import create_proxy
from protocol import KEPT, STORE, write_order

# Seconds to sleep to let the browser paint and take input: MicroPython's asyncio.sleep(0)
# goes on with the next ready task in the same browser task; a sleep of any length is a timer.
GIVE_WAY = 0.001
_proxies = []  # event handlers must outlive the function that attached them
_tasks = []
_writes = [0]  # how many times `store_all` has written: a turn that wrote ends saying so


def optional(target, *names):
    """``target.name1.name2...``, or None where any of them is missing: the one way to read
    what a browser may lack (``scheduler``, ``navigator.share``, ``navigator.storage``...).
    Under MicroPython a bare read of a missing JavaScript property raises (where JavaScript
    gives ``undefined``), and ``name in target`` is a JavaScript error Python cannot catch;
    ``getattr`` with a default is safe in both."""
    for name in names:
        if target is None:
            return None
        target = getattr(target, name, None)
    return target


async def give_way():
    """Let the browser paint and take input before going on: a task of its own comes next
    (``scheduler.yield()``, in Chromium since 129 and Firefox since 142; else a timer, which
    MicroPython's loop may not wait for when the work took longer than the timer)."""
    scheduler = optional(window, "scheduler")
    if optional(scheduler, "yield") is not None:
        await getattr(scheduler, "yield")()
    else:
        await asyncio.sleep(GIVE_WAY)


def run(work):
    """Start a coroutine (a request to the engine and what follows its answer)."""
    task = asyncio.create_task(work)
    _tasks.append(task)  # referenced until a few newer ones have started
    del _tasks[:-16]
    return task


def element(id_):
    return document.getElementById(id_)


def on(target, event, handler):
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    target.addEventListener(event, proxy)


def stored(key):
    """The text stored under `key`, or None (also when storage is disabled)."""
    return window.companionSafe.stored(STORE + key)


def store(key, value):
    """Keep `value` under `key` (see `store_all`)."""
    return store_all({key: value})


def store_all(values):
    """Keep what one action changed (``{key: text}``) in `write_order`, stopping at the first
    write the browser refuses (storage off or full): what comes after it depends on it. Say
    exactly what was and was not kept; whether all was."""
    keys = write_order(list(values))
    _writes[0] += 1 if keys else 0
    for i in range(len(keys)):
        if not window.companionSafe.store(STORE + keys[i], values[keys[i]]):
            note_storage(not_kept_note(keys[:i], keys[i:]))
            return False
    return True


def not_kept_note(kept, lost):
    """What a refused write lost: ``Storage is full or off. Kept: your game in progress. Not
    kept: your statistics.`` (nothing kept: one line however often it happens)."""
    if not kept:
        return (
            "This browser does not let the page keep anything (storage is off or full): your "
            "games, statistics and settings will not be there next time."
        )
    return (
        "Storage is full or off. Kept: your " + said(kept) + ". Not kept: your " + said(lost) + "."
    )


def said(keys):
    """What the keys hold, as a note says it (a backup named with what it backs up)."""
    names = []
    for key in keys:
        backup = key.endswith("-backup")
        name = KEPT.get(key[: -len("-backup")] if backup else key, key)
        name = "earlier " + name + " (backup)" if backup else name
        if name not in names:
            names.append(name)
    return ", ".join(names)


def note_storage(html):
    """A line above the page about what could not be restored or kept (added to, not lost)."""
    note = element("storage-note")
    if html and html not in str(note.innerHTML):
        note.innerHTML = (str(note.innerHTML) + " " + html).strip()
        note.hidden = False


def copy(text, what, note="copied"):
    """Put `text` on the clipboard, saying so in the element `note` (or showing the text)."""

    def done(*_):
        element(note).textContent = what + " copied."

    def failed(*_):
        element(note).textContent = "Could not copy; here it is: " + text

    clipboard = optional(window, "navigator", "clipboard")  # none outside a secure context
    if clipboard is None:
        failed()
        return
    try:
        clipboard.writeText(text).then(create_proxy(done), create_proxy(failed))
    except Exception:
        failed()


def share(url, what, note="copied"):
    """Hand `url` to the device's share sheet, saying so in `note` if it could not."""

    def heard(problem):
        if str(problem):
            element(note).textContent = f"Could not share the {what} ({problem}): copy it instead."

    window.companionSafe.share(url, document.title).then(create_proxy(heard))


def say_line(text, error=False):
    """The line under the grid: `text`, red when it is an `error` (a notice is not)."""
    line = element("message")
    line.textContent = text
    line.classList.toggle("error", error)


def flag(name, on_):
    """Set or clear a state attribute on <html> (``data-pending``, ``data-working``)."""
    if on_:
        document.documentElement.setAttribute(name, "")
    else:
        document.documentElement.removeAttribute(name)


def offer_reload(text):
    """Say above everything that the page must be reloaded (`text`: why), with a button, and
    in the status line."""
    note = element("update-note")
    note.firstChild.textContent = text + " "
    note.hidden = False
    on(element("update-reload"), "click", lambda _event: window.location.reload())
    say_loading("Reload the page to use the latest version.", done=True)


def say_loading(text, done=False, part=None, fade=False):
    """The status line: `text`, and the bar (how much is `part` done; None: not known);
    `fade`: the text goes after a few seconds (it said the page is ready, nothing more)."""
    element("status-text").textContent = text
    element("status").classList.toggle("faded", fade)
    bar = element("progress")
    bar.hidden = done
    if part is None:
        bar.removeAttribute("value")
    else:
        bar.value = part


def fragment_text(url=None):
    """The fragment of `url` (else of the page's address), decoded (left as it is when it is
    not valid percent-encoding)."""
    address = str(window.location.href) if url is None else url
    return str(window.companionSafe.decode(address.partition("#")[2]))


def set_fragment(fragment):
    """Show `fragment` in the address (a blank one clears it) without a new history entry."""
    window.history.replaceState(None, "", page_address() + "#" + fragment if fragment else " ")


def page_address():
    return str(window.location.href).split("#")[0]


def emoji_tiles():
    """The emoji tiles matching the colours on screen: normal, or contrast (🟧 🟦)."""
    return "contrast" if document.documentElement.classList.contains("contrast") else "normal"


def site_url(name):
    """The URL of a file of the site (``assets/words/nyt.txt``), as this page's build names it."""
    return str(window.companionSafe.url(name))


async def one_tab_at_a_time(work):
    """`work()`'s result, awaited while no other tab of the page runs its own, and once what
    the last one wrote has reached this tab (``assets/tabs.js``): what reads storage, asks the
    engine and writes what it answers (else two tabs that read the same statistics would each
    write theirs, and one win would be lost)."""
    end_turn = await window.companionSafe.lock()
    writes = _writes[0]
    try:
        return await work()
    finally:
        end_turn(_writes[0] != writes)  # the next tab waits for what this one wrote


async def fetch_text(name):
    """A file of the site, as text (None if it could not be fetched)."""
    try:
        response = await window.fetch(site_url(name))
        return str(await response.text()) if response.ok else None
    except Exception:
        return None


async def load_engine_data(engine, name):
    """Hand the engine the site's file ``assets/data/<name>``, fetched without passing through
    this thread's Python (``companionSafe.loadData``): its answer (JSON), "{}" if the file did
    not come. The path is named here: written in the page's script, the build would take it
    for a reference to one file (``scripts/stamp.py``)."""
    return str(await window.companionSafe.loadData(engine, name, f"assets/data/{name}"))


async def follow_engine_download(say, again=False):
    """Follow the engine's download (``assets/download.js``, a worker of its own, fetches what
    Pyodide's worker fetches as it starts: the browser sends each file once), calling
    ``say(sent, total)`` (bytes as sent gzipped, about) a few times a second; no byte of it
    passes through this thread. The page's head begins it once the first counts have what
    they need, if that came slowly; `again` begins a new one (a try after a failed one).
    ``"gone"`` if a file was gone from the server (404: a new version of the site replaced
    this page's), ``"failed"`` if one did not come, else ``""``."""

    def follow(resolve, _reject):
        def heard(news):
            if str(news[0]) == "progress":
                say(int(news[1]), int(news[2]))
            else:
                resolve("gone" if news[1] else "failed" if news[2] else "")

        window.companionSafe.download(again).listen(create_proxy(heard))

    return str(await window.Promise.new(create_proxy(follow)))


async def storage_kept(ask=False):
    """Whether the browser keeps the page's storage until the person clears it (True), or may
    clear it by itself (False: Safari after 7 days without a visit, any browser short of
    space). `ask`: ask for it to be kept (``navigator.storage.persist()``; Firefox asks the
    person, the others decide), else only look (``persisted()``)."""
    storage = optional(window, "navigator", "storage")
    name = "persist" if ask else "persisted"
    if optional(storage, name) is None:
        return False
    return bool(await getattr(storage, name)())


def is_offline_ready():
    """Whether the service worker serves this page: its files are here, nothing to wait for."""
    return bool(optional(window, "navigator", "serviceWorker", "controller"))


def start_engine(attempt=1):
    """Start the Pyodide worker (its script waits in a template, so that its 5 MB do not
    compete with what the first counts need): its name, ``engine`` (``engine-2`` and on for
    a try after a failed one)."""
    started = element("engine-start").content.cloneNode(True)
    name = "engine" if attempt == 1 else "engine-" + str(attempt)
    started.querySelector("script").setAttribute("name", name)
    document.body.append(started)
    return name


def mark_ready():
    """The game of the link (or the one stored) is shown with what the engine found."""
    root = document.documentElement
    if not root.classList.contains("ready"):
        root.classList.remove("loading")
        root.classList.add("ready")


UNKEPT = {}  # backups storage refused: written first at the next save (see `keep_unreadable`)


def store_kept(values):
    """`store_all` the `values`, after any backup storage refused before (`UNKEPT`), which
    stays to be tried again until it is written."""
    written = dict(UNKEPT)
    written.update(values)
    if store_all(written):
        UNKEPT.clear()


def keep_unreadable(key, text, reason):
    """Keep a stored text that cannot be read under ``KEY-backup``, and say so with a link;
    if storage refuses it, the text stays where it is until the backup can be written."""
    href = "data:text/plain;charset=utf-8," + str(window.encodeURIComponent(text))
    link = '<a download="wordle-companion-' + key + '.txt" href="' + href + '">download it</a>'
    reason = escape(str(reason))
    said = "Your last game could not be restored (" + reason + "); it is kept under "
    if store(key + "-backup", text):
        note_storage(said + "wordle-companion:" + key + "-backup (" + link + ").")
        return
    UNKEPT[key + "-backup"] = text  # written before anything that would replace it
    note_storage(said + "wordle-companion:" + key + " until storage has room (" + link + ").")
