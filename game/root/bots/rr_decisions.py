"""The Riverfolk Robots' choices (Clockwork 2, Law of Rootbotics §9; root-clockwork2-facts.md
§3.2) as pure functions over a `BotBoard`, driven by the selection recipes in
data/root/bots/riverfolk-robots.yaml. The engine module (riverfolk_robots.py) carries them out."""
from __future__ import annotations

from .targeting import Ctx, apply_selection


def price(settings: dict, buyer_vp: int) -> int:
    """Services price by the buyer's VP (TRD 9.2.3): 2 at 0-9, 3 at 10-19, 4 at 20+."""
    if buyer_vp >= 20:
        return settings["price_high"]
    return settings["price_mid"] if buyer_vp >= 10 else settings["price_low"]


def payments_leader(payments: dict, order: list[str]) -> str | None:
    """Evening Score / Build tie: the owner (faction id) with the most warriors in Payments;
    a tie goes to the earlier in `order`, the setup-priority order (CW2 facts §12 row 10;
    R-AUTO-RR3). None when Payments is empty."""
    held = [(n, order.index(f) if f in order else len(order), f) for f, n in payments.items() if n > 0]
    if not held:
        return None
    return min(held, key=lambda t: (-t[0], t[1]))[2]


def protectionism(payments: dict, supply_warriors: int) -> tuple[bool, bool]:
    """Organize (TRD 9.2.4): (shield, sword) — Payments empty, no warrior in the supply."""
    return sum(payments.values()) == 0, supply_warriors <= 0


def build_clearing(board, bot, suit: str, leader: str | None, posts_left: dict) -> int | None:
    """Daylight 1: an ordered clearing with no trade post, one of its suit left on the track;
    ties: pieces of the Payments leader, then priority."""
    got = apply_selection(board, bot.selection("build-clearing"),
                          Ctx(suit=suit, target=leader, values={"posts-left": posts_left}))
    return got[0].id if got else None


def recruit_clearings(board, bot, suit: str, rivers: list[int]) -> list[int]:
    """Daylight 2: each ordered clearing; on a bird order each river clearing; highest priority
    first (so a short supply fills those first)."""
    if suit == "bird":
        sel, ctx = bot.selection("recruit-clearings-bird"), Ctx(suit=suit, values={"listed": rivers})
    else:
        sel, ctx = bot.selection("recruit-clearings"), Ctx(suit=suit)
    return [c.id for c in apply_selection(board, sel, ctx)]


def organize_clearing(board, bot) -> int | None:
    """Daylight 3: among clearings holding its pieces, the one with the most enemy pieces."""
    got = apply_selection(board, bot.selection("organize-clearing"))
    return got[0].id if got else None


def battle_clearings(board, bot, suit: str, shield: bool) -> list[int]:
    """Daylight 4: with the shield every clearing, else (sword) each ordered clearing."""
    sel = bot.selection("shield-battles" if shield else "battle-clearings")
    return [c.id for c in apply_selection(board, sel, Ctx(suit=suit))]


def defender(board, bot, cid: int, payments_by_player: dict, setup_order) -> str | None:
    """Daylight 4: the enemy there with the fewest warriors in Payments, then setup order."""
    got = apply_selection(board, bot.selection("battle-defender"),
                          Ctx(clearing=cid, values={"payments": payments_by_player}), setup_order)
    return got[0].id if got else None


def market_craft(market_added: list[str], available) -> str | None:
    """Birdsong 2: the first card added this turn that shows an available item."""
    return next((c for c in market_added if available(c)), None)
