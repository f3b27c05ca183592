"""Collection settings for the whole tree (pytest also runs the package's doctests)."""

collect_ignore = ["wordle/page.py", "scripts", "bench", "node_modules", "assets"]
