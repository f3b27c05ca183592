"""What a game's facts say, for people and programs: the facts worth saying (`facts_of`, the one
choice of them: the terminal's summary lines and the page's sentences both say these), a
letter's count in words, and plain data for ``--json``. It reads a `Knowledge` and what
reasoning adds (``reasoning.deductions``); it decides nothing."""

from dataclasses import dataclass

from .knowledge import Knowledge
from .reasoning import POSITIONS, UNBOUNDED, Deduction, deductions
from .wording import copies


@dataclass(frozen=True)
class Facts:
    """What a game has proved, as it is said: each position's letter (green, else reasoned,
    else None), the letters known not to be at each position that are in the word, the
    counts known, the letters absent and untried, and what reasoning adds."""

    letters: tuple[str | None, ...]  # upper case when green, lower case when reasoned
    not_here: dict[int, list[str]]  # position: the letters present elsewhere, never here
    counts: list[str]  # "exactly one E", "at least two Ts"
    absent: list[str]
    untried: list[str]
    reasoned: list[Deduction]


def facts_of(k: Knowledge) -> Facts:
    """The facts of `k` worth saying."""
    reasoned = deductions(k)
    deduced = {d.position: d.letter.lower() for d in reasoned}
    letters = tuple((k.fixed[p] or "").upper() or deduced.get(p) for p in POSITIONS)
    absent = set(k.absent())
    not_here = {
        p: sorted(k.excluded[p] - absent)
        for p in POSITIONS
        if not k.fixed[p] and k.excluded[p] - absent
    }
    counts = [count_text(k, c) for c in sorted(k.min_count) if k.min_count[c]]
    return Facts(letters, not_here, counts, k.absent(), k.untried(), reasoned)


def summary(k: Knowledge) -> str:
    """A readable account of what is known, one line per kind of fact."""
    said = facts_of(k)
    lines = [f"letters:   {''.join(letter or '.' for letter in said.letters)}"]
    if said.not_here:
        notes = [f"{p + 1} not {''.join(letters)}" for p, letters in said.not_here.items()]
        lines.append("not here:  " + ", ".join(notes))
    if said.counts:
        lines.append("counts:    " + ", ".join(said.counts))
    lines.append("absent:    " + (" ".join(said.absent) or "none known"))
    lines.append("untried:   " + (" ".join(said.untried) or "none"))
    for d in said.reasoned:
        lines.append(f"reasoned:  {d.letter.upper()} at {d.position + 1}: {d.reason}")
    return "\n".join(lines)


def count_text(k: Knowledge, letter: str) -> str:
    """``exactly one E``, ``at least two Ts``."""
    least, most = k.min_count.get(letter, 0), k.max_count.get(letter, UNBOUNDED)
    return f"{'exactly' if least == most else 'at least'} {copies(least, letter)}"


def as_dict(k: Knowledge) -> dict:
    """The knowledge as plain data, for ``--json`` and the page."""
    return {
        "positions": [{"letter": k.fixed[p], "excluded": sorted(k.excluded[p])} for p in POSITIONS],
        "counts": {
            c: {"min": k.min_count.get(c, 0), "max": k.max_count.get(c)}
            for c in sorted(set(k.min_count) | set(k.max_count))
            if k.max_count.get(c) != 0
        },
        "absent": k.absent(),
        "untried": k.untried(),
        "deductions": [
            {"position": d.position + 1, "letter": d.letter, "reason": d.reason}
            for d in deductions(k)
        ],
    }
