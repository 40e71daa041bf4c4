"""Popular Band / Street Band (hireling 7, locks out no faction; root-marauder-facts.md §3.7).

Both sides use the 5 Band warriors and share the move lock (an ability, E.2.2): an enemy that
moved into a clearing holding a Band warrior cannot move out of it that same turn.
Popular Band (promoted): setup 2 warriors in 2 different clearings; when hired with none on the
map, 1 in a clearing with the controller's faction pieces; once per Daylight, pick a Band
clearing and pull faction warriors from the clearings next to it (ruling R-HIRE-30), then you
may place 1 Band warrior in any clearing.
Street Band (demoted): starts off the map; once per Daylight, place 1 Band warrior anywhere."""
from __future__ import annotations

from game.core.i18n import Msg, N_

from .. import ids
from ..engine import ch, dec, is_enemy, pieces_of
from ..flow import do_move, move_out_blocked
from .base import HireStep, HirelingSide, clearing_choice, place, placeable


def _bands(ctx, slot) -> list[int]:
    return [c for c in ctx.m.ids if ctx.s.warriors[slot][c] > 0]


class _Band(HirelingSide):
    """The move lock both sides share (facts §3.7)."""

    def after_move(self, ctx, me, mover, a, b, n) -> None:
        if ctx.s.warriors[me][b] > 0 and is_enemy(ctx, me, mover):
            lock = self.card(ctx, me).data.setdefault("lock", [])
            if [mover, b] not in lock:
                lock.append([mover, b])

    def blocks_move_out(self, ctx, me, mover, c) -> bool:
        return [mover, c] in self.card(ctx, me).data.get("lock", [])

    def on_phase(self, ctx, me, seat, phase) -> None:
        if phase == "birdsong":                    # "that same turn": the locks end with the turn
            self.card(ctx, me).data["lock"] = []
        super().on_phase(ctx, me, seat, phase)

    def _place_one(self, ctx, slot, seat) -> None:
        ctx.push(HireStep(slot, "place", seat, {"optional": True}))

    def step_decide(self, ctx, slot, fr):
        if fr.step in ("place", "place-own", "setup"):
            if not ctx.s.supply[slot].get("warrior", 0):
                return None
            where = placeable(ctx, slot)
            if fr.step == "place-own":             # a clearing with the controller's faction pieces
                where = [c for c in where if pieces_of(ctx, fr.seat, c)]
            if fr.step == "setup":                 # two different clearings
                where = [c for c in where if c not in fr.data.get("done", [])]
            extra = [ch("pass", Msg("Place none"))] if fr.data.get("optional") else []
            return clearing_choice(ctx, fr.seat, "root.hire.clearing", Msg("Place a Band warrior in which clearing?"),
                                   where, self.rule, extra)
        return None

    def step_act(self, ctx, slot, fr, cid):
        if cid == "pass":
            ctx.pop(fr)
            return
        c = ids.clearing(cid)
        if fr.step == "setup":
            fr.data.setdefault("done", []).append(c)
            if len(fr.data["done"]) >= 2:
                ctx.pop(fr)
        else:
            ctx.pop(fr)
        place(ctx, slot, c, 1)


class PopularBand(_Band):
    id = "popular-band"
    hireling = "popular-band"
    side = "promoted"
    name = N_("Popular Band")
    rule = "Law E (Popular Band)"

    def hire_setup(self, ctx, slot, seat):
        ctx.push(HireStep(slot, "setup", seat))

    def when_hired(self, ctx, slot):
        if not _bands(ctx, slot):
            ctx.push(HireStep(slot, "place-own", self.controller(ctx, slot)))

    def daylight_actions(self, ctx, slot, seat):
        if not _bands(ctx, slot) and not ctx.s.supply[slot].get("warrior", 0):
            return []
        return [ch(f"hire:{self.id}:play", Msg("Popular Band: pull warriors in, then place a Band warrior"))]

    def do_action(self, ctx, slot, seat, action):
        self._place_one(ctx, slot, seat)             # runs second (frames: last pushed first)
        if _bands(ctx, slot):
            ctx.push(HireStep(slot, "stage", seat))

    def _pulls(self, ctx, slot, c) -> list[tuple[int, int]]:
        """(owner, from) pairs whose faction warriors next to c may be pulled into c: the owner's
        own move rules apply (Law 1.5.5 forced moves: rule the origin or c, no move-out ban)."""
        s = ctx.s
        out = []
        for a in ctx.adj[c]:
            for p in range(s.n):
                movable = s.warriors[p][a] - ctx.fac(p).immobile_warriors(ctx, p, a)
                if movable <= 0 or (s.closed and c in s.closed):
                    continue
                if not (s.ruler[a] == p or s.ruler[c] == p or ctx.fac(p).ignores_rule_to_move(ctx, p)):
                    continue
                if move_out_blocked(ctx, p, a):
                    continue
                out.append((p, a))
        return out

    def step_decide(self, ctx, slot, fr):
        if fr.step == "stage":
            return clearing_choice(ctx, fr.seat, "root.hire.clearing", Msg("Popular Band: which Band clearing?"),
                                   _bands(ctx, slot), self.rule, [ch("pass", Msg("Pull nobody"))])
        if fr.step == "pull":
            opts = [ch(f"pull:{p}-{a}", Msg("Pull {name}'s warriors from clearing {a}", name=ctx.name(p), a=a))
                    for p, a in self._pulls(ctx, slot, fr.data["c"])]
            return dec(fr.seat, "root.hire.band.pull", Msg("Pull whose warriors into clearing {c}?", c=fr.data["c"]),
                       opts + [ch("done", Msg("Done"))], self.rule)
        return super().step_decide(ctx, slot, fr)

    def step_act(self, ctx, slot, fr, cid):
        if fr.step == "stage":
            ctx.pop(fr)
            if cid != "pass":
                ctx.push(HireStep(slot, "pull", fr.seat, {"c": ids.clearing(cid)}))
            return
        if fr.step == "pull":
            if cid == "done":
                ctx.pop(fr)
                return
            p, a = (int(x) for x in cid.split(":", 1)[1].split("-"))
            if (p, a) not in self._pulls(ctx, slot, fr.data["c"]):
                raise ValueError(cid)
            n = ctx.s.warriors[p][a] - ctx.fac(p).immobile_warriors(ctx, p, a)
            do_move(ctx, p, a, fr.data["c"], n)     # ruling R-HIRE-30: all of them that may move
            return
        super().step_act(ctx, slot, fr, cid)


class StreetBand(_Band):
    id = "street-band"
    hireling = "popular-band"
    side = "demoted"
    name = N_("Street Band")
    rule = "Law E (Street Band)"

    def hire_setup(self, ctx, slot, seat):
        """facts §2: the demoted side's pieces start off the map; no setup."""

    def daylight_actions(self, ctx, slot, seat):
        if not ctx.s.supply[slot].get("warrior", 0):
            return []
        return [ch(f"hire:{self.id}:place", Msg("Street Band: place a Band warrior"))]

    def do_action(self, ctx, slot, seat, action):
        ctx.push(HireStep(slot, "place", seat))


PROMOTED = PopularBand()
DEMOTED = StreetBand()
