"""The worker's side of pasting and of spoiler-free links, run in CPython: a pasted game in
every form, a link's code read back, and what a reader who has not revealed the game gets
(no letter, no word: colours, counts, skill and luck)."""

import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st
from worker_calls import run, worker_request

from wordle.engine.links.codes import game_code
from wordle.engine.links.fragments import read_fragment
from wordle.engine.links.link import fragment_of
from wordle.engine.links.reading import read_link_game
from wordle.engine.rules.notation import Step, format_game, parse_steps
from wordle.page.screen.board import Board
from wordle.page.worker import exports as worker
from wordle.page.worker.service import GameService, steps_of

GAME = "SALET=.a.e.,BEARD=.ea..,ENEMA=.nE.a,OCEAN=OCEAN"
GUESSES = ("salet", "beard", "enema", "ocean")
SHARE = "Wordle 1,234 4/6*\n\n⬛🟨⬛🟨⬛\n⬛🟨🟨⬛⬛\n⬛🟨🟩⬛🟨\n🟩🟩🟩🟩🟩"
WRONG = "CRANE=C....,CLOTH=....."  # step 2 contradicts step 1 (C at 1 is not green)


def request(game=GAME, gen=1, **extra):
    return worker_request(game, gen, **extra)


def spelled(text):
    """The guesses of GAME that `text` spells, in any case."""
    return [guess for guess in GUESSES if guess in str(text).lower()]


# --- pasting and links ----------------------------------------------------------------


def test_a_link_s_code_reads_back_as_its_game():
    steps = parse_steps(GAME)
    answer = json.loads(worker.read_game("g=" + game_code(steps)))
    assert steps_of(answer["steps"]) == steps
    assert answer["waiting"] == []
    assert answer["hard"] is False


def test_a_share_text_without_words_gives_its_colours_and_hard_mode():
    answer = json.loads(worker.read_game(SHARE))
    assert answer["steps"] == [] and answer["hard"] is True
    assert answer["waiting"] == [s.pattern for s in parse_steps(GAME)]


@pytest.mark.parametrize(
    "text",
    [
        "SALETBEARDENEMAOCEAN BYBYBBYYBBBYGBYGGGGG",
        "BYBYBBYYBBBYGBYGGGGG SALETBEARDENEMAOCEAN",
        SHARE + "\nsalet beard enema ocean",
    ],
)
def test_every_paste_reads_as_rows(text):
    answer = json.loads(worker.read_game(text))
    assert steps_of(answer["steps"]) == parse_steps(GAME)
    assert answer["hard"] is ("*" in text)


def test_an_error_quotes_the_paste_on_one_line():
    answer = json.loads(worker.read_game("Wordle 1,234 4/6*\n\n⬛🟨⬛🟨⬛\n⬛🟨🟨⬛\n"))
    assert answer["error"] == "'⬛🟨⬛🟨⬛⬛🟨🟨⬛': rows of tiles come in 5s; got 9 tiles"
    assert "\\n" not in answer["error"]


@given(
    st.lists(
        st.builds(Step, st.sampled_from(("crane", "salet", "zzzzz")), st.integers(0, 242)),
        max_size=6,
    ),
    st.sampled_from(("answers", "nyt-answers", "nyt", "custom")),
    st.booleans(),
    st.booleans(),
)
def test_a_link_reads_back_as_the_game_and_flags_it_was_written_with(steps, words, hard, hide):
    """One writer for the page and `wordle share`: what it writes, the page reads back."""
    game, flags = read_fragment(fragment_of(steps, words, hard, hide))
    assert read_link_game(game).steps == steps
    assert game.startswith("g=") == (hide and bool(steps))
    assert flags.get("words") == (words if words in ("nyt-answers", "nyt") else None)
    assert ("hard" in flags, "hide" in flags) == (hard, hide)


# --- a spoiler-free link's reader before the reveal -------------------------------------


