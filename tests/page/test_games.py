"""Your game and a link's, kept apart (the page's `games`): what is stored, under which key,
what is shown revealed, and what the line about your game says."""

from wordle.page.screen.board import steps_from_link
from wordle.page.screen.games import OWN, SHARED, Games

CRANE = steps_from_link("CRANE=..a..")
SMART = steps_from_link("SMART=..a.t,TABLE=ta...")


def link_opened(own=CRANE, shared=(), steps=SMART):
    games = Games(own, list(shared))
    games.open_link()
    return games, games.read_link(steps)


def test_your_game_is_stored_as_yours():
    games = Games(CRANE, [])
    assert games.to_store(SMART, "SMART=..a.t", hidden=False) == {OWN: "SMART=..a.t"}
    assert games.own_steps == SMART and games.kept_label() == ""


def test_a_links_game_never_replaces_yours_and_says_yours_is_kept():
    games, revealed = link_opened()
    assert not revealed and not games.is_own
    assert games.kept_label() == "CRANE"
    assert games.to_store(SMART, "SMART=..a.t,TABLE=ta...", hidden=False) == {
        SHARED: "SMART=..a.t,TABLE=ta..."
    }
    assert games.own_steps == CRANE


def test_a_spoiler_free_game_not_revealed_is_stored_nowhere():
    games, _ = link_opened()
    assert games.to_store(SMART, "SMART=..a.t", hidden=True) == {}
    assert games.shared_steps == [] and games.own_steps == CRANE


def test_a_link_to_your_own_game_is_yours_and_shows_revealed():
    games, revealed = link_opened(steps=[tuple(step) for step in CRANE])
    assert revealed and games.is_own and games.kept_label() == ""


def test_a_links_game_revealed_before_shows_revealed_again():
    assert link_opened(shared=SMART)[1]
    assert not link_opened(shared=SMART, steps=SMART[:1])[1]
    assert not link_opened(own=[], shared=[], steps=SMART)[1]


def test_saying_it_is_yours_stores_it_as_yours():
    games, _ = link_opened()
    games.take()
    assert games.to_store(SMART, "SMART=..a.t", hidden=False) == {OWN: "SMART=..a.t"}
    assert games.kept_label() == ""


def test_your_game_is_named_by_its_first_guess_and_how_many_more():
    games, _ = link_opened(own=CRANE + SMART)  # three guesses
    assert games.kept_label() == "CRANE and 2 more"


def test_with_no_game_of_yours_nothing_is_said_kept():
    assert link_opened(own=[])[0].kept_label() == ""
    assert link_opened(own=None)[0].kept_label() == ""  # a stored game not read here
    assert not link_opened(own=None)[0].is_own


def test_a_game_played_counts_as_yours_and_keeps_your_own_game():
    games = Games(CRANE, [])
    games.show_played(SMART)
    assert games.counts_as_mine and not games.is_own and games.kept_label() == "CRANE"
    assert games.to_store(SMART, "SMART=..a.t", hidden=False) == {}  # play keeps it
    assert games.own_steps == CRANE
    games.open_link()
    assert not games.counts_as_mine


def test_a_game_played_with_no_other_game_of_yours_is_simply_yours():
    for own in ([], SMART):
        games = Games(own, [])
        games.show_played(SMART)
        assert games.is_own and games.kept_label() == ""
