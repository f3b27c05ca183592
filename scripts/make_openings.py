"""Write wordle/data/openings.txt: every guess's score at the opening of the classic lists.

    python scripts/make_openings.py

The review reads it to rank a game's first guess at once (see wordle/openings.py); the
test suite recomputes it, so a change to the scoring that would alter it fails there.
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from wordle.engine.openings import TABLE, scores_at_opening, write_table  # noqa: E402
from wordle.engine.words import word_list  # noqa: E402


def main() -> None:
    answers, guesses = word_list("answers"), word_list("allowed")
    text = write_table(answers, guesses, scores_at_opening(answers, guesses))
    path = ROOT / "wordle" / "data" / TABLE
    path.write_text(text, encoding="ascii")
    print(f"{path.relative_to(ROOT)}: {len(text.splitlines()) - 1:,} scores, {len(text):,} bytes")


if __name__ == "__main__":
    main()
