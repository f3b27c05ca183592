"""The page's worker takes the optimal trees and the NYT lists' opening tables in when a game
first needs one: it names the file it lacks, checks the text the main thread fetched before
using it, and plays the heuristic until then."""

import json
import os

import pytest
from worker_calls import run, worker_request

from wordle.engine.lists.words import TABLES, TREES, data_path
from wordle.engine.search import openings
from wordle.page.worker import data_files, exports
from wordle.page.worker.service import NO_TABLE, GameService

TARSE = "TARSE=ta...,ABOIL=a.O..,QUOTA=QUOTA"  # the NYT answers tree's game for QUOTA


@pytest.fixture
def bare(tmp_path, monkeypatch):
    """A worker whose data folder has no trees or NYT tables yet, as the page's starts (the
    classic list's table comes in the zip)."""

    def has(name):
        return name == TABLES["answers"] or os.path.isfile(tmp_path / name)

    monkeypatch.setattr(data_files, "data_path", lambda name: os.path.join(tmp_path, name))
    monkeypatch.setattr(data_files, "has_data", has)
    monkeypatch.setattr(openings, "has_data", has)
    monkeypatch.setattr(openings, "_READ", {})  # no table read before
    return tmp_path


def shipped_text(name: str) -> str:
    with open(data_path(name), encoding="ascii") as file:
        return file.read()


def test_with_the_trees_and_tables_in_place_none_is_missing():
    assert all(data_files.missing_tree(name, hard) == "" for name, hard in TREES)
    assert data_files.missing_tree("nyt", False) == data_files.missing_tree("custom", True) == ""
    assert all(data_files.missing_table(name) == "" for name in [*TABLES, "custom"])


def test_the_analysis_names_the_nyt_table_until_it_is_taken_in(bare):
    """Even with no game yet: the suggestions at the opening come from the table."""
    nyt = worker_request("", words="nyt")
    assert json.loads(exports.counts(json.dumps(nyt)))["table"] == "openings-nyt.txt"
    classic = json.loads(exports.counts(json.dumps(worker_request(TARSE))))
    assert classic["table"] == ""  # in the zip
    other = json.loads(exports.counts(json.dumps(worker_request("", words="nyt-answers"))))
    assert other["table"] == "openings-nyt-answers.txt"
    assert json.loads(exports.load_data("openings-nyt.txt", shipped_text("openings-nyt.txt"))) == {}
    assert (bare / "openings-nyt.txt").read_text() == shipped_text("openings-nyt.txt")
    assert json.loads(exports.counts(json.dumps(nyt)))["table"] == ""


def test_the_analysis_names_the_tree_the_game_needs_until_it_is_taken_in(bare):
    hard = json.loads(exports.counts(json.dumps(worker_request(TARSE, hard=True))))
    assert hard["tree"] == "tree-salet-hard.txt"
    assert json.loads(exports.counts(json.dumps(worker_request(""))))["tree"] == ""  # no game
    normal = worker_request(TARSE, words="nyt-answers")
    assert json.loads(exports.counts(json.dumps(normal)))["tree"] == "tree-nyt-answers-tarse.txt"
    name = "tree-nyt-answers-tarse.txt"
    assert json.loads(exports.load_data(name, shipped_text(name))) == {}
    assert (bare / name).read_text() == shipped_text(name)
    assert json.loads(exports.counts(json.dumps(normal)))["tree"] == ""
    classic = json.loads(exports.counts(json.dumps(worker_request(TARSE))))
    assert classic["tree"] == "tree-salet.txt"
    hard_nyt = worker_request(TARSE, words="nyt-answers", hard=True)
    named = json.loads(exports.counts(json.dumps(hard_nyt)))["tree"]
    assert named == "tree-nyt-answers-tarse-hard.txt"


def test_without_its_tree_and_table_the_bot_plays_its_heuristic_then_the_tree(bare):
    service = GameService()
    words = service.word_list("nyt-answers")
    unfetched = run(service.review(worker_request(TARSE, words="nyt-answers")))
    assert unfetched["status"] == NO_TABLE and "html" not in unfetched  # its fetch failed
    assert service.bot(words, False).tree is None  # not kept: the tree is still to come
    name = TREES["nyt-answers", False]
    assert data_files.take_data(name, shipped_text(name)) == {}
    without_table = service.bot(words, False)
    assert without_table.tree is not None and without_table.opening_table is None
    assert service.bot(words, False) is not without_table  # not kept: the table is to come
    table = "openings-nyt-answers.txt"
    assert data_files.take_data(table, shipped_text(table)) == {}
    bot = service.bot(words, False)
    assert bot.opening_table is not None
    assert bot.tree is not None and bot.opener == "tarse" and service.bot(words, False) is bot
    review = run(service.review(worker_request(TARSE, words="nyt-answers")))
    assert "proven optimal tree (" in review["bot"]  # the tree here, not only the heuristic


@pytest.mark.parametrize(
    ("name", "text", "why"),
    [
        ("tree-other.txt", "tree-salet.txt", "not one of the files fetched later"),
        ("openings.txt", "openings.txt", "not one of the files fetched later"),  # in the zip
        ("openings-nyt.txt", "openings-nyt-answers.txt", "made for other lists"),
        ("openings-nyt-answers.txt", "openings.txt", "made for other lists"),
        ("tree-salet.txt", "tree-salet-hard.txt", "a tree for the other mode"),
        ("tree-salet.txt", "tree-nyt-answers-tarse.txt", "made for other lists"),
    ],
)
def test_a_file_that_is_not_the_one_named_is_refused_and_not_kept(bare, name, text, why):
    answer = data_files.take_data(name, shipped_text(text))
    assert why in answer["error"] and not list(bare.iterdir())


def test_a_damaged_tree_is_refused(bare):
    name = "tree-salet.txt"
    text = shipped_text(name).replace("\nsalet ", "\nslate ", 1)
    assert "checksum" in data_files.take_data(name, text)["error"]
    assert data_files.take_data(name, text[: len(text) // 2])["error"]
    assert not list(bare.iterdir())


def test_a_damaged_or_cut_table_is_refused(bare):
    name = "openings-nyt.txt"
    text = shipped_text(name)
    lines = text.splitlines(keepends=True)
    assert "not a whole table" in data_files.take_data(name, text[: len(text) // 2])["error"]
    garbled = "".join([*lines[:5], "not base 36!\n", *lines[6:]])
    assert "not a whole table" in data_files.take_data(name, garbled)["error"]
    assert "not a whole table" in data_files.take_data(name, "".join(lines[:2]))["error"]
    assert not list(bare.iterdir())
