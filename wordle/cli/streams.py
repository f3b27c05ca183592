"""The terminal's streams as they may really be: closed, full, or in an encoding that has no
coloured squares. Each such condition becomes one line on stderr and an exit status, never an
"internal error"; output lost to a closed or full stdout is never exit 0."""

import os
import sys

from .common import UsageError

OUTPUT_FAILED = 1  # the result could not be written: the command did not do its job


class StreamError(Exception):
    """stdin or stdout cannot be used as the command needs; the message says why and how."""


def check_streams() -> None:
    """Before a command runs: stdout must be open (else its result would vanish and the exit
    status say all went well). A closed stderr becomes the null device, so messages are
    dropped rather than printed on stdout (``print(file=None)`` writes there)."""
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115 - for the rest of the process
    if sys.stdout is None:
        raise StreamError("stdout is closed, so nothing could be printed (was it run with >&-?)")


def stdin():
    """stdin, to read a game from; UsageError (bad usage, exit 2) when it is closed (``<&-``)."""
    if sys.stdin is None:
        raise UsageError("stdin is closed; wordle play reads one guess a line from it")
    return sys.stdin


def flush_output() -> None:
    """Write out what stdout still holds, so that a full disk is found while the command can
    still say so (at exit it would be a traceback-like warning and status 120)."""
    sys.stdout.flush()


def output_failed(error: OSError) -> str:
    """The line for a write to stdout that failed; what stdout still holds is dropped, so
    the interpreter does not fail again on it at exit."""
    drop_output()
    return f"cannot write the output: {error.strerror or error}"


def encoding_failed(error: UnicodeEncodeError) -> str:
    """The line for output that stdout's encoding cannot write (such as the squares of a share
    text in cp1252, Windows' default when the output is redirected), and how to fix it (what
    was printed before it stays: it was written)."""
    encoding = getattr(sys.stdout, "encoding", None) or error.encoding
    return (
        f"stdout's encoding, {encoding}, cannot write {error.object[error.start]!a}; "
        "set PYTHONIOENCODING=utf-8 (or PYTHONUTF8=1) and run it again"
    )


def drop_output() -> None:
    """Point stdout's file at the null device: what it holds can then be flushed harmlessly."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError):
        pass  # stdout with no file of its own (a test's): nothing to fail at exit
