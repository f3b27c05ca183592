"""What the analysis view shows and asks the engine for, given what the player did and what the
engine answered: the page's state, free of the browser.

`app` owns one `State`, hands it every event and reply, and draws what it says; nothing here
touches the DOM, storage or the worker, so CPython tests it as it is (``tests/page/
test_state.py``). It runs on the main thread in MicroPython and imports only its neighbours.

The game shown is yours or a link's (`games`). A spoiler-free link (``&hide``) spells no guess
and its reader sees only colours, counts, skill and luck until they reveal it. Every change of
the game or an option starts a new generation (`gen`): the engine's answers for an older one
are dropped. An answer told is the answer of a game not solved (the link, play mode, the form).

>>> state = State("answers", own_steps=[], shared_steps=[])
>>> for letter in "crane":
...     _ = state.key(letter)
>>> state.refusal("Enter"), state.key("Enter"), state.fragment()
('', True, 'CRANE=.....')
>>> state.refusal("Enter")
'A guess: a guess has 5 letters'
"""

import json

from board import (
    UNSET,
    Board,
    pairs_of,
    steps_from_link,
    steps_of,
)
from games import TYPING, Games
from options import Options
from protocol import DEFAULT_LIST
from shown import UNREAD

from wordle.engine.links.codes import CODE_KEY, CodeError, read_game_code
from wordle.engine.links.fragments import CUT
from wordle.engine.links.link import game_text
from wordle.engine.lists.names import puzzle_list
from wordle.engine.rules.score import feedback, game_solved

HIDDEN = "Reveal the game to change it."
TYPE_GUESSES = "Type the guesses: their colours are in place."
GREYED = "The tiles left outlined turned grey: tap one to colour it."
NYT_LIST = (
    "Today's NYT games come from the list “NYT answers” (under Possible answers from): the"
    " classic list lacks the answers the NYT has added."
)
NYT_PICKED = (
    "Wordle {:,} is judged on “NYT answers”, the list the NYT's games come from since it began"
    " adding answers; choose “classic answers” under Possible answers from to judge it on that."
)
BACK = "Back to your game; the shared one is closed. Clear again to empty it."


