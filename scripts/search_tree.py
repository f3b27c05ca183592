"""Search the decision tree with the fewest guesses in all over a list of answers, from an opener.

    python scripts/search_tree.py [--hard] [--opener salet] [--width N] [--jobs 2] [--out FILE]
        [--progress FILE]

A branch and bound over every allowed guess (every hard-mode-legal one in hard mode) at each
node, depth-first, with these bounds:

- A guess that splits n candidates into k groups (one of them its own, when it is one of the
  candidates) costs at least 3n - k - [it is a candidate] guesses in all: n now, and every
  answer not solved by it at least two more but one per group, the guess that is that group's
  first. Guesses are tried in that order, and the search stops at the first whose bound
  reaches the best total found (the first guess tried gives the first upper bound).
- While a guess is judged, each group's search gets what is left of the best total once the
  other groups' bounds are taken out; it gives up as soon as it cannot do better.
- Results (exact values and proven lower bounds) are kept by candidates, guesses left and,
  in hard mode, what the rules require.

Each of the opener's groups is first searched narrowly (only the few guesses of lowest bound
at each node, wider until a tree is found): the exhaustive search then starts with that tree's
total as the bound to beat. The groups are searched in parallel (`--jobs`); with `--progress
FILE` each group's games are kept there as it is solved, and a run started again skips them.
`--width N` tries only the N guesses of lowest bound at each node (a faster search, not a
proof); without it the search is exhaustive. Needs numpy (`pip install -e ".[search]"`);
never used at run time. Writes the tree as `wordle.engine.search.tree` reads it.
"""

import argparse
import copy
import json
import multiprocessing
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wordle.engine.lists.rows import Answers
from wordle.engine.lists.words import word_list
from wordle.engine.rules.score import SOLVED
from wordle.engine.search.tree import DecisionTree, check_tree, write_tree

INF = 10**9
MAX_GUESSES = 6
LETTERS = "abcdefghijklmnopqrstuvwxyz"
NO_RULES = ((-1,) * 5, (0,) * 26)
SORT_UP_TO = 40  # candidates: with as few, groups are counted by sorting; else by marking
ASPIRATION_WIDTHS = (5, 20, 80)  # guesses a node, in the narrow searches for a first bound


def pattern_table(guesses, answers) -> np.ndarray:
    """Every guess's pattern against every answer (guesses x answers): the engine's rows,
    which its tests prove equal to the scoring rule."""
    rows = Answers.of(answers)
    table = np.frombuffer(b"".join(rows.row(g) for g in guesses), dtype=np.uint8)
    return table.reshape(len(guesses), len(answers))


