"""What the player does on the analysis view, handed to the `Page`: keys (the page's and the
on-screen keyboard's), pasted text, clicks on the grid, the words and the cards, the options,
sharing, the modes, and another tab's storage followed."""

from dom import (
    copy,
    element,
    emoji_tiles,
    on,
    page_address,
    run,
    say_line,
    share,
    store,
)
from draw import grid_in_box, show_grid
from js import document
from jsffi import create_proxy
from protocol import STORE
from worker_calls import add_shares, export_history, import_history, show_history

FIELDS = "input, textarea, select, [contenteditable]"  # where pasted text is the field's own


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
    on(element("skip-to-grid"), "click", lambda _event: to_grid())


def to_grid():
    """The skip button: the grid's tab stop focused (a tile: Tab took six to reach it)."""
    document.querySelector('#grid [tabindex="0"]').focus()


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
    """The game in the text box, shown as yours (at once, or once the engine has read it);
    nothing when the box shows your game on the grid as it is (a row half typed stays; a
    link's game shown so is made yours, as any game pasted is)."""
    if grid_in_box() and page.state.games.is_own:
        show_grid()
        return
    page.state.options.answer = ""
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
        page.asking.show_answers(
            step=int(count.dataset.show), others=count.hasAttribute("data-others"), into_view=True
        )

    def grid_click(event):
        tile = event.target.closest(".tile") if page.state.mode == "analyse" else None
        if tile:
            page.cycle(int(tile.dataset.row), int(tile.dataset.tile))
            return
        count = event.target.closest("[data-show]")
        if count:
            open_count(count)  # its words brought into view once drawn (`show_words`)

    def words_click(event):
        word = event.target.closest("[data-word], [data-guess]")
        if word and page.engine is not None:
            page.explanations.beside(word)
        count = event.target.closest("[data-show]")  # the switch to a step's other words
        if count:
            open_count(count)
        if event.target.closest("[data-all]"):
            page.asking.show_answers(show_all=True)
        switch = event.target.closest("[data-switch]")
        if switch:
            page.choose_list(str(switch.dataset.switch))

    def submit_text(event):
        event.preventDefault()
        read_pasted(page)

    def tell_answer(event):
        event.preventDefault()
        typed = str(element("answer-word").value)
        element("answer-word").setAttribute("data-typed", typed.strip().lower())  # `told_here`
        page.tell_answer(typed)

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
            element("word-list").value = page.state.options.words
            return
        file = files.item(0)
        file.text().then(create_proxy(lambda text: run(page.load_list(str(text), str(file.name)))))

    def why(event):
        event.preventDefault()
        if page.engine is not None:
            run(page.explanations.explain(str(element("why-word").value)))

    def option(holder, name, read):
        def changed(event):
            setattr(holder(), name, read(event.target))
            page.update()

        return changed

    on(element("word-list"), "change", choose_list)
    on(element("custom-list"), "change", custom_list)
    on(element("why"), "submit", why)
    on(
        element("hard-mode"),
        "change",
        option(lambda: page.state.options, "hard", lambda target: bool(target.checked)),
    )
    on(
        element("rank-by"),
        "change",
        option(lambda: page.state, "by", lambda target: str(target.value)),
    )


def bind_sharing(page):
    """Spoiler-free, reveal, copies, whose game it is, the link in the address; contrast."""

    def spoiler_free(event):
        if page.state.options.set_spoiler_free(bool(event.target.checked)):
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
        page.state.options.reveal()
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
    # the link followed, as it was: the page may have written its own address since
    on(document.defaultView, "hashchange", lambda event: page.open_fragment(str(event.newURL)))
    element("contrast").checked = document.documentElement.classList.contains("contrast")


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


def bind_history_file(page):
    """Your games saved to a file, and a file's games added to them; the games of one list
    and mode shown."""
    picker = element("history-file")
    for select in ("history-words", "history-mode"):
        on(element(select), "change", lambda _event: page.engine and run(show_history(page.engine)))
    on(element("export-history"), "click", lambda _event: run(export_history(page.engine)))
    on(element("export-csv"), "click", lambda _event: run(export_history(page.engine, "csv")))
    on(element("import-history"), "click", lambda _event: picker.click())
    on(picker, "change", lambda _event: run(import_history(page.engine, picker)))
    shares = element("history-shares")
    on(element("add-shares"), "click", lambda _event: run(add_shares(page, shares)))


def bind_modes(page):
    on(element("mode-analyse"), "click", lambda _event: page.set_mode("analyse"))
    on(element("mode-play"), "click", lambda _event: page.set_mode("play"))
    page.play.bind()


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
