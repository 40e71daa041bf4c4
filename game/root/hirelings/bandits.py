"""Highway Bandits / Bandit Gangs (hireling 10, locks out no faction; root-marauder-facts.md §3.10).

Highway Bandits (promoted): the 4 Bandits sit on paths (`HireCard.data["paths"]`: [a, b] with
a < b), never on a river, a closed path or a path already holding one (LCR 22.3.5, 25.4.2). Setup:
2 Bandits on two different paths. An enemy whose warriors move along a Bandit's path removes one
of the moving warriors; when the controller moves along one, it places one of its faction
warriors in the destination (ruling R-HIRE-36). Once per Daylight: a Bandit on an empty path
touching a clearing with the controller's faction pieces (none left: one is first taken off the
map). Bandits on paths are never battled (facts §9 q9).
Bandit Gangs (demoted): the Bandits are warriors in clearings, starting off the map; when hired
with none on the map, 1 in a clearing with the controller's faction pieces; they cannot be battled
in clearings holding the controller's faction pieces; once per Daylight, either one of the
controller's faction warriors at each Bandit, or 1 Bandit in a clearing with its faction pieces."""
from __future__ import annotations

from game.core.i18n import Msg, N_, T

from .. import ids
from ..engine import can_place, ch, dec, is_enemy, pieces_of, place_warriors, remove_warriors
from .base import HireStep, HirelingSide, clearing_choice, place, placeable


def _key(a: int, b: int) -> list[int]:
    return [min(a, b), max(a, b)]


class HighwayBandits(HirelingSide):
    id = "highway-bandits"
    hireling = "highway-bandits"
    side = "promoted"
    name = N_("Highway Bandits")
    rule = "Law E (Highway Bandits)"

    def paths(self, ctx, slot) -> list[list[int]]:
        """The Bandits' paths (read only: a decision never changes the state)."""
        return self.card(ctx, slot).data.get("paths", [])

    def _paths_rw(self, ctx, slot) -> list[list[int]]:
        return self.card(ctx, slot).data.setdefault("paths", [])

    def pieces_elsewhere(self, ctx, seat):
        return {"warrior": len(self.card(ctx, seat).data.get("paths", []))}

    def open_paths(self, ctx, slot, touching: int = -1) -> list[list[int]]:
        """Paths with no Bandit, not closed (Mountain, Law C.3.2); rivers are not paths (Law 2.3)."""
        taken = self.paths(ctx, slot)
        shut = [list(p) for p in ctx.s.closed_paths]
        out = []
        for a in ctx.m.ids:
            for b in ctx.adj[a]:
                p = _key(a, b)
                if a < b and p not in taken and p not in shut:
                    out.append(p)
        if touching >= 0:
            out = [p for p in out if pieces_of(ctx, touching, p[0]) or pieces_of(ctx, touching, p[1])]
        return out

    def _put(self, ctx, slot, p) -> None:
        self._paths_rw(ctx, slot).append(list(p))
        ctx.s.supply[slot]["warrior"] -= 1
        ctx.log("root.hire.bandits", Msg("A Highway Bandit takes the path {a}–{b}", a=p[0], b=p[1]), rule=self.rule)

    def hire_setup(self, ctx, slot, seat):
        ctx.push(HireStep(slot, "path", seat, {"left": 2}))

    def after_move(self, ctx, me, mover, a, b, n) -> None:
        if _key(a, b) not in self.paths(ctx, me) or mover >= ctx.s.n:
            return
        if is_enemy(ctx, me, mover):                 # a toll: one of the moving warriors
            remove_warriors(ctx, mover, b, 1, me, "highway-bandits")
        elif mover == self.controller(ctx, me):      # the controller's escort (R-HIRE-36)
            if can_place(ctx, mover, b) and place_warriors(ctx, mover, b, 1):
                ctx.log("root.hire.bandits", Msg("{name} places a warrior in clearing {c} (Highway Bandits)",
                                                 name=ctx.name(mover), c=b), mover, rule=self.rule)

    def after_pawn_move(self, ctx, me, mover, a, b) -> None:
        """facts §3.10: a Vagabond moving along a Bandit's path damages an item instead of losing
        a moving piece (its own hit rule: the Vagabond picks it, Law 9.2.7; ruling R-HIRE-69)."""
        if _key(a, b) not in self.paths(ctx, me) or mover >= ctx.s.n or not is_enemy(ctx, me, mover):
            return
        ctx.log("root.hire.bandits", Msg("Highway Bandits on the path {a}–{b}: {name} damages an item",
                                         a=min(a, b), b=max(a, b), name=T(ctx.name(mover))), mover, rule=self.rule)
        ctx.fac(mover).absorb_hits(ctx, mover, b, 1, me, None)

    def daylight_actions(self, ctx, slot, seat):
        if not self.open_paths(ctx, slot, seat):
            return []
        if not ctx.s.supply[slot].get("warrior", 0) and not self.paths(ctx, slot):
            return []
        return [ch(f"hire:{self.id}:place", Msg("Highway Bandits: put a Bandit on a path"))]

    def do_action(self, ctx, slot, seat, action):
        if not ctx.s.supply[slot].get("warrior", 0):
            ctx.push(HireStep(slot, "lift", seat))   # none left: first one off the map
        else:
            ctx.push(HireStep(slot, "path", seat, {"left": 1, "seat": seat}))

    def step_decide(self, ctx, slot, fr):
        if fr.step == "path":
            if fr.data["left"] <= 0 or not ctx.s.supply[slot].get("warrior", 0):
                return None
            opts = self.open_paths(ctx, slot, fr.data.get("seat", -1))
            return dec(fr.seat, "root.hire.path", Msg("Put a Bandit on which path?"),
                       [ch(f"path:{a}-{b}", Msg("Path {a}–{b}", a=a, b=b)) for a, b in opts], self.rule) if opts else None
        if fr.step == "lift":
            return dec(fr.seat, "root.hire.path", Msg("Take which Bandit off the map first?"),
                       [ch(f"path:{a}-{b}", Msg("Path {a}–{b}", a=a, b=b)) for a, b in self.paths(ctx, slot)], self.rule)
        return None

    def step_act(self, ctx, slot, fr, cid):
        a, b = (int(x) for x in cid.split(":", 1)[1].split("-"))
        p = _key(a, b)
        if fr.step == "lift":
            if p not in self.paths(ctx, slot):
                raise ValueError(cid)
            ctx.pop(fr)
            self._paths_rw(ctx, slot).remove(p)
            ctx.s.supply[slot]["warrior"] += 1
            ctx.push(HireStep(slot, "path", fr.seat, {"left": 1, "seat": fr.seat}))
            return
        if p not in self.open_paths(ctx, slot, fr.data.get("seat", -1)):
            raise ValueError(cid)
        fr.data["left"] -= 1
        self._put(ctx, slot, p)

    def view(self, ctx, seat, viewer):
        return dict(super().view(ctx, seat, viewer), paths=[list(p) for p in self.paths(ctx, seat)])


