"""The page's main thread: typing and clicks from the first paint, the grid drawn at once, and
what the engine (a Pyodide worker, see `worker`) answers shown when it answers.

It runs in MicroPython, which starts in a fraction of a second, so it imports only the board,
its sibling main-thread modules and PyScript, and formats nothing the worker can format. What
the page shows and asks for is decided by one `State` (``state``, tested in CPython); `Page`
hands it every event and answer and draws what it says (``draw``); nothing is read back from
the DOM but the user's input. Every request to the engine carries a generation: an answer for
a game that has since changed is never shown. While the latest request is unanswered
``<html>`` has ``data-pending`` (counts) or ``data-working`` (suggestions, review);
``html.ready`` marks the first analysis shown.
"""

import asyncio
import json

from board import steps_from_link
from dom import (
    copy,
    element,
    emoji_tiles,
    fetch_text,
    flag,
    follow_engine_download,
    fragment_text,
    give_way,
    is_offline_ready,
    mark_ready,
    note_storage,
    offer_reload,
    on,
    page_address,
    run,
    say_line,
    say_loading,
    set_fragment,
    share,
    start_engine,
    store,
    store_all,
    stored,
)
from draw import (
    draw_analysis,
    draw_answers,
    draw_board,
    draw_early,
    draw_mode,
    draw_review,
    draw_suggestions,
    open_beside,
    show_grid,
    show_options,
)
from early import VALID, EarlyCounts, Stale
from focus import bind_lists, keep_stop
from fragments import bounded, read_fragment
from games import OWN, SHARED
from grid import Grid
from pictures import Pictures, bind_pictures
from play import Play
from protocol import BUILD, LISTS, STORE
from pyscript import document, window, workers
from pyscript.ffi import create_proxy
from state import BACK, State

UNKEPT = {}  # backups storage refused: written first at the next save (see `keep_unreadable`)
WAITING = "This comes once the engine has started…"  # where suggestions and the review go
NOT_DOWNLOADED = (
    "The engine's files did not all come (offline, or the connection dropped): suggestions and"
    " the review need it; the counts work without it."
)
ENGINE = {"tries": 0, "failed": False, "bound": False, "gone": False}  # the worker's starts
FIELDS = "input, textarea, select, [contenteditable]"  # where pasted text is the field's own

# --- the page ------------------------------------------------------------------------


