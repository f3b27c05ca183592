"""The engine: scoring, notations, what a game proves, candidates, suggestions, review, the bot,
play mode's rules and statistics, and the word lists. Pure Python (standard library only), no
I/O but reading its own data files, safe in the terminal, the browser and a worker alike."""
