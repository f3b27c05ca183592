import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordle.engine.rules.notation import Step, format_colour_letters, parse_colour_letters
from wordle.engine.rules.score import (
    MAX_GUESSES,
    SOLVED,
    colours,
    feedback,
    game_over,
    game_solved,
    pattern_of,
)

from reference import SCORING_DOC, doc_table, reference_feedback

# (guess, answer, feedback) from docs/scoring.md: G green, Y yellow, B grey.
TABLE = [
    ("hello", "world", "BBBGY"),
    ("hello", "alley", "BYGYB"),
    ("geese", "those", "BBBGG"),
    ("added", "dread", "YYBYG"),
    ("steer", "terse", "YYYYY"),
    ("recur", "ulcer", "BYGYG"),
    ("aaaaa", "abcde", "GBBBB"),
    ("tatty", "otter", "YBGBB"),
    ("sease", "essay", "YYYYB"),
    ("ninny", "annex", "YBGBB"),
    ("annex", "ninny", "BYGBB"),
    ("epees", "geese", "YBGYY"),
    ("wheee", "peeve", "BBGYG"),
    ("peeve", "wheee", "BYGBG"),
    ("speed", "abide", "BBYBY"),
]


def test_the_table_is_the_one_in_docs_scoring_md():
    assert doc_table("guess") == [list(row) for row in TABLE]


def test_every_doc_the_code_and_tests_cite_is_in_the_repository():
    root = SCORING_DOC.parents[1]
    cited = {
        match
        for folder in ("wordle", "tests")
        for path in (root / folder).rglob("*.py")
        for match in re.findall(r"docs/[\w./-]+\.md", path.read_text(encoding="utf-8"))
    }
    assert "docs/scoring.md" in cited
    assert [doc for doc in sorted(cited) if not (root / doc).is_file()] == []


@pytest.mark.parametrize(("guess", "answer", "expected"), TABLE)
def test_scoring_table(guess, answer, expected):
    assert format_colour_letters(feedback(guess, answer)) == expected


@pytest.mark.parametrize(("guess", "answer", "expected"), TABLE)
def test_scoring_table_other_order_follows_the_rule(guess, answer, expected):
    assert feedback(answer, guess) == reference_feedback(answer, guess)
    assert feedback(guess, answer) == reference_feedback(guess, answer)


def test_pattern_digit_order_first_letter_least_significant():
    assert feedback("abcde", "axxxx") == 2  # first tile green: 2 * 3**0
    assert feedback("abcde", "xxxxe") == 162  # last tile green: 2 * 3**4
    assert feedback("abcde", "bxxxx") == 3  # second tile yellow: 1 * 3**1
    assert colours(feedback("crane", "crane")) == (2, 2, 2, 2, 2)
    assert feedback("crane", "crane") == SOLVED == 242
    assert feedback("crane", "fluff") == 0


def test_colours_and_pattern_of_round_trip():
    for pattern in range(243):
        assert pattern_of(colours(pattern)) == pattern
        assert parse_colour_letters(format_colour_letters(pattern)) == pattern


few_letters = st.text(alphabet="abcde", min_size=5, max_size=5)
any_letters = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=5, max_size=5)


@given(st.one_of(few_letters, any_letters), st.one_of(few_letters, any_letters))
def test_feedback_is_the_plain_rule(guess, answer):
    assert feedback(guess, answer) == reference_feedback(guess, answer)


def test_feedback_is_the_plain_rule_on_the_real_lists(allowed, answers):
    import random

    rng = random.Random(2315)
    for _ in range(20000):
        guess, answer = rng.choice(allowed.words), rng.choice(answers.words)
        assert feedback(guess, answer) == reference_feedback(guess, answer), (guess, answer)


def test_a_game_is_solved_by_its_last_step_and_over_once_solved_or_six_played():
    """The one "solved" and "over" every part asks, of steps or of pairs alike."""
    solved = [Step("crane", feedback("crane", "moist")), Step("moist", SOLVED)]
    lost = [Step("crane", 0)] * MAX_GUESSES
    assert game_solved(solved) and game_over(solved)
    assert game_solved([("moist", SOLVED)]) and game_over([["moist", SOLVED]])
    assert not game_solved(lost) and game_over(lost)
    assert not game_solved(solved[:1]) and not game_over(solved[:1])
    assert not game_solved([]) and not game_over([])
    assert not game_solved([Step("moist", SOLVED), Step("crane", 0)])
