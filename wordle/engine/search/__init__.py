"""Guesses searched and valued: information (`suggest`), expected guesses to finish
(`finish`), the openings' tables (`openings`), the optimal trees (`tree`, `ontree`), the bot
(`bot`) and the advice a player is shown (`advice`), as cooperative work (`work`)."""
