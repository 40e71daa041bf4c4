"""Forest Patrol / Feline Physicians (hireling 1, locks out the Marquise; facts §3.1).

Forest Patrol (promoted): setup one warrior in every clearing; whenever Patrol warriors are
removed one goes onto the card (SIN; ruling R-HIRE-14); once per Daylight either move then
battle, or put every warrior from the card into one clearing with Patrol warriors.
Feline Physicians (demoted): the controller's removed warriors may, for a card of their clearing's
suit, go to a clearing with the controller's pieces instead (like Field Hospitals, Law 6.2.3)."""
from __future__ import annotations

from game.core.i18n import N_, Msg, P, T

from .. import ids
from ..engine import ch, dec, discard_card, has_any_piece, matches, place_warriors
from ..flow import RootBattle, has_battle
from .base import HireMove, HireStep, HirelingSide, clearing_choice, hire_origins, place, placeable


class ForestPatrol(HirelingSide):
    id = "forest-patrol"
    hireling = "forest-patrol"
    side = "promoted"
    name = N_("Forest Patrol")
    rule = "Law E (Forest Patrol)"

    def hire_setup(self, ctx, slot, seat):
        for c in placeable(ctx, slot):          # one warrior in every clearing (facts §3.1, H)
            place(ctx, slot, c, 1)

    def pieces_elsewhere(self, ctx, seat):
        return {"warrior": self.card(ctx, seat).data.get("card", 0)}

    def on_warriors_removed(self, ctx, me, owner, c, n, by, cause):
        """Ability: one removed Patrol warrior goes onto the card, not to the supply."""
        if owner != me or n <= 0 or ctx.s.supply[me].get("warrior", 0) <= 0:
            return
        h = self.card(ctx, me)
        ctx.s.supply[me]["warrior"] -= 1
        h.data["card"] = h.data.get("card", 0) + 1

    def daylight_actions(self, ctx, slot, seat):
        out = []
        if hire_origins(ctx, slot) or has_battle(ctx, slot):
            out.append(ch(f"hire:{self.id}:move", Msg("Forest Patrol: move, then battle")))
        if self.card(ctx, slot).data.get("card", 0) and self._muster_to(ctx, slot):
            out.append(ch(f"hire:{self.id}:muster", Msg("Forest Patrol: put the warriors on the card into a clearing")))
        return out

    def _muster_to(self, ctx, slot):
        return placeable(ctx, slot, [c for c in ctx.m.ids if ctx.s.warriors[slot][c] > 0])

    def do_action(self, ctx, slot, seat, action):
        if action == "move":                    # (a) a move, then it may battle
            ctx.push(RootBattle(slot, optional=True))
            ctx.push(HireMove(slot))
        else:                                   # (b) every warrior on the card into one Patrol clearing
            ctx.push(HireStep(slot, "muster", seat))

    def step_decide(self, ctx, slot, fr):
        return clearing_choice(ctx, fr.seat, "root.hire.clearing", Msg("Put the Patrol warriors on the card where?"),
                               self._muster_to(ctx, slot), self.rule)

    def step_act(self, ctx, slot, fr, cid):
        c = ids.clearing(cid)
        h = self.card(ctx, slot)
        k = h.data.get("card", 0)
        ctx.pop(fr)
        h.data["card"] = 0
        ctx.s.supply[slot]["warrior"] = ctx.s.supply[slot].get("warrior", 0) + k
        place(ctx, slot, c, k)


class FelinePhysicians(HirelingSide):
    id = "feline-physicians"
    hireling = "forest-patrol"
    side = "demoted"
    name = N_("Feline Physicians")
    rule = "Law E (Feline Physicians)"

    def on_warriors_removed(self, ctx, me, owner, c, n, by, cause):
        """Controller ability: pay a card of the clearing's suit to bring them back elsewhere."""
        ctl = self.controller(ctx, me)
        if owner != ctl or ctl < 0 or n <= 0 or ctx.fac(ctl).automaton:
            return
        suit = ctx.s.suits[c]
        if not any(matches(ctx, x, suit) for x in ctx.s.hands[ctl]) or not self._homes(ctx, ctl):
            return
        ctx.push(HireStep(me, "physicians", ctl, {"c": c, "n": n, "stage": "pay"}))

    @staticmethod
    def _homes(ctx, seat):
        return [c for c in ctx.m.ids if has_any_piece(ctx, seat, c) and not (ctx.s.closed and c in ctx.s.closed)]

    def step_decide(self, ctx, slot, fr):
        seat, c = fr.seat, fr.data["c"]
        if fr.data["stage"] == "pay":
            suit = ctx.s.suits[c]
            opts = [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in sorted(set(ctx.s.hands[seat]))
                    if matches(ctx, x, suit)]
            if not opts:
                return None
            return dec(seat, "root.hire.physicians", Msg("Feline Physicians: pay a card to save {warriors}?",
                                                          n=fr.data["n"], warriors=P(fr.data["n"], "{n} warrior", "{n} warriors")), opts + [ch("pass", Msg("No"))], self.rule)
        return clearing_choice(ctx, seat, "root.hire.clearing", Msg("Bring the saved warriors to which clearing?"),
                               self._homes(ctx, seat), self.rule)

    def step_act(self, ctx, slot, fr, cid):
        if fr.data["stage"] == "pay":
            if cid == "pass":
                ctx.pop(fr)
                return
            discard_card(ctx, fr.seat, ids.card(cid), "pays Feline Physicians with")
            fr.data["stage"] = "where"
            return
        ctx.pop(fr)
        k = place_warriors(ctx, fr.seat, ids.clearing(cid), fr.data["n"])
        ctx.log("root.hire.physicians", Msg("{name} brings {warriors} back to clearing {c}", name=T(ctx.name(fr.seat)),
                                            n=k, warriors=P(k, "{n} warrior", "{n} warriors"), c=ids.clearing(cid)), fr.seat, rule=self.rule)


PROMOTED = ForestPatrol()
DEMOTED = FelinePhysicians()
