"""The Drillbit Duchy's choices (Clockwork 2, Law of Rootbotics §10; root-clockwork2-facts.md
§3.3) as pure functions over a `BotBoard` and its minister list, driven by the selection
recipes in data/root/bots/drillbit-duchy.yaml. The engine module (drillbit_duchy.py) carries
them out."""
from __future__ import annotations

from .targeting import Ctx, apply_selection


def mole_bonus(bot, citadels_on_map: int) -> int:
    """Birdsong 3: the mole icons uncovered as citadels leave their track (1, 1, 2: +0/+1/+2/+4)."""
    return sum(bot.track("moles").values[:citadels_on_map])


def recruit_count(bot, settings: dict, citadels_on_map: int, foremole: bool) -> int:
    """Birdsong 3: difficulty 1 / 2 / 3 / 3, plus the moles, plus 1 with the Foremole swayed."""
    return settings["recruit"] + mole_bonus(bot, citadels_on_map) + (1 if foremole else 0)


def dig_clearing(board, bot, suit: str, rule: str = "normal") -> int | None:
    """Daylight 1: an ordered clearing with no tunnel and no Duchy building. Ties: non-bird most
    empty slots, then fewest enemy warriors; bird (and the Brigadier, `rule` "bird") most enemy
    buildings plus tokens; Invaders most enemy buildings, then fewest enemy warriors."""
    sel = {"normal": "dig-clearing", "bird": "dig-clearing-bird", "invaders": "dig-clearing-invaders"}[rule]
    if rule == "normal" and suit == "bird":
        sel = "dig-clearing-bird"
    got = apply_selection(board, bot.selection(sel), Ctx(suit=suit))
    return got[0].id if got else None


def relocated_tunnel(board, tunnels: list[int]) -> int | None:
    """Daylight 1, no tunnel in supply: the tunnel whose clearing has the fewest Duchy warriors
    (highest priority on ties)."""
    if not tunnels:
        return None
    return min(tunnels, key=lambda c: (board.clearing(c).of(board.me).warriors, c))


def battle_clearings(board, bot, suit: str, everywhere: bool = False) -> list[int]:
    sel = bot.selection("invaders-battles" if everywhere else "battle-clearings")
    return [c.id for c in apply_selection(board, sel, Ctx(suit=suit))]


def can_battle(board, cid) -> bool:
    c = board.clearing(cid)
    return c.of(board.me).warriors > 0 and any(pc.total() for p, pc in c.pieces.items() if board.is_enemy(p))


def defender(board, bot, cid, setup_order) -> str | None:
    """Daylight 2: most buildings, then most pieces, then most VP, then setup order (2.2)."""
    got = apply_selection(board, bot.selection("battle-defender"), Ctx(clearing=cid), setup_order)
    return got[0].id if got else None


def build_kind(settings: dict, warriors_in_supply: int) -> str:
    """Daylight 3: a citadel with 9+ warriors in the supply, otherwise a market."""
    return "citadel" if warriors_in_supply >= settings["citadel_min_supply"] else "market"


def build_clearing(board, bot) -> int | None:
    got = apply_selection(board, bot.selection("build-clearing"))
    return got[0].id if got else None


def pick(board, bot, sel_id: str) -> int | None:
    got = apply_selection(board, bot.selection(sel_id))
    return got[0].id if got else None


def rally_destination(board, bot, origin: int) -> int | None:
    """Evening Rally: a neighbour with a Duchy building it may move to; fewer Duchy warriors,
    then highest priority. None: the Burrow."""
    got = apply_selection(board, bot.selection("rally-destination"), Ctx(origin=origin))
    return got[0].id if got else None


def sway_target(ministers, swayed: list[str], suit: str | None, matching: bool = False) -> str | None:
    """Evening Sway / setup: the topmost uncrowned minister of the suit; none (always on a bird
    card) → the bottom-most uncrowned minister. None when all nine are crowned. `matching`
    (Investors, LCC2 232: "must match a removal clearing"; R-AUTO-DD9): no fallback to
    another suit."""
    free = [m for m in ministers if m.id not in swayed]
    of_suit = [m for m in free if m.suit == suit]
    if of_suit:
        return of_suit[0].id
    if matching:
        return None
    return free[-1].id if free else None


def uncrown_target(ministers, swayed: list[str], suits: tuple = ()) -> str | None:
    """Cost of Errors: the bottom-most swayed minister; with Foundations (`suits` given) only
    among ministers of those suits."""
    cands = [m for m in ministers if m.id in swayed and (not suits or m.suit in suits)]
    return cands[-1].id if cands else None
