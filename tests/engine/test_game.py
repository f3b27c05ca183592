import base64
import codecs
import random

import pytest

from wordle.engine.lists.words import WordList, word_list
from wordle.engine.play.game import (
    CODE_DIGITS,
    MAX_GUESSES,
    Challenge,
    ChallengeError,
    Game,
    Rejection,
    challenge_code,
    letter_states,
    new_game,
    read_challenge,
)
from wordle.engine.rules.notation import Step, format_score, parse_steps
from wordle.engine.rules.score import SOLVED

TINY = WordList("tiny", ("crane", "crony", "eerie", "freed", "salty", "speed", "track", "trace"))
RANK = {"unused": 0, "absent": 1, "present": 2, "correct": 3}


def played(game: Game) -> str:
    return " ".join(f"{s.guess.upper()}={format_score(*s)}" for s in game.steps)


@pytest.mark.parametrize(
    ("word", "reason"),
    [
        ("slate", "not in the word list (tiny)"),
        ("cran", "a guess has 5 letters; this has 4"),
        ("cranes", "a guess has 5 letters; this has 6"),
        ("cr4ne", "a guess has only the letters a-z; found '4'"),
        ("", "expected a five-letter word, found nothing"),
    ],
)
def test_invalid_guesses_use_no_round(word, reason):
    game = Game("crane", TINY)
    result = game.guess(word)
    assert result == Rejection(word, reason)
    assert game.steps == [] and game.rounds_left == MAX_GUESSES
    assert str(result).startswith(f"{word.upper() or '(nothing)'}: ")


def test_guesses_are_case_and_space_insensitive():
    game = Game("crane", TINY)
    assert game.guess("  Track\n") == Step("track", game.steps[0].pattern)
    assert played(game) == "TRACK=.RAc."


def test_the_answer_is_always_a_valid_guess():
    game = Game("zesty", TINY)
    assert game.guess("zesty").pattern == SOLVED and game.is_won


def test_the_answer_must_be_a_word():
    with pytest.raises(ValueError, match="not five lowercase letters"):
        Game("CRANE", TINY)
    with pytest.raises(ValueError):
        Game("cran", TINY)


def test_hard_mode_rejects_with_the_rule_broken(nyt):
    game = Game("freed", nyt, hard=True)
    game.guess("crane")
    assert played(game) == "CRANE=.R..e"
    assert game.guess("rebut").reason == "hard mode: 2nd letter must be R (step 1)"
    assert game.guess("prior").reason == "hard mode: must contain one E (step 1)"
    assert game.guess("sloth").reason == (
        "hard mode: 2nd letter must be R (step 1); must contain one E (step 1)"
    )
    assert len(game.steps) == 1
    assert game.guess("tread") == Step("tread", game.steps[-1].pattern)
    easy = Game("freed", nyt)
    easy.guess("crane")
    assert isinstance(easy.guess("sloth"), Step)


def test_tracker_never_goes_down():
    game = Game("crane", TINY)
    game.guess("eerie")  # the last E green, R yellow
    assert played(game) == "EERIE=..r.E"
    assert (game.letters["e"], game.letters["r"], game.letters["i"]) == (
        "correct",
        "present",
        "absent",
    )
    game.guess("speed")  # E yellow, then grey
    game.guess("track")  # R green, C yellow
    assert played(game) == "EERIE=..r.E SPEED=..e.. TRACK=.RAc."
    assert game.letters["e"] == "correct" and game.letters["r"] == "correct"
    game.guess("crony")  # C green
    assert game.letters["c"] == "correct" and game.letters["z"] == "unused"
    # present then grey (steps that no answer gives) still stays present
    assert letter_states(parse_steps("TRACK=..a.. ALOFT=....."))["a"] == "present"


def test_tracker_is_monotone_over_random_games(answers, nyt):
    rng = random.Random(5)
    for _ in range(100):
        game = new_game(answers, nyt, rng)
        before = game.letters
        assert set(before.values()) == {"unused"} and len(before) == 26
        while not game.is_over:
            game.guess(rng.choice(answers.words))
            after = game.letters
            assert all(RANK[after[c]] >= RANK[before[c]] for c in after)
            before = after