class Search:
    """The search's state: the lists, the patterns, and every result so far."""

    def __init__(self, answers, guesses, table, hard, width):
        self.answers, self.guesses, self.table = answers, guesses, table
        self.hard, self.width = hard, width
        index = {word: i for i, word in enumerate(guesses)}
        self.guess_of_answer = np.array([index[a] for a in answers])
        self.columns = np.ascontiguousarray(table.T)  # answers x guesses: a node's rows at once
        self.letters = np.array([[LETTERS.index(c) for c in g] for g in guesses], dtype=np.int8)
        self.counts = np.stack([(self.letters == i).sum(axis=1) for i in range(26)], axis=1)
        self.known: dict = {}  # key -> (value, exact, best guess)
        self.allowed_cache: dict = {}
        self.nodes = 0

    def narrowed(self, width: int) -> "Search":
        """A search of the same lists and mode trying only `width` guesses a node, sharing this
        one's tables (building them again took a fifth of a second a group), with no results."""
        narrow = copy.copy(self)
        narrow.width, narrow.known, narrow.allowed_cache, narrow.nodes = width, {}, {}, 0
        return narrow

    def allowed(self, rules) -> np.ndarray:
        """The indices of the guesses allowed under the hard-mode rules (all in normal mode)."""
        if rules not in self.allowed_cache:
            fixed, least = rules
            ok = np.ones(len(self.guesses), dtype=bool)
            for position, letter in enumerate(fixed):
                if letter >= 0:
                    ok &= self.letters[:, position] == letter
            for letter, count in enumerate(least):
                if count:
                    ok &= self.counts[:, letter] >= count
            self.allowed_cache[rules] = np.flatnonzero(ok)
        return self.allowed_cache[rules]

    def rules_after(self, rules, guess: int, pattern: int):
        """What hard mode requires once `guess` has shown `pattern`."""
        if not self.hard:
            return rules
        fixed, least = list(rules[0]), list(rules[1])
        word, shown = self.guesses[guess], {}
        for position, letter in enumerate(word):
            colour = pattern // 3**position % 3
            if colour == 2:
                fixed[position] = LETTERS.index(letter)
            if colour:
                shown[letter] = shown.get(letter, 0) + 1
        for letter, count in shown.items():
            i = LETTERS.index(letter)
            least[i] = max(least[i], count)
        return tuple(fixed), tuple(least)

    def solve(self, cands: np.ndarray, left: int, rules, beta: int = INF) -> int:
        """The fewest guesses in all that solve every answer of `cands` with `left` guesses
        to go; a lower bound of at least `beta` when it cannot be less than `beta`."""
        n = len(cands)
        if n == 1:
            return 1 if left >= 1 else INF
        if n == 2:
            return 3 if left >= 2 else INF
        if left <= 1:
            return INF
        key = (cands.tobytes(), left, rules)
        if key in self.known:
            value, exact, _ = self.known[key]
            if exact or value >= beta:
                return value
        value, exact, guess = self.search(cands, left, rules, beta)
        self.known[key] = (value, exact, guess)
        return value

    def bounds(self, cands: np.ndarray, left: int, rules):
        """The allowed guesses that split `cands`, and each one's lower bound, lowest first."""
        allowed = self.allowed(rules)
        groups = self.group_counts(cands, allowed)
        own = np.zeros(len(self.guesses), dtype=bool)
        own[self.guess_of_answer[cands]] = True
        own = own[allowed]
        n = len(cands)
        bound = 3 * n - groups - own
        useful = (groups > 1) | own
        if left == 2:  # the last guess but one: it must leave every answer alone
            useful &= groups == n
        order = np.argsort(bound[useful], kind="stable")
        return allowed[useful][order], bound[useful][order]

    def group_counts(self, cands: np.ndarray, allowed: np.ndarray) -> np.ndarray:
        """How many groups (distinct patterns) each allowed guess splits `cands` into."""
        every = len(allowed) == len(self.guesses)
        shown = self.columns[cands] if every else self.columns[np.ix_(cands, allowed)]
        if len(cands) <= SORT_UP_TO:  # few rows: sort each guess's column
            shown = np.sort(shown, axis=0)
            return 1 + np.count_nonzero(shown[1:] != shown[:-1], axis=0)
        seen = np.zeros((243, shown.shape[1]), dtype=bool)  # many: mark each pattern seen
        columns = np.arange(shown.shape[1])
        for row in shown:
            seen[row, columns] = True
        return np.count_nonzero(seen, axis=0)

    def search(self, cands, left, rules, beta):
        """(value, exact, best guess) for `solve`, trying guesses in the order of their bounds."""
        self.nodes += 1
        guesses, bounds = self.bounds(cands, left, rules)
        if self.width:
            guesses, bounds = guesses[: self.width], bounds[: self.width]
        best, best_guess = beta, -1
        for guess, bound in zip(guesses.tolist(), bounds.tolist()):
            if bound >= best:
                break
            cost = self.judge(guess, cands, left, rules, best)
            if cost < best:
                best, best_guess = cost, guess
        if best_guess < 0:
            lowest = int(bounds[0]) if len(bounds) else INF
            return max(beta, lowest), False, -1
        return best, True, best_guess

    def groups(self, guess: int, cands: np.ndarray):
        """`cands` grouped by the pattern `guess` shows, largest group first (solved left out)."""
        patterns = self.table[guess, cands]
        order = np.argsort(patterns, kind="stable")
        patterns, sorted_cands = patterns[order], cands[order]
        cuts = np.flatnonzero(np.diff(patterns)) + 1
        parts = zip(np.split(patterns, cuts), np.split(sorted_cands, cuts))
        found = [(int(p[0]), np.sort(c)) for p, c in parts if p[0] != SOLVED]
        return sorted(found, key=lambda part: -len(part[1]))

    def judge(self, guess: int, cands, left, rules, beta) -> int:
        """Guesses in all when `guess` comes next, or at least `beta` when no better."""
        parts = self.groups(guess, cands)
        floor = [1 if len(c) == 1 else 2 * len(c) - 1 for _, c in parts]
        cost, rest = len(cands), sum(floor)
        for (pattern, group), least in zip(parts, floor):
            rest -= least
            after = self.rules_after(rules, guess, pattern)
            cost += self.solve(group, left - 1, after, beta - cost - rest)
            if cost + rest >= beta:
                return INF
        return cost

    def best_first(self, cands: np.ndarray, left: int, rules) -> int:
        """The best guess found for `cands` (solved exactly before)."""
        if len(cands) <= 2:
            return int(self.guess_of_answer[cands[0]])
        _, exact, guess = self.known[(cands.tobytes(), left, rules)]
        assert exact, "a group of the tree was not solved exactly"
        return int(guess)

    def tree(self, cands, left, rules, guess: int) -> dict:
        """{answer: its guesses} for the tree found, `guess` played first over `cands`."""
        games = {}
        for pattern, group in self.groups(guess, cands):
            after = self.rules_after(rules, guess, pattern)
            nxt = self.best_first(group, left - 1, after)
            for answer, rest in self.tree(group, left - 1, after, nxt).items():
                games[answer] = (self.guesses[guess], *rest)
        solved = np.flatnonzero(self.table[guess, cands] == SOLVED)
        for i in solved:
            games[self.answers[cands[i]]] = (self.guesses[guess],)
        return games


