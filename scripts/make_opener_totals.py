"""Write wordle/data/openers-<list>.txt: the fewest guesses in all over a list's answers from
each of its leading openers, in each mode, proven by the exhaustive tree search.

    python scripts/make_opener_totals.py [--words answers] [--top 64] [--modes normal,hard]

The leading openers are the `--top` best by the opening table's estimate (the answer model's,
`wordle/engine/search/openings.py`). Each is searched by `scripts/search_tree.py` (about 20-60 s an
opener and mode on two cores for the classic list, 5-15 minutes for the NYT's answers); totals
already in the file are kept, so a run can be resumed.
The review and the page value these openers by their exact totals, with the answer model's
share beyond the list added (`openings.exact_value`, written beside each total, and written
again at each run: a run with every opener's total known only does that); an opener from which
no tree solves every answer within six guesses (some in hard mode) is written "none" and keeps
its estimate.
"""

import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from wordle.engine.lists.words import WordList, guesses_for, word_list  # noqa: E402
from wordle.engine.search.openings import (  # noqa: E402
    OPENERS,
    OPENERS_MAGIC,
    digest,
    expected_at_opening,
    opener_line,
)

MODES = ("normal", "hard")


def leading(answers: WordList, top: int) -> list[str]:
    """The `top` openers the estimate ranks first (ties alphabetically)."""
    expected = expected_at_opening(answers, guesses_for(answers))
    return sorted(expected, key=lambda w: (expected[w], w))[:top]


def search(opener: str, mode: str, answers: WordList | None = None) -> str:
    """The proven total from `opener` in `mode` (the search checks the tree it finds), or
    "none" when no tree solves every answer within six guesses (hard mode's traps)."""
    answers = answers or word_list("answers")
    flags = ["--hard"] if mode == "hard" else []
    flags += ["--words", answers.name, "--guesses", guesses_for(answers).name]
    command = [sys.executable, str(ROOT / "scripts/search_tree.py"), *flags, "--opener", opener]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode and "does not play every answer" in done.stderr:
        return "none"
    done.check_returncode()
    return re.search(r"total ([\d,]+) ", done.stdout).group(1).replace(",", "")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--words", default="answers", choices=sorted(OPENERS))
    parser.add_argument("--top", type=int, default=64)
    parser.add_argument("--modes", default=",".join(MODES), help="normal,hard or one of them")
    args = parser.parse_args()
    answers = word_list(args.words)
    path = ROOT / "wordle" / "data" / OPENERS[args.words]
    header = [OPENERS_MAGIC, f"lists: {digest(answers, guesses_for(answers))}"]
    known = known_totals(path, header[1])
    for mode in args.modes.split(","):
        for opener in leading(answers, args.top):
            if (mode, opener) not in known:
                known[mode, opener] = search(opener, mode, answers)
                print(mode, opener, known[mode, opener], flush=True)
                write(path, header, known, answers)
    write(path, header, known, answers)


def known_totals(path: Path, lists: str) -> dict[tuple[str, str], str]:
    """The totals in the file, by mode and opener, if it is for these lists (in any version of
    the format: each line starts with the mode, the opener and the total)."""
    if not path.exists() or path.read_text().splitlines()[1:2] != [lists]:
        return {}
    rows = (line.split() for line in path.read_text().splitlines()[2:])
    return {(mode, opener): total for mode, opener, total, *_ in rows}


def write(path: Path, header: list[str], known: dict, answers: WordList) -> None:
    lines = [opener_line(*key, known[key], answers) for key in sorted(known, key=_order)]
    path.write_text("\n".join([*header, *lines]) + "\n", encoding="ascii")


def _order(key: tuple[str, str]) -> tuple[int, str]:
    return MODES.index(key[0]), key[1]


if __name__ == "__main__":
    main()