class Page:
    """The analysis view in the browser: events handed to the `State`, what it says drawn,
    the engine asked and its answers handed back."""

    def __init__(self):
        self.engine = None  # the worker's functions, once it has started
        self.counting = Counting(self)  # counts made here until then
        self.state = State(stored("words"), stored_steps(OWN), stored_steps(SHARED))
        self.waiting_text = None  # a game to read when the engine has started: (text, source)
        self.pictures = Pictures(self)  # screenshots, read by the engine
        self.explanations = Explanations(self)
        self.grid = Grid()
        self.play = Play(self)

    # --- input ---------------------------------------------------------------------

    def open_fragment(self):
        """Open what the URL fragment holds, if anything: a challenge or a game to analyse."""
        text = fragment_text()
        if not text:
            return False
        game, flags = read_fragment(text)
        if game.startswith("play="):
            self.set_mode("play", code=game[5:], rival=flags.get("beat", ""))
            return True
        self.state.open_link(flags, cut=bounded(text)[1])
        show_options(self.state)
        self.load_text(game, source="link")
        self.set_mode("analyse", keep=False)  # the mode you chose last stays yours
        return True

    def open_own(self):
        """Your game as stored, with its options; whether it is shown at once (else once the
        engine has read it)."""
        game, flags = read_fragment(stored(OWN) or "")
        self.state.open_own(flags, stored("words"))
        show_options(self.state)
        return self.load_text(game, source="storage")

    def back_to_own(self, notice=""):
        """Leave the link's game for yours (the link's, if revealed, stays stored)."""
        shown = self.open_own()
        self.state.notice = notice
        if shown:
            self.set_mode("analyse")

    def clear(self):
        """Clear: on a link's game, back to yours (nothing lost); else an empty game."""
        element("game-text").value = ""
        if self.state.clear():
            element("entry-error").textContent = ""
            self.update()
        else:
            self.back_to_own(BACK)

    def load_text(self, text, source="text"):
        """Replace the game with the one written in `text`: at once when it is written as
        links write it, else once the engine has read it."""
        element("entry-error").textContent = ""
        if self.state.read(text, source):
            return True
        flag("data-pending", True)
        if self.engine is None:
            self.waiting_text = (text, source)
        else:
            run(self.read_text(text, source))
        return False

    async def read_text(self, text, source):
        answer = json.loads(await self.engine.read_game(text))
        error = self.state.took_reading(answer, source)
        if error and source == "text":
            element("entry-error").textContent = error
            flag("data-pending", False)
            return
        if error and source == "storage":
            keep_unreadable(OWN, stored(OWN) or text, error)  # with its options
        show_options(self.state)
        self.update()
        if source == "text":
            show_grid()

    def set_mode(self, mode, code=None, rival="", keep=True):
        """Show the analysis of the entered game, or play (the saved game or `code`'s); `keep`
        the mode for the next visit."""
        self.state.mode = "play" if mode == "play" else "analyse"
        draw_mode(self.state.mode)
        if keep:
            store("mode", self.state.mode)
        self.grid.forget()
        if self.state.mode == "analyse":
            self.update()
        else:
            self.play.open(code, rival)

    def key(self, key):
        if self.state.mode == "play":
            self.play.key(key)
            return
        refused = self.state.refusal(key)
        if refused:
            say_line(refused, error=True)
        elif self.state.key(key):
            self.update()

    def is_typing(self):
        """Whether letters wait for Enter in the current row (when analysing: a full row)."""
        if self.state.mode == "play":
            return self.play.is_typing()
        return self.state.is_typing()

    def cycle(self, row, tile):
        refused = self.state.refusal()
        if refused:
            say_line(refused, error=True)
        elif self.state.cycle(row, tile):
            self.update()

    # --- asking the engine ----------------------------------------------------------

    def request(self, **extra):
        return json.dumps(self.state.request(**extra))

    def update(self):
        """The game or an option changed: show the board now, and ask the engine anew."""
        self.state.changed()
        self.render_board()
        self.save()
        self.ask()

    def ask(self):
        flag("data-pending", True)
        flag("data-working", True)
        if self.engine is not None:
            say_on_cards("Working it out…")  # at once: never "once the engine has started"
            run(self.work(self.state.gen))
            return
        say_on_cards(WAITING)
        self.counting.start()

    async def work(self, gen):
        """The analysis, then suggestions, then the review: each shown if still current."""
        analysed = json.loads(await self.engine.analysis(self.request()))
        if gen != self.state.gen or not self.state.took_analysis(analysed):
            return
        self.render_analysis()
        if self.state.spoiler_free:
            self.save()  # the address now spells the game as its code
        flag("data-pending", False)
        mark_ready()
        tree = run(load_tree(self.engine, analysed["tree"])) if analysed.get("tree") else None
        for name, render in (("suggest", draw_suggestions), ("review", self.render_review)):
            waits = tree if name == "review" else None  # the bot's game follows the tree
            answer = await asked(self.engine, name, self.request(), waits)
            if answer.get("stale") or gen != self.state.gen:
                return
            render(answer)
        flag("data-working", False)

    def show_answers(self, step=None, show_all=None, others=False):
        """Show another step's list, all of a long list, or the hidden words revealed."""
        self.state.open_answers(step, show_all, others)
        if self.engine is not None:
            run(self.refresh_answers())

    async def refresh_answers(self):
        if self.state.took_analysis(json.loads(await self.engine.analysis(self.request()))):
            draw_answers(self.state.analysed["answers"], self.grid)

    def tell_answer(self, text):
        """The answer of a game not solved, as the player typed it: the review is made
        against it (the engine says why, if it cannot be the answer)."""
        self.state.tell_answer(text)
        element("answer-error").textContent = ""
        self.update()

    def render_review(self, answer):
        """The review: its cards, summary and the bot's game, and the answer's form; a
        finished game goes into the history."""
        draw_review(answer, self.state)
        if answer.get("answer") and answer.get("solved") is False and not answer["answer_error"]:
            said = "The review judges each guess against " + answer["answer"].upper() + "."
            self.state.notice = said  # said where the answer was told: under the grid
            say_line(said)
        record = self.state.took_review(answer)
        if answer.get("answer_error"):
            self.save()  # the link drops the answer refused
        if record:
            run(show_history(self.engine, record))

    async def load_list(self, text, file_name):
        answer = json.loads(await self.engine.load_list(text, file_name))
        element("list-note").textContent = answer["note"]
        if answer["count"]:
            self.choose_list("custom")
        else:
            element("word-list").value = self.state.words

    def choose_list(self, name):
        self.state.words = name
        element("word-list").value = name
        self.update()

    # --- output ------------------------------------------------------------------------

    def render_board(self):
        """The grid as typed, with what the engine found about it once it has answered."""
        draw_board(self.grid, self.state)
        keep_stop("grid")

    def render_analysis(self):
        self.render_board()
        draw_analysis(self.grid, self.state)

    def save(self):
        """Keep the game in the address, and in storage as the state says (after any backup
        not yet written: until it is, the text it keeps stays where it was)."""
        fragment = self.state.address()
        if fragment is not None:
            set_fragment(fragment)
        store_kept(self.state.to_store())

    def review_game(self, review):
        """Analyse the game just played: its steps, its list, its hard mode."""
        self.state.played(review)
        show_options(self.state)
        self.set_mode("analyse")
        element("review-card").scrollIntoView({"block": "start"})  # what was asked for
        element("review-title").focus({"preventScroll": True})

    async def attach_engine(self):
        """Start the worker once what the counts here need has come (it comes first; the
        engine's 5 MB then download while the game is counted), wait for it, then analyse what
        was typed or linked meanwhile."""
        await self.counting.fetched()
        self.engine = await engine_started(self)
        if self.engine is None:
            return
        say_loading("Ready.", done=True)
        if self.state.mode == "play":
            self.play.open(self.play.code, self.play.rival)
        elif self.waiting_text:
            await self.read_text(*self.waiting_text)  # it asks for the analysis
        else:
            self.ask()
        self.pictures.engine_started()
        run(show_history(self.engine))  # after the game's own requests: taken first