class State:
    """The game shown, its options and whose it is; the engine's latest answers about it."""

    def __init__(self, words, own_steps, shared_steps):
        self.show_game([])  # the board, and what is shown of it
        self.mode = "analyse"  # or "play"
        self.options = Options(words)  # the list, hard mode, the answer told, spoiler-free
        self.by = "guesses"  # how suggestions are ranked
        self.reading = False  # a text is with the engine: the address and storage wait for it
        self.show_all = False
        self.gen = 0  # the generation of the game shown
        self.analysed = None  # the engine's latest analysis of the game shown
        self.early = None  # the counts made here before the engine started (see `early`)
        self.games = Games(own_steps, shared_steps)  # yours, or a link's
        self.record = None  # what the history keeps of the game, once reviewed finished
        self.link_cut = False  # the link opened was longer than links are: only its start read

    # --- opening a game -----------------------------------------------------------------

    def open_link(self, flags, cut=False):
        """A link's game is being opened, with the options its fragment's `flags` name (`cut`:
        the fragment was longer than links are, and only its first part read)."""
        self.options.take(flags, flags.get("words"), hidden="hide" in flags)
        self.link_cut = cut
        self.games.open_link()

    def open_own(self, fragment_flags, stored_words):
        """Your game is being opened, with its options (the list stored apart, before)."""
        self.games.take()
        self.options.take(fragment_flags, fragment_flags.get("words") or stored_words)

    def read(self, text, source):
        """Show the game written in `text` if links write it so (a spoiler-free link's code
        too); else False: the engine reads it (`took_reading`), and the address and storage
        wait until then."""
        steps = steps_from_code(text) if text.startswith(CODE_KEY) else steps_from_link(text)
        if steps is None:
            self.reading = True
            return False
        self.took(steps, source)
        return True

    def took_reading(self, answer, source):
        """The engine's reading of a text or screenshot: "" when the game is shown, else the
        error (a link's or a stored game's is also the notice)."""
        self.reading = False
        if "error" in answer:
            if source != "text":
                self.notice = "The " + source + UNREAD + answer["error"]
            elif UNREAD in self.notice:  # an older reading's error: this one is said by the box
                self.notice = ""
            return answer["error"]
        steps = steps_of(answer["steps"])
        self.took(steps, source, answer["waiting"])
        if answer.get("says_mode"):  # 3/6*, 3/6: a share text says the mode
            self.options.hard = answer["hard"]
        self.notice = reading_notice(answer, self.options.words, picked_list(self.options, answer))
        self.unsure = answer.get("unsure", [])
        return ""

    def took(self, steps, source, waiting=()):
        """Show the game read from `source`: a text pasted is yours, a link's game is yours
        only if it is your game (and then, or if revealed before, it shows revealed)."""
        self.show_game(steps, waiting)
        if source == "link" and self.link_cut:
            self.notice = CUT
        if source == "text":
            self.games.take()
            self.options.reveal()
        elif source == "link" and self.games.read_link(steps):
            self.options.reveal()

    def show_game(self, steps, waiting=()):
        self.board = Board.of(steps, waiting)
        self.notice = ""  # a message that stays until the game is next edited
        self.unsure = []  # [row, tile] a screenshot's reading doubted: as long as the notice
        self.shown_step = None  # which step's list is open (None: the latest)
        self.shown_others = False  # whether it shows the valid words beyond the list

    def clear(self):
        """Clear: False when a link's game is shown (the page goes back to yours, nothing
        lost); else the game is emptied (True)."""
        if self.games.kept_label():
            return False
        self.games.take()
        self.show_game([])
        self.options.clear()
        return True

    def played(self, review):
        """The game just played in play mode, to analyse: yours, with its list and hard mode."""
        steps = steps_of(review["game"]["steps"])
        self.show_game(steps)
        self.options.take_played(review["words"], review["game"])
        self.games.show_played(steps)

    # --- editing ----------------------------------------------------------------------

    def refusal(self, key=None):
        """Why a key (None: a tile's click) cannot change the game, or ""."""
        if self.is_hidden():
            return HIDDEN
        row = self.board.rows[self.board.current]
        if key == "Enter" and not row.is_full and not self.board.is_over():
            return (row.letters.upper() or "A guess") + ": a guess has 5 letters"
        return ""

    def over(self, key):
        """What a letter or Enter typed after the game is over is told (neither starts a
        row), or ""."""
        if key == "Backspace" or not self.board.is_over() or self.is_hidden():
            return ""
        steps = self.board.steps()
        ended = f"solved in {len(steps)}" if game_solved(steps) else "six guesses"
        return f"The game is over ({ended}): ⌫ takes back its last letter; Clear starts another."

    def key(self, key):
        """A key typed (not refused): whether the game changed. Enter on a row with tiles not
        coloured says that they turned grey (it did so silently)."""
        self.notice, self.unsure = "", []
        if key == "Enter":
            row = self.board.rows[self.board.current]
            left = row.is_full and UNSET in row.tiles and not row.given
            if self.board.enter() and left:
                self.notice = GREYED
            return True
        if key == "Backspace":
            self.board.backspace()
            return True
        return self.board.type(key, only_answer(self.analysed, self.board.steps()))

    def cycle(self, row, tile):
        """A tile clicked (not refused): whether its colour changed."""
        changed = self.board.cycle(row, tile)
        if changed:
            self.notice, self.unsure = "", []
        return changed

    def is_typing(self):
        """Whether a full row waits for Enter."""
        return self.board.rows[self.board.current].is_full

    def is_hidden(self):
        """Whether the game is a spoiler-free link's that its reader has not revealed."""
        return self.options.is_hidden()

    # --- asking the engine -----------------------------------------------------------

    def changed(self):
        """The game or an option changed: a new generation, nothing yet known of it."""
        self.show_all = False
        self.gen += 1
        self.record = None  # until the review of the game as it is now

    def request(self, **extra):
        """What the engine is asked about the game shown (`extra`: what else it needs)."""
        request = {
            "gen": self.gen,
            "steps": pairs_of(self.board.steps()),
            "words": self.options.words,
            "hard": self.options.hard,
            "by": self.by,
            "shown_step": self.shown_step,
            "shown_others": self.shown_others,
            "show_all": self.show_all,
            "hidden": self.is_hidden(),
            "answer": self.options.answer,
            "pending": self.board.pending(),
        }
        request.update(extra)
        return request

    def took_counts(self, analysed):
        """The engine's analysis: whether it is of the game shown (else it is dropped)."""
        if analysed["gen"] != self.gen:
            return False
        self.analysed = analysed
        return True

    def took_early(self, early):
        """Counts made here before the engine started: whether they are shown (of the game
        shown, and the engine's analysis of it not in yet)."""
        if early["gen"] != self.gen or (self.analysed and self.analysed["gen"] == self.gen):
            return False
        self.early = early
        return True

    def open_answers(self, step=None, show_all=None, others=False):
        """Which step's words to show (and whether all of them, the others beyond the list)."""
        if step is not None:
            self.shown_step, self.shown_others = step, others
        if show_all is not None:
            self.show_all = show_all

    def took_review(self, review):
        """The engine's review: what the history is to keep of it (None: nothing), a game
        not revealed being kept nowhere and a link's game only updating its entry."""
        if review.get("answer_error"):
            self.options.answer = ""  # refused: forgotten, and the link drops it
        record, link = review.get("record"), self.fragment()
        self.record = None
        if record and link and not self.is_hidden():
            record["link"] = link  # MicroPython: no ** in a dict display
            record["mine"] = self.games.counts_as_mine
            self.record = record
        return self.record

    def claim(self):
        """The link's game is yours ("This is my game"): the record, if any, counts it."""
        self.games.take()
        if self.record:
            self.record["mine"] = True
        return self.record

    # --- what is kept ------------------------------------------------------------------

    def fragment(self):
        """The game (its code when spoiler-free), its list (unless the default one), hard mode,
        spoiler-free and the answer told, as a link holds them."""
        return self.options.fragment(self.board.steps())

    def box_text(self):
        """What the paste box shows of the game on the grid, its steps as links write them
        (spaced), so that Show shows what the grid does; None where the box keeps its text:
        a game hidden (its words are not to be seen), or colours still waiting for words."""
        waiting = any(row.given and not row.letters for row in self.board.rows)
        if self.is_hidden() or waiting:
            return None
        return game_text(self.board.steps()).replace(",", " ")

    def address(self):
        """The fragment the address shows; None while the engine reads a text (the link or
        stored game it came from stays until then)."""
        return None if self.reading else self.fragment()

    def to_store(self):
        """What to store as ``{key: text}``: the game, written as its link, under the key
        `games` says (if any), and the list chosen for your games; nothing while the engine
        reads a text (see `address`)."""
        if self.reading:
            return {}
        steps = self.board.steps()
        text = self.options.fragment(steps, hide=False)
        kept = self.games.to_store(steps, text, self.is_hidden())
        if self.games.is_own:
            kept["words"] = self.options.kept_words()
            kept[TYPING] = typing_text(self.board)
        return kept


