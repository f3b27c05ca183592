"""The page's state as the page drives it (`State`, `shown`): typing, links and your game,
spoiler-free links, the engine's answers by generation, what is stored and what the history
keeps; in CPython, with the real worker answering where the page would ask it."""

import json

import pytest
import shown
from board import steps_from_link
from games import OWN, SHARED, TYPING
from state import GREYED, HIDDEN, State, retype

from wordle.engine.links.codes import game_code
from wordle.page.worker.screenshots import reading_reply
from wordle.page.worker.service import GameService
from wordle.reader.screenshot import Reading

GAME = "SMART=..a.t,TABLE=ta...,ATTIC=at..."
CRANE = "CRANE=..a.."


def typed(state, keys):
    """Type `keys` as the page would (``\\n`` Enter, ``<`` Backspace); what was refused."""
    refused = []
    for key in keys:
        key = {"\n": "Enter", "<": "Backspace"}.get(key, key)
        refusal = state.refusal(key)
        if refusal:
            refused.append(refusal)
        else:
            state.key(key)
    return refused


def own_game(game=CRANE):
    """The bare page with `game` stored as yours."""
    state = State("answers", steps_from_link(game), [])
    state.open_own({}, None)
    assert state.read(game, "storage")
    return state


def opened_link(fragment, own=CRANE, shared=""):
    """A partner's page opening `fragment` (``GAME&flag&...``) with `own` stored as theirs."""
    state = State("answers", steps_from_link(own), steps_from_link(shared))
    game, *flags = fragment.split("&")
    state.open_link(dict(flag.partition("=")[::2] for flag in flags))
    state.read(game, "link")
    return state


def answered(state, service=None):
    """Ask the real worker for the analysis, as the page does, and hand it the answer."""
    state.changed()
    analysed = (service or GameService()).counts(json.loads(json.dumps(state.request())))
    assert state.took_counts(json.loads(json.dumps(analysed)))
    return analysed


# --- typing ----------------------------------------------------------------------------


def test_typed_rows_are_the_game_and_enter_on_a_short_row_is_refused():
    state = State("answers", [], [])
    assert typed(state, "smar\n") == ["SMAR: a guess has 5 letters"]
    assert typed(state, "t\ntable") == []
    assert [step.guess for step in state.board.steps()] == ["smart"]  # TABLE: not coloured
    assert state.is_typing() and state.fragment() == "SMART=....."
    assert typed(state, "\n") == [] and state.fragment() == "SMART=.....,TABLE=....."
    assert typed(state, "<<<<<") == [] and state.board.steps() == [("smart", 0)]


def test_a_key_or_click_on_a_spoiler_free_game_not_revealed_is_refused():
    state = opened_link(GAME + "&hide")
    assert state.is_hidden()
    assert state.refusal("a") == state.refusal() == HIDDEN
    state.options.reveal()
    assert state.refusal("a") == "" and state.cycle(0, 0)


def test_a_click_cycles_a_tile_and_clears_the_notice():
    state = own_game()
    state.notice = "Back to your game."
    assert not state.cycle(1, 0) and state.notice  # an empty tile
    assert state.cycle(0, 0) and state.notice == ""
    assert state.fragment() == "CRANE=c.a.."


# --- your game and a link's -------------------------------------------------------------


def test_a_links_game_is_shown_yours_is_kept_and_clear_goes_back_to_it():
    state = opened_link(GAME)
    assert not state.games.is_own and state.games.kept_label() == "CRANE"
    assert state.to_store() == {SHARED: GAME}  # revealed: kept apart from yours
    assert shown.offers_mine(state)
    assert not state.clear()  # the page goes back to your game
    assert state.board.steps() == steps_from_link(GAME)


def test_clear_on_your_game_empties_it():
    state = own_game()
    state.options.answer = "ocean"
    assert state.clear() and state.board.steps() == [] and state.options.answer == ""
    assert state.to_store() == {OWN: "", "words": "answers", TYPING: ""}


def test_a_spoiler_free_links_code_is_read_here_its_game_shown_at_once_and_hidden():
    code = game_code(steps_from_link(GAME))
    state = opened_link("g=" + code.lower() + "&hide")  # a code is read in any case
    assert not state.reading and state.board.steps() == steps_from_link(GAME)
    assert not state.options.revealed and state.fragment() == "g=" + code + "&hide"
    assert all(letter == "" for _, _, letter, *_ in shown.tiles(state))
    assert state.to_store() == {}


