"""Collection settings for the whole tree (pytest also runs the package's doctests)."""

collect_ignore = ["scripts", "bench", "node_modules", "assets"]
collect_ignore_glob = ["wordle/page*.py"]  # the page's Python imports the browser's `js`
