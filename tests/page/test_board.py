import pytest

from wordle.engine.links.codes import game_code
from wordle.engine.links.fragments import read_fragment
from wordle.engine.links.link import fragment_of
from wordle.engine.review.analysis import letter_colours
from wordle.engine.rules.notation import parse_steps
from wordle.engine.rules.score import GREEN, GREY, WORD_LENGTH, YELLOW, pattern_of
from wordle.page.screen import board as board_module
from wordle.page.screen.board import Board


def typed(board, text):
    for key in text:
        if key == "\n":
            board.enter()
        elif key == "<":
            board.backspace()
        else:
            board.type(key)
    return board


def test_typing_rows_and_enter():
    board = typed(Board(), "crane\nslat")
    assert [row.letters for row in board.rows[:2]] == ["crane", "slat"]
    assert board.current == 1
    assert [step.guess for step in board.steps()] == ["crane"]
    assert not board.type("1") and not board.enter()  # not a letter; row not full


def test_a_letter_after_a_full_row_starts_the_next_one():
    board = typed(Board(), "cranemoist")
    assert [row.letters for row in board.rows[:3]] == ["crane", "moist", ""]
    assert board.current == 1 and [s.guess for s in board.steps()] == ["crane"]  # left: grey
    assert typed(board, "\n").current == 2  # Enter after a full row still moves on
    assert [s.guess for s in board.steps()] == ["crane", "moist"]
    assert typed(Board(), "crane\nmoist").rows[1].letters == "moist"  # Enter, then typing
    board = typed(Board(), "abcde" * 6)
    assert not board.type("x") and board.current == 5  # the last row full: no more
    assert typed(board, "<<<<<<").current == 4  # Backspace steps back across rows


def test_pasted_colours_take_the_letters_typed_row_after_row():
    board = Board.of([], waiting=[pattern_of([GREY, YELLOW, GREY, GREY, GREEN])] * 2)
    typed(board, "smarttable")
    assert board.steps() == parse_steps("SMART=.m..T,TABLE=.a..E")


def test_backspace_goes_back_into_the_previous_row():
    board = typed(Board(), "crane\n<")
    assert board.current == 0 and board.rows[0].letters == "cran"
    assert typed(Board(), "<").rows[0].letters == ""


def test_cycling_colours_only_on_letters():
    board = typed(Board(), "crane")
    assert [board.cycle(0, 2) for _ in range(3)] == [True, True, True]
    assert board.rows[0].tiles[2] == GREY  # grey -> yellow -> green -> grey
    board.cycle(0, 0)
    board.cycle(0, 4)
    board.cycle(0, 4)
    assert board.steps() == []  # R, A, N not coloured yet: not a step
    assert typed(board, "\n").steps() == parse_steps("CRANE=c...E")  # left: they are grey
    assert not board.cycle(1, 0) and not board.cycle(0, 5) and not board.cycle(9, 0)


def test_backspace_forgets_the_colour():
    board = typed(Board(), "crane")
    board.cycle(0, 4)
    board.backspace()
    board.type("e")
    assert board.rows[0].tiles[4] == board_module.UNSET


def test_board_of_steps():
    steps = parse_steps("SMART=..a.t,TABLE=ta...,ATTIC=at...")
    board = Board.of(steps)
    assert board.steps() == steps and board.current == 3
    with pytest.raises(ValueError, match="at most 6 guesses"):
        Board.of(steps * 3)


def test_the_board_counts_as_the_engine_does():
    """The board imports nothing (it runs in MicroPython): its constants are the engine's."""
    assert (board_module.GREY, board_module.WORD_LENGTH) == (GREY, WORD_LENGTH)
    assert board_module.ALPHABET == "abcdefghijklmnopqrstuvwxyz"


def test_the_board_reads_a_link_s_steps_as_the_engine_does():
    """A step's pattern crosses to the worker as a number: both sides number it alike."""
    step = board_module.steps_from_link("CHEST=c.E..")[0]
    assert step == parse_steps("CHEST=c.E..")[0]
    assert board_module.steps_of(board_module.pairs_of([step])) == [step]


def test_letter_colours_keep_the_best():
    steps = parse_steps("SPEED=..e.. ABBEY=...E.")
    assert letter_colours(steps) == {
        "s": GREY,
        "p": GREY,
        "e": GREEN,
        "d": GREY,
        "a": GREY,
        "b": GREY,
        "y": GREY,
    }
    assert letter_colours(parse_steps("ABBEY=...E. SPEED=..e.."))["e"] == GREEN
    assert letter_colours(parse_steps("CRANE=..a.."))["a"] == YELLOW


def test_a_link_carries_the_answer_told_but_never_a_spoiler_free_one():
    game = "SALET=.a.e.,BEARD=.ea.."
    steps = parse_steps(game)
    fragment = fragment_of(steps, "nyt", True, False, "ocean")
    assert fragment == game + "&words=nyt&hard&answer=ocean"
    assert read_fragment(fragment)[1]["answer"] == "ocean"
    assert fragment_of(steps, "answers", False, True, "ocean") == f"g={game_code(steps)}&hide"
    assert fragment_of(steps, "answers", False, False) == game


def test_a_new_row_starts_from_what_the_game_proves():
    board = Board.of(parse_steps("SMART=..a.t,TABLE=ta..."))
    typed(board, "quota")
    # Q U O unknown; T and A: coloured before, so unknown here (never pre-set yellow)
    assert board.rows[2].tiles == [board_module.UNSET] * 5
    board = Board.of(parse_steps("CRANE=C...e"))
    typed(board, "cares")
    unset = board_module.UNSET
    assert board.rows[1].tiles == [GREEN, GREY, GREY, unset, unset]  # C green at 1; A, R absent
    assert board.steps() == parse_steps("CRANE=C...e")  # nothing contradicted meanwhile


def test_known_colours_follow_the_scoring_rule_with_repeated_letters():
    steps = parse_steps("SPEED=..e..")  # one E grey, one yellow: E is in the answer
    assert board_module.known_colour(steps, 0, "e") == board_module.UNSET
    assert board_module.known_colour(steps, 0, "s") == GREY
    steps = parse_steps("EERIE=E....")  # E green at 1; the other Es grey
    assert board_module.known_colour(steps, 0, "e") == GREEN
    assert board_module.known_colour(steps, 1, "e") == board_module.UNSET


def test_a_full_row_partly_coloured_is_pending_not_a_step():
    board = Board.of(parse_steps("CRANE=C...e"))
    typed(board, "cares")
    unset = board_module.UNSET
    assert board.pending() == ["cares", [GREEN, GREY, GREY, unset, unset]]
    board.cycle(1, 3)
    assert board.pending() is not None  # S still to colour
    board.cycle(1, 4)
    assert board.pending() is None and board.steps()[1] == (
        "cares",
        pattern_of([GREEN, GREY, GREY, YELLOW, YELLOW]),
    )
    assert typed(Board(), "cran").pending() is None  # not full: nothing to count yet
