"""A game's options, as its link names them: the list it is shown with, hard mode, the answer
told of a game not solved, and whether the link is spoiler-free and its reader has revealed it.

Free of the browser (tested in CPython, run on the main thread in MicroPython); the `State`
holds one for the game shown, and writes the game's link with them.
"""

from protocol import DEFAULT_LIST

from wordle.engine.links.link import fragment_of
from wordle.engine.lists.names import page_list


class Options:
    """The options of the game shown: what a link's flags say besides the game."""

    def __init__(self, words=DEFAULT_LIST):
        self.words = page_list(words)
        self.hard = False
        self.spoiler_free = False  # the link spells no guess (a code), and its reader...
        self.revealed = True  # ...sees only colours, counts, skill and luck until revealing
        self.answer = ""  # the answer told of a game not solved

    def take(self, flags, words, hidden=False):
        """The options a link or your stored game names: spoiler-free (then no answer told),
        the answer told, hard mode, the list (`words`, if the page has it)."""
        self.spoiler_free, self.revealed = hidden, not hidden
        self.answer = "" if hidden else flags.get("answer", "")
        self.hard = "hard" in flags
        self.words = page_list(words)

    def take_played(self, words, game):
        """A game just played in play mode: its list, its mode and its answer, all shown."""
        self.words, self.hard = words, game["hard"]
        self.spoiler_free, self.revealed = False, True
        self.answer = game.get("answer") or ""

    def clear(self):
        """A game emptied: nothing hidden, no answer told."""
        self.revealed, self.answer = True, ""

    def tell_answer(self, text):
        self.answer = text.strip().lower()

    def reveal(self):
        self.revealed = True

    def set_spoiler_free(self, on):
        """The switch: whether what is hidden changed (then the game is shown anew)."""
        was_hidden = self.is_hidden()
        self.spoiler_free = on
        self.revealed = self.revealed or not on  # switched off: all is shown
        return self.is_hidden() != was_hidden

    def is_hidden(self):
        """Whether the game is a spoiler-free link's that its reader has not revealed."""
        return self.spoiler_free and not self.revealed

    def fragment(self, steps, hide=None):
        """The link's fragment of `steps` with these options (`hide`: spoiler-free or not,
        else as the options say)."""
        hide = self.spoiler_free if hide is None else hide
        return fragment_of(steps, self.words, self.hard, hide, self.answer)

    def kept_words(self):
        """The list your games are kept with: the page's (a list of one's own is not kept)."""
        return page_list(self.words)
