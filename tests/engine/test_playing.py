import json
import random

import pytest

from wordle.engine.lists.words import word_list
from wordle.engine.play.game import challenge_code, read_challenge
from wordle.engine.play.playing import Session, remember, rival_of
from wordle.engine.play.stats import Stats

ANSWERS = word_list("answers")


def session_of(answer: str, hard: bool = False) -> Session:
    return Session.of(read_challenge(challenge_code(answer, ANSWERS)), word_list, hard)


def play(session: Session, *words: str) -> list[tuple[str, bool]]:
    replies = []
    for word in words:
        for letter in word:
            session.key(letter)
        replies.append(session.key("Enter"))
    return replies


def test_typing_is_five_letters_at_most_and_backspace_takes_one_back():
    session = session_of("moist")
    for key in [*"cranes", "Backspace", "Backspace", "x"]:
        session.key(key)
    assert session.typed == "crax"


def test_words_that_use_no_round_are_errors_and_keep_what_was_typed():
    session = session_of("moist", hard=True)
    assert play(session, "hoist") == [("", False)]
    assert play(session, "xyzzy") == [("XYZZY: not in the word list", True)]
    session.typed = ""
    message, is_error = play(session, "crane")[0]
    assert is_error and message.startswith("CRANE: hard mode:")
    assert session.typed == "crane" and session.status() == "5 guesses left (hard mode)."


def test_a_win_and_a_loss_are_counted_once():
    stats = Stats()
    won = session_of("moist")
    assert play(won, "crane", "moist")[-1] == ("Solved in 2/6!", False)
    assert won.count_in(stats) and not won.count_in(stats)
    lost = session_of("fuzzy")
    play(lost, "crane", "moist", "plumb", "hotel", "wings")
    assert not lost.count_in(stats)  # not over yet
    assert play(lost, "vodka") == [("The answer was FUZZY.", False)]
    assert lost.key("a") == ("The answer was FUZZY.", False)  # nothing more is typed
    assert lost.count_in(stats)
    assert (stats.played, stats.streak, stats.wins) == (2, 0, [0, 1, 0, 0, 0, 0])


def test_giving_up_ends_the_game_as_a_loss():
    session = session_of("moist")
    play(session, "crane")
    assert session.give_up() == "The answer was MOIST."
    stats = Stats()
    assert session.count_in(stats) and stats.played == 1 and stats.streak == 0


def test_a_saved_session_is_replayed_and_does_not_spell_its_answer():
    session = session_of("moist", hard=True)
    play(session, "hoist")
    assert "moist" not in session.to_json().lower()
    assert state(Session.from_json(session.to_json(), word_list)) == state(session)
    play(session, "moist")
    session.count_in(Stats())
    assert state(Session.from_json(session.to_json(), word_list)) == state(session)


def state(session: Session) -> tuple:
    game = session.game
    flags = (session.gave_up, session.recorded, session.challenged)
    return (game.answer, game.hard, game.steps, session.answers.name, flags)


def test_a_new_session_is_reproducible_from_its_seed():
    first = Session.new(ANSWERS, word_list, random.Random(7))
    second = Session.new(ANSWERS, word_list, random.Random(7))
    assert first.game.answer == second.game.answer and not first.challenged


def saved(**changes) -> str:
    state = json.loads(session_of("moist", hard=True).to_json())
    return json.dumps({**state, **changes})


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "[]",
        "{}",
        saved(code="ZZZZZ"),
        saved(code=7),
        saved(guesses="crane"),
        saved(guesses=["xyzzy"]),
        saved(guesses=["hoist", "crane"]),  # breaks hard mode
        saved(guesses=["crane"] * 7),
    ],
)
def test_anything_else_saved_is_refused(text):
    with pytest.raises(ValueError):
        Session.from_json(text, word_list)


@pytest.mark.parametrize(
    ("words", "rival", "verdict"),
    [
        (["crane", "moist"], "3", " Your partner: 3/6. You win!"),
        (["crane", "moist"], "2", " Your partner: 2/6. A tie!"),
        (["crane", "moist"], "1", " Your partner: 1/6. Your partner wins."),
        (["crane", "moist"], "X", " Your partner: X/6. You win!"),
        (["crane"] * 6, "5", " Your partner: 5/6. Your partner wins."),
        (["crane"] * 6, "X", " Your partner: X/6. Neither of you solved it."),
        (["crane", "moist"], "", ""),
    ],
)
def test_a_finished_challenge_is_compared_with_the_partner_s_result(words, rival, verdict):
    session = session_of("moist")
    session.rival = rival
    play(session, *words[:1])
    assert session.against_partner() == ""  # not before the end
    play(session, *words[1:])
    assert session.against_partner() == verdict
    assert session.status().endswith(verdict)
    again = Session.from_json(session.to_json(), word_list)
    assert again.rival == rival


@pytest.mark.parametrize(
    ("text", "rival"), [("4", "4"), (" x", "X"), ("7", ""), ("<b>", ""), (None, "")]
)
def test_only_a_real_result_is_taken_from_a_link(text, rival):
    assert rival_of(text) == rival


def test_a_new_game_avoids_the_answers_of_recent_games():
    recent = [challenge_code(w, ANSWERS) for w in ANSWERS.words if w != "moist"]
    recent.append(challenge_code("crane", word_list("nyt-answers")))  # another list's: skipped
    rng = random.Random(1)
    assert {Session.new(ANSWERS, word_list, rng, recent=recent).game.answer for _ in range(5)} == {
        "moist"
    }
    everything = [challenge_code(w, ANSWERS) for w in ANSWERS.words]
    assert Session.new(ANSWERS, word_list, rng, recent=everything).game.answer in ANSWERS


def test_recent_games_keep_the_latest_and_no_repeats():
    assert remember(["A", "B", "C"], "B") == ["A", "C", "B"]
    assert remember([str(i) for i in range(5)], "new", most=3) == ["3", "4", "new"]
