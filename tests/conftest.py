"""Shared fixtures: the real word lists, loaded once."""

import pytest

from wordle.engine.lists.words import word_list


@pytest.fixture(scope="session")
def answers():
    return word_list("answers")


@pytest.fixture(scope="session")
def allowed():
    return word_list("allowed")


@pytest.fixture(scope="session")
def nyt():
    return word_list("nyt")
