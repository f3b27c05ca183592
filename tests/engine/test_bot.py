import random

import pytest

from wordle.engine.bot import Bot
from wordle.engine.candidates import fits
from wordle.engine.hardmode import hard_mode_breaks, hard_mode_rules
from wordle.engine.score import SOLVED


@pytest.fixture(scope="module")
def bots(answers, allowed):
    return {hard: Bot(answers, allowed, hard=hard) for hard in (False, True)}


@pytest.mark.parametrize("hard", [False, True])
def test_the_bot_solves_a_sample_within_six(bots, answers, hard):
    bot = bots[hard]
    for answer in [*random.Random(6).sample(answers.words, 60), "mound", "watch", "foyer"]:
        steps = bot.play(answer)
        assert steps[0].guess == "salet"
        assert steps[-1].pattern == SOLVED and steps[-1].guess == answer
        assert len(steps) <= 6, (answer, steps)
        for number in range(1, len(steps) if hard else 0):
            rules = hard_mode_rules(steps[:number])
            assert hard_mode_breaks(steps[number].guess, rules) == []


def test_the_bot_is_deterministic_and_answers_mid_game(bots, answers):
    bot = bots[False]
    assert bot.play("ocean") == bot.play("ocean")
    steps = bot.play("ocean")
    remaining = [w for w in answers.words if fits(steps[:1], w)]
    assert bot.guess_for(steps[:1], remaining) == steps[1].guess


def test_playing_yields_before_each_guess_it_works_out(bots):
    bot = bots[False]
    work, yields = bot.playing("ocean"), 0
    while True:
        try:
            next(work)
            yields += 1
        except StopIteration as done:
            steps = done.value
            break
    assert steps == bot.play("ocean") and yields == len(steps) - 1 >= 2
