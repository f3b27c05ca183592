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

from importlib import import_module

# Where each name the face offers lives. A name's module is imported when the name is first
# asked for (PEP 562), so a front-end loads only the rooms it uses: the page's worker starts
# on what its first counts need, and the search, the review and the screenshot reader come
# once a request asks for them.
HOMES = {
    ".engine.jobs": (
        "Advice BotGame BotGames Counts Query Reviewed bot_for bot_game bot_games count"
        " explain explain_guess fits_on line_counts new_bot query reviewing suggesting"
        " told_answer valid_guess"
    ),
    ".engine.answers.explain": "Split",
    ".engine.answers.hardmode": "hard_mode_breaks hard_mode_rules",
    ".engine.answers.pool": "OFF_LIST",
    ".engine.links.link": "page_link",
    ".engine.links.reading": "read_link_game",
    ".engine.lists.words": (
        "ListError TABLES TREES WordList data_path data_text guesses_for has_data own_list"
        " play_guesses word_list"
    ),
    ".engine.play.game": "ChallengeError Game challenge_code new_game read_challenge",
    ".engine.play.playing": "RESULTS Session against_partner remember rival_of",
    ".engine.play.stats": "Stats",
    ".engine.play.history": "Entry History MOST_CHARACTERS history_trends read_history_file",
    ".engine.play.trends": "Trends averages_sentence day_said recent_sentence",
    ".engine.review.analysis": "Analysis NoValidWord StepReport",
    ".engine.review.judgements": "Review StepReview",
    ".engine.review.reasons": "bot_plays signed guess_skill_words luck_score_words skill_words",
    ".engine.review.reviewing": "TooMuchWork WrongAnswer",
    ".engine.review.verdict": "Verdict",
    ".engine.rules": "knowledge_text",  # the module itself
    ".engine.rules.knowledge": "Contradiction Knowledge",
    ".engine.rules.knowledge_text": "facts_of",
    ".engine.search.advice": "BY MEASURES",
    ".engine.search.bot": "OPENER Bot",
    ".engine.search.openings": "read_table table_digest",
    ".engine.search.suggest": "Suggestion evaluate",
    ".engine.search.tree": "DecisionTree TreeError read_tree shipped_tree tree_lines",
    ".engine.search.work": "Driven Work finish",
    ".reader": "ScreenshotError",
    ".reader.locating": "Picture",
    ".reader.screenshot": "Reading check_size read_picture",
}
HOME_OF = {name: module for module, names in HOMES.items() for name in names.split()}


def __getattr__(name: str):
    """A name of the face, imported from its module on first use and kept here."""
    if name not in HOME_OF:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module = import_module(HOME_OF[name], __name__)
    if not hasattr(module, name):  # a module of the package (`knowledge_text`)
        import_module(f".{name}", module.__name__)
    value = globals()[name] = getattr(module, name)
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *HOME_OF})


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
    "history_trends",
    "read_history_file",
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
    "Entry",
    "History",
    "Trends",
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
    "guess_skill_words",
    "luck_score_words",
    "averages_sentence",
    "recent_sentence",
    "day_said",
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
    "MOST_CHARACTERS",
]
