"""The page's main thread: typing and clicks from the first paint, the grid drawn at once, and
what the engine (a Pyodide worker, see `worker`) answers shown when it answers.

It runs in MicroPython, which starts in a fraction of a second, so it imports only the board,
its sibling main-thread modules and PyScript, and formats nothing the worker can format. All
state lives in one `Page`; nothing is read back from the DOM but the user's input. Every
request to the engine carries a generation: an answer for a game that has since changed is
never shown. While the latest request is unanswered ``<html>`` has ``data-pending`` (counts)
or ``data-working`` (suggestions, review); ``html.ready`` marks the first analysis shown.
"""

import asyncio
import json

from board import (
    ROWS,
    WORD_LENGTH,
    Board,
    fragment_of,
    link_of,
    pairs_of,
    read_fragment,
    steps_from_link,
    steps_of,
)
from dom import (
    copy,
    element,
    emoji_tiles,
    flag,
    fragment_text,
    mark_ready,
    note_storage,
    on,
    page_address,
    run,
    say_loading,
    set_fragment,
    store,
    stored,
)
from focus import bind_lists, keep_stop
from games import OWN, SHARED, Games
from grid import Grid
from play import Play
from protocol import COLOURS, DEFAULT_LIST, LISTS
from pyscript import document, window, workers
from pyscript.ffi import create_proxy

# --- the page ------------------------------------------------------------------------


