import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordle.engine.notation import (
    Constraints,
    NotationError,
    Step,
    format_digits,
    format_emoji,
    format_game,
    format_score,
    format_share,
    format_step,
    parse_colour_letters,
    parse_constraints,
    parse_digits,
    parse_emoji,
    parse_game,
    parse_letters_and_colours,
    parse_score,
    parse_step,
    parse_steps,
)
from wordle.engine.score import SOLVED, feedback

steps = st.builds(
    Step,
    st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=5, max_size=5),
    st.integers(0, 242),
)


@pytest.mark.parametrize("notation", ["score", "digits", "letters", "emoji"])
@given(step=steps)
def test_every_notation_round_trips(notation, step):
    assert parse_steps(format_step(step, notation)) == [step]


@given(st.lists(steps, max_size=6))
def test_a_game_round_trips_through_the_share_form(game):
    assert parse_steps(format_game(game)) == game


@given(st.integers(0, 242))
def test_pattern_converters_round_trip(pattern):
    assert parse_digits(format_digits(pattern)) == pattern
    assert parse_emoji(format_emoji(pattern)) == pattern
    assert parse_emoji(format_emoji(pattern, "contrast")) == pattern
    assert parse_emoji(format_emoji(pattern, "light")) == pattern
    assert parse_score("crane", format_score("crane", pattern)) == pattern


def test_score_notation():
    assert parse_step("CHEST=c.E..") == Step("chest", feedback("chest", "ocean"))
    assert format_step(Step("chest", feedback("chest", "ocean"))) == "CHEST=c.E.."


def test_the_notations_mix_in_one_game():
    game = parse_steps("bless,00112 fuses,10112 smart 🟨⬛🟩⬛⬛ smart:BBYBY CHEST=c.E..")
    assert [format_step(s, "letters") for s in game] == [
        "bless:BBYYG",
        "fuses:YBYYG",
        "smart:YBGBB",
        "smart:BBYBY",
        "chest:YBGBB",
    ]


def test_emoji_variants():
    expected = parse_colour_letters("YBGBB")
    assert parse_steps("smart 🟨⬛🟩⬛⬛") == [Step("smart", expected)]
    assert parse_steps("smart 🟦⬜🟧⬜⬜") == [Step("smart", expected)]
    assert parse_steps("smart 🟨 ⬛ 🟩 ⬛ ⬛") == [Step("smart", expected)]
    assert parse_steps("SMART=🟨⬛🟩⬛⬛") == [Step("smart", expected)]
    assert parse_steps("smart ⬛\ufe0f🟨⬛\ufe0f⬛⬛") == [Step("smart", parse_digits("01000"))]


def test_case_and_separators():
    assert parse_steps("  Bless,00112,\n\tFUSES,10112  ") == parse_steps("bless,00112 fuses,10112")
    assert parse_steps("SMART=..a.t,TABLE=ta...,ATTIC=at...") == parse_letters_and_colours(
        "SMARTTABLEATTIC", "BBYBYYYBBBYYBBB"
    )


def test_letters_and_colours_accept_digits_and_emoji():
    assert parse_letters_and_colours("smart", "00101") == parse_steps("smart,00101")
    assert parse_letters_and_colours("smart", "⬛⬛🟨⬛🟨") == parse_steps("smart,00101")


