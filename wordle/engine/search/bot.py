"""The bot: how it would play, guess by guess, and its whole game for an answer.

On the classic lists (2,315 answers, 12,972 guesses) it opens with SALET and, in its mode,
plays the shipped optimal tree (`tree`): the fewest guesses in all over the answers, proven by
an exhaustive search (7,920 in normal mode, 8,122 in hard mode); on the NYT's answers (3,158,
with its 14,855 guesses) likewise from TARSE (11,219 in normal mode, 11,627 in hard mode). On
other lists it opens with the best of the list's shipped opening table (`openings`). Off the
tree (other lists or openers, or colours no listed answer gives) it plays its heuristic: the
guess expecting the fewest guesses to finish (`places.leading`: the review's "best" and the
suggestions' first).
With few candidates left it also plays its best few guesses out (the most informative guess
each time after) and never picks one that could need more than six guesses in all for an
answer on its list when a lesser one would not (answers beyond it: as few as it can).

It plays over the answer model (`pool`): the list's words and, with a small share, every
other valid word that fits, so an answer beyond the list (the NYT picks some) is found the
same way, and nothing changes when the list runs out.
"""

from collections.abc import Generator, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from ..answers.hardmode import hard_mode_guesses, hard_mode_key
from ..answers.likelihood import likelihood
from ..answers.pool import OFF_LIST, Pool, opening_pool, pool_after, weigh
from ..lists.words import WordList
from ..rules.knowledge import knowledge_of
from ..rules.notation import Step
from ..rules.score import MAX_GUESSES, SOLVED, Word, feedback
from .finish import Finish
from .guard import Guard
from .openings import Table, opening_place, reading_table, shipped_table
from .places import leading, outlook
from .tree import DecisionTree, shipped_tree
from .work import Work, finish

OPENER = "salet"
LOOK_AHEAD_BELOW = {False: 60, True: 400}  # candidates (normal, hard mode): with fewer,
# compare the best few guesses by play-outs (hard mode has traps: _OUND, _ATCH, ...)
WIDTH = {False: 5, True: 12}  # how many of the best guesses to compare

State = tuple[tuple[Word, ...], tuple]  # the candidates, and what hard mode requires
Candidates = Pool | Sequence[Word]  # a pool, or words the model weighs


