"""Marquise de Cat (Law chapter 6): keep, field hospitals, wood, build / recruit / march /
battle / overwork, extra actions for bird cards, crafting with workshops, track scoring."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import serial
from game.core.i18n import N_, Msg, P, Sub, T

from .. import cards, ids
from ..exiles import seat_adjacency
from ..engine import every_suit, fits  # the Lost City's suits (R-LAND-11)
from ..engine import (Handler, add_vp, can_place, ch, clearings_with_building, dec, discard_card,
                      draw, free_slots, handles, place_building, place_token,
                      place_warriors)
from ..flow import RootBattle, RootMove, has_battle, has_move_origin
from ..startclearings import fallback_starts
from .base import Faction

BUILDINGS = ("sawmill", "workshop", "recruiter")


@serial.register
@dataclass
class MarquiseState:
    keep_gone: bool = False          # Law 6.2.2: a removed keep leaves the game


def _mq(ctx):
    return ctx.c.factions.marquise


_TRACKS: dict[int, dict] = {}


def _tracks(ctx) -> dict:
    """The content's building tracks by kind (cached per content record, checked by identity)."""
    mq = _mq(ctx)
    t = _TRACKS.get(id(mq))
    if t is None or t["_mq"] is not mq:
        t = _TRACKS[id(mq)] = {"_mq": mq, **{b.id: b for b in mq.buildings}}
    return t


def _track(ctx, kind):
    return _tracks(ctx)[kind]


def keep_clearing(ctx, seat) -> int:
    for c in ctx.m.ids:
        for t in ctx.s.tokens[c]:
            if t[0] == seat and t[1] == "keep":
                return c
    return 0


def placed(ctx, seat, kind) -> int:
    return _track(ctx, kind).count - ctx.s.supply[seat][kind]


def wood_component(ctx, seat, target) -> list[int]:
    """Law 6.5.4.II: wood may come from the target clearing and any clearing linked to it by an
    unbroken chain of clearings the Marquise rules."""
    ruler, adj = ctx.s.ruler, seat_adjacency(ctx, seat)        # Tunnels joins clearings (R-EP-7)
    if ruler[target] != seat:
        return [target]
    seen = [target]
    i = 0
    while i < len(seen):
        for d in adj[seen[i]]:
            if ruler[d] == seat and d not in seen:
                seen.append(d)
        i += 1
    return seen


def wood_in(ctx, seat, clearings) -> int:
    tokens = ctx.s.tokens
    return sum(1 for c in clearings for t in tokens[c] if t[0] == seat and t[1] == "wood")


def build_cost(ctx, seat, kind) -> int:
    return _mq(ctx).build_costs[placed(ctx, seat, kind)]


def component_wood(ctx, seat) -> dict[int, int]:
    """Wood reachable from each ruled clearing (its ruled connected component, Law 6.5.4.II)."""
    ruler, adj, tokens = ctx.s.ruler, seat_adjacency(ctx, seat), ctx.s.tokens   # Tunnels (R-EP-7)
    out: dict[int, int] = {}
    for c in ctx.m.ids:
        if ruler[c] != seat or c in out:
            continue
        comp = [c]                       # breadth-first over ruled clearings (as wood_component)
        out[c] = 0
        i = 0
        while i < len(comp):
            for d in adj[comp[i]]:
                if ruler[d] == seat and d not in out:
                    out[d] = 0
                    comp.append(d)
            i += 1
        w = 0
        for d in comp:
            for t in tokens[d]:
                if t[0] == seat and t[1] == "wood":
                    w += 1
        for d in comp:
            out[d] = w
    return out


