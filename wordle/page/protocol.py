"""What the page's two threads say to each other, defined once for both: the functions the
worker exports, the keys of each request and of each reply, the shipped lists' names, the
storage prefix and the tiles' colour names.

The main thread (MicroPython) imports it as ``protocol`` and the worker (Pyodide) as
``wordle.page.protocol``, so it holds plain data and imports only the lists' names. ``tests/page/
test_protocol.py`` checks that every key either side sends or reads is named here.
"""

from wordle.engine.lists.names import DEFAULT_LIST, PAGE_LISTS  # noqa: F401 (DEFAULT_LIST too)

# The build these modules come from: scripts/build_site.py writes an id here in the copies it
# ships to both threads, so the page can tell a worker of another version of the site.
BUILD = "source"
STORE = "wordle-companion:"  # the prefix of every key the page stores
COLOURS = ("grey", "yellow", "green")  # by a tile's colour number: the CSS data-colour values
LISTS = PAGE_LISTS  # the shipped lists a link or a game can name, and the default one:
# their names are the engine's, spelled once (`wordle.engine.lists.names`)

# A game as the main thread asks about it: counts, suggest, review and explain all take it
# (MicroPython has no * in a tuple display: tuples are added).
GAME = ("gen", "steps", "words", "hard", "by", "answer", "hidden") + (
    "shown_step",  # which step's words the page shows, and how
    "shown_others",
    "show_all",
    "pending",  # the row after the steps, full but partly coloured: [guess, tiles], -1 unset
)
REQUESTS = {  # what each export is sent (read_game and load_list take plain text)
    "counts": GAME,
    "suggest": GAME,
    "review": GAME,
    "explain": GAME + ("word", "why"),
    "history": ("backup", "entry", "import", "from", "export", "only", "shares"),  # + stored text
    "play": ("action", "code", "rival", "stored", "word", "hard", "list", "tiles"),
    "read_game": (),
    "read_picture": ("url", "gen"),  # the picture's blob: address; the game's next gen
    "load_list": (),
    "load_data": (),  # a file's name and text, as the counts' "tree" or "table" named it
    "build": (),  # takes nothing, answers with its BUILD
    "progress": (),  # takes nothing: how far the work under way has come
}
STALE = ("stale",)  # a reply to a request a newer one has overtaken
REPLIES = {  # what each export answers with (each key only when it applies)
    "counts": ("gen", "rows", "known", "keys", "answers", "share")
    + ("error", "message", "tree", "table", "pending", "only"),
    "suggest": ("gen", "status", "html") + STALE,
    "review": ("gen", "status", "summary", "html", "bot", "solved", "answer", "answer_error")
    + ("record", "verdict")
    + STALE,
    "explain": ("text", "html"),
    "history": ("html", "notice", "store", "file", "imported", "shares", "refused"),
    "play": ("rows", "keys", "status", "message", "shake", "over", "in_play", "paused")
    + ("code", "rival", "list", "hard", "stats", "distribution", "result", "review")
    + ("store", "notice", "text"),
    "read_game": ("steps", "waiting", "hard", "says_mode", "puzzle", "error"),
    "read_picture": ("steps", "waiting", "hard", "error", "unsure", "notice", "text"),
    "load_list": ("count", "note"),
    "load_data": ("error",),
    "build": (),
    "progress": ("gen", "doing"),  # the request's gen, and its stage ("judging guess 3 of 6")
}
ROW_DATA = ("step", "remaining", "valid")  # a step's counts, set on its row as data-* (the grid)
INSIDE = {  # the keys of what some replies hold
    "error": ("step", "tile", "reason", "message"),  # a game's first contradiction
    "rows": ("html", "broken") + ROW_DATA,  # a step's counts (broken: its guess broke hard
    # mode; the early counts never know it)
    "pending": ("row", "html"),  # what a row still being coloured allows
    "record": ("day", "link", "guesses", "solved", "skill", "luck", "answer", "mine", "luck_score"),
    "review": ("game", "words"),  # a game played, for the analysis view
}
EXPORTS = tuple(REQUESTS)

KEPT = {  # what the page stores under each key, as a note names it
    "game": "game",
    "shared": "link's game",
    "typing": "row being typed",
    "words": "choice of list",
    "mode": "choice of mode",
    "contrast": "choice of contrast",
    "play": "game in progress",
    "play-paused": "paused games",
    "play-hard": "choice of hard mode",
    "play-words": "choice of list to play",
    "recent": "list of recent games",
    "stats": "statistics",
    "history": "history of games reviewed",
    "turn": "count of turns between tabs",  # written by assets/tabs.js alone
}


def write_order(keys):
    """The order in which to store what one action changed, so that storage filling up halfway
    never loses a text or counts a game twice: backups before the texts that replace them, and
    the statistics last, after the game they count (a game kept without its count is counted
    nowhere; a count kept without its game would be counted again)."""
    return sorted(keys, key=write_rank)


def write_rank(key):
    return 0 if key.endswith("-backup") else 2 if key == "stats" else 1
