"""The page's worker takes the optimal trees in when a game first needs one: it names the tree
it lacks, checks the text the main thread fetched before using it, and plays the heuristic
until then."""

import json
import os

import pytest
from worker_calls import run, worker_request

from wordle.engine.lists.words import data_path
from wordle.engine.search.tree import TREES
from wordle.page.worker import exports, trees
from wordle.page.worker.analysis import AnalysisService

TARSE = "TARSE=ta...,ABOIL=a.O..,QUOTA=QUOTA"  # the NYT answers tree's game for QUOTA


@pytest.fixture
def bare(tmp_path, monkeypatch):
    """A worker whose data folder has no trees yet, as the page's starts."""
    monkeypatch.setattr(trees, "data_path", lambda name: os.path.join(tmp_path, name))
    return tmp_path


def shipped_text(name: str) -> str:
    with open(data_path(name), encoding="ascii") as file:
        return file.read()


def test_with_the_trees_in_place_none_is_missing():
    assert all(trees.missing_tree(name, hard) == "" for name, hard in TREES)
    assert trees.missing_tree("nyt", False) == trees.missing_tree("custom", True) == ""


def test_the_analysis_names_the_tree_the_game_needs_until_it_is_taken_in(bare):
    hard = json.loads(exports.analysis(json.dumps(worker_request(TARSE, hard=True))))
    assert hard["tree"] == "tree-salet-hard.txt"
    assert json.loads(exports.analysis(json.dumps(worker_request(""))))["tree"] == ""  # no game
    normal = worker_request(TARSE, words="nyt-answers")
    assert json.loads(exports.analysis(json.dumps(normal)))["tree"] == "tree-nyt-answers-tarse.txt"
    name = "tree-nyt-answers-tarse.txt"
    assert json.loads(exports.load_tree(name, shipped_text(name))) == {}
    assert (bare / name).read_text() == shipped_text(name)
    assert json.loads(exports.analysis(json.dumps(normal)))["tree"] == ""
    classic = json.loads(exports.analysis(json.dumps(worker_request(TARSE))))
    assert classic["tree"] == "tree-salet.txt"
    hard_nyt = worker_request(TARSE, words="nyt-answers", hard=True)
    named = json.loads(exports.analysis(json.dumps(hard_nyt)))["tree"]
    assert named == "tree-nyt-answers-tarse-hard.txt"


def test_without_its_tree_the_bot_plays_its_heuristic_then_the_tree(bare):
    service = AnalysisService()
    words = service.word_list("nyt-answers")
    assert service.bot(words, False).tree is None  # not kept: the tree is still to come
    name = TREES["nyt-answers", False]
    assert trees.take_tree(name, shipped_text(name)) == {}
    bot = service.bot(words, False)
    assert bot.tree is not None and bot.opener == "tarse" and service.bot(words, False) is bot
    review = run(service.review(worker_request(TARSE, words="nyt-answers")))
    assert "optimal tree" in review["bot"]


@pytest.mark.parametrize(
    ("name", "text", "why"),
    [
        ("tree-other.txt", "tree-salet.txt", "not one of the shipped trees"),
        ("tree-salet.txt", "tree-salet-hard.txt", "a tree for the other mode"),
        ("tree-salet.txt", "tree-nyt-answers-tarse.txt", "made for other lists"),
    ],
)
def test_a_tree_that_is_not_the_one_named_is_refused_and_not_kept(bare, name, text, why):
    answer = trees.take_tree(name, shipped_text(text))
    assert why in answer["error"] and not list(bare.iterdir())


def test_a_damaged_tree_is_refused(bare):
    name = "tree-salet.txt"
    text = shipped_text(name).replace("\nsalet ", "\nslate ", 1)
    assert "checksum" in trees.take_tree(name, text)["error"]
    assert trees.take_tree(name, text[: len(text) // 2])["error"]
    assert not list(bare.iterdir())
