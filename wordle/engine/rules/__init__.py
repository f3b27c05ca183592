"""The rules: the colours a guess gets (`score`), how games are written (`notation`), and
what a game's facts prove (`knowledge`, `reasoning`, `fitting`), in words (`wording`)."""
