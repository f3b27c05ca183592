"""What a game's facts say, for people and programs: the terminal's summary lines, a letter's
count in words, and plain data for ``--json``. It reads a `Knowledge` and what reasoning adds
(``reasoning.deductions``); it decides nothing."""

from .knowledge import Knowledge
from .reasoning import POSITIONS, UNBOUNDED, deductions
from .wording import copies


def summary(k: Knowledge) -> str:
    """A readable account of what is known, one line per kind of fact."""
    deduced = {d.position: d for d in deductions(k)}
    pattern = "".join(
        (k.fixed[p] or "").upper() or (deduced[p].letter if p in deduced else ".")
        for p in POSITIONS
    )
    lines = [f"letters:   {pattern}"]
    absent = set(k.absent())
    notes = [
        f"{p + 1} not {''.join(sorted(k.excluded[p] - absent))}"
        for p in POSITIONS
        if not k.fixed[p] and k.excluded[p] - absent
    ]
    if notes:
        lines.append("not here:  " + ", ".join(notes))
    counts = [count_text(k, c) for c in sorted(k.min_count) if k.min_count[c]]
    if counts:
        lines.append("counts:    " + ", ".join(counts))
    lines.append("absent:    " + (" ".join(k.absent()) or "none known"))
    lines.append("untried:   " + (" ".join(k.untried()) or "none"))
    for d in deduced.values():
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
