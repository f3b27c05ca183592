"""The engine's long jobs pause often enough for the page's worker to let a newer request in
(issue 45): the larger parts of a job each stand between pauses of their own, counted by
work, not by a clock."""

from wordle.engine.answers.likelihood import likelihood
from wordle.engine.answers.pool import Pool
from wordle.engine.lists import rows
from wordle.engine.lists.words import WordList, word_list
from wordle.engine.rules.notation import Step, parse_steps
from wordle.engine.rules.score import feedback
from wordle.engine.search import bounds, places, splits, suggest
from wordle.engine.search import finish as search_finish
from wordle.engine.search.finish import Finish
from wordle.engine.search.work import finish

ANSWERS, ALLOWED, NYT = word_list("answers"), word_list("allowed"), word_list("nyt")


def stretches(work, calls: list) -> list[list]:
    """The calls recorded in `calls` while `work` ran, stretch by stretch (between pauses)."""
    found = []
    while True:
        calls.clear()
        try:
            next(work)
        except StopIteration:
            return [*found, list(calls)]
        found.append(list(calls))


def counting(monkeypatch, module, name: str, calls: list) -> None:
    """`module.name` records its calls' name in `calls`."""
    plain = getattr(module, name)
    monkeypatch.setattr(module, name, lambda *a: calls.append(name) or plain(*a))


def left_after(guess: str, answer: str) -> tuple[list[Step], tuple[str, ...]]:
    steps = [Step(guess, feedback(guess, answer))]
    fits = (w for w in ANSWERS.words if feedback(guess, w) == steps[0].pattern)
    return steps, tuple(fits)


def test_the_exact_leaders_bound_their_splits_a_slice_at_a_time(monkeypatch):
    """A few candidates: every guess's split is made and bounded before any is searched,
    6,000 distinct splits of the whole list, 48 ms in CPython at once."""
    steps, left = left_after("salet", "plant")
    assert len(left) <= places.EXACT_UP_TO
    calls, plain = [], splits.itemgetter

    def row_reader(*places):  # `split_floors` reads each split's row with it, once
        read = plain(*places)
        return lambda row: calls.append("floor") or read(row)

    monkeypatch.setattr(splits, "itemgetter", row_reader)
    work = places.leading(Pool.of(left), ALLOWED, steps, Finish(lambda s: ALLOWED), 10, str)
    bounded = [len(calls) for calls in stretches(work, calls)]
    assert sum(bounded) > 2 * splits.SPLITS_AT_ONCE
    assert max(bounded) <= splits.SPLITS_AT_ONCE
    monkeypatch.setattr(splits, "itemgetter", plain)
    paused = finish(
        places.leading(Pool.of(left), ALLOWED, steps, Finish(lambda s: ALLOWED), 10, str)
    )
    monkeypatch.setattr(splits, "SPLITS_AT_ONCE", 10**9)
    assert paused == finish(
        places.leading(Pool.of(left), ALLOWED, steps, Finish(lambda s: ALLOWED), 10, str)
    )


def test_a_large_steps_place_bounds_every_guess_between_pauses_of_its_own(monkeypatch):
    """The list's letter parts built (once per list) 4,000 guesses at a time (the whole list
    at once took 20-30 ms in CPython), numbered, and every guess's entropy bound: each
    between pauses of their own."""
    steps, left = left_after("salet", "pinky")
    guesses = WordList("allowed again", ALLOWED.words)  # its letter parts not built yet
    calls = []
    counting(monkeypatch, bounds, "ceilings", calls)
    counting(monkeypatch, rows, "_parts", calls)
    counting(monkeypatch, rows.LetterParts, "_numbered", calls)
    judging = places.place(
        Pool.of(left), guesses, steps, Finish(lambda s: guesses), "crane", likelihood().key
    )
    found = [calls for calls in stretches(judging, calls) if calls]
    split = [calls.count("_parts") for calls in found]
    assert sum(split) == len(guesses) and max(split) <= rows.PARTS_AT_ONCE
    assert ["_numbered"] in found and ["ceilings"] in found


def test_an_exact_search_pauses_before_each_search_among_every_guess(monkeypatch):
    """Six candidates after CRANE and LATCH on the NYT's list: judging the list's first guess,
    AAHED, which tells nothing, searches them as deep as they need, 22 searches among its
    14,855 guesses (`group_counts`), 33 ms in CPython at once: one between two pauses."""
    steps = parse_steps("CRANE=c.a.. LATCH=.ATCH")
    left = tuple(w for w in NYT.words if all(feedback(s.guess, w) == s.pattern for s in steps))
    calls = []
    counting(monkeypatch, search_finish, "group_counts", calls)
    judging = places.outlook(Pool.of(left), ["aahed"], steps, Finish(lambda s: NYT))
    searches = [len(calls) for calls in stretches(judging, calls)]
    assert len(left) == 6 and sum(searches) > 10
    assert max(searches) == 1


def test_the_bots_greedy_guess_builds_the_lists_letter_parts_between_pauses(monkeypatch):
    """The bot's greedy play-outs rank the classic list's guesses by information: the list's
    letter parts built (once per list) and every guess bounded by them took 32 ms in CPython
    between two pauses; now they go a slice at a time, and never share a stretch."""
    _, left = left_after("salet", "hatch")
    guesses = WordList("allowed again", ALLOWED.words)  # its letter parts not built yet
    calls = []
    counting(monkeypatch, rows, "_parts", calls)
    counting(monkeypatch, rows.LetterParts, "_numbered", calls)
    counting(monkeypatch, suggest, "part_bound", calls)
    found = stretches(suggest.ranking(left, guesses, 1), calls)
    split = [calls.count("_parts") for calls in found]
    assert sum(split) == len(guesses) and max(split) <= rows.PARTS_AT_ONCE
    assert any("part_bound" in calls for calls in found)
    assert not [calls for calls in found if "part_bound" in calls and "_numbered" in calls]
    made, plain = guesses.letter_parts, rows.LetterParts.of(ALLOWED.words)
    assert (made.parts, made.slots) == (plain.parts, plain.slots)


def test_every_guesss_groups_are_counted_a_slice_at_a_time(monkeypatch):
    """With a few dozen candidates, a guess's entropy bound comes from its number of groups
    (`group_counts`): 29 candidates times the 12,972 guesses take 5 ms in CPython, 57 times
    the NYT's 14,855 take 14 ms; counted `GROUPS_AT_ONCE` candidates times guesses at once."""
    _, left = left_after("salet", "hatch")
    calls, plain = [], suggest.group_counts
    monkeypatch.setattr(
        suggest, "group_counts", lambda c, g: calls.append(len(c) * len(g)) or plain(c, g)
    )
    counted = [sum(calls) for calls in stretches(suggest.ceilings(left, ALLOWED), calls)]
    assert sum(counted) == len(left) * len(ALLOWED) and max(counted) <= suggest.GROUPS_AT_ONCE
    paused = list(finish(suggest.ceilings(left, ALLOWED)))
    monkeypatch.setattr(suggest, "GROUPS_AT_ONCE", 10**9)
    assert paused == list(finish(suggest.ceilings(left, ALLOWED)))
