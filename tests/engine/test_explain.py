from wordle.engine.analysis import analyse
from wordle.engine.explain import broken_facts, explanation
from wordle.engine.notation import parse_steps

GAME = "THIEF=...e. BLADE=....E GROVE=.ro.E"


def explain(word, answers, game=GAME):
    steps = parse_steps(game)
    return explanation(word, steps, analyse(steps, answers).knowledge, answers)


def test_a_possible_word(answers):
    assert explain("rouse", answers) == "rouse: possible: fits all 3 steps"


def test_a_word_out_names_the_step_the_patterns_and_the_facts(answers):
    assert explain("romeo", answers) == (
        "romeo: not possible: THIEF (step 1) would show ...E., the game showed ...e.; "
        "needs E at 5; has E at 4 where E is excluded"
    )
    assert explain("prose", answers).startswith(
        "prose: not possible: GROVE (step 3) would show .RO.E, the game showed .ro.E; "
        "has R at 2 where R is excluded"
    )
    assert "has T, which is absent" in explain("store", answers)


def test_counts_in_explanations(allowed):
    steps = parse_steps("SPEED=..e..")
    k = analyse(steps, allowed).knowledge
    assert "has three Es; the answer has one E" in explanation("eerie", steps, k)
    steps = parse_steps("PLANK=...n. TENOR=TEN.. TENET=TEN.t")
    k = analyse(steps, allowed).knowledge
    assert "needs at least two Ts; has one T" in explanation("tench", steps, k)
    assert explanation("tenth", steps, k) == "tenth: possible: fits all 3 steps"


def test_a_fitting_word_outside_the_list(answers):
    assert explain("urite", answers, "SABER=...er REFIT=re.it TRITE=.RITE") == (
        "urite: fits all 3 steps, but is not in the answers list"
    )


def test_every_non_candidate_breaks_a_fact_and_every_candidate_none(allowed):
    steps = parse_steps(GAME)
    result = analyse(steps, allowed)
    possible = set(result.candidates)
    for word in allowed:
        assert bool(broken_facts(word, result.knowledge)) == (word not in possible), word
