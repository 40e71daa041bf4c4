"""The Automated Alliance's choices (Law of Rootbotics 6, Director's Cut per the public
sources) as pure functions over a `BotBoard`, driven by data/root/bots/automated-alliance.yaml."""
from __future__ import annotations

from .targeting import Ctx, apply_selection

BASES = {"fox": "base-fox", "rabbit": "base-rabbit", "mouse": "base-mouse"}


def sympathy_on_map(board) -> int:
    return sum(c.of(board.me).tokens.get("sympathy", 0) for c in board.all())


def revolt_target(board, bot, suit):
    """6.4.3: the ordered sympathetic clearing with the most enemy pieces (highest priority on
    ties) where the base can stand once the enemy pieces are gone."""
    got = apply_selection(board, bot.selection("revolt-clearing"), Ctx(suit=suit))
    return got[0].id if got else None


def surprise_revolt_target(board, bot, missing_suits):
    """6.5.2: a sympathetic clearing whose suit matches a base still off the map, most enemy
    pieces, highest priority."""
    got = apply_selection(board, bot.selection("surprise-revolt-clearing"), Ctx(missing_suits=tuple(missing_suits)))
    return got[0].id if got else None


def spread_target(board, bot, suit, crowded: int):
    """6.5.1: an unsympathetic clearing next to sympathy; ties avoid clearings where one enemy
    has 3+ warriors, then prefer the ordered suit, then highest priority. On a bird order the
    only tie-break is lowest priority (R-AUTO-A14). With no sympathy on the map yet: the
    clearing with the fewest enemy pieces, then the order's tie-breaks (R-AUTO-A3)."""
    ctx = Ctx(suit=suit, crowded=crowded)
    bird = "-bird" if suit == "bird" else ""
    if sympathy_on_map(board) == 0:
        sel = bot.selection("first-spread-clearing" + bird)
    else:
        sel = bot.selection("spread-clearing" + bird)
    got = apply_selection(board, sel, ctx)
    return got[0].id if got else None


def spread_target_2021(board, bot, suit):
    """6.5.1 (2021 edition): an ordered unsympathetic clearing next to sympathy with the fewest
    enemy warriors (bird: any clearing is ordered); with no such clearing, any unsympathetic
    clearing with the fewest enemy pieces (R-AUTO-A20). Highest priority breaks ties."""
    ctx = Ctx(suit=suit)
    got = apply_selection(board, bot.selection("spread-clearing-2021"), ctx)
    if got and (suit == "bird" or got[0].has_suit(suit)):
        return got[0].id
    got = apply_selection(board, bot.selection("spread-fallback-2021"), ctx)
    return got[0].id if got else None


def martial_law(board, clearing: int, crowded: int, vp: int, less: int) -> int:
    """2021 Martial Law (6.2.5): one enemy with 3+ warriors in the clearing -> `less` VP fewer, min 0."""
    c = board.clearing(clearing)
    hit = any(pc.warriors >= crowded for p, pc in c.pieces.items() if p != board.me)
    return max(0, vp - less) if hit else vp


def organize_clearings(board, bot, threshold: int) -> list[int]:
    """6.6.1: base clearings holding at least `threshold` of its warriors, priority order."""
    return [c.id for c in apply_selection(board, bot.selection("organize-clearings"), Ctx(threshold=threshold))]


def sympathy_value(bot, in_supply: int) -> int:
    """The VP revealed by the token just placed: tokens leave the track left to right."""
    values = bot.track("sympathy").values
    placed = len(values) - in_supply
    return values[placed - 1] if placed >= 1 else 0


def public_pity_times(on_map: int, below: int) -> int:
    """6.5.3: two spreads while fewer than `below` sympathy tokens are on the map, else one."""
    return 2 if on_map < below else 1
