import random

from wordle.engine.answers.explain import (
    broken_facts,
    explanation,
    explanation_after,
    split_of,
    why_suggested,
)
from wordle.engine.answers.pool import pool_after
from wordle.engine.lists.rows import Answers
from wordle.engine.review.analysis import analyse
from wordle.engine.rules.knowledge import knowledge_of
from wordle.engine.rules.notation import Step, format_score, parse_steps
from wordle.engine.rules.score import feedback

GAME = "THIEF=...e. BLADE=....E GROVE=.ro.E"


def explain(word, answers, game=GAME):
    steps = parse_steps(game)
    return explanation(word, steps, analyse(steps, answers).knowledge, answers)


def test_a_possible_word(answers):
    assert explain("rouse", answers) == "rouse: possible: fits all 3 steps"


def test_a_word_out_names_the_step_the_patterns_and_the_facts(answers):
    assert explain("romeo", answers) == (
        "romeo: not possible: THIEF (step 1) would show ⬜⬜⬜🟩⬜, the game showed ⬜⬜⬜🟨⬜; "
        "needs E at 5; has E at 4 where E is excluded"
    )
    assert explain("prose", answers).startswith(
        "prose: not possible: GROVE (step 3) would show ⬜🟩🟩⬜🟩, the game showed ⬜🟨🟨⬜🟩; "
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


FOUR = ["crate", "trace", "crane", "react"]


def test_a_split_groups_the_answers_by_the_colours_the_guess_would_show():
    split = split_of("stomp", ["crane", "crate", "trace", "crate"])
    assert [(format_score("stomp", p), list(words)) for p, words in split.groups] == [
        (".t...", ["crate", "trace"]),  # the largest group first; a word counts once
        (".....", ["crane"]),
    ]
    assert (split.total, split.largest, split.could_win) == (3, 2, False)
    assert split.average == (2 * 2 + 1 * 1) / 3
    assert split_of("crate", ["crane", "crate", "trace"]).average == (0 + 1 + 1) / 3  # a win: none
    split = split_of("trace", ["crate", "react", "crane", "caret"])
    assert [(format_score("trace", p), list(words)) for p, words in split.groups] == [
        ("tRAcE", ["crate"]),  # equal sizes: in the order of the answers
        ("trACe", ["react"]),
        (".RAcE", ["crane"]),
        ("trace", ["caret"]),
    ]


def test_why_a_guess_is_suggested_says_what_it_would_leave(answers):
    assert why_suggested("crane", FOUR) == (
        "CRANE splits the 4 answers into 4 groups of one each: its colours name the answer, "
        "0.75 left on average; it could be the answer, and a win leaves none. CRA.E 1 (crate); "
        "cRA.E 1 (trace); CRANE 1 (crane); crA.e 1 (react)."
    )
    assert why_suggested("react", ["react"]) == "REACT is the only answer left: playing it wins."
    left = analyse(parse_steps("SMART=..a.t TABLE=ta..."), answers).candidates
    assert left == ["attic", "junta", "quota", "aunty", "antic"]
    assert why_suggested("attic", left, groups=2, words=1) == (
        "ATTIC splits the 5 answers into 4 groups: 2 left at worst, 1.20 left on average; it "
        "could be the answer, and a win leaves none. at... 2 (junta, +1); ATTIC 1 (attic); "
        "2 smaller groups."
    )
    assert why_suggested("salet", answers.words).startswith(
        "SALET splits the 2,315 answers into 148 groups: 221 left at worst"
    )


def test_every_answer_is_in_the_group_of_its_own_pattern(answers):
    left = analyse(parse_steps("SMART=..a.t"), answers).candidates
    split = split_of("lotte", left)
    assert sorted(w for _, words in split.groups for w in words) == sorted(left)
    assert all(feedback("lotte", w) == p for p, words in split.groups for w in words)
    sizes = [len(words) for _, words in split.groups]
    assert sizes == sorted(sizes, reverse=True) and split.largest == sizes[0]


def test_an_explanation_of_an_earlier_steps_list_says_which_step_and_what_came_later(answers):
    steps = parse_steps("SMART=..a.t TABLE=ta... ATTIC=at... QUOTA=QUOTA")
    assert explanation_after("aunty", steps, 2, answers) == (
        "After step 2: aunty: possible: fits steps 1-2. Step 3, ATTIC, rules it out later."
    )
    assert explanation_after("aunty", steps, 1, answers).startswith(
        "After step 1: aunty: possible: fits step 1. Step 3"
    )
    assert explanation_after("aunty", steps, 0, answers) == (
        "Before any guess: aunty: on the answers list. Step 3, ATTIC, rules it out later."
    )
    out = explanation_after("aunty", steps, 3, answers)
    assert out.startswith("After step 3: aunty: not possible: ATTIC (step 3)")
    assert "later" not in out
    assert explanation_after("quota", steps, 3, answers) == (
        "After step 3: quota: possible: fits steps 1-3"
    )
    assert explanation_after("zzzzz", steps, 0, answers).startswith(
        "Before any guess: zzzzz: not on the answers list. Step 1, SMART, rules it out"
    )


def test_a_split_from_the_answers_rows_is_the_one_from_their_patterns(answers, allowed):
    """The review splits a step's answers by their rows (`Pool.counted`): the same groups,
    in the same order, as working out each answer's pattern; rows of other words are not
    taken."""
    rng = random.Random(83)
    for first in ("fuzzy", "salet", "mamma"):
        knowledge = knowledge_of([Step(first, feedback(first, rng.choice(answers.words)))])
        pool = pool_after(knowledge, answers)
        words = pool.listed or pool.words
        for guess in [*rng.sample(allowed.words, 40), *words[:3]]:
            assert split_of(guess, words, pool.counted) == split_of(guess, words), guess
        other = Answers.of(answers.words[:50])
        assert split_of("crane", words, other) == split_of("crane", words)