def test_a_mistyped_code_is_left_to_the_engine_which_says_why():
    code = game_code(steps_from_link(GAME))
    state = opened_link("g=" + code[:-1] + "&hide")
    assert state.reading and state.board.steps() == []


def test_a_spoiler_free_link_not_revealed_is_stored_nowhere_and_spelled_by_its_code():
    state = opened_link(GAME + "&hide")
    assert state.to_store() == {} and not shown.offers_mine(state)
    assert state.fragment() == "g=" + game_code(steps_from_link(GAME)) + "&hide"  # at once
    answered(state)
    assert state.fragment() == "g=" + game_code(steps_from_link(GAME)) + "&hide"
    assert all(letter == "" for _, _, letter, *_ in shown.tiles(state))
    state.options.reveal()
    assert state.to_store() == {SHARED: GAME}


def test_a_link_to_your_own_game_is_yours():
    state = opened_link(CRANE + "&hide")
    assert state.games.is_own and not state.is_hidden()
    assert state.to_store()[OWN] == CRANE


def test_a_link_s_options_are_taken_and_your_list_stays_yours():
    state = opened_link(GAME + "&words=nyt&hard&answer=ocean")
    assert (state.options.words, state.options.hard, state.options.answer) == ("nyt", True, "ocean")
    assert "words" not in state.to_store()  # the list you chose stays yours
    assert opened_link(GAME + "&words=nope").options.words == "answers"
    assert (
        opened_link(GAME + "&hide&answer=ocean").options.answer == ""
    )  # never in a spoiler-free one


def test_saying_a_link_s_game_is_yours_counts_it():
    state = opened_link(GAME)
    record = {"day": 1, "solved": True}
    state.record = record
    assert state.claim() is record and record["mine"] is True
    assert state.to_store()[OWN] == GAME


def test_switching_spoiler_free_says_when_what_is_shown_changes():
    state = own_game()
    assert not state.options.set_spoiler_free(True)  # your game stays revealed
    assert state.options.spoiler_free and not state.is_hidden()
    hidden = opened_link(GAME + "&hide")
    assert hidden.options.set_spoiler_free(False) and not hidden.is_hidden()


# --- reading a text --------------------------------------------------------------------


def test_a_text_links_do_not_write_waits_for_the_engine_and_nothing_is_stored_meanwhile():
    state = own_game()
    assert not state.read("smart:BBYBY", "text")
    assert state.reading and state.to_store() == {} and state.address() is None
    read = GameService().read_game("smart:BBYBY")
    assert state.took_reading(read, "text") == ""
    assert state.board.steps() == [("smart", 90)] and state.to_store()[OWN] == "SMART=..a.t"


def test_a_share_text_s_colours_wait_for_their_words_and_set_hard_mode():
    state = State("answers", [], [])
    share = "Wordle 1,234 3/6*\n\n⬛⬛🟨⬛🟨\n🟨🟨⬛⬛⬛\n🟩🟩🟩🟩🟩"
    state.read(share, "text")
    assert state.took_reading(GameService().read_game(share), "text") == ""
    assert state.options.hard and state.notice.startswith("Type the guesses")
    assert [row.given for row in state.board.rows[:4]] == [True, True, True, False]
    assert state.options.words == "nyt-answers"  # puzzle 1,234: the NYT's list, said
    assert "Wordle 1,234 is judged on “NYT answers”" in state.notice
    assert "choose “classic answers”" in state.notice  # and the way back
    nyt = State("nyt-answers", [], [])
    nyt.read(share, "text")
    nyt.took_reading(GameService().read_game(share), "text")
    assert nyt.notice == "Type the guesses: their colours are in place."
    early = State("answers", [], [])  # puzzle 200: the classic list, which list is today's said
    early.took_reading(GameService().read_game(share.replace("1,234", "200")), "text")
    assert early.options.words == "answers" and "Today's NYT games come from" in early.notice
    every = State("nyt", [], [])  # a list chosen other than the classic: kept
    every.took_reading(GameService().read_game(share), "text")
    assert every.options.words == "nyt" and "judged on" not in every.notice
    smart = State("answers", [], [])  # not a share: nothing said of lists
    smart.took_reading(GameService().read_game("smart:BBYBY"), "text")
    assert smart.notice == ""


