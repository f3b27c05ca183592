"""The page's worker, run in CPython: what each request gets back, checked against the engine."""

import asyncio
import json
import re
from pathlib import Path

import pytest
from worker_calls import run, worker_request

from wordle.engine.answers.candidates import plain_candidates
from wordle.engine.answers.pool import weigh
from wordle.engine.links.fragments import read_fragment
from wordle.engine.links.link import game_text
from wordle.engine.lists.words import word_list
from wordle.engine.review.analysis import analyse
from wordle.engine.rules.notation import format_game, parse_steps
from wordle.engine.search.advice import advising
from wordle.engine.search.bot import Bot
from wordle.engine.search.suggest import best_guesses
from wordle.engine.search.work import finish
from wordle.page.screen.board import Board, steps_from_link
from wordle.page.worker import exports as worker
from wordle.page.worker.service import GAME_OVER, GameService, Stale

GAME = "SMART=..a.t,TABLE=ta...,ATTIC=at..."


def request(game=GAME, gen=1, **extra):
    return worker_request(game, gen, **extra)


def test_the_seed_example_counts():
    answer = GameService().counts(request())
    assert [(r["step"], r["remaining"]) for r in answer["rows"]] == [(1, 59), (2, 5), (3, 2)]
    assert answer["gen"] == 1 and answer["error"] is None


def test_each_row_counts_the_valid_words_that_fit_beside_the_list():
    answer = GameService().counts(request())
    reports = analyse(parse_steps(GAME), word_list("answers")).reports
    nyt = word_list("nyt")
    assert [r["valid"] for r in answer["rows"]] == [
        len(plain_candidates(parse_steps(GAME)[:n], nyt)) for n in (1, 2, 3)
    ]
    assert [r["valid"] for r in answer["rows"]] == [len(r.valid) for r in reports]
    others = GameService().counts(request(shown_step=3, shown_others=True))["answers"]
    assert others["title"] == "After step 3: 3 other valid words fit"
    assert re.findall(r'data-word="(\w+)"', others["items"]) == reports[2].others
    # the card switches between the two (a phone's rows have no room for the others' count)
    assert (
        others["summary"]
        == '<button type="button" data-show="3">Show the 2 possible answers</button>'
    )
    listed = GameService().counts(request(shown_step=3))["answers"]
    assert listed["summary"] == (
        '<button type="button" data-show="3" data-others>'
        "+3 other valid words also fit: show them</button>"
    )


def test_an_answer_beyond_the_list_is_listed_with_the_valid_words_that_fit():
    answer = GameService().counts(request("BLUSH=.....,KAZOO=KAZOO"))
    assert answer["error"] is None and answer["message"] == ""
    assert [(r["remaining"], r["valid"]) for r in answer["rows"]] == [(654, 3570), (0, 1)]
    answers = answer["answers"]
    assert answers["title"] == "After step 2: none on the classic answers list; 1 valid word fits"
    assert 'data-word="kazoo"' in answers["items"]
    assert 'data-switch="nyt-answers"' in answers["summary"]


def test_a_game_no_valid_word_fits_names_the_step():
    answer = GameService().counts(request("CRANE=.....,XYLYL=XYLY."))
    assert answer["error"]["step"] == 2 and answer["error"]["tile"] == 0
    assert answer["message"] == (  # as the terminal says it (issue 71)
        "No valid word fits this game: none is left after step 2 (XYLYL 🟩🟩🟩🟩⬜); check that "
        "step's colours."
    )
    assert [r["valid"] for r in answer["rows"]][1] == 0
    assert run(GameService().suggest(request("CRANE=.....,XYLYL=XYLY.")))["status"] == (
        "Mend the game first: no valid word fits its colours."
    )


def test_a_game_lost_in_six_gets_no_seventh_guess_suggested():
    """Six guesses that did not solve it: the game is over, so no next guess is ranked (each
    would be said to take more than the 0 guesses left); one guess fewer, they are."""
    lost = "FUZZY=....Y,JAZZY=.a..Y,PIZZA=....a,BUZZY=....Y,FIZZY=....Y,JIFFY=....Y"
    answer = run(GameService().suggest(request(lost)))
    assert answer["status"] == GAME_OVER and answer["html"] == ""
    before = run(GameService().suggest(request(lost.rpartition(",")[0])))
    assert before["status"] != GAME_OVER and "data-guess" in before["html"]


def test_a_contradiction_names_its_step_and_tile_and_keeps_the_steps_before():
    answer = GameService().counts(request("CRANE=C....,CLOTH=....."))
    assert answer["error"]["step"] == 2 and answer["error"]["tile"] == 1
    assert [r["remaining"] for r in answer["rows"]] == [
        r.after for r in analyse(parse_steps("CRANE=C...."), word_list("answers")).reports
    ]


