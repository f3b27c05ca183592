"""Every guess's score at the opening of each shipped answer list, in tables shipped with the
package: the review of a game's first guess then takes one evaluation instead of ranking
every allowed guess (seconds for a poor opener, whose rank needs most of them; over the
14,855 words of the NYT's list, seconds for any opener).

The tables (``data/openings.txt`` for the classic lists, ``data/openings-<list>.txt`` for
the others) are made by ``python scripts/make_openings.py``. A table's first line names the
lists, their sizes and a digest of their words; then come the scores of all guesses at the
opening as integers (the score times 10**9, as `suggest.score` rounds it), sorted, each
written as its difference from the one before, in base 36. It serves only lists with
exactly those words; a test recomputes them.
"""

import hashlib
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from importlib import resources

from .score import Word
from .suggest import DIGITS, Standing, evaluate, score
from .words import WordList

DIGITS36 = "0123456789abcdefghijklmnopqrstuvwxyz"
TABLES = {  # by the name of the answer list
    "answers": "openings.txt",
    "nyt-answers": "openings-nyt-answers.txt",
    "nyt": "openings-nyt.txt",
}


def digest(answers: WordList, guesses: WordList) -> str:
    """What identifies a pair of lists: their names, sizes and a hash of their words."""
    words = "\n".join(answers.words) + "\n\n" + "\n".join(guesses.words)
    sha = hashlib.sha256(words.encode("ascii")).hexdigest()[:16]
    return f"{answers.name} {guesses.name} {len(answers)} {len(guesses)} {sha}"


def as_integer(points: float) -> int:
    return round(points * 10**DIGITS)


def write_table(answers: WordList, guesses: WordList, scores: Sequence[float]) -> str:
    """The table's text for the scores of every guess at the opening."""
    integers = sorted(as_integer(s) for s in scores)
    steps = [b - a for a, b in zip([0, *integers], integers)]
    return "\n".join([digest(answers, guesses), *map(base36, steps)]) + "\n"


def base36(number: int) -> str:
    """A whole number >= 0 in base 36 (``int(text, 36)`` reads it back): the tables are
    shipped to the page, and this is 4% smaller than decimal once zipped.

    >>> base36(146472974), int(base36(146472974), 36)
    ('2f7f9q', 146472974)
    """
    digits = ""
    while True:
        number, digit = divmod(number, 36)
        digits = DIGITS36[digit] + digits
        if not number:
            return digits


def read_table(text: str) -> tuple[str, list[int]]:
    """The digest line and the sorted scores of a table's text."""
    header, *steps = text.splitlines()
    integers, total = [], 0
    for step in steps:
        total += int(step, 36)
        integers.append(total)
    return header, integers


def scores_at_opening(answers: WordList, guesses: WordList) -> list[float]:
    """The score of every guess (and of every answer that is no guess) at the opening:
    what the table holds, worked out (seconds)."""
    words = list(guesses.words) + [w for w in answers.words if w not in guesses.index]
    return [score(evaluate(w, answers.answers), "entropy", len(answers)) for w in words]


def shipped_scores(answers: WordList, guesses: WordList) -> list[int] | None:
    """The table's sorted scores, when one is for exactly these lists; else None."""
    if answers.name not in TABLES:
        return None
    text = (resources.files("wordle") / "data" / TABLES[answers.name]).read_text(encoding="ascii")
    if text.partition("\n")[0] != digest(answers, guesses):
        return None
    return read_table(text)[1]


def opening_standing(
    guess: Word, answers: WordList, guesses: WordList, scores: Sequence[int]
) -> Standing:
    """`suggest.standing` at the opening, counted in the table (`scores`, sorted)."""
    played = evaluate(guess, answers.answers)
    mine = as_integer(score(played, "entropy", len(answers)))
    better = len(scores) - bisect_right(scores, mine)
    is_listed = guess in guesses.index or guess in answers.members
    ties = bisect_right(scores, mine) - bisect_left(scores, mine) - is_listed
    total = len(scores) + (not is_listed)
    return Standing(played, better, total - 1 - better - ties, total)
