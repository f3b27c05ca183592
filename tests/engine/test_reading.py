"""Reading pictures that are not a plain Wordle screenshot, drawn here with Pillow: a grid of
colours alone (a share's), a clone's palette, a large square beside the grid, a keyboard cut
square by a window, a row in colours no palette has; and rows whose letters' shapes (the
shipped templates) make no word, or whose colours could be read two ways."""

import math

import pytest
from PIL import Image, ImageDraw
from screenshots.drawn import EMPTY, MARGIN, PITCH, SIDE, chat_share, drawn, drawn_image, picture

from wordle.engine.lists.words import word_list
from wordle.engine.rules.score import GREEN, GREY, YELLOW, colours, feedback
from wordle.reader.glyphs import templates
from wordle.reader.keyboard import LAYOUT, played_letters
from wordle.reader.locating import THEMES, Picture
from wordle.reader.screenshot import ScreenshotError, game_of, other_game, read_picture

NYT = THEMES["nyt-light"]
CLONE = {GREEN: (46, 204, 64), YELLOW: (255, 204, 0), GREY: (128, 128, 128)}
GAME = [feedback(guess, "might") for guess in ("slate", "crony", "fight")]


def test_a_grid_of_colours_alone_reads_as_its_patterns():
    reading = read_picture(drawn(GAME, NYT), word_list("nyt"))
    assert reading.letterless and reading.steps == [("", p) for p in GAME]
    assert reading.theme == "nyt-light" and "no letters" in reading.notes[0]


def test_a_clone_s_palette_is_read_and_named():
    reading = read_picture(drawn(GAME, CLONE), word_list("nyt"))
    assert reading.steps == [("", p) for p in GAME] and reading.theme == "other"
    assert reading.notes[0] == (
        "the tiles' colours are no known game's: read #2ecc40 as green, #ffcc00 as yellow, "
        "#808080 as grey"
    )


def test_a_large_square_near_a_palette_colour_beside_the_grid_does_not_hide_it():
    panel = ((380, 40, 700, 360), (140, 195, 245))  # near high contrast's blue, 5 tiles wide
    reading = read_picture(drawn(GAME, NYT, size=(760, 520), beside=panel), word_list("nyt"))
    assert reading.steps == [("", p) for p in GAME]


def test_a_large_square_of_a_tile_s_colour_is_no_grid():
    image = Image.new("RGB", (500, 500), "white")
    ImageDraw.Draw(image).rectangle((40, 40, 440, 440), fill=NYT[GREEN])
    with pytest.raises(ScreenshotError, match="no Wordle grid found"):
        read_picture(picture(image), word_list("nyt"))


def test_colours_alone_that_are_no_game_are_refused():
    solved_twice = drawn([242, 242], NYT)
    with pytest.raises(ScreenshotError, match="row 1 is solved, yet more rows follow"):
        read_picture(solved_twice, word_list("nyt"))


def test_tiles_caught_turning_over_are_said_to_be_moving():
    image = drawn_image(GAME, NYT)
    draw = ImageDraw.Draw(image)
    for c in range(5):  # the fourth row's tiles half turned: squashed to 40 % of their height
        x, middle = MARGIN + c * PITCH, MARGIN + 3 * PITCH + SIDE // 2
        draw.rectangle((x, middle - 12, x + SIDE - 1, middle + 12), fill=NYT[GREEN])
    with pytest.raises(ScreenshotError, match="the tiles are still moving: take the screenshot"):
        read_picture(picture(image), word_list("nyt"))


def bouncing(lifts: tuple) -> Picture:
    """GAME, then a won row caught bouncing: each tile lifted by `lifts` pixels."""
    image = drawn_image(GAME, NYT)
    draw = ImageDraw.Draw(image)
    for c, lift in enumerate(lifts):  # a won row bouncing, each tile lifted over the gap
        x, y = MARGIN + c * PITCH, MARGIN + 3 * PITCH
        draw.rectangle((x, y, x + SIDE - 1, y + SIDE - 1), fill="white")  # its outline
        draw.rectangle((x, y - lift, x + SIDE - 1, y - lift + SIDE - 1), fill=NYT[GREEN])
    return picture(image)