def test_a_share_text_says_the_mode_and_other_texts_leave_it():
    """``3/6*`` is hard mode and ``3/6`` is not, whatever was ticked before (a hard game
    cleared, then a normal one pasted, was reviewed in hard mode); a game written any other
    way says nothing of the mode, and the box stays as it was."""
    state = State("answers", [], [])
    for text, hard in [
        ("Wordle 1,234 4/6*\n\n⬛⬛🟨⬛🟨 SMART\n🟩🟩🟩🟩🟩 QUOTA", True),
        ("Wordle 1,235 4/6\n\n⬛⬛🟨⬛🟨 SMART\n🟩🟩🟩🟩🟩 QUOTA", False),
        ("Wordle 1,234 4/6*\n\n⬛⬛🟨⬛🟨 SMART\n🟩🟩🟩🟩🟩 QUOTA", True),
        ("smart:BBYBY", True),  # no share: the box as it was
    ]:
        state.clear()
        state.read(text, "text")
        assert state.took_reading(GameService().read_game(text), "text") == ""
        assert state.options.hard is hard, text
    state.options.hard = False
    state.read("SMART=..a.t", "text")
    assert state.options.hard is False


def test_an_unreadable_link_says_so_and_a_text_keeps_the_game():
    state = own_game()
    state.read("CRANES", "text")
    error = state.took_reading(GameService().read_game("CRANES"), "text")
    assert "5 letters" in error and state.notice == ""
    assert state.board.steps() == steps_from_link(CRANE)  # nothing lost
    state.took_reading({"error": "no such code"}, "link")
    assert state.notice == "The link's game could not be read: no such code"
    state.analysed = {"error": None, "message": "Some words are not on the list."}
    assert shown.message(state) == (state.notice, True)  # a notice that is an error: red


# --- the engine's answers --------------------------------------------------------------


def test_the_worker_answers_the_state_s_request_with_the_seed_counts():
    state = opened_link(GAME)
    answered(state)
    rows = [(r, report["remaining"]) for r, _, report, _ in shown.rows(state) if report]
    assert rows == [(0, 59), (1, 5), (2, 2)]
    assert shown.message(state) == (state.analysed["message"], False)  # a notice, not an error


def test_an_answer_for_an_older_game_is_dropped():
    state = own_game()
    analysed = answered(state)
    typed(state, "s")
    state.changed()
    assert not state.took_counts(analysed)
    assert shown.current(state) is None  # the rows wait for the new answer
    assert all(report is None for _, _, report, _ in shown.rows(state))


def test_a_contradiction_marks_its_tile_and_row_and_is_the_message():
    state = own_game("CRANE=.....,CRANE=C....")
    answered(state)
    wrong = [(r, t) for r, t, _, _, is_wrong, _ in shown.tiles(state) if is_wrong]
    reasons = [r for r, _, _, reason in shown.rows(state) if reason]
    assert len(wrong) == 1 and reasons == [wrong[0][0]] == [1]
    state.notice = "a notice"
    assert shown.message(state) == (state.analysed["message"], True)  # the error comes first


def test_the_request_is_what_the_protocol_names():
    from protocol import GAME as GAME_KEYS

    request = own_game().request(word="crane")
    assert set(request) == set(GAME_KEYS) | {"word"}
    assert request["steps"] == [["crane", 9]]


# --- the review and the history ----------------------------------------------------------


@pytest.mark.parametrize(
    ("fragment", "kept", "mine"),
    [(CRANE, True, True), (GAME, True, False), (GAME + "&hide", False, None)],
)
def test_the_history_keeps_a_game_reviewed_unless_it_is_not_revealed(fragment, kept, mine):
    state = opened_link(fragment)
    answered(state)
    record = state.took_review({"record": {"day": 1, "solved": True}})
    assert (record is not None) == kept
    if kept:
        assert record["mine"] is mine and record["link"] == state.fragment()


def test_an_answer_refused_is_forgotten_and_the_link_drops_it():
    state = own_game("CRANE=.....")
    state.options.tell_answer(" Ocean ")
    assert state.options.answer == "ocean" and state.fragment().endswith("&answer=ocean")
    record = state.took_review({"answer_error": "OCEAN: no", "record": {"day": 1}})
    assert state.options.answer == "" and record["link"] == "CRANE=....."


