"""Establish a camp (rb p.32-33): 4 energy shared by the characters on the terrain, a terrain
with no camp, under the Population cap; the camp module goes on a free zone whose sites' process
is held by the actor or a contributor. Design an improvement (rb p.33: free in a turn, pay its
Knowledge). Build an improvement (rb p.34: on an active camp terrain; energy shared, materials,
processes and uncovered sites; ≤5 per camp). The tables are `camp.py` (rules)."""
from __future__ import annotations

from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg, T

from .. import board, chars
from .. import camp as camp_rules
from ..state import Camp
from . import common
from ..menu import menu_msg

CAMP_ENERGY = 4                   # rb p.32
MAX_IMPROVEMENTS = 5              # rb p.34
FREE = False


def _helpers(s, c) -> list:
    return [o for o in board.chars_at(s, c.pos) if chars.can_act(s, o)]


def _held(content, s, c, helpers: list | None = None) -> list[str]:
    out: list[str] = []
    for o in (_helpers(s, c) if helpers is None else helpers):
        for p in chars.processes(content, o):
            if p not in out:
                out.append(p)
    return out


def _zone_sites(content, s, cell: str, zone: str) -> list[str]:
    tile = board.tile_of(content, s, cell)
    return list(tile.zone_sites.get(zone, ()))


def camp_zones(content, s, c, helpers: list | None = None) -> list[str]:
    cell = s.cells[c.pos]
    if not cell.discovered or "tile" in cell.modules:
        return []
    cave = s.opt("ss_cave_camp_process") or "none"        # ruling SS-57
    jungle = s.opt("ss_jungle_camp_process") or "none"    # ruling SS-60
    held = _held(content, s, c, helpers)
    free = tuple(z for z in ("A", "B", "C") if z not in cell.modules)
    # a pure function of the tile, its free zones, the processes held and the two rulings
    key = (cell.tile, free, tuple(held), cave, jungle)
    memo = content.memo.setdefault("camp_zones", {})
    got = memo.get(key)
    if got is None:
        got = memo[key] = [z for z in free
                           if camp_rules.camp_allowed(_zone_sites(content, s, c.pos, z), held, cave=cave, jungle=jungle)]
    return list(got)


def can_camp(content, s, c, helpers: list | None = None) -> bool:
    active = sum(1 for k in s.camps if k.status == "active")
    if board.camp_at(s, c.pos) is not None or active >= camp_rules.camp_cap(s.tracks["population"]):
        return False
    helpers = _helpers(s, c) if helpers is None else helpers
    return sum(o.energy for o in helpers) >= CAMP_ENERGY and bool(camp_zones(content, s, c, helpers))


def buildable(content, s, c, helpers: list | None = None) -> list[str]:
    camp = board.active_camp_at(s, c.pos)
    if camp is None or len(camp.improvements) >= MAX_IMPROVEMENTS:
        return []
    if not s.designed:
        return []
    here = board.sites(content, s, c.pos)
    helpers = _helpers(s, c) if helpers is None else helpers
    held = _held(content, s, c, helpers)
    energy = sum(o.energy for o in helpers)
    pooled: dict[str, int] | None = None                 # resource type -> held by the helpers, in any state
    out = []
    for iid in s.designed:
        b = content.improvements[iid].build
        if b.energy > energy or any(p not in held for p in b.processes) or any(x not in here for x in b.sites):
            continue
        if pooled is None:
            pooled = {}
            for o in helpers:
                for k, v in o.bag.items():
                    t = chars.base(k)
                    pooled[t] = pooled.get(t, 0) + v
        if all(pooled.get(m, 0) >= n for m, n in b.materials.items()):
            out.append(iid)
    return out


def _by_id(content) -> list:
    """The pack's improvements sorted by id (cached: content never changes)."""
    got = content.memo.get("camp_improvements_sorted")
    if got is None:
        got = content.memo["camp_improvements_sorted"] = [(i, content.improvements[i]) for i in sorted(content.improvements)]
    return got


def _designs(content, knowledge: int, designed: tuple[str, ...]) -> tuple[Choice, ...]:
    """The design choices: a pure function of the Knowledge track and the improvements designed
    (cached per pack on both; the labels name only the pack's improvements)."""
    memo = content.memo.setdefault("camp_designs", {})
    got = memo.get((knowledge, designed))
    if got is None:
        if len(memo) > 5_000:
            memo.clear()
        got = memo[(knowledge, designed)] = tuple(
            menu_msg(f"action:design:{iid}", N_("Design {name} ({cost} Knowledge)"), name=imp.name, cost=imp.design_cost)
            for iid, imp in _by_id(content) if imp.design_cost <= knowledge and iid not in designed)
    return got


