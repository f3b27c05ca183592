"""The web page's Python: DOM events in, one engine call, the page rendered out.

Loaded by ``index.html`` through PyScript. All state lives in one `Page` object (the
board, the word list, the options); nothing is read back from the DOM but the user's
input. Text is written with ``textContent``; the only HTML built here is escaped.
"""

from urllib.parse import quote, unquote

from js import FileReader, document, location, window  # type: ignore
from pyodide.ffi import create_proxy  # type: ignore

from ..engine.analysis import analyse, letter_colours
from ..engine.candidates import candidates
from ..engine.explain import explanation
from ..engine.knowledge import Contradiction, Knowledge
from ..engine.notation import (
    NotationError,
    Step,
    format_game,
    format_share,
    parse_game,
    parse_word,
)
from ..engine.playing import rival_of
from ..engine.score import WORD_LENGTH
from ..engine.words import WordList, word_list, words_from_text
from .advice import Advice
from .board import ROWS, Board
from .dom import copy, element, later, on, store, stored
from .play import Play
from .views import COLOUR_NAMES, known_facts, list_items, row_stats, word_buttons

LIST_LABELS = {
    "answers": "classic answers",
    "nyt-answers": "NYT answers 2023",
    "nyt": "every guessable word",
}
LARGER = {"answers": "nyt-answers", "nyt-answers": "nyt"}  # a custom list falls back to nyt
LIST_LIMIT = 400  # words rendered at once: thousands of buttons would slow every update