def build_targets(ctx, seat, kind, wood=None, first: bool = False) -> list[int]:
    """Law 6.5.4: ruled clearings with a free slot and enough connected wood for `kind`.
    `first`: stop at the first one found (only `can_build` asks for it)."""
    s = ctx.s
    if s.supply[seat][kind] <= 0:
        return []
    cost = build_cost(ctx, seat, kind)
    if wood is None:
        wood = component_wood(ctx, seat)
    slots, buildings = ctx.m.slots, s.buildings
    out = []
    for c in wood:
        if wood[c] >= cost and slots[c] > len(buildings[c]) and can_place(ctx, seat, c):
            out.append(c)
            if first:
                break
    return sorted(out)


def can_build(ctx, seat, wood: dict[int, int]) -> bool:
    """`any(build_targets(ctx, seat, k, wood) for k in BUILDINGS)`, each stopping at the first
    clearing found (issue 15: the action menu only asks whether Build is possible)."""
    return any(build_targets(ctx, seat, k, wood, True) for k in BUILDINGS)


def _placing_barred(ctx, seat) -> bool:
    """False when `can_place(ctx, seat, c)` is True in every clearing: nothing is closed and no
    other seat's hook bans placement (her own keep never bars her: Law 6.2.2)."""
    if ctx.s.closed:
        return True
    for i in ctx.hooks["blocks_placement"]:
        if i != seat:
            return True
    return False


def _cheapest(ctx, seat) -> int:
    """The lowest wood cost among the buildings she has left to place (-1: none left), Law 6.5.4.
    (`build_cost` spelt out: asked at every action menu, issue 15.)"""
    sup = ctx.s.supply[seat]
    tracks, costs = _tracks(ctx), _mq(ctx).build_costs
    need = -1
    for k in BUILDINGS:
        left = sup[k]
        if left > 0:
            cost = costs[tracks[k].count - left]
            if need < 0 or cost < need:
                need = cost
    return need


def buildable_clearings(ctx, seat) -> list[int]:
    """`sorted({c for k in BUILDINGS for c in build_targets(ctx, seat, k, wood)})` in one pass:
    a clearing takes some building when its connected wood pays for the cheapest one left
    (Law 6.5.4; slot and placement tested once per clearing, not once per kind)."""
    need = _cheapest(ctx, seat)
    if need < 0:
        return []
    s = ctx.s
    wood = component_wood(ctx, seat)
    slots, buildings = ctx.m.slots, s.buildings
    placing = _placing_barred(ctx, seat)
    return sorted(c for c in wood if wood[c] >= need and slots[c] > len(buildings[c])
                  and (not placing or can_place(ctx, seat, c)))


def kinds_buildable_in(ctx, seat, c) -> list[str]:
    """`[k for k in BUILDINGS if c in build_targets(ctx, seat, k)]`, counting only c's own wood
    component (Law 6.5.4: a ruled clearing with a free slot where she may place, and the wood
    connected to it pays the cost)."""
    s = ctx.s
    if s.ruler[c] != seat or ctx.m.slots[c] <= len(s.buildings[c]) or not can_place(ctx, seat, c):
        return []
    sup = s.supply[seat]
    w = -1
    out = []
    for k in BUILDINGS:
        if sup[k] > 0:
            if w < 0:
                w = wood_in(ctx, seat, wood_component(ctx, seat, c))
            if build_cost(ctx, seat, k) <= w:
                out.append(k)
    return out