def test_win():
    game = Game("crane", TINY)
    game.guess("track")
    assert not game.is_over and game.rounds_left == 5
    assert game.guess("crane") == Step("crane", SOLVED)
    assert (game.is_won, game.is_over, game.rounds_left) == (True, True, 0)
    assert game.guess("salty").reason == "the game is over (won)"
    assert len(game.steps) == 2


def test_loss_after_six_reveals_the_answer():
    game = Game("crane", TINY)
    for word in ("track", "salty", "speed", "eerie", "freed", "crony"):
        assert not game.is_over
        assert isinstance(game.guess(word), Step)
    assert (game.is_won, game.is_over, len(game.steps)) == (False, True, MAX_GUESSES)
    assert game.answer == "crane"
    assert game.guess("crane").reason == "the game is over (lost)"


def test_seeded_games_are_reproducible(answers, nyt):
    def session(seed):
        rng = random.Random(seed)
        return [new_game(answers, nyt, rng).answer for _ in range(20)]

    assert session(42) == session(42)
    assert session(42) != session(43)
    assert len(set(session(42))) > 15  # a new answer each game of a session
    assert all(answer in answers for answer in session(1))


def test_the_repr_does_not_show_the_answer():
    game = Game("crane", TINY)
    game.guess("track")
    assert "crane" not in repr(game) and "track" in repr(game)


# --- challenge codes ---------------------------------------------------------------


def readable_forms(answer: str) -> list[str]:
    rot13 = codecs.encode(answer, "rot13")
    b64 = base64.b64encode(answer.encode()).decode().lower()
    return [answer, answer[::-1], rot13, rot13[::-1], b64, b64.rstrip("=")]


@pytest.mark.parametrize("name", ["answers", "nyt-answers"])
def test_challenge_codes_round_trip_for_every_answer(name):
    answers = word_list(name)
    codes = set()
    for index, answer in enumerate(answers):
        code = challenge_code(answer, answers)
        assert len(code) == 5 and all(c in CODE_DIGITS for c in code)
        assert read_challenge(code) == Challenge(name, index)
        assert read_challenge(f" {code.lower()} ").answer(answers) == answer
        assert not any(form in code.lower() for form in readable_forms(answer))
        codes.add(code)
    assert len(codes) == len(answers)


def test_neighbouring_answers_get_unrelated_codes(answers):
    first, second = (challenge_code(answers[i], answers) for i in (0, 1))
    assert sum(a == b for a, b in zip(first, second)) <= 2


def test_codes_forgive_confusable_letters(answers):
    code = next(c for c in (challenge_code(a, answers) for a in answers) if "0" in c)
    assert read_challenge(code.replace("0", "o")) == read_challenge(code)


@pytest.mark.parametrize(
    "garbage",
    [
        *("", "crane", "ABCD", "ABCDEF", "AB-DE", "ÄBCDE", "UUUUU", "ZZZZZ", "00000"),
        *("hello world", "YA3J\u0131", "\u017fA3J1"),  # str.upper: dotless ı is I, long ſ is S
    ],
)
def test_garbage_is_not_a_challenge_code(garbage):
    with pytest.raises(ChallengeError, match="not a challenge code"):
        read_challenge(garbage)


def test_most_codes_are_garbage():
    rng = random.Random(0)
    tries = ["".join(rng.choice(CODE_DIGITS) for _ in range(5)) for _ in range(2000)]
    decoded = 0
    for code in tries:
        try:
            read_challenge(code)
            decoded += 1
        except ChallengeError:
            pass
    assert decoded <= 10


def test_a_code_is_for_one_list(answers, nyt):
    code = challenge_code("crane", answers)
    with pytest.raises(ChallengeError, match="for the answers list, not nyt"):
        read_challenge(code).answer(nyt)
    with pytest.raises(ChallengeError, match="no answer 2,316"):
        Challenge("answers", len(answers)).answer(answers)
    with pytest.raises(ChallengeError, match="XYLYL is not in the answers list"):
        challenge_code("xylyl", answers)
    with pytest.raises(ChallengeError, match="no challenge codes for the tiny list"):
        challenge_code("crane", TINY)
