"""Every guess judged at the opening of each shipped answer list, in tables shipped with the
package: the review of a game's first guess then takes one evaluation instead of judging
every allowed guess (seconds over the 14,855 words of the NYT's list).

The tables (``data/openings.txt`` for the classic lists, ``data/openings-<list>.txt`` for
the others) are made by ``python scripts/make_openings.py``. A table's first line names the
lists, their sizes, a digest of their words and the answer model's share beyond the list
(`model`); the second, the best opener; then come the guesses expected to finish after
each guess at the opening over the model's pool (`finish.outlook`, times 10**9 as
integers), sorted, each written as its difference from the one before, in base 36. It
serves only lists with exactly those words and that model; a test recomputes them.
"""

import hashlib
from bisect import bisect_left
from dataclasses import dataclass

from .finish import DIGITS, Finish, Place, best_of, outlook
from .likelihood import likelihood
from .model import OFF_LIST, opening_pool
from .score import Word
from .words import WordList, data_text
from .work import finish

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


def table_digest(answers: WordList, guesses: WordList, share: float = OFF_LIST) -> str:
    """What a table is for: the lists (`digest`) and the answer model's share beyond them."""
    return f"{digest(answers, guesses)} off-list {share}"


def as_integer(points: float) -> int:
    return round(points * 10**DIGITS)


@dataclass(frozen=True)
class Table:
    """A table's contents: the best opener and every guess's expected guesses, sorted."""

    best: Word
    expected: list[int]  # times 10**DIGITS


def write_table(answers: WordList, guesses: WordList, expected: dict[Word, float]) -> str:
    """The table's text for every guess's expected guesses at the opening."""
    integers = sorted(map(as_integer, expected.values()))
    steps = [b - a for a, b in zip([0, *integers], integers)]
    best = best_of(expected, likelihood().key)
    return "\n".join([table_digest(answers, guesses), best, *map(base36, steps)]) + "\n"


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


def read_table(text: str) -> tuple[str, Table]:
    """The digest line and the table of a table's text."""
    header, best, *steps = text.splitlines()
    integers, total = [], 0
    for step in steps:
        total += int(step, 36)
        integers.append(total)
    return header, Table(best, integers)


def expected_at_opening(answers: WordList, guesses: WordList) -> dict[Word, float]:
    """Every guess (and every answer that is no guess) judged at the opening: what the
    table holds, worked out (seconds)."""
    pool = opening_pool(answers)
    words = [*guesses.words, *(w for w in pool.always_allowed if w not in guesses.index)]
    judging = outlook(pool, words, [], opening_finish(answers, guesses))
    return finish(judging).expected


def opening_finish(answers: WordList, guesses: WordList) -> Finish:
    """The search at the opening: every guess allowed, the model's weights."""
    return Finish(lambda steps: guesses, dict(opening_pool(answers).weights))


def shipped_table(answers: WordList, guesses: WordList, share: float = OFF_LIST) -> Table | None:
    """The table for exactly these lists and model, if one is shipped; else None."""
    if answers.name not in TABLES:
        return None
    text = data_text(TABLES[answers.name])
    if text.partition("\n")[0] != table_digest(answers, guesses, share):
        return None
    return read_table(text)[1]


def opening_place(guess: Word, answers: WordList, guesses: WordList, table: Table) -> Place:
    """Where `guess` stands at the opening, counted in the table."""
    pool = opening_pool(answers)
    judged = finish(outlook(pool, [guess], [], opening_finish(answers, guesses)))
    [mine] = judged.expected.values()
    better = bisect_left(table.expected, as_integer(mine))
    is_listed = guess in guesses.index or guess in answers.members
    total = len(table.expected) + (not is_listed)
    best = table.expected[0] / 10**DIGITS
    return Place(mine, table.best, best, better, total, judged.exact)