class BanditGangs(HirelingSide):
    id = "bandit-gangs"
    hireling = "highway-bandits"
    side = "demoted"
    name = N_("Bandit Gangs")
    rule = "Law E (Bandit Gangs)"

    def hire_setup(self, ctx, slot, seat):
        """facts §2: the demoted side's Bandits start off the map; no setup."""

    def _own(self, ctx, slot, seat) -> list[int]:
        return placeable(ctx, slot, [c for c in ctx.m.ids if pieces_of(ctx, seat, c)])

    def when_hired(self, ctx, slot):
        seat = self.controller(ctx, slot)
        if not any(ctx.s.warriors[slot][1:]) and self._own(ctx, slot, seat):
            ctx.push(HireStep(slot, "gang", seat))

    def may_be_attacked(self, ctx, slot, attacker, c) -> bool:
        who = self.controller(ctx, slot)
        return not (who >= 0 and pieces_of(ctx, who, c))

    def daylight_actions(self, ctx, slot, seat):
        out = []
        if any(ctx.s.warriors[slot][1:]) and ctx.s.supply[seat].get("warrior", 0):
            out.append(ch(f"hire:{self.id}:arm", Msg("Bandit Gangs: one of your warriors at each Bandit")))
        if ctx.s.supply[slot].get("warrior", 0) and self._own(ctx, slot, seat):
            out.append(ch(f"hire:{self.id}:place", Msg("Bandit Gangs: place a Bandit")))
        return out

    def do_action(self, ctx, slot, seat, action):
        if action == "arm":
            for c in ctx.m.ids:
                if ctx.s.warriors[slot][c] and can_place(ctx, seat, c) and place_warriors(ctx, seat, c, 1):
                    ctx.log("root.hire.gangs", Msg("{name} places a warrior in clearing {c} (Bandit Gangs)",
                                                   name=ctx.name(seat), c=c), seat, rule=self.rule)
        else:
            ctx.push(HireStep(slot, "gang", seat))

    def step_decide(self, ctx, slot, fr):
        if not ctx.s.supply[slot].get("warrior", 0):
            return None
        return clearing_choice(ctx, fr.seat, "root.hire.clearing", Msg("Place a Bandit in which clearing?"),
                               self._own(ctx, slot, fr.seat), self.rule)

    def step_act(self, ctx, slot, fr, cid):
        ctx.pop(fr)
        place(ctx, slot, ids.clearing(cid), 1)


PROMOTED = HighwayBandits()
DEMOTED = BanditGangs()
