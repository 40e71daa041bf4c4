"""The Electric Eyrie's choices (Law of Rootbotics 5) as pure functions over a `BotBoard`,
driven by the selection recipes in data/root/bots/electric-eyrie.yaml."""
from __future__ import annotations

from .targeting import Ctx, apply_selection


def count(decree: dict, col: str) -> int:
    """Cards in a Decree column, Loyal Viziers included (5.5.1)."""
    return len(decree.get(col, []))


def leave_count(board, cid: int, k: int) -> int:
    """5.5.1.II (R-AUTO-E6): leave enough warriors to keep ruling the origin with Lords of the
    Forest (a tie rules; never with no piece at all), or the column's card count if larger."""
    c = board.clearing(cid)
    mine = c.of(board.me)
    other = max((pc.rule_strength() for p, pc in c.pieces.items() if p != board.me), default=0)
    need = max(other - mine.n_buildings(), 0)
    if mine.n_buildings() == 0:
        need = max(need, 1)
    return max(need, k)


def new_roost_target(board, bot, suit):
    """5.4.4 (R-AUTO-E3, E4): the highest-priority clearing of the order's suit (any on a bird
    order) with a free slot where it may place."""
    got = apply_selection(board, bot.selection("new-roost-clearing"), Ctx(suit=suit))
    return got[0].id if got else None


def recruit_target(board, bot, col):
    """5.5.1.I: a roost clearing of the column's suit: most enemy pieces, fewest EE warriors,
    lowest priority."""
    got = apply_selection(board, bot.selection("recruit-clearing"), Ctx(suit=col))
    return got[0].id if got else None


def move_plan(board, bot, col, k):
    """5.5.1.II (R-AUTO-E5): (origin, destination, warriors) or None."""
    leaves = {c.id: leave_count(board, c.id, k) for c in board.all()}
    got = apply_selection(board, bot.selection("move-origin"), Ctx(suit=col, leave=leaves))
    if not got:
        return None
    o = got[0].id
    dest = apply_selection(board, bot.selection("move-destination"), Ctx(origin=o))
    if not dest:
        return None
    return o, dest[0].id, board.clearing(o).of(board.me).warriors - leaves[o]


def battle_target(board, bot, col):
    """5.5.1.III (R-AUTO-E7, E13): no roost, most defenceless buildings, lowest priority."""
    got = apply_selection(board, bot.selection("battle-clearing"), Ctx(suit=col))
    return got[0].id if got else None


def defender(board, bot, cid, setup_order):
    """5.5.1.III: most buildings (zero included), most pieces, most VP, setup order."""
    got = apply_selection(board, bot.selection("battle-defender"), Ctx(clearing=cid), setup_order)
    return got[0].id if got else None


def extra_hit(decree: dict, col: str, edition: str = "dc") -> bool:
    """5.5.1.III (R-AUTO-E8): the column has the most cards, ties included (2021: strictly)."""
    k = count(decree, col)
    others = [count(decree, x) for x in decree if x != col]
    return k > max(others, default=0) if edition == "2021" else k >= max(others, default=0)


def build_target(board, bot, roosts_left: int):
    """5.5.2 (R-AUTO-E9): the highest-priority ruled clearing without a roost, with a free slot,
    where it may place; None means turmoil."""
    if roosts_left <= 0:
        return None
    got = apply_selection(board, bot.selection("build-clearing"))
    return got[0].id if got else None


def swoop_target(board, bot):
    got = apply_selection(board, bot.selection("swoop-clearing"))
    return got[0].id if got else None


def relentless_removals(board) -> list:
    """Trait Relentless: in each clearing with EE warriors, every enemy building and token whose
    owner has no warriors there: [(clearing, player, kind, is_building)], priority order."""
    out = []
    for c in board.all():
        if c.of(board.me).warriors == 0:
            continue
        for p in sorted(c.pieces):
            pc = c.pieces[p]
            if p == board.me or pc.warriors:
                continue
            for kind in sorted(pc.buildings):
                out += [(c.id, p, kind, True)] * pc.buildings[kind]
            for kind in sorted(pc.tokens):
                out += [(c.id, p, kind, False)] * pc.tokens[kind]
    return out


def humiliation(decree: dict) -> int:
    """5.7.1 (R-AUTO-E10): bird cards in the Decree, Viziers included (only the bird column
    holds bird cards)."""
    return count(decree, "bird")


def roost_score(bot, roosts_in_supply: int) -> int:
    """5.6: the rightmost empty space of the roost track (the covered spaces are the rightmost)."""
    values = bot.track("roost").values
    return values[max(0, len(values) - 1 - roosts_in_supply)]
