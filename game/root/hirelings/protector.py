"""Furious Protector / Stoic Protector (hireling 13, locks out no faction; root-marauder-facts.md §3.13).

The Protector is a pawn (`HireCard.data["at"]`: its clearing, 0 = off the map). A pawn is not a
warrior: it never rules and is never a battle target (both sides: it cannot be battled or
removed), and it is reported off the supply by `pieces_elsewhere` while on the map.
Furious (promoted): setup in any clearing; enemies cannot place pieces in its clearing; at the
start of the controller's Birdsong (mandatory) it moves, ignoring rule, then removes one faction
warrior of each player in its clearing, the controller's included.
Stoic (demoted): starts off the map; when hired, if off the map, it goes where the controller has
faction pieces; the controller's faction pieces sharing its clearing cannot be battled by enemies
(`shields`, read by the battle's defender list; ruling R-HIRE-31); at the start of the
controller's Birdsong (mandatory) it moves, ignoring rule."""
from __future__ import annotations

from game.core.i18n import Msg, N_

from .. import ids
from ..engine import can_place, is_enemy, pieces_of, remove_warriors
from ..flow import RootBattle
from .base import HireStep, HirelingSide, clearing_choice


def _battle_started_by(ctx, seat: int) -> bool:
    """Is the battle being resolved one `seat` began (its attacker)?"""
    for fr in reversed(ctx.s.stack):
        if isinstance(fr, RootBattle):
            return fr.attacker == seat
    return False


class _Protector(HirelingSide):
    def at(self, ctx, slot) -> int:
        return int(self.card(ctx, slot).data.get("at", 0))

    def pieces_elsewhere(self, ctx, seat):
        return {"pawn": 1 if self.at(ctx, seat) else 0}

    def _set(self, ctx, slot, c) -> None:
        self.card(ctx, slot).data["at"] = c
        ctx.s.supply[slot]["pawn"] = 0 if c else 1
        ctx.log("root.hire.protector", Msg("{name} stands in clearing {c}", name=ctx.name(slot), c=c), rule=self.rule,
                clearing=c)

    def _moves(self, ctx, slot) -> list[int]:
        """Ignoring rule: any adjacent clearing not closed (Scorched Earth)."""
        a = self.at(ctx, slot)
        return [b for b in ctx.adj[a] if not (ctx.s.closed and b in ctx.s.closed)] if a else []

    def start_birdsong(self, ctx, slot, seat):
        if self.at(ctx, slot):
            ctx.push(HireStep(slot, "march", seat))

    def step_decide(self, ctx, slot, fr):
        if fr.step == "march":
            return clearing_choice(ctx, fr.seat, "root.hire.clearing", Msg("Move the Protector to which clearing?"),
                                   self._moves(ctx, slot), self.rule)
        if fr.step in ("setup", "hired"):
            where = [c for c in ctx.m.ids if not (ctx.s.closed and c in ctx.s.closed)]
            if fr.step == "hired":
                where = [c for c in where if pieces_of(ctx, fr.seat, c)]
            return clearing_choice(ctx, fr.seat, "root.hire.clearing", Msg("Put the Protector in which clearing?"),
                                   where, self.rule)
        return None

    def step_act(self, ctx, slot, fr, cid):
        c = ids.clearing(cid)
        ctx.pop(fr)
        self._set(ctx, slot, c)
        if fr.step == "march":
            self.after_march(ctx, slot, c)

    def after_march(self, ctx, slot, c) -> None:
        """What happens once it has moved (the Furious Protector strikes)."""

    def view(self, ctx, seat, viewer):
        return dict(super().view(ctx, seat, viewer), at=self.at(ctx, seat))


class FuriousProtector(_Protector):
    id = "furious-protector"
    hireling = "furious-protector"
    side = "promoted"
    name = N_("Furious Protector")
    rule = "Law E (Furious Protector)"

    def hire_setup(self, ctx, slot, seat):
        ctx.push(HireStep(slot, "setup", seat))

    def blocks_placement(self, ctx, me, placer, c) -> bool:
        return c == self.at(ctx, me) and is_enemy(ctx, me, placer)

    def after_march(self, ctx, slot, c) -> None:
        # one faction warrior of each player there, the controller's too; hireling pieces spared
        for p in range(ctx.s.n):
            if ctx.s.warriors[p][c] - ctx.fac(p).immobile_warriors(ctx, p, c) > 0 or ctx.s.warriors[p][c] > 0:
                remove_warriors(ctx, p, c, 1, slot, "furious-protector")


class StoicProtector(_Protector):
    id = "stoic-protector"
    hireling = "furious-protector"
    side = "demoted"
    name = N_("Stoic Protector")
    rule = "Law E (Stoic Protector)"

    def hire_setup(self, ctx, slot, seat):
        """facts §2: the pawn starts off the map; no setup."""
        self.card(ctx, slot).data["at"] = 0

    def when_hired(self, ctx, slot):
        seat = self.controller(ctx, slot)
        if not self.at(ctx, slot) and any(pieces_of(ctx, seat, c) and can_place(ctx, slot, c) for c in ctx.m.ids):
            ctx.push(HireStep(slot, "hired", seat))

    def shields(self, ctx, slot, defender: int, c: int, attacker: int) -> bool:
        """The controller's faction pieces in the Protector's clearing cannot be battled by enemies."""
        return (c == self.at(ctx, slot) and defender == self.controller(ctx, slot)
                and is_enemy(ctx, defender, attacker))

    def shields_removal(self, ctx, slot, owner: int, c: int, by: int, cause: str) -> bool:
        """facts §3.13 "nor remove": an enemy's effect cannot remove the controller's faction
        pieces in the Protector's clearing. The hits of a battle the controller began (its
        defender's hits and ambush) still fall: the shield is against battles enemies start,
        which `shields` already forbids (ruling R-HIRE-68)."""
        if c != self.at(ctx, slot) or owner != self.controller(ctx, slot) or not is_enemy(ctx, owner, by):
            return False
        return not (cause in ("battle", "ambush") and _battle_started_by(ctx, owner))


PROMOTED = FuriousProtector()
DEMOTED = StoicProtector()