def test_the_list_can_be_any_shipped_one_and_a_custom_one():
    service = GameService()
    assert service.counts(request(words="nyt"))["rows"][0]["remaining"] == len(
        analyse(parse_steps("SMART=..a.t"), word_list("nyt")).candidates
    )
    assert service.load_list("Aaron\nocean\noleic\nileac\nbanjo\n", "mine.txt")["count"] == 4
    answer = service.counts(request("JUDGE=....e,CHEST=c.E..,WRECK=..Ec.", words="custom"))
    assert 'data-word="oleic"' in answer["answers"]["items"]
    assert service.load_list("no words here", "x.txt") == {
        "count": 0,
        "note": "x.txt: the file has no five-letter words of letters a-z",
    }


def test_hidden_words_are_not_sent():
    answers = GameService().counts(request(hidden=True))["answers"]
    assert answers["items"] == "" and answers["reveal"]


def test_reading_a_game_gives_steps_or_the_error():
    service = GameService()
    assert service.read_game("smart:BBYBY")["steps"] == [["smart", 90]]
    assert "5 letters" in service.read_game("CRANES=......")["error"]


def test_suggestions_and_review_carry_their_generation():
    service = GameService()
    suggested = run(service.suggest(request(gen=3)))
    assert suggested["gen"] == 3 and suggested["html"].count("<li>") == 10
    reviewed = run(service.review(request(gen=3)))
    assert reviewed["gen"] == 3 and reviewed["html"].count("data-review-step") == 3


@pytest.mark.parametrize("by", ["guesses", "remaining"])
def test_with_one_answer_left_it_is_the_advice_and_nothing_is_ranked(by, monkeypatch):
    """The page throws a ranking away when one answer is left (seconds of the worker's time):
    it is not worked out at all."""
    from wordle.page.worker import service

    def never(*_args):
        raise AssertionError("ranked with one answer left")

    monkeypatch.setattr(service, "suggesting", never)
    game = "SALET=.a..t,CRANE=.ra.."
    [left] = plain_candidates(parse_steps(game), word_list("answers").words)
    suggested = run(GameService().suggest(request(game, by=by)))
    assert suggested["status"] == "One answer is left: play it."
    assert suggested["html"].count("<li>") == 1 and f'data-guess="{left}"' in suggested["html"]


def test_older_work_gives_up_when_a_newer_game_arrives():
    service = GameService()

    async def both():
        older = asyncio.ensure_future(service.suggest(request("", gen=1, by="remaining")))
        await asyncio.sleep(0)  # the older ranking has started its first slice
        service.counts(request(gen=2))  # a newer game
        with pytest.raises(Stale):
            await older

    run(both())
    worker.counts(json.dumps(request(gen=5)))
    stale = run(worker.suggest(json.dumps(request("", gen=1, by="remaining"))))
    assert json.loads(stale) == {"stale": True}


@pytest.mark.parametrize("game", [GAME, "bless,00112 fuses,10112", "EERIE=.e..E,EBBED=E.b.."])
def test_the_boards_link_reading_is_the_engines(game):
    steps = parse_steps(game)
    link = format_game(steps)
    assert steps_from_link(link) == steps
    assert Board.of(steps_from_link(link)).steps() == steps
    assert game_text(steps) == link  # and links write them as the notation does


def test_a_fragment_is_its_game_and_its_flags():
    assert read_fragment(GAME + "&words=nyt&hide") == (GAME, {"words": "nyt", "hide": ""})
    assert read_fragment("play=YA3J1&beat=4") == ("play=YA3J1", {"beat": "4"})
    assert read_fragment("") == ("", {})


@pytest.mark.parametrize("text", ["CRANES=......", "CRANE=c.x..", "<script>", "crane=.....,"])
def test_anything_else_is_left_to_the_engine(text):
    assert steps_from_link(text) is None


def test_play_moves_round_trip_through_json(monkeypatch):
    from wordle.page.worker.play_service import PlayService

    fresh = PlayService(worker.game_service.word_list)  # no game another test left open
    monkeypatch.setattr(worker, "play_service", fresh)
    opened = json.loads(worker.play(json.dumps({"action": "open", "code": None, "stored": {}})))
    assert opened["rows"] == [] and "play" in opened["store"]
    answer = worker.play_service.session.game.answer
    refused = json.loads(worker.play(json.dumps({"action": "guess", "word": "zzzzz"})))
    assert refused["shake"] and refused["rows"] == []
    won = json.loads(worker.play(json.dumps({"action": "guess", "word": answer})))
    assert won["over"] and won["status"].startswith("Solved in 1/6")
    assert json.loads(won["store"]["stats"])["played"] == 1


def test_answers_keep_their_characters_as_they_are():
    """No \\u escapes: MicroPython reads an escaped emoji (a surrogate pair) as two broken
    characters."""
    text = worker.counts(json.dumps(request("CRANE=c.A..")))
    assert "\\u" not in text and "🟨⬛🟩⬛⬛" in json.loads(text)["share"]["normal"]


def test_the_page_s_worker_script_exports_what_the_worker_offers():
    """index.html names the worker's functions itself (PyScript reads ``__export__`` from the
    worker script): the names there are the module's."""
    page = (Path(__file__).resolve().parents[2] / "index.html").read_text()
    exported = re.search(r"^__export__ = (\[.*\])$", page, re.M)[1]
    assert sorted(json.loads(exported)) == sorted(worker.__export__)
    imported = re.search(r"^from wordle\.page\.worker\.exports import (.*)$", page, re.M)[1]
    assert sorted(imported.split(", ")) == sorted(worker.__export__)  # else the worker fails
    assert all(callable(getattr(worker, name)) for name in worker.__export__)


