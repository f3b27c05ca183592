"""The web page: the only code that talks to the browser (``app``, ``advice``, ``play``, ``dom``
import ``js``), and the pure parts it renders with (``board``, ``views``), tested in CPython."""
