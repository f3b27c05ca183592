"""Every guess judged at the opening of each shipped answer list, in tables shipped with the
package: the review of a game's first guess then takes one evaluation instead of judging
every allowed guess (seconds over the 14,855 words of the NYT's list).

The tables (``data/openings.txt`` for the classic lists, ``data/openings-<list>.txt`` for
the others) are made by ``python scripts/make_openings.py``. A table's first line names the
lists, their sizes, a digest of their words and the answer model's share beyond the list
(`pool`); the second, the `LEADERS` best openers, best first; then come the guesses
expected to finish after each guess at the opening over the model's pool (`places.outlook`,
times 10**9 as integers), sorted, each written as its difference from the one before, in
base 36. It serves only lists with exactly those words and that model; a test recomputes them.

The leading openers are valued exactly instead where their totals are shipped (for the
classic lists, the 80 the estimate ranks first, ``data/openers-answers.txt``; for the NYT's
answers, ``data/openers-nyt-answers.txt``; made by ``python scripts/make_opener_totals.py`` with
the exhaustive tree search, in each mode): the fewest guesses in all over the list's answers,
proven, for the list's share of the model, plus the estimate for the answers beyond it
(`exact_value`, shipped beside each total: working the 80 out was a quarter of the page's
first review; a test works them out again). Every other guess's estimate is shifted by the
estimate's bias on that list and mode, the mean of exact value less estimate over the proven
openers (hard mode's cost, which the estimate ignores, about 0.09 guesses on the classic
list; the larger list's groups on the NYT's answers, about 0.04, and 0.17 in hard mode). So the
table, the review and the bot name the same best opener: SALET on the classic list, TARSE on the
NYT's answers.
"""

import hashlib
import math
from bisect import bisect_left
from collections import Counter
from dataclasses import dataclass, field
from weakref import WeakKeyDictionary

from ..answers.likelihood import BASE36, likelihood
from ..answers.pool import OFF_LIST, Pool, opening_pool
from ..lists.names import ANSWERS, NYT_ANSWERS
from ..lists.words import TABLES, WordList, data_text, has_data
from ..rules.score import SOLVED, Word
from .finish import DIGITS, Finish, estimate
from .places import Place, outlook
from .work import Work, finish

OPENERS = {  # by the name of the answer list: its leading openers, valued exactly
    ANSWERS: "openers-answers.txt",
    NYT_ANSWERS: "openers-nyt-answers.txt",
}
OPENERS_MAGIC = "wordle opener totals 2"
READ_AT_ONCE = 3000  # a table's numbers read between two pauses (`reading`)
LEADERS = 80  # the best openers a table names: the best guesses shown at the opening, and
# the estimates of the openers valued exactly (the estimate's 80 first), read, not worked out


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
    """A table's contents: the best openers with their expected guesses, best first, and
    every guess's expected guesses, sorted; the openers valued exactly, with their values."""

    leaders: list[tuple[Word, float]]
    expected: list[int]  # times 10**DIGITS
    exact: dict[Word, float] = field(default_factory=dict)
    shift: float = 0.0  # added to every other guess's estimate (hard mode's cost)

    @property
    def best(self) -> Word:
        return self.leaders[0][0]


def write_table(answers: WordList, guesses: WordList, expected: dict[Word, float]) -> str:
    """The table's text for every guess's expected guesses at the opening."""
    integers = sorted(map(as_integer, expected.values()))
    steps = [b - a for a, b in zip([0, *integers], integers)]
    leaders = " ".join(sorted(expected, key=lambda w: (expected[w], likelihood().key(w)))[:LEADERS])
    return "\n".join([table_digest(answers, guesses), leaders, *map(base36, steps)]) + "\n"


def base36(number: int) -> str:
    """A whole number >= 0 in base 36 (``int(text, 36)`` reads it back): the tables are
    shipped to the page, and this is 4% smaller than decimal once zipped.

    >>> base36(146472974), int(base36(146472974), 36)
    ('2f7f9q', 146472974)
    """
    digits = ""
    while True:
        number, digit = divmod(number, 36)
        digits = BASE36[digit] + digits
        if not number:
            return digits


def read_table(text: str) -> tuple[str, Table]:
    """The digest line and the table of a table's text."""
    return finish(reading(text))