def available(content, s, c) -> list[Choice]:
    out = []
    helpers = _helpers(s, c)                              # read by both: computed once
    if can_camp(content, s, c, helpers):
        out.append(menu_msg("action:camp", N_("Establish a camp (4 energy, shared)")))
    for iid in buildable(content, s, c, helpers):
        out.append(menu_msg(f"action:build:{iid}", N_("Build {name}"), name=content.improvements[iid].name))
    out += _designs(content, s.tracks["knowledge"], tuple(s.designed))
    return out


def begin(content, s, c, cid: str, events: list) -> None:
    parts = cid.split(":")
    name = parts[1]
    if name == "design":
        iid = parts[2]
        s.tracks["knowledge"] -= content.improvements[iid].design_cost   # rb p.33
        s.designed.append(iid)
        events.append(Event("design", Msg("Designed: {name}", name=content.improvements[iid].name), rule="rb p.33"))
        return
    if name == "camp":
        common.push(s, c, "camp", "pay", need=CAMP_ENERGY, paid={})
    else:
        common.push(s, c, "build", "pay", need=content.improvements[parts[2]].build.energy, paid={}, imp=parts[2])


def pending(content, s, f) -> Decision:
    c = s.char(f.cid)
    if f.stage == "pay":
        return Decision(c.seat, f"stonesaga.{f.name}.pay",
                        Msg("{name}: who pays the next energy ({paid}/{need})?", name=c.name,
                            paid=sum(f.data["paid"].values()), need=f.data["need"]),
                        tuple([menu_msg(f"char:{o.cid}", N_("{name} ({energy})"), name=o.name, energy=o.energy)
                               for o in _helpers(s, c) if o.energy > 0]
                              + [menu_msg("no", N_("Give up (energy is given back)"))]), rule="rb p.32")
    return Decision(c.seat, "stonesaga.camp.zone", Msg("{name}: place the camp in which zone?", name=c.name),
                    tuple(_zone_choice(c.pos, z, _zone_sites(content, s, c.pos, z)) for z in camp_zones(content, s, c)),
                    rule="rb p.32")


def _zone_choice(cell: str, z: str, sites: list[str]) -> Choice:
    if sites:
        # the sites as terms (shown in the reader's language); the English is the ids joined, as it was
        return Choice(f"zone:{cell}:{z}", Msg(N_("zone {zone}: {sites}"), zone=z, sites=[T(x) for x in sites]))
    return menu_msg(f"zone:{cell}:{z}", N_("zone {zone}: no site"), zone=z)


def auto(content, s, f, events: list) -> bool:
    if f.stage == "pay" and f.data["need"] == 0:
        _paid(content, s, f, events)
        return True
    return False


def apply(content, s, f, choice, events: list) -> None:
    c = s.char(f.cid)
    kind, _, arg = choice.id.partition(":")
    if f.stage == "pay":
        if kind == "no":
            for who, n in f.data["paid"].items():
                s.char(who).energy += n
            common.finish(s, f)
            return
        o = s.char(arg)
        chars.spend_energy(o, 1)
        f.data["paid"][arg] = f.data["paid"].get(arg, 0) + 1
        if sum(f.data["paid"].values()) >= f.data["need"]:
            _paid(content, s, f, events)
        return
    zone = arg.split(":")[-1]
    used = [k.zone for k in s.camps]
    mods = sorted(m for m in content.modules if content.modules[m].kind == "camp")
    module = mods[len(s.camps) % len(mods)]
    s.cells[c.pos].modules[zone] = module                 # rb p.32 step 2
    s.camps.append(Camp(name=f"Camp {len(s.camps) + 1}", cell=c.pos, zone=zone))
    events.append(Event("camp", Msg("{name} establishes a camp", name=c.name), seat=c.seat, rule="rb p.32"))
    del used
    common.finish(s, f)


def _paid(content, s, f, events) -> None:
    c = s.char(f.cid)
    if f.name == "camp":
        f.stage = "zone"
        return
    imp = content.improvements[f.data["imp"]]
    for m, n in imp.build.materials.items():              # rb p.34: contributors' materials
        for o in _helpers(s, c):
            for key in chars.keys_of(o, m):
                got = min(n, o.bag.get(key, 0))
                chars.take(o, key, got)
                n -= got
    camp = board.active_camp_at(s, c.pos)
    camp.improvements.append(f.data["imp"])
    events.append(Event("build", Msg("{name} builds {improvement}", name=c.name, improvement=imp.name), seat=c.seat, rule="rb p.34"))
    common.finish(s, f)