class Page:
    """The page's state and how it is shown."""

    def __init__(self):
        self.board = Board()
        self.lists: dict[str, WordList] = {}
        self.words = self.word_list(stored("words") or "answers")
        self.spoiler_free = False
        self.revealed = True
        self.shown_step = None  # which step's list is open (None: the latest)
        self.show_all = False  # a long list shows its first LIST_LIMIT words until asked
        self.analysis = None
        self.notice = ""  # a message that stays until the game is next edited
        self.shown = {}  # what the DOM shows, by element: only changes are written
        self.advice = Advice()
        self.mode = "analyse"  # or "play": a game against a hidden answer (see page_play)
        self.play = Play(self)
        self.tiles = [
            [document.querySelector(f'.tile[data-row="{r}"][data-tile="{t}"]') for t in range(5)]
            for r in range(ROWS)
        ]
        self.rows = [document.querySelector(f'.row[data-row="{r}"]') for r in range(ROWS)]
        self.keys = {k.dataset.key: k for k in document.querySelectorAll("#keyboard button")}

    # --- input -------------------------------------------------------------------

    def word_list(self, name: str) -> WordList:
        if name not in self.lists:
            self.lists[name] = word_list(name if name in LIST_LABELS else "answers")
        return self.lists[name]

    def open_fragment(self) -> bool:
        """Open what the URL fragment holds, if anything: a challenge or a game to analyse."""
        fragment = unquote(location.hash[1:])
        if not fragment:
            return False
        game, _, rest = fragment.partition("&")
        flags = rest.split("&")
        if game.startswith("play="):
            beat = next((f[len("beat=") :] for f in flags if f.startswith("beat=")), "")
            self.set_mode("play", code=game[len("play=") :], rival=rival_of(beat))
            return True
        self.spoiler_free = "hide" in flags
        self.revealed = not self.spoiler_free
        element("spoiler-free").checked = self.spoiler_free
        self.load_text(game, source="link")
        self.set_mode("analyse")
        return True

    def set_mode(self, mode: str, code: str | None = None, rival: str = "") -> None:
        """Show the analysis of the entered game, or play (the saved game or `code`'s)."""
        self.mode = "play" if mode == "play" else "analyse"
        document.documentElement.classList.toggle("playing", self.mode == "play")
        element("mode-analyse").setAttribute("aria-pressed", str(self.mode == "analyse").lower())
        element("mode-play").setAttribute("aria-pressed", str(self.mode == "play").lower())
        store("mode", self.mode)
        if self.mode == "analyse":
            self.update()
            return
        self.advice.cancel()
        is_new = self.play.session is None or code
        message = self.play.restore(code, rival) if is_new else ""
        self.play.show(message or self.play.session.status())

    def review_game(self) -> None:
        """Analyse the game just played: its steps, its list, its hard mode."""
        game = self.play.game
        self.board = Board.of(game.steps)
        self.words = self.play.session.answers
        element("word-list").value = self.words.name
        self.advice.hard = game.hard
        element("hard-mode").checked = game.hard
        self.shown_step, self.notice = None, ""
        self.spoiler_free, self.revealed = False, True
        element("spoiler-free").checked = False
        self.set_mode("analyse")
        element("grid").scrollIntoView({"block": "nearest"})

    def load_text(self, text: str, source: str = "text") -> bool:
        """Replace the game with the one written in `text`; the error shown if it is bad."""
        try:
            self.board = Board.of(parse_game(text))
        except (NotationError, ValueError) as error:
            if source == "text":
                element("entry-error").textContent = str(error)
            else:
                self.notice = f"The {source}'s game could not be read: {error}"
            return False
        element("entry-error").textContent = ""
        self.notice = ""
        self.shown_step = None
        return True

    def is_typing(self) -> bool:
        """Whether letters wait for Enter in the current row (when analysing: a full row)."""
        if self.mode == "play":
            return bool(self.play.session.typed)
        return self.board.rows[self.board.current].is_full

    def key(self, key: str) -> None:
        if self.mode == "play":
            self.play.show(*self.play.key(key))
            return
        self.notice = ""
        if key == "Enter":
            if not self.board.enter() and not self.board.rows[self.board.current].is_full:
                letters = self.board.rows[self.board.current].letters.upper() or "A guess"
                element("message").textContent = f"{letters}: a guess has {WORD_LENGTH} letters"
                return
        elif key == "Backspace":
            self.board.backspace()
        elif not self.board.type(key):
            return
        self.update()

    # --- output --------------------------------------------------------------------

    def update(self) -> None:
        """Re-analyse the game and render everything that depends on it."""
        self.show_all = False
        steps = self.board.steps()
        error = None
        try:
            self.analysis = analyse(steps, self.words)
        except Contradiction as contradiction:
            error = contradiction
            self.analysis = analyse(steps[: contradiction.step - 1], self.words)
        self.render_grid(error)
        self.render_keyboard(steps)
        self.render_answers()
        self.render_known()
        element("message").textContent = str(error or self.notice or self.unknown_guesses())
        element("message").classList.remove("info")
        self.save()
        self.advice.refresh(steps, self.analysis.candidates, self.words, error is None)

    def changed(self, key, value) -> bool:
        """Whether `value` differs from what is shown for `key` (then it is shown next)."""
        if self.shown.get(key) == value:
            return False
        self.shown[key] = value
        return True

    def render_grid(self, error: Contradiction | None) -> None:
        reports = self.analysis.reports
        for r, row in enumerate(self.board.rows):
            for t in range(WORD_LENGTH):
                letter = row.letters[t] if t < len(row.letters) else ""
                colour = COLOUR_NAMES[row.tiles[t]] if letter else "empty"
                is_error = bool(error and error.step == r + 1 and error.tile == t + 1)
                self.paint_tile(r, t, letter, colour, is_error)
            report = reports[r] if r < len(reports) else None
            reason = error.reason if error and error.step == r + 1 else ""
            self.paint_row(r, r == self.board.current, report, reason)

    def paint_tile(self, r: int, t: int, letter: str, colour: str, is_error=False) -> None:
        """Show a letter (or none) in a tile, coloured grey, yellow, green, typed or empty."""
        if self.changed(("tile", r, t), (letter, colour, is_error)):
            tile = self.tiles[r][t]
            tile.textContent = letter.upper()
            tile.dataset.colour = colour
            tile.classList.toggle("error", is_error)
            name = f"{letter.upper()} {colour}" if letter else "empty"
            tile.setAttribute("aria-label", f"row {r + 1} tile {t + 1}: {name}")

    def paint_row(self, r: int, is_current: bool, report=None, reason: str = "") -> None:
        """Mark the row being typed into, and show its counts (or why it is impossible)."""
        state = (is_current, reason, report and (report.before, report.after))
        if self.changed(("row", r), state):
            self.render_row(r, is_current, report, reason)

    def render_row(self, r: int, is_current: bool, report, reason: str) -> None:
        row = self.rows[r]
        stats = row.querySelector(".stats")
        row.classList.toggle("current", is_current)
        row.classList.toggle("has-error", bool(reason))
        if report is None:
            row.removeAttribute("data-step")
            row.removeAttribute("data-remaining")
            stats.textContent = reason
            stats.title = reason  # shown in full under the grid; beside the row, two lines
            return
        row.dataset.step = str(r + 1)
        row.dataset.remaining = str(report.after)
        stats.title = ""
        stats.innerHTML = row_stats(r + 1, report)

    def render_keyboard(self, steps: list[Step]) -> None:
        """Each key coloured by its letter's best colour in `steps` (the tracker)."""
        best = letter_colours(steps)
        for letter, key in self.keys.items():
            colour = COLOUR_NAMES[best[letter]] if letter in best else ""
            if self.changed(("key", letter), colour):
                key.dataset.colour = colour

    def render_answers(self) -> None:
        analysis = self.analysis
        step = self.shown_step if self.shown_step is not None else len(analysis.reports)
        step = min(step, len(analysis.reports))
        words = analysis.reports[step - 1].remaining if step else list(self.words)
        title = f"After step {step}" if step else "Before any guess"
        count = f"{len(words):,} possible {'answer' if len(words) == 1 else 'answers'}"
        element("answers-title").textContent = f"{title}: {count}"
        offer = ""
        if not words and step == len(analysis.reports):
            offer = self.larger_list_offer(analysis.knowledge)
        element("answers-summary").innerHTML = offer
        hidden = self.spoiler_free and not self.revealed
        element("reveal").hidden = not hidden or not words
        items = "" if hidden else word_buttons(words, None if self.show_all else LIST_LIMIT)
        if self.changed("answers", items):
            element("answers").innerHTML = items

    def larger_list_offer(self, knowledge: Knowledge) -> str:
        """HTML saying no word fits, with a button to switch to a larger list that has some."""
        larger = LARGER.get(self.words.name, "nyt")
        while larger and larger != self.words.name:
            count = len(candidates(knowledge, self.word_list(larger)))
            if count:
                return (
                    f"No word in this list fits; {count:,} in {LIST_LABELS[larger]} do. "
                    f'<button type="button" data-switch="{larger}">Switch to {LIST_LABELS[larger]}'
                    "</button>"
                )
            larger = LARGER.get(larger)
        return "No word in this list fits the game."

    def render_known(self) -> None:
        known = list_items(known_facts(self.analysis.knowledge))
        if self.changed("known", known):
            element("known").innerHTML = known

    def unknown_guesses(self) -> str:
        valid = self.word_list("nyt")
        unknown = [s.guess.upper() for s in self.board.steps() if s.guess not in valid]
        if not unknown:
            return ""
        return f"Not in the NYT word list (used anyway): {', '.join(unknown)}"

    def fragment(self) -> str:
        game = format_game(self.board.steps())
        return game + ("&hide" if self.spoiler_free else "")

    def link(self) -> str:
        return location.href.split("#")[0] + "#" + quote(self.fragment(), safe="=,.&")

    def save(self) -> None:
        window.history.replaceState(None, "", self.link() if self.fragment() else " ")
        store("game", format_game(self.board.steps()))
        store("words", self.words.name if self.words.name in LIST_LABELS else "answers")

    def emoji(self) -> str:
        return format_share(self.board.steps(), self.advice.hard, emoji_tiles())

    def explain(self, word: str) -> None:
        try:
            word = parse_word(word)
        except NotationError as error:
            element("explanation").textContent = str(error)
            return
        steps = self.board.steps()[: len(self.analysis.reports)]
        text = explanation(word, steps, self.analysis.knowledge, self.words)
        element("explanation").textContent = text