def test_a_game_played_is_analysed_as_yours():
    state = opened_link(GAME + "&hide")
    review = {"game": {"steps": [["crane", 9]], "hard": True, "answer": "ocean"}, "words": "nyt"}
    state.played(review)
    assert state.games.is_own and not state.is_hidden()
    assert (state.options.words, state.options.hard, state.options.answer) == ("nyt", True, "ocean")
    assert state.to_store()[OWN] == "CRANE=..a..&words=nyt&hard&answer=ocean"


def test_the_answer_is_asked_for_a_game_out_of_tries_never_one_being_played():
    """Issue 84 (minor): two guesses in, the review asked "Finished without solving it?"."""
    assert not shown.asks_answer(own_game(), unsolved=True)
    six = ",".join(["CRANE=....."] * 6)
    assert shown.asks_answer(own_game(six), unsolved=True)
    assert shown.answer_label(own_game(six)) == "Not solved: what was the answer?"
    told = opened_link("CRANE=.....&answer=fuzzy")  # told: shown, and may be changed
    assert shown.asks_answer(told, unsolved=True)


def test_an_answer_told_is_said_never_asked_and_never_of_a_hidden_game():
    six = ",".join(["CRANE=....."] * 6)
    state = opened_link(six + "&answer=fuzzy")
    assert shown.told_answer(state) == "FUZZY"
    assert shown.answer_label(state) == "Not solved. Reviewed against the answer:"
    hidden = opened_link(six + "&hide&answer=fuzzy")
    assert shown.told_answer(hidden) == "" and "FUZZY" not in shown.answer_label(hidden)


def test_a_screenshot_read_is_your_game_with_its_doubted_letters_marked_until_edited():
    reading = Reading(steps=[("crane", 9), ("quirk", 0)], unsure=[(1, 0)])
    reading.notes = ["row 2: letter 1 looks most like O; QUIRK is the word that fits"]
    state = opened_link(GAME + "&hide")  # a partner's hidden game on show
    assert state.took_reading(reading_reply(reading), "text") == ""
    assert state.games.is_own and not state.is_hidden()
    assert state.to_store()[OWN] == "CRANE=..a..,QUIRK=....."
    assert SHARED not in state.to_store()  # the link's game, never revealed, is kept nowhere
    marked = [(r, t) for r, t, *_, unsure in shown.tiles(state) if unsure]
    assert marked == [(1, 0)]
    assert state.notice == (
        "Read from the screenshot: row 2: letter 1 looks most like O; QUIRK is the word that "
        "fits. Letters worth checking are dotted: to correct one, edit the game in the box "
        "under “Or paste your game” and press Show."
    )
    typed(state, "s")
    assert state.unsure == [] and state.notice == ""


def test_typing_the_only_answer_left_shows_it_green():
    """Issue 46 #12: the one answer still possible, typed, takes the colours it must show;
    another word, or the same after an edit that lets more words in, keeps them to set."""
    state = own_game("CRANE=..a..,TOILS=t...s,PASTY=PAST.")
    answered(state)
    assert state.analysed["only"] == "pasta"
    typed(state, "pasta")
    assert state.board.rows[3].tiles == [2] * 5 and state.board.steps()[-1].guess == "pasta"
    typed(state, "<<<<<pasts")
    assert state.board.rows[3].tiles != [2] * 5  # not the answer: its colours are to set
    hidden = opened_link("g=" + game_code(steps_from_link("CRANE=..a..,TOILS=t...s")) + "&hide")
    assert answered(hidden)["only"] == ""  # a spoiler-free game spells no answer
    earlier = own_game("CRANE=..A..")  # an analysis of another game: its answer does not fit
    earlier.analysed = {"only": "pasta"}
    typed(earlier, "pasta")
    assert earlier.board.rows[1].tiles != [2] * 5


@pytest.mark.parametrize(
    ("game", "ended"),
    [("LEMON=LEMON", "solved in 1"), ("SALET=.....," * 5 + "CRANE=.....", "six guesses")],
    ids=["won", "lost"],
)
def test_a_finished_game_stays_finished_and_says_how_to_go_on(game, ended):
    """Issue 70 #4: letters typed after a win or a loss start no row; the page says the game
    is over and how to change it or start another; Backspace still takes a letter back."""
    state = own_game(game)
    before = state.fragment()
    said = state.over("s")
    assert (
        said == f"The game is over ({ended}): ⌫ takes back its last letter; Clear starts another."
    )
    assert not state.key("s") and typed(state, "tare\n") == [] and state.fragment() == before
    assert state.over("Enter") == said and state.refusal("Enter") == ""
    assert shown.finished_game(state) and state.over("Backspace") == ""
    assert state.key("Backspace") and not state.board.is_over() and state.over("s") == ""
    assert not shown.finished_game(state)


