from dataclasses import replace

import pytest

from wordle.engine.lists.words import word_list
from wordle.engine.play.stats import Stats
from wordle.engine.review.analysis import analyse
from wordle.engine.rules.knowledge import knowledge_of
from wordle.engine.rules.knowledge_text import summary
from wordle.engine.rules.notation import Step, parse_steps
from wordle.engine.search.suggest import Suggestion, evaluate
from wordle.page.counts import word_buttons
from wordle.page.worker.replies import row_html
from wordle.page.worker.views import (
    distribution,
    known_facts,
    list_items,
    mini_tiles,
    suggestion_items,
)


def test_known_facts_say_what_the_game_proved_and_what_reasoning_adds():
    facts = known_facts(knowledge_of(parse_steps("PLANK=...n. TENOR=TEN.. TENET=TEN.t")))
    assert facts[0] == "Letters: TENt· (lowercase: by reasoning)"
    assert "Absent: A K L O P R" in facts
    assert facts[-1].startswith("By reasoning, T at 4: ")


@pytest.mark.parametrize(
    "game", ["PLANK=...n. TENOR=TEN.. TENET=TEN.t", "SHEEP=..Ee.", "CRANE=c.ane", "ROBOT=.o.O."]
)
def test_the_page_says_the_facts_the_terminal_says(game):
    """One choice of facts (`knowledge_text.facts_of`), said twice: the page's sentences hold
    the terminal's summary's letters, places ruled out, counts, absent letters and reasons."""
    known = knowledge_of(parse_steps(game))
    page = known_facts(known)
    terminal = dict(line.split(":", 1) for line in summary(known).splitlines())
    letters = page[0].removeprefix("Letters: ").split(" ")[0]
    assert letters.replace("·", ".") == terminal["letters"].strip()
    not_here = [s.removeprefix("Not at ") for s in page if s.startswith("Not at ")]
    said = [f"{p.split(':')[0]} not {p.split(': ')[1].replace(' ', '').lower()}" for p in not_here]
    assert ", ".join(said) == terminal.get("not here", "").strip()
    counts = next((s.removeprefix("Counts: ") for s in page if s.startswith("Counts: ")), "")
    assert counts == terminal.get("counts", "").strip()
    absent = next((s.removeprefix("Absent: ") for s in page if s.startswith("Absent: ")), "")
    assert absent.lower() == terminal["absent"].strip().replace("none known", "")
    reasons = [s.removeprefix("By reasoning, ") for s in page if s.startswith("By reasoning")]
    reasoned = [line for line in summary(known).splitlines() if line.startswith("reasoned:")]
    assert reasons == [line.removeprefix("reasoned:  ") for line in reasoned]
    assert reasons or "TENET" not in game  # reasoning is said (the first game has some)


def test_counts_are_said_in_words():
    facts = known_facts(knowledge_of(parse_steps("SHEEP=..Ee.")))
    assert "Counts: at least two Es" in facts


def test_a_long_list_is_cut_with_a_button_for_the_rest():
    words = [f"w{i:04d}" for i in range(5)]
    assert word_buttons(words, 3).count("data-word=") == 3
    assert word_buttons(words, 3).endswith(
        '<li><button type="button" data-all tabindex="-1">Show all 5</button></li>'
    )
    assert "data-all" not in word_buttons(words) and "data-all" not in word_buttons(words, 5)


def test_a_list_of_words_is_one_tab_stop():
    words = [f"w{i:04d}" for i in range(5)]
    for html in (word_buttons(words), word_buttons(words, 3)):
        assert html.count('tabindex="0"') == 1 and html.index('tabindex="0"') < html.index("w0001")
        assert html.count("<button") == html.count("tabindex=")


def test_text_reaching_html_is_escaped():
    assert list_items(['<img src=x onerror="alert(1)">']) == (
        "<li>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</li>"
    )
    assert "<b>" not in word_buttons(["<b>"])


def test_a_row_shows_before_after_and_bits():
    report = analyse(parse_steps("CRANE=..a.e"), word_list("answers")).reports[0]
    html = row_html(report, "classic answers")
    assert f"{report.before:,} → </span><b>{report.after:,}</b>" in html
    assert f"{report.bits:.2f} bits" in html and 'data-show="1"' in html
    others = len(report.valid) - report.after
    assert others > 0 and f">+{others:,}<span" in html and "data-others" in html
    assert f"{others:,} other valid words also fit" in html  # its title, and for screen readers
    assert html.count('tabindex="-1"') == 2  # reached by the arrow keys from the row's tiles


def test_a_winning_row_off_the_list_says_so():
    report = analyse(parse_steps("BLUSH=.....,KAZOO=KAZOO"), word_list("answers")).reports[1]
    html = row_html(report, "classic answers")
    assert "654 → </span><b>0</b>" in html and "solved, not on the list" in html
    assert "not on the classic answers list" in html and "bits" not in html
    assert "data-others" not in html


def test_suggestions_mark_possible_answers():
    items = suggestion_items(
        [Suggestion("moist", 1.5, 2.0, True), Suggestion("hoist", 1.25, 2.5, False)]
    )
    assert items.count("<li>") == 2
    assert items.count("possible answer") == 1
    assert "1.500 bits · 2.00 answers left" in items and "guesses" not in items  # not judged
    judged = suggestion_items([Suggestion("moist", 1.5, 2.0, True, 0.5, 1.75)])
    assert '<span class="expects">1.75 guesses</span> · 1.500 bits · 2.00 answers left' in judged
    assert items.count('tabindex="0"') == 1 and items.count('tabindex="-1"') == 1  # one stop


def test_a_suggestion_beyond_the_list_is_not_called_a_possible_answer():
    """Issue 70: after BEING, CARSE (a valid word off the classic list, with its small chance)
    was called a "possible answer" while the answers card counts only the list; and one that
    could take more guesses than are left says so."""
    result = analyse(parse_steps("BEING=.e..."), word_list("answers"))
    carse, shake = evaluate("carse", result.pool), evaluate("shake", result.pool)
    assert carse.is_candidate and "carse" not in result.pool.on_list
    items = suggestion_items([shake, carse], 4, result.pool.on_list)
    assert items.count('<span class="possible">possible answer</span>') == 1  # SHAKE
    assert '<span class="possible">possible, not on the list</span>' in items  # CARSE
    risky = suggestion_items([replace(shake, could_take=5)], 4, result.pool.on_list)
    assert '<span class="risk">could take 5 to finish, more than the 4 left</span>' in risky


def test_mini_tiles_carry_each_colour():
    assert mini_tiles(Step("moist", 2 + 1 * 3)) == (
        '<span class="mini" data-colour="green">M</span>'
        '<span class="mini" data-colour="yellow">O</span>'
        '<span class="mini" data-colour="grey">I</span>'
        '<span class="mini" data-colour="grey">S</span>'
        '<span class="mini" data-colour="grey">T</span>'
    )


def test_the_distribution_marks_the_latest_win():
    stats = Stats(played=3, streak=2, best_streak=2, wins=[0, 0, 2, 1, 0, 0])
    bars = distribution(stats, latest=4)
    assert bars.count("<li") == 6
    assert '<li data-guesses="4" class="bar latest">' in bars
    assert 'data-width="100">2<' in bars and 'data-width="50">1<' in bars
    assert "style=" not in bars  # the page's policy refuses style attributes in HTML