async def asked(engine, name, request, after=None):
    """The engine's answer to a request, asked once `after` (a task it needs done) is done."""
    if after is not None:
        await after
    return json.loads(await getattr(engine, name)(request))


async def load_tree(engine, name):
    """Fetch the optimal tree the game's list plays (left out of the engine's zip, so the page
    starts without it) and hand it to the engine; without it the bot plays its heuristic."""
    text = await fetch_text(f"assets/trees/{name}")
    answer = json.loads(await engine.load_tree(name, text)) if text else {}
    if answer.get("error"):
        print("tree:", answer["error"])


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
            run(page.attach_engine())

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
    outcome = await follow_engine_download(lambda sent, total: say_progress(page, sent, total))
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


def claim(page):
    """The link's game is yours ("This is my game")."""
    record = page.state.claim()
    page.save()
    if record:
        run(show_history(page.engine, record))
    said = ", and counted in your games." if record else "."
    page.state.notice = "Kept as your game" + said  # under the grid, until the game is edited
    page.render_board()
    say_line(page.state.notice)
    element("grid").querySelector('.tile[tabindex="0"]').focus()  # the button is gone


def say_on_cards(text):
    """Where suggestions and the review go, until they come."""
    for status in ("advice-status", "review-status"):
        element(status).textContent = text


async def show_history(engine, entry=None):
    """The games reviewed in the last 90 days, with `entry` added (kept in the browser)."""
    request = {"stored": stored("history"), "backup": stored("history-backup"), "entry": entry}
    answer = json.loads(await engine.history(json.dumps(request)))
    store_all(answer["store"])
    note_storage(answer["notice"])
    element("history").innerHTML = answer["html"]


