import dataclasses
import math

import pytest

from wordle.engine.lists.words import WordList
from wordle.engine.review.reasons import luck_words
from wordle.engine.review.reviewing import review
from wordle.engine.rules.notation import Step, parse_steps
from wordle.engine.rules.score import feedback
from wordle.engine.search.bot import Bot

ANSWERS = WordList("tiny answers", ("batch", "catch", "hatch"))
GUESSES = WordList("tiny guesses", ("batch", "catch", "chalk", "hatch"))


@pytest.fixture
def tiny_review():
    bot = Bot(ANSWERS, GUESSES, start="batch", off_list=0)  # the list is the whole model
    return review(parse_steps("CHALK=cha.. BATCH=.ATCH HATCH=HATCH"), bot)


def test_every_number_of_a_tiny_game(tiny_review):
    first, second, third = tiny_review.steps
    # 1. chalk splits the three into cha.. {batch, hatch} and Cha.. {catch}: after it, one
    # guess for catch, 1.5 on average for the pair; each answer splits as well and could win.
    assert (first.before, first.after) == (3, 2)
    assert first.played.bits == pytest.approx(math.log2(3) - 2 / 3)
    assert first.played.expected_remaining == pytest.approx(5 / 3)
    assert first.place.expected == pytest.approx(1 + 2 / 3 * 1.5 + 1 / 3)
    assert first.place.best_expected == pytest.approx(1 + 2 / 3 * 1.5)
    assert first.best.guess == "catch"  # ties with batch and hatch, and is likeliest
    assert first.bot_guess == "batch"  # the bot's opener here
    assert (first.rank, first.place.total, first.place.exact) == (4, 4, True)
    assert first.skill == round(99 - 100 / 3)
    assert first.gained == pytest.approx(math.log2(3 / 2))
    assert first.luck == pytest.approx(4 / 3 - 1.5)  # the pair needs 1.5, not 4/3 on average
    # 2. batch against {batch, hatch}: a perfect split that could win; hatch ties with it.
    assert (second.before, second.after) == (2, 1)
    assert second.played.bits == pytest.approx(1) and second.played.is_candidate
    assert (second.rank, second.skill) == (1, 99)
    assert second.luck == pytest.approx(0.5 - 1)  # it was not the answer: one more guess
    # 3. one candidate left and it is played: the best there is.
    assert (third.before, third.after, third.skill, third.rank) == (1, 1, 99, 1)
    assert third.played.bits == 0 and third.luck == 0
    # Luck out of 99: the pair (1.5 to need) against catch (1) at 1/3: none worse, 1/3 better,
    # as much 2/3 (itself): 99 x 1/3. BATCH: hatch (1) against a win (0) at 1/2: 99 x 1/4.
    assert (first.luck_score, second.luck_score, third.luck_score) == (33, 25, 50)
    assert (first.odds, second.odds) == ((0, pytest.approx(1 / 3)), (0, 0.5))


def test_each_guess_has_its_reasons_in_words(tiny_review):
    first, second, third = tiny_review.steps
    assert first.reason == (
        "CHALK left 2 of 3 answers; its colours would never have left more to do, and less 33% "
        "of the time. CATCH was better (2.00 guesses to go against 2.33): it makes 2 groups, "
        "the largest of 2; CHALK made 2 groups, the largest of 2. CATCH could also have been "
        "the answer."
    )
    assert second.reason == (
        "BATCH left 1 of 2 answers; its colours would never have left more to do, and less 50% "
        "of the time. No guess could expect to finish sooner: it made 2 groups, one word each."
    )
    assert third.reason == "HATCH was the only answer left. Nothing could do better."
    assert tiny_review.as_dict()["steps"][2]["reason"] == third.reason


