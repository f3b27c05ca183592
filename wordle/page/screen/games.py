"""Your game and a link's game, kept apart: which one the page shows, what of it is stored and
under which key, and whether your history may count it.

A game you typed, pasted or played is yours: it is stored under ``game``, the bare page restores
it, and your history counts it. A game opened from a link is the link's, unless it is your
game (the same guesses and colours): it never replaces yours, it is stored (under ``shared``)
only once revealed, and your history counts it only once you say it is yours. A spoiler-free
link's game not revealed is stored nowhere.

It runs on the page's main thread in MicroPython (see `app`) and imports nothing, so CPython
tests it as it is. Steps are the board's (``Step(guess, pattern)``, compared as tuples).

>>> games = Games(own_steps=[("crane", 9)], shared_steps=[])
>>> games.open_link()
>>> games.read_link([("smart", 90)])  # a partner's game: not shown revealed
False
>>> games.kept_label()
'CRANE'
>>> games.to_store([("smart", 90)], "SMART=..a.t", hidden=True)
{}
>>> games.to_store([("smart", 90)], "SMART=..a.t", hidden=False)
{'shared': 'SMART=..a.t'}
"""

OWN = "game"  # the storage key of your game (a link's fragment: the game and its options)
SHARED = "shared"  # ...and of the latest link's game revealed
TYPING = "typing"  # ...and of the row being typed after your game's steps


class Games:
    """Whether the game shown is yours, your game's steps, and the link's game last revealed."""

    def __init__(self, own_steps, shared_steps):
        self.own_steps = own_steps  # None when the stored game could not be read here
        self.shared_steps = shared_steps
        self.is_own = True
        self.is_played = False  # a game just played, shown while your own game is kept

    def open_link(self):
        """A link's game is being opened: it is not yours until its steps say so."""
        self.is_own = self.is_played = False

    def show_played(self, steps):
        """A game played here is shown to be reviewed: your history counts it, but your own
        game, if it is another, stays yours and is kept (back to it in one click)."""
        self.take()
        if self.own_steps and steps != self.own_steps:
            self.is_own, self.is_played = False, True

    @property
    def counts_as_mine(self):
        """Whether your history counts the game shown: yours, or played here."""
        return self.is_own or self.is_played

    def read_link(self, steps):
        """The link's game has been read: it is yours if it is your game. Whether to show it
        revealed: it is yours, or it is the link's game revealed last time."""
        self.is_own = steps == self.own_steps
        return self.is_own or (bool(steps) and steps == self.shared_steps)

    def take(self):
        """The game shown is yours from now on: pasted, played, or said to be yours."""
        self.is_own, self.is_played = True, False

    def to_store(self, steps, text, hidden):
        """What to store of the game shown (`steps`, written as `text`): ``{key: text}``, or
        nothing for a spoiler-free link's game not revealed."""
        if self.is_own:
            self.own_steps = steps
            return {OWN: text}
        if hidden or self.is_played:  # a game played is kept by play
            return {}
        self.shared_steps = steps
        return {SHARED: text}

    def kept_label(self):
        """While a link's game is shown, your game in a few words (``CRANE``, ``CRANE and 3
        more``), else ""."""
        if self.is_own or not self.own_steps:
            return ""
        first, more = self.own_steps[0][0].upper(), len(self.own_steps) - 1
        return first + (f" and {more} more" if more else "")
