"""The page's play mode on the main thread: letters typed into the grid at once, each guess sent
to the engine (the worker's `play` holds the game and its rules), and its answer shown: the grid,
the keyboard, the play card, the statistics; what it says to store is stored.

MicroPython runs it beside `app`. The address while playing is the challenge link
(``#play=YA3J1``), so it never spells the answer.
"""

import json

from board import WORD_LENGTH, steps_of
from dom import (
    copy,
    element,
    emoji_tiles,
    flag,
    mark_ready,
    note_storage,
    on,
    one_tab_at_a_time,
    page_address,
    run,
    say_line,
    set_fragment,
    share,
    store_all,
    stored,
)
from js import document
from options import Options
from worker_calls import judged, show_history

STORED = ("play", "stats", "recent", "play-hard", "play-words", "play-paused")  # what play keeps
BACKUPS = ("play-backup", "stats-backup", "recent-backup", "play-paused-backup")


class Play:
    """The letters being typed and the engine's latest view of the game."""

    def __init__(self, page):
        self.page = page  # the analysis view: its grid and keyboard are shared
        self.typed = ""
        self.view = None  # the engine's latest answer
        self.code = None  # the challenge the link asked for, until the engine opens it
        self.rival = ""
        self.played = 0  # rows played when last shown: a new one turns over
        self.asked = 0  # requests the engine has not answered yet
        self.waiting = []  # what the player did meanwhile, done in order once it has

    def open(self, code=None, rival=""):
        """Play the saved game, or the challenge `code` names, once the engine is there."""
        self.code, self.rival = code, rival
        if self.page.engine is None:
            element("play-status").textContent = "Loading the game…"
            self.render()
            return
        request = {"action": "open", "code": code, "rival": rival}  # and what is stored
        self.send(request)

    def follow(self, key):
        """Another tab stored `key` (None: it cleared storage): if play keeps it, show what
        the other tab did (nothing is stored in return)."""
        shown = self.view is not None and self.page.state.mode == "play"
        if shown and (key is None or key in STORED):
            self.when_free(lambda: self.send({"action": "sync"}))

    def when_free(self, action):
        """Do `action` now, or after the engine has answered what it was asked before (so
        keys typed while a guess is checked go to the right row, in order)."""
        if self.view is None or self.asked:
            self.waiting.append(action)
        else:
            action()

    def send(self, request, then=None):
        self.asked += 1
        flag("data-pending", True)
        run(self.ask(request, then))

    async def ask(self, request, then=None):
        async def played():
            request["stored"] = stored_texts()  # as stored now: another tab may have played
            view = json.loads(await self.page.engine.play(json.dumps(request)))
            (then or self.show)(view)  # stores what the engine says, before the next tab reads

        await one_tab_at_a_time(played)
        self.asked -= 1
        if not self.asked:
            flag("data-pending", False)
        while self.waiting and not self.asked and self.view is not None:
            self.waiting.pop(0)()

    def key(self, key):
        self.when_free(lambda: self.type(key))

    def is_typing(self):
        """Whether letters wait for Enter (typed, or to be typed once the engine answers)."""
        return bool(self.typed or self.waiting)

    def type(self, key):
        """Type or take back a letter here; Enter sends the word to the engine."""
        if self.view["over"]:
            return
        if key == "Backspace":
            self.typed = self.typed[:-1]
        elif key == "Enter":
            self.enter()
            return
        elif len(self.typed) < WORD_LENGTH and len(key) == 1 and "a" <= key <= "z":
            self.typed += key
        self.render()

    def enter(self):
        if len(self.typed) < WORD_LENGTH:
            self.say(f"{self.typed.upper() or 'A guess'}: a guess has {WORD_LENGTH} letters", True)
            return
        self.send({"action": "guess", "word": self.typed}, self.guessed)

    def guessed(self, view):
        """A guess's answer shown; a game it ended goes into your history, and its end is
        brought into view (on a phone, the result and the card's buttons below the grid)."""
        self.show(view)
        if view["over"]:
            if self.page.state.mode == "play":
                # its buttons' row at the bottom, the result and the grid's end above it (the
                # whole card may be taller than a phone's screen)
                element("review-game").parentElement.scrollIntoView({"block": "nearest"})
            run(self.record(view["review"]))

    async def record(self, review):
        """A game just played goes into your history, judged as its review judges it (asked
        again if the game shown changes meanwhile, as that makes the engine give it up)."""
        engine, state = self.page.engine, self.page.state
        game = dict(review["game"])  # (MicroPython has no {**...})
        game["words"] = review["words"]
        record = await judged(engine, state, game)
        if record:
            await show_history(engine, record_of(review, record))

    def show(self, view):
        """The engine's answer: store what it says, draw the game, say its message."""
        self.view = view
        store_all(view["store"])
        note_storage(view["notice"])
        if not view["shake"]:
            self.typed = ""
        self.code = view["code"]
        if self.page.state.mode != "play":
            return  # the player has gone back to the analysis meanwhile
        self.render()
        self.say(view["message"], view["shake"])
        element("play-status").textContent = view["status"]
        set_fragment(self.fragment())
        mark_ready()

    def say(self, message, shake=False):
        say_line(message, error=shake)
        element("message").classList.toggle("info", not shake)
        if shake:
            self.page.grid.animate(len(self.view["rows"]), "shake")

    def render(self):
        """The game on the grid and keyboard, and the play card."""
        page, view = self.page, self.view
        rows = view["rows"] if view else []
        if len(rows) == self.played + 1:
            page.grid.animate(len(rows) - 1, "reveal")
        self.played = len(rows)
        for r in range(len(page.grid.rows)):
            if r < len(rows):
                letters, tiles = rows[r]
            else:
                letters = self.typed if r == len(rows) else ""
                tiles = ["typed"] * WORD_LENGTH
            for t in range(WORD_LENGTH):
                letter = letters[t] if t < len(letters) else ""
                page.grid.paint_tile(r, t, letter, tiles[t] if letter else "empty")
            page.grid.paint_row(r, r == len(rows) and not (view and view["over"]))
        page.grid.paint_keys(view["keys"] if view else {})
        if view:
            self.render_card(view)

    def render_card(self, view):
        over = view["over"]  # on a phone the keyboard gives way to the result's buttons
        document.documentElement.classList.toggle("play-over", bool(over))
        element("new-game").textContent = "Give up" if view["in_play"] else "New game"
        element("review-game").hidden = not view["over"]
        element("play-hint").hidden = view["over"]  # nothing to type once it is over
        element("resume-game").hidden = not view["paused"]
        element("copy-result").hidden = not view["over"]
        element("play-hard").checked = view["hard"]
        element("play-words").value = view["list"]
        for id_, name in (
            ("stat-played", "played"),
            ("stat-win", "win"),
            ("stat-streak", "streak"),
            ("stat-best", "best"),
        ):
            element(id_).textContent = str(view["stats"][name])
        draw_distribution(view["distribution"])

    def fragment(self):
        rival = self.view["rival"] if self.view else self.rival
        return "play=" + (self.code or "") + ("&beat=" + rival if rival else "")

    def link(self, beat=""):
        """The challenge link: this game's code, and a result for the partner to beat."""
        return page_address() + "#play=" + (self.code or "") + ("&beat=" + beat if beat else "")

    def copy_result(self):
        def copied(answer):
            text = answer["text"] + "\n\nPlay the same word: " + self.link(self.view["result"])
            copy(text, "Result", note="play-copied")

        self.send({"action": "result", "tiles": emoji_tiles()}, copied)

    def bind(self):
        def action(request):
            def act(event):
                made = request(event)  # read the control now: it may change meanwhile
                self.when_free(lambda: self.send(made))

            return act

        def copy_link(_event):
            self.when_free(lambda: copy(self.link(), "Challenge link", note="play-copied"))

        on(element("new-game"), "click", action(lambda _e: {"action": "new"}))
        on(element("resume-game"), "click", action(lambda _e: {"action": "resume"}))
        hard = action(lambda e: {"action": "hard", "hard": bool(e.target.checked)})
        on(element("play-hard"), "change", hard)
        words = action(lambda e: {"action": "list", "list": str(e.target.value)})
        on(element("play-words"), "change", words)

        def review(_event):
            self.when_free(lambda: self.page.review_game(self.view["review"]))

        on(element("review-game"), "click", review)
        on(element("copy-result"), "click", lambda _e: self.when_free(self.copy_result))

        def share_link(_event):
            self.when_free(lambda: share(self.link(), "challenge", note="play-copied"))

        on(element("copy-challenge"), "click", copy_link)
        on(element("share-challenge"), "click", share_link)


def stored_texts():
    """What play mode keeps in the browser, as stored (None where nothing is)."""
    return {key: stored(key) for key in STORED + BACKUPS}


def draw_distribution(html):
    """The guess distribution's bars, each as wide as its `data-width` says (set here, not
    in the HTML: the page's policy refuses style attributes there)."""
    distribution = element("distribution")
    distribution.innerHTML = html
    fills = distribution.querySelectorAll(".fill")
    for i in range(fills.length):
        fills[i].style.width = "max(" + str(fills[i].dataset.width) + "%, 1.6em)"


def record_of(review, record):
    """What the history keeps of a game just played: the engine's record, yours, with its
    link as a review of it writes it."""
    options = Options(review["words"])
    options.take_played(review["words"], review["game"])
    record["link"] = options.fragment(steps_of(review["game"]["steps"]))
    record["mine"] = True
    return record
