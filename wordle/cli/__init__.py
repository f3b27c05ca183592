"""The terminal: the ``wordle`` command and its subcommands, printing what the engine finds."""

from .main import main

__all__ = ["main"]
