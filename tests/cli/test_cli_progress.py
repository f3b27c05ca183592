"""The progress indicator: on stderr only when it is a terminal (a real pty too), wiped when
the work ends, and nothing at all on stderr otherwise; what stdout gets is the same."""

import io
import os
import pty
import subprocess
import sys

import pytest

import wordle.cli.progress as progress
from wordle.cli.main import main
from wordle.engine.search.work import Stage

REVIEW = ["review", "CRANE=.....", "SLOTH=....."]  # about a second of cooperative work
STAGES = ["judging guess 1 of 2", "judging guess 2 of 2", "the bot's own game"]


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def work(steps: int):
    for _ in range(steps):
        yield
    return "done"


@pytest.fixture
def at_once(monkeypatch):
    """The indicator from the first yield, redrawn at every one."""
    monkeypatch.setattr(progress, "DELAY", 0)
    monkeypatch.setattr(progress, "EVERY", 0)


def test_a_spinner_on_a_terminal_wiped_at_the_end(at_once):
    terminal = Terminal()
    assert progress.with_progress(work(5), "reviewing the game", terminal) == "done"
    text = terminal.getvalue()
    frames = text.split("\r")[1:-2]
    assert [f[:2] for f in frames] == ["| ", "/ ", "- ", "\\ ", "| "]
    assert all(f.startswith(f"{f[0]} reviewing the game... 0 s") for f in frames)
    assert text.endswith("\r" + " " * len(frames[0]) + "\r")  # the line wiped


def test_nothing_when_not_a_terminal(at_once):
    stream = io.StringIO()
    assert progress.with_progress(work(5), "reviewing the game", stream) == "done"
    assert stream.getvalue() == ""


def test_nothing_for_quick_work():
    terminal = Terminal()  # DELAY as shipped: work done in less shows nothing
    assert progress.with_progress(work(5), "ranking the guesses", terminal) == "done"
    assert terminal.getvalue() == ""


def test_the_line_is_wiped_when_the_work_fails(at_once):
    def failing():
        yield
        raise KeyboardInterrupt

    terminal = Terminal()
    with pytest.raises(KeyboardInterrupt):
        progress.with_progress(failing(), "reviewing the game", terminal)
    assert terminal.getvalue().endswith("\r")


@pytest.mark.parametrize(
    ("argv", "doing"),
    [
        (REVIEW, "reviewing the game"),
        (["best", "CRANE=.....", "--top", "3"], "ranking the guesses"),
        (["bot", "ocean", "--start", "xylyl"], "the bot is playing"),
    ],
)
def test_the_slow_commands_show_it_on_a_terminal_stderr(capsys, monkeypatch, at_once, argv, doing):
    assert main(argv) == 0
    plain_out, plain_err = capsys.readouterr()
    assert plain_err == ""
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True, raising=False)
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert out == plain_out
    assert f"\r| {doing}" in err and err.endswith("\r")


def test_a_review_says_which_guess_it_is_judging(capsys, monkeypatch, at_once):
    """Which step, and how far: each guess as it is judged, then the bot's own game."""
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True, raising=False)
    assert main([*REVIEW, "--answer", "dumpy"]) == 0
    err = capsys.readouterr().err
    said = [err.find(f"reviewing the game: {stage}... ") for stage in STAGES]
    assert -1 not in said and said == sorted(said), err


def test_a_stage_said_is_shown_until_the_next(at_once):
    def staged():
        yield Stage("judging guess", 1, 2)
        yield
        yield Stage("judging guess", 2, 2)
        return "done"

    terminal = Terminal()
    assert progress.with_progress(staged(), "reviewing the game", terminal) == "done"
    frames = terminal.getvalue().split("\r")[1:-2]
    assert [f[2:].split("...")[0] for f in frames] == [
        "reviewing the game: judging guess 1 of 2",
        "reviewing the game: judging guess 1 of 2",
        "reviewing the game: judging guess 2 of 2",
    ]


def run_in_a_pty(*argv: str, stderr_is_a_pty: bool = True) -> tuple[str, str]:
    """The command's stdout (a pipe) and stderr (a pseudo-terminal, or a pipe), with the
    indicator shown from the first yield."""
    code = (
        "import sys, wordle.cli.progress as p; p.DELAY = 0; from wordle.cli import main; "
        "sys.exit(main(sys.argv[1:]))"
    )
    if not stderr_is_a_pty:
        done = subprocess.run(
            [sys.executable, "-c", code, *argv], capture_output=True, text=True, timeout=120
        )
        return done.stdout, done.stderr
    leader, follower = pty.openpty()
    child = subprocess.Popen(
        [sys.executable, "-c", code, *argv],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=follower,
    )
    os.close(follower)
    seen = b""
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:  # the child closed the terminal
            break
        if not chunk:
            break
        seen += chunk
    out = child.stdout.read().decode()
    assert child.wait(timeout=120) == 0
    os.close(leader)
    return out, seen.decode()


def test_a_real_terminal_gets_the_spinner_and_a_pipe_gets_nothing():
    out, err = run_in_a_pty(*REVIEW)
    assert "\r| reviewing the game" in err and err.endswith("\r")
    assert "reviewing" not in out and "\r" not in out
    piped_out, piped_err = run_in_a_pty(*REVIEW, stderr_is_a_pty=False)
    assert (piped_out, piped_err) == (out, "")
