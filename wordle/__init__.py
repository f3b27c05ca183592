"""An offline Wordle companion: which answers were still possible after each guess, and why.

The engine is pure Python (standard library only) and runs both in the terminal
(`wordle` command) and in the browser through PyScript.
"""

from .analysis import Analysis, StepReport, analyse, letter_colours
from .bot import Bot
from .candidates import candidates, fits, plain_candidates
from .explain import broken_facts, explanation
from .game import Game, Rejection, challenge_code, new_game, read_challenge
from .hardmode import hard_mode_breaks, hard_mode_rules, hard_mode_violations
from .knowledge import Contradiction, Knowledge, knowledge_of
from .notation import (
    NotationError,
    Step,
    format_game,
    format_share,
    format_step,
    parse_constraints,
    parse_letters_and_colours,
    parse_step,
    parse_steps,
)
from .playing import Session
from .review import Review, StepReview, review
from .score import SOLVED, Pattern, Word, colours, feedback, pattern_of
from .stats import Stats
from .suggest import Suggestion, best_guesses
from .words import WordList, play_guesses, word_list, words_from_text

__version__ = "0.1.0"

__all__ = [
    "SOLVED",
    "Analysis",
    "Bot",
    "Contradiction",
    "Game",
    "Knowledge",
    "NotationError",
    "Pattern",
    "Rejection",
    "Review",
    "Session",
    "Stats",
    "Step",
    "StepReport",
    "StepReview",
    "Suggestion",
    "Word",
    "WordList",
    "analyse",
    "best_guesses",
    "broken_facts",
    "candidates",
    "challenge_code",
    "colours",
    "explanation",
    "feedback",
    "fits",
    "format_game",
    "format_share",
    "format_step",
    "hard_mode_breaks",
    "hard_mode_rules",
    "hard_mode_violations",
    "knowledge_of",
    "letter_colours",
    "new_game",
    "parse_constraints",
    "parse_letters_and_colours",
    "parse_step",
    "parse_steps",
    "pattern_of",
    "plain_candidates",
    "play_guesses",
    "read_challenge",
    "review",
    "word_list",
    "words_from_text",
]