def test_a_reason_names_the_answers_a_guess_could_not_tell_apart(answers, allowed):
    result = review(
        parse_steps("SMART=..a.t TABLE=ta... ATTIC=at... QUOTA=QUOTA"), Bot(answers, allowed)
    )
    assert result.steps[2].reason.endswith("ATTIC could not tell apart JUNTA and QUOTA.")
    third = result.steps[2]
    assert f"{third.best.guess.upper()} was better ({third.place.best_expected:.2f}" in third.reason
    assert third.best.guess == "antic" and third.rank > 1  # over the model, not JUNTA any more


def test_guesses_taken_are_the_start_plus_what_was_lost_less_luck(tiny_review):
    assert tiny_review.expected_at_start + tiny_review.lost - tiny_review.luck == pytest.approx(3)


def test_the_summary_and_the_bots_line(tiny_review):
    assert tiny_review.answer == "hatch" and tiny_review.solved
    assert [s.guess for s in tiny_review.bot_line] == ["batch", "catch", "hatch"]
    assert tiny_review.skill == pytest.approx((66 + 99 + 99) / 3)
    assert tiny_review.summary() == (
        "solved in 3; skill 88 of 99 (good), luck 29 of 99 (unlucky); best play expected 2.00 "
        "guesses from the start, the choices cost 0.33 guesses, luck cost 0.67 guesses; the bot "
        "solves HATCH in 3 (heuristic)"
    )  # luck 29 of 99 and -0.67 guesses: both unlucky, nothing at odds to explain
    data = tiny_review.as_dict()
    assert data["answer"] == "hatch" and len(data["steps"]) == 3
    assert data["steps"][0]["pattern"] == "YYYBB" and data["steps"][0]["remaining"] == 2
    assert data["steps"][0]["rank"] == 4 and data["steps"][0]["skill"] == 66
    assert data["steps"][0]["expected_guesses"] == pytest.approx(7 / 3)
    assert data["steps"][0]["best_expected_guesses"] == pytest.approx(2)
    assert data["steps"][0]["exact"] is True


@pytest.mark.parametrize(
    "luck, words",
    [
        (0.6, "very lucky"),
        (0.506, "very lucky"),
        (0.5049, "lucky"),  # shown +0.50: the boundary belongs to "lucky", as for -0.50
        (0.5, "lucky"),
        (0.2, "lucky"),
        (0.104, "as expected"),  # shown +0.10
        (0.1, "as expected"),
        (0, "as expected"),
        (-0.0001, "as expected"),
        (-0.1, "as expected"),
        (-0.104, "as expected"),
        (-0.106, "unlucky"),  # shown -0.11
        (-0.2, "unlucky"),
        (-0.5, "unlucky"),
        (-0.5049, "unlucky"),
        (-0.506, "very unlucky"),
        (-0.6, "very unlucky"),
    ],
)
def test_luck_words_follow_one_rule_on_both_sides_of_the_number_shown(luck, words):
    assert luck_words(luck) == words
    mirrored = words.replace("lucky", "unlucky") if luck > 0 else None
    assert mirrored is None or luck_words(-luck) == mirrored


def test_a_lost_game_is_reviewed_against_the_answer_told():
    bot = Bot(ANSWERS, GUESSES, start="batch", off_list=0)  # the list is the whole model
    result = review(parse_steps("CHALK=cha.. BATCH=.ATCH"), bot, answer="hatch")
    assert result.answer == "hatch" and not result.solved
    assert [s.guess for s in result.bot_line] == ["batch", "catch", "hatch"]
    assert "not solved (the answer: HATCH)" in result.summary()
    assert len(result.steps) == 2 and result.steps[-1].luck == pytest.approx(-0.5)


def test_an_answer_that_does_not_fit_the_game_is_refused_naming_the_guess():
    bot = Bot(ANSWERS, GUESSES, start="batch", off_list=0)  # the list is the whole model
    with pytest.raises(ValueError, match="BATCH cannot be the answer: guess 2, BATCH, would"):
        review(parse_steps("CHALK=cha.. BATCH=.ATCH"), bot, answer="batch")