@pytest.mark.parametrize(
    ("text", "token", "words"),
    [
        ("CHES=.....", "CHES", "5 letters; this has 4"),
        ("CHESTS=......", "CHESTS", "5 letters; this has 6"),
        ("CH3ST=.....", "CH3ST", "letters a-z"),
        ("CHEST=c.X..", "CHEST=c.X..", "tile 3 is 'X' but the guess has E"),
        ("CHEST=c.E.", "CHEST=c.E.", "5 tiles; this has 4"),
        ("CHEST", "CHEST", "needs its colours"),
        ("crane:BBQBB", "crane:BBQBB", "tile 3 is 'Q'"),
        ("crane,00300", "crane 00300", "tile 3 is '3'"),
        ("crane 🟨⬛🟩⬛🟥", "crane 🟨⬛🟩⬛🟥", "tile 5 is '🟥'"),
        ("🟨⬛🟩⬛⬛", "🟨⬛🟩⬛⬛", "no guess before them"),
        ("crane=", "crane=", "nothing after '='"),
        ("crane=GYBBB", "crane=GYBBB", "crane:GYBBB"),
        ("héllo=.....", "héllo", "found 'é' (U+00E9)"),
        ("\u212aAYAK=.....", "\u212aAYAK", "found '\u212a' (U+212A)"),  # the Kelvin sign is no K
        ("\ufb01lth=.....", "\ufb01lth", "found 'ﬁ' (U+FB01)"),  # nor a ligature fi
    ],
)
def test_bad_steps_name_the_token_and_what_was_expected(text, token, words):
    with pytest.raises(NotationError) as error:
        parse_steps(text)
    assert error.value.token == token
    assert words in str(error.value)


def test_mismatched_letters_and_colours():
    with pytest.raises(NotationError, match="5 colours for 10 letters"):
        parse_letters_and_colours("SMARTTABLE", "BBYBY")
    with pytest.raises(NotationError, match="guesses of 5"):
        parse_letters_and_colours("SMARTTAB", "BBYBYYYB")
    with pytest.raises(NotationError, match="tile 2 is 'X'"):
        parse_letters_and_colours("SMART", "BXYBY")


def test_constraint_form():
    assert parse_constraints("..t..", "a2", "irepch") == Constraints(
        {3: "t"}, {"a": (2,)}, "irepch"
    )
    assert parse_constraints("", "l1a23", "") == Constraints({}, {"l": (1,), "a": (2, 3)}, "")
    for green, yellow, black, message in [
        ("..t.", "", "", "5 letters or dots"),
        ("", "a7", "", "position 7 is out of 1..5"),
        ("", "a0", "", "position 0 is out of 1..5"),
        ("", "2a", "", "letters each followed by positions"),
        ("", "", "ab1", "letters only"),
        ("..\u212a..", "", "", "position 3 is '\u212a' \\(U\\+212A\\)"),
        ("", "\u212a2", "", "letters each followed by positions"),
        ("", "", "\u212a", "letters only; found '\u212a' \\(U\\+212A\\)"),
    ]:
        with pytest.raises(NotationError, match=message):
            parse_constraints(green, yellow, black)


SHARE = """Wordle 1,234 3/6*

⬛🟨⬛⬛⬛
🟩🟩⬛⬛🟨
🟩🟩🟩🟩🟩
crane slate clamp"""


def test_a_share_text_with_the_guess_words():
    expected = parse_steps("CRANE=.r... SLATE=SL..e CLAMP=CLAMP")
    from wordle.engine.notation import parse_game

    assert parse_game(SHARE) == expected
    assert parse_game("crane slate clamp\n⬛🟨⬛⬛⬛\n🟩🟩⬛⬛🟨\n🟩🟩🟩🟩🟩") == expected
    assert parse_game("CHEST=c.E.. bless,00112") == parse_steps("CHEST=c.E.. bless,00112")
    with pytest.raises(NotationError, match="3 rows of tiles; give its 3 guess words"):
        parse_game(SHARE.replace("clamp", ""))
    with pytest.raises(NotationError, match="rows of tiles come in 5s"):
        parse_game("Wordle 1 X/6\n⬛🟨⬛⬛")


@pytest.mark.parametrize("hard", [False, True])
def test_the_share_text_reads_back_with_the_words(hard):
    steps = [Step("crane", feedback("crane", "moist")), Step("moist", SOLVED)]
    text = format_share(steps, hard)
    assert text.splitlines()[0] == ("Wordle 2/6*" if hard else "Wordle 2/6")
    assert parse_game(text + "\ncrane moist") == steps


def test_an_unsolved_share_text_says_x():
    steps = [Step("crane", feedback("crane", "moist"))] * 6
    assert format_share(steps, tiles="contrast").startswith("Wordle X/6\n\n")
