"""The analysis view drawn from the page's `State` and the engine's answers: the grid, the
options' controls, whose game it is, the words, the review and an explanation's place.

Only what the state or an answer says is written; nothing is decided here. MicroPython runs it
on the main thread (see `app`).
"""

import json

from dom import element, run, say_line
from js import document, window
from shown import (
    answer_label,
    asks_answer,
    breaks_hard_mode,
    finished_game,
    has_answer,
    is_lost,
    message,
    offers_mine,
    rows,
    tiles,
    told_answer,
)

VERDICT_COMING = (  # until the review comes; then, past a second, the guess it is judging
    '<p class="verdict-outcome">{}<span class="verdict-stage" aria-hidden="true"></span></p>'
)
VERDICT_FOR = [""]  # the finished game whose verdict is shown or on its way (`place_verdict`)


def show_options(state):
    """The controls of the options a link, your stored game or a game played set."""
    element("spoiler-free").checked = state.options.spoiler_free
    element("hard-mode").checked = state.options.hard
    element("word-list").value = state.options.words


def show_words():
    """The words a count opened, in view: on one column (a phone) the card's top at the top
    of the screen, its words below it (they were left below the fold); beside the board, as
    little scrolling as it takes."""
    one_column = window.matchMedia("(max-width: 900px)").matches
    element("answers-card").scrollIntoView({"block": "start" if one_column else "nearest"})


def show_entry_error(error):
    """Why the text in the box could not be read, beside it and in view (pasted on the page
    of a phone, the box is far below what was looked at)."""
    element("entry-error").textContent = error
    element("entry").scrollIntoView({"block": "nearest"})


def show_grid():
    """The game pasted is shown: bring the grid into view (on a phone, the form is far below)."""
    element("grid").scrollIntoView({"block": "nearest"})


def draw_mode(mode):
    """Analysing or playing: the page's look and the two buttons' state."""
    document.documentElement.classList.toggle("playing", mode == "play")
    element("mode-analyse").setAttribute("aria-pressed", str(mode == "analyse").lower())
    element("mode-play").setAttribute("aria-pressed", str(mode == "play").lower())


def draw_board(grid, state):
    """The grid as typed, with what the engine found about it once it has answered, and
    whose game it is."""
    element("spoiler-note").hidden = not state.is_hidden()
    over = state.board.is_over()  # nothing to type until it is revealed, or once it is over
    element("entry-hint").hidden = state.is_hidden() or over
    for r, t, letter, colour, wrong, unsure in tiles(state):
        grid.paint_tile(r, t, letter, colour, wrong, unsure)
    for r, is_current, report, reason in rows(state):
        grid.paint_row(r, is_current, report, reason)
    label = state.games.kept_label()
    element("own-game").textContent = label
    element("own-note").hidden = not label
    element("mine-note").hidden = not offers_mine(state)
    document.documentElement.classList.remove("from-link")  # its room kept until now
    place_answer_form(state)
    game = finished_game(state)
    document.documentElement.classList.toggle("finished", bool(game))  # its review first
    place_verdict(game, told_answer(state), has_answer(state), breaks_hard_mode(state))
    follow_in_box(state.box_text())


def follow_in_box(text):
    """The paste box shows the grid's game, so that Show never drops what the grid has; not
    while it is being typed in, nor while it holds a text the page could not read (`text`
    None: it keeps its own)."""
    box = element("game-text")
    if text is None or box.matches(":focus") or element("entry-error").textContent:
        return
    box.value = text
    box.setAttribute("data-grid", text)  # what Show leaves as it is (`grid_in_box`)


def grid_in_box():
    """Whether the box still shows the grid's game as it wrote it (Show has nothing to do)."""
    box = element("game-text")
    return str(box.value).strip() == str(box.getAttribute("data-grid") or "\0")


def place_verdict(game, told, answered, broken=False):
    """Right under the grid, the verdict's room for a finished game (`game`: its key), said
    to be on its way until the review brings it (against the answer `told`, if one is);
    none for a game still being played. The room is the verdict's height from the start: a
    line fewer when no answer is known (`answered`: no bot's count), one more when the
    counts found hard mode `broken` (the guesses that broke it). (The key, which spells
    the game, is kept here, never in the page: a hidden game's words.)"""
    box = element("verdict")
    box.classList.toggle("unanswered", not answered)
    box.classList.toggle("broken", bool(broken))
    if VERDICT_FOR[0] == game and game:
        return  # drawn for this game already (or on its way)
    VERDICT_FOR[0] = game
    box.hidden = not game
    coming = f"Reviewing against {told}…" if told else "Judging the game…"
    box.innerHTML = VERDICT_COMING.format(coming) if game else ""