def test_hard_mode_breaks_are_flagged_in_hard_mode_only(answers, allowed):
    game = parse_steps("CRANE=.R..e SLOTH=..... BREED=.REED")  # GREED: some word fits
    hard = review(game, Bot(answers, allowed, hard=True))
    assert hard.steps[1].hard_mode_breaks == (
        "2nd letter must be R (step 1)",
        "must contain one E (step 1)",
    )
    assert hard.as_dict()["steps"][1]["hard_mode_breaks"] == list(hard.steps[1].hard_mode_breaks)
    result = review(game, Bot(answers, allowed))
    assert all(s.hard_mode_breaks == () for s in result.steps)
    assert result.steps[0].hard_mode_breaks == () and result.answer is None
    assert result.bot_line == []
    assert 0 <= result.steps[0].skill <= 99 and result.steps[0].best.guess == "salet"


def test_when_the_bot_would_not_play_the_best_guess_the_review_says_why():
    """Issue 46: in hard mode the best guess by expected guesses (SKATE) could take more
    guesses than are left, so the bot plays another (REAKS): the card says so rather than
    naming two bests; where the bot plays the best, or its tree, nothing is added."""
    from wordle.engine.lists.words import guesses_for, word_list

    answers = word_list("answers")
    game = parse_steps("BEING=.e... CLASP=..As. SHAME=SHA.E SHAKE=SHAKE")
    result = review(game, Bot(answers, guesses_for(answers), hard=True))
    third = result.steps[2]
    assert (third.best.guess, third.bot_guess) == ("skate", "reaks")
    assert third.bot_why == (
        "SKATE expects fewer guesses but could take 5 to finish, more than the 4 left; "
        "REAKS never takes more."
    )
    assert result.as_dict()["steps"][2]["bot_why"] == third.bot_why
    for s in result.steps:
        assert bool(s.bot_why) == (s is third)
        assert s.bot_why == "" or s.bot_guess != s.best.guess


@pytest.mark.parametrize(
    ("guesses", "shown"),
    [(0.0, "0.00"), (-0.004, "0.00"), (0.0049, "0.00"), (-0.005, "-0.01"), (0.42, "+0.42")],
)
def test_luck_that_rounds_to_nothing_shows_no_sign(guesses, shown):
    from wordle.engine.review.reasons import signed

    assert signed(guesses) == shown  # "-0.00 as expected" read as a loss (issue 46 #7)
    assert luck_words(guesses) == "as expected" or shown != "0.00"


def test_luck_out_of_99_and_in_guesses_never_contradict_the_sentence(answers, allowed):
    """Issue 46 #7: KAYAK's colours beat most it could show (61 of 99), yet the 19 answers
    they left need more than KAYAK could expect (-0.20 guesses): the sentence says both."""
    game = [Step(g, feedback(g, "flask")) for g in ("broke", "kayak", "flask")]
    kayak = review(game, Bot(answers, allowed)).steps[1]
    assert kayak.luck_score == 61 and round(kayak.luck, 2) == -0.2
    assert kayak.reason.startswith(
        "KAYAK left 19 of 54 answers; its colours would have left more to do 44% of the time, "
        "and less 21%, yet these need 0.20 guesses more than it could expect."
    )


def test_the_outcomes_of_a_guess_average_to_what_it_expects(answers, allowed):
    """Each colouring's chance and need (`finish.outcomes`) add up to the guess's expected
    guesses, exactly with few words and by the estimate with many."""
    from wordle.engine.search.finish import Finish, outcomes
    from wordle.engine.search.places import outlook
    from wordle.engine.search.work import finish

    bot = Bot(answers, allowed)
    for game, guess in (("SMART=..a.t TABLE=ta...", "attic"), ("CRANE=..a..", "toils")):
        steps = parse_steps(game)
        pool = bot.pool_after(steps)
        judge = Finish(bot.allowed_guesses, dict(pool.weights))
        expected = finish(outlook(pool, [guess], steps, judge)).expected[guess]
        found = outcomes(pool, guess, steps, judge).values()
        assert sum(chance for chance, _ in found) == pytest.approx(1)
        assert 1 + sum(chance * need for chance, need in found) == pytest.approx(expected)


