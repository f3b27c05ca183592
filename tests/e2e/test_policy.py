"""The page's Content-Security-Policy in real Chromium: HTML slipped into the page runs no
script, by any way HTML can carry one. (Every other browser test runs under the same policy and
fails on any violation: tests/e2e/conftest.py.)"""

from playwright.sync_api import Browser

GAME = "SMART=..a.t,TABLE=ta...,ATTIC=at..."

SEEN = """
window.__refused = [];
document.addEventListener("securitypolicyviolation",
  (event) => window.__refused.push(event.effectiveDirective));
"""
# HTML as a slip in the page's drawing could let it through: each tries to set window.__ran
SLIPS = """
const where = document.getElementById("message");
where.innerHTML = '<img src="data:," onerror="window.__ran = 1">'
  + '<a id="slip" href="javascript:window.__ran = 2">x</a>';
document.getElementById("slip").click();
const script = document.createElement("script");
script.textContent = "window.__ran = 3";
document.body.append(script);
"""


def test_html_slipped_into_the_page_runs_no_script(browser: Browser, base_url: str) -> None:
    context = browser.new_context(base_url=base_url)  # unguarded: violations are expected
    page = context.new_page()
    page.add_init_script(SEEN)
    page.goto("index.html#" + GAME)
    page.wait_for_selector("html.interactive", state="attached")
    page.evaluate(SLIPS)  # the test's own script runs; what it puts in the page does not
    page.wait_for_function("window.__refused.length >= 3 || window.__ran")
    assert page.evaluate("window.__ran") is None, "a script slipped into the page ran"
    assert sorted(page.evaluate("window.__refused")) == [
        "script-src-attr",
        "script-src-elem",
        "script-src-elem",
    ]
    context.close()
