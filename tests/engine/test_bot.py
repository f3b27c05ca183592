import random

import pytest

from wordle.engine.answers.candidates import fits
from wordle.engine.answers.hardmode import hard_mode_breaks, hard_mode_key, hard_mode_rules
from wordle.engine.lists.rows import letter_masks, split_apart
from wordle.engine.lists.words import word_list
from wordle.engine.rules.notation import Step
from wordle.engine.rules.score import SOLVED, feedback
from wordle.engine.search import guard, suggest
from wordle.engine.search.bot import Bot
from wordle.engine.search.suggest import best_guesses, brute_force
from wordle.engine.search.work import finish

from sizes import drawn_random, sized


@pytest.fixture(scope="module")
def bots(answers, allowed):
    return {hard: Bot(answers, allowed, hard=hard) for hard in (False, True)}


@pytest.fixture(scope="module")
def heuristic(answers, allowed):
    """The bot off the optimal tree, as it plays other lists and openers."""
    return {hard: Bot(answers, allowed, hard=hard, optimal=False) for hard in (False, True)}


@pytest.mark.parametrize("optimal", [True, False])
@pytest.mark.parametrize("hard", [False, True])
def test_the_bot_solves_a_sample_within_six(bots, heuristic, answers, hard, optimal):
    bot = (bots if optimal else heuristic)[hard]
    assert (bot.tree is not None) == optimal
    rng = drawn_random("test_the_bot_solves_a_sample_within_six")  # another sample each day
    sample = rng.sample(answers.words, sized(10, 60))
    for answer in [*sample, "mound", "watch", "foyer"]:
        steps = bot.play(answer)
        assert steps[0].guess == "salet"
        assert steps[-1].pattern == SOLVED and steps[-1].guess == answer
        assert len(steps) <= 6, (answer, steps)
        for number in range(1, len(steps) if hard else 0):
            rules = hard_mode_rules(steps[:number])
            assert hard_mode_breaks(steps[number].guess, rules) == []


@pytest.mark.parametrize("optimal", [True, False])
def test_the_bot_is_deterministic_and_answers_mid_game(bots, heuristic, answers, optimal):
    bot = (bots if optimal else heuristic)[False]
    assert bot.play("ocean") == bot.play("ocean")
    steps = bot.play("ocean")
    remaining = [w for w in answers.words if fits(steps[:1], w)]
    assert bot.guess_for(steps[:1], remaining) == steps[1].guess


@pytest.mark.parametrize("optimal", [True, False])
def test_playing_yields_before_each_guess_it_works_out(bots, heuristic, optimal):
    bot = (bots if optimal else heuristic)[False]
    work, yields = bot.playing("ocean"), 0
    while True:
        try:
            next(work)
            yields += 1
        except StopIteration as done:
            steps = done.value
            break
    # a pause before each guess it works out, and more while it works one out off its tree
    assert steps == bot.play("ocean") and yields >= len(steps) - 1 >= 2


@pytest.mark.parametrize("hard", [False, True])
def test_on_the_classic_lists_the_bot_plays_the_optimal_tree(bots, heuristic, answers, hard):
    bot, tree = bots[hard], bots[hard].tree
    for answer in random.Random(15).sample(answers.words, 150):
        game = bot.play(answer)
        assert tuple(s.guess for s in game) == tree.games[answer]
        assert bot.plays_tree(game) and not heuristic[hard].plays_tree(game)
    # 7,933 and 8,141 guesses in all by the heuristic: it strays from the tree somewhere
    assert any(heuristic[hard].play(a) != bot.play(a) for a in answers.words[:300])


def test_off_the_tree_the_bot_plays_its_heuristic(bots, answers, allowed, nyt):
    assert Bot(answers, allowed, start="crane").tree is None  # the tree opens with SALET
    assert Bot(word_list("nyt-answers"), nyt, start="salet").tree is None  # its tree: TARSE
    assert Bot(word_list("nyt"), nyt).tree is None  # no tree for the whole list
    bot = bots[False]
    assert bot.tree_guess([]) == "salet"
    steps = [Step("salet", feedback("salet", "cigar")), Step("crane", feedback("crane", "cigar"))]
    assert bot.tree_guess(steps) is None  # CRANE is not the tree's second guess here
    remaining = [w for w in answers.words if fits(steps, w)]
    assert bot.guess_for(steps, remaining) in remaining  # the heuristic's pick (one left)
    kazoo = bot.play("kazoo")  # beyond the list: its colours leave the tree
    assert kazoo[-1].guess == "kazoo" and not bot.plays_tree(kazoo)


def test_the_bots_choice_pauses_as_it_works_and_chooses_as_when_run_through():
    """The page's worker looks at newer requests at the pauses of the review, which asks
    the bot's choice at every step: the choice (its search and the greedy play-outs that
    weigh its options) pauses, and paused or not, it is the same guess."""
    from wordle.engine.lists.words import guesses_for
    from wordle.engine.rules.notation import parse_steps

    answers = word_list("answers")
    steps = parse_steps("CRANE=c.a.. LATCH=.ATCH")  # few answers: options played out
    paused, through = Bot(answers, guesses_for(answers)), Bot(answers, guesses_for(answers))
    work = paused.guessing_for(steps, paused.pool_after(steps))
    pauses = 0
    try:
        while True:
            next(work)
            pauses += 1
    except StopIteration as done:
        chosen = done.value
    assert pauses > 1
    assert chosen == through.guess_for(steps, through.pool_after(steps))