def may_build(ctx, seat) -> bool:
    """`can_build(ctx, seat, component_wood(ctx, seat))` without listing the wood of every ruled
    clearing (issue 15: asked at every Marquise action menu). Law 6.5.4: some building with one
    left to place costs no more than the wood connected to a ruled clearing with a free slot
    where she may place; so the cheapest such building decides, and only the components of the
    clearings that pass the slot and placement tests are counted (Law 6.5.4.II)."""
    need = _cheapest(ctx, seat)
    if need < 0:
        return False
    s = ctx.s
    ruler, buildings, slots, tokens = s.ruler, s.buildings, ctx.m.slots, s.tokens
    placing = _placing_barred(ctx, seat)
    short: list[bool] = []                # clearings whose component's wood is known to be too little
    adj = None
    for c in ctx.m.ids:
        if ruler[c] != seat or slots[c] <= len(buildings[c]) or (placing and not can_place(ctx, seat, c)):
            continue
        if need == 0:
            return True
        if short and short[c]:
            continue
        if adj is None:
            adj = seat_adjacency(ctx, seat)            # Tunnels joins clearings (R-EP-7)
        # breadth-first over the ruled clearings linked to c (as component_wood), counting the
        # wood as they are reached: enough wood ends the search
        seen = [False] * len(ruler)
        seen[c] = True
        comp = [c]
        w = 0
        i = 0
        while i < len(comp):
            d = comp[i]
            for t in tokens[d]:
                if t[0] == seat and t[1] == "wood":
                    w += 1
            if w >= need:
                return True
            for e in adj[d]:
                if ruler[e] == seat and not seen[e]:
                    seen[e] = True
                    comp.append(e)
            i += 1
        if not short:
            short = [False] * len(ruler)
        for d in comp:
            short[d] = True
    return False


def may_overwork(ctx, seat, sawmills: list[int]) -> bool:
    """`bool(overwork_targets(ctx, seat))` given the sawmill clearings (Law 6.5.5), stopping at
    the first one found (issue 15: the action menu only asks whether Overwork is possible)."""
    s = ctx.s
    if s.supply[seat]["wood"] <= 0 or not sawmills:
        return False
    hand = s.hands[seat]
    for c in sawmills:
        if can_place(ctx, seat, c) and any(fits(ctx, x, c) for x in hand):     # R-LAND-11
            return True
    return False


def overwork_targets(ctx, seat) -> list[int]:
    s = ctx.s
    if s.supply[seat]["wood"] <= 0:
        return []
    return sorted({c for c in clearings_with_building(ctx, seat, "sawmill")
                   if can_place(ctx, seat, c) and any(fits(ctx, x, c) for x in s.hands[seat])})     # R-LAND-11


class Marquise(Faction):
    crafting_piece_kinds = ("workshop",)        # Tunnels (E&P, R-EP-7)
    id = "marquise"
    name = "Marquise de Cat"
    setup_order = 1
    corner_start = True              # Law 5 (facts §7: the corner starters)

    def pieces(self, content):
        mq = content.factions.marquise
        out = {"warrior": mq.warriors, "wood": mq.wood, "keep": mq.keep}
        for b in mq.buildings:
            out[b.id] = b.count
        return out

    def building_kinds(self):
        return BUILDINGS

    def token_kinds(self):
        return ("wood", "keep")

    def new_fstate(self, ctx, seat):
        return MarquiseState()

    def piece_returns(self, ctx, seat, kind):
        return kind != "keep"

    def pieces_elsewhere(self, ctx, seat):
        return {"keep": 1} if ctx.s.fstate[seat].keep_gone else {}

    def on_piece_removed(self, ctx, owner, c, kind, by):
        if kind == "keep":
            ctx.s.fstate[owner].keep_gone = True

    def start_clearing(self, ctx, seat):
        return keep_clearing(ctx, seat)     # Law 6.3.2: the keep's corner is her starting clearing

    def blocks_placement(self, ctx, me, placer, c):
        # Law 6.2.2: only the Marquise may place pieces in the keep's clearing.
        return any(t[0] == me and t[1] == "keep" for t in ctx.s.tokens[c])

    def crafting_pieces(self, ctx, seat):
        # Law 6.2.1: workshops are the Marquise's crafting pieces.
        out: dict[str, int] = {}
        suits, buildings = ctx.s.suits, ctx.s.buildings
        for c in ctx.m.ids:                     # clearings_with_building spelt out (issue 15)
            for b in buildings[c]:
                if b[0] == seat and b[1] == "workshop":
                    out[suits[c]] = out.get(suits[c], 0) + 1
        return out

    def on_warriors_removed(self, ctx, me, owner, c, n, by, cause):
        # Law 6.2.3 Field Hospitals: any removal cause, one matching card per clearing event.
        if owner != me or cause == "field_hospitals":
            return
        keep = keep_clearing(ctx, me)
        if keep and any(fits(ctx, x, c) for x in ctx.s.hands[me]):        # the Lost City: any card (R-LAND-11)
            ctx.push(MarquiseFieldHospitals(me, c, n))

    def setup(self, ctx, seat):
        ctx.push(MarquiseSetup(seat))

    def birdsong(self, ctx, seat):
        ctx.push(MarquiseWood(seat))

    def daylight(self, ctx, seat):
        ctx.push(MarquiseDaylight(seat))

    def evening(self, ctx, seat):
        # Law 6.6: draw one card plus one per uncovered draw bonus (recruiter track).
        t = _track(ctx, "recruiter")
        n = 1 + sum(t.draws[:placed(ctx, seat, "recruiter")])
        draw(ctx, seat, n)

    def view(self, ctx, seat, viewer):
        s = ctx.s
        return {"keep": keep_clearing(ctx, seat), "keep_gone": s.fstate[seat].keep_gone,
                "wood_supply": s.supply[seat]["wood"],
                "tracks": {k: placed(ctx, seat, k) for k in BUILDINGS}}

    def check(self, ctx, seat):
        out = []
        k = sum(1 for c in ctx.m.ids for t in ctx.s.tokens[c] if t[0] == seat and t[1] == "keep")
        if k > 1:
            out.append("two keeps on the map")
        return out


