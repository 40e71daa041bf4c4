"""What the Marquise de Cat's guide (marquise.py) weighs beyond the shared GuideBase: a battle's
worth from the dice odds, and what an enemy piece removed is worth to the enemy.

It reads only what the seat may see (ruling R-AI-31): public pieces and VP, its own hand, and the
factions' public battle abilities (a cap on rolled hits, Guerrilla War, defenceless). `expected_battle`
could move to GuideBase: nothing in it is the Marquise's own."""
from __future__ import annotations

from typing import Any

from .common import Board

# the sixteen rolls of two twelve-sided Root dice faces 0–3 (Law 4.3.2): (higher, lower)
_ROLLS = [(max(a, b), min(a, b)) for a in range(4) for b in range(4)]


def _safe(fn: Any, default: Any) -> Any:
    try:
        return fn()
    except Exception:                      # a faction hook that needs a battle under way
        return default


def foe_soft_pieces(b: Board, foe: int, c: int) -> list[tuple[bool, str]]:
    """`foe`'s tokens then buildings in c as (is_building, kind): the order an automaton takes
    hits in (Rootbotics 1.2.1; a player usually keeps its buildings longest too, Law 4.3.4)."""
    s = b.s
    toks = [(False, t[1]) for t in s.tokens[c] if t[0] == foe]
    blds = [(True, x[1]) for x in s.buildings[c] if x[0] == foe]
    return toks + blds


def expected_battle(b: Board, c: int, foe: int, piece_worth: Any, warrior_worth: float,
                    own_loss: float, extra_hits: int = 0) -> float:
    """The expected worth of the seat attacking `foe` in c over the sixteen rolls (Law 4.3.2: the
    attacker deals the higher die, the defender the lower, each capped by its warriors there,
    Law 4.3.2.I; a defender with no warriors takes one more hit, Law 4.3.3.II). Hits go to the
    defender's warriors first, then its tokens, then its buildings (Law 4.3.4; Rootbotics 1.2.1);
    `piece_worth(is_building, kind)` values each of those removed, `warrior_worth` each enemy
    warrior, `own_loss` each of the seat's warriors lost."""
    s, ctx = b.s, b.ctx
    mine = s.warriors[b.seat][c]
    fw = s.warriors[foe][c] if foe < len(s.warriors) else 0
    fac = ctx.fac(foe)
    swap = _safe(lambda: fac.swaps_dice_as_defender(ctx, foe), False)
    high = _safe(lambda: fac.defends_with_high_die(ctx, foe), False)
    fcap = _safe(lambda: fac.max_rolled_hits(ctx, foe, c, None), fw)
    bare = _safe(lambda: fac.defenseless(ctx, foe, c, None), fw == 0)
    soft = foe_soft_pieces(b, foe, c)
    worth = [piece_worth(isb, k) for isb, k in soft]
    total = 0.0
    for hi, lo in _ROLLS:
        a, d = (lo, hi) if swap else (hi, lo)
        if high:
            a, d = hi, hi
        dealt = min(a, mine) + extra_hits + (1 if bare else 0)
        taken = min(d, fcap)
        killed = min(dealt, fw)
        gone = min(len(soft), dealt - killed)
        total += warrior_worth * killed + sum(worth[:gone]) - own_loss * min(taken, mine)
    return total / len(_ROLLS)


def roost_like(b: Board, foe: int, kind: str) -> bool:
    """A building that scores its owner every turn while it stands: the Eyrie's roosts (the
    Eyrie's and the Electric Eyrie's roost tracks score each Evening, Law 7.6; Rootbotics 5.6)."""
    return kind == "roost"