class Page:
    """The page's state and how it is shown."""

    def __init__(self):
        self.engine = None  # the worker's functions, once it has started
        self.board = Board()
        self.mode = "analyse"  # or "play"
        self.words = stored("words") if stored("words") in LISTS else DEFAULT_LIST
        self.hard = False
        self.by = "entropy"
        self.spoiler_free = False  # the link spells no guess (a code), and its reader...
        self.revealed = True  # ...sees only colours, counts, skill and luck until revealing
        self.coded = None  # (steps, code): a game's spoiler-free code, once the engine made it
        self.reading = False  # a text is with the engine: the address and storage wait for it
        self.shown_step = None  # which step's list is open (None: the latest)
        self.shown_others = False  # whether it shows the valid words beyond the list
        self.show_all = False
        self.notice = ""  # a message that stays until the game is next edited
        self.gen = 0  # the generation of the game shown: answers for older ones are dropped
        self.analysed = None  # the engine's latest analysis of the game shown
        self.waiting_text = None  # a game to read when the engine has started: (text, source)
        self.answer = ""  # the answer of a game not solved, as told (the link, play, the form)
        self.explaining = 0  # the latest word clicked for an explanation beside it
        self.games = Games(stored_steps(OWN), stored_steps(SHARED))  # yours, or a link's
        self.record = None  # what the history keeps of the game, once reviewed finished
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
        self.take_options(flags, flags.get("words"), hidden="hide" in flags)
        self.games.open_link()
        self.load_text(game, source="link")
        self.set_mode("analyse", keep=False)  # the mode you chose last stays yours
        return True

    def open_own(self):
        """Your game as stored, with its list, hard mode and answer told; whether it is shown
        at once (else once the engine has read it)."""
        game, flags = read_fragment(stored(OWN) or "")
        self.games.take()
        self.take_options(flags, flags.get("words") or stored("words"))
        return self.load_text(game, source="storage")

    def take_options(self, flags, words, hidden=False):
        """The options a link or your stored game names: spoiler-free (then no answer told),
        the answer told, hard mode, the list (`words`, if the page has it)."""
        self.spoiler_free, self.revealed = hidden, not hidden
        element("spoiler-free").checked = hidden
        self.answer = "" if hidden else flags.get("answer", "")
        self.set_hard("hard" in flags)
        self.words = words if words in LISTS else DEFAULT_LIST
        element("word-list").value = self.words

    def back_to_own(self, notice=""):
        """Leave the link's game for yours (the link's, if revealed, stays stored)."""
        shown = self.open_own()
        self.notice = notice
        if shown:
            self.set_mode("analyse")

    def clear(self):
        """Clear: on a link's game, back to yours (nothing lost); else an empty game."""
        element("game-text").value = ""
        if self.games.kept_label():
            self.back_to_own(
                "Back to your game; the shared one is closed. Clear again to empty it."
            )
            return
        self.games.take()
        self.show_game([])
        self.revealed = True
        self.answer = ""
        self.update()

    def claim(self):
        """The link's game is yours ("This is my game"): kept as your game, counted in your
        history once reviewed finished."""
        self.games.take()
        self.save()
        if self.record:
            self.record["mine"] = True
            run(self.show_history(self.record))
        self.render_board()
        element("message").textContent = "Kept as your game" + (
            ", and counted in your games." if self.record else "."
        )
        element("review-title").focus()  # just above the button, now hidden

    def load_text(self, text, source="text"):
        """Replace the game with the one written in `text`: at once when it is written as
        links write it, else once the engine has read it."""
        steps = steps_from_link(text)
        if steps is not None:
            self.took(steps, source)
            return True
        flag("data-pending", True)
        self.reading = True
        if self.engine is None:
            self.waiting_text = (text, source)
        else:
            run(self.read_text(text, source))
        return False

    async def read_text(self, text, source):
        answer = json.loads(await self.engine.read_game(text))
        self.reading = False
        if "error" not in answer:
            steps = steps_of(answer["steps"])
            self.took(steps, source, answer["waiting"])
            self.coded = (steps, answer["code"])
            if answer["hard"]:  # a share text's 3/6*
                self.set_hard(True)
            if answer["waiting"]:
                self.notice = "Type the guesses: their colours are in place."
            self.update()
        elif source == "text":
            element("entry-error").textContent = answer["error"]
            flag("data-pending", False)
        else:
            if source == "storage":
                keep_unreadable(OWN, stored(OWN) or text, answer["error"])  # with its options
            self.notice = "The " + source + "'s game could not be read: " + answer["error"]
            self.update()

    def took(self, steps, source, waiting=()):
        """Show the game read from `source`: a text pasted is yours, a link's game is yours
        only if it is your game (and then, or if revealed before, it shows revealed)."""
        self.show_game(steps, waiting)
        if source == "text":
            self.games.take()
            self.revealed = True
        elif source == "link" and self.games.read_link(steps):
            self.revealed = True

    def show_game(self, steps, waiting=()):
        self.board = Board.of(steps, waiting)
        element("entry-error").textContent = ""
        self.notice = ""
        self.shown_step, self.shown_others = None, False

    def set_mode(self, mode, code=None, rival="", keep=True):
        """Show the analysis of the entered game, or play (the saved game or `code`'s); `keep`
        the mode for the next visit."""
        self.mode = "play" if mode == "play" else "analyse"
        document.documentElement.classList.toggle("playing", self.mode == "play")
        element("mode-analyse").setAttribute("aria-pressed", str(self.mode == "analyse").lower())
        element("mode-play").setAttribute("aria-pressed", str(self.mode == "play").lower())
        if keep:
            store("mode", self.mode)
        self.grid.forget()
        if self.mode == "analyse":
            self.update()
        else:
            self.play.open(code, rival)

    def key(self, key):
        if self.mode == "play":
            self.play.key(key)
            return
        if self.is_hidden():
            element("message").textContent = "Reveal the game to change it."
            return
        self.notice = ""
        row = self.board.rows[self.board.current]
        if key == "Enter":
            if not self.board.enter() and not row.is_full:
                letters = row.letters.upper() or "A guess"
                element("message").textContent = letters + ": a guess has 5 letters"
                return
        elif key == "Backspace":
            self.board.backspace()
        elif not self.board.type(key):
            return
        self.update()

    def is_typing(self):
        """Whether letters wait for Enter in the current row (when analysing: a full row)."""
        if self.mode == "play":
            return self.play.is_typing()
        return self.board.rows[self.board.current].is_full

    def cycle(self, row, tile):
        if self.is_hidden():
            element("message").textContent = "Reveal the game to change it."
        elif self.board.cycle(row, tile):
            self.notice = ""
            self.update()

    # --- asking the engine ----------------------------------------------------------

    def request(self, **extra):
        request = {
            "gen": self.gen,
            "steps": pairs_of(self.board.steps()),
            "words": self.words,
            "hard": self.hard,
            "by": self.by,
            "shown_step": self.shown_step,
            "shown_others": self.shown_others,
            "show_all": self.show_all,
            "hidden": self.is_hidden(),
            "answer": self.answer,
        }
        request.update(extra)
        return json.dumps(request)

    def update(self):
        """The game or an option changed: show the board now, and ask the engine anew."""
        self.show_all = False
        self.gen += 1
        self.record = None  # until the review of the game as it is now
        self.render_board()
        self.save()
        self.ask()

    def ask(self):
        flag("data-pending", True)
        flag("data-working", True)
        if self.engine is not None:
            run(self.work(self.gen))
            return
        for status in ("advice-status", "review-status"):
            element(status).textContent = "This comes once the engine has started…"

    async def work(self, gen):
        """The analysis, then suggestions, then the review: each shown if still current."""
        analysed = json.loads(await self.engine.analysis(self.request()))
        if gen != self.gen:
            return
        self.analysed = analysed
        self.coded = (self.board.steps(), analysed["code"])
        self.render_analysis()
        if self.spoiler_free:
            self.save()  # the address now spells the game as its code
        flag("data-pending", False)
        mark_ready()
        for name, render in (("suggest", render_suggestions), ("review", self.render_review)):
            status = "advice-status" if name == "suggest" else "review-status"
            element(status).textContent = "Working it out…"
            answer = json.loads(await getattr(self.engine, name)(self.request()))
            if answer.get("stale") or gen != self.gen:
                return
            render(answer)
        flag("data-working", False)

    async def refresh_answers(self):
        """Show another step's list, all of a long list, or the hidden words revealed."""
        analysed = json.loads(await self.engine.analysis(self.request()))
        if analysed["gen"] == self.gen:
            self.analysed = analysed
            self.render_answers()

    def show_answers(self, step=None, show_all=None, others=False):
        if step is not None:
            self.shown_step, self.shown_others = step, others
        if show_all is not None:
            self.show_all = show_all
        if self.engine is not None:
            run(self.refresh_answers())

    def is_hidden(self):
        """Whether the game is a spoiler-free link's that its reader has not revealed: then
        only its colours, counts, skill and luck are shown."""
        return self.spoiler_free and not self.revealed

    def reveal(self):
        """The reader chose to see the game: its letters, words, advice and review."""
        self.revealed = True
        self.update()

    def set_hard(self, hard):
        self.hard = hard
        element("hard-mode").checked = hard

    async def explain(self, word):
        request = self.request(word=word)
        answer = json.loads(await self.engine.explain(request))
        element("explanation").textContent = answer["text"]

    def explain_beside(self, button):
        """Open the explanation of a clicked word (or suggested guess) right after it; a
        second click closes it."""
        was_open = button.getAttribute("aria-expanded") == "true"
        close_explanation()
        if was_open:
            return
        is_guess = button.hasAttribute("data-guess")
        word = str(button.getAttribute("data-guess" if is_guess else "data-word"))
        pop = document.createElement("div" if is_guess else "li")
        pop.id, pop.className = "beside", "beside"
        pop.setAttribute("role", "status")
        pop.textContent = "Working it out…"
        item = button.closest("li")
        item.insertAdjacentElement("beforeend" if is_guess else "afterend", pop)
        button.setAttribute("aria-expanded", "true")
        self.explaining += 1
        run(self.explain_into(pop, word, "guess" if is_guess else "word", self.explaining))

    async def explain_into(self, pop, word, why, ticket):
        answer = json.loads(await self.engine.explain(self.request(word=word, why=why)))
        if ticket == self.explaining and pop.isConnected:
            pop.innerHTML = answer["html"]
            pop.scrollIntoView({"block": "nearest"})

    def tell_answer(self, text):
        """The answer of a game not solved, as the player typed it: the review is made
        against it (the engine says why, if it cannot be the answer)."""
        self.answer = text.strip().lower()
        element("answer-error").textContent = ""
        self.update()

    def render_review(self, answer):
        """The review: its cards, summary and the bot's game, and the answer's form; a
        finished game goes into the history."""
        element("review-status").textContent = answer["status"]
        element("review").innerHTML = answer.get("html", "")
        element("review-summary").textContent = answer.get("summary", "")
        element("bot-line").innerHTML = answer.get("bot", "")
        self.render_answer_form(answer)
        link, record = self.fragment(), answer.get("record")
        self.record = None
        if record and link and not self.is_hidden():  # a game not revealed is kept nowhere
            record["link"] = link  # MicroPython: no ** in a dict display
            record["mine"] = self.games.is_own  # a link's game only updates its entry, if any
            self.record = record
            run(self.show_history(record))

    async def show_history(self, entry=None):
        """The games reviewed in the last 90 days, with `entry` added (kept in the browser)."""
        request = {"stored": stored("history"), "backup": stored("history-backup"), "entry": entry}
        answer = json.loads(await self.engine.history(json.dumps(request)))
        for key, value in answer["store"].items():
            store(key, value)
        note_storage(answer["notice"])
        element("history").innerHTML = answer["html"]

    def render_answer_form(self, answer):
        """For a game not solved, the form asking for its answer, and why the answer told
        was refused (it is then forgotten, and the link drops it)."""
        asks = "solved" in answer and not answer["solved"]
        element("answer-form").hidden = not asks
        if len(self.board.steps()) == ROWS:
            element("answer-label").textContent = "Not solved: what was the answer?"
        else:
            element("answer-label").textContent = "Finished without solving it? The answer:"
        element("answer-error").textContent = answer.get("answer_error", "")
        field = element("answer-word")
        if answer.get("answer") and not field.matches(":focus"):
            field.value = answer["answer"]  # told by the link or play mode
        if answer.get("answer_error"):
            self.answer = ""
            self.save()

    async def load_list(self, text, file_name):
        answer = json.loads(await self.engine.load_list(text, file_name))
        element("list-note").textContent = answer["note"]
        if answer["count"]:
            self.words = "custom"
            self.update()
        else:
            element("word-list").value = self.words

    def choose_list(self, name):
        self.words = name
        element("word-list").value = name
        self.update()

    # --- output ------------------------------------------------------------------------

    def render_board(self):
        """The grid as typed, with what the engine found about it once it has answered."""
        analysed = self.analysed if self.analysed and self.analysed["gen"] == self.gen else None
        error = analysed["error"] if analysed else None
        reports = analysed["rows"] if analysed else []
        hidden = self.is_hidden()
        element("spoiler-note").hidden = not hidden
        for r, row in enumerate(self.board.rows):
            for t in range(WORD_LENGTH):
                letter = row.letters[t] if t < len(row.letters) else ""
                colour = COLOURS[row.tiles[t]] if letter or row.given else "empty"
                is_error = bool(error and error["step"] == r + 1 and error["tile"] == t + 1)
                self.grid.paint_tile(r, t, "" if hidden else letter, colour, is_error)
            report = reports[r] if r < len(reports) else None
            reason = error["reason"] if error and error["step"] == r + 1 else ""
            self.grid.paint_row(r, r == self.board.current, report, reason)
        keep_stop("grid")
        self.render_owner()

    def render_owner(self):
        """Whose game is shown: a link's says your own game is kept (and leads back to it),
        and offers to count it as yours once revealed."""
        label = self.games.kept_label()
        element("own-game").textContent = label
        element("own-note").hidden = not label
        is_link = not self.games.is_own and self.board.steps()
        element("mine-note").hidden = not is_link or self.is_hidden()

    def render_analysis(self):
        analysed = self.analysed
        self.render_board()
        self.grid.paint_keys(analysed["keys"])
        self.render_answers()
        if self.grid.changed("known", analysed["known"]):
            element("known").innerHTML = analysed["known"]
        message = analysed["message"] if analysed["error"] else self.notice or analysed["message"]
        element("message").textContent = message
        element("message").classList.remove("info")

    def render_answers(self):
        answers = self.analysed["answers"]
        element("answers-title").textContent = answers["title"]
        element("answers-summary").innerHTML = answers["summary"]
        element("reveal").hidden = not answers["reveal"]
        if self.grid.changed("answers", answers["items"]):
            element("answers").innerHTML = answers["items"]

    def fragment(self):
        """The game (its code when spoiler-free), its list (unless the default one), hard mode,
        spoiler-free and the answer told for a game not solved, as a link holds them; None
        while the engine has yet to make the code of a spoiler-free game."""
        steps = self.board.steps()
        game = link_of(steps)
        if self.spoiler_free and steps:
            if not (self.coded and self.coded[0] == steps):
                return None
            game = "g=" + self.coded[1]
        return fragment_of(game, self.words, self.hard, self.spoiler_free, self.answer)

    def link(self):
        fragment = self.fragment()
        return None if fragment is None else page_address() + "#" + fragment

    def save(self):
        """Keep the game in the address, and in storage as `games` says (not while the engine
        reads another: the link or the stored game it came from stays until then)."""
        if self.reading:
            return
        fragment = self.fragment()
        if fragment is not None:
            set_fragment(fragment)
        steps = self.board.steps()
        text = fragment_of(link_of(steps), self.words, self.hard, False, self.answer)
        for key, value in self.games.to_store(steps, text, self.is_hidden()).items():
            store(key, value)
        if self.games.is_own:
            store("words", self.words if self.words in LISTS else DEFAULT_LIST)

    def emoji(self):
        if not self.analysed:
            return ""
        return self.analysed["share"][emoji_tiles()]

    def review_game(self, review):
        """Analyse the game just played: its steps, its list, its hard mode."""
        self.board = Board.of(steps_of(review["game"]["steps"]))
        self.words = review["words"]
        element("word-list").value = self.words
        self.hard = review["game"]["hard"]
        element("hard-mode").checked = self.hard
        self.shown_step, self.shown_others, self.notice = None, False, ""
        self.spoiler_free, self.revealed = False, True
        self.answer = review["game"].get("answer") or ""
        element("spoiler-free").checked = False
        self.games.take()  # a game played here is yours
        self.set_mode("analyse")
        element("grid").scrollIntoView({"block": "nearest"})

    async def attach_engine(self):
        """Wait for the worker, then analyse what was typed or linked meanwhile."""
        say_loading("Starting the engine…")
        self.engine = await workers["engine"]
        say_loading("Ready.", done=True)
        if self.mode == "play":
            self.play.open(self.play.code, self.play.rival)
        elif self.waiting_text:
            await self.read_text(*self.waiting_text)  # it asks for the analysis
        else:
            self.ask()
        run(self.show_history())  # after the game's own requests: the worker takes them first


