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

# Where each name the face offers lives: a function per module, whose real import of its names
# tools and `tests/test_layout.py` read, run when one of them is first asked for (PEP 562). So a
# front-end loads only the rooms it uses: the page's worker starts on what its first counts
# need, and the search, the review and the screenshot reader come once a request asks for them.


def _jobs():
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

    return locals()


def _explain():
    from .engine.answers.explain import Split

    return locals()


def _hardmode():
    from .engine.answers.hardmode import hard_mode_breaks, hard_mode_rules

    return locals()


def _pool():
    from .engine.answers.pool import OFF_LIST

    return locals()


def _link():
    from .engine.links.link import page_link

    return locals()


def _fragments():
    from .engine.links.fragments import read_fragment

    return locals()


def _reading():
    from .engine.links.reading import read_link_game

    return locals()


def _words():
    from .engine.lists.words import (
        TABLES,
        TREES,
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

    return locals()


def _game():
    from .engine.play.game import ChallengeError, Game, challenge_code, new_game, read_challenge

    return locals()


def _playing():
    from .engine.play.playing import RESULTS, Session, against_partner, remember, rival_of

    return locals()


def _stats():
    from .engine.play.stats import Stats

    return locals()


def _history():
    from .engine.play.history import (
        MOST_CHARACTERS,
        Entry,
        History,
        history_trends,
        read_history_file,
    )

    return locals()


def _trends():
    from .engine.play.trends import Trends, averages_sentence, day_said, recent_sentence

    return locals()


def _analysis():
    from .engine.review.analysis import Analysis, NoValidWord, StepReport

    return locals()


def _judgements():
    from .engine.review.judgements import Review, StepReview

    return locals()


def _reasons():
    from .engine.review.reasons import (
        bot_plays,
        guess_skill_words,
        luck_score_words,
        signed,
        skill_words,
    )

    return locals()


def _reviewing():
    from .engine.review.reviewing import TooMuchWork, WrongAnswer

    return locals()


def _verdict():
    from .engine.review.verdict import Verdict

    return locals()


def _knowledge():
    from .engine.rules.knowledge import Contradiction, Knowledge

    return locals()


def _knowledge_text():
    from .engine.rules import knowledge_text
    from .engine.rules.knowledge_text import facts_of

    return locals()


def _advice():
    from .engine.search.advice import BY, MEASURES

    return locals()


def _bot():
    from .engine.search.bot import OPENER, Bot

    return locals()


def _openings():
    from .engine.search.openings import read_table, table_digest

    return locals()


def _suggest():
    from .engine.search.suggest import Suggestion, evaluate

    return locals()


def _tree():
    from .engine.search.tree import DecisionTree, TreeError, read_tree, shipped_tree, tree_lines

    return locals()


def _work():
    from .engine.search.work import Driven, Work, finish

    return locals()


def _reader():
    from .reader import ScreenshotError

    return locals()


def _locating():
    from .reader.locating import Picture

    return locals()


def _screenshot():
    from .reader.screenshot import Reading, check_size, read_picture

    return locals()


HOMES = (
    _jobs,
    _explain,
    _hardmode,
    _pool,
    _link,
    _fragments,
    _reading,
    _words,
    _game,
    _playing,
    _stats,
    _history,
    _trends,
    _analysis,
    _judgements,
    _reasons,
    _reviewing,
    _verdict,
    _knowledge,
    _knowledge_text,
    _advice,
    _bot,
    _openings,
    _suggest,
    _tree,
    _work,
    _reader,
    _locating,
    _screenshot,
)
HOME_OF = {name: home for home in HOMES for name in home.__code__.co_varnames}


def __getattr__(name: str):
    """A name of the face: its module's names imported on first use and kept here."""
    if name not in HOME_OF:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals().update(HOME_OF[name]())
    return globals()[name]


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
    "read_fragment",
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
