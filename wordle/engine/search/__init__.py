"""Guesses searched and valued: information (`suggest`), expected guesses to finish
(`finish`) and where a guess stands by them (`places`), the openings' tables (`openings`), the
optimal trees (`tree`, `tree_place`), the bot (`bot`) and the advice a player is shown (`advice`),
as cooperative work (`work`)."""