def render_suggestions(answer):
    element("advice-status").textContent = answer["status"]
    element("suggestions").innerHTML = answer["html"]


def close_explanation():
    """Close the explanation open beside a word, if any."""
    pop = element("beside")
    if pop:
        pop.remove()
    for button in document.querySelectorAll('[aria-expanded="true"]'):
        button.setAttribute("aria-expanded", "false")


# --- events ----------------------------------------------------------------------------


def bind_keys(page):
    def keydown(event):
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        target, key = event.target, str(event.key)
        is_switch = target.tagName == "INPUT" and target.type in ("checkbox", "radio")
        if target.tagName in ("INPUT", "TEXTAREA", "SELECT") and not is_switch:
            return  # typing into a field of its own
        is_tile = target.classList.contains("tile") and page.mode == "analyse"
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

    def keyboard_click(event):
        key = event.target.closest("[data-key]")
        if key:
            page.key(str(key.dataset.key))

    on(document, "keydown", keydown)
    on(element("keyboard"), "click", keyboard_click)


def bind_analysis(page):
    def open_count(count):
        """A step's possible answers, or (``data-others``) the other valid words that fit."""
        page.show_answers(step=int(count.dataset.show), others=count.hasAttribute("data-others"))

    def grid_click(event):
        tile = event.target.closest(".tile") if page.mode == "analyse" else None
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
            page.explain_beside(word)
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
        page.answer = ""
        if page.load_text(str(element("game-text").value)):  # a game pasted is yours
            page.update()

    def tell_answer(event):
        event.preventDefault()
        page.tell_answer(str(element("answer-word").value))

    def to_review(_event):
        element("review-card").scrollIntoView({"block": "start"})
        element("review-title").focus({"preventScroll": True})

    on(element("grid"), "click", grid_click)
    on(element("answer-form"), "submit", tell_answer)
    on(element("to-review"), "click", to_review)
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
            element("word-list").value = page.words
            return
        file = files.item(0)
        file.text().then(create_proxy(lambda text: run(page.load_list(str(text), str(file.name)))))

    def why(event):
        event.preventDefault()
        if page.engine is not None:
            run(page.explain(str(element("why-word").value)))

    def option(name, read):
        def changed(event):
            setattr(page, name, read(event.target))
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
        was_hidden = page.is_hidden()
        page.spoiler_free = bool(event.target.checked)
        page.revealed = page.revealed or not page.spoiler_free  # switched off: all is shown
        if page.is_hidden() != was_hidden:
            page.update()
        else:
            page.save()

    def copy_link(_event):
        link = page.link()
        if link is None:
            element("copied").textContent = "The link is ready once the engine has read the game."
        else:
            copy(link, "Link")

    def contrast(event):
        document.documentElement.classList.toggle("contrast", bool(event.target.checked))
        store("contrast", "1" if event.target.checked else "0")

    on(element("reveal"), "click", lambda _event: page.reveal())
    on(element("reveal-game"), "click", lambda _event: page.reveal())
    on(element("spoiler-free"), "change", spoiler_free)
    on(element("back-to-own"), "click", lambda _event: page.back_to_own())
    on(element("mine"), "click", lambda _event: page.claim())
    on(element("contrast"), "change", contrast)
    on(element("copy-link"), "click", copy_link)
    on(element("copy-emoji"), "click", lambda _event: copy(page.emoji(), "Emoji grid"))
    on(document.defaultView, "hashchange", lambda _event: page.open_fragment())
    element("contrast").checked = document.documentElement.classList.contains("contrast")


