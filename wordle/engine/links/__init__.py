"""Links to a game: the game as the page's link writes it (`link`) and a spoiler-free game
code that spells none of its guesses (`codes`)."""
