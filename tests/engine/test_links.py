import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordle.engine.links.codes import code_length, game_code
from wordle.engine.links.fragments import read_fragment
from wordle.engine.links.link import fragment_of, game_text, page_link, read_game_text
from wordle.engine.links.reading import read_game_code, read_link_game
from wordle.engine.rules.notation import NotationError, Step, format_game, parse_steps
from wordle.engine.rules.pasted import Pasted, parse_pasted
from wordle.page.screen.board import steps_from_link

steps = st.builds(
    Step,
    st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=5, max_size=5),
    st.integers(0, 242),
)
GAME = parse_steps("SMART=..a.t TABLE=ta... ATTIC=at...")


@given(st.lists(steps, max_size=6))
def test_a_game_code_round_trips_exactly(game):
    code = game_code(game)
    assert read_game_code(code) == game
    assert read_game_code(code.lower()) == game
    assert len(code) == code_length(len(game))


def test_codes_already_shared_keep_their_game():
    """Links carry these codes: the format may never change under them."""
    assert game_code(GAME[:1]) == "FYJYWM0R3"
    assert game_code(GAME) == "8G621GS0DFJTGSM5RX5EY"
    assert game_code([]) == ""
    assert read_game_code("8G621GS0DFJTGSM5RX5EY") == GAME


def test_every_game_length_has_its_own_code_length():
    lengths = [code_length(n) for n in range(7)]
    assert lengths == sorted(set(lengths)) == [0, 9, 15, 21, 28, 34, 40]


def test_a_code_reads_o_as_0_and_i_l_as_1():
    code = game_code(GAME)
    assert "0" in code and "1" in code
    assert read_game_code(code.replace("0", "o").replace("1", "l")) == GAME
    assert read_game_code(code.replace("1", "I")) == GAME


def test_a_change_in_any_step_changes_most_of_the_code():
    code = game_code(GAME)
    for number in range(len(GAME)):
        for other in (Step(GAME[number].guess, 0), Step("zzzzz", GAME[number].pattern)):
            changed = game_code([*GAME[:number], other, *GAME[number + 1 :]])
            assert sum(a != b for a, b in zip(code, changed)) > len(code) // 2


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("8G621GS0DFJTGSM5RX5E", "not a game code: a link's code is letters and digits"),
        ("8G621GS0DFJTGSM5RX5EU", "letters and digits"),
        ("8G621GS0DFJTGSM5RX5E!", "letters and digits"),
        ("8G621GS0DFJTGSM5RX5EZ", "not a game code (is the link complete?)"),
        ("9G621GS0DFJTGSM5RX5EY", "not a game code"),
    ],
)
def test_anything_but_a_game_code_is_refused(code, words):
    with pytest.raises(NotationError) as error:
        read_game_code(code)
    assert words in str(error.value) and error.value.token == code


def test_a_mistyped_code_is_almost_never_another_game():
    code, taken = game_code(GAME), 0
    for place in range(len(code)):
        for digit in "0123456789ABCDEFGHJKMNPQRSTVWXYZ":
            if digit != code[place]:
                try:
                    read_game_code(code[:place] + digit + code[place + 1 :])
                    taken += 1
                except NotationError:
                    pass
    assert taken <= 2  # of 651 single mistypes


def test_the_fragment_holds_the_game_then_its_flags():
    game = format_game(GAME)
    assert fragment_of(GAME) == game
    assert fragment_of(GAME, "nyt-answers") == game + "&words=nyt-answers"
    assert fragment_of(GAME, "allowed", hard=True) == game + "&hard"  # no page list: the default
    assert fragment_of(GAME, "nyt", True, True) == "g=8G621GS0DFJTGSM5RX5EY&words=nyt&hard&hide"
    assert fragment_of([], hide=True) == "hide"  # no game: the flags alone...
    assert fragment_of([], "nyt") == "words=nyt"
    assert read_fragment("words=nyt") == read_fragment("&words=nyt") == ("", {"words": "nyt"})
    assert page_link(GAME, hide=True) == "index.html#g=8G621GS0DFJTGSM5RX5EY&hide"


@pytest.mark.parametrize(
    "text",
    [
        "g=8G621GS0DFJTGSM5RX5EY",  # spoiler-free, since the codes
        "SMART=..a.t,TABLE=ta...,ATTIC=at...",  # every link before them
        "smart:bbyby table:yybbb attic:yybbb",
    ],
)
def test_a_link_s_game_reads_in_every_form_links_have_had(text):
    assert read_link_game(text) == Pasted(GAME)


@given(st.lists(steps, min_size=1, max_size=6))
def test_a_game_as_links_write_it_has_one_reader_for_both_threads(game):
    """The engine and the main thread read a link's written game with `read_game_text`:
    the steps written, as the paste notation reads them too."""
    text = game_text(game)
    assert read_game_text(text) == game
    assert steps_from_link(text) == game
    assert read_link_game(text).steps == game == parse_pasted(text).steps


@pytest.mark.parametrize(
    "text",
    [
        "SMART=..a.t,TABLE",
        "SMART ..a.t",
        "SMART=..b.t",
        "SM4RT=.....",
        "SMARTS=......",
        ",".join(["SMART=....."] * 7),
    ],
)
def test_any_other_text_is_left_to_the_engine_s_notations(text):
    assert read_game_text(text) is None and steps_from_link(text) is None
    try:
        expected = parse_pasted(text)
    except NotationError:
        with pytest.raises(NotationError):
            read_link_game(text)
    else:
        assert read_link_game(text) == expected
