"""The guesses that split a step's few words alike, found once per step's words: a small
step's place and the bot's choice there search a split once for all its guesses, in order
of the least each split can expect. A split is its row of patterns against the words and
its guesses; its groups are made only for the few splits searched or told (`groups_of`)."""

from collections import defaultdict
from collections.abc import Sequence
from operator import itemgetter

from ..lists.rows import patterns_against
from ..lists.words import WordList
from ..rules.score import SOLVED, Word, feedback
from .finish import Finish
from .work import Work

SPLITS_AT_ONCE = 2_000  # guesses split (or their splits bounded) between two pauses


def splits_of(words: tuple[Word, ...], guesses: WordList, also, finish: Finish):
    """[(the row of patterns against `words`, the guesses that split them so)] over `guesses`
    and the words `also` allowed, each guess alone in hard mode (what may follow depends on
    it): those of `guesses` kept for the words (a step's place and the bot's choice there
    split the same), the others added to them (cooperative work: a pause every
    `SPLITS_AT_ONCE` guesses)."""
    key = (words, id(guesses), finish.hard)
    if key not in SPLITS or SPLITS[key][0] is not guesses:
        if len(SPLITS) >= KEPT_SPLITS:
            del SPLITS[next(iter(SPLITS))]
        SPLITS[key] = guesses, *(yield from _split_guesses(words, guesses, finish.hard))
    _, splits, where = SPLITS[key]
    extra = [guess for guess in dict.fromkeys(also) if guess not in guesses.index]
    if extra:
        splits, where = list(splits), dict(where)
    for guess in extra:
        row = tuple(feedback(guess, word) for word in words)
        if row in where and not finish.hard:
            splits[where[row]] = row, [*splits[where[row]][1], guess]
            continue
        where[row] = len(splits)
        splits.append((row, [guess]))
    return splits


SPLITS: dict[tuple, tuple] = {}  # (words, id of guesses, hard) -> guesses, their splits,
# and each row's split (`splits_of`)
KEPT_SPLITS = 4  # the words of as many steps kept


def _split_guesses(words: tuple[Word, ...], guesses: WordList, hard: bool):
    """`splits_of` over `guesses` alone, and which split each row of patterns gives (in normal
    mode; each guess alone in hard mode) (cooperative work)."""
    masks, size = guesses.letter_masks, len(guesses)
    columns = [patterns_against(masks, word).to_bytes(size, "little") for word in words]
    rows = dict(zip(guesses.words, zip(*columns)))
    yield
    alike: dict = defaultdict(list)
    for guess, row in rows.items():
        alike[guess if hard else row].append(guess)
    splits, where = [], {}
    for count, members in enumerate(alike.values(), start=1):
        row = rows[members[0]]
        where[row] = len(splits)
        splits.append((row, members))
        if count % SPLITS_AT_ONCE == 0:
            yield
    return splits, where


def groups_of(words: tuple[Word, ...], row: Sequence[int]) -> dict[int, list[Word]]:
    """The words by the pattern each shows (`row`, in order)."""
    groups = defaultdict(list)
    for word, pattern in zip(words, row):
        groups[pattern].append(word)
    return groups


def split_floors(splits: list, words, finish: Finish, total: int) -> Work[list[tuple[float, int]]]:
    """(the least each split of `splits_of` can expect (`Finish.floor`), its index), lowest
    first (cooperative work: a pause every `SPLITS_AT_ONCE` splits), from its row alone.

    A group needs at least its weight twice less its heaviest word's (one guess for that
    word, two for each other; one for a single word), a solved group none: so the splits'
    floor is 1 + (2 total - the guess's own weight - the sum of each group's heaviest
    weight) / total, the same whole number over the same total as `Finish.floor` sums
    (a test holds them equal). Each group's heaviest weight comes at C speed: the row read
    lightest word first into a dict keeps each pattern's last, so heaviest, weight."""
    weights = [finish.weight(word) for word in words]
    lightest_first = sorted(range(len(words)), key=weights.__getitem__)
    read = itemgetter(*lightest_first) if len(words) > 1 else lambda row: tuple(row)
    ascending = [weights[i] for i in lightest_first]
    floors = []
    for i, (row, _) in enumerate(splits):
        own = weights[row.index(SOLVED)] if SOLVED in row else 0
        heaviest = sum(dict(zip(read(row), ascending)).values())
        floors.append((1 + (2 * total - own - heaviest) / total, i))
        if i % SPLITS_AT_ONCE == SPLITS_AT_ONCE - 1:
            yield
    return sorted(floors)
