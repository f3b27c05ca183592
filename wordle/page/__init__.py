"""The web page, in two programs that talk only through JSON: ``main`` runs on the page's main
thread (MicroPython: it draws, listens and stores) and ``worker`` in a web worker (Pyodide: the
engine's answers, as data and HTML). Only this room talks to the browser."""
