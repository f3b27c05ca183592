"""The counts' own HTML escape (both threads use it, MicroPython having no ``html``) escapes
exactly as ``html.escape`` does."""

import html

from hypothesis import given
from hypothesis import strategies as st

from wordle.page.counts import escape


@given(st.text(), st.booleans())
def test_escape_is_htmls(text, quote):
    assert escape(text, quote) == html.escape(text, quote)


def test_every_character_html_needs_escaped():
    assert escape("<a href=\"x\" title='y'>&</a>") == html.escape("<a href=\"x\" title='y'>&</a>")
