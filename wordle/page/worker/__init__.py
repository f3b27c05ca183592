"""The page's worker: Pyodide in a web worker, started by PyScript from ``engine.toml``.

It unpacks ``assets/wordle.zip`` (the engine and this folder, never ``main``) and imports
``exports``, whose functions the main thread awaits, JSON text in and out. Modules here import
the engine and each other (relative imports), never the browser: CPython tests them as they are.
"""
