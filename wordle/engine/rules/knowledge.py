"""What a game's history proves about the answer, and where it contradicts itself.

Each step of a game says, exactly (see ``docs/scoring.md``):

- at a green tile the answer has that letter; at any other tile it does not;
- for each letter of the guess, the answer has at least as many copies as the guess
  shows green or yellow, and exactly that many when a copy of it is grey.

`Knowledge` is the conjunction of those facts over a history: per position a known
letter or excluded letters, per letter a minimum and maximum count. It is exact: a word
meets the knowledge if and only if it gives every guess the pattern the game showed.
Every fact remembers where it was learned, so a contradiction names its step and tile.
"""

from dataclasses import dataclass, field

from .notation import Constraints, Step
from .reasoning import POSITIONS, UNBOUNDED, example
from .score import GREEN, GREY, LETTERS, WORD_LENGTH, YELLOW, Word, colours
from .wording import at_most, copies


class Contradiction(ValueError):
    """Feedback that no answer can produce: names the step and tile at fault (1-based)."""

    def __init__(self, message: str, step: int | None = None, tile: int | None = None):
        where = " ".join(
            part
            for part in (f"step {step}" if step else "", f"tile {tile}" if tile else "")
            if part
        )
        super().__init__(f"{where}: {message}" if where else message)
        self.step = step
        self.tile = tile
        self.reason = message


@dataclass(frozen=True)
class Origin:
    """Where a fact was learned: a step and tile of the game, or a constraint option."""

    label: str
    step: int | None = None
    tile: int | None = None


