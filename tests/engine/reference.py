"""The scoring rule written as plainly as ``docs/scoring.md`` states it: the oracle."""

from collections import Counter
from pathlib import Path

from wordle.engine.rules.score import GREEN, GREY, YELLOW, pattern_of

SCORING_DOC = Path(__file__).parents[2] / "docs" / "scoring.md"


def reference_feedback(guess: str, answer: str) -> int:
    colours = [GREY] * 5
    unmatched = Counter()
    for i, (g, a) in enumerate(zip(guess, answer)):
        if g == a:
            colours[i] = GREEN
        else:
            unmatched[a] += 1
    for i, g in enumerate(guess):
        if colours[i] != GREEN and unmatched[g] > 0:
            colours[i] = YELLOW
            unmatched[g] -= 1
    return pattern_of(colours)


def doc_table(first_column: str) -> list[list[str]]:
    """The rows of the table in ``docs/scoring.md`` whose first heading is `first_column`."""
    rows, inside = [], False
    for line in SCORING_DOC.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("|") and cells[0] == first_column:
            inside = True
        elif inside and line.startswith("|") and not set(cells[0]) <= set("- "):
            rows.append(cells)
        elif inside and not line.startswith("|"):
            break
    return rows
