"""The page's main thread: MicroPython, started by PyScript from ``pyscript.toml``.

Each module here is compiled to ``assets/main/NAME.mpy`` by ``scripts/build_site.py`` (the list
comes from this folder; ``pyscript.toml`` and ``index.html``'s start files are checked against it
by ``tests/test_build_site.py`` and ``tests/test_page_head.py``) and imported by its bare name
(``from board import Board``). A module may import only its neighbours here and in
``page/screen`` (what the screen holds, free of the browser: tested in CPython), MicroPython's own
modules (``js`` and ``jsffi`` for the browser) and polyscript's (its ``workers``), not PyScript's
``pyscript`` package, which the vendored PyScript no longer writes and compiles at each start; of
the engine, only the few modules shipped with them.
"""
