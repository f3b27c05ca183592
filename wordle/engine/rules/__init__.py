"""The rules: the colours a guess gets (`score`), how games are written (`notation`) and pasted
(`pasted`), and what a game's facts prove (`knowledge`, `reasoning`, `fitting`), in words
(`wording`, `knowledge_text`)."""
