"""Root at the table: the board, pieces, cards, faction panels, prompt and overlays — all drawn
by us from data/root/ and the engine's `view(seat)`; every click is one legal choice."""
