"""Every row of controls whole at every width from 320 to 1280 px, in both modes: the header
(the title, Analyse and Play, the options), the grid's rows, the keyboard, and the rows of
buttons, options and forms. No control out of the viewport, out of its row, clipped by an
ancestor (the modes' rounded box once hid Play from 421 to about 640 px), nor over another.

One page load: the viewport walks in steps of 10 px (and through the phones' widths), one
check in the page per width. The themes (dark, high contrast) change colours only, so one
theme is enough.
"""

import re

from opening import show
from playwright.sync_api import Page, expect

# Every 10 px, and the phones' and tablets' widths and the stylesheet's breakpoints between.
WIDTHS = sorted({*range(320, 1281, 10), 375, 390, 393, 414, 421, 428, 761, 768, 834, 901})
HEIGHT = 800
# A link's game, three steps: counts beside the rows, and the note (with its button) above them.
GAME = "SMART=..a.t,TABLE=ta...,ATTIC=at..."

# The width's problems, each naming the width and the control. A row's controls are those of
# CONTROLS it holds that are shown (an element hidden, or in a closed mode, is not); the
# header's title is checked with them for overlaps.
PROBLEMS = """(width) => {
  const ROWS = ["header.top", "#grid .row", "#keyboard .keys", ".jumps", ".buttons",
    ".options-row", ".inline", ".mine-note", ".own-note", ".spoiler-note"].join(", ");
  const CONTROLS = "button, select, input, textarea, a.help-link, label.switch";
  const view = document.documentElement.clientWidth, problems = [];
  const shown = (element) => element.checkVisibility({ visibilityProperty: true });
  const name = (element) => element.id ? `#${element.id}`
    : element.dataset.key ? `key ${element.dataset.key}`
    : element.dataset.tile ? `tile ${+element.dataset.row + 1}.${+element.dataset.tile + 1}`
    : element.tagName.toLowerCase() + [...element.classList].map((c) => "." + c).join("")
      + (element.matches(CONTROLS) ? ` "${element.textContent.trim().slice(0, 20)}"` : "");
  const padding = (element) => {  // what an element's overflow clips to
    const box = element.getBoundingClientRect();
    const left = box.left + element.clientLeft, top = box.top + element.clientTop;
    return { left, top, right: left + element.clientWidth, bottom: top + element.clientHeight };
  };
  const shared = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left))
    * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const outside = (box, edge, axes = "xy") =>
    box.left < edge.left - 0.5 || box.right > edge.right + 0.5
    || (axes.includes("y") && (box.top < edge.top - 0.5 || box.bottom > edge.bottom + 0.5));
  const px = (x) => x.toFixed(1);
  const seen = [];  // [element, box], every row's, for overlaps across rows too
  for (const row of document.querySelectorAll(ROWS)) {
    if (!shown(row)) continue;
    const rowBox = row.getBoundingClientRect();
    const controls = [...row.querySelectorAll(CONTROLS)].filter(shown);
    for (const item of row.matches("header") ? [row.querySelector("h1"), ...controls] : controls) {
      if (seen.some(([other]) => other === item)) continue;
      const box = item.getBoundingClientRect(), what = `${width} px: ${name(item)}`;
      if (box.width < 1 || box.height < 1) { problems.push(`${what} has no size`); continue; }
      if (outside(box, { left: 0, right: view }, "x"))
        problems.push(`${what} out of the viewport: ${px(box.left)} to ${px(box.right)} px`
          + ` of ${view}`);
      if (outside(box, rowBox, "x")) problems.push(`${what} overflows its row ${name(row)}`);
      for (let above = item.parentElement; above; above = above.parentElement) {
        const style = getComputedStyle(above);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const edge = padding(above);
        if (outside(box, edge)) problems.push(`${what} clipped by ${name(above)}: `
          + `${Math.round(100 * shared(box, edge) / (box.width * box.height))} % of it shown`);
      }
      if (item.matches("button, a") && item.scrollWidth > item.clientWidth + 1)
        problems.push(`${what}: its label overflows it`);
      for (const [other, otherBox] of seen) {
        if (!item.contains(other) && !other.contains(item) && shared(box, otherBox) > 1)
          problems.push(`${what} overlaps ${name(other)}`);
      }
      seen.push([item, box]);
    }
  }
  const rows = [...document.querySelectorAll("#grid .row")].filter(shown);
  const heights = new Set(rows.map((row) => Math.round(row.getBoundingClientRect().height)));
  if (heights.size > 1)  // a row's counts wrapping makes it taller than the others
    problems.push(`${width} px: the grid's rows differ in height: ${[...heights].join(", ")}`);
  return problems;
}"""


def walk(page: Page, mode: str) -> list[str]:
    """Every width's problems, in the mode the page is in."""
    problems = []
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": HEIGHT})
        problems += [f"{mode}, {problem}" for problem in page.evaluate(PROBLEMS, width)]
    return problems


def failing_widths(problems: list[str]) -> str:
    """Which widths failed, by mode, as runs of the widths walked: 'analyse: 421-630 px'."""
    failed: dict[str, set[int]] = {}
    for problem in problems:
        mode, width = re.match(r"(\w+), (\d+) px", problem).groups()
        failed.setdefault(mode, set()).add(int(width))
    spans = []
    for mode, widths in failed.items():
        runs: list[list[int]] = []
        for i, width in enumerate(WIDTHS):
            if width in widths:
                if runs and runs[-1][-1] == WIDTHS[i - 1]:
                    runs[-1].append(width)
                else:
                    runs.append([width])
        text = ", ".join(f"{r[0]}-{r[-1]}" if len(r) > 1 else f"{r[0]}" for r in runs)
        spans.append(f"{mode}: {text} px")
    return "; ".join(spans)


def test_every_control_is_whole_at_every_width(module_page: Page, goto_ready):
    page = show(module_page, goto_ready, GAME)
    problems = walk(page, "analyse")
    page.click("#mode-play")
    expect(page.locator("#play-card")).to_be_visible()
    problems += walk(page, "play")
    page.click("#mode-analyse")
    expect(page.locator("html")).not_to_have_class(re.compile(r"\bplaying\b"))
    shown = "\n".join(problems[:60] + [f"... and {len(problems) - 60} more"] * (len(problems) > 60))
    assert not problems, f"failing widths: {failing_widths(problems)}\n{shown}"
