"""The word lists shipped with the package, and custom lists from text.

Shipped lists (see ``data/README.md`` for provenance):

- ``answers``: 2,315, the original answer list (the default candidates)
- ``allowed``: 12,972, answers plus the original extra guesses
- ``nyt``: 14,855, allowed plus the NYT's 2022 additions (what guesses are checked against)
- ``nyt-answers``: 3,158, an extended answer list of words the NYT has used and may use

Each list's files are named here, its words' (`FILES`) and, for an answer list, its optimal
trees' (`TREES`) and opening table's (`TABLES`): the search reads them. Nothing is read at
import time: `word_list` reads a file when first asked for it, then keeps the list (a list is
immutable, and its bitsets take a while to build).
"""

import os
import string
from collections.abc import Generator, Iterator
from dataclasses import dataclass
from functools import cache, cached_property

from ..rules.score import WORD_LENGTH, Word
from .bitsets import Bitsets
from .names import ALLOWED, ANSWERS, NAMES, NYT, NYT_ANSWERS
from .rows import Answers, LetterParts, letter_masks

FILES = {  # each list's files, by its name (`names`)
    ANSWERS: ("answers.txt",),
    ALLOWED: ("answers.txt", "allowed-extra.txt"),
    NYT: ("answers.txt", "allowed-extra.txt", "nyt-added-2022.txt"),
    NYT_ANSWERS: ("nyt-answers-2023.txt",),
}
TREES = {  # each optimal tree's file, by the answer list's name and hard mode
    (ANSWERS, False): "tree-salet.txt",
    (ANSWERS, True): "tree-salet-hard.txt",
    (NYT_ANSWERS, False): "tree-nyt-answers-tarse.txt",
    (NYT_ANSWERS, True): "tree-nyt-answers-tarse-hard.txt",
}
TABLES = {  # each opening table's file (the exact value of every first guess), by answer list
    ANSWERS: "openings.txt",
    NYT_ANSWERS: "openings-nyt-answers.txt",
    NYT: "openings-nyt.txt",
}
CLASSIC = (ANSWERS, ALLOWED)
BYTE_ORDER_MARK = "\ufeff"
LOWER = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)


@dataclass(frozen=True, eq=False)
class WordList:
    """A named, sorted tuple of lowercase five-letter words, with per-position columns."""

    name: str
    words: tuple[Word, ...]

    def __len__(self) -> int:
        return len(self.words)

    def __iter__(self) -> Iterator[Word]:
        return iter(self.words)

    def __getitem__(self, index):
        return self.words[index]

    def __contains__(self, word: object) -> bool:
        return word in self.members

    @cached_property
    def members(self) -> frozenset[Word]:
        return frozenset(self.words)

    @cached_property
    def index(self) -> dict[Word, int]:
        """Each word's position in the list."""
        return {word: i for i, word in enumerate(self.words)}

    @cached_property
    def answers(self) -> Answers:
        """The list as answers for rows of feedback (see `rows.Answers`), built once."""
        return Answers.of(self.words)

    @cached_property
    def letter_parts(self) -> LetterParts:
        """The list as guesses split by distinct letter (see `rows.LetterParts`)."""
        return LetterParts.of(self.words)

    def making_letter_parts(self) -> Generator[None, None, LetterParts]:
        """`letter_parts` as cooperative work (`LetterParts.making`), kept as it keeps it."""
        if "letter_parts" not in self.__dict__:  # where the cached property keeps it
            self.__dict__["letter_parts"] = yield from LetterParts.making(self.words)
        return self.letter_parts

    @cached_property
    def letter_masks(self) -> dict[str, bytes]:
        """The list as guesses, by letter: where each has it (see `rows.letter_masks`)."""
        return letter_masks(self.words)

    @cached_property
    def bitsets(self) -> Bitsets:
        """The list as bitsets, built on first use: what makes filtering fast."""
        return Bitsets(self.words)


@cache
def word_list(name: str) -> WordList:
    """A shipped word list by name, sorted."""
    if name not in FILES:
        raise ValueError(f"unknown word list {name!r}; the lists are {', '.join(NAMES)}")
    words = []
    for file in FILES[name]:
        words += data_text(file).split()
    return WordList(name, tuple(sorted(words)))


def has_data(file: str) -> bool:
    """Whether a file of ``wordle/data/`` is in place (the page's worker fetches some later)."""
    return os.path.isfile(data_path(file))


def data_text(file: str) -> str:
    """A file shipped in ``wordle/data/``, read (by its path: ``importlib.resources`` would
    cost the page's worker half a dozen more modules to download)."""
    with open(data_path(file), encoding="ascii") as text:
        return text.read()


def data_path(file: str) -> str:
    """Where a file of ``wordle/data/`` is (the page's worker puts the trees and the NYT
    lists' opening tables there when a game first needs one)."""
    return os.path.join(
        os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "data", file
    )


def guesses_for(words: WordList) -> WordList:
    """The guesses to rank for a list of candidates: the 12,972 original words for the
    classic lists, the NYT's 14,855 for its lists and for a list of one's own."""
    return word_list(ALLOWED if words.name in CLASSIC else NYT)


def play_guesses(answers: WordList, nyt: WordList | None = None) -> WordList:
    """The words a game accepts as guesses: the NYT's 14,855 valid guesses (`nyt`, when
    already loaded), with any words of the answers list that it lacks."""
    nyt = nyt or word_list(NYT)
    if answers.members <= nyt.members:
        return nyt
    return WordList(f"nyt and {answers.name}", tuple(sorted(nyt.members | answers.members)))


def words_from_text(text: str, name: str = "custom") -> WordList:
    """The five-letter words of plain a-z in a text, one entry per line, sorted, unique.

    Only A-Z is lowercased; proper nouns (capitalised entries such as ``Aaron``), entries
    with apostrophes, accents, ligatures or any other character beyond a-z and A-Z, and
    other lengths are skipped, so a system dictionary like ``/usr/share/dict/words`` works.
    All-capital entries are kept. A byte-order mark before the first entry is dropped.
    """
    words = set()
    for line in text.removeprefix(BYTE_ORDER_MARK).splitlines():
        entry = line.strip()
        if len(entry) != WORD_LENGTH or any(c not in string.ascii_letters for c in entry):
            continue
        if entry[0].isupper() and not entry.isupper():
            continue
        words.add(entry.translate(LOWER))
    return WordList(name, tuple(sorted(words)))


MOST_OWN_WORDS = 20_000  # a list of one's own: the NYT's valid guesses are 14,855


class ListError(ValueError):
    """A list of one's own that cannot be used: no word in it, or too many."""


def own_list(text: str, name: str = "custom") -> WordList:
    """A list of one's own: the five-letter words of `text` (see `words_from_text`);
    ListError naming what is wrong when it has none, or more than `MOST_OWN_WORDS` (the
    terminal and the page both take lists through here, so both refuse the same ones)."""
    words = words_from_text(text, name)
    if not words:
        raise ListError("the file has no five-letter words of letters a-z")
    if len(words) > MOST_OWN_WORDS:
        raise ListError(
            f"{len(words):,} five-letter words; a list of one's own has at most "
            f"{MOST_OWN_WORDS:,} (the NYT's has 14,855)"
        )
    return words
