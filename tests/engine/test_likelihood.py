"""The shipped likelihood: rebuilt from its script, and the order and weights it gives."""

import sys
from importlib import resources
from pathlib import Path

from wordle.engine.answers.likelihood import FILE, likelihood
from wordle.engine.lists.words import word_list

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import make_likelihood


def test_the_script_rebuilds_the_committed_file_byte_for_byte():
    committed = (resources.files("wordle") / "data" / FILE).read_text(encoding="ascii")
    assert make_likelihood.likelihood_text() == committed


def test_every_valid_guess_has_a_score_and_others_score_nothing():
    scores = likelihood().scores
    assert set(scores) == set(word_list("nyt"))
    assert set(scores.values()) <= set(range(36))
    assert likelihood().score("zzzzz") == 0
    assert likelihood().weight("zzzzz") == 1


def test_answer_lists_come_first_and_plurals_and_unknown_words_last():
    like = likelihood()
    listed = set(word_list("answers")) | set(word_list("nyt-answers"))
    assert min(like.score(w) for w in listed) > max(
        like.score(w) for w in word_list("nyt") if w not in listed
    )
    assert like.score("kazoo") >= 24  # an answer the NYT picked beyond the classic list
    assert like.score("stars") < 12 < like.score("dregs")  # STAR's plural, a word of its own
    assert like.score("xylyl") == 0  # unknown to wordfreq
    assert like.score("cigar") > like.score("parer")  # both answers, CIGAR more common


def test_most_likely_first_breaks_ties_alphabetically():
    like = likelihood()
    words = ["stars", "cigar", "aahed", "xylyl", "kazoo", "zymic"]
    assert like.most_likely_first(words) == ["cigar", "kazoo", "stars", "aahed", "xylyl", "zymic"]


def test_weights_follow_the_score():
    like = likelihood()
    assert like.weight("cigar") == 1 + like.score("cigar") // 4 == 8
    assert {like.weight(w) for w in word_list("nyt")} == set(range(1, 10))
