import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordle.engine.answers.candidates import candidates, plain_candidates
from wordle.engine.lists.words import WordList
from wordle.engine.rules.fitting import agrees, fitting, fitting_partly
from wordle.engine.rules.knowledge import Contradiction, knowledge_of
from wordle.engine.rules.notation import Step, parse_constraints, parse_steps
from wordle.engine.rules.score import colours, feedback, pattern_of

from reference import doc_table
from sizes import daily, examples

WORKED_GAMES = [  # docs/scoring.md: the answer in 2,315, and over all 12,972
    ("JUDGE=....e CHEST=c.E.. WRECK=..Ec.", ["ocean"], ["ileac", "ocean", "oleic"]),
    ("HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY", ["fifty"], ["fifty"]),
    ("LODGE=....e WIPER=..Pe. TEPEE=teP.. EXPAT=E.P.t", ["empty"], ["empts", "empty"]),
    ("SABER=...er REFIT=re.it TRITE=.RITE", ["write"], ["urite", "write"]),
    ("MORAL=..... TWINE=..I.. CHICK=..ICK", ["quick"], ["quick", "spick"]),
]


def test_the_worked_games_are_the_ones_in_docs_scoring_md():
    assert doc_table("game") == [
        [game, answer, ", ".join(over_allowed)] for game, [answer], over_allowed in WORKED_GAMES
    ]


@pytest.mark.parametrize(("game", "in_answers", "in_allowed"), WORKED_GAMES)
def test_worked_games(game, in_answers, in_allowed, answers, allowed):
    k = knowledge_of(parse_steps(game))
    assert candidates(k, answers) == in_answers
    assert candidates(k, allowed) == in_allowed


def test_constraint_form_candidates(allowed, answers):
    k = knowledge_of([], parse_constraints("..t..", "a2", "irepch"))
    found = candidates(k, allowed)
    assert "total" in found and "attar" not in found
    assert all(w[2] == "t" and "a" in w and w[1] != "a" for w in found)
    assert not any(set(w) & set("irepch") for w in found)
    assert candidates(k, answers) == ["total"]


def test_no_facts_keeps_every_word(answers):
    assert candidates(knowledge_of([]), answers) == list(answers)


def test_a_small_list_by_hand():
    words = WordList("tiny", ("eerie", "geese", "levee", "speed", "steed", "tepee", "those"))
    k = knowledge_of(parse_steps("SPEED=..eE."))  # two Es or more, one at 4, not at 3; no S P D
    assert candidates(k, words) == ["levee"]
    assert plain_candidates(parse_steps("SPEED=..eE."), words) == ["levee"]


def random_game(draw, guesses, answers):
    answer = draw(st.sampled_from(answers.words))
    played = draw(st.lists(st.sampled_from(guesses.words), min_size=1, max_size=5))
    return [Step(g, feedback(g, answer)) for g in played]


@st.composite
def real_games(draw, guesses, answers):
    return random_game(draw, guesses, answers)


@examples(200, 2000)
@given(data=st.data())
def test_fast_filter_is_the_plain_definition_on_answers(data, answers, allowed):
    steps = data.draw(real_games(allowed, answers))
    assert candidates(knowledge_of(steps), answers) == plain_candidates(steps, answers)


@examples(50, 500)
@given(data=st.data())
def test_fast_filter_is_the_plain_definition_on_allowed(data, answers, allowed):
    steps = data.draw(real_games(allowed, allowed))
    assert candidates(knowledge_of(steps), allowed) == plain_candidates(steps, allowed)


@examples(40, 400)
@given(data=st.data())
def test_any_feedback_either_contradicts_or_filters_exactly(data, answers, allowed):
    """Random colourings (mostly not from one answer): never a wrong list, never a crash."""
    guesses = data.draw(st.lists(st.sampled_from(allowed.words), min_size=1, max_size=3))
    answer = data.draw(st.sampled_from(allowed.words))
    steps = []
    for guess in guesses:
        pattern = feedback(guess, answer)
        if data.draw(st.booleans()):
            pattern = data.draw(st.integers(0, 242))
        steps.append(Step(guess, pattern))
    try:
        k = knowledge_of(steps)
    except Contradiction:
        assert plain_candidates(steps, allowed) == []
    else:
        assert candidates(k, allowed) == plain_candidates(steps, allowed)


@examples(20, 200)
@given(data=st.data())
def test_a_row_partly_coloured_allows_what_its_colourings_together_allow(data, answers, allowed):
    """Tiles not coloured yet are any colour: the words a partly coloured row allows are
    those of every full pattern agreeing with it, by the plain rule."""
    guess = data.draw(st.sampled_from(allowed.words))
    tiles = data.draw(st.lists(st.sampled_from([None, 0, 1, 2]), min_size=5, max_size=5))
    words = answers.words
    union = {w for p in range(243) if agrees(colours(p), tiles) for w in fitting((guess, p), words)}
    assert fitting_partly(guess, tiles, words) == [w for w in words if w in union]
    if None not in tiles:
        assert fitting_partly(guess, tiles, words) == fitting((guess, pattern_of(tiles)), words)


SIEVED = ["hello", "eerie", "llama", "mamma", "crane", "geese", "abbey", "salet"]  # repeats first


@pytest.mark.parametrize("guess", daily(SIEVED, 4, key="test_the_sieve_before_the_rule"))
def test_the_sieve_before_the_rule_keeps_exactly_the_words_the_rule_keeps(guess, answers, allowed):
    """`fitting` lets its regular expression pass over most words before scoring: for every
    pattern, possible or not, it keeps the words the plain rule keeps, in their order."""
    words = [*answers.words, *(w for w in allowed.words if w[0] in "ael")]  # repeats, both lists
    by_pattern = {}
    for word in words:
        by_pattern.setdefault(feedback(guess, word), []).append(word)
    for pattern in range(243):
        assert fitting((guess, pattern), words) == by_pattern.get(pattern, []), (guess, pattern)
