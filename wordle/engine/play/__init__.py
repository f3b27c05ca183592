"""Play mode: a game against a hidden answer (`game`), as a player's screen holds it
(`playing`), and the statistics of games played (`stats`)."""
