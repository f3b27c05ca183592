"""One tab stop per list (the grid, the keyboard, the lists of words): Tab enters and leaves a
list where it was last, the arrow keys, Home and End move within it (a roving tabindex).

The page's HTML gives each list's first item ``tabindex="0"`` and the others ``"-1"``; this
moves the ``0`` to the item focused. MicroPython runs it (see `app`).
"""

from dom import element, on

# A list's container id: (its items, the lines items sit in, for Up and Down; None: one line).
LISTS = {
    "grid": (".tile, .count", ".row"),  # a row's counts follow its tiles
    "keyboard": ("[data-key]", ".keys"),
    "answers": ("[data-word], [data-all]", None),
    "suggestions": ("[data-guess]", None),
    "history": ("a", None),
}
STEPS = {"ArrowLeft": -1, "ArrowRight": 1, "ArrowUp": -1, "ArrowDown": 1}
ENDS = ("Home", "End")


def bind_lists():
    for id_, (items, lines) in LISTS.items():
        bind_list(element(id_), items, lines)


def keep_stop(id_):
    """After a list's items were drawn anew: if its tab stop went with them, the first item
    is the stop (a list the keyboard cannot reach would be lost to it)."""
    container = element(id_)
    if not container.querySelector('[tabindex="0"]'):
        first = container.querySelector(LISTS[id_][0])
        if first:
            first.setAttribute("tabindex", "0")


def bind_list(container, items, lines):
    def focused(event):
        item = event.target.closest(items)
        if item and container.contains(item):
            make_stop(container, item)

    def keydown(event):
        key = str(event.key)
        item = event.target.closest(items)
        if not item or not container.contains(item) or (key not in STEPS and key not in ENDS):
            return
        if event.ctrlKey or event.metaKey or event.altKey or event.shiftKey:
            return
        goal = next_item(container, items, lines, item, key)
        if goal:
            event.preventDefault()
            goal.focus()

    on(container, "focusin", focused)
    on(container, "keydown", keydown)


def make_stop(container, item):
    """Make `item` the list's one tab stop."""
    for other in container.querySelectorAll('[tabindex="0"]'):
        if not other.isSameNode(item):
            other.setAttribute("tabindex", "-1")
    item.setAttribute("tabindex", "0")


def next_item(container, items, lines, item, key):
    """The item `key` moves to from `item`, or None at an edge."""
    every = container.querySelectorAll(items)
    if key in ENDS:
        return every.item(0 if key == "Home" else every.length - 1)
    if lines and key in ("ArrowUp", "ArrowDown"):
        return item_beside(container, items, lines, item, STEPS[key])
    at = position(every, item) + STEPS[key]
    return every.item(at) if 0 <= at < every.length else None


def item_beside(container, items, lines, item, step):
    """The item in the line above (`step` -1) or below (1), at the same place or the nearest."""
    every_line = container.querySelectorAll(lines)
    line = item.closest(lines)
    at = position(every_line, line) + step
    if not 0 <= at < every_line.length:
        return None
    here, there = line.querySelectorAll(items), every_line.item(at).querySelectorAll(items)
    return there.item(min(position(here, item), there.length - 1)) if there.length else None


def position(nodes, node):
    """Where `node` is in the NodeList `nodes` (-1 if absent): proxies are compared in JS."""
    for i in range(nodes.length):
        if nodes.item(i).isSameNode(node):
            return i
    return -1
