"""Why a word is or is not a possible answer, and why a guess is worth playing, in words a
player can check.

A word is out at the first step whose guess, scored against it, does not give the
pattern the game showed; the explanation puts the two patterns side by side and names
the facts of the knowledge the word breaks ("needs E at 5; has E at 4 where E is
excluded"). A guess is good for what it would leave: the answers split by the colours it
would show against each (`split_of`), the largest group what is left at worst.
"""

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from ..lists.rows import Answers
from ..lists.words import WordList
from ..rules.knowledge import Knowledge, knowledge_of
from ..rules.notation import Step, format_score, format_squares
from ..rules.reasoning import UNBOUNDED
from ..rules.score import SOLVED, Pattern, Word, feedback
from ..rules.wording import copies


def explanation(
    word: Word,
    steps: Sequence[Step],
    knowledge: Knowledge,
    words: WordList | None = None,
    part: bool = False,
) -> str:
    """One line: whether `word` is possible and, if not, why (and if it is in `words`);
    `part`: the steps are the first of a longer game (then it says which it fits)."""
    for number, (guess, shown) in enumerate(steps, start=1):
        would = feedback(guess, word)
        if would != shown:
            return (
                f"{word}: not possible: {guess.upper()} (step {number}) would show "
                f"{format_squares(would)}, the game showed {format_squares(shown)}; "
                + "; ".join(broken_facts(word, knowledge))
            )
    broken = broken_facts(word, knowledge)
    if broken:
        return f"{word}: not possible: " + "; ".join(broken)
    if part:
        fitted = f"fits steps 1-{len(steps)}" if len(steps) > 1 else "fits step 1"
    else:
        fitted = f"fits all {len(steps)} steps" if len(steps) > 1 else "fits the game"
    if words is not None and word not in words:
        return f"{word}: {fitted}, but is not in the {words.name} list"
    return f"{word}: possible: {fitted}"


def explanation_after(word: Word, steps: Sequence[Step], step: int, words: WordList) -> str:
    """`explanation` as of `step` (0: before any guess), for a list of the answers after it,
    saying so, and which later step rules the word out, if one does."""
    if step:
        first = steps[:step]
        early = explanation(word, first, knowledge_of(first), words, step < len(steps))
        text = f"After step {step}: {early}"
    else:
        listed = "on" if word in words else "not on"
        text = f"Before any guess: {word}: {listed} the {words.name} list"
    if any(feedback(guess, word) != shown for guess, shown in steps[:step]):
        return text
    for number, (guess, shown) in enumerate(steps[step:], start=step + 1):
        if feedback(guess, word) != shown:
            return f"{text}. Step {number}, {guess.upper()}, rules it out later."
    return text


def broken_facts(word: Word, knowledge: Knowledge) -> list[str]:
    """The facts of the knowledge that `word` breaks, greens first."""
    broken = []
    for position, letter in enumerate(knowledge.fixed):
        if letter and word[position] != letter:
            broken.append(f"needs {letter.upper()} at {position + 1}")
    absent = set(knowledge.absent())
    for position, (letter, excluded) in enumerate(zip(word, knowledge.excluded)):
        if letter in excluded and letter not in absent:
            broken.append(
                f"has {letter.upper()} at {position + 1} where {letter.upper()} is excluded"
            )
    for letter in sorted(set(word) & absent):
        broken.append(f"has {letter.upper()}, which is absent")
    for letter, least in sorted(knowledge.min_count.items()):
        if word.count(letter) < least:
            broken.append(
                f"needs {'at least ' if knowledge.max_count.get(letter) != least else ''}"
                f"{copies(least, letter)}; has {copies(word.count(letter), letter)}"
            )
    for letter, most in sorted(knowledge.max_count.items()):
        if 0 < most < UNBOUNDED and word.count(letter) > most:
            broken.append(
                f"has {copies(word.count(letter), letter)}; "
                f"the answer has {'' if knowledge.min_count.get(letter) == most else 'at most '}"
                f"{copies(most, letter)}"
            )
    return broken


@dataclass(frozen=True)
class Split:
    """The answers a guess would tell apart: a group per colour pattern it could show,
    largest first."""

    guess: Word
    groups: tuple[tuple[Pattern, tuple[Word, ...]], ...]

    @property
    def total(self) -> int:
        return sum(len(words) for _, words in self.groups)

    @property
    def largest(self) -> int:
        """The answers left at worst after the guess."""
        return len(self.groups[0][1]) if self.groups else 0

    @property
    def average(self) -> float:
        """The answers left on average after the guess (each answer as likely, a win
        leaving none): the suggestions' "left" (`suggest.answers_left`)."""
        win = 1 if self.could_win else 0
        return (sum(len(words) ** 2 for _, words in self.groups) - win) / self.total

    @property
    def could_win(self) -> bool:
        """Whether the guess is one of the answers."""
        return any(pattern == SOLVED for pattern, _ in self.groups)

    def lead(self) -> str:
        """One sentence: how many groups, the largest, whether it could be the answer."""
        guess, total = self.guess.upper(), self.total
        if total == 1 and self.could_win:
            return f"{guess} is the only answer left: playing it wins."
        split = f"{guess} splits the {counted(total, 'answer')} into " + counted(
            len(self.groups), "group"
        )
        if self.largest == 1:
            split += " of one each: its colours name the answer"
        else:
            split += f": {self.largest:,} left at worst"
        split += f", {self.average:.2f} left on average"
        chance = (
            "it could be the answer, and a win leaves none"
            if self.could_win
            else "it cannot be the answer"
        )
        return f"{split}; {chance}."


def split_of(guess: Word, answers: Sequence[Word], rows: Answers | None = None) -> Split:
    """The answers (each once, in their order) grouped by the pattern `guess` would show
    against each: largest group first, equal sizes in the order of their first answers.
    `rows`: the rows of these very answers (`Answers`), when at hand: one row, not a
    pattern worked out per answer."""
    words = tuple(dict.fromkeys(answers))
    same = rows is not None and rows.words == words
    patterns = rows.row(guess) if same else [feedback(guess, answer) for answer in words]
    groups: dict[Pattern, list[Word]] = defaultdict(list)
    for answer, pattern in zip(words, patterns):
        groups[pattern].append(answer)
    ordered = sorted(groups.items(), key=lambda group: -len(group[1]))
    return Split(guess, tuple((pattern, tuple(words)) for pattern, words in ordered))


def why_suggested(guess: Word, answers: Sequence[Word], groups: int = 4, words: int = 3) -> str:
    """Why `guess` is worth playing, in a line: what it would leave, by colour pattern
    (the largest `groups` groups, with up to `words` words each)."""
    split = split_of(guess, answers)
    if split.total <= 1:
        return split.lead()
    shown = [group_text(split.guess, pattern, found, words) for pattern, found in split.groups]
    more = len(shown) - groups
    listed = "; ".join(shown[:groups]) + (f"; {counted(more, 'smaller group')}" if more > 0 else "")
    return f"{split.lead()} {listed}."


def group_text(guess: Word, pattern: Pattern, words: Sequence[Word], most: int = 3) -> str:
    """A group as a line says it: ``..a.e 12 (blood, flood, +10)``."""
    named = ", ".join(words[:most]) + (f", +{len(words) - most}" if len(words) > most else "")
    return f"{format_score(guess, pattern)} {len(words)} ({named})"


def counted(count: int, what: str) -> str:
    """``1 answer``, ``2,315 answers``."""
    return f"{count:,} {what}{'' if count == 1 else 's'}"