class Counting:
    """The game counted here while the engine downloads (see `early`)."""

    def __init__(self, page):
        self.page = page
        self.early = EarlyCounts(give_way)
        self.task = None  # counting the game shown
        self.fetching = None  # the word lists it counts with

    def start(self):
        """Count the game shown, if it has steps on a shipped list (else the engine does), on a
        first visit (on a warm one the engine, whose files are here, answers first)."""
        state = self.page.state
        if is_offline_ready():
            return
        if state.mode == "analyse" and state.words in LISTS and state.board.steps():
            self.fetching = run(self.fetch_lists(state.words))
            self.task = run(self.count(state.gen, self.fetching))

    async def fetch_lists(self, name):
        """Take the word lists counting `name` needs (and the valid words); whether they came."""
        missing = [name for name in (name, VALID) if name not in self.early.lists]
        fetching = [fetch_text(f"assets/words/{name}.txt") for name in missing]
        texts = await asyncio.gather(*fetching) if fetching else []
        for name, text in zip(missing, texts):
            if text is not None:
                self.early.take_list(name, text)
                await give_way()  # each list split in a task of its own (35 ms on a phone)
        return None not in texts

    async def count(self, gen, fetching):
        """Shown if still the game shown and the engine has not answered first."""
        page, state = self.page, self.page.state
        if not await fetching:
            return  # the engine counts it
        await give_way()  # the counting starts a task of its own
        try:
            early = await self.early.analysis(state.request(), lambda: gen == state.gen)
        except Stale:
            return
        if page.engine is None and state.took_early(early):
            draw_early(page.grid, state)
            keep_stop("grid")

    async def fetched(self):
        """Once the word lists the latest counting needs have come, or failed to."""
        if self.fetching is not None:
            try:
                await self.fetching
            except Exception as error:
                print("early counts:", error)


class Explanations:
    """Why a word is possible or not, or why a guess is worth playing, as the engine says."""

    def __init__(self, page):
        self.page = page
        self.latest = 0  # the latest word clicked for an explanation beside it

    async def explain(self, word):
        """Into the "Why?" card's line: the word typed there."""
        request = self.page.request(word=word, shown_step=None)  # of the whole game
        answer = json.loads(await self.page.engine.explain(request))
        element("explanation").textContent = answer["text"]

    def beside(self, button):
        """Open the explanation of a clicked word (or suggested guess) right after it; a
        second click closes it."""
        pop, word, why = open_beside(button)
        if pop:
            self.latest += 1
            run(self.explain_into(pop, word, why, self.latest))

    async def explain_into(self, pop, word, why, ticket):
        request = self.page.request(word=word, why=why)
        answer = json.loads(await self.page.engine.explain(request))
        if ticket == self.latest and pop.isConnected:
            pop.innerHTML = answer["html"]
            pop.scrollIntoView({"block": "nearest"})


# --- events ----------------------------------------------------------------------------


def bind_keys(page):
    def keydown(event):
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        target, key = event.target, str(event.key)
        is_switch = target.tagName == "INPUT" and target.type in ("checkbox", "radio")
        if target.tagName in ("INPUT", "TEXTAREA", "SELECT") and not is_switch:
            return  # typing into a field of its own
        is_tile = target.classList.contains("tile") and page.state.mode == "analyse"
        if is_tile and key in (" ", "Spacebar"):
            event.preventDefault()
            page.cycle(int(target.dataset.row), int(target.dataset.tile))
            return
        if key in ("Enter", "Backspace") or (len(key) == 1 and key.isalpha()):
            is_game_control = target.closest(".tile, #keyboard") or page.is_typing()
            if key == "Enter" and target.closest("button, a[href]") and not is_game_control:
                return  # Enter on another button or a link presses it, unless a word is typed
            event.preventDefault()
            page.key(key if len(key) > 1 else key.lower())
            if is_tile:
                follow_typing(page.state.board)

    def keyboard_click(event):
        key = event.target.closest("[data-key]")
        if key:
            page.key(str(key.dataset.key))

    on(document, "keydown", keydown)
    on(element("keyboard"), "click", keyboard_click)


