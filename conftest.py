"""Collection settings for the whole tree (pytest also runs the package's doctests)."""

collect_ignore = ["scripts", "bench", "node_modules", "assets"]
# The page's main-thread modules import PyScript; its board and worker side are collected.
collect_ignore_glob = [f"wordle/page/{name}.py" for name in ("app", "dom", "focus", "grid", "play")]