def typing_text(board):
    """The row being typed after a game's steps, as it is kept (JSON), or ""."""
    typing = board.typing()
    return json.dumps(typing) if typing else ""


def retype(board, text):
    """Type back the row kept by `typing_text` (your game just restored); whether it was."""
    try:
        letters, tiles = json.loads(text)
        return board.retype(str(letters), [int(t) for t in tiles])
    except (ValueError, TypeError):
        return False


def steps_from_code(text):
    """The steps of a spoiler-free link's game (``g=CODE``); None if the code cannot be read
    (the engine then says why)."""
    try:
        return steps_of(read_game_code(text[len(CODE_KEY) :]))
    except CodeError:
        return None


def only_answer(analysed, steps):
    """The only answer the engine found possible, if it fits `steps` (the analysis may be of
    the game a moment before): typed, it shows green at once."""
    only = (analysed or {}).get("only", "")
    return only if only and all(feedback(s.guess, only) == s.pattern for s in steps) else ""


def picked_list(options, answer):
    """A share's puzzle number from `NYT_FROM` on (`puzzle_list`) picks the NYT's answers for
    `options` when the classic list (the default) is chosen: whether it did."""
    picked = puzzle_list(answer.get("puzzle", 0))
    if picked == DEFAULT_LIST or options.words != DEFAULT_LIST:
        return False
    options.words = picked  # the NYT's answers
    return True


def reading_notice(answer, words, picked=False):
    """The line a reading leaves under the grid: a picture's notes, or that a share's guesses
    are to be typed; and for a share, the NYT's list its number `picked` (and the way back),
    or, read on the classic list, which list today's game uses."""
    said = [answer.get("notice", ""), TYPE_GUESSES if answer["waiting"] else ""]
    if picked:
        said.append(NYT_PICKED.format(answer["puzzle"]))
    elif answer.get("says_mode") and words == DEFAULT_LIST:
        said.append(NYT_LIST)
    return " ".join(text for text in said if text)
