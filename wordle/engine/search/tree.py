"""Decision trees: a whole strategy as every answer's game, read, checked and followed.

A tree is shipped as text (``data/tree-<opener>[-hard].txt`` for the classic lists,
``data/tree-<list>-<opener>[-hard].txt`` for another; made by ``python
scripts/search_tree.py``): a header, then one line per answer, its guesses in order, the last
being the answer. The header names the lists (`openings.digest`), the mode, the opener, the
total of guesses and the SHA-256 of the lines that follow. Reading checks them, and that each
guess depends only on the colours seen before it (so the lines make a tree); `check_tree` checks
the rest (every answer of the list solved within six allowed guesses and, in hard mode, each
guess keeping the rules): the tests run it on the shipped trees, and the search on each tree it
writes.

A step of a game still on the tree is judged by it (`tree_place`): the tree's guess is the
proven best for the list's answers left, valued by the mean of their games from there, the
tree's own, for the list's share of the model, and the estimate for the words beyond the list
(`openings.proven_value`, as for the openers at the opening). Any other guess keeps its
estimate, shifted by the estimate's error on the tree's guess at that step, and is never ranked
above the tree's guess: it can at most tie with it.
"""

import hashlib
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache, cached_property

from ..answers.hardmode import hard_mode_breaks, hard_mode_rules
from ..answers.pool import Pool
from ..lists.words import TREES, WordList, data_text
from ..rules.notation import Step, format_game
from ..rules.score import MAX_GUESSES, SOLVED, Pattern, Word, feedback
from .finish import DIGITS
from .openings import digest, proven_value
from .places import Place

MAGIC = "wordle decision tree 1"
History = tuple[tuple[Word, Pattern], ...]


class TreeError(ValueError):
    """A tree's text that is not a valid tree for its lists."""


@dataclass
class DecisionTree:
    """A strategy: for each answer, the guesses it plays (the last is the answer)."""

    opener: Word
    hard: bool
    games: dict[Word, tuple[Word, ...]]

    @property
    def total(self) -> int:
        """Guesses in all over every answer."""
        return sum(map(len, self.games.values()))

    def distribution(self) -> Counter:
        """How many answers take each number of guesses."""
        return Counter(map(len, self.games.values()))

    @cached_property
    def moves(self) -> dict[History, Word]:
        """The guess played after each history of colours on the tree."""
        return moves_of(self.games)

    def next_guess(self, steps: Sequence[Step]) -> Word | None:
        """The tree's guess after `steps`, or None when the game has left the tree."""
        return self.moves.get(tuple((s.guess, s.pattern) for s in steps))


def moves_of(games: dict[Word, tuple[Word, ...]]) -> dict[History, Word]:
    """Every history's next guess; a TreeError if two answers that looked alike differ."""
    moves: dict[History, Word] = {}
    for answer, guesses in games.items():
        history: History = ()
        for guess in guesses:
            if moves.setdefault(history, guess) != guess:
                raise TreeError(
                    f"{answer.upper()}: {guess.upper()} after {shown_history(history)}, "
                    f"where another answer plays {moves[history].upper()}"
                )
            history = (*history, (guess, feedback(guess, answer)))
    return moves


def shown_history(history: History) -> str:
    return format_game([Step(g, p) for g, p in history]) or "the start"


def check_game(answer: Word, guesses: tuple[Word, ...], hard: bool, allowed) -> None:
    """A TreeError unless `guesses` solves `answer` within six with allowed guesses (in hard
    mode keeping the rules)."""
    if not guesses or guesses[-1] != answer or answer in guesses[:-1]:
        raise TreeError(f"{answer.upper()}: its game does not end when it is guessed")
    if len(guesses) > MAX_GUESSES:
        raise TreeError(f"{answer.upper()}: {len(guesses)} guesses, more than {MAX_GUESSES}")
    steps: list[Step] = []
    for guess in guesses:
        if guess not in allowed:
            raise TreeError(f"{answer.upper()}: {guess.upper()} is not an allowed guess")
        if hard and (broken := hard_mode_breaks(guess, hard_mode_rules(steps))):
            raise TreeError(f"{answer.upper()}: {guess.upper()} breaks hard mode: {broken[0]}")
        steps.append(Step(guess, feedback(guess, answer)))


def body_of(tree: DecisionTree) -> str:
    return "".join(" ".join(tree.games[a]) + "\n" for a in sorted(tree.games))