def test_tiles_caught_bouncing_are_said_to_be_moving():
    with pytest.raises(ScreenshotError, match="the tiles are still moving: take the screenshot"):
        read_picture(bouncing((0, 8, 16, 8, 0)), word_list("nyt"))


def test_tiles_barely_lifted_are_read_where_they_are():
    reading = read_picture(bouncing((0, 2, 4, 2, 0)), word_list("nyt"))
    assert reading.steps == [("", p) for p in [*GAME, 242]]


def keyboard(dim: float) -> Picture:
    """A window over a page, its lower edge cutting the keyboard's first row square: Q W E R
    T painted as tiles (dimmed by `dim`), the other keys unused, the rest of the page hidden."""
    image = Image.new("RGB", (390, 300), (255, 255, 255))
    draw = ImageDraw.Draw(image)
    key, gap, painted = 32, 6, [NYT[GREY], NYT[YELLOW], NYT[GREEN], NYT[GREY], NYT[YELLOW]]
    for n in range(10):
        colour = painted[n] if n < 5 else (211, 214, 218)
        colour = tuple(round(c * (1 - dim)) for c in colour)
        x = 5 + n * (key + gap)
        draw.rectangle((x, 200, x + key - 1, 200 + key - 1), fill=colour)
    draw.rounded_rectangle((10, 0, 380, 199), 8, fill="white")  # the window
    return picture(image)


@pytest.mark.parametrize("dim", [0.0, 0.3])
def test_a_keyboard_cut_square_by_a_window_is_no_game(dim):
    with pytest.raises(ScreenshotError, match="only a keyboard: if a window covers the grid"):
        read_picture(keyboard(dim), word_list("nyt"))


def test_a_row_in_a_colour_no_palette_has_is_read_with_the_others():
    purple = dict(NYT) | {GREEN: (150, 40, 190)}  # the hits: no palette's colour
    reading = read_picture(drawn([*GAME, 242], purple), word_list("nyt"))
    assert reading.steps == [("", p) for p in [*GAME, 242]]
    assert "#9628be as green" in reading.notes[0]


def test_a_painted_row_that_cannot_be_read_is_never_left_out():
    image = drawn_image(GAME, NYT)
    draw = ImageDraw.Draw(image)
    for c, colour in enumerate(
        [(150, 40, 190), (20, 90, 200), (200, 60, 60), (0, 0, 0), (90, 60, 20)]
    ):
        x, y = MARGIN + c * PITCH, MARGIN + 3 * PITCH  # five colours: no palette's, no game's
        draw.rectangle((x, y, x + SIDE - 1, y + SIDE - 1), fill=colour)
    with pytest.raises(ScreenshotError, match="row 4 of the grid could not be made out"):
        read_picture(picture(image), word_list("nyt"))


def drawn_keyboard(painted: dict[str, tuple]) -> Image.Image:
    """A page's keyboard under where a grid would be: letters in `painted` in those colours,
    the rest in the unused keys' grey; Enter and Delete wider either side of the last line."""
    image = Image.new("RGB", (390, 400), "white")
    draw = ImageDraw.Draw(image)
    key, gap, height = 32, 6, 58
    for n, line in enumerate(LAYOUT):
        y = 150 + n * (height + 8)
        x = (390 - len(line) * (key + gap)) // 2
        if n == 2:
            draw.rectangle((x - 56, y, x - gap - 1, y + height), fill=EMPTY)
            draw.rectangle((x + 7 * (key + gap), y, x + 7 * (key + gap) + 49, y + height), "grey")
        for i, letter in enumerate(line):
            colour = painted.get(letter, (211, 214, 218))
            draw.rectangle(
                (x + i * (key + gap), y, x + i * (key + gap) + key - 1, y + height), colour
            )
    return image


def test_the_letters_a_keyboard_shows_played_are_read():
    painted = {"q": NYT[GREY], "p": NYT[GREEN], "a": NYT[YELLOW], "m": NYT[GREY], "z": NYT[GREEN]}
    image = drawn_keyboard(painted)
    tiles = set(NYT.values())
    is_tile = lambda rgb: any(math.dist(rgb, known) < 30 for known in tiles)  # noqa: E731
    played = played_letters(picture(image), 100, PITCH, (255, 255, 255), is_tile)
    assert played == set(painted)


