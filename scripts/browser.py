"""How the tests and benchmarks launch Chromium, and how they see the page become ready."""

from pathlib import Path

SYSTEM_CHROMIUM = Path("/usr/bin/chromium")  # Debian's: Playwright cannot download its own here
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

# Records, in page time, when <html> first gets the class "ready" (window.__readyAt, ms since
# navigation start). Add it as an init script: it runs before any page script.
READY_PROBE = """
(() => {
  const seen = () => document.documentElement?.classList.contains("ready");
  const observer = new MutationObserver(() => {
    if (seen()) { window.__readyAt = performance.now(); observer.disconnect(); }
  });
  observer.observe(document, { attributes: true, attributeFilter: ["class"], subtree: true });
})();
"""


def launch_options() -> dict:
    """Playwright's launch options: Debian's Chromium when installed, else Playwright's own."""
    options: dict = {"args": CHROMIUM_ARGS}
    if SYSTEM_CHROMIUM.exists():
        options["executable_path"] = str(SYSTEM_CHROMIUM)
    return options