@dataclass
class Knowledge:
    """Per position the known letter or excluded letters; per letter its count bounds."""

    fixed: list[str | None] = field(default_factory=lambda: [None] * WORD_LENGTH)
    excluded: list[set[str]] = field(default_factory=lambda: [set() for _ in POSITIONS])
    min_count: dict[str, int] = field(default_factory=dict)
    max_count: dict[str, int] = field(default_factory=dict)
    tried: set[str] = field(default_factory=set)
    origins: dict[tuple, Origin] = field(default_factory=dict, repr=False)

    # --- learning facts, each checked against what is already known -------------

    def require(self, position: int, letter: str, origin: Origin) -> None:
        """The answer has `letter` at `position`."""
        known = self.fixed[position]
        if known == letter:
            return
        if known is not None:
            self._conflict(
                origin,
                f"{letter.upper()} is green at {position + 1}, but "
                f"{self._where('fixed', position)} showed {known.upper()} green there",
            )
        if self.max_count.get(letter, UNBOUNDED) == 0:
            self._conflict(
                origin,
                f"{letter.upper()} is green, but "
                f"{self._where('max', letter)} showed the answer has no {letter.upper()}",
            )
        if letter in self.excluded[position]:
            self._conflict(
                origin,
                f"{letter.upper()} is green at {position + 1}, but "
                f"{self._where('excluded', position, letter)} showed it is not there",
            )
        self.fixed[position] = letter
        self.origins[("fixed", position)] = origin

    def forbid(self, position: int, letter: str, origin: Origin) -> None:
        """The answer does not have `letter` at `position`."""
        if self.fixed[position] == letter:
            self._conflict(
                origin,
                f"{letter.upper()} at {position + 1} is not green, but "
                f"{self._where('fixed', position)} showed it green there",
            )
        if letter not in self.excluded[position]:
            self.excluded[position].add(letter)
            self.origins[("excluded", position, letter)] = origin

    def at_least(self, letter: str, count: int, origin: Origin) -> None:
        """The answer has `count` or more copies of `letter`."""
        most = self.max_count.get(letter, UNBOUNDED)
        if count > most:
            self._conflict(
                origin,
                f"this shows {copies(count, letter)}, but "
                f"{self._where('max', letter)} showed {at_most(most, letter)}",
            )
        if count > self.min_count.get(letter, 0):
            self.min_count[letter] = count
            self.origins[("min", letter)] = origin

    def at_most(self, letter: str, count: int, origin: Origin) -> None:
        """The answer has `count` or fewer copies of `letter`."""
        least = self.min_count.get(letter, 0)
        if count < least:
            self._conflict(
                origin,
                f"grey here means {at_most(count, letter)}, but "
                f"{self._where('min', letter)} showed {copies(least, letter)}",
            )
        if count < self.max_count.get(letter, UNBOUNDED):
            self.max_count[letter] = count
            self.origins[("max", letter)] = origin

    def learn_step(self, number: int, step: Step) -> None:
        """Add what step `number` (1-based) of a game proves; Contradiction if it cannot be."""
        guess, pattern = step
        tiles = colours(pattern)
        label = guess.upper()  # the player's word, not the notation's code
        _check_yellows_before_greys(number, guess, tiles)
        for position, (letter, colour) in enumerate(zip(guess, tiles)):
            origin = Origin(f"step {number} ({label})", number, position + 1)
            if colour == GREEN:
                self.require(position, letter, origin)
            else:
                self.forbid(position, letter, origin)
        for letter in sorted(set(guess)):
            shown = [(p, c) for p, (g, c) in enumerate(zip(guess, tiles)) if g == letter]
            found = sum(c != GREY for _, c in shown)
            last = max(p for p, c in shown if c != GREY) if found else shown[0][0]
            origin = Origin(f"step {number} ({label})", number, last + 1)
            self.at_least(letter, found, origin)
            if any(c == GREY for _, c in shown):
                grey = next(p for p, c in shown if c == GREY)
                self.at_most(letter, found, Origin(origin.label, number, grey + 1))
        self.tried |= set(guess)
        self.check(Origin(f"step {number} ({label})", number))

    def learn_constraints(self, constraints: Constraints) -> None:
        """Add what the ``-g/-y/-b`` form says; Contradiction if it cannot be."""
        greens, yellows, absent = constraints
        for position, letter in greens.items():
            self.require(position - 1, letter, Origin(f"-g (position {position})"))
        for letter, positions in yellows.items():
            origin = Origin(f"-y {letter}{''.join(map(str, positions))}")
            for position in positions:
                self.forbid(position - 1, letter, origin)
            self.at_least(letter, max(1, list(greens.values()).count(letter)), origin)
        for letter in absent:
            shown = list(greens.values()).count(letter) or int(letter in yellows)
            self.at_most(letter, shown, Origin(f"-b {letter}"))
        self.tried |= set(greens.values()) | set(yellows) | set(absent)
        self.check(Origin("the constraints"))

    def check(self, origin: Origin) -> None:
        """Contradiction unless some five-letter string meets every fact."""
        for letter, count in self.min_count.items():
            room = self.places_for(letter)
            if len(room) < count:
                at = self.origins[("min", letter)]
                places = " and ".join(str(p + 1) for p in room)
                left = (
                    f"only {places} can hold it" if room else "every position is ruled out for it"
                )
                self._conflict(
                    at if at.step == origin.step else origin,
                    f"{copies(count, letter)} needed, but {left}",
                )
        needed = sum(self.min_count.values())
        if needed > WORD_LENGTH:
            self._conflict(
                origin, f"the colours need {needed} letters in a {WORD_LENGTH}-letter word"
            )
        if example(self) is None:
            self._conflict(
                origin, "no five-letter word can give these colours with the steps before"
            )

    def _where(self, *key) -> str:
        return self.origins[key].label

    @staticmethod
    def _conflict(origin: Origin, message: str) -> None:
        raise Contradiction(message, origin.step, origin.tile)

    # --- what the facts allow (reasoning on them: see `reasoning`) -------------

    def allowed(self, position: int) -> list[str]:
        """The letters the answer may have at `position`."""
        if self.fixed[position]:
            return [self.fixed[position]]
        return [
            letter
            for letter in LETTERS
            if letter not in self.excluded[position] and self.max_count.get(letter, UNBOUNDED) > 0
        ]

    def places_for(self, letter: str) -> list[int]:
        """Positions where `letter` may stand (0-based)."""
        return [p for p in POSITIONS if letter in self.allowed(p)]

    def absent(self) -> list[str]:
        return sorted(letter for letter, most in self.max_count.items() if most == 0)

    def untried(self) -> list[str]:
        return [letter for letter in LETTERS if letter not in self.tried]

    def is_met_by(self, word: Word) -> bool:
        """Whether `word` meets every fact (slow and plain; `candidates` is the fast way)."""
        return (
            all(word[p] in self.allowed(p) for p in POSITIONS)
            and all(word.count(c) >= n for c, n in self.min_count.items())
            and all(word.count(c) <= n for c, n in self.max_count.items())
        )


def _check_yellows_before_greys(number: int, guess: Word, tiles: tuple[int, ...]) -> None:
    """Among a letter's non-green copies in one guess, yellows come before greys."""
    grey_seen = {}
    for position, (letter, colour) in enumerate(zip(guess, tiles)):
        if colour == GREY:
            grey_seen.setdefault(letter, position)
        elif colour == YELLOW and letter in grey_seen:
            raise Contradiction(
                f"{letter.upper()} is yellow at {position + 1} after a grey {letter.upper()} at "
                f"{grey_seen[letter] + 1}; Wordle colours the first copies yellow, so a grey "
                f"copy is never followed by a yellow one",
                number,
                position + 1,
            )


def knowledge_of(steps: list[Step], constraints: Constraints | None = None) -> Knowledge:
    """What the steps (and any ``-g/-y/-b`` constraints) prove; Contradiction if impossible."""
    knowledge = Knowledge()
    for number, step in enumerate(steps, start=1):
        knowledge.learn_step(number, step)
    if constraints:
        knowledge.learn_constraints(constraints)
    return knowledge
