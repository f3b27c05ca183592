"""A letter's count in words, as every explanation says it: ``one E``, ``two Ts``, ``no E``,
``at most one E``, ``twice``."""


def copies(count: int, letter: str) -> str:
    """``one E``, ``two Ts``, ``no E``."""
    letter = letter.upper()
    return f"{number_word(count)} {letter}" if count == 1 else f"{number_word(count)} {letter}s"


def at_most(count: int, letter: str) -> str:
    """``no E`` or ``at most two Es``."""
    return f"no {letter.upper()}" if count == 0 else f"at most {copies(count, letter)}"


def times(count: int) -> str:
    """``once``, ``twice``, ``three times``."""
    return {1: "once", 2: "twice"}.get(count, f"{number_word(count)} times")


def number_word(count: int) -> str:
    return ("no", "one", "two", "three", "four", "five")[count] if count <= 5 else str(count)
