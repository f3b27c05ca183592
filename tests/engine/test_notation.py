import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordle.engine.rules.notation import (
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
    parse_score,
    parse_step,
    parse_steps,
    parse_word,
)
from wordle.engine.rules.pasted import (
    is_hard_share,
    parse_game,
    parse_letters_and_colours,
    parse_pasted,
)
from wordle.engine.rules.score import SOLVED, feedback

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
    from wordle.engine.rules.pasted import parse_game

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


def test_a_lost_share_text_says_x_and_one_under_way_a_question_mark():
    steps = [Step("crane", feedback("crane", "moist"))] * 6
    assert format_share(steps, tiles="contrast").startswith("Wordle X/6\n\n")
    under_way = format_share(steps[:3], hard=True)  # issue 46: X/6 said it was lost
    assert under_way.startswith("Wordle ?/6*\n\n") and is_hard_share(under_way)
    assert parse_game(under_way + "\ncrane crane crane") == steps[:3]  # it reads back


GAME = parse_steps("SMART=..a.t TABLE=ta... ATTIC=at...")


@pytest.mark.parametrize(
    "text",
    [
        "SMARTTABLEATTIC BBYBYYYBBBYYBBB",
        "smarttableattic bbybyyybbbyybbb",
        "BBYBYYYBBBYYBBB SMARTTABLEATTIC",  # colours first
        "SMARTTABLEATTIC\nBBYBY YYBBB YYBBB",  # colours as rows
        "SMARTTABLEATTIC 001011100011000",
        "001011100011000 SMARTTABLEATTIC",
        "SMARTTABLEATTIC ⬛⬛🟨⬛🟨🟨🟨⬛⬛⬛🟨🟨⬛⬛⬛",
        "⬛⬛🟨⬛🟨\n🟨🟨⬛⬛⬛\n🟨🟨⬛⬛⬛\nSMARTTABLEATTIC",
    ],
)
def test_a_game_pasted_as_two_runs_letters_and_colours(text):
    assert parse_game(text) == GAME


def test_one_guess_as_two_runs_of_colour_letters():
    assert parse_game("smart bbyby") == parse_game("bbyby smart") == GAME[:1]


@pytest.mark.parametrize(
    ("text", "token", "words"),
    [
        (
            "SMARTTABLEATTIC BBYBYYYBBBYYBB",
            "BBYBYYYBBBYYBB",
            "14 colours for 15 letters (3 guesses): guess 3 (ATTIC) has 4 of its 5 colours",
        ),
        (
            "SMARTTABLEATTIC BBYBYYYBBB",
            "BBYBYYYBBB",
            "10 colours for 15 letters (3 guesses): guess 3 (ATTIC) has none of its 5 colours",
        ),
        (
            "SMARTTABLEATTIC BBYBYYYBBBYYBBBYY",
            "BBYBYYYBBBYYBBBYY",
            "17 colours for 15 letters (3 guesses): 2 left over after the last guess, ATTIC",
        ),
        (
            "SMARTTABLEATTI BBYBYYYBBBYYBB",
            "SMARTTABLEATTI",
            "got 14, and the last guess here (ATTI) has 4",
        ),
        ("SMARTTABLEATTIC BBYBYYYBXBYYBBB", "YYBXB", "guess 2 (TABLE): tile 4 is 'X'"),
        ("BBYBYYYBXBYYBBB SMARTTABLEATTIC", "YYBXB", "guess 2 (TABLE): tile 4 is 'X'"),
        ("SMARTTABLEATTIC 00101110001100", "00101110001100", "guess 3 (ATTIC) has 4 of its 5"),
        ("SMARTTABLEATTIC 001011100011030", "11030", "guess 3 (ATTIC): tile 4 is '3'"),
    ],
)
def test_two_runs_that_do_not_match_say_what_is_wrong_and_where(text, token, words):
    with pytest.raises(NotationError) as error:
        parse_game(text)
    assert token in error.value.token
    assert words in str(error.value)


