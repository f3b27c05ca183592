"""The engine's face: all that the terminal and the page's worker may use of it.

An offline Wordle companion: which answers were still possible after each guess, and why.
The engine is pure Python (standard library only) and runs both in the terminal (`wordle`
command) and in the browser through PyScript. A front-end asks for a job (`engine.jobs`: a
`Query` in, a complete result out) and formats what comes back; what it may read of the
results (their types, the words they are said in, the lists and the engine's data) is named
here too. Beside this face, a front-end uses only the vocabulary every room shares: a word's
colours (`engine.rules.score`), the notations (`engine.rules.notation`, `engine.rules.pasted`)
and the lists' names (`engine.lists.names`); `tests/test_layout.py` holds them to it.
"""

from .engine.answers.explain import Split
from .engine.answers.hardmode import hard_mode_breaks, hard_mode_rules
from .engine.answers.pool import OFF_LIST
from .engine.jobs import (
    Advice,
    BotGame,
    BotGames,
    Counts,
    Query,
    Reviewed,
    bot_for,
    bot_game,
    bot_games,
    count,
    explain,
    explain_guess,
    fits_on,
    line_counts,
    new_bot,
    query,
    reviewing,
    suggesting,
    told_answer,
    valid_guess,
)
from .engine.links.link import page_link
from .engine.links.reading import read_link_game
from .engine.lists.words import (
    ListError,
    WordList,
    data_path,
    data_text,
    guesses_for,
    has_data,
    own_list,
    play_guesses,
    word_list,
)
from .engine.play.game import ChallengeError, Game, challenge_code, new_game, read_challenge
from .engine.play.playing import RESULTS, Session, against_partner, remember, rival_of
from .engine.play.stats import Stats
from .engine.review.analysis import Analysis, NoValidWord, StepReport
from .engine.review.judgements import Review, StepReview
from .engine.review.reasons import bot_plays, signed
from .engine.review.reviewing import TooMuchWork, WrongAnswer
from .engine.review.verdict import Verdict, luck_score_words, skill_words
from .engine.rules import knowledge_text
from .engine.rules.knowledge import Contradiction, Knowledge
from .engine.rules.knowledge_text import facts_of
from .engine.search.advice import BY, MEASURES
from .engine.search.bot import OPENER, Bot
from .engine.search.openings import TABLES, read_table, table_digest
from .engine.search.suggest import Suggestion, evaluate
from .engine.search.tree import TREES, DecisionTree, TreeError, read_tree, shipped_tree, tree_lines
from .engine.search.work import Driven, Work, finish
from .reader import ScreenshotError
from .reader.grid import Picture
from .reader.screenshot import Reading, check_size, read_picture

__version__ = "0.1.0"

__all__ = [  # noqa: RUF022 (by kind, as the docstring tells them)
    # jobs: a query in, a complete result out
    "Query",
    "query",
    "count",
    "line_counts",
    "explain",
    "explain_guess",
    "fits_on",
    "suggesting",
    "reviewing",
    "told_answer",
    "bot_for",
    "new_bot",
    "bot_game",
    "bot_games",
    "valid_guess",
    "page_link",
    "read_link_game",
    "new_game",
    "challenge_code",
    "read_challenge",
    "remember",
    "rival_of",
    "against_partner",
    "read_picture",
    "check_size",
    # the results and what they are made of
    "Counts",
    "Analysis",
    "StepReport",
    "Advice",
    "Suggestion",
    "evaluate",
    "Split",
    "Reviewed",
    "Review",
    "StepReview",
    "Verdict",
    "BotGame",
    "BotGames",
    "Bot",
    "Knowledge",
    "Game",
    "Session",
    "Stats",
    "RESULTS",
    "Picture",
    "Reading",
    # the problems a job refuses a query with
    "Contradiction",
    "NoValidWord",
    "WrongAnswer",
    "TooMuchWork",
    "ListError",
    "ChallengeError",
    "TreeError",
    "ScreenshotError",
    # the words results are said in
    "signed",
    "bot_plays",
    "luck_score_words",
    "skill_words",
    "knowledge_text",
    "facts_of",
    "hard_mode_breaks",
    "hard_mode_rules",
    # cooperative work, driven by each front-end its own way
    "Work",
    "Driven",
    "finish",
    # the lists and the engine's data
    "WordList",
    "word_list",
    "own_list",
    "guesses_for",
    "play_guesses",
    "data_path",
    "data_text",
    "has_data",
    "OFF_LIST",
    "BY",
    "MEASURES",
    "OPENER",
    "TREES",
    "DecisionTree",
    "read_tree",
    "shipped_tree",
    "tree_lines",
    "TABLES",
    "read_table",
    "table_digest",
]