def test_hidden_counts_show_but_no_letter_word_or_fact():
    shown = GameService().counts(request())
    hidden = GameService().counts(request(hidden=True))
    assert hidden["rows"] == shown["rows"]  # the counts, as before
    assert hidden["share"] == shown["share"]  # the colours
    assert hidden["keys"] == {} and shown["keys"]["o"] == "green"
    assert hidden["known"] == "<li>Hidden until you reveal the game.</li>"
    assert hidden["answers"]["items"] == "" and hidden["answers"]["reveal"]
    assert spelled(shown["known"] + shown["answers"]["items"]) == ["ocean"]
    assert spelled(json.dumps(hidden)) == []  # no key spells the game (issue 49: "fragment")


def test_hidden_mistakes_are_named_by_step_not_by_letter():
    shown = GameService().counts(request(WRONG))
    hidden = GameService().counts(request(WRONG, hidden=True))
    assert "C" in shown["error"]["reason"]
    assert hidden["error"] == {
        "step": 2,
        "tile": 1,
        "reason": "no word fits these colours",
        "message": "No word fits the colours of step 2: reveal the game to see why.",
    }
    assert hidden["message"] == hidden["error"]["message"]


def test_hidden_unknown_guesses_are_not_named():
    game = "XYZZY=.....,SALET=.a.e."
    assert "XYZZY" in GameService().counts(request(game))["message"]
    assert GameService().counts(request(game, hidden=True))["message"] == ""


def test_hidden_advice_and_explanations_wait_for_the_reveal():
    service = GameService()
    suggested = run(service.suggest(request(GAME.rpartition(",")[0], hidden=True)))
    assert suggested == {"gen": 1, "status": "Hidden until you reveal the game.", "html": ""}
    said = service.explain(request(word="ocean", hidden=True))
    assert said["text"] == "Reveal the game to see why a word is or is not possible."
    assert "ocean" not in said["html"]
    assert "ocean: possible" in service.explain(request(word="ocean"))["text"]


def test_the_hidden_review_gives_colours_counts_skill_and_luck():
    service = GameService()
    shown = run(service.review(request()))
    hidden = run(service.review(request(hidden=True)))
    assert spelled(json.dumps(hidden)) == [] and spelled(shown["html"])
    assert "bot" not in hidden and "The bot's game: OCEAN" in shown["bot"]
    assert "answer" not in hidden and "solved" not in hidden  # nor a form for the answer
    skills = re.findall(r'class="skill">(\d+) of 99<', hidden["html"])
    assert skills == re.findall(r'class="skill">(\d+) of 99<', shown["html"]) and len(skills) == 4
    assert hidden["html"].count('data-colour="green"') == 1 + 5  # ENEMA's E, then OCEAN
    assert re.findall(r"\d+ → \d+", hidden["html"]) == re.findall(r"\d+ → \d+", shown["html"])
    assert hidden["summary"].startswith("solved in 4; skill ")  # of 99, as everywhere
    assert " of 99 (" in hidden["summary"] and "luck " in hidden["summary"]


# --- the board ----------------------------------------------------------------------


def test_a_share_text_s_colours_wait_on_the_board_for_the_words():
    waiting = [s.pattern for s in parse_steps(GAME)]
    board = Board.of([], waiting)
    assert board.current == 0 and board.steps() == []
    for word in GUESSES:
        for letter in word:
            board.type(letter)
        board.enter()
    assert board.steps() == parse_steps(GAME)
    board.backspace()
    board.type("n")
    assert board.steps() == parse_steps(GAME)  # a given colour stays
    with pytest.raises(ValueError, match="at most 6 guesses; this has 7"):
        Board.of(parse_steps(GAME), waiting[:3])


def test_the_link_s_game_is_unchanged_for_links_already_shared():
    steps = parse_steps(GAME)
    assert fragment_of(steps, "answers", False, False) == format_game(steps) == GAME
    assert fragment_of(steps, "nyt", False, True) == f"g={game_code(steps)}&words=nyt&hide"