def reading(text: str) -> Work[tuple[str, Table]]:
    """`read_table` as cooperative work, pausing every `READ_AT_ONCE` numbers: the 14,855 of
    the NYT's list take 60 ms in CPython, longer than a newer request may wait in the page."""
    header, leaders, *steps = text.splitlines()
    integers, total = [], 0
    for count, step in enumerate(steps, 1):
        total += int(step, 36)
        integers.append(total)
        if count % READ_AT_ONCE == 0:
            yield
    values = [value / 10**DIGITS for value in integers]
    return header, Table(list(zip(leaders.split(), values)), integers)


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


def shipped_table(
    answers: WordList, guesses: WordList, share: float = OFF_LIST, hard: bool = False
) -> Table | None:
    """The table for exactly these lists and model, if one is shipped, with the openers
    valued exactly in this mode; else None."""
    return finish(reading_table(answers, guesses, share, hard))


_READ: dict = {}  # (answers, guesses, share, hard) -> its table, read once


def reading_table(
    answers: WordList, guesses: WordList, share: float = OFF_LIST, hard: bool = False
) -> Work[Table | None]:
    """`shipped_table` as cooperative work: valuing the leading openers exactly takes about a
    second in the page's worker, where a newer request may not wait that long. None, and
    nothing kept, while the table is not in place (the page's worker fetches some later)."""
    if answers.name not in TABLES or not has_data(TABLES[answers.name]):
        return None
    key = (answers, guesses, share, hard)
    if key not in _READ:
        _READ[key] = yield from _reading_table(*key)
    return _READ[key]


def _reading_table(answers: WordList, guesses: WordList, share: float, hard: bool):
    text = data_text(TABLES[answers.name])
    if text.partition("\n")[0] != table_digest(answers, guesses, share):
        return None
    table = (yield from reading(text))[1]
    exact = exact_values(answers, guesses, hard) if share == OFF_LIST else {}
    if not exact:
        return table
    return (yield from with_exact(table, answers, guesses, exact))


def exact_totals(answers: WordList, guesses: WordList, hard: bool) -> dict[Word, int]:
    """The proven fewest guesses in all over the answers from each leading opener, in this
    mode, when shipped for these lists; else none."""
    return {word: total for word, (total, _) in _openers(answers, guesses, hard).items()}


def exact_values(answers: WordList, guesses: WordList, hard: bool) -> dict[Word, float]:
    """Each leading opener's expected guesses over the model (`exact_value` of its total), in
    this mode, as shipped beside the totals for these lists; else none."""
    return {word: value for word, (_, value) in _openers(answers, guesses, hard).items()}


def _openers(answers: WordList, guesses: WordList, hard: bool) -> dict[Word, tuple[int, float]]:
    """The openers file's lines for these lists and this mode: a total and its value each."""
    if answers.name not in OPENERS:
        return {}
    magic, lists, *lines = data_text(OPENERS[answers.name]).splitlines()
    if magic != OPENERS_MAGIC or lists != f"lists: {digest(answers, guesses)}":
        return {}
    mode = "hard" if hard else "normal"
    rows = (line.split() for line in lines)  # "none": no tree solves every answer in six
    return {w: (int(t), float(v[0])) for m, w, t, *v in rows if m == mode and t != "none"}


def opener_line(mode: str, opener: Word, total: str, answers: WordList) -> str:
    """An openers file's line: the mode, the opener, its proven total (or "none") and, for a
    total, its `exact_value` (to its last digit: read back, it is the same number)."""
    if total == "none":
        return f"{mode} {opener} none"
    value = exact_value(int(total), opener, answers, opening_pool(answers))
    return f"{mode} {opener} {total} {value:.{DIGITS}f}"


def bias(exact: dict[Word, float], estimated: dict[Word, float]) -> float:
    """The estimate's bias: the mean of exact value less estimate over the openers valued
    exactly, added to every other opener's estimate."""
    return sum(exact[w] - estimated[w] for w in exact) / len(exact)


def exact_value(total: int, opener: Word, answers: WordList, pool: Pool) -> float:
    """An opener's expected guesses over the model, from its proven total over the list."""
    return proven_value(total / len(answers), opener, pool)


