"""The data the page's worker takes in when a game first needs it: which file a game needs
that the worker lacks, and taking one in that the main thread fetched.

The optimal trees (``wordle/data/tree-*.txt``) and the NYT lists' opening tables
(``openings-nyt*.txt``, 37 KB each in the zip) are left out of the engine's zip so that the
page starts without them (all but the default game's tree, which every first review on it
needs); the build puts them under ``assets/data/``. The analysis of a game names each one its
list needs while the worker lacks it (`missing_tree`, `missing_table`); the main thread
fetches it and hands it over (`take_data`), which puts it where the engine reads
its data, once its checks pass. Until then the bot plays its heuristic, and suggestions and
the review wait for the table (if its fetch fails, the review says so: judging every opener of
an NYT list would take too long).
"""

import os

from ... import TABLES, TREES, data_path, guesses_for, has_data, word_list
from ...engine.lists.names import ANSWERS

LATER_TABLES = tuple(f for name, f in TABLES.items() if name != ANSWERS)  # the classic: in the zip


def missing_tree(list_name: str, hard: bool) -> str:
    """The file of the tree a game on this list and mode plays, if the worker lacks it; else
    "" (no tree for it, or the tree in place)."""
    name = TREES.get((list_name, hard), "")
    return name if name and not has_data(name) else ""


def missing_table(list_name: str) -> str:
    """The file of the opening table of this list, if the worker lacks it; else "" (no table
    for it, or the table in place)."""
    name = TABLES.get(list_name, "")
    return name if name and not has_data(name) else ""


def take_data(name: str, text: str) -> dict:
    """Put a fetched tree or table in place, once read and checked against its lists; ``{}``,
    or ``{"error": ...}`` saying why not."""
    if name in LATER_TABLES:
        problem = _table_problem(name, text)
    elif name in TREES.values():
        problem = _tree_problem(name, text)
    else:
        problem = "not one of the files fetched later"
    if problem:
        return {"error": f"{name}: {problem}"}
    path = data_path(name)
    with open(path + ".part", "w", encoding="ascii") as file:
        file.write(text)
    os.replace(path + ".part", path)
    return {}


def _tree_problem(name: str, text: str) -> str:
    """Why the text is not the tree `name` (the checksum, the lists' digest, a tree, the
    mode); "" when it is."""
    from ... import TreeError, read_tree

    list_name, hard = next(key for key, file in TREES.items() if file == name)
    answers = word_list(list_name)
    try:
        tree = read_tree(text, answers, guesses_for(answers))
    except TreeError as error:
        return str(error)
    return "a tree for the other mode" if tree.hard != hard else ""


def _table_problem(name: str, text: str) -> str:
    """Why the text is not the opening table `name` (made for other lists, or not every
    guess's value); "" when it is."""
    from ... import OFF_LIST, read_table, table_digest

    list_name = next(key for key, file in TABLES.items() if file == name)
    answers = word_list(list_name)
    guesses = guesses_for(answers)
    if text.partition("\n")[0] != table_digest(answers, guesses, OFF_LIST):
        return "made for other lists"
    try:
        expected = read_table(text)[1].expected
    except ValueError:
        expected = []
    if len(expected) != len({*guesses.words, *answers.words}):
        return "not a whole table (damaged, or cut short)"
    return ""
