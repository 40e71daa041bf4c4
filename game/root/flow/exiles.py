"""The Exiles & Partisans cards that start a move or a battle (root-marauder-facts.md §6, root-facts
§2.2): Eyrie Emigre (end of Birdsong, mandatory: PT Law 4.1.3), False Orders (Birdsong; the
errata: a forced move of an enemy, LCR 1.5.5) and League of Adventurous Mice (once in Daylight).
They sit above cards.py in the layers, so they reach its Birdsong and Daylight windows through
`cards.BIRDSONG_HOOKS` / `cards.DAYLIGHT_HOOKS`. Rulings R-EP-n: docs/rulings.md."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.core import serial
from game.core.decision import Choice, Decision
from game.core.i18n import Msg, P, T

from .. import cards, ids
from ..engine import Ctx, Handler, ch, dec, enemies, handles, removable_warriors
from ..exiles import card_with, discard_from_play
from .battle import RootBattle, battle_clearings, has_battle
from .move import RootMove, RootMoveH, do_move, has_move_origin, move_adj, move_out_blocked


# --- Eyrie Emigre (end of Birdsong) ---------------------------------------------------------------

@serial.register
@dataclass
class RootEmigreMove(RootMove):
    """Eyrie Emigre's move: a general move (Law 4.2); when it ends, the battle in its destination."""
    card: str = ""


@handles(RootEmigreMove)
class RootEmigreMoveH(RootMoveH):
    # (the frame is always a RootEmigreMove: `handles` registers this handler for that class only)
    def step(self, ctx: Ctx, fr: RootEmigreMove) -> None:  # type: ignore[override]
        ctx.pop(fr)
        seat = fr.seat
        if fr.card not in ctx.s.crafted[seat]:
            return
        moved = fr.done and fr.dest > 0
        if moved and fr.dest in battle_clearings(ctx, seat):
            ctx.push(RootBattle(seat, clearing=fr.dest, stage="defender"))      # then battle there
            return
        text = (Msg("{name} cannot battle where it moved: Eyrie Emigre is discarded", name=T(ctx.name(seat))) if moved else
                Msg("{name} cannot move: Eyrie Emigre is discarded", name=T(ctx.name(seat))))
        ctx.log("root.ep.emigre", text, seat, rule="Eyrie Emigre")
        discard_from_play(ctx, seat, fr.card, "Eyrie Emigre")


def end_of_birdsong(ctx: Ctx, seat: int) -> None:
    """Eyrie Emigre: at the end of Birdsong you must move, then battle in the destination; if you
    did not do both, discard it (PT Law 4.1.3: mandatory). Pushed before the faction's Birdsong
    frames, so it runs after them."""
    card = card_with(ctx, seat, "eyrie_emigre")
    if card:
        ctx.push(RootEmigreMove(seat, card=card))


# --- False Orders (Birdsong) -----------------------------------------------------------------------

def _fo_movable(ctx: Ctx, target: int, c: int) -> int:
    """Warriors of `target` that a forced move may take from c: not the Warlord outside its own
    turn (facts §6; PT Law 14.2.2), so it neither moves nor counts toward "half" (R-EP-15)."""
    return removable_warriors(ctx, target, c)


def _fo_dests(ctx: Ctx, target: int, a: int) -> list[int]:
    """Where `target`'s warriors could move from a, ignoring rule (the card): along paths, or
    rivers where they are paths for `target` (its own transports); never into a closed clearing."""
    s = ctx.s
    if move_out_blocked(ctx, target, a):
        return []
    return [b for b in move_adj(ctx, target, a) if not (s.closed and b in s.closed)]


def _fo_origins(ctx: Ctx, target: int) -> list[int]:
    return [a for a in ctx.m.ids if _fo_movable(ctx, target, a) and _fo_dests(ctx, target, a)]


def _fo_targets(ctx: Ctx, seat: int) -> list[int]:
    return [e for e in enemies(ctx, seat) if _fo_origins(ctx, e)]


def _birdsong_choices(ctx: Ctx, seat: int) -> list[Choice]:
    card = card_with(ctx, seat, "false_orders")
    if card and _fo_targets(ctx, seat):
        return [ch(card, Msg("False Orders: discard it to move an enemy's warriors"))]
    return []


def _apply_birdsong(ctx: Ctx, seat: int, cid: str) -> bool:
    rec = ctx.c.cards.get(cid)
    if rec is None or rec.effect != "false_orders" or cid not in ctx.s.crafted[seat]:
        return False
    discard_from_play(ctx, seat, cid, "False Orders")
    ctx.push(RootFalseOrders(seat))
    return True


@serial.register
@dataclass
class RootFalseOrders:
    """False Orders (errata, facts §6): name an enemy, a clearing and a destination; that enemy
    moves half (rounded up) of its warriors there, ignoring rule, as its own move."""
    seat: int
    target: int = -1
    origin: int = 0


