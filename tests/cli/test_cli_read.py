"""``wordle read`` on pictures drawn here with Pillow: a grid of colours alone prints its
rows' colours and says the guesses are needed (as JSON too, each guess "")."""

import json
from pathlib import Path

from PIL import Image
from screenshots.drawn import drawn_image

from wordle.cli.main import main
from wordle.engine.rules.score import feedback
from wordle.reader.locating import THEMES

NYT = THEMES["nyt-light"]

GAME = [feedback(guess, "might") for guess in ("slate", "fight", "might")]


def saved(image: Image.Image, path: Path, **options) -> str:
    image.save(path, **options)
    return str(path)


def test_a_grid_of_colours_alone_prints_its_colours(tmp_path, capsys):
    path = saved(drawn_image(GAME, NYT), tmp_path / "share.png")
    assert main(["read", path]) == 0
    printed = capsys.readouterr()
    assert printed.out.split() == ["BBBYB", "BGGGG", "GGGGG"]
    assert "colours but no letters" in printed.err and "crane:BBYBG" in printed.err


def test_a_grid_of_colours_alone_as_json(tmp_path, capsys):
    path = saved(drawn_image(GAME, NYT), tmp_path / "share.png")
    assert main(["read", "--json", path]) == 0
    steps = json.loads(capsys.readouterr().out)["steps"]
    assert [(s["guess"], s["pattern"]) for s in steps] == [
        ("", "BBBYB"),
        ("", "BGGGG"),
        ("", "GGGGG"),
    ]
