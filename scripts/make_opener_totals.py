"""Write wordle/data/openers-answers.txt: the fewest guesses in all over the classic answers from
each of the leading openers, in each mode, proven by the exhaustive tree search.

    python scripts/make_opener_totals.py [--top 64]

The leading openers are the `--top` best by the opening table's estimate (the answer model's,
`wordle/engine/openings.py`). Each is searched by `scripts/search_tree.py` (about 20-60 s an
opener and mode on two cores); totals already in the file are kept, so a run can be resumed.
The review and the page value these openers by their exact totals, with the answer model's
share beyond the list added (`openings.exact_value`); an opener from which no tree solves every
answer within six guesses (some in hard mode) is written "none" and keeps its estimate.
"""

import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from wordle.engine.openings import (  # noqa: E402
    OPENERS_FILE,
    OPENERS_MAGIC,
    digest,
    expected_at_opening,
)
from wordle.engine.words import word_list  # noqa: E402

MODES = ("normal", "hard")


def leading(top: int) -> list[str]:
    """The `top` openers the estimate ranks first (ties alphabetically)."""
    expected = expected_at_opening(word_list("answers"), word_list("allowed"))
    return sorted(expected, key=lambda w: (expected[w], w))[:top]


def search(opener: str, mode: str) -> str:
    """The proven total from `opener` in `mode` (the search checks the tree it finds), or
    "none" when no tree solves every answer within six guesses (hard mode's traps)."""
    flags = ["--hard"] if mode == "hard" else []
    command = [sys.executable, str(ROOT / "scripts/search_tree.py"), *flags, "--opener", opener]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode and "does not play every answer" in done.stderr:
        return "none"
    done.check_returncode()
    return re.search(r"total ([\d,]+) ", done.stdout).group(1).replace(",", "")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=64)
    args = parser.parse_args()
    path = ROOT / "wordle" / "data" / OPENERS_FILE
    header = [OPENERS_MAGIC, f"lists: {digest(word_list('answers'), word_list('allowed'))}"]
    known = {}
    if path.exists() and path.read_text().splitlines()[:2] == header:
        known = {tuple(line.split()[:2]): line for line in path.read_text().splitlines()[2:]}
    for mode in MODES:
        for opener in leading(args.top):
            if (mode, opener) not in known:
                known[mode, opener] = f"{mode} {opener} {search(opener, mode)}"
                print(known[mode, opener], flush=True)
                lines = [known[key] for key in sorted(known, key=_order)]
                path.write_text("\n".join([*header, *lines]) + "\n", encoding="ascii")


def _order(key: tuple[str, str]) -> tuple[int, str]:
    return MODES.index(key[0]), key[1]


if __name__ == "__main__":
    main()
