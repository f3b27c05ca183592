"""How likely each valid guess is to be the answer: the order words are listed in, and the
weights used when no listed answer fits.

The shipped scores (``data/likelihood.txt``, made by ``scripts/make_likelihood.py`` from list
membership and word frequency) run from 0 to 35: words on the NYT's answer lists first,
then other words by how common they are, plurals and words hardly ever used last. A word
outside the 14,855 valid guesses (from a list of one's own) scores 0.

Words are listed most likely first, ties alphabetically. The answer model (`pool`) spreads
its share beyond the chosen list over the other valid words by ``weight``: 1 + score // 4,
from 1 (a rare plural) to 9 (a common word on an answer list).
"""

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from ..lists.words import data_text, word_list
from ..rules.score import Word

FILE = "likelihood.txt"
BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz"  # a digit each, in the shipped tables
PER_LINE = 100  # scores per line of the file


@dataclass(frozen=True)
class Likelihood:
    """Each valid guess's score, 0-35 (higher likelier)."""

    scores: dict[Word, int]

    def score(self, word: Word) -> int:
        return self.scores.get(word, 0)

    def weight(self, word: Word) -> int:
        """How many answers the word counts as when it is weighed (1-9)."""
        return 1 + self.score(word) // 4

    def key(self, word: Word) -> tuple[int, Word]:
        """A sort key: most likely first, then alphabetically."""
        return -self.score(word), word

    def most_likely_first(self, words: Iterable[Word]) -> list[Word]:
        return sorted(words, key=self.key)


@cache
def likelihood() -> Likelihood:
    """The shipped scores, read once."""
    text = data_text(FILE)
    digits = "".join(line for line in text.splitlines() if not line.startswith("#"))
    words = word_list("nyt").words
    if len(digits) != len(words):
        raise ValueError(f"{FILE} has {len(digits)} scores for {len(words)} words")
    return Likelihood({word: BASE36.index(digit) for word, digit in zip(words, digits)})
