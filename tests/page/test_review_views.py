"""The review as the page shows it: a card per guess, its spoiler-free variant, the bot's
game as rows, and why a suggested guess is worth playing."""

import re

import pytest

from wordle.engine.answers.explain import split_of
from wordle.engine.lists.words import WordList, guesses_for, word_list
from wordle.engine.review.judgements import Review
from wordle.engine.review.reasons import guess_skill_words, luck_score_words, skill_words
from wordle.engine.review.reviewing import review
from wordle.engine.review.verdict import verdict_of
from wordle.engine.rules.notation import Step, parse_steps
from wordle.engine.rules.score import GREEN, SOLVED, colours, feedback
from wordle.engine.search.bot import Bot
from wordle.page.worker.views import (
    bot_game,
    hidden_review_cards,
    review_cards,
    split_html,
    verdict_html,
)

TINY = WordList("tiny", ("crane", "crate", "trace", "react"))
ANSWERS = word_list("answers")


NYT = word_list("nyt")


@pytest.fixture(scope="module")
def reviewed():
    """A solved game on the classic list: estimated at first, exact near the end."""
    answers = word_list("answers")
    game = "SALET=.a.e.,BEARD=.ea..,ENEMA=.nE.a,OCEAN=OCEAN"
    return review(parse_steps(game), Bot(answers, guesses_for(answers)))


def cards_of(html: str) -> list[str]:
    return re.findall(r'<li class="review-step" data-review-step="\d+">.*?</li>(?=<li|$)', html)


def test_a_card_per_guess_with_its_numbers_sentence_and_the_bot_s_choice(reviewed):
    html = review_cards(reviewed)
    cards = cards_of(html)
    assert len(cards) == 4 and html == "".join(cards)
    for s, card in zip(reviewed.steps, cards):
        mark = "" if s.place.exact else "~"
        assert f'data-review-step="{s.number}"' in card
        skill = f'{s.skill} of 99<span class="visually-hidden">: </span>'
        skill += f'<span class="vs">{guess_skill_words(s.skill)}</span>'
        assert f'<dd class="skill">{skill}</dd>' in card  # one scale, as luck's (issue 84)
        luck = f'{s.luck_score} of 99<span class="visually-hidden">: </span>'
        luck += f'<span class="vs">{luck_score_words(s.luck_score)}</span>'
        assert f'<dd class="luck">{luck}</dd>' in card
        assert f"{mark}{s.place.expected:.2f}" in card
        best = f"best {mark}{s.place.best_expected:.2f} ({s.best.guess.upper()})"
        if s.rank > 1:
            assert best in card
        else:  # a tie is no loss, and never reads as one (issue 70)
            tied = f"the best, tied with {s.best.guess.upper()}"
            said = "the best" if s.best.guess == s.step.guess else tied
            assert f'<span class="vs">{said}</span>' in card and best not in card
        assert f"{s.rank:,} of {s.place.total:,}" in card
        assert f"{s.before:,} → <b>{s.after:,}</b>" in card
        assert f'aria-label="{s.step.guess.upper()}: ' in card
        assert s.reason.replace("'", "&#x27;") in card
        bot = "the same" if s.bot_guess == s.step.guess else s.bot_guess.upper()
        assert f"The bot would play {bot}." in card  # how it plays: one sentence, not each card
    assert not reviewed.steps[0].place.exact and "~" in cards[0]  # estimated at the opening
    assert reviewed.steps[-1].place.exact and "~" not in cards[-1]


def test_how_the_bot_plays_is_one_sentence_for_the_whole_review():
    """On its tree for SALET, then off it: the cards say only what the bot would play, and
    one sentence says how it chooses (issue 84: "(its optimal tree)" on one card, "(its
    heuristic)" on the next was the bot as two things)."""
    answers = word_list("answers")
    game = [Step(g, feedback(g, "ocean")) for g in ("salet", "fuzzy", "crown", "ocean")]
    reviewed = review(game, Bot(answers, guesses_for(answers)))
    on_tree = [s.bot_on_tree for s in reviewed.steps]
    assert on_tree[0] and not all(on_tree)  # both in one review
    assert "(its " not in review_cards(reviewed)
    assert "optimal tree" in reviewed.bot_how and "heuristic" in reviewed.bot_how
    off_tree = review(game[1:], Bot(NYT, guesses_for(NYT)))  # no tree for every word
    assert not any(s.bot_on_tree for s in off_tree.steps) and "while" not in off_tree.bot_how


@pytest.mark.parametrize("hard", [True, False])
def test_hard_mode_breaks_are_said_on_their_card_in_hard_mode_only(hard):
    game = parse_steps("CRANE=CRA.E TRACE=tRAcE CRATE=CRATE")
    result = review(game, Bot(TINY, TINY, hard=hard))
    cards = cards_of(review_cards(result))
    breaks = [card.count('class="step-breaks"') for card in cards]
    assert breaks == [len(s.hard_mode_breaks) for s in result.steps]
    assert (sum(breaks) > 0) == hard


