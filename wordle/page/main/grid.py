"""The grid and the on-screen keyboard as the page shows them, for the analysis view and play
mode alike: tiles painted, the row being typed into marked, counts or a reason beside a row,
keys coloured. Only what changed is written to the DOM.

MicroPython runs it (see `app`).
"""

from board import MAX_GUESSES, WORD_LENGTH
from js import document
from protocol import ROW_DATA

ROW_NOTE = "no word fits: see below"  # beside a row the game contradicts


class Grid:
    def __init__(self):
        self.tiles = [
            [
                document.querySelector(f'.tile[data-row="{r}"][data-tile="{t}"]')
                for t in range(WORD_LENGTH)
            ]
            for r in range(MAX_GUESSES)
        ]
        self.rows = [document.querySelector(f'.row[data-row="{r}"]') for r in range(MAX_GUESSES)]
        self.keys = {}  # the letters' keys (Enter and Backspace keep their names)
        for key in document.querySelectorAll("#keyboard button"):
            if len(str(key.dataset.key)) == 1:
                self.keys[str(key.dataset.key)] = key
        self.shown = {}  # what the DOM shows, by element

    def changed(self, key, value):
        """Whether `value` differs from what is shown for `key` (then it is shown next)."""
        if self.shown.get(key) == value:
            return False
        self.shown[key] = value
        return True

    def forget(self):
        """Write everything anew next time (the other view has painted over it)."""
        self.shown = {}

    def paint_tile(self, r, t, letter, colour, is_error=False, unsure=False):
        """Show a letter (or none) in a tile, coloured grey, yellow, green, typed or empty;
        marked when it is the error, or a letter to check."""
        if self.changed(("tile", r, t), (letter, colour, is_error, unsure)):
            tile = self.tiles[r][t]
            tile.textContent = letter.upper()
            tile.dataset.colour = colour
            tile.classList.toggle("error", is_error)
            tile.classList.toggle("unsure", unsure)
            name = letter.upper() + " " + colour if letter else colour  # hidden: no letter
            check = ", worth checking" if unsure else ""
            tile.setAttribute("aria-label", f"row {r + 1} tile {t + 1}: {name}{check}")

    def paint_row(self, r, is_current, report=None, reason=""):
        """Mark the row being typed into, and show its counts (so far, for a row still being
        coloured), or why it is impossible."""
        state = (is_current, reason, report and report["html"])
        if not self.changed(("row", r), state):
            return
        row, stats = self.rows[r], self.rows[r].querySelector(".stats")
        row.classList.toggle("current", is_current)
        row.classList.toggle("has-error", bool(reason))
        if report is None:  # why, in full under the grid; beside the row, whole but short
            stats.textContent = ROW_NOTE if reason else ""
            stats.title = reason
        else:
            stats.innerHTML = report["html"]
            stats.title = ""
        for key in ROW_DATA:  # none for a row still being coloured
            if report and key in report:
                row.setAttribute("data-" + key, str(report[key]))
            else:
                row.removeAttribute("data-" + key)

    def paint_keys(self, colours):
        """Each key coloured by its letter's best colour so far (the tracker)."""
        for letter, key in self.keys.items():
            colour = colours.get(letter, "")
            if self.changed(("key", letter), colour):
                key.dataset.colour = colour
                if colour:
                    key.setAttribute("aria-label", letter + " " + colour)
                else:
                    key.removeAttribute("aria-label")

    def animate(self, r, name):
        """Play a row's animation (``reveal``, ``shake``) from its start."""
        row = self.rows[r]
        row.classList.remove(name)
        _ = row.offsetWidth  # a reflow, so that adding the class again restarts it
        row.classList.add(name)


def tile_element(r, t):
    return document.querySelector(f'.tile[data-row="{r}"][data-tile="{t}"]')
