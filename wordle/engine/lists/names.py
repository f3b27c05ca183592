"""The shipped word lists' names, spelled once: for the engine, the terminal and the page's two
threads alike (the main thread runs it under MicroPython, so it imports nothing)."""

ANSWERS = "answers"  # the classic answers
ALLOWED = "allowed"  # the classic answers and every other guess the classic game allows
NYT = "nyt"  # the NYT's valid guesses: the classic ones and those it added in 2022
NYT_ANSWERS = "nyt-answers"  # the NYT's answers (2023)
NAMES = (ANSWERS, ALLOWED, NYT, NYT_ANSWERS)  # in this order: a challenge code numbers them
PAGE_LISTS = (ANSWERS, NYT_ANSWERS, NYT)  # the lists the page shows and a link can name
DEFAULT_LIST = ANSWERS  # what a link without ``&words`` shows
LIST_LABELS = {  # how people are told a list's name (a list of one's own: its file's name)
    ANSWERS: "classic answers",
    ALLOWED: "classic guesses",
    NYT_ANSWERS: "NYT answers 2023",
    NYT: "every guessable word",
}


NYT_FROM = 500  # a share of this puzzle or later: the NYT had begun adding answers (late 2022)


def puzzle_list(number):
    """The list a share of the puzzle `number` (0: none said) is judged on: the NYT's answers
    from `NYT_FROM` on, else the default."""
    return NYT_ANSWERS if number >= NYT_FROM else DEFAULT_LIST


def list_label(name):
    """How a list is named to people (a list of one's own: by its file's name)."""
    return LIST_LABELS.get(name, name)


def page_list(name):
    """`name` if the page shows that list, else the default one (a list of one's own)."""
    return name if name in PAGE_LISTS else DEFAULT_LIST