def test_a_spoiler_free_card_has_colours_counts_skill_and_luck_and_no_word(reviewed):
    html = hidden_review_cards(reviewed)
    words = {s.step.guess for s in reviewed.steps} | {s.best.guess for s in reviewed.steps}
    words |= {s.bot_guess for s in reviewed.steps} | {"ocean"}
    assert not [w for w in words if w in html.lower()]
    assert not re.search(r'class="mini"[^>]*>[^<]', html)  # no letter in a tile
    cards = cards_of(html)
    assert len(cards) == 4
    for s, card in zip(reviewed.steps, cards):
        assert f'<dd class="skill">{s.skill} of 99<' in card and f"{s.luck_score} of 99" in card
        assert f"{s.before:,} → <b>{s.after:,}</b>" in card
        assert card.count('data-colour="green"') == colours(s.step.pattern).count(GREEN)
    assert "Rank" not in html and "bot" not in html


def test_the_bot_s_game_is_rows_of_tiles_with_the_answers_left():
    line = [Step(g, feedback(g, "react")) for g in ("crane", "trace", "react")]
    html = bot_game(line, [2, 1, 1])
    assert html.startswith('<h3 class="bot-title">The bot\'s game: REACT in 3 guesses</h3>')
    rows = re.findall(
        r'<li data-bot-step="(\d)" data-left="(\d)">.*?<span>([^<]*)</span></li>', html
    )
    assert rows == [("1", "2", "2 left"), ("2", "1", "1 left"), ("3", "1", "solved")]
    assert 'aria-label="TRACE: ' in html and line[-1].pattern == SOLVED
    assert bot_game([], []) == ""


def test_a_suggested_guess_shows_its_groups_as_tiles():
    split = split_of("stomp", ["crane", "crate", "trace", "react", "stomp"])
    html = split_html(split, groups=2, words=1)
    assert html.startswith(f"<p>{split.lead()}</p>")
    assert re.findall(r"<b>(\d+)</b> <span class=\"group-words\">([^<]*)</span>", html) == [
        ("3", "crate, +2 more"),
        ("1", "crane"),
    ]
    assert html.endswith('<p class="note">and 1 smaller group</p>')
    assert split_html(split_of("react", ["react"])) == (
        "<p>REACT is the only answer left: playing it wins.</p>"
    )


def test_a_card_says_why_the_bot_leaves_the_best_and_ranks_a_broken_guess_as_if_allowed():
    answers = word_list("answers")
    game = parse_steps("BEING=.e... CLASP=..As. SHAME=SHA.E SHAKE=SHAKE")
    result = review(game, Bot(answers, guesses_for(answers), hard=True))
    cards = cards_of(review_cards(result))
    assert "The bot would play REAKS. SKATE expects fewer guesses" in cards[2]
    assert "more than the 4 left" not in cards[1] + cards[3]
    second = result.steps[1]
    assert second.hard_mode_breaks  # CLASP broke hard mode: ranked among the allowed guesses
    assert f"{second.rank:,} of {second.place.total:,}, were it allowed" in cards[1]
    assert "were it allowed" not in cards[0] + cards[2] + cards[3]


def test_the_verdict_under_the_grid_says_the_outcome_mode_scales_and_the_bot(reviewed):
    verdict = verdict_of(reviewed, "nyt-answers", hard=True)
    html = verdict_html(verdict)
    assert html.startswith('<p class="verdict-outcome"><strong>Solved in 4</strong> ')
    assert '<span class="verdict-mode">NYT answers 2023, hard mode</span>' in html
    skill, luck = verdict.skill, verdict.luck
    assert f"Skill <b>{skill}</b> of 99: {skill_words(skill)}</span>" in html
    assert f"Luck <b>{luck}</b> of 99: {luck_score_words(luck)}</span>" in html
    assert f"The bot: <b>{len(reviewed.bot_line)}</b> guesses</span>" in html
    assert verdict_html(None) == ""


def test_a_guess_tied_with_the_best_reads_as_the_best():
    """Issue 70: on SHAKE's card (the answer, rank 1) "best 2.50 (SHARE)" read as better."""
    game = [Step(g, feedback(g, "shake")) for g in ("being", "clasp", "shame", "shake")]
    last = review(game, Bot(ANSWERS, guesses_for(ANSWERS), hard=True)).steps[-1]
    assert last.rank == 1 and last.best.guess == "share"
    card = review_cards(Review([last], "shake", []))
    assert '<span class="vs">the best, tied with SHARE</span>' in card and "best 2.50" not in card