def bind_pasting(page):
    def pasted(event):
        """Text pasted anywhere but a field is a game pasted, as into the text box (a picture
        is a screenshot: `pictures`); what cannot be read says why there."""
        clipboard = event.clipboardData
        if not clipboard or clipboard.files.length or event.target.closest(FIELDS):
            return
        text = str(clipboard.getData("text")).strip()
        if not text:
            return
        event.preventDefault()
        if page.state.mode == "play":
            page.set_mode("analyse")
        element("game-text").value = text
        read_pasted(page)

    on(document, "paste", pasted)


def read_pasted(page):
    """The game in the text box, shown as yours (at once, or once the engine has read it)."""
    page.state.answer = ""
    if page.load_text(str(element("game-text").value)):  # a game pasted is yours
        page.update()
        show_grid()


def follow_typing(board):
    """Focus the tile typed last: Space then colours the row being typed, not the earlier tile
    that had the focus (it once recoloured a step without a word)."""
    row = board.rows[board.current]
    tile = max(len(row.letters) - 1, 0)
    document.querySelector(f'.tile[data-row="{board.current}"][data-tile="{tile}"]').focus()


def bind_analysis(page):
    def open_count(count):
        """A step's possible answers, or (``data-others``) the other valid words that fit."""
        page.show_answers(step=int(count.dataset.show), others=count.hasAttribute("data-others"))

    def grid_click(event):
        tile = event.target.closest(".tile") if page.state.mode == "analyse" else None
        if tile:
            page.cycle(int(tile.dataset.row), int(tile.dataset.tile))
            return
        count = event.target.closest("[data-show]")
        if count:
            open_count(count)
            element("answers-card").scrollIntoView({"block": "nearest"})

    def words_click(event):
        word = event.target.closest("[data-word], [data-guess]")
        if word and page.engine is not None:
            page.explanations.beside(word)
        count = event.target.closest("[data-show]")  # the switch to a step's other words
        if count:
            open_count(count)
        if event.target.closest("[data-all]"):
            page.show_answers(show_all=True)
        switch = event.target.closest("[data-switch]")
        if switch:
            page.choose_list(str(switch.dataset.switch))

    def submit_text(event):
        event.preventDefault()
        read_pasted(page)

    def tell_answer(event):
        event.preventDefault()
        page.tell_answer(str(element("answer-word").value))

    def to_answer(_event):
        element("answer-form").scrollIntoView({"block": "center"})
        element("answer-word").focus({"preventScroll": True})

    def to_review(_event):
        element("review-card").scrollIntoView({"block": "start"})
        element("review-title").focus({"preventScroll": True})

    on(element("grid"), "click", grid_click)
    on(element("answer-form"), "submit", tell_answer)
    on(element("to-review"), "click", to_review)
    on(element("to-answer"), "click", to_answer)
    on(element("answers-card"), "click", words_click)
    on(element("advice-card"), "click", words_click)
    on(element("entry"), "submit", submit_text)
    on(element("clear"), "click", lambda _event: page.clear())


def bind_options(page):
    """The word list (a custom one too), hard mode, the ranking, and why a word."""

    def choose_list(event):
        name = str(event.target.value)
        if name == "custom":
            element("custom-list").click()
        else:
            page.choose_list(name)

    def custom_list(event):
        files = event.target.files
        if not files.length:
            element("word-list").value = page.state.words
            return
        file = files.item(0)
        file.text().then(create_proxy(lambda text: run(page.load_list(str(text), str(file.name)))))

    def why(event):
        event.preventDefault()
        if page.engine is not None:
            run(page.explanations.explain(str(element("why-word").value)))

    def option(name, read):
        def changed(event):
            setattr(page.state, name, read(event.target))
            page.update()

        return changed

    on(element("word-list"), "change", choose_list)
    on(element("custom-list"), "change", custom_list)
    on(element("why"), "submit", why)
    on(element("hard-mode"), "change", option("hard", lambda target: bool(target.checked)))
    on(element("rank-by"), "change", option("by", lambda target: str(target.value)))


