"""Write wordle/data/openings*.txt: every guess's expected guesses at the opening of each shipped
answer list, against the guesses ranked for it (the classic lists: 12,972; the others: 14,855).

    python scripts/make_openings.py [LIST...]

The review reads them to rank a game's first guess at once (see wordle/engine/search/openings.py);
the test suite recomputes them, so a change to the scoring that would alter one fails there.
The NYT's whole list takes about a minute.
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from wordle.engine.lists.words import TABLES, guesses_for, word_list  # noqa: E402
from wordle.engine.search.openings import expected_at_opening, write_table  # noqa: E402


def main(names: list[str]) -> None:
    for name in names or TABLES:
        answers = word_list(name)
        guesses = guesses_for(answers)
        text = write_table(answers, guesses, expected_at_opening(answers, guesses))
        path = ROOT / "wordle" / "data" / TABLES[name]
        path.write_text(text, encoding="ascii")
        lines = len(text.splitlines()) - 1
        print(f"{path.relative_to(ROOT)}: {lines - 1:,} guesses judged, {len(text):,} bytes")


if __name__ == "__main__":
    main(sys.argv[1:])