FACTION = Marquise()


# --- setup (Law 6.3) ----------------------------------------------------------------------------

@serial.register
@dataclass
class MarquiseSetup:
    seat: int
    stage: str = "keep"


@handles(MarquiseSetup)
class MarquiseSetupH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if fr.stage == "keep":
            # Law A.8.2.I: not a clearing an enemy already chose as its starting clearing (the
            # Advanced Setup draft can seat the Eyrie first)
            starts = [ctx.fac(i).start_clearing(ctx, i) for i in range(ctx.s.n) if i != seat]
            keep = [c for c in ctx.m.corners if can_place(ctx, seat, c) and c not in starts]
            if not keep and not any(c not in starts for c in ctx.m.corners):
                keep = fallback_starts(ctx, seat, need_slot=False)     # every corner is a start: R-SEAT-2
            opts = [ch(f"clearing:{c}", Msg("Keep in clearing {c}", c=c), f"clearing:{c}") for c in keep]
            return dec(seat, "root.marquise.setup.keep", Msg("Place the keep in a corner clearing"), opts, "Law 6.3.2")
        opts = self._targets(ctx, fr)
        if not opts:
            return None
        return dec(seat, "root.marquise.setup.building", Msg("Place your starting {building}", building=T(fr.stage)),
                   [ch(f"clearing:{c}", Msg("{building} in clearing {c}", building=T(fr.stage), c=c), f"clearing:{c}")
                    for c in opts], "Law 6.3.4")

    def _targets(self, ctx, fr):
        keep = keep_clearing(ctx, fr.seat)
        area = [keep] + list(ctx.adj[keep])
        return sorted(c for c in area if free_slots(ctx, c) > 0 and can_place(ctx, fr.seat, c))

    def step(self, ctx, fr):
        # no slot for this building: place as many as possible (Law 2.5), go on
        self._next(ctx, fr)

    def _next(self, ctx, fr):
        i = BUILDINGS.index(fr.stage) if fr.stage in BUILDINGS else -1
        if i + 1 < len(BUILDINGS):
            fr.stage = BUILDINGS[i + 1]
        else:
            ctx.pop(fr)

    def act(self, ctx, fr, cid):
        c = ids.clearing(cid)
        seat = fr.seat
        if fr.stage == "keep":
            place_token(ctx, seat, c, "keep")
            # Law 6.3.3: a warrior everywhere but the corner opposite the keep; a keep placed outside
            # the corners (a fifth corner starter, ruling R-SEAT-2) has no opposite corner
            opp = ctx.m.opposite.get(c, 0)
            for d in ctx.m.ids:
                if d != opp and can_place(ctx, seat, d):
                    place_warriors(ctx, seat, d, 1)
            ctx.log("root.setup", Msg("Marquise keep in clearing {c}", c=c), seat, rule="Law 6.3")
            fr.stage = "start"
            self._next(ctx, fr)
        else:
            place_building(ctx, seat, c, fr.stage)
            self._next(ctx, fr)