def emoji_tiles() -> str:
    """The emoji tiles matching the colours on screen: normal, or contrast (🟧 🟦)."""
    return "contrast" if document.documentElement.classList.contains("contrast") else "normal"


def start() -> None:
    """Attach the page: restore the game, bind events, mark <html> ready."""
    page = Page()
    element("word-list").value = page.words.name
    page.load_text(stored("game") or "", source="storage")
    if not page.open_fragment():
        page.set_mode(stored("mode") or "analyse")

    def keydown(event):
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        target = event.target
        is_switch = target.tagName == "INPUT" and target.type in ("checkbox", "radio")
        if target.tagName in ("INPUT", "TEXTAREA", "SELECT") and not is_switch:
            return  # typing into a field of its own
        is_tile = target.classList.contains("tile") and page.mode == "analyse"
        if is_tile and event.key in (" ", "Spacebar"):
            event.preventDefault()
            if page.board.cycle(int(target.dataset.row), int(target.dataset.tile)):
                page.update()
            return
        if event.key in ("Enter", "Backspace") or (len(event.key) == 1 and event.key.isalpha()):
            is_game_control = target.closest(".tile, #keyboard") or page.is_typing()
            if event.key == "Enter" and target.tagName == "BUTTON" and not is_game_control:
                return  # Enter on another focused button presses it, unless a word is typed
            event.preventDefault()
            page.key(event.key if len(event.key) > 1 else event.key.lower())

    def grid_click(event):
        tile = event.target.closest(".tile") if page.mode == "analyse" else None
        if tile and page.board.cycle(int(tile.dataset.row), int(tile.dataset.tile)):
            page.notice = ""
            page.update()
            return
        count = event.target.closest("[data-show]")
        if count:
            page.shown_step = int(count.dataset.show)
            page.revealed = True
            page.render_answers()
            element("answers-card").scrollIntoView({"block": "nearest"})

    def keyboard_click(event):
        key = event.target.closest("[data-key]")
        if key:
            page.key(key.dataset.key)

    def submit_text(event):
        event.preventDefault()
        if page.load_text(element("game-text").value):
            page.update()

    def clear(_event):
        page.board = Board()
        page.shown_step = None
        element("game-text").value = ""
        element("entry-error").textContent = ""
        page.update()

    def choose_list(event):
        name = event.target.value
        if name == "custom":
            element("custom-list").click()
            return
        page.words = page.word_list(name)
        page.update()

    def custom_list(event):
        files = event.target.files
        if not files.length:
            element("word-list").value = page.words.name
            return
        file = files.item(0)
        reader = FileReader.new()

        def loaded(_):
            words = words_from_text(str(reader.result), file.name)
            if not words:
                element("list-note").textContent = f"{file.name}: no five-letter words of a-z in it"
                element("word-list").value = page.words.name
                return
            page.words = words
            page.update()
            element("list-note").textContent = f"{file.name}: {len(words):,} words"

        reader.onload = create_proxy(loaded)
        reader.readAsText(file)

    def answers_click(event):
        word = event.target.closest("[data-word], [data-guess]")
        if word:
            page.explain(word.getAttribute("data-word") or word.getAttribute("data-guess"))
        if event.target.closest("[data-all]"):
            page.show_all = True
            page.render_answers()
        switch = event.target.closest("[data-switch]")
        if switch:
            page.words = page.word_list(switch.dataset.switch)
            element("word-list").value = page.words.name
            page.update()

    def why(event):
        event.preventDefault()
        page.explain(element("why-word").value)

    def hard_mode(event):
        page.advice.hard = bool(event.target.checked)
        page.update()

    def rank_by(event):
        page.advice.by = event.target.value
        page.update()

    def reveal(_event):
        page.revealed = True
        page.render_answers()

    def spoiler_free(event):
        page.spoiler_free = bool(event.target.checked)
        page.save()

    def contrast(event):
        document.documentElement.classList.toggle("contrast", bool(event.target.checked))
        store("contrast", "1" if event.target.checked else "0")

    def hash_change(_event):
        page.open_fragment()

    def new_game(_event):
        session = page.play.session
        is_under_way = session.game.steps and not session.is_over
        page.play.show(page.play.give_up() if is_under_way else page.play.new())

    def play_hard(event):
        page.play.show(page.play.set_hard(bool(event.target.checked)))

    def play_words(event):
        page.play.show(page.play.set_list(event.target.value))

    def copy_result(_event):
        copy(page.play.result(emoji_tiles()), "Result", note="play-copied")

    on(document, "keydown", keydown)
    on(element("grid"), "click", grid_click)
    on(element("keyboard"), "click", keyboard_click)
    on(element("entry"), "submit", submit_text)
    on(element("clear"), "click", clear)
    on(element("word-list"), "change", choose_list)
    on(element("custom-list"), "change", custom_list)
    on(element("answers-card"), "click", answers_click)
    on(element("advice-card"), "click", answers_click)
    on(element("hard-mode"), "change", hard_mode)
    on(element("rank-by"), "change", rank_by)
    on(element("why"), "submit", why)
    on(element("reveal"), "click", reveal)
    on(element("spoiler-free"), "change", spoiler_free)
    on(element("contrast"), "change", contrast)
    on(element("copy-link"), "click", lambda _event: copy(page.link(), "Link"))
    on(element("copy-emoji"), "click", lambda _event: copy(page.emoji(), "Emoji grid"))
    on(window, "hashchange", hash_change)
    on(element("mode-analyse"), "click", lambda _event: page.set_mode("analyse"))
    on(element("mode-play"), "click", lambda _event: page.set_mode("play"))
    on(element("new-game"), "click", new_game)
    on(element("review-game"), "click", lambda _event: page.review_game())
    on(element("copy-result"), "click", copy_result)
    on(
        element("copy-challenge"),
        "click",
        lambda _event: copy(page.play.link(), "Challenge link", note="play-copied"),
    )
    on(element("play-hard"), "change", play_hard)
    on(element("play-words"), "change", play_words)
    element("contrast").checked = document.documentElement.classList.contains("contrast")
    for delay, name in ((100, "nyt-answers"), (300, "nyt")):  # warm the larger lists, off the clock
        later(delay, lambda name=name: page.word_list(name).bitsets)
    element("status-text").textContent = "Ready."
    element("progress").hidden = True
    document.documentElement.classList.remove("loading")
    document.documentElement.classList.add("ready")