SHARE_WITHOUT_WORDS = "Wordle 1,234 3/6*\n\n⬛🟨⬛⬛⬛\n🟩🟩⬛⬛🟨\n🟩🟩🟩🟩🟩\n"


def test_the_hard_mode_mark_of_a_share_text():
    assert is_hard_share(SHARE) and is_hard_share("Wordle 1,234 X/6*")
    assert not is_hard_share(SHARE.replace("3/6*", "3/6")) and not is_hard_share("CRANE=.....")
    assert parse_pasted(SHARE).hard and not parse_pasted(SHARE.replace("*", "")).hard
    assert parse_pasted(SHARE).steps == parse_game(SHARE)


@pytest.mark.parametrize(
    "text",
    [
        SHARE,
        "Wordle 1,234 3/6* ⬛🟨⬛⬛⬛ 🟩🟩⬛⬛🟨 🟩🟩🟩🟩🟩 crane slate clamp",  # on one line
        "Wordle 1,234 3/6*\ncrane ⬛🟨⬛⬛⬛\nslate 🟩🟩⬛⬛🟨\nclamp 🟩🟩🟩🟩🟩",  # words beside
        "Wordle 1.234 3/6*\n⬛🟨⬛⬛⬛ crane\n🟩🟩⬛⬛🟨 slate\n🟩🟩🟩🟩🟩 clamp",
        "wordle #1234 3/6*\n\n⬛️🟨⬛️⬛️⬛️ CRANE\n🟩🟩⬛️⬛️🟨 SLATE\n🟩🟩🟩🟩🟩 CLAMP",
    ],
)
def test_share_texts_with_the_words_anywhere(text):
    assert parse_pasted(text) == (parse_steps("CRANE=.r... SLATE=SL..e CLAMP=CLAMP"), True, ())


def test_a_share_text_without_words_waits_for_them():
    rows = tuple(parse_emoji(row) for row in ("⬛🟨⬛⬛⬛", "🟩🟩⬛⬛🟨", "🟩🟩🟩🟩🟩"))
    assert parse_pasted(SHARE_WITHOUT_WORDS) == ([], True, rows)
    with pytest.raises(NotationError) as error:
        parse_game(SHARE_WITHOUT_WORDS)
    assert str(error.value) == (
        "'⬛🟨⬛⬛⬛ 🟩🟩⬛⬛🟨 🟩🟩🟩🟩🟩': the share text has 3 rows of tiles but no guess "
        "words; write its 3 guesses too, in order"
    )


@pytest.mark.parametrize(
    "text",
    [
        SHARE_WITHOUT_WORDS,
        SHARE_WITHOUT_WORDS + "crane",
        "crane\n\tslate",
        "CRANE=\x1b[2J\n.....",
        "\u202eCRANE=.....",
        "SMART\nTABLE\nATTIC\n" * 5 + "BBYBY",
    ],
)
def test_messages_quote_the_input_on_one_line_never_as_a_python_value(text):
    with pytest.raises(NotationError) as error:
        parse_game(text)
    assert_one_quoted_line(str(error.value))


def test_a_token_with_line_breaks_is_quoted_on_one_line():
    with pytest.raises(NotationError) as error:
        parse_word("cr\nane")
    assert str(error.value).startswith("'cr ane': a word has only the letters a-z")
    assert parse_letters_and_colours("SMART\nTABLE", "BBYBY\nYYBBB") == GAME[:2]
    assert str(NotationError("⬛🟨\r\n\t🟩\x1b", "why")) == "'⬛🟨 🟩\\x1b': why"
    long = str(NotationError("crane " * 20, "why"))
    assert long == "'" + ("crane " * 7)[:37] + "...': why"
    assert_one_quoted_line(long)


def assert_one_quoted_line(message):
    assert "\\n" not in message and "\\t" not in message and "\n" not in message
    assert all(c.isprintable() for c in message)
    assert message.startswith("'") and "': " in message
