"""An offline Wordle companion: which answers were still possible after each guess, and why.

The engine is pure Python (standard library only) and runs both in the terminal
(`wordle` command) and in the browser through PyScript.
"""

from .engine.answers.candidates import candidates, fits, plain_candidates
from .engine.answers.explain import broken_facts, explanation
from .engine.answers.hardmode import hard_mode_breaks, hard_mode_rules, hard_mode_violations
from .engine.links.codes import game_code
from .engine.links.link import page_link
from .engine.links.reading import read_game_code
from .engine.lists.words import WordList, play_guesses, word_list, words_from_text
from .engine.play.game import Game, Rejection, challenge_code, new_game, read_challenge
from .engine.play.playing import Session
from .engine.play.stats import Stats
from .engine.review.analysis import Analysis, StepReport, analyse, letter_colours
from .engine.review.reviewing import review
from .engine.review.steps import Review, StepReview
from .engine.rules.knowledge import Contradiction, Knowledge, knowledge_of
from .engine.rules.notation import (
    NotationError,
    Step,
    format_game,
    format_share,
    format_step,
    parse_constraints,
    parse_step,
    parse_steps,
)
from .engine.rules.pasted import (
    Pasted,
    is_hard_share,
    parse_game,
    parse_letters_and_colours,
    parse_pasted,
)
from .engine.rules.score import SOLVED, Pattern, Word, colours, feedback, pattern_of
from .engine.search.bot import Bot
from .engine.search.suggest import Suggestion, best_guesses

__version__ = "0.1.0"

__all__ = [
    "SOLVED",
    "Analysis",
    "Bot",
    "Contradiction",
    "Game",
    "Knowledge",
    "NotationError",
    "Pasted",
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
    "game_code",
    "hard_mode_breaks",
    "hard_mode_rules",
    "hard_mode_violations",
    "is_hard_share",
    "knowledge_of",
    "letter_colours",
    "new_game",
    "page_link",
    "parse_constraints",
    "parse_game",
    "parse_letters_and_colours",
    "parse_pasted",
    "parse_step",
    "parse_steps",
    "pattern_of",
    "plain_candidates",
    "play_guesses",
    "read_challenge",
    "read_game_code",
    "review",
    "word_list",
    "words_from_text",
]