def place_answer_form(state):
    """A lost game asks for its answer right under the grid, from its first paint (the review
    card points up to it); any other game not solved asks in the review card."""
    form, lost = element("answer-form"), is_lost(state)
    place = "answer-slot" if lost else "answer-home"
    if str(form.parentElement.id) != place:
        element(place).appendChild(form)
        form.hidden = not lost  # at home, the review says whether to ask
        element("answer-label").textContent = answer_label(state)
    told = told_answer(state)
    element("answer-ask").hidden = not lost or bool(told)  # a told answer is not asked for
    if lost and told:
        show_told(told.lower(), state)


def told_here(answer):
    """Whether the review's answer (a game not solved) is the one typed in the answer's box
    (not one shown there from the first paint, the link's or the game played's, which the
    label and the verdict already name): then the line under the grid says the review took
    it. Said once."""
    told, field = answer.get("answer"), element("answer-word")
    typed = str(field.getAttribute("data-typed") or "")
    field.removeAttribute("data-typed")
    return bool(told) and answer.get("solved") is False and typed == str(told).lower()


def show_told(told, state):
    """The answer told (by the link, the game played) in the answer's box from the first
    paint, never an empty box asking for it; not over what the player is typing there."""
    field = element("answer-word")
    shown = str(field.value)
    if field.matches(":focus") or shown not in ("", str(field.getAttribute("data-told") or "")):
        return
    field.value = told
    field.setAttribute("data-told", told)
    element("answer-label").textContent = answer_label(state)


def draw_analysis(grid, state):
    """The keyboard's letters, the words, what is known and the line under the grid."""
    analysed = state.analysed
    grid.paint_keys(analysed["keys"])
    draw_answers(analysed["answers"], grid)
    if grid.changed("known", analysed["known"]):
        element("known").innerHTML = analysed["known"]
    said, error = message(state)
    say_line(said, error)
    element("message").classList.remove("info")


def draw_early(grid, state):
    """The counts made before the engine started: the rows (see `draw_board`), the keyboard's
    letters and the words; what is known, suggestions and the review wait for the engine."""
    draw_board(grid, state)
    grid.paint_keys(state.early["keys"])
    if state.early["answers"]:
        draw_answers(state.early["answers"], grid)


def draw_answers(answers, grid):
    element("answers-title").textContent = answers["title"]
    element("answers-summary").innerHTML = answers["summary"]
    element("reveal").hidden = not answers["reveal"]
    if grid.changed("answers", answers["items"]):
        element("answers").innerHTML = answers["items"]


def draw_suggestions(answer):
    element("advice-status").textContent = answer["status"]
    element("suggestions").innerHTML = answer["html"]


def say_review_stage(doing):
    """How far the review has come ("judging guess 3 of 6"), while it works: on the review's
    card (read out politely) and beside the verdict on its way (seen only)."""
    element("review-status").textContent = doing[0].upper() + doing[1:] + "…"
    stage = element("verdict").querySelector(".verdict-stage")
    if stage:
        stage.textContent = doing


def draw_review(answer, state):
    """The review's cards, summary and the bot's game, and for a game not solved the form
    asking for its answer (with why the answer told was refused)."""
    element("review-status").textContent = answer["status"]
    element("verdict").innerHTML = answer.get("verdict") or ""
    element("verdict").hidden = not answer.get("verdict")
    element("review").innerHTML = answer.get("html", "")
    element("review-summary").textContent = answer.get("summary", "")
    element("bot-line").innerHTML = answer.get("bot", "")
    unsolved = "solved" in answer and not answer["solved"]
    element("answer-form").hidden = not asks_answer(state, unsolved)
    element("answer-label").textContent = answer_label(state)
    element("answer-error").textContent = answer.get("answer_error", "")
    field = element("answer-word")
    if answer.get("answer") and not field.matches(":focus"):
        field.value = answer["answer"]  # told by the link or play mode


def open_beside(button):
    """A place for the explanation of a clicked word (or suggested guess) right after it:
    ``(place, word, why)``, or ``(None, "", "")`` when the click closed the one open."""
    was_open = button.getAttribute("aria-expanded") == "true"
    close_explanation()
    if was_open:
        return None, "", ""
    is_guess = button.hasAttribute("data-guess")
    word = str(button.getAttribute("data-guess" if is_guess else "data-word"))
    pop = document.createElement("div" if is_guess else "li")
    pop.id, pop.className = "beside", "beside"
    pop.setAttribute("role", "status")
    pop.textContent = "Working it out…"
    item = button.closest("li")
    item.insertAdjacentElement("beforeend" if is_guess else "afterend", pop)
    button.setAttribute("aria-expanded", "true")
    return pop, word, "guess" if is_guess else "word"


def close_explanation():
    """Close the explanation open beside a word, if any."""
    pop = element("beside")
    if pop:
        pop.remove()
    for button in document.querySelectorAll('[aria-expanded="true"]'):
        button.setAttribute("aria-expanded", "false")


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
