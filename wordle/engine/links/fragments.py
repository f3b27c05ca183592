"""A link's fragment read as its game and its flags, within bounds: ``GAME&hide&words=nyt``.

A link the page writes holds a game of at most six steps and at most five flags (about 120
characters); a fragment can hold anything. What is read is first cut to `MOST_CHARACTERS`
characters and the game and `MOST_FLAGS` flags, so that a link made to be long costs no more
than one the page wrote, and each part is read once (linear time).

It also runs on the page's main thread, under MicroPython: it imports nothing.

>>> read_fragment("SMART=..a.t&words=nyt&hard")
('SMART=..a.t', {'words': 'nyt', 'hard': ''})
>>> read_fragment("words=nyt&hard")  # no game: an empty one, on that list
('', {'words': 'nyt', 'hard': ''})
>>> bounded("SMART=..a.t" + "&h" * 20_000)[1]
True
"""

MOST_CHARACTERS = 1000  # of a fragment: a game's link has at most about 120
MOST_FLAGS = 8  # after the game: a link has at most five (words, hard, hide, answer, beat)
FLAGS = ("words", "hard", "hide", "answer", "beat")  # what a link says besides its game
CUT = "This link was cut: only its first 1,000 characters and 8 options were read."


def bounded(text: str) -> tuple:
    """The part of a fragment that is read (its first characters, its game and first flags),
    and whether that is less than the whole."""
    parts = text[:MOST_CHARACTERS].split("&", MOST_FLAGS + 1)
    kept = "&".join(parts[: MOST_FLAGS + 1])
    return kept, len(kept) < len(text)


def read_fragment(text: str) -> tuple:
    """A fragment (`bounded`) as its game and its flags: ``GAME&hide&words=nyt`` ->
    ``("GAME", {"hide": "", "words": "nyt"})``; a flag named twice keeps its last value. A
    fragment that starts with a flag has no game (``""``)."""
    game, *rest = bounded(text)[0].split("&")
    if game.partition("=")[0] in FLAGS:
        rest.insert(0, game)  # (MicroPython has no * in a list display)
        game = ""
    flags = {}
    for part in rest:
        name, _, value = part.partition("=")
        flags[name] = value
    return game, flags
