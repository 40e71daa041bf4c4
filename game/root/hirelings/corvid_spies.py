"""Corvid Spies / Raven Sentries (hireling 12, locks out the Corvids; root-marauder-facts.md §3.12).

Corvid Spies (promoted): setup 2 Spy warriors in two different clearings of the same suit; once
per Daylight, place 2 Spies among clearings with enemy pieces, then either battle in each clearing
with Spies, or pick one Spy clearing where the controller takes a random card from every enemy
with faction pieces there.
Raven Sentries (demoted, no pieces): in any battle, the controller deals 1 extra hit if the battle
clearing holds one of its faction buildings or tokens (`controller_extra_hits`, read by the battle)."""
from __future__ import annotations

from game.core.i18n import Msg, N_

from .. import ids
from ..engine import ch, dec, enemy_slots, pieces_of, take_random_card
from ..flow import RootBattle, battle_clearings
from .base import HireStep, HirelingSide, clearing_choice, place, placeable


def _spies(ctx, slot) -> list[int]:
    return [c for c in ctx.m.ids if ctx.s.warriors[slot][c] > 0]


class CorvidSpies(HirelingSide):
    id = "corvid-spies"
    hireling = "corvid-spies"
    side = "promoted"
    name = N_("Corvid Spies")
    rule = "Law E (Corvid Spies)"

    def hire_setup(self, ctx, slot, seat):
        ctx.push(HireStep(slot, "setup", seat, {"first": 0}))

    def _setup_options(self, ctx, slot, first: int) -> list[int]:
        """Two different clearings of one suit: the first must have a same-suit partner."""
        s = ctx.s
        ok = placeable(ctx, slot)
        if first:
            return [c for c in ok if c != first and s.suits[c] == s.suits[first]]
        return [c for c in ok if any(d != c and s.suits[d] == s.suits[c] for d in ok)]

    def _spy_targets(self, ctx, slot) -> list[int]:
        foes = enemy_slots(ctx, slot)
        return placeable(ctx, slot, [c for c in ctx.m.ids if any(pieces_of(ctx, e, c) for e in foes)])

    def daylight_actions(self, ctx, slot, seat):
        if not _spies(ctx, slot) and not (ctx.s.supply[slot].get("warrior", 0) and self._spy_targets(ctx, slot)):
            return []
        return [ch(f"hire:{self.id}:act", Msg("Corvid Spies: place two Spies, then battle or steal"))]

    def do_action(self, ctx, slot, seat, action):
        ctx.push(HireStep(slot, "mode", seat))               # runs after the placing (last pushed first)
        ctx.push(HireStep(slot, "spy", seat, {"left": 2}))

    def step_decide(self, ctx, slot, fr):
        if fr.step == "setup":
            return clearing_choice(ctx, fr.seat, "root.hire.clearing", Msg("Place a Spy in which clearing?"),
                                   self._setup_options(ctx, slot, fr.data["first"]), self.rule)
        if fr.step == "spy":
            if fr.data["left"] <= 0 or not ctx.s.supply[slot].get("warrior", 0):
                return None
            return clearing_choice(ctx, fr.seat, "root.hire.clearing", Msg("Place a Spy in which clearing (enemy pieces)?"),
                                   self._spy_targets(ctx, slot), self.rule)
        if fr.step == "mode":
            if not _spies(ctx, slot):
                return None
            return dec(fr.seat, "root.hire.spies", Msg("Corvid Spies: battle in each Spy clearing, or steal in one?"),
                       [ch("choice:battle", Msg("Battle in each clearing with Spies")),
                        ch("choice:steal", Msg("Take a random card from each enemy in one Spy clearing"))], self.rule)
        if fr.step == "steal":
            return clearing_choice(ctx, fr.seat, "root.hire.clearing", Msg("Steal in which Spy clearing?"),
                                   _spies(ctx, slot), self.rule)
        return None

    def step_act(self, ctx, slot, fr, cid):
        if fr.step == "mode":
            ctx.pop(fr)
            if cid == "choice:battle":
                for c in reversed(_spies(ctx, slot)):        # each clearing with Spies, lowest first
                    ctx.push(HireStep(slot, "battle", fr.seat, {"c": c}))
            elif cid == "choice:steal":
                ctx.push(HireStep(slot, "steal", fr.seat))
            else:
                raise ValueError(cid)
            return
        c = ids.clearing(cid)
        if fr.step == "setup":
            if c not in self._setup_options(ctx, slot, fr.data["first"]):
                raise ValueError(cid)
            if fr.data["first"]:
                ctx.pop(fr)
            fr.data["first"] = c
            place(ctx, slot, c, 1)
        elif fr.step == "spy":
            fr.data["left"] -= 1
            place(ctx, slot, c, 1)
        elif fr.step == "steal":
            ctx.pop(fr)
            for e in range(ctx.s.n):                          # every enemy player with faction pieces there
                if e != fr.seat and e in enemy_slots(ctx, slot) and pieces_of(ctx, e, c):
                    take_random_card(ctx, e, fr.seat)

    def step_auto(self, ctx, slot, fr):
        ctx.pop(fr)
        if fr.step == "battle":                               # a battle where the Spies still face an enemy
            c = fr.data["c"]
            if c in battle_clearings(ctx, slot):             # a defender it may choose (tolls, shields: Law 4.3)
                ctx.push(RootBattle(slot, clearing=c, stage="defender"))


class RavenSentries(HirelingSide):
    id = "raven-sentries"
    hireling = "corvid-spies"
    side = "demoted"
    name = N_("Raven Sentries")
    rule = "Law E (Raven Sentries)"

    def controller_extra_hits(self, ctx, slot, seat: int, battle) -> int:
        """+1 hit for the controller if the battle clearing holds its faction building or token."""
        c = battle.clearing
        if self.controller(ctx, slot) != seat:
            return 0
        mine = any(p[0] == seat for p in ctx.s.buildings[c]) or any(p[0] == seat for p in ctx.s.tokens[c])
        return 1 if mine else 0


PROMOTED = CorvidSpies()
DEMOTED = RavenSentries()