@dataclass
class Bot:
    """A player over a word list of possible answers and a list of allowed guesses."""

    answers: WordList
    guesses: WordList
    hard: bool = False
    start: Word | None = None  # its first guess when told (else `opener`)
    optimal: bool = True  # play the shipped optimal tree where it applies (else the heuristic)
    off_list: float = OFF_LIST  # the answer model's share beyond the list (`pool`)
    _chosen: dict = field(default_factory=dict, repr=False)
    _allowed: dict = field(default_factory=dict, repr=False)
    _pools: dict = field(default_factory=dict, repr=False)

    def play(self, answer: Word, start: Word | None = None) -> list[Step]:
        """The bot's game for `answer`: its guesses until solved (or six, if ever)."""
        return finish(self.playing(answer, start))

    def playing(self, answer: Word, start: Word | None = None) -> Generator[None, None, list[Step]]:
        """`play` as cooperative work: it yields before each guess it works out."""
        steps: list[Step] = []
        while len(steps) < MAX_GUESSES * 2:  # a bound that a solvable game never reaches
            if steps:
                yield
            guess = (start or self.opener) if not steps else (yield from self._next_guess(steps))
            steps.append(Step(guess, feedback(guess, answer)))
            if steps[-1].pattern == SOLVED:
                break
        return steps

    def _next_guess(self, steps: Sequence[Step]) -> Generator[None, None, Word]:
        """The tree's guess, else `guessing_for` the answers left (worked out only then)."""
        return self.tree_guess(steps) or (
            yield from self.guessing_for(steps, self.pool_after(steps))
        )

    def guess_for(self, steps: Sequence[Step], candidates: Candidates) -> Word:
        """The bot's next guess after `steps`, with `candidates` the answers still possible."""
        return finish(self.guessing_for(steps, candidates))

    def guessing_for(
        self, steps: Sequence[Step], candidates: Candidates
    ) -> Generator[None, None, Word]:
        """`guess_for` as cooperative work."""
        if on_tree := self.tree_guess(steps):
            return on_tree
        candidates = tuple(sorted(candidates.words if isinstance(candidates, Pool) else candidates))
        state = self.state_of(steps, candidates)
        if state not in self._chosen:
            self._chosen[state] = yield from self._choosing(list(steps), candidates)
        return self._chosen[state]

    def _choosing(self, steps: list[Step], candidates: tuple[Word, ...]):
        if not steps:
            return self.opener
        pool = self.pool(candidates)
        if not self.weighs_options(pool):
            return (yield from self.leading(steps, pool, 1))[0][0]
        options = [w for w, _ in (yield from self.leading(steps, pool, WIDTH[self.hard]))]
        room = MAX_GUESSES - len(steps)
        for guess in options:  # whether it could take more than the room is all that counts
            if (yield from self.guard.worst_after(guess, steps, candidates, room, False)) <= room:
                return guess
        return options[0]

    def risks(
        self, steps: Sequence[Step], pool: Pool, options: Sequence[Word]
    ) -> Generator[None, None, dict[Word, int]]:
        """The six-guess guard the bot's choice applies, for the suggestions: of `options`
        (the leaders, best first), those among the first `WIDTH` that could take more guesses
        than are left, the bot's play after them, with the most each could take. Empty
        where the bot does not weigh its options (the opening, on its tree, many answers
        left). Cooperative work."""
        if not steps or self.tree_guess(steps) or not self.weighs_options(pool):
            return {}
        candidates = tuple(sorted(pool.words))
        risky = {}
        for guess in options[: WIDTH[self.hard]]:
            worst = yield from self._risk(guess, list(steps), candidates)
            if worst is not None:
                risky[guess] = worst
        return risky

    def _risk(self, guess: Word, steps: list[Step], candidates: tuple[Word, ...]):
        """The most guesses `guess` could take, the bot's play after it, when that is more
        than are left after `steps`; else None (cooperative work)."""
        room = MAX_GUESSES - len(steps)
        worst = yield from self.guard.worst_after(guess, steps, candidates, room, True)
        return worst if worst > room else None

    def weighs_options(self, pool: Pool) -> bool:
        """Whether the bot plays its best options out before it chooses (`playing_out`), with
        `pool` left: when few answers are likely enough, and few words are to be played."""
        few = LOOK_AHEAD_BELOW[self.hard]
        return not (len(pool) <= 2 or pool.effective_size >= few or len(pool) >= 4 * few)

    def leading(
        self, steps: Sequence[Step], pool: Pool, top: int
    ) -> Generator[None, None, list[tuple[Word, float]]]:
        """The `top` guesses expecting the fewest guesses to finish after `steps`, with `pool`
        left, best first, with what each expects (`places.leading`; at the opening, the
        shipped table's). Cooperative work."""
        table = self.opening_table if not steps and len(pool) == len(self.opening_pool) else None
        if table is not None and top <= len(table.leaders):
            return table.leaders[:top]
        guesses, finish_ = self.allowed_guesses(steps), self.finish_for(pool)
        key = likelihood().key
        return (yield from leading(pool, guesses, steps, finish_, top, key))

    def expecting(
        self, steps: Sequence[Step], pool: Pool, words: Sequence[Word]
    ) -> Generator[None, None, dict[Word, float]]:
        """What each of `words` expects to finish after `steps` with `pool` left (at the
        opening, valued as the shipped table values them). Cooperative work."""
        table = self.opening_table if not steps and len(pool) == len(self.opening_pool) else None
        if table is not None:
            return {w: opening_place(w, self.answers, self.guesses, table).expected for w in words}
        judged = yield from outlook(pool, words, steps, self.finish_for(pool))
        return judged.expected

    def finish_for(self, pool: Pool) -> Finish:
        """The exact search over `pool`'s weights, with the bot's allowed guesses."""
        return Finish(self.allowed_guesses, dict(pool.weights), self.hard)

    def playing_out(
        self, guess: Word, steps: Sequence[Step], candidates: Candidates, exact: bool = True
    ) -> Generator[None, None, int]:
        """The most guesses an answer on the list could take, `guess` included, when the bot's
        greedy play follows it after `steps` (what its choice weighs an option by): when more
        than are left, exactly (or, not `exact`, at least as many as given); else at most
        as many as are left. Cooperative work."""
        candidates = tuple(sorted(candidates.words if isinstance(candidates, Pool) else candidates))
        room = MAX_GUESSES - len(steps)
        return (yield from self.guard.worst_after(guess, list(steps), candidates, room, exact))

    @cached_property
    def guard(self) -> Guard:
        """Its six-guess guard (`guard`), with what it played out kept."""
        return Guard(self.answers, self.state_of, self.allowed_guesses, self.pool)

    def pool(self, words: tuple[Word, ...]) -> Pool:
        """Candidates weighed by the answer model (kept: the same words come up often)."""
        if words not in self._pools:
            self._pools[words] = weigh(self.answers, words, self.off_list)
        return self._pools[words]

    @property
    def opening_pool(self) -> Pool:
        """The answers possible before any guess, by the answer model."""
        return opening_pool(self.answers, self.off_list)

    def pool_after(self, steps: Sequence[Step]) -> Pool:
        """The answers possible after `steps`, by the answer model."""
        return pool_after(knowledge_of(steps), self.answers, self.off_list)

    @cached_property
    def opener(self) -> Word:
        """Its first guess: as told; else the optimal tree's, where one is shipped for these
        lists (SALET, TARSE); else the best of the shipped opening table (the same "best" the review
        and the suggestions name); else SALET."""
        if self.start:
            return self.start
        tree = shipped_tree(self.answers, self.guesses, self.hard) if self.optimal else None
        if tree:
            return tree.opener
        return self.opening_table.best if self.opening_table else OPENER

    @cached_property
    def tree(self) -> DecisionTree | None:
        """The shipped optimal tree when it is for these lists, this opener and mode."""
        tree = shipped_tree(self.answers, self.guesses, self.hard) if self.optimal else None
        return tree if tree and tree.opener == self.opener else None

    def tree_guess(self, steps: Sequence[Step]) -> Word | None:
        """The tree's guess after `steps`, or None when the game is not on the tree."""
        return self.tree.next_guess(steps) if self.tree else None

    def plays_tree(self, game: Sequence[Step]) -> bool:
        """Whether each guess of `game` is the tree's (the bot's own game on a list with a
        tree, say)."""
        tree_guesses = (self.tree_guess(game[:i]) for i in range(len(game)))
        return self.tree is not None and [s.guess for s in game] == list(tree_guesses)

    @cached_property
    def opening_table(self) -> Table | None:
        """Every guess judged at the opening, from the shipped table when it is for these
        lists (see `openings`); read once."""
        return shipped_table(self.answers, self.guesses, self.off_list, self.hard)

    def reading_opening_table(self) -> Work[Table | None]:
        """`opening_table` as cooperative work (read once: then at once)."""
        return (yield from reading_table(self.answers, self.guesses, self.off_list, self.hard))

    def allowed_guesses(self, steps: Sequence[Step]) -> WordList:
        """The guesses the bot may play after `steps` (in hard mode, those it allows)."""
        if not self.hard:
            return self.guesses
        key = self.state_of(steps, ())[1]
        if key not in self._allowed:
            words = hard_mode_guesses(steps, self.guesses)
            self._allowed[key] = WordList(f"{self.guesses.name} (hard mode)", tuple(words))
        return self._allowed[key]

    def state_of(self, steps: Sequence[Step], candidates: tuple[Word, ...]) -> State:
        return candidates, (hard_mode_key(tuple(steps)) if self.hard else ())
