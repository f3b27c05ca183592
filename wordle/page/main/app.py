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

The rest of the main thread's work sits beside it by job: `events` hands the player's input to
the `Page`, `asking` asks the engine about the game shown and draws its answers,
`worker_calls` starts the engine's worker and asks it, `counting` counts the game
here until the worker has come, `draw` draws and `dom` talks to the browser.
"""

import json

from asking import Asking
from board import steps_from_link
from counting import Counting
from dom import (
    element,
    flag,
    fragment_text,
    give_way,
    keep_unreadable,
    run,
    say_line,
    set_fragment,
    store,
    store_kept,
    stored,
)
from draw import (
    Explanations,
    draw_analysis,
    draw_board,
    draw_mode,
    show_entry_error,
    show_grid,
    show_options,
)
from events import (
    bind_analysis,
    bind_history_file,
    bind_keys,
    bind_modes,
    bind_options,
    bind_pasting,
    bind_sharing,
    bind_storage,
)
from focus import bind_lists, keep_stop
from games import OWN, SHARED, TYPING
from grid import Grid
from js import document, window
from pictures import Pictures, bind_pictures
from play_card import Play
from shown import message
from state import BACK, State, retype

from wordle.engine.links.fragments import bounded, read_fragment

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
        self.asking = Asking(self)  # the engine asked, its answers drawn
        self.grid = Grid()
        self.play = Play(self)
        self.starting = False  # while the game is restored: updates wait for `start`

    # --- input ---------------------------------------------------------------------

    def open_fragment(self, url=None):
        """Open what the fragment of `url` (else of the page's address) holds, if anything: a
        challenge or a game to analyse."""
        text = fragment_text(url)
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
        shown = self.load_text(game, source="storage")
        if shown:
            retype(self.state.board, stored(TYPING) or "")  # the row half typed when you left
        return shown

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
            flag("data-pending", False)
            show_entry_error(error)
            if self.state.analysed:
                say_line(*message(self.state))  # no older error left beside this one
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
        refused, over = self.state.refusal(key), self.state.over(key)
        if refused or over:
            say_line(refused or over, error=bool(refused))
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
        """The game or an option changed: show the board now, and ask the engine anew (while
        the page starts, in a task of its own: see `start`)."""
        if self.starting:
            return
        self.state.changed()
        self.render_board()
        self.save()
        self.asking.ask()

    def tell_answer(self, text):
        """The answer of a game not solved, as the player typed it: the review is made
        against it (the engine says why, if it cannot be the answer)."""
        self.state.options.tell_answer(text)
        element("answer-error").textContent = ""
        self.update()

    async def load_list(self, text, file_name):
        answer = json.loads(await self.engine.load_list(text, file_name))
        element("list-note").textContent = answer["note"]
        if answer["count"]:
            self.choose_list("custom")
        else:
            element("word-list").value = self.state.options.words

    def choose_list(self, name):
        self.state.options.words = name
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
        """Analyse the game just played: its steps, its list, its hard mode; opened on its
        verdict, under the grid."""
        self.state.played(review)
        show_options(self.state)
        self.set_mode("analyse")
        window.scrollTo(0, 0)  # the grid and its verdict, the review's first lines
        element("verdict").focus({"preventScroll": True})


def restore(page):
    """The game of the link, else yours, in the mode used last."""
    element("word-list").value = page.state.options.words
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
        elif kind == "mode":
            page.set_mode(str(early[i][1]))
        elif kind == "picture":
            page.pictures.read(str(window.URL.createObjectURL(early[i][1])))
        else:
            page.cycle(int(early[i][1]), int(early[i][2]))


async def start():
    """Attach the page: take input at once, show the game, then wait for the engine."""
    page = Page()
    await give_way()  # the browser paints and takes input between the steps: no long task
    page.starting = True
    restore(page)  # the game read: on a phone, with the board drawn too, a 100 ms task
    page.starting = False
    if page.state.mode == "analyse":  # restored through `update`, which waited for this
        await give_way()
        page.update()
    await give_way()
    early = window.companionSafe.takeEarly()  # until here, the page's script kept the input
    bind_keys(page)
    bind_analysis(page)
    bind_options(page)
    bind_sharing(page)
    bind_modes(page)
    bind_history_file(page)
    bind_storage(page)
    bind_pictures(page)
    bind_pasting(page)
    bind_lists()
    replay(page, early)
    document.documentElement.classList.add("interactive")
    await page.asking.attach()
