"""The word lists: those shipped and custom ones (`words`), as bitsets (`bitsets`) and as
rows of patterns computed a whole list at a time (`rows`)."""
