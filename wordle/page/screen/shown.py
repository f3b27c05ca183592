"""What the analysis view shows of the page's `State`: every tile and row of the grid, whether
to offer "This is my game", the line under the grid and the answer's question.

Pure: `draw` writes what these say, and CPython tests them as they are. MicroPython runs it on
the main thread (see `app`).
"""

from board import MAX_GUESSES, UNSET, WORD_LENGTH
from protocol import COLOURS

from wordle.engine.rules.score import game_solved

UNREAD = "'s game could not be read: "  # in a notice that is an error (`State.took_reading`)


def current(state):
    """The engine's analysis of the game shown, else the counts made before the engine
    started, or None while both are on their way."""
    for analysed in (state.analysed, state.early):
        if analysed and analysed["gen"] == state.gen:
            return analysed
    return None


def tiles(state):
    """Every tile as drawn: ``(row, tile, letter, colour name, is the error, is to check)``;
    letters hidden while the game is, a tile with no letter (nor colour given) empty."""
    analysed = current(state)
    error = analysed["error"] if analysed else None
    hidden = state.is_hidden()
    for r, row in enumerate(state.board.rows):
        for t in range(WORD_LENGTH):
            letter = row.letters[t] if t < len(row.letters) else ""
            colour = tile_colour(row.tiles[t]) if letter or row.given else "empty"
            wrong = bool(error and error["step"] == r + 1 and error["tile"] == t + 1)
            unsure = [r, t] in state.unsure
            yield r, t, "" if hidden else letter, colour, wrong, unsure


def tile_colour(colour):
    """A tile's colour name; "typed" (outlined) for one not coloured yet."""
    return "typed" if colour == UNSET else COLOURS[colour]


def rows(state):
    """Every row as drawn: ``(row, is typed into, the engine's report, the reason it
    contradicts the game or "")``."""
    analysed = current(state)
    error = analysed["error"] if analysed else None
    reports = analysed["rows"] if analysed else []
    pending = analysed.get("pending") if analysed else None
    for r in range(MAX_GUESSES):
        report = reports[r] if r < len(reports) else None
        if pending and pending["row"] == r:
            report = pending  # its counts so far: no step yet
        reason = error["reason"] if error and error["step"] == r + 1 else ""
        yield r, r == state.board.current, report, reason


def offers_mine(state):
    """Whether to offer "This is my game": a link's game, shown revealed."""
    games = state.games
    return not games.counts_as_mine and bool(state.board.steps()) and not state.is_hidden()


def message(state):
    """The line under the grid and whether it is an error: the game's error, else a notice
    (an error when a game could not be read), else the engine's word."""
    analysed = state.analysed
    if analysed["error"]:
        return analysed["message"], True
    if state.notice:
        return state.notice, UNREAD in state.notice
    return analysed["message"], False


def is_lost(state):
    """Whether the game shown is six guesses that did not solve it (and not hidden): then
    its answer is asked for right under the grid."""
    steps = state.board.steps()
    return len(steps) == MAX_GUESSES and not game_solved(steps) and not state.is_hidden()


def finished_game(state):
    """A key naming the game shown when it is over (solved, six guesses, or its answer
    told), else ""."""
    steps, told = state.board.steps(), state.options.answer
    if not (state.board.is_over() or (told and steps)):
        return ""
    return " ".join(f"{s.guess}:{s.pattern}" for s in steps) + f" {told}"


def has_answer(state):
    """Whether the answer of the game shown is known, solved or told (hidden or not): then its
    verdict gives the bot's count too."""
    steps = state.board.steps()
    return bool(state.options.answer) or game_solved(steps)


def breaks_hard_mode(state):
    """Whether the engine's counts found a guess of the game shown breaking hard mode (its
    row's `broken`): its verdict then names the guesses, on a line of their own."""
    analysed = current(state)
    rows = (analysed["rows"] if analysed else None) or []
    return any((row or {}).get("broken") for row in rows)


def answer_label(state):
    """The answer form's label, for a game not solved: its answer told (by the link or the
    game played, never asked again), else the question."""
    if state.options.answer and not state.is_hidden():
        return "Not solved. Reviewed against the answer:"
    return "Not solved: what was the answer?"


def asks_answer(state, unsolved):
    """Whether the answer's form shows, the review having found the game `unsolved`: for a
    game out of tries, or one told its answer (which may be changed there); never during a
    game still being played (a Wordle ends solved or after six guesses)."""
    return is_lost(state) or (unsolved and bool(state.options.answer))


def told_answer(state):
    """The answer told of the game shown (its link's, the game played), in capitals; "" when
    none is, or the game is hidden."""
    return "" if state.is_hidden() else state.options.answer.upper()
