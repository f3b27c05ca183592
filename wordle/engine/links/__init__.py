"""Links to a game: the game as the page's link writes it (`link`), a spoiler-free game code
that spells none of its guesses (`codes`), and a link's game read back (`reading`)."""
