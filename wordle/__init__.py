"""An offline Wordle companion: which answers were still possible after each guess, and why.

The engine is pure Python (standard library only) and runs both in the terminal
(`wordle` command) and in the browser through PyScript.
"""

from .analysis import Analysis, StepReport, analyse
from .candidates import candidates, fits, plain_candidates
from .explain import broken_facts, explanation
from .knowledge import Contradiction, Knowledge, knowledge_of
from .notation import (
    NotationError,
    Step,
    format_game,
    format_step,
    parse_constraints,
    parse_letters_and_colours,
    parse_step,
    parse_steps,
)
from .score import SOLVED, Pattern, Word, colours, feedback, pattern_of
from .words import WordList, word_list, words_from_text

__version__ = "0.1.0"

__all__ = [
    "SOLVED",
    "Analysis",
    "Contradiction",
    "Knowledge",
    "NotationError",
    "Pattern",
    "Step",
    "StepReport",
    "Word",
    "WordList",
    "analyse",
    "broken_facts",
    "candidates",
    "colours",
    "explanation",
    "feedback",
    "fits",
    "format_game",
    "format_step",
    "knowledge_of",
    "parse_constraints",
    "parse_letters_and_colours",
    "parse_step",
    "parse_steps",
    "pattern_of",
    "plain_candidates",
    "word_list",
    "words_from_text",
]
