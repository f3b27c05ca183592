from wordle.engine.answers.hardmode import (
    hard_mode_breaks,
    hard_mode_guesses,
    hard_mode_rules,
    hard_mode_violations,
)
from wordle.engine.rules.notation import parse_steps


def test_greens_stay_and_revealed_letters_are_used():
    rules = hard_mode_rules(parse_steps("CRANE=.R..e"))
    assert hard_mode_breaks("freed", rules) == []
    assert hard_mode_breaks("rebut", rules) == ["2nd letter must be R (step 1)"]
    assert hard_mode_breaks("prior", rules) == ["must contain one E (step 1)"]
    assert hard_mode_breaks("crane", rules) == []  # greys may be played again; yellows may stay


def test_counts_from_one_guess_and_the_highest_wins():
    rules = hard_mode_rules(parse_steps("TENET=TEN.t"))
    assert hard_mode_breaks("tents", rules) == []
    assert hard_mode_breaks("tenor", rules) == ["must contain two Ts (step 1)"]
    rules = hard_mode_rules(parse_steps("SPEED=..e.. EERIE=.e..."))
    assert rules.min_count["e"] == 1


def test_violations_of_a_played_game():
    game = parse_steps("CRANE=.R..e SLOTH=..... PRIDE=.R.dE")
    assert hard_mode_violations(game) == [
        (2, "SLOTH: 2nd letter must be R (step 1)"),
        (2, "SLOTH: must contain one E (step 1)"),
    ]
    assert hard_mode_violations(parse_steps("CRANE=.R..e FREED=.R.e.")) == []


def test_hard_mode_guesses(allowed):
    steps = parse_steps("SALET=.A..t")
    allowed_now = hard_mode_guesses(steps, allowed)
    assert "canty" in allowed_now and "crane" not in allowed_now
    assert all(w[1] == "a" and "t" in w for w in allowed_now)
