"""What the Lord of the Hundreds' guide (hundreds.py) reads off the board: which clearings it
oppresses (its VP, Law 14.6.2), what a mob would raze there (Law 14.4.1), the odds of a battle
with its Warlord's moods (Law 4.3.2, 14.7.7, 14.7.8), and what an item adds to the Hoard
(Law 14.2.4.II).

Everything here reads only what the seat may see (ruling R-AI-31): public pieces, the ruins that
stand (never the items under them, Law 9.3.4), the crafted items of other seats (public, Law
4.1.2), its own hand and Hoard."""
from __future__ import annotations

from ..engine import enemy_slots, pieces_of
from ..factions import hundreds as hu
from .common import Board

# the 16 rolls of two four-sided battle dice (0..3): the attacker takes the higher (Law 4.3.2)
_ROLLS = [(max(a, d), min(a, d)) for a in range(4) for d in range(4)]


def foes(b: Board) -> list[int]:
    """Every enemy slot (seats and hirelings, Law E.3.2): any piece of theirs spoils Oppress."""
    return enemy_slots(b.ctx, b.seat)


def enemy_pieces(b: Board, c: int) -> int:
    return sum(pieces_of(b.ctx, d, c) for d in foes(b))


def enemy_soft(b: Board, c: int) -> int:
    """Enemy buildings and tokens in c: what a mob razes (1 VP each, Law 14.4.1 / 3.2.1)."""
    fo = set(foes(b))
    s = b.s
    return sum(1 for x in s.buildings[c] if x[0] in fo) + sum(1 for x in s.tokens[c] if x[0] in fo)


# What removing an enemy building or token is worth beyond nothing, where it is not the usual 1 VP
# (Law 3.2.1): a sympathy token's Outrage costs a matching card or gives the Alliance 1 VP (Law
# 8.2.6) and it can spread there again for points; a roost scores for the Eyrie every turn it stands
# (Law 7.7.2).
KIND_WORTH = {"sympathy": 0.5, "roost": 1.0}


def soft_worth(b: Board, c: int, who: int | None = None) -> float:
    """What removing the enemy buildings and tokens in c (of `who`, or of every enemy) is worth."""
    fo = set(foes(b)) if who is None else {who}
    s = b.s
    v = 0.0
    for x in s.buildings[c]:
        if x[0] in fo:
            v += KIND_WORTH.get(x[1], 1.0)
    for x in s.tokens[c]:
        if x[0] in fo:
            v += KIND_WORTH.get(x[1], 1.0)
    return v


def has_mob(b: Board, c: int) -> bool:
    return hu.mobs_at(b.ctx, b.seat, c)


def strongholds(b: Board, c: int) -> int:
    return sum(1 for x in b.s.buildings[c] if x[0] == b.seat)


def my_pieces(b: Board, c: int) -> int:
    return pieces_of(b.ctx, b.seat, c)


def oppressed(b: Board, c: int) -> bool:
    """Law 14.6.2: ruled by the seat, holding its piece, no enemy piece."""
    return b.s.ruler[c] == b.seat and my_pieces(b, c) > 0 and enemy_pieces(b, c) == 0


def oppress_count(b: Board) -> int:
    return sum(1 for c in b.m.ids if oppressed(b, c))


def oppress_vp(b: Board, n: int) -> int:
    t = hu.board(b.c).oppress_vp
    return t[max(0, min(n, len(t) - 1))]


def ruin_here(b: Board, c: int) -> bool:
    """A ruin stands in c (public); what lies under it is not read (Law 9.3.4)."""
    return c in b.s.ruins


def warlord(b: Board) -> int:
    return hu._fs(b.ctx, b.seat).warlord


def mood(b: Board) -> str:
    return hu.mood(b.ctx, b.seat)


def ruin_gain(b: Board) -> int:
    """What an unknown ruin item would add to the Hoard: the ruins hold boots, bags, hammers and
    swords (Law 9.3.4; both tracks), so the better of the two tracks' next step (never what lies
    under a ruin)."""
    vals = hu.board(b.c).track_values
    fs = hu._fs(b.ctx, b.seat)
    return max((vals[n + 1] - vals[n] if n + 1 < len(vals) else 0) for n in (len(fs.command), len(fs.prowess)))


def track_gain(b: Board, item: str) -> int:
    """How much the item raises its Hoard track's value (Law 14.2.4.II: 1, 2, 2, 3, 4); 0 for a
    full track or an item on neither track."""
    tr = hu.track_of(b.ctx, item)
    if not tr:
        return 0
    vals = hu.board(b.c).track_values
    n = len(getattr(hu._fs(b.ctx, b.seat), tr))
    return vals[n + 1] - vals[n] if n + 1 < len(vals) else 0


def fighting_odds(mine: int, theirs: int, extra: int = 0, ignore_first: bool = False,
                  defenceless_bonus: bool = True) -> tuple[float, float]:
    """(expected hits dealt, expected hits taken) when `mine` warriors attack `theirs` (Law
    4.3.2: the attacker takes the higher die, each side's rolled hits capped by its warriors;
    4.3.2.III: a defender with no warriors takes an extra hit). `extra`: Wrathful (Law 14.7.8);
    `ignore_first`: Stubborn (Law 14.7.7)."""
    dealt = taken = 0.0
    for hi, lo in _ROLLS:
        d = min(hi, mine) + extra + (1 if theirs == 0 and defenceless_bonus else 0)
        t = min(lo, theirs)
        if ignore_first and t > 0:
            t -= 1
        dealt += d
        taken += t
    return dealt / 16, taken / 16


def card_fits_any(b: Board, c: int) -> bool:
    """A card in hand matches c (a bird matches any, Law 2.1.1; the Lost City any card)."""
    from ..engine import fits
    return any(fits(b.ctx, x, c) for x in b.hand())


def crafted_items(b: Board, seat: int) -> list[str]:
    """The items in `seat`'s Crafted Items box (public, Law 4.1.2): what a loot could take."""
    s = b.s
    return list(s.items[seat]) if 0 <= seat < len(s.items) else []
