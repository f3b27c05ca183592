"""The optimal trees in the page's worker: which one a game needs that the worker lacks, and
taking one in that the main thread fetched.

The trees (``wordle/data/tree-*.txt``) are left out of the engine's zip so that the page
starts without them; the build puts them under ``assets/trees/``. The analysis of a game on a
list that has a tree names the tree while the worker lacks it (`missing_tree`); the main
thread fetches it and hands it over (`take_tree`), which puts it where the engine reads its
data, once its checks pass. Until then the bot plays its heuristic.
"""

import os

from ...engine.lists.words import data_path, guesses_for, word_list
from ...engine.search.tree import TREES, TreeError, read_tree


def missing_tree(list_name: str, hard: bool) -> str:
    """The file of the tree a game on this list and mode plays, if the worker lacks it; else
    "" (no tree for it, or the tree in place)."""
    name = TREES.get((list_name, hard), "")
    return name if name and not os.path.isfile(data_path(name)) else ""


def take_tree(name: str, text: str) -> dict:
    """Put a fetched tree in place, once read and checked against its lists (the checksum,
    the lists' digest, a tree); ``{}``, or ``{"error": ...}`` saying why not."""
    lists = [key for key, file in TREES.items() if file == name]
    if not lists:
        return {"error": f"{name}: not one of the shipped trees"}
    list_name, hard = lists[0]
    answers = word_list(list_name)
    try:
        tree = read_tree(text, answers, guesses_for(answers))
    except TreeError as error:
        return {"error": f"{name}: {error}"}
    if tree.hard != hard:
        return {"error": f"{name}: a tree for the other mode"}
    path = data_path(name)
    with open(path + ".part", "w", encoding="ascii") as file:
        file.write(text)
    os.replace(path + ".part", path)
    return {}
