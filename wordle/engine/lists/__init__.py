"""The word lists: their names, spelled once (`names`), those shipped and custom ones
(`words`), as bitsets (`bitsets`) and as rows of patterns computed a whole list at a time
(`rows`)."""
