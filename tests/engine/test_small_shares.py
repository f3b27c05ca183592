"""Shares pasted in a chat and captured at half size, as a JPEG: squares of 7 to 9 points whose
one-point gaps are blurred into them (drawn here with Pillow). Read exactly, or refused: never
read as another game."""

import itertools

import pytest
from PIL import Image, ImageDraw
from screenshots.drawn import MARGIN, PITCH, chat_image, drawn_image, halved, picture

from wordle.engine.lists.words import word_list
from wordle.engine.rules.score import GREY, feedback
from wordle.reader.locating import SHARED, THEMES
from wordle.reader.screenshot import LETTERLESS, STRAY, ScreenshotError, read_picture

from sizes import is_full

GAMES = {
    "slate-crony-fight": [feedback(guess, "might") for guess in ("slate", "crony", "fight")],
    "tramp-night-might": [feedback(guess, "might") for guess in ("tramp", "night", "might")],
    "missed-green-solved": [0, 6, 242],
}
CHATS = {  # page, bubble, a miss's square and the theme of the greens and yellows
    "black": ((0, 0, 0), (38, 38, 41), (0, 0, 0), "nyt-dark"),
    "teal": ((11, 20, 27), (0, 93, 75), (0, 0, 0), "nyt-dark"),
    "grey": ((0, 0, 0), (31, 44, 52), THEMES["nyt-dark"][GREY], "nyt-dark"),
    "light": ((255, 255, 255), (220, 248, 200), SHARED["nyt-light"][GREY], "nyt-light"),
}


def read(game: str, chat: str, side: int, gap: int, quality: int):
    """The reading of a half-size JPEG of `game` shared in `chat`, squares of `side` and
    `gap` drawn at full size: its steps, or the ScreenshotError that refused it."""
    page, bubble, miss, theme = CHATS[chat]
    image = chat_image(GAMES[game], page, bubble, miss, theme, side, gap)
    try:
        return read_picture(halved(image, quality), word_list("nyt")).steps
    except ScreenshotError as error:
        return error


@pytest.mark.parametrize(
    "game, chat, side, gap, quality",
    [
        ("slate-crony-fight", "black", 16, 2, 75),  # rows a pitch beside the rows found
        ("slate-crony-fight", "teal", 16, 2, 75),  # the squares' own black is no rival colour
        ("slate-crony-fight", "grey", 16, 3, 75),  # a few points of specks are no letters
        ("tramp-night-might", "teal", 14, 3, 95),  # sides a point or two apart are one side
        ("tramp-night-might", "teal", 16, 2, 95),  # tiles' middles level, though not their tops
        ("tramp-night-might", "teal", 18, 2, 95),  # a blurred tile beside is not a turning one
        ("tramp-night-might", "grey", 14, 2, 75),  # a small tile's every point votes its colour
    ],
)
def test_a_half_size_share_is_read(game, chat, side, gap, quality):
    assert read(game, chat, side, gap, quality) == [("", p) for p in GAMES[game]]


@pytest.mark.parametrize(
    "game, chat, side, gap, quality",
    [
        ("slate-crony-fight", "grey", 22, 3, 60),  # a row of misses unseen, a yellow above it
        ("slate-crony-fight", "black", 17, 2, 60),  # a row's yellow too blurred to be even
    ],
)
def test_a_coloured_square_beyond_the_rows_read_refuses_the_share(game, chat, side, gap, quality):
    """A share's rows are one block: a yellow or green square in line with them, where the
    game's other rows would be, means rows were not made out, so the share is refused."""
    refusal = read(game, chat, side, gap, quality)
    assert isinstance(refusal, ScreenshotError) and str(refusal) == STRAY


def test_half_size_shares_are_read_or_refused_never_misread():
    """Every chat, side and gap (and a finer JPEG under --full): no reading but the game's,
    and most of them read."""
    qualities = (75, 95) if is_full() else (75,)
    cases = list(itertools.product(GAMES, CHATS, (14, 16, 18), (2, 3), qualities))
    readings = {case: read(*case) for case in cases}
    wrong = {
        case: steps
        for case, steps in readings.items()
        if not isinstance(steps, ScreenshotError) and steps != [("", p) for p in GAMES[case[0]]]
    }
    assert not wrong
    read_ = sum(not isinstance(steps, ScreenshotError) for steps in readings.values())
    assert read_ >= len(cases) // 2


def test_a_line_of_text_under_a_share_s_squares_is_no_row_typed():
    """A share has no keyboard and no row typed: a line of its text (a link, a caption) where
    a row of tiles would be is not told as one."""
    game, chat = GAMES["slate-crony-fight"], CHATS["black"]
    image = chat_image(game, *chat, side=20, gap=3, below=40)
    draw, top = ImageDraw.Draw(image), 44 + len(game) * 23
    for n in range(22):  # a line of text, as strokes of ink
        x = 25 + 5 * n + n % 3
        draw.rectangle((x, top + 4, x + 1, top + 16), (240, 240, 240))
    reading = read_picture(picture(image), word_list("nyt"))
    assert reading.steps == [("", p) for p in game] and reading.notes == [LETTERLESS]


def test_the_page_under_a_share_s_bubble_is_no_row_after_the_solved_one():
    """Under a light chat's bubble, where a row after the solved one would be, the page is
    white, as a share's misses are: no row follows a solved one."""
    game = GAMES["tramp-night-might"]
    image = chat_image(game, *CHATS["light"], side=20, gap=3, below=3)
    assert read_picture(picture(image), word_list("nyt")).steps == [("", p) for p in game]


def test_white_squares_on_a_dark_page_are_no_share_s_misses():
    """A share's misses are squares of its page's own shade (black on a dark page): a heading's
    white letters over a dark window are not five of them."""
    image = Image.new("RGB", (585, 400), (18, 18, 18))
    draw = ImageDraw.Draw(image)
    for n in range(5):  # a heading's letters, as blocks of white
        draw.rectangle((40 + 10 * n, 80, 47 + 10 * n, 87), (255, 255, 255))
    with pytest.raises(ScreenshotError):
        read_picture(picture(image), word_list("nyt"))


def test_a_few_marks_on_large_tiles_are_letters_unread_not_specks():
    """Tiles of a phone's size showing a mark on some of them are a grid whose letters could
    not all be read (a window dims them), not a share's colours alone: refused."""
    image = drawn_image(GAMES["slate-crony-fight"], THEMES["nyt-light"])
    draw = ImageDraw.Draw(image)
    for row, column in ((0, 1), (0, 3), (1, 0), (1, 2), (1, 4), (2, 1), (2, 3)):
        x, y = MARGIN + column * PITCH, MARGIN + row * PITCH
        draw.rectangle((x + 26, y + 16, x + 35, y + 45), (255, 255, 255))  # a letter's stroke
    with pytest.raises(ScreenshotError):
        read_picture(picture(image), word_list("nyt"))
