"""Every real game fits: any valid word as the answer, on any list, is analysed without a
contradiction, and the answer is among the words the analysis says it can be."""

from hypothesis import given
from hypothesis import strategies as st

from wordle.engine.answers.candidates import plain_candidates
from wordle.engine.answers.likelihood import likelihood
from wordle.engine.lists.words import NAMES, word_list
from wordle.engine.review.analysis import analyse
from wordle.engine.rules.notation import Step
from wordle.engine.rules.score import SOLVED, feedback

from sizes import examples

VALID = word_list("nyt").words
OFF_CLASSIC = tuple(w for w in VALID if w not in word_list("answers"))


def game_for(answer, guesses, solved):
    steps = [Step(g, feedback(g, answer)) for g in guesses]
    return [*steps, Step(answer, SOLVED)] if solved else steps


@examples(40, 150)
@given(
    answer=st.sampled_from(OFF_CLASSIC),
    guesses=st.lists(st.sampled_from(VALID), min_size=1, max_size=4),
    solved=st.booleans(),
    name=st.sampled_from(NAMES),
)
def test_any_valid_answer_on_any_list_is_analysed_without_contradiction(
    answer, guesses, solved, name
):
    steps = game_for(answer, guesses, solved)
    result = analyse(steps, word_list(name))
    assert answer in result.valid and result.first_without_valid() is None
    assert (answer in result.answers) == (answer in word_list(name) or result.off_list)
    assert all(answer in r.valid for r in result.reports)
    assert result.off_list == (answer not in word_list(name) and not result.candidates)
    if solved:
        assert result.answers == [answer] and len(result.reports[-1].valid) == 1


@examples(10, 40)
@given(answer=st.sampled_from(OFF_CLASSIC), guesses=st.lists(st.sampled_from(VALID), max_size=3))
def test_valid_counts_are_the_plain_definition_most_likely_first(answer, guesses):
    steps = game_for(answer, guesses, False)
    for n, report in enumerate(analyse(steps, word_list("answers")).reports, start=1):
        fitting = plain_candidates(steps[:n], VALID)
        assert report.valid == likelihood().most_likely_first(fitting)
        assert set(report.others) == set(fitting) - set(report.answers_after)
