"""The page's main thread: MicroPython, started by PyScript from ``pyscript.toml``.

Each module here is compiled to ``assets/main/NAME.mpy`` by ``scripts/build_site.py`` (the list
comes from this folder; ``pyscript.toml`` and ``index.html``'s start files are checked against it
by ``tests/test_build_site.py`` and ``tests/test_page_head.py``) and imported by its bare name
(``from board import Board``). A module may import only its neighbours here, MicroPython's own
modules, ``pyscript`` and ``js``: never the engine, which is the worker's. The modules that
import nothing of the browser (``state``, ``shown``, ``board``, ``games``) are tested in CPython
as they are (the root ``conftest.py`` puts this folder on the path, as MicroPython has it).
"""