# --- Birdsong: wood (Law 6.4) ----------------------------------------------------------------------

@serial.register
@dataclass
class MarquiseWood:
    seat: int
    todo: list[int] = None          # sawmill clearings still to receive wood (one per sawmill)


@handles(MarquiseWood)
class MarquiseWoodH(Handler):
    def decide(self, ctx, fr):
        if fr.todo is None:
            return None
        left = ctx.s.supply[fr.seat]["wood"]
        if not fr.todo or left <= 0 or left >= len(fr.todo):
            return None
        # Fewer wood than sawmills: the Marquise chooses where (Law 2.5, 1.1.3).
        return dec(fr.seat, "root.marquise.wood", Msg("Place wood at which sawmill? ({n} left)", n=left),
                   [ch(f"clearing:{c}", Msg("Sawmill in {c}", c=c), f"clearing:{c}") for c in sorted(set(fr.todo))], "Law 6.4")

    def step(self, ctx, fr):
        seat = fr.seat
        if fr.todo is None:
            fr.todo = [c for c in clearings_with_building(ctx, seat, "sawmill") if can_place(ctx, seat, c)]
            return
        left = ctx.s.supply[seat]["wood"]
        if fr.todo and 0 < left and left >= len(fr.todo):
            for c in fr.todo:
                place_token(ctx, seat, c, "wood")
            ctx.log("root.marquise.wood", Msg("Marquise places {n} wood", n=len(fr.todo)), seat, rule="Law 6.4")
            fr.todo = []
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        c = ids.clearing(cid)
        place_token(ctx, fr.seat, c, "wood")
        fr.todo.remove(c)


# --- Daylight (Law 6.5) --------------------------------------------------------------------------

@serial.register
@dataclass
class MarquiseDaylight:
    seat: int
    stage: str = "craft"        # craft → actions
    actions: int = 3
    recruited: bool = False


# the action menu's choices: made once (`ch` would find them in its cache; issue 15)
_BATTLE = ch("action:battle", Msg("Battle"))
_MARCH = ch("action:march", Msg("March (two moves)"))
_RECRUIT = ch("action:recruit", Msg("Recruit"))
_BUILD = ch("action:build", Msg("Build"))
_OVERWORK = ch("action:overwork", Msg("Overwork"))
_START_ACTIONS = ch("done", Msg("Start actions"))
_END_DAYLIGHT = ch("done", Msg("End Daylight"))


def _recruiters_and_sawmills(ctx, seat) -> tuple[bool, list[int]]:
    """One pass over the clearings: is a recruiter on the map, and the sawmill clearings (one
    entry per sawmill, as `clearings_with_building` lists them)."""
    recruiter, sawmills = False, []
    buildings = ctx.s.buildings
    for c in ctx.m.ids:
        for b in buildings[c]:
            if b[0] == seat:
                if b[1] == "sawmill":
                    sawmills.append(c)
                elif b[1] == "recruiter":
                    recruiter = True
    return recruiter, sawmills


