"""The screenshot reader, beside the engine: where a picture's Wordle grid is (`grid`), each
tile's colour and letter and the game they make (`screenshot`), the rows' words (`words`), by
letter shapes made from a font (`glyphs`)."""


class ScreenshotError(ValueError):
    """The picture cannot be read as a Wordle game: the message says why."""
