"""What the page's Python modules share for talking to the browser: elements, events,
storage that may be disabled, the clipboard, and work put off until after a paint."""

import contextlib

from js import document, localStorage, navigator, window  # type: ignore
from pyodide.ffi import create_proxy  # type: ignore

STORE = "wordle-companion:"
_proxies = []  # event handlers must outlive the function that attached them


def element(id_: str):
    return document.getElementById(id_)


def on(target, event: str, handler) -> None:
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    target.addEventListener(event, proxy)


def stored(key: str) -> str | None:
    try:
        return localStorage.getItem(STORE + key)
    except Exception:  # storage can be disabled: the page still works
        return None


def store(key: str, value: str) -> None:
    with contextlib.suppress(Exception):
        localStorage.setItem(STORE + key, value)


def copy(text: str, what: str, note: str = "copied") -> None:
    """Put `text` on the clipboard, saying so in the element `note` (or showing the text)."""

    def done(*_):
        element(note).textContent = f"{what} copied."

    def failed(*_):
        element(note).textContent = f"Could not copy; here it is: {text}"

    try:
        navigator.clipboard.writeText(text).then(create_proxy(done), create_proxy(failed))
    except Exception:
        failed()


def later(milliseconds: int, work) -> None:
    """Run `work` after the page has had a chance to paint and respond."""
    proxy = create_proxy(lambda *_: work())
    _proxies.append(proxy)
    window.setTimeout(proxy, milliseconds)