def _action_choices(ctx, fr, first: bool = False) -> list:
    """Law 6.5: the actions possible now, in the menu's order. `first`: stop at the first one
    (`_any_action`)."""
    seat, s = fr.seat, ctx.s
    out = []
    if has_battle(ctx, seat):
        out.append(_BATTLE)
        if first:
            return out
    if has_move_origin(ctx, seat):
        out.append(_MARCH)
        if first:
            return out
    recruiter, sawmills = _recruiters_and_sawmills(ctx, seat)
    if not fr.recruited and s.supply[seat]["warrior"] > 0 and recruiter:
        out.append(_RECRUIT)
        if first:
            return out
    if may_build(ctx, seat):
        out.append(_BUILD)
        if first:
            return out
    if may_overwork(ctx, seat, sawmills):
        out.append(_OVERWORK)
    return out


def _any_action(ctx, fr) -> bool:
    """`bool(_action_choices(ctx, fr))`, stopping at the first possible action (issue 15: the
    extra-action offer only asks whether one is possible)."""
    return bool(_action_choices(ctx, fr, True))


@handles(MarquiseDaylight)
class MarquiseDaylightH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if fr.stage == "craft":
            opts = cards.craft_choices(ctx, seat) + cards.daylight_common_choices(ctx, seat)
            opts.append(_START_ACTIONS)
            return dec(seat, "root.marquise.craft", Msg("Craft with workshops, then take actions"), opts, "Law 6.5")
        opts = []
        if fr.actions > 0:
            opts = _action_choices(ctx, fr)
        else:
            # Law 6.5: extra actions for one bird card each, offered when an action is possible
            # (the birds listed first: with none, the actions need not be looked at; issue 15)
            birds = [x for x in sorted(set(ctx.s.hands[seat])) if ctx.c.cards[x].suit == "bird"]
            if birds and _any_action(ctx, fr):
                opts = [cards.card_ch(ctx, "extra", N_("Spend {card} for an extra action"), x) for x in birds]
        opts += cards.daylight_common_choices(ctx, seat)
        opts.append(_END_DAYLIGHT)
        return dec(seat, "root.marquise.action", Msg("Marquise actions ({n} left)", n=fr.actions), opts, "Law 6.5")

    def act(self, ctx, fr, cid):
        seat = fr.seat
        if cid == "done":
            if fr.stage == "craft":
                fr.stage = "actions"
            else:
                ctx.pop(fr)
            return
        if cid.startswith("craft:"):
            cards.do_craft(ctx, seat, ids.craft(cid))
            return
        if cards.apply_daylight_common(ctx, seat, cid):
            return
        if cid.startswith("extra:"):
            discard_card(ctx, seat, ids.extra(cid), "spends for an extra action")
            fr.actions += 1
            return
        fr.stage = "actions"
        fr.actions -= 1
        a = ids.action(cid)
        if a == "battle":
            ctx.push(RootBattle(seat))
        elif a == "march":
            ctx.push(RootMove(seat, optional=True))       # Law 6.5.2: up to two moves (second)
            ctx.push(RootMove(seat))                      # first move
        elif a == "recruit":
            fr.recruited = True                       # Law 6.5.3: once per turn
            ctx.push(MarquiseRecruit(seat))
        elif a == "build":
            ctx.push(MarquiseBuild(seat))
        elif a == "overwork":
            ctx.push(MarquiseOverwork(seat))


@serial.register
@dataclass
class MarquiseRecruit:
    """Law 6.5.3: one warrior at each recruiter; with too few warriors, choose where."""
    seat: int
    todo: list[int] = None


