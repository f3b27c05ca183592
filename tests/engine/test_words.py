import hashlib
from importlib import resources

import pytest

from wordle.engine.lists.words import (
    MOST_OWN_WORDS,
    NAMES,
    ListError,
    WordList,
    own_list,
    play_guesses,
    word_list,
    words_from_text,
)


@pytest.mark.parametrize(
    ("name", "size"), [("answers", 2315), ("allowed", 12972), ("nyt", 14855), ("nyt-answers", 3158)]
)
def test_shipped_lists(name, size):
    words = word_list(name)
    assert len(words) == size == len(set(words))
    assert list(words) == sorted(words)
    assert all(len(w) == 5 and w.isalpha() and w.islower() and w.isascii() for w in words)


def test_lists_nest_as_their_readme_says():
    answers, allowed, nyt = (set(word_list(n)) for n in ("answers", "allowed", "nyt"))
    assert answers < allowed < nyt
    assert set(word_list("nyt-answers")) <= nyt


def test_shipped_files_match_their_checksums():
    data = resources.files("wordle") / "data"
    for line in (data / "SHA256SUMS").read_text().splitlines():
        digest, name = line.split()
        assert hashlib.sha256((data / name).read_bytes()).hexdigest() == digest, name


def test_unknown_list_name():
    with pytest.raises(ValueError, match="answers, allowed, nyt, nyt-answers"):
        word_list("wordles")
    assert NAMES == ("answers", "allowed", "nyt", "nyt-answers")


def test_custom_list_like_a_system_dictionary():
    text = "Aaron\nABACK\nabbey\nabbey's\nabbé\nabbot\ncrane\nCrane\nlonger\nhi\n  steam  \n"
    words = words_from_text(text, "dict")
    assert list(words) == ["aback", "abbey", "abbot", "crane", "steam"]
    assert words.name == "dict"
    assert not words_from_text("")


def test_a_custom_list_folds_only_a_to_z_and_drops_a_byte_order_mark():
    kelvin, fi_ligature, dotless_i, long_s = "\u212a", "\ufb01", "\u0131", "\u017f"
    entries = ["\ufeffaback", f"{kelvin}ayak", f"KAYA{kelvin}", f"{fi_ligature}lth"]
    entries += [f"xyl{dotless_i}l", f"{long_s}team", "ocean"]
    text = "\n".join(entries)
    assert list(words_from_text(text)) == ["aback", "ocean"]


def test_a_game_accepts_the_nyt_guesses_and_the_words_of_its_own_list():
    assert len(play_guesses(word_list("answers"))) == 14_855
    own = WordList("mine", ("crane", "zzzzz"))
    guesses = play_guesses(own)
    assert "zzzzz" in guesses and "salet" in guesses and len(guesses) == 14_856


def test_a_list_of_ones_own_is_refused_when_empty_or_too_long():
    """One cap for the terminal and the page (issue 71: the page had none, and hung)."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    many = [a + b + c + d + "q" for a in letters for b in letters for c in letters for d in "ab"]
    assert len(own_list("\n".join(many[:MOST_OWN_WORDS]), "mine")) == MOST_OWN_WORDS
    with pytest.raises(ListError, match=r"20,001 five-letter words; .* at most 20,000"):
        own_list("\n".join(many[: MOST_OWN_WORDS + 1]), "mine")
    with pytest.raises(ListError, match="no five-letter words"):
        own_list("Aaron\nthis is not a list", "mine")
