"""The Mechanical Marquise 2.0's choices (Law of Rootbotics 4) as pure functions over a
`BotBoard`, driven by the selection recipes in data/root/bots/mechanical-marquise.yaml.

The engine module (mechanical_marquise.py) calls these at each step and carries them out;
keeping them pure lets the scenario positions of docs/root-automata-scenarios.md be tested
without running a game.
"""
from __future__ import annotations

from .law import most_placed_type, place_evenly, unplaced_vp
from .targeting import Ctx, apply_selection, priority_order

BUILDINGS = ("sawmill", "workshop", "recruiter")


def ordered_battles(board, bot, suit) -> list[int]:
    """Clearings to battle in, in priority order (4.5.1 / 4.7.1, 2.4); legality is checked
    again just before each battle, since earlier battles change the board."""
    sel = bot.selection("escalated-battle-clearings" if suit == "bird" else "battle-clearings")
    return [c.id for c in apply_selection(board, sel, Ctx(suit=suit))]


def can_battle(board, cid) -> bool:
    c = board.clearing(cid)
    return c.of(board.me).warriors > 0 and any(pc.total() for p, pc in c.pieces.items() if board.is_enemy(p))


def defender(board, bot, cid, setup_order):
    """4.5.1 + 4.5.1.1: most pieces there, then most VP, then setup order (2.2)."""
    got = apply_selection(board, bot.selection("battle-defender"), Ctx(clearing=cid), setup_order)
    return got[0].id if got else None


def recruit_plan(board, bot, suit, n, supply):
    """4.5.2 (non-bird) or 4.7.2 (bird): ({clearing: warriors}, unplaced, VP for unplaced)."""
    if suit == "bird":
        targets = [c.id for c in apply_selection(board, bot.selection("escalated-recruit-clearings"))]
        targets = priority_order(targets, board.always_first)   # R-AUTO-M11: the higher priority first
    else:
        targets = [c.id for c in apply_selection(board, bot.selection("recruit-clearings"), Ctx(suit=suit))]
    placed, unplaced = place_evenly(n, targets, supply)
    return placed, unplaced, unplaced_vp(unplaced, bot.params["unplaced_pair_vp"])


def build_type(bot, suit, on_map: dict) -> str:
    """4.5.3: the order's building; 4.7.3 (bird): the type most on the map (R-AUTO-M10)."""
    if suit == "bird":
        return most_placed_type(on_map, bot.escalated_build_tie_order)
    return bot.orders[suit].build


def build_target(board, bot, btype, stock: int):
    """4.5.3 / 4.7.3: the ruled clearing with most MM warriors that has a free slot (R-AUTO-M5);
    None when the track is empty or no clearing qualifies."""
    if stock <= 0:
        return None
    got = apply_selection(board, bot.selection("build-clearing"))
    return got[0].id if got else None


def move_origins(board, bot, suit) -> list[int]:
    """4.5.4 / 4.7.4: origins in priority order (2.4: origin priority, not destination)."""
    sel = bot.selection("escalated-move-origins" if suit == "bird" else "move-origins")
    return [c.id for c in apply_selection(board, sel, Ctx(suit=suit))]


def move_from(board, bot, origin, unmoved: int, leave: int):
    """(destination, count) for one origin, or None. Moves all but `leave` warriors, only
    warriors that have not moved in this step (R-AUTO-M6), to the neighbour with most enemy
    pieces that the move rules allow (R-AUTO-M7, R-AUTO-M8)."""
    total = board.clearing(origin).of(board.me).warriors
    k = min(unmoved, total - leave)
    if k <= 0:
        return None
    got = apply_selection(board, bot.selection("move-destination"), Ctx(origin=origin))
    return (got[0].id, k) if got else None


def blitz(board, bot, leave: int):
    """Trait Blitz (R-AUTO-M17): (origin, destination, count) or None."""
    got = apply_selection(board, bot.selection("blitz-origin"), Ctx(leave=leave))
    if not got:
        return None
    origin = got[0].id
    dest = apply_selection(board, bot.selection("move-destination"), Ctx(origin=origin))
    if not dest:
        return None
    return origin, dest[0].id, board.clearing(origin).of(board.me).warriors - leave


def track_value(bot, kind: str, in_supply: int) -> int:
    """The rightmost uncovered space of a building track (4.6.2; R-AUTO-M14): the track's
    covered spaces are the rightmost `in_supply` ones."""
    values = bot.track(kind).values
    return values[max(0, len(values) - 1 - in_supply)]


def score_value(bot, suit, supply: dict) -> tuple[str, int]:
    """4.6.2: (track, VP) for the order suit; on a bird order the best track (first on ties)."""
    if suit == "bird":
        best = max(BUILDINGS, key=lambda k: (track_value(bot, k, supply.get(k, 0)), -BUILDINGS.index(k)))
        return best, track_value(bot, best, supply.get(best, 0))
    kind = bot.orders[suit].score_track
    return kind, track_value(bot, kind, supply.get(kind, 0))


def should_expand(built: bool, expands: int, score_vp: int, settings: dict) -> bool:
    """4.6.1 (R-AUTO-M9): no building placed this turn and the Score step would give fewer
    than 3 VP; at most `expand_max` times per turn (Iron Will: 2)."""
    return not built and score_vp < settings["expand_below"] and expands < settings["expand_max"]