@handles(MarquiseRecruit)
class MarquiseRecruitH(Handler):
    def decide(self, ctx, fr):
        if fr.todo is None:
            return None
        left = ctx.s.supply[fr.seat]["warrior"]
        if not fr.todo or left <= 0 or left >= len(fr.todo):
            return None
        return dec(fr.seat, "root.marquise.recruit", Msg("Recruit at which recruiter? ({n} warriors left)", n=left),
                   [ch(f"clearing:{c}", Msg("Recruiter in {c}", c=c), f"clearing:{c}") for c in sorted(set(fr.todo))], "Law 6.5.3")

    def step(self, ctx, fr):
        if fr.todo is None:
            fr.todo = [c for c in clearings_with_building(ctx, fr.seat, "recruiter") if can_place(ctx, fr.seat, c)]
            return
        left = ctx.s.supply[fr.seat]["warrior"]
        if fr.todo and 0 < left and left >= len(fr.todo):
            for c in fr.todo:
                place_warriors(ctx, fr.seat, c, 1)
            ctx.log("root.marquise.recruit", Msg("Marquise recruits {n}", n=len(fr.todo)), fr.seat, rule="Law 6.5.3")
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        c = ids.clearing(cid)
        place_warriors(ctx, fr.seat, c, 1)
        fr.todo.remove(c)


@serial.register
@dataclass
class MarquiseBuild:
    """Law 6.5.4: `clearing:C` (ruled, free slot), then `building:KIND`, then the wood: taken
    automatically when the choice is forced, else `clearing:W` per wood token."""
    seat: int
    kind: str = ""
    clearing: int = 0
    owed: int = 0


@handles(MarquiseBuild)
class MarquiseBuildH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if not fr.clearing:
            # Law 6.5.4.I (PT order): choose a ruled clearing, then the building.
            cs = buildable_clearings(ctx, seat)
            return dec(seat, "root.marquise.build.clearing", Msg("Build in which clearing?"),
                       [ch(f"clearing:{c}", Msg("Clearing {c}", c=c), f"clearing:{c}") for c in cs], "Law 6.5.4.I")
        if not fr.kind:
            opts = [ch(f"building:{k}", Msg("{building} (costs {n} wood)", building=T(k), n=build_cost(ctx, seat, k)))
                    for k in kinds_buildable_in(ctx, seat, fr.clearing)]
            return dec(seat, "root.marquise.build.kind", Msg("Build what in clearing {c}?", c=fr.clearing), opts, "Law 6.5.4.I")
        if fr.owed <= 0:
            return None
        srcs = self._sources(ctx, fr)
        if sum(n for _, n in srcs) <= fr.owed:
            return None
        if len(srcs) == 1:
            return None
        return dec(seat, "root.marquise.build.wood", Msg("Take wood from which clearing? ({n} to pay)", n=fr.owed),
                   [ch(f"clearing:{c}", Msg("Wood in {c}", c=c), f"clearing:{c}") for c, _ in srcs], "Law 6.5.4.II")

    def _sources(self, ctx, fr):
        out = []
        for c in sorted(wood_component(ctx, fr.seat, fr.clearing)):
            n = sum(1 for t in ctx.s.tokens[c] if t[0] == fr.seat and t[1] == "wood")
            if n:
                out.append((c, n))
        return out

    def _take(self, ctx, fr, c):
        toks = ctx.s.tokens[c]
        for i, t in enumerate(toks):
            if t[0] == fr.seat and t[1] == "wood":
                del toks[i]
                break
        ctx.s.supply[fr.seat]["wood"] += 1
        fr.owed -= 1

    def step(self, ctx, fr):
        if fr.owed > 0:
            srcs = self._sources(ctx, fr)       # forced: take them all / from the only clearing
            c = srcs[0][0]
            self._take(ctx, fr, c)
            return
        self._finish(ctx, fr)

    def _finish(self, ctx, fr):
        seat = fr.seat
        k = placed(ctx, seat, fr.kind)
        vp = _track(ctx, fr.kind).vp[k]
        place_building(ctx, seat, fr.clearing, fr.kind)
        ctx.log("root.marquise.build", Msg("Marquise builds a {building} in clearing {c}", building=T(fr.kind), c=fr.clearing), seat,
                rule="Law 6.5.4")
        add_vp(ctx, seat, vp, Sub(N_("{piece} track"), piece=T(fr.kind)))       # Law 6.5.4.III: VP of the uncovered space
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        if not fr.clearing:
            fr.clearing = ids.clearing(cid)
        elif not fr.kind:
            fr.kind = ids.building(cid)
            fr.owed = build_cost(ctx, fr.seat, fr.kind)
            if fr.owed == 0:
                self._finish(ctx, fr)
        else:
            self._take(ctx, fr, ids.clearing(cid))
            if fr.owed == 0:
                self._finish(ctx, fr)