def proven_value(mean: float, guess: Word, pool: Pool) -> float:
    """A guess's expected guesses over the model: `mean`, proven over the pool's words on the
    list, for their share, and for the share beyond the list, the estimate of the groups its
    words fall in (`finish.estimate` of each group's effective size)."""
    listed, beyond_list = _beyond_list(pool)
    others = pool.total - listed
    mass, squares, beyond = Counter(), Counter(), Counter()
    for (weight, group), places in zip(pool.classes, beyond_list):
        row = group.row(guess)
        counts = Counter(row)
        for pattern, count in counts.items():
            mass[pattern] += weight * count
            squares[pattern] += weight * weight * count
        off = counts if places is None else Counter(row[i] for i in places)
        for pattern, count in off.items():
            beyond[pattern] += weight * count
    need = sum(
        beyond[p] * estimate(mass[p] ** 2 / squares[p]) for p in mass if p != SOLVED and beyond[p]
    )
    off_list = 1 + need / others if others else 0.0
    return round((listed * mean + others * off_list) / pool.total, DIGITS)


_BEYOND: "WeakKeyDictionary[Pool, tuple]" = WeakKeyDictionary()  # by pool: `_beyond_list`


def _beyond_list(pool: Pool) -> tuple[int, tuple[tuple[int, ...] | None, ...]]:
    """What `proven_value` needs of a pool whatever the guess, worked out once per pool (the
    table's 80 openers share one): the weight of its words on the list, and for each class
    where its words beyond the list stand (None: all of them)."""
    if pool not in _BEYOND:
        listed = sum(weight for word, weight in pool.weights.items() if word in pool.on_list)
        places = []
        for _, group in pool.classes:
            off = tuple(i for i, word in enumerate(group.words) if word not in pool.on_list)
            places.append(None if len(off) == len(group.words) else off)
        _BEYOND[pool] = (listed, tuple(places))
    return _BEYOND[pool]


def with_exact(table: Table, answers: WordList, guesses: WordList, exact: dict) -> Work[Table]:
    """The table with each leading opener's estimate replaced by its `exact` value, and the
    others' shifted by the estimate's `bias`."""
    estimated = dict(table.leaders)
    unnamed = [w for w in exact if w not in estimated]  # none, for the shipped tables
    if unnamed:
        judging = outlook(opening_pool(answers), unnamed, [], opening_finish(answers, guesses))
        estimated.update((yield from judging).expected)
    shift = bias(exact, estimated)
    values = sorted(table.expected)
    for opener in exact:
        values.remove(as_integer(estimated[opener]))
    values = [value + as_integer(shift) for value in values]
    values = sorted([*values, *map(as_integer, exact.values())])
    leaders = _leaders_with(table, exact, shift)
    if not leaders or as_integer(leaders[0][1]) > values[0]:
        raise ValueError("an opener not named in the table may be the best: value more of them")
    return Table(leaders, values, exact, shift)


def _leaders_with(table: Table, exact: dict[Word, float], shift: float) -> list[tuple[Word, float]]:
    """The best openers, best first, among the exact ones and the table's leaders (shifted):
    as many as are surely ahead of every opener the table does not name (whose estimate,
    shifted, is at least the first value after its leaders')."""
    named = {w: (as_integer(v) + as_integer(shift)) / 10**DIGITS for w, v in table.leaders}
    named.update(exact)
    after = len(table.leaders)
    bound = table.expected[after] + as_integer(shift) if after < len(table.expected) else math.inf
    ranked = sorted(named.items(), key=lambda item: (item[1], likelihood().key(item[0])))
    return [(w, v) for w, v in ranked if as_integer(v) < bound][:LEADERS]


def opening_place(guess: Word, answers: WordList, guesses: WordList, table: Table) -> Place:
    """Where `guess` stands at the opening, counted in the table."""
    pool = opening_pool(answers)
    if guess in table.exact:
        mine, sure = table.exact[guess], False  # the share beyond the list is estimated
    else:
        judged = finish(outlook(pool, [guess], [], opening_finish(answers, guesses)))
        [mine], sure = judged.expected.values(), judged.exact
        mine = (as_integer(mine) + as_integer(table.shift)) / 10**DIGITS
    better = bisect_left(table.expected, as_integer(mine))
    is_listed = guess in guesses.index or guess in answers.members
    total = len(table.expected) + (not is_listed)
    best = table.expected[0] / 10**DIGITS
    return Place(mine, table.best, best, better, total, sure)
