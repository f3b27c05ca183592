import itertools

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from wordle.engine.answers.candidates import fits
from wordle.engine.rules import reasoning
from wordle.engine.rules.knowledge import Contradiction, knowledge_of
from wordle.engine.rules.knowledge_text import as_dict, count_text, summary
from wordle.engine.rules.notation import Step, parse_constraints, parse_steps

from sizes import examples


def test_grey_beside_green_means_an_exact_count_not_absence():
    k = knowledge_of(parse_steps("SPEED=..e.."))  # E yellow at 3, grey at 4
    assert k.min_count["e"] == 1 and k.max_count["e"] == 1
    assert "e" not in k.absent()
    assert {"e"} <= k.excluded[2] and {"e"} <= k.excluded[3]
    assert count_text(k, "e") == "exactly one E"


def test_green_and_yellow_give_a_minimum():
    k = knowledge_of(parse_steps("TENET=TEN.t"))
    assert k.min_count["t"] == 2 and "t" not in k.max_count
    assert count_text(k, "t") == "at least two Ts"


def test_what_follows_by_reasoning():
    k = knowledge_of(parse_steps("PLANK=...n. TENOR=TEN.. TENET=TEN.t"))
    [deduction] = reasoning.deductions(k)
    assert (deduction.position, deduction.letter) == (3, "t")
    assert "at least twice" in deduction.reason and "1 and 4" in deduction.reason
    assert "reasoned:  T at 4" in summary(k)


def test_summary_lists_absent_and_untried_letters():
    k = knowledge_of(parse_steps("THIEF=...e. BLADE=....E GROVE=.ro.E"))
    text = summary(k)
    assert "letters:   ....E" in text
    assert "absent:    a b d f g h i l t v" in text
    assert "untried:   c j k m n p q s u w x y z" in text
    assert "counts:    at least one E, at least one O, at least one R" in text
    data = as_dict(k)
    assert data["positions"][4]["letter"] == "e"
    assert data["counts"]["r"] == {"min": 1, "max": None}


@pytest.mark.parametrize(
    ("game", "step", "tile", "words"),
    [
        ("SPEED=...e.", 1, 4, "yellow at 4 after a grey E at 3"),
        ("CRANE=C.... CLOTH=.....", 2, 1, "showed it green there"),
        ("CRANE=C.... TRACE=..a..", 2, 3, "but step 1 (CRANE) showed no A"),
        ("ABBEY=..... QUEEN=..eE.", 2, 4, "the answer has no E"),
        ("CRANE=C.... SLATE=S....", 2, 1, "showed C green there"),
        ("SPEED=..e.. EXERT=E.e..", 2, 3, "showed at most one E"),
        ("EERIE=E.... STEEP=..Ee.", 2, 4, "showed at most one E"),
        ("AAAAA=a....", 1, 1, "every position is ruled out"),
        ("CRANE=..... SLATE=..a..", 2, 3, "no A"),
    ],
)
def test_contradictions_name_the_step_and_tile(game, step, tile, words):
    with pytest.raises(Contradiction) as error:
        knowledge_of(parse_steps(game))
    assert error.value.step == step
    if tile:
        assert error.value.tile == tile
        assert str(error.value).startswith(f"step {step} tile {tile}: ")
    if words:
        assert words in str(error.value)


def test_a_yellow_with_no_room_left_is_a_contradiction():
    # Y must be somewhere but 1-4 exclude it and 5 is fixed to another letter.
    game = "YABCD=y.... BYCDA=.y... CDYAB=..y.. DCAYB=...y. FGHIE=....E"
    with pytest.raises(Contradiction) as error:
        knowledge_of(parse_steps(game))
    assert error.value.step == 5


@pytest.mark.parametrize(
    "game",
    [
        "EERIE=E.... OBESE=..E..",  # exactly one E, yet green at 1 and at 3
        "ACACA=A.A.. CACAC=.A.A.",  # exactly two As, yet green at 1, 2, 3 and 4
        "CBAAC=cbAa. BCBAB=bc.a.",  # found by a random search over a, b and c
    ],
)
def test_games_only_the_final_search_rejects_are_contradictions(game):
    """Every count has room and the counts fit in five letters, so only the search in
    `Knowledge.check` (no five-letter string meets the facts) can reject these."""
    steps = parse_steps(game)
    with pytest.raises(Contradiction) as error:
        knowledge_of(steps)
    assert error.value.step == len(steps)
    assert str(error.value).startswith(f"step {len(steps)}: ")
    letters = sorted({letter for guess, _ in steps for letter in guess})
    assert fitting_strings(steps, [*letters, "z"]) == []  # z: any letter not guessed


def test_constraint_form_knowledge():
    k = knowledge_of([], parse_constraints("..t..", "a2", "irepch"))
    assert k.fixed[2] == "t" and "a" in k.excluded[1] and k.min_count["a"] == 1
    assert set("irepch") <= set(k.absent())
    k = knowledge_of([], parse_constraints("..t..", "", "t"))  # no more Ts than shown
    assert k.max_count["t"] == 1


def fitting_strings(steps, alphabet):
    return [w for w in map("".join, itertools.product(alphabet, repeat=5)) if fits(steps, w)]


small_steps = st.lists(
    st.builds(Step, st.text(alphabet="abc", min_size=5, max_size=5), st.integers(0, 242)),
    min_size=1,
    max_size=3,
)


@examples(100, 400)
@given(small_steps)
def test_contradiction_is_exact_on_a_small_alphabet(steps):
    """Impossible exactly when no string fits; 'd' stands for every letter not guessed."""
    some_fit = fitting_strings(steps, "abcd")
    try:
        k = knowledge_of(steps)
    except Contradiction:
        assert some_fit == []
    else:
        assert some_fit, "said possible, but no string fits"
        assert fits(steps, reasoning.example(k))
        assert all(k.is_met_by(w) for w in some_fit)


@examples(100, 400)
@given(small_steps)
@example(parse_steps("ACACA=A.A.. CACAC=.A.A."))  # rare at random: only the final search
@example(parse_steps("CBAAC=cbAa. BCBAB=bc.a."))
def test_every_contradiction_names_the_first_step_that_cannot_be(steps):
    """The step a contradiction names is the first after which no string fits, and the
    message begins with it."""
    try:
        knowledge_of(steps)
    except Contradiction as error:
        first = next(n for n in range(1, len(steps) + 1) if not fitting_strings(steps[:n], "abcd"))
        assert error.step == first
        where = f"step {first} tile {error.tile}: " if error.tile else f"step {first}: "
        assert str(error).startswith(where) and error.reason
    else:
        assert fitting_strings(steps, "abcd")


@examples(75, 300)
@given(
    st.text(alphabet="abc", min_size=5, max_size=5),
    st.lists(st.text(alphabet="abc", min_size=5, max_size=5), min_size=1, max_size=3),
)
def test_deductions_hold_for_every_fitting_string(answer, guesses):
    from wordle.engine.rules.score import feedback

    steps = [Step(g, feedback(g, answer)) for g in guesses]
    k = knowledge_of(steps)
    fitting = fitting_strings(steps, "abcd")
    for d in reasoning.deductions(k):
        assert all(w[d.position] == d.letter for w in fitting)
    for position in range(5):
        possible = reasoning.possible_at(k, position)
        assert sorted({w[position] for w in fitting} - {"d"}) == sorted(set(possible) & set("abc"))
        assert reasoning.forced_at(k, position) == (possible[0] if len(possible) == 1 else None)
