"""The screenshot reader, beside the engine: where a picture's Wordle grid is (`grid`), each
tile's colour and letter and the game they make (`screenshot`), by letter shapes made from a
font (`glyphs`)."""