def test_the_box_shows_the_grids_game_but_never_a_hidden_one_or_colours_awaiting_words():
    """Issue 70 #5: what the grid has is what Show would show: the paste box is written from
    the grid, spaced, as the engine reads it back; not a hidden game's words, and not over a
    share's colours still waiting for their words."""
    state = own_game(GAME)
    assert state.box_text() == "SMART=..a.t TABLE=ta... ATTIC=at..."
    typed(state, "quota\n")
    assert state.box_text() == "SMART=..a.t TABLE=ta... ATTIC=at... QUOTA=....."
    hidden = opened_link(GAME + "&hide")
    assert hidden.is_hidden() and hidden.box_text() is None
    hidden.options.reveal()
    assert hidden.box_text() == "SMART=..a.t TABLE=ta... ATTIC=at..."
    share = State("answers", [], [])
    text = "Wordle 1,234 3/6\n\n⬛⬛🟨⬛🟨\n🟨🟨⬛⬛⬛\n🟩🟩🟩🟩🟩"
    share.read(text, "text")
    share.took_reading(GameService().read_game(text), "text")
    assert share.box_text() is None  # the share's text stays in the box
    typed(share, "alertsoilyfloss")
    assert share.box_text() == "ALERT=..e.t SOILY=so... FLOSS=FLOSS"


def test_enter_on_tiles_not_coloured_says_they_turned_grey():
    """Issue 70: Enter greyed the tiles not coloured yet without a word."""
    state = State("answers", [], [])
    typed(state, "smart")
    state.cycle(0, 2)  # A yellow; the others outlined
    typed(state, "\n")
    assert state.fragment() == "SMART=..a.." and state.notice == GREYED
    typed(state, "t")
    assert state.notice == ""
    typed(state, "able")
    for tile in range(5):
        state.cycle(1, tile)
    typed(state, "\n")  # every tile coloured: nothing to say
    assert state.notice == "" and state.fragment() == "SMART=..a..,TABLE=table"


def test_a_row_half_typed_is_kept_with_your_game_and_typed_back():
    """Issue 70: a half-typed row was lost on reload."""
    state = State("answers", own_steps=[], shared_steps=[])
    for key in "cranesla":
        state.key(key)
    state.cycle(1, 1)  # L: yellow
    kept = state.to_store()
    assert kept[OWN] == "CRANE=....."
    assert json.loads(kept[TYPING]) == ["sla", [-1, 1, 0, -1, -1]]  # A: known grey
    again = State("answers", own_steps=state.board.steps(), shared_steps=[])
    again.open_own({}, "answers")
    assert again.read(kept[OWN], "storage") and retype(again.board, kept[TYPING])
    assert again.board.typing() == state.board.typing() and again.to_store() == kept


def test_a_row_kept_that_cannot_be_typed_back_is_left():
    state = State("answers", own_steps=[], shared_steps=[])
    state.read("CRANE=CRANE", "storage")  # over: nothing more is typed
    assert not retype(state.board, '["sla", [-1, -1, -1, -1, -1]]')
    state = State("answers", own_steps=[], shared_steps=[])
    for text in ("", "{", '["sl4", [-1, -1, -1, -1, -1]]', '["sl", [9, 0, 0, 0, 0]]', "[1]"):
        assert not retype(state.board, text) and state.board.typing() is None, text


def test_the_verdict_knows_a_guess_broke_hard_mode_from_the_engine_s_rows():
    """Issue 86: whether a guess broke hard mode was read by sniffing the rows' HTML; the
    engine's counts now say it of each row (`broken`), and the early counts never do."""
    game = "BEING=.e...,CLASP=..As.,SHAME=SHA.E"
    for flags, broke in (("&hard", True), ("", False)):
        state = opened_link(game + flags)
        answered(state)
        assert shown.breaks_hard_mode(state) is broke, flags
        state.analysed["rows"][1]["html"] = state.analysed["rows"][1]["html"].replace("breaks", "")
        assert shown.breaks_hard_mode(state) is broke  # the flag, not the words shown
