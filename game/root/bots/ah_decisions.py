"""The Automated Hundreds' choices (Tableforge original, docs/root-automata.md AH) as pure
functions over a `BotBoard`, driven by the selection recipes in
data/root/bots/automated-hundreds.yaml. The engine module (automated_hundreds.py) carries them out."""
from __future__ import annotations

from .targeting import Ctx, apply_selection


def _first(got) -> int | None:
    return got[0].id if got else None


def pick_mood(order_list, legal) -> str | None:
    """AH 3.7: the first mood of the order suit's list that Law 14.4.4 allows."""
    return next((m for m in order_list if m in legal), None)


def best_item(items, state, board) -> str:
    """AH 3.3 / 4.1.1: of several items (a ruin's, a loot's), the one whose Hoard track has the
    most empty spaces — Prowess before Command on a tie, then by name (R-AUTO-H-3)."""
    def room(item):
        if item in board.prowess_items:
            return (board.track_spaces - len(state.prowess), 1)
        if item in board.command_items:
            return (board.track_spaces - len(state.command), 0)
        return (-1, 0)
    return sorted(items, key=lambda x: (-room(x)[0], -room(x)[1], x))[0]


def loots(defender_has_item: bool, defender_warriors: int, always: bool) -> bool:
    """AH 4.1.1: loot (Law 14.2.5) a defender holding a crafted item that has no warriors in the
    clearing (its rolled hits would find no warrior to take); Plunderers: any such defender."""
    return defender_has_item and (always or defender_warriors == 0)


def spread_clearing(board, bot, listed, ruins: dict) -> int | None:
    """AH 3.4: among the legal spread clearings, most enemy buildings and tokens, then a ruin with
    an item, then highest priority."""
    return _first(apply_selection(board, bot.selection("spread-clearing"),
                                  Ctx(values={"listed": list(listed), "value": dict(ruins)})))


def anoint_clearing(board, bot) -> int | None:
    """AH 3.6: the clearing with the most Hundreds warriors, then highest priority."""
    return _first(apply_selection(board, bot.selection("anoint-clearing")))


def battle_clearing(board, bot, suit: str, everywhere: bool) -> int | None:
    """AH 4.1.1: the ordered clearing (Warmonger: any) with its warriors and an enemy piece, most
    enemy buildings and tokens, then highest priority."""
    got = apply_selection(board, bot.selection("battle-anywhere" if everywhere else "battle-clearings"),
                          Ctx(suit=suit))
    return _first(got)


def defender(board, bot, cid, setup_order) -> str | None:
    """AH 4.1.1: most buildings and tokens, then most pieces, then most VP, then setup order."""
    got = apply_selection(board, bot.selection("battle-defender"), Ctx(clearing=cid), setup_order)
    return got[0].id if got else None


def build_clearing(board, bot, suit: str) -> int | None:
    """AH 4.1.2: a ruled ordered clearing with a free slot, most Hundreds warriors."""
    return _first(apply_selection(board, bot.selection("build-clearing"), Ctx(suit=suit)))


def command_move(board, bot, movable: dict) -> tuple[int, int, int] | None:
    """AH 4.1.3: from the clearing with the most warriors it can spare (`movable`), every spare
    warrior to the neighbour with the most enemy buildings and tokens, then enemy pieces, that a
    move may reach (Law 4.2.1). Only a neighbour holding an enemy piece is worth the move; an
    origin with none falls through to the next origin."""
    sel = bot.selection("move-destination")
    from .targeting import select_clearings
    for o in sorted(movable, key=lambda c: (-movable[c], c)):
        dests = select_clearings(board, sel.among, sel.criteria, sel.legal, sel.final, Ctx(origin=o), take=1)
        if dests and any(pc.total() for p, pc in dests[0].pieces.items() if board.is_enemy(p)):
            return o, dests[0].id, movable[o]
    return None


def advance_destination(board, bot, warlord: int, ruins: dict) -> int | None:
    """AH 4.2: the Warlord's neighbour with the most enemy buildings and tokens, then a ruin, then
    enemy pieces (a legal move); only one with an enemy piece or a ruin — else it stays."""
    got = apply_selection(board, bot.selection("advance-destination"),
                          Ctx(origin=warlord, values={"value": dict(ruins)}))
    for c in got[:1]:
        enemy = any(pc.total() for p, pc in c.pieces.items() if board.is_enemy(p))
        if enemy or ruins.get(c.id):
            return c.id
    return None


def incite_clearing(board, bot, listed) -> int | None:
    """AH 5.1: among the ordered clearings with its warriors and no mob, most enemy buildings and
    tokens, then most Hundreds warriors, then highest priority."""
    return _first(apply_selection(board, bot.selection("incite-clearing"), Ctx(values={"listed": list(listed)})))
