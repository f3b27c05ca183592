"""The page's Content-Security-Policy, written into ``index.html`` with its inline scripts' hashes.

GitHub Pages sends no headers of ours, so the policy is a ``<meta http-equiv>`` in the page's
head, before any script. Its sources, and why each is allowed, are in `DIRECTIVES` (and in
docs/page.md). Inline scripts run by hash alone: `with_policy` hashes the ones the page has
(``build_site.py`` refreshes the repository's ``index.html``; ``stamp.py`` the published one,
whose first script it changes), so a script added or changed by anyone else never runs.

Run as a script, it refreshes ``index.html`` and says whether it changed.
"""

from __future__ import annotations

import base64
import hashlib
import re
import sys
from pathlib import Path

# Each directive, its sources and why. "HASHES" stands for the inline scripts' hashes.
DIRECTIVES = (
    ("default-src", "'none'", "anything not named below is refused"),
    (
        "script-src",
        "'self' HASHES 'unsafe-eval'",
        "the site's own scripts and the page's two inline ones by hash, nothing else inline "
        "(no handler attribute, no javascript: URL); eval because PyScript builds its worker's "
        "hooks from their source text with Function() on the main thread and in the worker "
        "(core.js), which 'wasm-unsafe-eval' alone refuses; it also lets WebAssembly compile",
    ),
    ("style-src", "'self'", "the site's style sheets: no inline style"),
    ("img-src", "'self' blob: data:", "icons; a screenshot read is shown from a blob: URL"),
    ("font-src", "'self'", "no font from elsewhere"),
    (
        "connect-src",
        "'self' blob:",
        "the site's files (word lists, runtimes, bytecode); a screenshot is read from its "
        "blob: URL",
    ),
    ("worker-src", "'self' blob:", "the service worker (sw.js); PyScript's worker, from a blob"),
    ("manifest-src", "'self'", "the web app manifest"),
    ("object-src", "'none'", "no plug-in"),
    ("base-uri", "'none'", "no <base> can move where relative URLs point"),
    ("form-action", "'none'", "the forms are read by the page, never sent"),
)
META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="[^"]*">')
# An inline script the browser runs: no src, and no type but a module's (PyScript's are text)
INLINE_SCRIPT = re.compile(r'<script(?: type="module")?>(.*?)</script>', re.S)


def script_hashes(html: str) -> list[str]:
    """Each inline script's CSP source, ``'sha256-…'``, in the page's order."""
    hashes = []
    for body in INLINE_SCRIPT.findall(html):
        digest = base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()
        hashes.append(f"'sha256-{digest}'")
    return hashes


def policy(html: str) -> str:
    """The policy text for the page `html`."""
    hashes = " ".join(script_hashes(html))
    return "; ".join(f"{name} {src.replace('HASHES', hashes)}" for name, src, _ in DIRECTIVES)


def with_policy(html: str) -> str:
    """`html` with its policy up to date (the page must have the meta tag once)."""
    if len(META.findall(html)) != 1:
        raise ValueError("index.html: expected one Content-Security-Policy meta tag")
    tag = f'<meta http-equiv="Content-Security-Policy" content="{policy(html)}">'
    return META.sub(lambda _: tag, html)


def refresh(page: Path) -> bool:
    """Write `page`'s policy if it is not up to date; whether it was written."""
    html = page.read_text()
    updated = with_policy(html)
    if updated == html:
        return False
    page.write_text(updated)
    return True


if __name__ == "__main__":
    root = Path(__file__).resolve().parents[1]
    changed = refresh(root / "index.html")
    print("index.html: policy " + ("refreshed" if changed else "up to date"))
    sys.exit(0)
