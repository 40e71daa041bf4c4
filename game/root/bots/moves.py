"""An automaton's move of warriors: the core move (game/root/flow/move.py) plus what the automata
add to it — a face-up snare stops the move (Clockwork 2), a Ferry crossing scores (map rule).
Here, not in mapfeatures, so the core rules never import an automaton module."""
from __future__ import annotations

from ..flow import do_move
from ..mapfeatures import ferry_crossed, is_ferry_move
from .snare import stopped


def bot_move(ctx, seat, a: int, b: int, n: int) -> bool:
    """An automaton's move of n warriors a -> b (its adjacency: `bot_adjacency`); a Ferry
    crossing takes the Ferry along and scores 1 VP (map rule `lake-ferry`). False if a face-up
    snare in a was removed instead of the move (Clockwork 2, bots/snare.py)."""
    if stopped(ctx, seat, a, "move-out"):
        return False
    ferry = is_ferry_move(ctx, a, b, ctx.m.adj)
    do_move(ctx, seat, a, b, n)
    if ferry:
        ferry_crossed(ctx, seat, a, b)
    return True