def plain_worst(bot: Bot, guess: str, steps: list, candidates: tuple) -> int:
    """The most guesses an answer on the list could take, `guess` included, the bot's greedy
    play after it, read straight: every group played out to the end, each greedy guess the
    first of the ranking over the guesses allowed then."""
    from wordle.engine.search.suggest import best_guesses

    groups: dict = {}
    for word in candidates:
        groups.setdefault(feedback(guess, word), []).append(word)
    if len(groups) == 1 and SOLVED not in groups:
        return 12
    worst = int(any(word in bot.answers for word in candidates))
    for pattern, group in groups.items():
        later = [*steps, Step(guess, pattern)]
        if pattern == SOLVED:
            continue
        if len(group) == 1:
            after = int(group[0] in bot.answers)
        else:
            greedy = best_guesses(bot.pool(tuple(group)), bot.allowed_guesses(later), 1)[0].guess
            after = plain_worst(bot, greedy, later, tuple(group))
        if after:
            worst = max(worst, 1 + after)
    return worst


@pytest.mark.parametrize("hard", [False, True], ids=["normal", "hard"])
def test_a_play_out_stopped_at_the_guesses_left_tells_what_playing_it_all_tells(answers, hard):
    """The bot plays its options out only as far as the guesses left need (a group of k
    words never takes more than k): the most an option could take is the plain play-out's
    whenever that is more than the guesses left, and within them otherwise; asked only
    whether it is more, the answer is the same; asked again for other rooms, in any order
    (what it keeps), the same."""
    rng = drawn_random(f"test_a_play_out_stopped_at_the_guesses_left[{hard}]")
    openers = ["lucky", "mamma", "gawky", "jazzy", "crane", "hatch"]
    found = 0
    while found < sized(2, 6):
        answer = rng.choice(answers.words)
        steps = [Step(g, feedback(g, answer)) for g in rng.sample(openers, 2)]
        bot = Bot(answers, word_list("allowed"), hard=hard, optimal=False)
        pool = bot.pool_after(steps)
        if not bot.weighs_options(pool):
            continue
        found += 1
        candidates = tuple(sorted(pool.words))
        options = [w for w, _ in finish(bot.leading(steps, pool, 3))]
        for guess in options:
            plain = plain_worst(bot, guess, list(steps), candidates)
            for room in rng.sample(range(6), 6):  # each kept for the next: in any order
                exact = finish(bot.guard.worst_after(guess, list(steps), candidates, room, True))
                over = finish(bot.guard.worst_after(guess, list(steps), candidates, room, False))
                assert exact == plain if plain > room else exact <= room, (guess, room)
                assert (over > room) == (plain > room), (guess, room)


def test_the_hard_mode_key_made_step_by_step_is_the_rules(allowed):
    """The bot keys hard-mode states step by step (`hard_mode_key`): the same greens and least
    counts as the rules worked out from the whole game, repeated letters included."""
    rng = drawn_random("hard mode key")
    games = [("speed", "eerie", "tenet"), ("tenet", "eerie")] + [
        tuple(rng.sample(allowed.words, rng.randint(1, 6))) for _ in range(sized(300, 5_000))
    ]
    for played in games:
        answer = rng.choice(allowed.words)
        steps = tuple(Step(guess, feedback(guess, answer)) for guess in played)
        for end in range(len(steps) + 1):
            rules = hard_mode_rules(steps[:end])
            expected = tuple(rules.fixed), tuple(sorted(rules.min_count.items()))
            assert hard_mode_key(steps[:end]) == expected, steps[:end]


@pytest.mark.parametrize("hard", [False, True])
def test_the_greedy_guess_among_guesses_splitting_few_words_apart_is_the_rankings(
    answers, allowed, hard
):
    """With few words left, the guard's greedy guess is first sought among the guesses
    that split them apart (`guard.greedy_apart`): whenever it is found so it is
    `ranking`'s first, and judging every guess's (`brute_force`) unless a word of the pool
    splits the rest apart; in hard mode too, over the guesses it allows."""
    rng = drawn_random(f"test_the_greedy_guess_among_guesses_splitting_few_words_apart[{hard}]")
    bot, found, tried = Bot(answers, allowed, hard=hard), 0, 0
    while found < sized(12, 60):
        answer = rng.choice(answers.words)
        steps = [Step(g, feedback(g, answer)) for g in rng.sample(allowed.words, 2)]
        pool = bot.pool_after(steps)
        if not 2 <= len(pool) <= guard.FEW_APART:
            continue
        guesses, tried = bot.allowed_guesses(steps), tried + 1
        apart = guard.greedy_apart(pool, guesses)
        if apart is None:
            continue
        found += 1
        assert apart == best_guesses(pool, guesses, 1)[0].guess, steps
        if not suggest.perfect_candidates(pool, 1):
            assert apart == brute_force(pool, guesses, 1)[0].guess, steps
    assert found >= tried / (3 if hard else 2)  # most are found so (fewer in hard mode)


def test_split_apart_marks_the_guesses_showing_each_word_its_own_pattern(allowed):
    rng = random.Random(83)
    guesses = rng.sample(allowed.words, 2000)
    masks = letter_masks(guesses)
    for size in (1, 2, 5, 8):
        words = rng.sample(allowed.words, size)
        lanes = split_apart(words, masks, len(guesses))
        plain = [len({feedback(g, w) for w in words}) == size for g in guesses]
        assert [lane == 0x80 for lane in lanes] == plain
        assert set(lanes) <= {0, 0x80}
