"""What the page's screen holds, free of the browser: the game being entered (`board`), whose
game it is (`games`), the analysis view's state (`state`) and what it shows of it (`shown`),
and the counts made before the engine has started (`early`).

They run on the main thread beside ``page/main``'s modules, shipped the same way (as
``assets/main/NAME.mpy``, imported by bare name), and are tested in CPython as they are (the
root ``conftest.py`` puts this folder on the path, as MicroPython has it).
"""
