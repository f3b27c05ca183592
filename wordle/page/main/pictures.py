"""Screenshots handed to the page: picked with "Read a screenshot" (the page's script opens the
picker), pasted or dropped anywhere. Each goes to the engine as a ``blob:`` address, which the
worker decodes and reads; not one pixel is touched on this thread. The game read replaces the
one shown, as if typed.

MicroPython runs it (see `app`).
"""

import json

from dom import element, flag, on, run, say_line
from draw import show_grid
from js import document, window


class Pictures:
    """The screenshots given to the page, read once the engine has started."""

    def __init__(self, page):
        self.page = page
        self.waiting = None  # the blob: address of one given before the engine started

    def read(self, url):
        """Read the screenshot at `url` (a ``blob:`` address) once the engine can."""
        flag("data-reading", True)
        if self.page.engine is None:
            self.waiting = url
            say_line("The screenshot is read once the engine has started…")
        else:
            say_line("Reading the screenshot…")
            run(self.take(url))

    def engine_started(self):
        if self.waiting:
            run(self.take(self.waiting))

    async def take(self, url):
        """Read the picture at `url` (the work on the game shown is given up meanwhile: a
        picture read replaces it) and show its game, or say why not, the game shown asked
        about again."""
        self.waiting = None
        page = self.page
        request = {"url": url, "gen": page.state.gen + 1}
        answer = json.loads(await page.engine.read_picture(json.dumps(request)))
        window.URL.revokeObjectURL(url)
        flag("data-reading", False)
        if "error" in answer:
            page.state.notice = "The screenshot could not be read: " + answer["error"]
            page.update()  # shows it, under the game shown, asked about anew
            return
        page.state.options.answer = ""  # a new game: the answer told of the last one goes
        page.state.took_reading(answer, "text")  # shown as if typed: yours
        element("game-text").value = answer["text"]  # where a letter read wrong is put right
        element("entry-error").textContent = ""
        if page.state.mode == "play":
            page.set_mode("analyse")
        else:
            page.update()
        show_grid()


def bind_pictures(page):
    def picked(event):
        take(page, picture_in(event.target.files))
        event.target.value = ""  # the same file picked again is read again

    def pasted(event):
        file = picture_in(event.clipboardData.files if event.clipboardData else None)
        if file:  # else text, pasted as usual
            event.preventDefault()
            take(page, file)

    def dropped(event):
        files = event.dataTransfer.files if event.dataTransfer else None
        if not files or not files.length:
            return
        event.preventDefault()  # the browser would open the file in place of the page
        file = picture_in(files)
        if file:
            take(page, file)
        else:
            say_line(str(files.item(0).name) + ": not a picture", error=True)

    on(element("screenshot"), "change", picked)
    on(document, "paste", pasted)
    on(document, "drop", dropped)


def take(page, file):
    """Hand the picture in `file` to the page to read (nothing when no file was picked)."""
    if file:
        page.pictures.read(str(window.URL.createObjectURL(file)))


def picture_in(files):
    """The first picture among `files` (a FileList), or None."""
    for i in range(files.length if files else 0):
        if str(files.item(i).type).startswith("image/"):
            return files.item(i)
    return None
