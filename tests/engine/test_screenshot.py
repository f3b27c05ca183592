"""Finding the grid's rows among the coloured squares of a picture's coarse sample: positions
off by a step at either edge still make a row, and a row that cannot be made out is never
silently left out of the game."""

import pytest

from wordle.reader.locating import Box, missed_row, rows_of
from wordle.reader.screenshot import ScreenshotError, check_size


def row(y: int, xs: list[int], side: int = 16) -> list[Box]:
    return [Box(x, y, side, side) for x in xs]


# A desktop window at 0.5x, as sampled (tiles 15.5 steps wide): the second row's squares sit a
# step left or right of the others', so its gaps are 18, 16, 16, 18 where the rest are 17.
ROWS = [
    row(22, [118, 135, 152, 169, 185]),
    row(39, [118, 136, 152, 168, 186]),
    row(56, [118, 135, 152, 169, 186]),
    row(73, [118, 135, 152, 169, 185]),
]


def grid_rows(squares: list[Box]) -> list[list[Box]]:
    """The grid's rows among `squares`, none of them a keyboard's."""
    return rows_of(squares, lambda row: True)[0]


def test_squares_a_sample_step_off_still_make_the_rows_of_one_grid():
    squares = [box for r in ROWS for box in r]
    assert [r[0].y for r in grid_rows(squares)] == [22, 39, 56, 73]
    assert missed_row(grid_rows(squares), squares) is None


def test_a_row_that_cannot_be_made_out_is_named():
    blurred = row(22, [118, 131, 152, 172, 185])  # uneven: no row of five
    squares = [box for r in [blurred, *ROWS[1:]] for box in r]
    assert [r[0].y for r in grid_rows(squares)] == [39, 56, 73]
    assert missed_row(grid_rows(squares), squares) == 1
    last = row(73, [118, 131, 152, 172, 185])
    squares = [box for r in [*ROWS[:3], last] for box in r]
    assert missed_row(grid_rows(squares), squares) == 4


def test_squares_elsewhere_are_no_missed_row():
    squares = [box for r in ROWS for box in r] + row(150, [300, 340, 380])  # far from the grid
    assert missed_row(grid_rows(squares), squares) is None


def test_a_size_no_picture_has_is_said_damaged_and_a_large_one_too_large():
    """Issue 70: a damaged PNG's header read as "1.6 billion x 1.7 billion pixels, too large";
    a size beyond any picture's is the file's damage, said as such."""
    for width, height in ((1_600_000_000, 1_700_000_000), (0, 600), (800, 70_000)):
        with pytest.raises(ScreenshotError, match="which no picture is: the file is damaged"):
            check_size(width, height)
    with pytest.raises(ScreenshotError, match="20,000 x 20,000 pixels; at most 40 million"):
        check_size(20_000, 20_000)
    check_size(1170, 2532)  # a phone's screenshot
