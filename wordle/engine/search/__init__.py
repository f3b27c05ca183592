"""Guesses searched and valued: information (`suggest`), expected guesses to finish
(`finish`) and where a guess stands by them (`places`), the openings' tables (`openings`), the
optimal trees and a step judged by them (`tree`), the bot (`bot`) and its six-guess guard
(`guard`), and the advice a player is shown (`advice`), as cooperative work (`work`)."""
