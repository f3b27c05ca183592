"""bench/players.py, the games bench/bench_games.py reviews: the same for a seed, every kind of
player in a default run, every game's colours those of its answer, hard mode kept where it is
claimed. (The games are only made here, never reviewed: that is the benchmark's job.)"""

import sys
from pathlib import Path

import pytest

from wordle.engine.answers.hardmode import hard_mode_violations
from wordle.engine.lists.names import ANSWERS, NYT
from wordle.engine.lists.words import word_list
from wordle.engine.rules.score import MAX_GUESSES, SOLVED, feedback

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import players


@pytest.fixture(scope="module")
def games():
    return players.games()


def test_a_seed_makes_the_same_games_and_another_seed_others():
    assert players.games(7, 40) == players.games(7, 40)
    assert players.games(7, 40) != players.games(8, 40)


def test_a_default_run_has_every_kind_of_player_on_both_lists(games):
    assert len(games) >= 500
    assert {g.player for g in games} == set(players.KINDS)
    lists = [g.words for g in games]
    assert lists.count(ANSWERS) > lists.count(NYT) > 0


def test_some_games_are_lost_and_the_weak_player_loses_most(games):
    weak = [g.lost for g in games if g.player == players.WEAK]
    assert sum(weak) > len(weak) / 2
    assert any(g.lost for g in games if g.player != players.WEAK)


def test_some_answers_are_valid_words_off_the_classic_list(games):
    off = [g for g in games if g.player == players.OFF_LIST]
    assert off
    assert all(g.words == ANSWERS and g.answer not in word_list(ANSWERS) for g in off)
    assert all(g.answer in word_list(NYT) for g in off)


def test_every_game_shows_the_colours_of_its_answer(games):
    valid = word_list(NYT)
    for game in [*games, players.SLOW_GAME]:
        assert all(feedback(guess, game.answer) == pattern for guess, pattern in game.steps)
        assert all(guess in valid for guess, _ in game.steps)
        assert len({guess for guess, _ in game.steps}) == len(game.steps) <= MAX_GUESSES
        assert game.lost == (len(game.steps) == MAX_GUESSES and game.steps[-1][1] != SOLVED)


def test_hard_mode_games_keep_hard_mode(games):
    hard = [g for g in games if g.hard]
    assert hard and {g.player for g in hard} == {players.HARD}
    assert not [
        (g.text, hard_mode_violations(g.steps)) for g in hard if hard_mode_violations(g.steps)
    ]


def test_a_game_is_written_as_wordle_review_takes_it():
    assert players.SLOW_GAME.text == (
        "FUZZY=....Y JAZZY=.a..Y PIZZA=....a BUZZY=....Y FIZZY=....Y JIFFY=....Y --answer TEARY"
    )