def keep_unreadable(key, text, reason):
    """Keep a stored text that cannot be read under ``KEY-backup``, and say so with a link."""
    store(key + "-backup", text)
    href = "data:text/plain;charset=utf-8," + str(window.encodeURIComponent(text))
    link = '<a download="wordle-companion-' + key + '.txt" href="' + href + '">download it</a>'
    reason = str(reason).replace("&", "&amp;").replace("<", "&lt;")
    note_storage(
        "Your last game could not be restored (" + reason + "); it is kept under "
        "wordle-companion:" + key + "-backup (" + link + ")."
    )


def bind_modes(page):
    on(element("mode-analyse"), "click", lambda _event: page.set_mode("analyse"))
    on(element("mode-play"), "click", lambda _event: page.set_mode("play"))
    page.play.bind()


def restore(page):
    """The game of the link, else yours, in the mode used last."""
    element("word-list").value = page.words
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
        else:
            page.cycle(int(early[i][1]), int(early[i][2]))


async def start():
    """Attach the page: take input at once, show the game, then wait for the engine."""
    page = Page()
    await asyncio.sleep(0)  # the browser paints and runs its tasks between the steps: no long task
    restore(page)
    await asyncio.sleep(0)
    early = window.companionSafe.takeEarly()  # until here, the page's script kept the input
    bind_keys(page)
    bind_analysis(page)
    bind_options(page)
    bind_sharing(page)
    bind_modes(page)
    bind_lists()
    replay(page, early)
    document.documentElement.classList.add("interactive")
    await page.attach_engine()
