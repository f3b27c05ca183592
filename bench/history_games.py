"""Years of a player's daily games as the page keeps them, for the history's benchmark and
tests: one game a day (the simulated players of `players.py`, each game distinct), seeded and
deterministic. Skill and luck are drawn, not reviewed (reviewing a thousand games takes
minutes): the history stores and adds up what a review gave, it never reviews.
"""

import datetime
import random

from players import games

from wordle.engine.rules.notation import format_step

SEED = 85  # the number
FIRST_DAY = datetime.date(2024, 1, 1)


def daily_entries(days: int = 3 * 365, seed: int = SEED) -> list[dict]:
    """`days` days of games, one a day from `FIRST_DAY`, as history entries (the stored
    JSON's objects), the newest first as the page keeps them."""
    rng, entries, seen = random.Random(seed), [], set()
    for game in games(seed, days + days // 8):  # a few alike, left out
        link = ",".join(format_step(step) for step in game.steps)
        if link in seen:
            continue
        seen.add(link)
        day = FIRST_DAY + datetime.timedelta(days=len(entries))
        luck_score = rng.randint(0, 99)
        entries.append(
            {
                "day": day.isoformat(),
                "link": link + ("&hard" if game.hard else ""),
                "guesses": len(game.steps),
                "solved": not game.lost,
                "skill": round(rng.uniform(20, 99), 1),
                "luck": round((luck_score - 50) / 40, 2),
                "answer": game.answer if game.lost else "",
                "mine": True,
                "luck_score": luck_score,
            }
        )
        if len(entries) == days:
            break
    return entries[::-1]