def shaped(word: str, painted: list[int], font: str = "roboto") -> list:
    """A row showing `word` in `font`'s shapes, its tiles `painted` (a palette's indexes)."""
    shapes = {letter: dict(known)[font] for letter, known in templates().items()}
    return [(c, "other", shapes[letter]) for letter, c in zip(word, painted)]


def test_shapes_that_make_no_word_are_refused_not_turned_into_one():
    with pytest.raises(ScreenshotError, match="row 1 reads as QWERT, which is no word"):
        game_of([shaped("qwert", [GREY] * 5)], word_list("nyt"))


CLONE_PALETTE = [(CLONE[GREEN], 0, "other"), (CLONE[YELLOW], 1, "other"), (CLONE[GREY], 2, "other")]
INDEX = {GREEN: 0, YELLOW: 1, GREY: 2}


def test_a_clone_s_colours_are_read_as_its_rows_make_a_game():
    words = ("slate", "fight", "might")
    rows = [shaped(w, [INDEX[c] for c in colours(feedback(w, "might"))]) for w in words]
    reading = other_game(rows, CLONE_PALETTE, word_list("nyt"))
    assert reading.steps == [(w, feedback(w, "might")) for w in ("slate", "fight", "might")]
    assert reading.notes[0].startswith("the tiles' colours are no known game's: read #2ecc40")


def test_colours_that_fit_two_games_alike_are_refused():
    lime = [((150, 200, 50), 0, "other"), ((66, 66, 66), 1, "other")]  # hit, or near?
    rows = [shaped("crane", [0, 1, 1, 1, 1]), shaped("build", [1] * 5)]  # COCKY or MOCKS
    with pytest.raises(ScreenshotError, match="fit two games alike"):
        other_game(rows, lime, word_list("nyt"))


def test_one_row_in_colours_no_known_game_has_is_refused():
    rows = [shaped("might", [0] * 5)]  # a row dimmed under a window, read as a clone's
    with pytest.raises(ScreenshotError, match="one row is too little to tell them apart"):
        other_game(rows, CLONE_PALETTE, word_list("nyt"))


DARK = THEMES["nyt-dark"]


def test_a_share_s_black_squares_on_a_black_page_are_read_in_their_bubble():
    share = chat_share(GAME, page=(0, 0, 0), bubble=(38, 38, 41), miss=(0, 0, 0))
    reading = read_picture(share, word_list("nyt"))
    assert reading.steps == [("", p) for p in GAME] and reading.theme == "nyt-dark"


def test_a_share_s_white_squares_on_a_white_page_are_read_in_their_bubble():
    share = chat_share(
        GAME, page=(255, 255, 255), bubble=(233, 233, 235), miss=(255, 255, 255), theme="nyt-light"
    )
    reading = read_picture(share, word_list("nyt"))
    assert reading.steps == [("", p) for p in GAME] and reading.theme == "nyt-light"


def test_a_row_of_black_squares_alone_is_never_left_out():
    """Five black squares on a black page, then the solved row: read without them, the game
    would lose a guess with no word said."""
    game = [0, 242]
    share = chat_share(game, page=(0, 0, 0), bubble=(0, 92, 75), miss=(0, 0, 0))
    assert read_picture(share, word_list("nyt")).steps == [("", p) for p in game]


def test_a_bubble_s_edge_beside_a_share_s_row_is_no_key():
    """The square a pitch left of a row straddles the bubble's edge and the page, two colours
    close in a dark chat, and the gap beside the tiles has their colour bled into it (as JPEG
    leaves it, drawn here): that square is the bubble round the squares, not a key beside."""
    side, pitch, left = 25, 30, 40
    game = [feedback(guess, "might") for guess in ("tramp", "crony", "fight")]
    image = Image.new("RGB", (100 + 5 * pitch, 200), (28, 28, 30))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((16, 8, left + 20 + 5 * pitch, 62 + 3 * pitch), 12, (31, 44, 52))
    for r, pattern in enumerate(game):
        for c, colour in enumerate(colours(pattern)):
            x, y = left + c * pitch, 44 + r * pitch
            draw.rectangle((x - 3, y, x + side + 2, y + side - 1), (38, 43, 21))  # bled
            draw.rectangle((x, y, x + side - 1, y + side - 1), DARK[colour])
    reading = read_picture(picture(image), word_list("nyt"))
    assert reading.steps == [("", p) for p in game]
