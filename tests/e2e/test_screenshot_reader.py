"""Reading screenshots of Wordle: pictures Chromium draws of random real games (six fonts, five
themes, 0.5x to 3x, a phone's whole screen, a desktop's window or the grid alone, PNG and JPEG),
read back by the engine and by ``wordle read``; and pictures that are no game, too large or
damaged. Also the other kinds of shots players take (tests/screenshots/kinds.py), and the ICC
profiles some of them embed."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageCms
from playwright.sync_api import Browser

from wordle.cli.read import decoded
from wordle.engine.lists.words import word_list
from wordle.engine.rules.notation import format_step
from wordle.engine.rules.score import SOLVED
from wordle.reader.locating import THEMES, Picture
from wordle.reader.screenshot import ScreenshotError, read_picture

from sizes import daily, sized

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from screenshots import kinds
from screenshots.corpus import random_shots, take
from screenshots.icc import DISPLAYS, cms_profile, display_profile, from_profile, to_profile
from screenshots.no_games import crossword, huge_png, png_bytes

SHOTS, SEED = 48, 3  # the corpus (the bench reads 300: bench/bench_read.py)
EVERY_DAY = 12  # its first 12, every day: every theme, font and scale, phones, desktops, JPEG,
# a row typed; and the rest in turn, a few a day (all under --full)
DRAWN = (*range(EVERY_DAY), *daily(range(EVERY_DAY, SHOTS), 1, key="test_every_screenshot_reads"))


def picture_of(path: Path) -> Picture:
    image = Image.open(path).convert("RGBA")
    return Picture(image.width, image.height, image.tobytes())


def wordle_read(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "wordle", "read", *args]
    return subprocess.run(command, input=stdin, capture_output=True, timeout=60)


@pytest.fixture(scope="module")
def shots(browser: Browser, tmp_path_factory) -> list[tuple]:
    """The corpus: each shot and the file Chromium saved it as."""
    folder = tmp_path_factory.mktemp("shots")
    taken = []
    corpus = random_shots(SHOTS, seed=SEED)
    for n, shot in ((n, corpus[n]) for n in DRAWN):
        path = folder / f"{n}.{'jpg' if shot.jpeg else 'png'}"
        take(browser, shot, path)
        taken.append((shot, path))
    return taken


def test_every_screenshot_reads_as_its_game(shots):
    valid = word_list("nyt")
    wrong = []
    for shot, path in shots:
        try:
            reading = read_picture(picture_of(path), valid)
            steps, notes = [tuple(step) for step in reading.steps], " ".join(reading.notes)
            theme = reading.theme
        except ScreenshotError as error:
            steps, notes, theme = str(error), "", ""
        typed = bool(shot.typed) and len(shot.steps) < 6 and shot.steps[-1][1] != SOLVED
        said = f"row {len(shot.steps) + 1}: typed but not submitted" in notes
        if steps != list(shot.steps) or typed != said or theme != theme_of(shot):
            wrong.append((path.name, shot.font, shot.theme, shot.scale, shot.jpeg, steps, notes))
    assert not wrong, wrong
    assert any(shot.typed and len(shot.steps) < 6 for shot, _ in shots)
    themes = {shot.theme for shot, _ in shots}
    assert len(themes) == 5 and any(s.phone for s, _ in shots) and any(s.jpeg for s, _ in shots)
    assert any(s.desktop for s, _ in shots)


def theme_of(shot) -> str:
    """The theme a shot is read as: its own, unless only greys show it (high contrast keeps
    the usual ones)."""
    greys = {"high-contrast": "nyt-light", "companion-contrast": "companion"}
    if all(pattern == 0 for _, pattern in shot.steps):
        return greys.get(shot.theme, shot.theme)
    return shot.theme


def test_the_command_prints_the_game_as_steps_to_pass_on(shots):
    shot, path = next((s, p) for s, p in shots if s.phone and len(s.steps) > 2)
    done = wordle_read(str(path))
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode().split() == [format_step(step) for step in shot.steps]
    again = subprocess.run(
        [sys.executable, "-m", "wordle", *done.stdout.decode().split(), "--json"],
        capture_output=True,
    )
    assert again.returncode == 0 and json.loads(again.stdout)["steps"]


def test_json_and_stdin(shots):
    shot, path = shots[0]
    done = wordle_read("--json", "-", stdin=path.read_bytes())
    assert done.returncode == 0, done.stderr
    read = json.loads(done.stdout)
    assert [s["guess"] for s in read["steps"]] == [guess for guess, _ in shot.steps]
    assert all(0 <= s["confidence"] <= 1 for s in read["steps"]) and read["theme"] == shot.theme


@pytest.mark.parametrize(
    "name, data, said",
    [
        ("blank.png", png_bytes(Image.new("RGB", (800, 600), "white")), "no Wordle grid found"),
        ("photo.png", png_bytes(Image.radial_gradient("L").convert("RGB")), "no Wordle grid"),
        ("crossword.png", png_bytes(crossword()), "no Wordle grid found"),
        ("huge.png", huge_png(), "20,000 x 20,000 pixels; at most 40 million"),
        ("notes.txt", b"CRANE=....e", "not a PNG, JPEG or WebP picture"),
    ],
)
def test_what_is_no_game_gets_a_clear_message(tmp_path, name, data, said):
    path = tmp_path / name
    path.write_bytes(data)
    done = wordle_read(str(path))
    assert done.returncode == 2 and not done.stdout
    message = done.stderr.decode()
    assert said in message and name in message and "Traceback" not in message
    assert len(message.strip().splitlines()) == 1


def test_a_damaged_picture_gets_a_clear_message(shots, tmp_path):
    _, path = next((s, p) for s, p in shots if p.suffix == ".png")
    cut = tmp_path / "cut.png"
    cut.write_bytes(path.read_bytes()[:2000])
    done = wordle_read(str(cut))
    assert done.returncode == 2 and "cut.png: the picture is damaged" in done.stderr.decode()
    assert "Traceback" not in done.stderr.decode()


@pytest.mark.parametrize("name", sorted(DISPLAYS))
def test_the_colour_profiles_load_and_give_the_colours_back(name):
    """The ICC profiles the "profile" shots embed: LittleCMS loads them, the tiles' colours move
    into the display's space and come back from it within 2 units; sRGB's red lands where
    Display P3 puts it."""
    display, profile = DISPLAYS[name], display_profile(DISPLAYS[name])
    assert int.from_bytes(profile[:4]) == len(profile) and profile[36:40] == b"acsp"
    assert ImageCms.getProfileDescription(cms_profile(profile)).strip() == display.name
    colours = [rgb for tiles in THEMES.values() for rgb in tiles.values()]
    colours += [(255, 255, 255), (18, 18, 19), (211, 214, 218)]
    there = to_profile(row_of(colours), profile)
    assert sum(p != q for p, q in zip(pixels_of(there), colours)) > len(colours) // 2
    back = pixels_of(from_profile(there, profile))
    assert max(abs(a - b) for p, q in zip(back, colours) for a, b in zip(p, q)) <= 2
    if name == "display-p3":
        red = pixels_of(to_profile(row_of([(255, 0, 0)]), profile))[0]
        assert all(abs(a - b) <= 2 for a, b in zip(red, (234, 51, 35)))


def row_of(colours: list) -> Image.Image:
    """A picture one pixel high of `colours`."""
    image = Image.new("RGB", (len(colours), 1))
    for x, rgb in enumerate(colours):
        image.putpixel((x, 0), rgb)
    return image


def pixels_of(row: Image.Image) -> list:
    """The colours of a picture one pixel high."""
    return [row.getpixel((x, 0)) for x in range(row.width)]


KIND_SHOTS = sized(2, 6)  # of each kind: the bench reads 20 (bench/bench_read.py)


def test_every_kind_of_shot_reads_as_its_game_or_is_refused(browser: Browser, tmp_path):
    """The other kinds players take, read as ``wordle read`` reads them (a colour profile
    converted): a game as its steps (a "profile" shot in its own theme), a share's colours
    alone as patterns; a window over the grid or tiles still moving refused, never a game.
    Never a wrong reading; a refusal of a game now and then (a clone's colours that fit two
    games alike, a share a hundred pixels wide), as the bench counts them."""
    shots = kinds.kind_shots(KIND_SHOTS, seed=14)
    assert {s.expected for s in shots} == {"game", "colours", "none"}
    wrong, refused = [], []
    for n, shot in enumerate(shots):
        path = tmp_path / f"{shot.kind}-{n}.{'jpg' if shot.jpeg else 'png'}"
        kinds.take(browser, shot, path)
        if shot.kind == "profile":
            with Image.open(path) as image:
                assert image.info["icc_profile"] == display_profile(DISPLAYS[shot.variant])
        try:
            reading = read_picture(decoded(str(path)), word_list("nyt"))
        except ScreenshotError as error:
            refused.append((shot.kind, shot.expected, path.name, str(error)))
            continue
        steps, expected = [tuple(step) for step in reading.steps], list(shot.steps)
        if shot.expected == "colours":
            expected = [("", pattern) for _, pattern in shot.steps]
        theme = shot.kind != "profile" or reading.theme == theme_of(shot)
        if steps != expected or not theme:
            wrong.append((path.name, shot.variant, shot.theme, reading.theme, steps))
    assert not wrong, wrong
    assert {kind for kind, *_ in refused} >= {"overlay", "moving"}
    games_refused = [r for r in refused if r[1] != "none"]
    assert len(games_refused) <= 1 + len(shots) // 20, games_refused
