"""Write wordle/data/likelihood.txt: how likely each of the NYT's 14,855 valid guesses is to
be a Wordle answer, from list membership and word frequency.

    pip install "wordle-companion[data]"   # wordfreq, pinned: used here only, never at run time
    python scripts/make_likelihood.py [--check]

Each word gets a score from 0 to 35 (one base-36 digit, higher likelier) in three bands:

- 24-35: on one of the NYT's answer lists (answers.txt, nyt-answers-2023.txt);
- 12-23: any other word, unless it is below;
- 0-11:  a plural or a verb's -s form (the NYT does not pick them: STARS from STAR,
         BOXES from BOX, FLIES from FLY) or a word wordfreq does not know at all.

Within a band, the word's Zipf frequency in English (wordfreq, 0 to 8: log10 of uses per
billion words) sets the place: 12 steps from Zipf 1 (or below) to Zipf 5.4 (or above).
The file is the scores in the order of the sorted 14,855 words, a hundred to a line, after
a header; the same wordfreq version gives the same file, byte for byte (``--check`` says
whether the committed file is what this script makes).
"""

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from wordle.engine.answers.likelihood import BASE36, FILE, PER_LINE  # noqa: E402
from wordle.engine.lists.words import word_list  # noqa: E402

WORDFREQ = "3.1.1"  # the version pinned in pyproject.toml's `data` extra
BAND = 12  # scores per band
LOW_ZIPF, HIGH_ZIPF = 1.0, 5.4  # the frequencies mapped to a band's bottom and top
STEM_ZIPF = 2.5  # a stem at least this common makes a word ending in -s its plural


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed file")
    args = parser.parse_args()
    text = likelihood_text()
    path = ROOT / "wordle" / "data" / FILE
    if args.check:
        same = path.read_text(encoding="ascii") == text
        print(f"{path.relative_to(ROOT)}: {'matches' if same else 'DIFFERS from'} this script")
        return 0 if same else 1
    path.write_text(text, encoding="ascii")
    print(f"{path.relative_to(ROOT)}: {len(word_list('nyt')):,} scores, {len(text):,} bytes")
    return 0


def likelihood_text() -> str:
    """The whole file: the header and each valid guess's score, in list order."""
    from importlib.metadata import version

    import wordfreq

    if version("wordfreq") != WORDFREQ:
        raise SystemExit(f"wordfreq {WORDFREQ} is needed, not {version('wordfreq')}")
    listed = set(word_list("answers")) | set(word_list("nyt-answers"))
    zipf = wordfreq.zipf_frequency
    digits = "".join(BASE36[score(word, listed, zipf)] for word in word_list("nyt"))
    lines = [digits[i : i + PER_LINE] for i in range(0, len(digits), PER_LINE)]
    header = [
        "# How likely each valid guess is to be a Wordle answer: made by",
        f"# scripts/make_likelihood.py from wordfreq {WORDFREQ} and the NYT's answer lists.",
        "# One base-36 digit per word, 0-z (higher likelier), in the order of the 14,855 valid",
        f"# guesses sorted, {PER_LINE} to a line.",
    ]
    return "\n".join(header + lines) + "\n"


def score(word: str, listed: set[str], zipf) -> int:
    """The word's score, 0-35: its band (see the module's docstring) and its frequency."""
    frequency = zipf(word, "en")
    if word in listed:
        band = 2
    elif frequency == 0 or is_plural(word, zipf):
        band = 0
    else:
        band = 1
    place = (frequency - LOW_ZIPF) / (HIGH_ZIPF - LOW_ZIPF) * (BAND - 1)
    return band * BAND + min(BAND - 1, max(0, round(place)))


def is_plural(word: str, zipf) -> bool:
    """Whether the word is a plural or -s form of a common shorter word."""
    if not word.endswith("s") or word.endswith("ss"):
        return False
    stems = [word[:-1]]
    if word.endswith("es"):
        stems.append(word[:-2])
    if word.endswith("ies"):
        stems.append(word[:-3] + "y")
    return any(zipf(stem, "en") >= STEM_ZIPF for stem in stems)


if __name__ == "__main__":
    sys.exit(main())
