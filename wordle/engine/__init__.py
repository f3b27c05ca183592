"""The engine, pure Python (standard library only, no I/O but reading its own data files), in
rooms that each import only those listed before them:

- ``rules``: the one scoring rule, how games are written, and what a game's facts prove;
- ``lists``: the word lists shipped, as bitsets and pattern rows;
- ``answers``: which words can still be the answer, how likely each is (the answer model),
  which guesses hard mode allows, and why;
- ``search``: every guess searched and valued: suggestions, expected guesses, the openings,
  the optimal trees, the bot and its advice;
- ``review``: a game step by step, and the review of a played game;
- ``links``: a game as a link writes it, and the code that spells none of its guesses
  (after ``rules`` and the lists' names alone);
- ``play``: play mode's game, screen and statistics (after ``links`` and ``answers``).
"""
