"""Where a corner-starting faction starts when every corner is taken.

With 5 or 6 seats the Law requires Advanced Setup once 5 or more factions start in corners
(Law 5, root-marauder-facts.md §7), yet a map has 4 corners. Ruling R-SEAT-2: a corner starter
that finds no corner left starts in a clearing that is no enemy's starting clearing, where its
pieces fit, and — relaxing distance as Law A.8.2.II does — not adjacent to an enemy's starting
clearing if such a clearing exists."""
from __future__ import annotations

from .engine import can_place, free_slots


def enemy_starts(ctx, seat) -> list[int]:
    s = ctx.s
    return [c for i in range(s.n) if i != seat for c in [ctx.fac(i).start_clearing(ctx, i)] if c]


def fallback_starts(ctx, seat, need_slot: bool = True) -> list[int]:
    """R-SEAT-2: every clearing a corner starter may start in when no corner is left."""
    starts = enemy_starts(ctx, seat)
    ok = [c for c in ctx.m.ids if c not in starts and can_place(ctx, seat, c)
          and (not need_slot or free_slots(ctx, c) > 0)]
    far = [c for c in ok if not any(d in starts for d in ctx.adj[c])]
    return sorted(far or ok)
