"""The worker's review of a game not solved, against the answer the player tells; the bot's
game with the answers left after each guess; why a suggested guess is worth playing."""

import json
import re

import pytest
from worker_calls import run, worker_request

from wordle.engine.answers.candidates import plain_candidates
from wordle.engine.answers.explain import split_of, why_suggested
from wordle.engine.jobs import line_counts
from wordle.engine.lists.words import guesses_for, word_list
from wordle.engine.play.game import challenge_code
from wordle.engine.review.analysis import analyse
from wordle.engine.review.reviewing import review
from wordle.engine.rules.notation import Step, parse_steps
from wordle.engine.rules.score import feedback
from wordle.engine.search.bot import Bot
from wordle.page.worker import exports as worker
from wordle.page.worker.service import GameService
from wordle.page.worker.views import bot_game

LOST = "SALET=.a.e.,BEARD=.ea.."  # OCEAN's game, not solved


def request(game=LOST, gen=1, **extra):
    return worker_request(game, gen, **extra)


@pytest.fixture(scope="module")
def service():
    return GameService()


def test_a_game_not_solved_is_reviewed_against_the_answer_told(service):
    answers = word_list("answers")
    expected = review(parse_steps(LOST), Bot(answers, guesses_for(answers)), "ocean")
    told = run(service.review(request(answer=" OCEAN ")))
    assert told["answer"] == "ocean" and told["answer_error"] == "" and not told["solved"]
    assert told["summary"] == expected.summary() and "(the answer: OCEAN)" in told["summary"]
    assert told["html"].count("data-review-step") == 2
    rows = re.findall(r'data-bot-step="\d" data-left="(\d+)"', told["bot"])
    assert len(rows) == len(expected.bot_line) and rows[-1] == "1"
    untold = run(service.review(request()))
    assert untold["answer"] == "" and untold["bot"] == "" and not untold["solved"]


@pytest.mark.parametrize(
    ("answer", "error"),
    [
        ("ocea", "'ocea': a word has 5 letters; this has 4"),
        ("oc3an", "'oc3an': a word has only the letters a-z; found '3'"),
        ("xyzzy", "XYZZY is not a valid word: not one of the NYT's 14,855"),
        (
            "crane",
            "CRANE cannot be the answer: guess 2, BEARD, would have shown ⬜🟨🟩🟨⬜, "
            "not ⬜🟨🟨⬜⬜",
        ),
    ],
)
def test_an_answer_that_cannot_be_is_refused_with_the_reason_and_the_review_stays(
    service, answer, error
):
    refused = run(service.review(request(answer=answer)))
    assert refused["answer_error"] == error
    assert refused["answer"] == "" and refused["bot"] == ""
    assert refused["html"].count("data-review-step") == 2


def test_a_solved_game_asks_for_no_answer_and_a_hidden_one_takes_none(service):
    solved = run(service.review(request(LOST + ",OCEAN=OCEAN", answer="crane")))
    assert solved["solved"] and solved["answer_error"] == "" and "OCEAN in 4" in solved["bot"]
    hidden = run(service.review(request(answer="ocean", hidden=True)))
    assert "ocean" not in json.dumps(hidden).lower() and "answer_error" not in hidden


def test_the_bot_s_rows_count_the_answers_left_after_each_guess():
    answers = word_list("answers")
    line = [Step(g, feedback(g, "ocean")) for g in ("salet", "beard", "omega", "ocean")]
    expected = [len(plain_candidates(line[:n], answers.words)) for n in range(1, 5)]
    assert [r.after for r in line_counts(line, answers)] == expected and expected[-1] == 1
    for answer in ("kazoo", "guano"):  # beyond the list: one kind of count, never rising
        line = Bot(answers, guesses_for(answers)).play(answer)
        left = [r.after for r in line_counts(line, answers)]
        counts = [len(plain_candidates(line[:n], answers.words)) for n in range(1, len(line) + 1)]
        assert left == counts
        assert left == sorted(left, reverse=True) and left[-1] == 0
        html = bot_game(line, left)
        assert html.count("solved, not on the list") == 1 and f'data-left="{left[-2]}"' in html


def test_a_suggested_guess_is_explained_by_what_it_would_leave(service):
    left = analyse(parse_steps(LOST), word_list("answers")).answers
    said = service.explain(request(word="ocean", why="guess"))
    assert said["text"] == why_suggested("ocean", left)
    assert said["html"].startswith(f"<p>{split_of('ocean', left).lead()}</p>")
    assert "not possible" not in said["text"]
    word = service.explain(request(word="crane"))
    assert word["text"].startswith("crane: not possible") and word["html"].startswith("<p>")
    assert json.loads(worker.explain(json.dumps(request(word="ocean", why="guess")))) == said


def test_a_lost_play_game_hands_its_answer_to_the_review():
    code = challenge_code("fuzzy", word_list("answers"))
    view = json.loads(worker.play(json.dumps({"action": "open", "code": code, "stored": {}})))
    assert view["review"]["game"]["answer"] == ""  # a game in play keeps it
    for guess in ["crane", "moist", "plumb", "hotel", "wings", "vodka"]:
        view = json.loads(worker.play(json.dumps({"action": "guess", "word": guess})))
    assert view["over"] and view["review"]["game"]["answer"] == "fuzzy"
