"""The words of a word list that are still possible answers (how likely each is: `pool`).

The plain definition is `fitting.fits`: a word is a candidate when every guess, scored
against it, gives the pattern the game showed. The fast way, `candidates`, combines the word
list's bitsets (see `bitsets`) for each fact of the knowledge; tests prove the two agree.
"""

from ..lists.words import WordList
from ..rules.fitting import fits, plain_candidates  # noqa: F401 (the plain definition, here too)
from ..rules.knowledge import Knowledge
from ..rules.reasoning import UNBOUNDED
from ..rules.score import Word


def candidates(knowledge: Knowledge, words: WordList) -> list[Word]:
    """The words of the list that meet the knowledge, in list order."""
    bitsets = words.bitsets
    bits = bitsets.everything
    for position, letter in enumerate(knowledge.fixed):
        if letter:
            bits &= bitsets.at(position, letter)
    for position, excluded in enumerate(knowledge.excluded):
        for letter in excluded:
            bits &= ~bitsets.at(position, letter)
    for letter, least in knowledge.min_count.items():
        bits &= bitsets.at_least(letter, least)
    for letter, most in knowledge.max_count.items():
        if most < UNBOUNDED:
            bits &= ~bitsets.at_least(letter, most + 1)
    return bitsets.select(words, bits)
