"""The screenshot reader, beside the engine: where a picture's Wordle grid is, each tile's
colour and letter (`screenshot`), by letter shapes made from a font (`glyphs`)."""
