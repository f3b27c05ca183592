"""The words of a word list that are still possible answers.

When no word of the list fits, the answer is still one of the valid guesses that do (the NYT
picks some beyond any list): `answers_left` gives those, each weighed by its likelihood.

The plain definition is `fitting.fits`: a word is a candidate when every guess, scored
against it, gives the pattern the game showed. The fast way, `candidates`, combines the word
list's bitsets (see `bitsets`) for each fact of the knowledge; tests prove the two agree.
"""

from .fitting import fits, plain_candidates  # noqa: F401 (the plain definition, here too)
from .knowledge import Knowledge
from .likelihood import likelihood
from .reasoning import UNBOUNDED
from .score import Word
from .words import WordList, play_guesses


def candidates(knowledge: Knowledge, words: WordList) -> list[Word]:
    """The words of the list that meet the knowledge, in list order."""
    bitsets = words.bitsets
    bits = bitsets.everything
    for position, letter in enumerate(knowledge.fixed):
        if letter:
            bits &= bitsets.at[position][letter]
    for position, excluded in enumerate(knowledge.excluded):
        for letter in excluded:
            bits &= ~bitsets.at[position][letter]
    for letter, least in knowledge.min_count.items():
        bits &= bitsets.copies[letter][least]
    for letter, most in knowledge.max_count.items():
        if most < UNBOUNDED:
            bits &= ~bitsets.copies[letter][most + 1]
    return bitsets.select(words, bits)


def answers_left(knowledge: Knowledge, words: WordList) -> tuple[Word, ...]:
    """What the answer can be, to plan over: the list's candidates or, when none is left, the
    valid guesses that fit, each repeated by its likelihood weight (see `likelihood`)."""
    listed = candidates(knowledge, words)
    if listed:
        return tuple(listed)
    return likelihood().weighted(candidates(knowledge, play_guesses(words)))
