"""The shipped optimal trees, replayed by the scoring rule alone, and the tree format's checks."""

from importlib import resources

import pytest

from wordle.engine.answers.hardmode import hard_mode_breaks, hard_mode_rules
from wordle.engine.lists.words import WordList, guesses_for, word_list
from wordle.engine.rules.notation import Step
from wordle.engine.rules.score import SOLVED, feedback
from wordle.engine.search.tree import (
    TREES,
    DecisionTree,
    TreeError,
    check_tree,
    read_tree,
    shipped_tree,
    tree_lines,
    write_tree,
)

OPTIMUM = {  # (list, hard mode): the opener and the fewest guesses in all, as published
    ("answers", False): ("salet", 7_920),  # Selby's exhaustive search
    ("answers", True): ("salet", 8_122),
    ("nyt-answers", False): ("tarse", 11_219),
    ("nyt-answers", True): ("tarse", 11_627),
}


@pytest.fixture(scope="module", params=sorted(TREES), ids=lambda key: "-".join(map(str, key)))
def lists(request):
    """A list with a tree, its guesses, and the mode."""
    name, hard = request.param
    answers = word_list(name)
    return answers, guesses_for(answers), hard


@pytest.fixture(scope="module")
def shipped(lists):
    return shipped_tree(*lists)


def replay(tree: DecisionTree, answer: str) -> list[Step]:
    """The tree's game for `answer`, each guess looked up by the colours seen so far alone."""
    steps: list[Step] = []
    while not steps or steps[-1].pattern != SOLVED:
        guess = tree.next_guess(steps)
        assert guess is not None, (answer, steps)
        steps.append(Step(guess, feedback(guess, answer)))
        assert len(steps) <= 6, (answer, steps)
    return steps


def test_the_shipped_trees_total_the_proven_optimum(shipped, lists):
    answers, _, hard = lists
    assert (shipped.opener, shipped.total) == OPTIMUM[answers.name, hard]
    assert set(shipped.games) == answers.members
    assert sum(shipped.distribution().values()) == len(answers)


def test_replayed_by_colours_every_answer_is_solved_within_six(shipped, lists):
    answers, allowed, _ = lists
    total = 0
    for answer in answers:
        steps = replay(shipped, answer)
        assert tuple(s.guess for s in steps) == shipped.games[answer]
        assert all(s.guess in allowed for s in steps)
        for number in range(1, len(steps)) if shipped.hard else ():
            assert hard_mode_breaks(steps[number].guess, hard_mode_rules(steps[:number])) == []
        total += len(steps)
    assert total == OPTIMUM[answers.name, shipped.hard][1]


def test_the_shipped_trees_pass_every_check(shipped, lists):
    answers, allowed, hard = lists
    check_tree(shipped, answers, allowed)
    text = (resources.files("wordle") / "data" / TREES[answers.name, hard]).read_text()
    assert write_tree(shipped, answers, allowed) == text  # as written, byte for byte


def test_other_lists_have_no_tree(answers, allowed, nyt):
    assert shipped_tree(WordList("answers", answers.words[:-1]), allowed, False) is None
    assert shipped_tree(answers, nyt, False) is None
    assert shipped_tree(word_list("nyt-answers"), allowed, False) is None
    assert shipped_tree(nyt, nyt, False) is None  # the whole list has none


def test_the_outline_solves_every_answer_once(shipped, lists):
    lines = list(tree_lines(shipped))
    assert lines[0] == (0, None, shipped.opener, len(lists[0]))
    solved = []  # a node's answers are those of the nodes below it, and its guess's if solved
    for i, (depth, _, guess, count) in enumerate(lines):
        below = 0
        for line in lines[i + 1 :]:
            if line[0] <= depth:
                break
            below += line[3] if line[0] == depth + 1 else 0
        assert count - below in (0, 1), lines[i]
        solved += [guess] * (count - below)
    assert sorted(solved) == sorted(shipped.games)


# A tiny list where a whole tree can be written out by hand.
WORDS = WordList("tiny", ("cigar", "rebut", "sissy", "humph", "awake"))
GUESSES = WordList("tiny guesses", (*WORDS.words, "blush"))


def tiny_tree(**changed) -> DecisionTree:
    games = {
        "cigar": ("rebut", "cigar"),
        "rebut": ("rebut",),
        "sissy": ("rebut", "sissy"),
        "humph": ("rebut", "humph"),
        "awake": ("rebut", "awake"),
    }
    return DecisionTree("rebut", False, {**games, **changed})


def test_a_tree_reads_back_what_was_written():
    tree = tiny_tree()  # REBUT shows each of the others different colours
    assert len({feedback("rebut", w) for w in WORDS}) == 5
    text = write_tree(tree, WORDS, GUESSES)
    again = read_tree(text, WORDS, GUESSES)
    assert again.games == tree.games and again.total == 9 and not again.hard
    assert again.next_guess([Step("rebut", feedback("rebut", "humph"))]) == "humph"
    assert again.next_guess([Step("cigar", 0)]) is None  # off the tree


def test_a_tree_whose_guess_depends_on_more_than_the_colours_is_refused():
    # SISSY shows REBUT, HUMPH and AWAKE the same colours: all grey
    assert {feedback("sissy", w) for w in ("rebut", "humph", "awake")} == {0}
    games = {
        "sissy": ("sissy",),
        "cigar": ("sissy", "cigar"),
        "rebut": ("sissy", "rebut"),
        "humph": ("sissy", "rebut", "humph"),
        "awake": ("sissy", "rebut", "awake"),
    }
    check_tree(DecisionTree("sissy", False, games), WORDS, GUESSES)
    games["awake"] = ("sissy", "humph", "awake")
    with pytest.raises(TreeError, match=r"AWAKE: HUMPH after SISSY=\.\.\.\.\., where another"):
        check_tree(DecisionTree("sissy", False, games), WORDS, GUESSES)


@pytest.mark.parametrize(
    ("changed", "message"),
    [
        ({"cigar": ("rebut", "sissy", "humph", "awake", "blush", "rebut", "cigar")}, "7 guesses"),
        ({"cigar": ("rebut", "cigar", "cigar")}, "does not end when it is guessed"),
        ({"cigar": ("rebut", "crane", "cigar")}, "CRANE is not an allowed guess"),
        ({"cigar": ("cigar",)}, "does not open with REBUT"),
    ],
)
def test_a_broken_game_is_refused(changed, message):
    with pytest.raises(TreeError, match=message):
        check_tree(tiny_tree(**changed), WORDS, GUESSES)


def test_hard_mode_rules_are_checked():
    # after REBUT shows CIGAR's R, hard mode wants an R: BLUSH has none
    tree = DecisionTree("rebut", True, {**tiny_tree().games, "cigar": ("rebut", "blush", "cigar")})
    with pytest.raises(
        TreeError, match=r"CIGAR: BLUSH breaks hard mode: must contain one R \(step 1\)"
    ):
        check_tree(tree, WORDS, GUESSES)


def test_a_changed_text_is_refused():
    text = write_tree(tiny_tree(), WORDS, GUESSES)
    with pytest.raises(TreeError, match="checksum"):
        read_tree(text.replace("rebut sissy", "rebut sissy "), WORDS, GUESSES)
    with pytest.raises(TreeError, match="other lists"):
        read_tree(text, WordList("tiny", WORDS.words[:4]), GUESSES)
    with pytest.raises(TreeError, match="total 9, not 8"):
        read_tree(text.replace("total: 9", "total: 8"), WORDS, GUESSES)
    with pytest.raises(TreeError, match="not a decision tree"):
        read_tree("hello\n" + text, WORDS, GUESSES)