def test_the_summary_says_why_when_luck_out_of_99_and_in_guesses_lean_apart(tiny_review):
    """Issue 70 #2: never two numbers that seem to disagree without a sentence saying why."""
    assert "weighs each guess's colours" not in tiny_review.summary()  # 29 of 99, -0.67
    first, *rest = tiny_review.steps
    apart = dataclasses.replace(
        tiny_review, steps=[dataclasses.replace(first, luck=first.luck + 1.0), *rest]
    )
    assert apart.luck_score == 29 and round(apart.luck, 2) == 0.33  # unlucky, yet +0.33
    assert apart.summary().endswith(
        "luck saved 0.33 guesses (luck 29 of 99 weighs each guess's colours against those it "
        "could have shown; in guesses, what they saved or cost in all); the bot solves HATCH "
        "in 3 (heuristic)"
    )


def test_a_guess_far_down_a_large_step_reads_as_an_estimate_to_two_figures():
    """JAZZY after FUZZY on the classic list: thousands of guesses beat it, too many to judge;
    its rank is estimated (docs/review.md), shown with "~" to two figures, and its skill,
    which needs only the best, is as exact as ever (FUZZY's place is the opening table's)."""
    from wordle.engine.lists.words import word_list

    bot = Bot(word_list("answers"), word_list("allowed"))
    first, second = review(parse_steps("FUZZY=....Y JAZZY=.a..Y"), bot).steps
    assert first.place.rank_exact and first.rank_text == f"{first.rank:,}"
    assert not second.place.rank_exact and second.rank_text.startswith("~")
    figures = str(second.rank).rstrip("0")  # else held under two figures by what is proven
    assert len(figures) <= 2 or second.rank > 0.99 * second.place.total
    assert 0.5 * second.place.total < second.rank <= second.place.total  # far down
    assert second.skill == second.place.skill < 50


def test_a_review_counts_its_game_once_and_the_bot_s_line_once(monkeypatch, answers):
    """Issue 86: the review takes each step's counts from the one count its job makes (and
    checks); only the bot's own game is counted besides, for the grid. (It counted the game
    three times, and twice more each step.) The answer told is checked once, when told (it
    was checked again by the review)."""
    from wordle.engine import jobs
    from wordle.engine.review import analysis, reviewing
    from wordle.engine.search.work import finish

    counted = []

    def counting(steps, *args, **kwargs):
        counted.append(tuple(steps))
        return analysis.analyse(steps, *args, **kwargs)

    checked = []

    def checking(steps, answer):
        checked.append(answer)
        return check_answer(steps, answer)

    check_answer = reviewing.answer_problem
    for module in (jobs, reviewing):
        monkeypatch.setattr(module, "analyse", counting)
    monkeypatch.setattr(reviewing, "answer_problem", checking)  # `told_answer` imports it
    monkeypatch.setattr(reviewing, "knowledge_of", None, raising=False)  # no check besides
    steps = [Step(guess, feedback(guess, "shave")) for guess in ("crane", "plate", "shake")]
    asked = jobs.query(steps, answers)
    told = jobs.query(steps, answers, answer=jobs.told_answer(asked, "shave"))  # lost, told
    done = finish(jobs.reviewing(told))
    assert counted == [tuple(steps), tuple(done.review.bot_line)], counted
    assert checked == ["shave"]  # the answer told checked once, as it is told
    reports = analysis.analyse(steps, answers).reports  # each step counted as the grid counts
    assert [(s.before, s.after, s.valid_before, s.valid_after) for s in done.review.steps] == [
        (r.before, r.after, r.valid_before, len(r.valid)) for r in reports
    ]