def test_suggestions_and_review_beyond_the_list_weigh_the_valid_words():
    game = "SALET=.A...,CORNY=.o...,MAMBO=.A..O"  # the bot's way to KAZOO: no listed word left
    service = GameService()
    suggested = run(service.suggest(request(game)))
    valid = analyse(parse_steps(game), word_list("answers")).valid
    ranked = len(word_list("allowed").members | set(valid))  # the valid words rank too: the
    # terminal's N (test_cli's test_best_and_bot_play_on_beyond_the_list), one decision
    assert ranked > 12_972
    assert suggested["status"] == (
        f"No word of the classic answers list fits: the best of {ranked:,} guesses over the "
        f"{len(valid)} valid words that do, each weighed by how likely it is, fewest guesses "
        "expected first:"
    )
    pool = weigh(word_list("answers"), valid)  # the answer model, as at every step
    bot = Bot(word_list("answers"), word_list("allowed"))
    best = finish(advising(bot, parse_steps(game), pool, 10))  # the review's one "best" first
    assert re.findall(r'data-guess="(\w+)"', suggested["html"]) == [s.guess for s in best]
    assert f"{best[0].expected_guesses:.2f} guesses" in suggested["html"]
    assert f"{best[0].expected_remaining:.2f} answers left" in suggested["html"]
    by_bits = run(service.suggest(request(game, by="entropy")))
    ranked = best_guesses(pool, word_list("allowed"), 10)
    assert re.findall(r'data-guess="(\w+)"', by_bits["html"]) == [s.guess for s in ranked]
    assert by_bits["status"].endswith("most information first:")
    reviewed = run(service.review(request(game + ",KIGHT=K....,KAZOO=KAZOO")))
    assert "long shot until no listed answer was left, after guess 3" in reviewed["summary"]
    assert 'aria-label="KAZOO: green, green, green, green, green"' in reviewed["bot"]


def test_a_row_partly_coloured_counts_what_its_coloured_tiles_allow():
    """QUOTA typed after the game with only its A set green: the answers after the game whose
    fifth tile would be green, by the plain rule; no step, and nothing contradicted."""
    pending = ["quota", [-1, -1, -1, -1, 2]]
    answer = GameService().counts(request(pending=pending))
    after = plain_candidates(parse_steps(GAME), word_list("answers"))
    allowed = [w for w in after if w[4] == "a"]  # QUOTA's one A: green means the answer's is
    assert answer["error"] is None and len(answer["rows"]) == 3
    assert answer["pending"]["row"] == 3
    html = answer["pending"]["html"]
    assert (
        f"{len(after)} → </span><b>{len(allowed)}</b>" in html
        and '4<span class="visually-hidden"> tiles</span> to colour' in html
    )
    assert GameService().counts(request())["pending"] is None
    wrong = GameService().counts(request("SMART=..a.t,TABLE=.....", pending=pending))
    assert wrong["error"] and wrong["pending"] is None  # the steps' error comes first


def test_a_guess_that_broke_hard_mode_says_so_beside_its_row():
    """Issue 70: which guesses broke hard mode showed only in the review's cards (none for a
    game not finished); now beside the row, from the first counts, never for a hidden game."""
    game = "BEING=.e...,CLASP=..As.,SHAME=SHA.E"
    rows = GameService().counts(worker_request(game, hard=True))["rows"]
    assert ["breaks hard mode" in row["html"] for row in rows] == [False, True, False]
    assert [row["broken"] for row in rows] == [False, True, False]  # what the verdict reads
    assert 'title="must contain one E (step 1)"' in rows[1]["html"]
    for extra in ({"hard": False}, {"hard": True, "hidden": True}):
        rows = GameService().counts(worker_request(game, **extra))["rows"]
        assert not any("breaks" in row["html"] or row["broken"] for row in rows), extra


def test_a_list_too_long_is_refused_and_a_review_too_large_says_why():
    """Issue 71: the page took any list, and a review too large for it raised in the worker,
    so the page said "Working it out…" forever; now both are said, as the terminal says them."""
    service = GameService()
    letters = "abcdefghijklmnopqrstuvwxyz"
    many = [a + b + c + d + "q" for a in letters for b in letters for c in letters for d in "ab"]
    answer = service.load_list("\n".join(many), "huge.txt")
    assert answer == {
        "count": 0,
        "note": "huge.txt: 35,152 five-letter words; a list of one's own has at most 20,000 "
        "(the NYT's has 14,855)",
    }
    assert service.load_list("\n".join(word_list("nyt").words[:12_000]), "big.txt")["count"]
    review = run(service.review(request("CRANE=c....", words="custom")))
    assert review["status"].startswith("No review: reviewing guess 1 means judging 14,855")
    assert review["status"].endswith("use a shorter list.")
