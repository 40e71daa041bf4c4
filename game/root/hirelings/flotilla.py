"""Riverfolk Flotilla / Otter Divers (hireling 8, locks out the Riverfolk; root-marauder-facts.md §3.8).

Riverfolk Flotilla (promoted): a pawn (`HireCard.data["at"]`) set up in a clearing both on the map
edge and on a river (the Lake: a coastal clearing). Nobody can battle or remove it (a pawn is no
battle target; hits on it are ignored); it rolls at most 3 hits. At the start of the controller's
Birdsong every player with faction pieces in its clearing draws a card (ruling R-HIRE-32), then
it must sail along a river link (the Lake: to another coastal clearing, LCR 25.3.2) ignoring rule,
and may battle there.
Otter Divers (demoted, no pieces): rule does not matter for the controller's moves that start or
end in a river clearing (`flow.move._otter_divers` reads `river_rule_free`)."""
from __future__ import annotations

from game.core.i18n import Msg, N_

from .. import ids
from ..engine import ch, dec, draw, enemy_slots, pieces_of
from ..flow import RootBattle
from .base import HireStep, HirelingSide, clearing_choice
from .data import hirelings_data

MAX_HITS = 3                  # facts §3.8: it rolls at most 3 hits


def river_clearing(ctx, c: int) -> bool:
    """On a river; on the Lake, a coastal clearing (the lake is rivers, Law C.2.2)."""
    return c in ctx.m.coastal if ctx.m.coastal else bool(ctx.m.river_adj[c])


def sail_to(ctx, a: int) -> list[int]:
    if ctx.m.coastal:
        return [b for b in ctx.m.coastal if b != a and not (ctx.s.closed and b in ctx.s.closed)]
    return [b for b in ctx.m.river_adj[a] if not (ctx.s.closed and b in ctx.s.closed)]


class RiverfolkFlotilla(HirelingSide):
    id = "riverfolk-flotilla"
    hireling = "riverfolk-flotilla"
    side = "promoted"
    name = N_("Riverfolk Flotilla")
    rule = "Law E (Riverfolk Flotilla)"

    def at(self, ctx, slot) -> int:
        return int(self.card(ctx, slot).data.get("at", 0))

    def pieces_elsewhere(self, ctx, seat):
        return {"pawn": 1 if self.at(ctx, seat) else 0}

    def _set(self, ctx, slot, c) -> None:
        self.card(ctx, slot).data["at"] = c
        ctx.s.supply[slot]["pawn"] = 0
        ctx.log("root.hire.flotilla", Msg("The Riverfolk Flotilla is in clearing {c}", c=c), rule=self.rule, clearing=c)

    def setup_clearings(self, ctx) -> list[int]:
        edge = hirelings_data(ctx.c).edge(ctx.m.id)
        return [c for c in ctx.m.ids if c in edge and river_clearing(ctx, c)]

    def hire_setup(self, ctx, slot, seat):
        ctx.push(HireStep(slot, "setup", seat))

    def start_birdsong(self, ctx, slot, seat):
        a = self.at(ctx, slot)
        if not a:
            return
        for p in range(ctx.s.n):                    # 1. whoever has faction pieces there draws
            if pieces_of(ctx, p, a):
                draw(ctx, p, 1)
        ctx.push(HireStep(slot, "sail", seat))      # 2. it must sail, then may battle

    # --- battle: it fights alone, at most 3 hits, and takes none ----------------------------------
    def can_battle_in(self, ctx, seat, c):
        return c == self.at(ctx, seat)

    def fights_without_warriors(self, ctx, seat, c):
        return True

    def max_rolled_hits(self, ctx, seat, c, battle):
        return MAX_HITS

    def defenseless(self, ctx, seat, c, battle):
        return False

    def absorb_hits(self, ctx, seat, c, n, by, battle):
        return 0                                    # nobody can remove it

    def step_decide(self, ctx, slot, fr):
        if fr.step == "setup":
            return clearing_choice(ctx, fr.seat, "root.hire.clearing", Msg("Set the Flotilla up in which clearing?"),
                                   self.setup_clearings(ctx), self.rule)
        if fr.step == "sail":
            return clearing_choice(ctx, fr.seat, "root.hire.clearing", Msg("Sail the Flotilla to which clearing?"),
                                   sail_to(ctx, self.at(ctx, slot)), self.rule)
        if fr.step == "battle":
            c = self.at(ctx, slot)
            if not any(pieces_of(ctx, e, c) for e in enemy_slots(ctx, slot)):
                return None
            return dec(fr.seat, "root.hire.flotilla", Msg("Battle with the Flotilla in clearing {c}?", c=c),
                       [ch("choice:battle", Msg("Battle")), ch("pass", Msg("No battle"))], self.rule)
        return None

    def step_act(self, ctx, slot, fr, cid):
        ctx.pop(fr)
        if fr.step == "battle":
            if cid == "choice:battle":
                ctx.push(RootBattle(slot, clearing=self.at(ctx, slot), stage="defender"))
            return
        c = ids.clearing(cid)
        self._set(ctx, slot, c)
        if fr.step == "sail":
            ctx.push(HireStep(slot, "battle", fr.seat))

    def view(self, ctx, seat, viewer):
        return dict(super().view(ctx, seat, viewer), at=self.at(ctx, seat))


class OtterDivers(HirelingSide):
    id = "otter-divers"
    hireling = "riverfolk-flotilla"
    side = "demoted"
    name = N_("Otter Divers")
    rule = "Law E (Otter Divers)"
    river_rule_free = True        # read by flow.move._otter_divers (no import edge from the flow)


PROMOTED = RiverfolkFlotilla()
DEMOTED = OtterDivers()