def write_tree(tree: DecisionTree, answers: WordList, guesses: WordList) -> str:
    """The tree's text for these lists."""
    body = body_of(tree)
    header = [
        MAGIC,
        f"lists: {digest(answers, guesses)}",
        f"mode: {'hard' if tree.hard else 'normal'}",
        f"opener: {tree.opener}",
        f"total: {tree.total}",
        f"sha256: {hashlib.sha256(body.encode('ascii')).hexdigest()}",
    ]
    return "\n".join(header) + "\n" + body


def read_tree(text: str, answers: WordList, guesses: WordList) -> DecisionTree:
    """The tree in `text`, checked against these lists; a TreeError says what is wrong."""
    lines = text.split("\n")
    header, body = lines[:6], "\n".join(lines[6:])
    fields = dict(line.partition(": ")[::2] for line in header[1:])
    if header[0] != MAGIC or set(fields) != {"lists", "mode", "opener", "total", "sha256"}:
        raise TreeError("not a decision tree (its header is not the one written)")
    if fields["lists"] != digest(answers, guesses):
        raise TreeError(f"made for other lists: {fields['lists']}")
    if hashlib.sha256(body.encode("ascii")).hexdigest() != fields["sha256"]:
        raise TreeError("its games do not match their checksum")
    games = {line.split()[-1]: tuple(line.split()) for line in body.splitlines()}
    tree = DecisionTree(fields["opener"], fields["mode"] == "hard", games)
    if tree.total != int(fields["total"]):
        raise TreeError(f"its games total {tree.total}, not {fields['total']}")
    if not tree.moves:  # a TreeError unless its games make a tree
        raise TreeError("it has no games")
    return tree


def check_tree(tree: DecisionTree, answers: WordList, guesses: WordList) -> None:
    """A TreeError unless the tree solves every answer of the list, and only them, as a tree."""
    if set(tree.games) != answers.members:
        missing = sorted(answers.members - set(tree.games))[:3]
        raise TreeError(f"it does not play every answer of the list (not {missing})")
    for answer, played in tree.games.items():
        if played[0] != tree.opener:
            raise TreeError(f"{answer.upper()}: it does not open with {tree.opener.upper()}")
        check_game(answer, played, tree.hard, guesses.members)
    moves_of(tree.games)


@cache
def shipped_tree(answers: WordList, guesses: WordList, hard: bool) -> DecisionTree | None:
    """The shipped tree for exactly these lists and mode, if there is one; else None (read
    once)."""
    if (answers.name, hard) not in TREES:
        return None
    text = data_text(TREES[answers.name, hard])
    if text.split("\n")[1] != f"lists: {digest(answers, guesses)}":
        return None
    return read_tree(text, answers, guesses)


def tree_lines(tree: DecisionTree) -> Iterator[tuple[int, Pattern | None, Word, int]]:
    """The tree depth-first, one node per line: (depth, pattern that led there, guess, how many
    answers it serves); the opener's line has no pattern. Branches come largest first."""
    yield from _lines(tree, (), None, sorted(tree.games))


def _lines(tree: DecisionTree, history: History, pattern, answers: list[Word]):
    guess = tree.games[answers[0]][len(history)]
    yield len(history), pattern, guess, len(answers)
    branches: dict[Pattern, list[Word]] = {}
    for answer in answers:
        seen = feedback(guess, answer)
        if seen != SOLVED:
            branches.setdefault(seen, []).append(answer)
    for seen, group in sorted(branches.items(), key=lambda b: (-len(b[1]), b[0])):
        yield from _lines(tree, (*history, (guess, seen)), seen, group)


def tree_mean(tree: DecisionTree, steps: Sequence[Step], pool: Pool) -> float:
    """The guesses the tree's games take from the step after `steps` on, on average over the
    list's words left in `pool`."""
    return sum(len(tree.games[w]) - len(steps) for w in pool.on_list) / len(pool.on_list)


def tree_place(place: Place, tree_guess: Word, mean: float, pool: Pool, estimated: float) -> Place:
    """`place`, a guess's place by the estimate, judged by the tree instead: `tree_guess` is
    best, valued by `mean` (`tree_mean`); `estimated` is its estimate, so the played guess's
    estimate is shifted by the same error."""
    best = proven_value(mean, tree_guess, pool)
    if place.expected == estimated:  # the tree's guess itself, or one the estimate ties with it
        mine = best
    else:
        mine = max(best, round(place.expected + best - estimated, DIGITS))
    better = place.better if mine > best else 0
    rank_exact = place.rank_exact or mine == best
    return Place(mine, tree_guess, best, better, place.total, False, rank_exact, tree=True)