def bind_sharing(page):
    """Spoiler-free, reveal, copies, whose game it is, the link in the address; contrast."""

    def spoiler_free(event):
        if page.state.set_spoiler_free(bool(event.target.checked)):
            page.update()
        else:
            page.save()

    def link():
        return page_address() + "#" + page.state.fragment()

    def copy_emoji(_event):
        analysed = page.state.analysed
        copy(analysed["share"][emoji_tiles()] if analysed else "", "Emoji grid")

    def contrast(event):
        document.documentElement.classList.toggle("contrast", bool(event.target.checked))
        store("contrast", "1" if event.target.checked else "0")

    def reveal(_event):
        page.state.reveal()
        page.update()

    on(element("reveal"), "click", reveal)
    on(element("reveal-game"), "click", reveal)
    on(element("spoiler-free"), "change", spoiler_free)
    on(element("back-to-own"), "click", lambda _event: page.back_to_own())
    on(element("mine"), "click", lambda _event: claim(page))
    on(element("contrast"), "change", contrast)
    on(element("copy-link"), "click", lambda _event: copy(link(), "Link"))
    on(element("share-link"), "click", lambda _event: share(link(), "link"))
    on(element("copy-emoji"), "click", copy_emoji)
    on(document.defaultView, "hashchange", lambda _event: page.open_fragment())
    element("contrast").checked = document.documentElement.classList.contains("contrast")


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
    reason = str(reason).replace("&", "&amp;").replace("<", "&lt;")
    said = "Your last game could not be restored (" + reason + "); it is kept under "
    if store(key + "-backup", text):
        note_storage(said + "wordle-companion:" + key + "-backup (" + link + ").")
        return
    UNKEPT[key + "-backup"] = text  # written before anything that would replace it
    note_storage(said + "wordle-companion:" + key + " until storage has room (" + link + ").")


def bind_storage(page):
    """Another tab stored something (the page's key, or all cleared): follow it, so tabs show
    one truth (play's texts, the history; each tab reads what is stored again when it acts)."""

    def changed(event):
        key = event.key
        if key and not str(key).startswith(STORE):
            return
        name = str(key)[len(STORE) :] if key else None
        page.play.follow(name)
        if page.engine is not None and name in (None, "history"):
            run(show_history(page.engine))

    on(document.defaultView, "storage", changed)


def bind_modes(page):
    on(element("mode-analyse"), "click", lambda _event: page.set_mode("analyse"))
    on(element("mode-play"), "click", lambda _event: page.set_mode("play"))
    page.play.bind()


def restore(page):
    """The game of the link, else yours, in the mode used last."""
    element("word-list").value = page.state.words
    if not page.open_fragment():
        page.open_own()
        page.set_mode(stored("mode") or "analyse")


def stored_steps(key):
    """The steps of the game stored under `key` (a link's fragment; before, only its game),
    [] when none is, None when it cannot be read here."""
    return steps_from_link(read_fragment(stored(key) or "")[0])


def replay(page, early):
    """Do what was typed or clicked before the page's Python took over, in order."""
    for i in range(early.length):
        kind = str(early[i][0])
        if kind == "key":
            page.key(str(early[i][1]))
        elif kind == "picture":
            page.pictures.read(str(window.URL.createObjectURL(early[i][1])))
        else:
            page.cycle(int(early[i][1]), int(early[i][2]))


async def start():
    """Attach the page: take input at once, show the game, then wait for the engine."""
    page = Page()
    await give_way()  # the browser paints and takes input between the steps: no long task
    restore(page)
    await give_way()
    early = window.companionSafe.takeEarly()  # until here, the page's script kept the input
    bind_keys(page)
    bind_analysis(page)
    bind_options(page)
    bind_sharing(page)
    bind_modes(page)
    bind_storage(page)
    bind_pictures(page)
    bind_pasting(page)
    bind_lists()
    replay(page, early)
    document.documentElement.classList.add("interactive")
    await page.attach_engine()
