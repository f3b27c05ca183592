"""A game judged: step by step, the candidates each guess left (`analysis`); a played game
reviewed the way WordleBot closes one (`reviewing`), into judgements (`judgements`) put in words
(`reasons`)."""
