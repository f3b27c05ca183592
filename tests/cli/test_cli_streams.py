"""The terminal's streams as a user's shell may leave them: closed, full, or in an encoding with
no coloured squares. Run through a real shell, since the conditions are the process's own
file descriptors."""

import os
import subprocess
import sys

import pytest

WORDLE = f"{sys.executable} -m wordle"


def shell(command: str, **env: str) -> subprocess.CompletedProcess:
    command = command.replace("wordle ", WORDLE + " ", 1)
    environment = {**os.environ, "PYTHONIOENCODING": "utf-8", **env}
    return subprocess.run(
        ["bash", "-c", "set -o pipefail; " + command],
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
    )


@pytest.mark.parametrize(
    ("command", "status", "message"),
    [
        ("wordle play --seed 1 <&-", 2, "stdin is closed; wordle play reads one guess a line"),
        ("echo crane | wordle play --answer crane >&-", 1, "stdout is closed"),
        ("wordle SMART=..a.t >&-", 1, "stdout is closed"),
        ("wordle SMART=..a.t >/dev/full", 1, "cannot write the output: No space left on device"),
        ("wordle share SMART=..a.t >/dev/full", 1, "cannot write the output: No space"),
        ("wordle --help >/dev/full", 1, "cannot write the output: No space"),  # issue 49
        ("wordle --version >/dev/full", 1, "cannot write the output: No space"),
        ("wordle best --help >/dev/full", 1, "cannot write the output: No space"),
    ],
)
def test_a_closed_or_full_stream_is_one_line_never_an_internal_error(command, status, message):
    result = shell(command)
    assert result.returncode == status, result.stderr
    assert result.stderr.count("\n") == 1 and message in result.stderr, result.stderr
    assert "internal error" not in result.stderr


def test_an_encoding_with_no_squares_says_how_to_fix_it():
    result = shell("wordle share SMART=..a.t", PYTHONIOENCODING="cp1252")
    assert result.returncode == 1
    assert result.stderr == (
        "wordle: stdout's encoding, cp1252, cannot write '\\u2b1b'; set PYTHONIOENCODING=utf-8 "
        "(or PYTHONUTF8=1) and run it again\n"
    )
    utf8 = shell("wordle share SMART=..a.t")
    assert utf8.returncode == 0 and "⬛⬛🟨⬛🟨" in utf8.stdout


def test_an_encoding_that_has_every_character_of_the_output_is_fine():
    result = shell("wordle SMART=..a.t", PYTHONIOENCODING="cp1252")
    assert result.returncode == 0 and result.stderr == "" and "taken" in result.stdout


def test_a_closed_stderr_loses_the_message_not_the_status():
    result = shell("wordle SMART=..a.t 2>&- >&-")
    assert result.returncode == 1 and result.stdout == ""


def test_output_cut_short_by_its_reader_is_not_an_error():
    result = shell("wordle SMART=..a.t | head -1")
    assert result.returncode == 0 and result.stderr == ""
