"""The answers a game leaves: which words still fit (`candidates`), how likely each is
(`likelihood`, `pool`: the answer model), what hard mode allows (`hardmode`), and why a word
is or is not possible (`explain`)."""
