"""A link's fragment read within bounds: every link the page writes whole, anything longer cut
to its start, and each part read once."""

import itertools

from wordle.engine.links import fragments
from wordle.engine.links.fragments import MOST_CHARACTERS, MOST_FLAGS, bounded, read_fragment
from wordle.engine.links.link import fragment_of
from wordle.engine.rules.notation import parse_steps


def test_the_longest_link_the_page_writes_is_read_whole():
    steps = parse_steps("SMART=..a.t TABLE=ta... CRANE=..a.. PLANT=..A.. BLAST=.lAst FEAST=.eASt")
    for words, hard, hide in itertools.product(("answers", "nyt-answers"), (0, 1), (0, 1)):
        fragment = fragment_of(steps, words, bool(hard), bool(hide)) + "&answer=zesty&beat=4"
        assert bounded(fragment) == (fragment, False)
        game, flags = read_fragment(fragment)
        assert fragment.startswith(game) and flags.get("answer") == "zesty"


def test_a_fragment_made_long_is_cut_to_its_start():
    fragment = "SMART=..a.t&words=nyt" + "&h" * 200_000 + "&hide"
    kept, cut = bounded(fragment)
    assert cut and fragment.startswith(kept) and kept.count("&") == MOST_FLAGS
    game, flags = read_fragment(fragment)
    assert game == "SMART=..a.t" and flags == {"words": "nyt", "h": ""}  # &hide: beyond the cut
    long_game = "SMART=..a.t," * 1000
    assert len(bounded(long_game)[0]) == MOST_CHARACTERS and bounded(long_game)[1]


def test_the_line_said_when_a_link_was_cut_names_the_bounds():
    assert f"{MOST_CHARACTERS:,} characters" in fragments.CUT
    assert f"{MOST_FLAGS} options" in fragments.CUT
