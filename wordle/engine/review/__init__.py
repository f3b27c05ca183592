"""A game judged: step by step, the candidates each guess left (`analysis`), and the review of
a played game the way WordleBot closes one (`steps`)."""