@serial.register
@dataclass
class MarquiseOverwork:
    """Law 6.5.5: `clearing:C` (a sawmill), then `card:X` matching C's suit → 1 wood there."""
    seat: int
    clearing: int = 0


@handles(MarquiseOverwork)
class MarquiseOverworkH(Handler):
    def decide(self, ctx, fr):
        seat = fr.seat
        if not fr.clearing:
            return dec(seat, "root.marquise.overwork.clearing", Msg("Overwork at which sawmill?"),
                       [ch(f"clearing:{c}", Msg("Sawmill in {c}", c=c), f"clearing:{c}") for c in overwork_targets(ctx, seat)],
                       "Law 6.5.5")
        suit = ctx.s.suits[fr.clearing]
        ask = Msg("Spend which card?") if every_suit(ctx, fr.clearing) else Msg("Spend which {suit} card?", suit=T(suit))
        return dec(seat, "root.marquise.overwork.card", ask,                        # R-LAND-31
                   [ch(f"card:{x}", ctx.c.cards[x].name, f"card:{x}") for x in sorted(set(ctx.s.hands[seat]))
                    if fits(ctx, x, fr.clearing)], "Law 6.5.5")

    def act(self, ctx, fr, cid):
        if not fr.clearing:
            fr.clearing = ids.clearing(cid)
            return
        discard_card(ctx, fr.seat, ids.card(cid), "spends for Overwork")
        place_token(ctx, fr.seat, fr.clearing, "wood")
        ctx.pop(fr)


@serial.register
@dataclass
class MarquiseFieldHospitals:
    """Law 6.2.3: asked of the Marquise (even during another seat's turn): spend a card matching
    the clearing where her warriors were removed to place them in the keep's clearing."""
    seat: int
    clearing: int
    n: int


@handles(MarquiseFieldHospitals)
class MarquiseFieldHospitalsH(Handler):
    def decide(self, ctx, fr):
        suit = ctx.s.suits[fr.clearing]
        opts = [cards.card_ch(ctx, "card", N_("Spend {card}"), x)
                for x in sorted(set(ctx.s.hands[fr.seat])) if fits(ctx, x, fr.clearing)]
        if not opts or not keep_clearing(ctx, fr.seat):
            return None
        return dec(fr.seat, "root.marquise.field_hospitals",
                   Msg("Field Hospitals: spend a card to return the removed warriors ({n}) to the keep?", n=fr.n)
                   if every_suit(ctx, fr.clearing) else                                # R-LAND-31
                   Msg("Field Hospitals: spend a {suit} card to return the removed warriors ({n}) to the keep?", suit=T(suit), n=fr.n),
                   opts + [ch("pass", Msg("No"))], "Law 6.2.3")

    def step(self, ctx, fr):
        ctx.pop(fr)

    def act(self, ctx, fr, cid):
        ctx.pop(fr)
        if cid == "pass":
            return
        discard_card(ctx, fr.seat, ids.card(cid), "spends for Field Hospitals")
        keep = keep_clearing(ctx, fr.seat)
        k = place_warriors(ctx, fr.seat, keep, fr.n)
        ctx.log("root.marquise.field_hospitals", Msg("{back} (clearing {c})", n=k, c=keep, back=P(k, "{n} warrior returns to the keep", "{n} warriors return to the keep")), fr.seat,
                rule="Law 6.2.3")