SEARCH: Search | None = None


def solve_group(task):
    """One group of the opener's: its pattern, exact total, games and the time it took."""
    pattern, group, rules = task
    start = time.perf_counter()
    left = MAX_GUESSES - 1
    value = SEARCH.solve(group, left, rules, aspiration(group, left, rules))
    games = (
        SEARCH.tree(group, left, rules, SEARCH.best_first(group, left, rules))
        if value < INF
        else {}
    )
    return pattern, len(group), value, games, time.perf_counter() - start, SEARCH.nodes


def aspiration(group, left, rules) -> int:
    """One more than a total some tree reaches, found by narrow searches (wider until one
    finds a tree), so the exhaustive search starts with a bound to beat; INF when none does.
    Without a width limit the search is already exhaustive, so it needs none."""
    if SEARCH.width:
        return INF
    for width in ASPIRATION_WIDTHS:
        total = SEARCH.narrowed(width).solve(group, left, rules)
        if total < INF:
            return total + 1
    return INF


def solved_before(progress: Path | None) -> dict:
    """{pattern: (guesses after the opener, {answer: its guesses})} kept by an earlier run."""
    if not progress or not progress.exists():
        return {}
    kept = (json.loads(line) for line in progress.read_text().splitlines() if line)
    return {k["pattern"]: (k["value"], {a: tuple(g) for a, g in k["games"].items()}) for k in kept}


def keep(progress: Path | None, pattern: int, value: int, games: dict) -> None:
    """Add one solved group to the progress file, a line of JSON, so a later run skips it."""
    if progress:
        with progress.open("a") as file:
            file.write(json.dumps({"pattern": pattern, "value": value, "games": games}) + "\n")


def main() -> None:
    global SEARCH
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hard", action="store_true", help="hard mode")
    parser.add_argument("--opener", default="salet")
    parser.add_argument("--words", default="answers", help="the answer list")
    parser.add_argument("--guesses", default="allowed", help="the allowed guesses")
    parser.add_argument("--width", type=int, default=0, help="guesses tried per node (0: all)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", type=Path, help="where to write the tree")
    parser.add_argument("--progress", type=Path, help="where solved groups are kept (resumes)")
    args = parser.parse_args()
    answers, guesses = word_list(args.words), word_list(args.guesses)
    start = time.perf_counter()
    table = pattern_table(guesses.words, answers.words)
    print(f"patterns: {time.perf_counter() - start:.1f} s", file=sys.stderr)
    SEARCH = Search(answers.words, guesses.words, table, args.hard, args.width)
    opener = guesses.index[args.opener]
    before = solved_before(args.progress)
    tasks = [
        (pattern, group, SEARCH.rules_after(NO_RULES, opener, pattern))
        for pattern, group in SEARCH.groups(opener, np.arange(len(answers)))
        if pattern not in before
    ]
    games = {args.opener: (args.opener,)} if args.opener in answers.members else {}
    total = len(answers)
    for value, found in before.values():
        total += value
        games.update({a: (args.opener, *g) for a, g in found.items()})
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        for pattern, size, value, found, seconds, nodes in pool.imap_unordered(solve_group, tasks):
            total += value
            games.update({a: (args.opener, *g) for a, g in found.items()})
            keep(args.progress, pattern, value, found)
            print(
                f"{pattern:3d} {size:4d} answers: {value:5d} guesses after the opener, "
                f"{seconds:7.1f} s, {nodes} nodes so far in this worker",
                file=sys.stderr,
            )
    seconds = time.perf_counter() - start
    tree = DecisionTree(args.opener, args.hard, games)
    check_tree(tree, answers, guesses)  # by the engine's own rules, not the search's
    print(
        f"{'hard' if args.hard else 'normal'} mode, {args.opener.upper()} first, "
        f"width {args.width or 'all'}: total {total:,} ({total / len(answers):.4f}), "
        f"tree total {tree.total:,}, {seconds:.0f} s"
    )
    if args.out:
        args.out.write_text(write_tree(tree, answers, guesses))


if __name__ == "__main__":
    main()
