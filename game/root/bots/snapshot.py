"""Build the automaton's `BotBoard` from the Root engine state (the one place that reads
engine internals for the bots' target rules)."""
from __future__ import annotations

from ..engine import can_place, clearing_suits, free_slots, is_enemy
from ..mapfeatures import ferry_dests
from .board import BoardClearing, BoardPlayer, BotBoard, Pieces

SLOTS = ("marquise", "eyrie", "alliance", "vagabond-1", "vagabond-2", "lizards", "riverfolk", "duchy", "corvids")
_SLOT_OF = {"marquise": "marquise", "eyrie": "eyrie", "alliance": "alliance", "vagabond": "vagabond-1"}


def slot_of(fac) -> str:
    """Rootbotics 2.2 setup-order slot (R-AUTO-G10: an automaton takes its faction's slot)."""
    fid = fac.replaces or fac.id
    return _SLOT_OF.get(fid, fid)


def pid(seat: int) -> str:
    return f"seat{seat}"


def seat_of(player_id: str) -> int:
    return int(player_id[4:])


def _suits(ctx, c: int) -> tuple:
    """Printed suit first, then the others the clearing counts as (R-LAND-11)."""
    printed = ctx.s.suits[c]
    return (printed,) + tuple(x for x in clearing_suits(ctx, c) if x != printed)


def snapshot(ctx, me: int) -> BotBoard:
    s, m = ctx.s, ctx.m
    clearings = {}
    for c in m.ids:
        pieces = {}
        for i in range(s.n):
            pc = Pieces(warriors=s.warriors[i][c], pawn=ctx.fac(i).other_pieces(ctx, i, c))
            for owner, kind in s.buildings[c]:
                if owner == i:
                    pc.buildings[kind] = pc.buildings.get(kind, 0) + 1
            for owner, kind in s.tokens[c]:
                if owner == i:
                    pc.tokens[kind] = pc.tokens.get(kind, 0) + 1
            if pc.total():
                pieces[pid(i)] = pc
        clearings[c] = BoardClearing(
            # map rule `mountain-paths`: closed paths count as open (the printed paths, m.adj)
            # the Lost City counts as every suit for the automata's recipes too (R-LAND-30)
            id=c, suit=s.suits[c], suits=_suits(ctx, c), priority=c, adjacent=list(m.adj[c]), free_slots=free_slots(ctx, c),
            ferry_to=ferry_dests(ctx, c, m.adj) if s.ferry == c else [],
            pieces=pieces, ruler=pid(s.ruler[c]) if s.ruler[c] >= 0 else None,
            no_place=[] if can_place(ctx, me, c) else [pid(me)])
    players = [BoardPlayer(id=pid(i), slot=slot_of(ctx.fac(i)), vp=s.vp[i]) for i in range(s.n)]
    allies = [pid(i) for i in range(s.n) if i != me and not is_enemy(ctx, me, i)]   # Rootbotics 3.5
    return BotBoard(clearings=clearings, players=players, me=pid(me), allies=allies,
                    always_first=s.tower or None)       # map rule `mountain-pass`
