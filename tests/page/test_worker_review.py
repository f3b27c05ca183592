"""The worker's review: the bot's game with the answers left after each guess."""

from wordle.engine.candidates import plain_candidates
from wordle.engine.notation import Step
from wordle.engine.score import feedback
from wordle.engine.words import word_list
from wordle.page.worker_analysis import answers_after


def test_the_bot_s_rows_count_the_answers_left_after_each_guess():
    answers = word_list("answers")
    line = [Step(g, feedback(g, "ocean")) for g in ("salet", "beard", "omega", "ocean")]
    expected = [len(plain_candidates(line[:n], answers.words)) for n in range(1, 5)]
    assert answers_after(line, answers) == expected and expected[-1] == 1
    kazoo = [Step(g, feedback(g, "kazoo")) for g in ("salet", "corny", "mambo", "kazoo")]
    assert answers_after(kazoo, answers)[-1] == 1  # beyond the list: the valid words that fit
