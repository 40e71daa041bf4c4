"""Last Dynasty / Bluebird Nobles (hireling 2, locks out the Eyrie; facts §3.2).

Last Dynasty (promoted): setup all 5 warriors in one map-edge clearing; once per Daylight the
first case that applies: none on the map → all 5 into a map-edge clearing and battle there; they
rule their clearing → move them all, then battle if able; otherwise battle there twice.
Bluebird Nobles (demoted): the controller wins rule ties (like Lords of the Forest, Law 7.2.2)
and at the start of its Birdsong scores 1 VP per 3 ruled clearings."""
from __future__ import annotations

from game.core.i18n import Msg, N_

from .. import ids
from ..engine import add_vp, ch, hireling_rules, touch
from ..flow import RootBattle, battle_clearings
from .base import HireMove, HireStep, HirelingSide, clearing_choice, hire_dests, place, placeable
from .data import hirelings_data


def _where(ctx, slot) -> list[int]:
    return [c for c in ctx.m.ids if ctx.s.warriors[slot][c] > 0]


def battle_here(ctx, slot, c) -> None:
    """A battle by the hireling in clearing c, if it can battle there (Law 4.3)."""
    if c in battle_clearings(ctx, slot):
        ctx.push(RootBattle(slot, clearing=c, stage="defender"))


class LastDynasty(HirelingSide):
    id = "last-dynasty"
    hireling = "last-dynasty"
    side = "promoted"
    name = N_("Last Dynasty")
    rule = "Law E (Last Dynasty)"

    def _edge(self, ctx, slot):
        return placeable(ctx, slot, list(hirelings_data(ctx.c).edge(ctx.s.map_id)))

    def hire_setup(self, ctx, slot, seat):
        ctx.push(HireStep(slot, "place-edge", seat))

    def daylight_actions(self, ctx, slot, seat):
        return [ch(f"hire:{self.id}:act", Msg("Last Dynasty: take its Daylight action"))] if self._case(ctx, slot) else []

    def _case(self, ctx, slot) -> str:
        where = _where(ctx, slot)
        if not where:
            return "return" if self._edge(ctx, slot) and ctx.s.supply[slot].get("warrior", 0) else ""
        c = where[0]
        if hireling_rules(ctx, slot, c):
            return "march" if hire_dests(ctx, slot, c) or c in battle_clearings(ctx, slot) else ""
        return "twice" if c in battle_clearings(ctx, slot) else ""

    def do_action(self, ctx, slot, seat, action):
        case = self._case(ctx, slot)
        if case == "return":                  # 1. none on the map: all 5 to a map edge, battle
            ctx.push(HireStep(slot, "battle-after", seat))
            ctx.push(HireStep(slot, "place-edge", seat))
        elif case == "march":                 # 2. they rule their clearing: move all, then battle
            ctx.push(HireStep(slot, "battle-after", seat))
            c = _where(ctx, slot)[0]
            if hire_dests(ctx, slot, c):
                ctx.push(HireMove(slot, stage="to", a=c, optional=False, whole=True))
        else:                                 # 3. otherwise battle in their clearing twice
            c = _where(ctx, slot)[0]
            ctx.push(HireStep(slot, "battle-after", seat))
            battle_here(ctx, slot, c)

    def step_decide(self, ctx, slot, fr):
        if fr.step == "place-edge":
            return clearing_choice(ctx, fr.seat, "root.hire.clearing", Msg("Place the Last Dynasty in which map-edge clearing?"),
                                   self._edge(ctx, slot), self.rule)
        return None

    def step_auto(self, ctx, slot, fr):
        ctx.pop(fr)
        if fr.step == "battle-after":         # battle where they stand now, if able
            where = _where(ctx, slot)
            if where:
                battle_here(ctx, slot, where[0])
        # place-edge with no legal clearing: nothing is placed (ruling R-HIRE-27)

    def step_act(self, ctx, slot, fr, cid):
        ctx.pop(fr)
        place(ctx, slot, ids.clearing(cid), 5)


class BluebirdNobles(HirelingSide):
    id = "bluebird-nobles"
    hireling = "last-dynasty"
    side = "demoted"
    name = N_("Bluebird Nobles")
    rule = "Law E (Bluebird Nobles)"
    grants_rule_ties = True                   # engine.rule_of: the controller wins rule ties

    def when_hired(self, ctx, slot):
        for c in ctx.m.ids:                   # rule ties change hands with control
            touch(ctx, c)

    def start_birdsong(self, ctx, slot, seat):
        ruled = sum(1 for c in ctx.m.ids if ctx.s.ruler[c] == seat)
        if ruled // 3:
            add_vp(ctx, seat, ruled // 3, "Bluebird Nobles")


PROMOTED = LastDynasty()
DEMOTED = BluebirdNobles()
