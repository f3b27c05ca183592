"""The history's trends drawn: skill and luck over time (an SVG line each, with a table of
month by month for screen readers), the guess distribution as bars, the results by first
guess as a table, and the streaks in a sentence. Only drawn here: the numbers are the
engine's (`trends_of`)."""

from datetime import date

from ... import day_said, recent_sentence
from ...engine.rules.score import MAX_GUESSES
from .. import counts

WIDTH, HEIGHT = 320, 120  # the lines' drawing, in its own units: it scales to the card
TOP = 99  # skill and luck are out of 99
OPENERS_SHOWN = 8
NONE = "–"  # a table's cell with nothing to average (no game solved, no luck scored)


def trends_html(trends) -> str:
    """Every chart of `trends` (the engine's `Trends`), in the order a player reads them."""
    if not trends.games:
        return ""
    return "".join(
        [
            _recent(trends),
            _lines(trends.series),
            _guesses(trends.series),
            _distribution(trends),
            _openers(trends),
        ]
    )


def _recent(trends) -> str:
    return f'<p class="recent">{recent_sentence(trends)}</p>'


def _lines(series) -> str:
    """Skill and luck, each day's 14-day average, as two lines over time; a table of each
    month's last for screen readers."""
    if len(series) < 2:
        return ""
    skill = _points(series, [p.skill for p in series], 0, TOP)
    luck = _points(series, [p.luck for p in series], 0, TOP)
    svg = (
        f'<svg class="trend" viewBox="0 0 {WIDTH} {HEIGHT}" preserveAspectRatio="none"'
        ' aria-hidden="true" focusable="false">'
        f'<line class="middle" x1="0" y1="{HEIGHT / 2}" x2="{WIDTH}" y2="{HEIGHT / 2}"/>'
        f'<polyline class="skill" points="{skill}"/>'
        + (f'<polyline class="luck" points="{luck}"/>' if luck else "")
        + "</svg>"
    )
    caption = (
        '<figcaption><span class="key skill">skill</span> and '
        f'<span class="key luck">luck</span> of 99, each a 14-day average, {_ends(series)}'
        "</figcaption>"
    )
    return f'<figure class="chart">{svg}{caption}{_by_month(series)}</figure>'


def _guesses(series) -> str:
    """Guesses a game solved, each day's 14-day average, as a line from 1 (top) to 6, with
    its month-by-month table for screen readers."""
    values = [p.guesses for p in series]
    if len([v for v in values if v is not None]) < 2:
        return ""
    flipped = [None if v is None else MAX_GUESSES + 1 - v for v in values]  # fewer: higher
    line = _points(series, flipped, 1, MAX_GUESSES)
    svg = (
        f'<svg class="trend" viewBox="0 0 {WIDTH} {HEIGHT}" preserveAspectRatio="none"'
        f' aria-hidden="true" focusable="false">'
        f'<polyline class="guesses" points="{line}"/></svg>'
    )
    caption = (
        '<figcaption><span class="key guesses">Guesses</span> a game solved (1 at the top, 6 at'
        f" the bottom), a 14-day average, {_ends(series)}</figcaption>"
    )
    months = {p.day[:7]: p for p in series if p.guesses is not None}
    rows = "".join(
        f'<tr><th scope="row">{_month(p.day)}</th><td>{p.guesses:.2f}</td></tr>'
        for p in months.values()
    )
    table = (
        '<table class="visually-hidden"><caption>Guesses a game solved, 14-day averages at'
        ' each month\'s end</caption><tr><th scope="col">month</th>'
        f'<th scope="col">guesses</th></tr>{rows}</table>'
    )
    return f'<figure class="chart">{svg}{caption}{table}</figure>'


def _points(series, values, low: float, high: float) -> str:
    """`values` (one a day of `series`, None left out) as an SVG polyline's points: days
    across, `low` at the bottom, `high` at the top."""
    first, last = (date.fromisoformat(series[i].day).toordinal() for i in (0, -1))
    span = max(1, last - first)
    return " ".join(
        f"{(date.fromisoformat(p.day).toordinal() - first) * WIDTH / span:.1f},"
        f"{HEIGHT - (v - low) * HEIGHT / (high - low):.1f}"
        for p, v in zip(series, values)
        if v is not None
    )


def _ends(series) -> str:
    return f"{day_said(series[0].day)} to {day_said(series[-1].day)}"


def _by_month(series) -> str:
    months = {}
    for point in series:
        months[point.day[:7]] = point  # each month's last
    rows = "".join(
        f'<tr><th scope="row">{_month(p.day)}</th><td>{p.skill:.0f}</td>'
        f"<td>{NONE if p.luck is None else f'{p.luck:.0f}'}</td></tr>"
        for p in months.values()
    )
    return (
        '<table class="visually-hidden"><caption>14-day averages at each month\'s end'
        '</caption><tr><th scope="col">month</th><th scope="col">skill</th>'
        f'<th scope="col">luck</th></tr>{rows}</table>'
    )


def _distribution(trends) -> str:
    """Games solved in 1 to 6 guesses and not solved, as bars with their counts (drawn: the
    page's policy allows no inline style), and as a list for screen readers."""
    most = max(trends.distribution) or 1
    labels = [str(n) for n in range(1, len(trends.distribution))] + ["X"]
    row, room = 16, WIDTH - 40  # a bar's height and the most a bar takes
    bars = []
    for i, (label, n) in enumerate(zip(labels, trends.distribution)):
        y, width = i * row, max(2.0, room * n / most)
        bars.append(
            f'<text x="0" y="{y + 12}">{label}</text>'
            f'<rect class="{"lost" if label == "X" else "won"}" x="14" y="{y + 2}"'
            f' width="{width:.1f}" height="{row - 4}"/>'
            f'<text x="{14 + width + 4:.1f}" y="{y + 12}">{n}</text>'
        )
    said = "".join(f"<li>{label}: {n}</li>" for label, n in zip(labels, trends.distribution))
    return (
        '<figure class="chart"><figcaption>Guesses per game (X: not solved)</figcaption>'
        f'<svg class="bars" viewBox="0 0 {WIDTH} {row * len(labels)}" aria-hidden="true"'
        f' focusable="false">{"".join(bars)}</svg>'
        f'<ul class="visually-hidden">{said}</ul></figure>'
    )


def _openers(trends) -> str:
    """The first guesses played most, with their games, guesses (solved) and skill."""
    rows = "".join(
        f'<tr><th scope="row">{counts.escape(o.opener.upper())}</th><td>{o.games}</td>'
        f"<td>{NONE if o.guesses is None else f'{o.guesses:.2f}'}</td><td>{o.skill:.0f}</td></tr>"
        for o in trends.openers[:OPENERS_SHOWN]
    )
    return (
        '<table class="openers"><caption>By first guess</caption><tr><th scope="col">first'
        '</th><th scope="col">games</th><th scope="col">guesses</th>'
        f'<th scope="col">skill</th></tr>{rows}</table>'
    )


def _month(text: str) -> str:
    return f"{date.fromisoformat(text):%b %Y}"
