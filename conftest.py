"""Collection settings for the whole tree (pytest also runs the package's doctests)."""

collect_ignore = ["scripts", "bench", "node_modules", "assets"]
# The page's browser glue imports the browser's `js`: its pure parts (board, views) are collected.
collect_ignore_glob = [f"wordle/page/{name}.py" for name in ("app", "advice", "dom", "play")]