@handles(RootFalseOrders)
class RootFalseOrdersH(Handler):
    def decide(self, ctx: Ctx, fr: RootFalseOrders) -> Decision | None:
        seat = fr.seat
        if fr.target < 0:
            opts = [ch(f"seat:{e}", ctx.name(e)) for e in _fo_targets(ctx, seat)]
            return dec(seat, "root.ep.false_orders.seat", Msg("False Orders: whose warriors move?"), opts,
                       "False Orders") if opts else None
        if not fr.origin:
            opts = [ch(f"clearing:{a}", Msg("From clearing {c}", c=a), f"clearing:{a}") for a in _fo_origins(ctx, fr.target)]
            return dec(seat, "root.ep.false_orders.origin", Msg("False Orders: from which clearing?"), opts,
                       "False Orders") if opts else None
        opts = [ch(f"clearing:{b}", Msg("To clearing {c}", c=b), f"clearing:{b}") for b in _fo_dests(ctx, fr.target, fr.origin)]
        return dec(seat, "root.ep.false_orders.dest", Msg("False Orders: to which clearing?"), opts,
                   "False Orders") if opts else None

    def step(self, ctx: Ctx, fr: RootFalseOrders) -> None:
        ctx.pop(fr)

    def act(self, ctx: Ctx, fr: RootFalseOrders, cid: str) -> None:
        if fr.target < 0:
            fr.target = ids.seat(cid)
            return
        if not fr.origin:
            fr.origin = ids.clearing(cid)
            return
        ctx.pop(fr)
        n = (_fo_movable(ctx, fr.target, fr.origin) + 1) // 2          # half, rounded up
        ctx.log("root.ep.false_orders", Msg("False Orders: {name} must move {warriors}", name=T(ctx.name(fr.target)), n=n, warriors=P(n, "{n} warrior", "{n} warriors")),
                fr.seat, rule="False Orders")
        do_move(ctx, fr.target, fr.origin, ids.clearing(cid), n)       # the enemy is the mover (LCR 1.5.5)


# --- League of Adventurous Mice (once in Daylight) --------------------------------------------------

def ready_items(ctx: Ctx, seat: int) -> list[str]:
    """Items in `seat`'s Crafted Items box that are not exhausted (League of Adventurous Mice)."""
    left = Counter(ctx.s.items[seat]) - Counter(x.split(":", 1)[1] for x in ctx.s.exhausted_items
                                               if x.split(":", 1)[0] == str(seat))
    return sorted(left)


def refresh_items(ctx: Ctx, seat: int) -> None:
    """R-EP-17 (open question 5 of the facts): exhausted items refresh at the start of the owner's
    Birdsong."""
    ctx.s.exhausted_items = [x for x in ctx.s.exhausted_items if x.split(":", 1)[0] != str(seat)]


def _league_can(ctx: Ctx, seat: int) -> bool:
    return has_move_origin(ctx, seat) or has_battle(ctx, seat)


def _daylight_choices(ctx: Ctx, seat: int) -> list[Choice]:
    card = card_with(ctx, seat, "league")
    if card and "league" not in ctx.s.used_once and ready_items(ctx, seat) and _league_can(ctx, seat):
        return [ch(card, Msg("League of Adventurous Mice: exhaust an item to move or battle"))]
    return []


def _apply_daylight(ctx: Ctx, seat: int, cid: str) -> bool:
    rec = ctx.c.cards.get(cid)
    if rec is None or rec.effect != "league" or cid not in ctx.s.crafted[seat]:
        return False
    ctx.s.used_once.append("league")
    ctx.push(RootLeague(seat))
    return True


@serial.register
@dataclass
class RootLeague:
    """League of Adventurous Mice: exhaust an item (`item:<item>`), then a move or a battle."""
    seat: int
    item: str = ""


@handles(RootLeague)
class RootLeagueH(Handler):
    def decide(self, ctx: Ctx, fr: RootLeague) -> Decision | None:
        seat = fr.seat
        if not fr.item:
            opts = [ch(f"item:{x}", Msg("Exhaust the {item}", item=T(x))) for x in ready_items(ctx, seat)]
            return dec(seat, "root.ep.league.item", Msg("League of Adventurous Mice: exhaust which item?"), opts,
                       "League of Adventurous Mice") if opts else None
        opts = []
        if has_move_origin(ctx, seat):
            opts.append(ch("action:move", Msg("Move")))
        if has_battle(ctx, seat):
            opts.append(ch("action:battle", Msg("Battle")))
        return dec(seat, "root.ep.league.action", Msg("League of Adventurous Mice: move or battle?"), opts,
                   "League of Adventurous Mice") if opts else None

    def step(self, ctx: Ctx, fr: RootLeague) -> None:
        ctx.pop(fr)

    def act(self, ctx: Ctx, fr: RootLeague, cid: str) -> None:
        if not fr.item:
            fr.item = ids.item(cid)
            ctx.s.exhausted_items.append(f"{fr.seat}:{fr.item}")
            ctx.log("root.ep.league", Msg("{name} exhausts the {item} (League of Adventurous Mice)", name=T(ctx.name(fr.seat)),
                                          item=T(fr.item)), fr.seat, rule="League of Adventurous Mice")
            return
        ctx.pop(fr)
        ctx.push(RootMove(fr.seat) if ids.action(cid) == "move" else RootBattle(fr.seat))


def start_of_birdsong(ctx: Ctx, seat: int) -> None:
    if ctx.s.exhausted_items:
        refresh_items(ctx, seat)


cards.BIRDSONG_HOOKS.append((_birdsong_choices, _apply_birdsong))
cards.DAYLIGHT_HOOKS.append((_daylight_choices, _apply_daylight))
