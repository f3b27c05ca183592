"""The words a grid's rows are: each row's valid words by its letters' shapes (the word list
settles a letter between close shapes, never turns shapes that make no word into one), fitted
so that one answer gives every row its colours, with how sure each row is."""

import heapq
import math

from ..engine.lists.words import WordList
from ..engine.rules.score import SOLVED, Pattern, feedback
from . import ScreenshotError

CLOSE = 0.1  # a lead over the next word (in letter distance) this large is full confidence
CHOICES = 40  # words kept per row when fitting the rows to one answer
SETTLED = 0.3  # the most a word's letters may be less like a row's shapes than their best
# letters, in all (close shapes: O and Q differ by 0.06 to 0.26 in the shipped fonts, T and S by
# 0.39 or more, E and L by less than 0.3 in some: a row settles about one letter)


def ranked_words(costs: list[dict[str, float]], valid: WordList) -> list[tuple[float, str]]:
    """The valid words that best match a row's letters: ``(cost, word)``, best first."""
    c0, c1, c2, c3, c4 = costs
    scored = ((c0[w[0]] + c1[w[1]] + c2[w[2]] + c3[w[3]] + c4[w[4]], w) for w in valid)
    return heapq.nsmallest(CHOICES, scored)


def words_by_shapes(n: int, costs: list[dict[str, float]], valid: WordList):
    """Row `n`'s valid words that its letters' shapes allow, best first: the word list may
    settle a letter between close shapes, never turn shapes that make no word into one."""
    best = [min(letter_cost.values()) for letter_cost in costs]
    ranked = [
        (cost, word)
        for cost, word in ranked_words(costs, valid)
        if sum(c[letter] - low for c, letter, low in zip(costs, word, best)) <= SETTLED
    ]
    if not ranked:
        shapes = "".join(min(c, key=c.get) for c in costs).upper()
        raise ScreenshotError(f"row {n} reads as {shapes}, which is no word; type the game in")
    return ranked


def fitted(ranked: list[list[tuple[float, str]]], patterns: list[Pattern], valid: WordList):
    """The rows' words, as close to their letters as one answer allows (a solved row is that
    answer), each one's lead over the next word that would fit, and that word:
    ``[(word, lead, rival)]``."""
    # solved: the last row is the answer; else (None) some answer the rows' words fit
    answers = [w for _, w in ranked[-1]] if patterns[-1] == SOLVED else [None]
    best, best_cost = None, math.inf
    for answer in answers:
        chosen = choose(ranked, patterns, answer, valid)
        if chosen and sum(c[0] for c in chosen) < best_cost:
            best, best_cost = chosen, sum(c[0] for c in chosen)
    if best is None:
        raise ScreenshotError("the rows read are no game: no answer gives every row its colours")
    return [(word, lead, rival) for _, word, lead, rival in best]


def choose(ranked, patterns, answer, valid):
    """Each row's best word for `answer` (None: for some answer the rows' words all fit), with
    its cost and its lead over the row's next word that would fit; None if a row has none."""
    chosen = []
    for n, choices in enumerate(ranked):
        fits = [(c, w) for c, w in choices if answer is None or feedback(w, answer) == patterns[n]]
        if not fits:
            return None
        lead, rival = (fits[1][0] - fits[0][0], fits[1][1]) if len(fits) > 1 else (math.inf, "")
        chosen.append((fits[0][0], fits[0][1], lead, rival))
    if answer is None and not any_answer([c[1] for c in chosen], patterns, valid):
        return None
    return chosen


def any_answer(guesses: list[str], patterns: list[Pattern], valid: WordList) -> bool:
    """Whether some valid word gives every guess its pattern."""
    return any(all(feedback(g, w) == p for g, p in zip(guesses, patterns)) for w in valid)


def confidence_of(lead: float) -> float:
    """How sure a row's word is, from its lead over the next that would fit: 0 to 1."""
    return round(min(1.0, lead / CLOSE), 3)


def doubtful(costs: list[dict[str, float]], guess: str, rival: str) -> list[int]:
    """The tiles of a row worth checking: where its shape looked most like another letter, or
    where the `rival` word (when it came close) differs."""
    return [
        i
        for i, (letter_cost, letter) in enumerate(zip(costs, guess))
        if min(letter_cost, key=letter_cost.get) != letter or (rival and rival[i] != letter)
    ]


def settled_notes(n: int, costs: list[dict[str, float]], guess: str) -> list[str]:
    """Where a letter's shape alone was unclear and the word list settled it."""
    notes = []
    for i, (letter_cost, letter) in enumerate(zip(costs, guess)):
        best = min(letter_cost, key=letter_cost.get)
        if best != letter:
            notes.append(
                f"row {n}: letter {i + 1} looks most like {best.upper()}; "
                f"{guess.upper()} is the word that fits"
            )
    return notes
