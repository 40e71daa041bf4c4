"""Behemoths (rb p.72-81): arrival, awake and dormant, the Behemoth phase after each Night (goal,
progress test, steps toward the goal with affinity tie-rolls, traces), the encounter at the start
of the next Day (priority, the encounter graph walked without back-tracking, clashes where the
behemoth does not roll), flight, behemoth-vs-behemoth clashes, study and Secrets.

State: `Behemoth` records in `s.behemoths` (the journal's "Behemoths" page plus the board in
play). Procedures that wait on choices are `Action` frames named `behemoth` (the phase),
`bfx` (a list of behemoth effects) and `encounter`; their `pending`/`apply`/`auto` follow the
Day actions' interface (actions/*.py). Pure helpers (`distances`, `tie_roll`, `goal_candidates`,
`next_step`, `clash_behemoths`) take plain values and the state's Rng.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core import serial
from game.core.decision import Choice, Decision, Event
from game.core.i18n import N_, Msg, Sub

from . import board, chars, dice, health, hooks
from .content_campaign import BEHAVIOUR_MAX, BEHAVIOUR_MIN, BEHAVIOUR_START, BehemothDef, SiteEffect, for_content
from .state import STATS, Action, SaState
from .words import count

CLASH_WON, CLASH_LOST = "_clash_won", "_clash_lost"      # markers left by a clash's bands


@serial.register
@dataclass
class Behemoth:
    """One behemoth that has arrived (rb p.74): the journal's record and, while awake, its board."""
    bid: str
    name: str
    behaviour: int = BEHAVIOUR_START          # rb p.74: starts at 4
    lair: str = ""                            # hex key of its lair's terrain
    lair_zone: str = ""                       # zone A/B/C, or "tile"
    lair_active: bool = True                  # inactive: gone for good (rb p.74)
    awake: bool = False
    pos: str = ""                             # its miniature ("" while dormant)
    goal: str = ""                            # hex of its goal token ("" none)
    traces: list[str] = field(default_factory=list)
    instinct: str = ""                        # the face-up Instinct card
    secret_down: str = ""                     # the face-down Secret card under its board
    secrets_known: list[str] = field(default_factory=list)
    enh: dict[str, int] = field(default_factory=dict)
    encounter: bool = False                   # an encounter is due at the start of the next Day


# --- the state's list (a field of SaState; an attribute until the flow adds it) ------------------

def herd(s: SaState) -> list[Behemoth]:
    lst = getattr(s, "behemoths", None)
    if lst is None:
        lst = []
        s.behemoths = lst                     # type: ignore[attr-defined]
    return lst


def get(s: SaState, bid: str) -> Behemoth:
    for b in herd(s):
        if b.bid == bid:
            return b
    raise KeyError(bid)


def defn(content, bid: str) -> BehemothDef:
    return for_content(content).behemoths[bid]


def awake(s: SaState) -> list[Behemoth]:
    return [b for b in herd(s) if b.awake and b.lair_active and b.pos]


def stat_of(content, b: Behemoth, st: str) -> int:
    """Its stat plus its enhancement, the clash target (rb p.80)."""
    return defn(content, b.bid).stats[st] + health.enhancement_bonus(b.enh.get(st, 0))


# --- arrival, waking, dormancy (rb p.74-76) -------------------------------------------------------

def arrive(content, s: SaState, bid: str, cell: str, events: list, name: str = "") -> Behemoth:
    """rb p.74: it is named and recorded with behaviour 4; its lair goes active on `cell` (a new
    lair covers a free zone, or the whole tile for a tile-sized one), or an existing lair flips."""
    d = defn(content, bid)
    for b in herd(s):
        if b.bid == bid:
            b.lair_active = True                   # rb p.74: flip the existing lair active
            events.append(Event("behemoth", Msg("{name} returns to its lair", name=b.name), rule="rb p.74"))
            return b
    b = Behemoth(bid=bid, name=name or d.name, lair=cell)
    cl = s.cells[cell]
    mod = content.modules.get(d.lair_module) if d.lair_module else None
    if mod is not None and mod.size == "tile":
        if not cl.modules:
            cl.modules["tile"] = d.lair_module
            b.lair_zone = "tile"
    elif d.lair_module:
        for z in ("A", "B", "C"):
            if z not in cl.modules and "tile" not in cl.modules:
                cl.modules[z] = d.lair_module        # rb p.74: covers one whole zone, not a module
                b.lair_zone = z
                break
    herd(s).append(b)
    events.append(Event("behemoth", Msg("A behemoth arrives: {name} (behaviour {behaviour})", name=b.name, behaviour=b.behaviour), reveals=True,
                        rule="rb p.74"))
    return b


def challenge_start(content, s: SaState, events: list, force: str = "") -> None:
    """rb p.75: at each challenge start one behemoth with an active lair, picked at random,
    wakes; the others stay dormant (unless the challenge says otherwise: `force`)."""
    live = [b for b in herd(s) if b.lair_active]
    for b in live:
        b.awake = False
        b.pos = ""
    if not live:
        return
    pick = next((b for b in live if b.bid == force), None) if force else None
    if pick is None:
        pick = live[_pick_index(s, len(live))]
    wake(content, s, pick, events)


def _pick_index(s: SaState, n: int) -> int:
    if n <= 6:
        return dice.random_pick(s.rng, n)          # rb p.99
    return s.rng.below(n)


def wake(content, s: SaState, b: Behemoth, events: list) -> None:
    """rb p.75-76 steps 1-5: behaviour from the journal, a random Instinct if none is face up, a
    random unrevealed Secret face down, the miniature on the lair's terrain."""
    d = defn(content, b.bid)
    b.awake = True
    b.enh = {st: 0 for st in STATS}
    if not b.instinct:
        b.instinct = d.instincts[s.rng.below(len(d.instincts))].id
    hidden = [x.id for x in d.secrets if x.id not in b.secrets_known]
    b.secret_down = hidden[s.rng.below(len(hidden))] if hidden else ""
    b.pos = b.lair
    events.append(Event("behemoth", Msg("{name} wakes (behaviour {behaviour}, instinct {instinct})", name=b.name,
                                           behaviour=b.behaviour, instinct=d.instinct(b.instinct).name),
                        reveals=True, rule="rb p.75"))


def sleep(content, s: SaState, b: Behemoth, events: list) -> None:
    """rb p.76: the miniature and its goal and trace tokens leave the map, the behaviour is
    recorded, the other components (Instinct, Secret, enhancements) return to the box."""
    b.awake = False
    b.pos = ""
    b.goal = ""
    b.traces = []
    b.instinct = ""
    b.secret_down = ""
    b.enh = {}
    b.encounter = False
    events.append(Event("behemoth", Msg("{name} goes dormant (behaviour {behaviour})", name=b.name, behaviour=b.behaviour), rule="rb p.76"))


def end_of_challenge(s: SaState) -> None:
    """rb p.96: goal and trace tokens leave the map between challenges; every behemoth sleeps."""
    for b in herd(s):
        b.awake = False
        b.pos = ""
        b.goal = ""
        b.traces = []
        b.instinct = ""
        b.secret_down = ""
        b.enh = {}
        b.encounter = False


# --- geometry: distances, goal, steps (rb p.77-78) ------------------------------------------------

def passable(content, s: SaState, a: str, b_cell: str, beh: Behemoth | None = None) -> bool:
    """Ruling SS-70 (`ss_behemoth_edges`): a behemoth respects impassable edges (default) but
    crosses the edges of its own lair's terrain, and may enter undiscovered terrains."""
    if s.opt("ss_behemoth_edges") == "ignore":
        return True
    if beh is not None and beh.lair in (a, b_cell):
        return True
    return board.edge_status(content, s, a, b_cell) != "impassable"


def distances(content, s: SaState, target: str, beh: Behemoth | None = None) -> dict[str, int]:
    """Fewest steps of contiguous adjacency from every terrain to `target` (rb p.78)."""
    dist = {target: 0}
    frontier = [target]
    while frontier:
        nxt: list[str] = []
        for cell in frontier:
            for nb in board.neighbours(s, cell):
                if nb not in dist and passable(content, s, cell, nb, beh):
                    dist[nb] = dist[cell] + 1
                    nxt.append(nb)
        frontier = nxt
    return dist


def affinity_count(content, s: SaState, cell: str, d: BehemothDef) -> int:
    """+1 per site TYPE on the terrain among its affinities (rb p.78)."""
    return sum(1 for site in board.sites(content, s, cell) if site in d.affinity)


def tie_roll(rng, candidates: list[str], bonus: dict[str, int]) -> tuple[str, list[dict[str, int]]]:
    """rb p.78: a d6 per tied terrain + its affinity bonus; highest wins; on a tie, only the
    tied terrains are re-rolled. Returns the winner and each round's totals."""
    rounds: list[dict[str, int]] = []
    pool = list(candidates)
    while len(pool) > 1:
        totals = {c: dice.roll_d6(rng) + bonus.get(c, 0) for c in pool}
        rounds.append(totals)
        top = max(totals.values())
        pool = [c for c in pool if totals[c] == top]
    return pool[0], rounds


def next_step(content, s: SaState, b: Behemoth, target: str) -> tuple[str | None, list]:
    """The adjacent terrain closest to `target`; ties by `tie_roll` (rb p.78)."""
    dist = distances(content, s, target, b)
    if b.pos not in dist or b.pos == target:
        return None, []
    options = [nb for nb in board.neighbours(s, b.pos) if nb in dist and passable(content, s, b.pos, nb, b)]
    best = min(dist[nb] for nb in options)
    tied = [nb for nb in options if dist[nb] == best]
    if len(tied) == 1:
        return tied[0], []
    d = defn(content, b.bid)
    return tie_roll(s.rng, tied, {c: affinity_count(content, s, c, d) for c in tied})


def goal_candidates(content, s: SaState, b: Behemoth) -> list[str]:
    """The terrains the Instinct's Goal allows (rb p.77 step 1); several → the players choose.
    Ruling SS-71: the behemoth's own terrain is never a goal, goals lie on discovered terrains
    it can reach."""
    g = defn(content, b.bid).instinct(b.instinct).goal
    if g.lair:
        return [b.lair]
    dist = distances(content, s, b.pos, b)
    if g.nearest_character:
        cells = sorted({c.pos for c in s.on_map()})
    else:
        want = g.farthest_with or g.nearest_with
        cells = [k for k in s.cells if s.cells[k].discovered and board.has_site(content, s, k, want)]
    cells = [k for k in cells if k in dist and k != b.pos]
    if not cells:
        return []
    pick = max if g.farthest_with else min
    best = pick(dist[k] for k in cells)
    return sorted(k for k in cells if dist[k] == best)


PRIORITY = {
    "most_water": lambda content, c: chars.count(c, "water"),
    "most_food": lambda content, c: sum(v for k, v in c.bag.items() if chars.is_food(k)),
    "most_materials": lambda content, c: sum(v for k, v in c.bag.items() if chars.is_material(content, k)),
    "lowest_energy": lambda content, c: -c.energy,
    "highest_energy": lambda content, c: c.energy,
    "most_weaknesses": lambda content, c: len(c.weak),
    "fewest_weaknesses": lambda content, c: -len(c.weak),
}


def encounter_candidates(content, s: SaState, b: Behemoth) -> list[str]:
    """The characters on its terrain who meet the Instinct's encounter priority best (rb p.78)."""
    here = board.chars_at(s, b.pos)
    if not here:
        return []
    key = PRIORITY[defn(content, b.bid).instinct(b.instinct).priority]
    top = max(key(content, c) for c in here)
    return [c.cid for c in here if key(content, c) == top]


# --- the Dusk rule (rb p.98, 101; ruling SS-131) ---------------------------------------------------

def dusk(s: SaState) -> bool:
    """The group settles its collective decisions against itself (rb p.101 « règle du crépuscule »)."""
    return s.opt("ss_conflict_rule") == "dusk"


def _steps_to_group(s: SaState) -> dict[str, int]:
    """Hex steps from every cell to the nearest character on the map or active camp."""
    start = sorted({c.pos for c in s.on_map()} | {x.cell for x in s.camps if x.status == "active"})
    dist = {k: 0 for k in start if k in s.cells}
    frontier = list(dist)
    while frontier:
        nxt = []
        for cell in frontier:
            for nb in board.neighbours(s, cell):
                if nb not in dist:
                    dist[nb] = dist[cell] + 1
                    nxt.append(nb)
        frontier = nxt
    return dist


def against_group(content, s: SaState, cells: list[str]) -> list[str]:
    """Where the group would choose a behemoth's goal or flight among several terrains (rb p.77,
    78): at Dawn all stay offered; at Dusk only the nearest to the characters and active camps
    (ruling SS-131: a behemoth near the tribe is the least favourable place)."""
    if not dusk(s) or len(cells) < 2:
        return cells
    dist = _steps_to_group(s)
    far = 10 ** 6
    best = min(dist.get(k, far) for k in cells)
    return [k for k in cells if dist.get(k, far) == best]


def encounter_choices(content, s: SaState, b: Behemoth) -> list[str]:
    """The tied characters the group picks among (rb p.78); at Dusk only the weakest of them,
    the lowest total of the four stats (ruling SS-131)."""
    cands = encounter_candidates(content, s, b)
    if not dusk(s) or len(cands) < 2:
        return cands
    total = {x: sum(s.char(x).stats.values()) for x in cands}
    low = min(total.values())
    return [x for x in cands if total[x] == low]


def clash_behemoths(rng, entrants: list[tuple[str, int]]) -> tuple[str, dict[str, int]]:
    """rb p.81: each behemoth rolls a d6 + its stat (enhancements included by the caller); the
    highest total wins; ties are settled at random among the tied."""
    totals = {bid: dice.roll_d6(rng) + v for bid, v in entrants}
    top = max(totals.values())
    tied = [bid for bid, _ in entrants if totals[bid] == top]
    if len(tied) == 1:
        return tied[0], totals
    k = dice.random_pick(rng, len(tied)) if len(tied) <= 6 else rng.below(len(tied))
    return tied[k], totals


def flight_candidates(content, s: SaState, b: Behemoth) -> list[str]:
    """rb p.78: the adjacent terrain(s) with the most affinity site types; if none has any, the
    players choose among all adjacent terrains."""
    d = defn(content, b.bid)
    adj = [nb for nb in board.neighbours(s, b.pos) if passable(content, s, b.pos, nb, b)]
    if not adj:
        return []
    score = {nb: affinity_count(content, s, nb, d) for nb in adj}
    top = max(score.values())
    return adj if top == 0 else [nb for nb in adj if score[nb] == top]


# --- frames: a list of behemoth effects -----------------------------------------------------------

def _frame_cid(s: SaState) -> str:
    live = s.on_map() or s.living() or s.chars
    return live[0].cid


def push_fx(s: SaState, b: Behemoth, fx, cid: str = "") -> Action:
    f = Action(cid=cid or _frame_cid(s), name="bfx", data={"b": b.bid, "queue": list(fx or []), "wait": {}})
    s.stack.append(f)
    return f


def _name_arg(e):
    if isinstance(e, str):
        return e, None
    (k, v), = e.items()
    return k, v


def _move(content, s: SaState, b: Behemoth, cell: str, events: list) -> None:
    frm, b.pos = b.pos, cell
    events.append(Event("behemoth", Msg("{name} moves to {place}", name=b.name, place=_place(content, s, cell)), rule="rb p.78",
                        data={"b": b.bid, "frm": frm, "to": cell}))          # the table draws the path taken


VEILED_AT = N_("a veiled terrain ({cell})")
SUMMIT = N_("{text} (summit)")          # an encounter box that is a summit (rb p.80)


def _place(content, s, cell: str) -> Any:
    """A terrain in a sentence: its tile's name (the pack's), or a veiled one with its place."""
    cl = s.cells[cell]
    return content.tiles[cl.tile].name if cl.discovered else Sub(VEILED_AT, cell=cell)


def _label(content, s, cell: str) -> Msg:
    """A terrain as a choice's label (as `_place`; the English unchanged)."""
    cl = s.cells[cell]
    return Msg("{tile}", tile=content.tiles[cl.tile].name) if cl.discovered else Msg(VEILED_AT, cell=cell)


def fx_auto(content, s: SaState, f: Action, events: list) -> bool:
    if f.data.get("wait"):
        return False
    b = get(s, f.data["b"])
    d = defn(content, b.bid)
    q = f.data["queue"]
    while q:
        name, arg = _name_arg(q.pop(0))
        before = len(s.stack)
        if name == "soothe":
            b.behaviour = max(BEHAVIOUR_MIN, b.behaviour - arg)          # rb p.74
        elif name == "worsen":
            b.behaviour = min(BEHAVIOUR_MAX, b.behaviour + arg)          # rb p.74
        elif name == "enhance":
            b.enh[arg] = health.enhance(b.enh.get(arg, 0), "minor")      # rb p.74 (as rb p.14)
        elif name == "track":
            from . import effects
            for t, n in arg.items():
                effects.move_track(s, t, n)
        elif name == "trace":
            if b.goal:                                                    # rb p.77: goal → trace
                if b.goal not in b.traces:
                    b.traces.append(b.goal)
                events.append(Event("behemoth", Msg("{name} leaves a trace", name=b.name), rule="rb p.77"))
                b.goal = ""
        elif name == "if_traces":
            if len(b.traces) >= arg["at_least"]:
                q[:0] = list(arg["then"])
        elif name == "if_behaviour":
            if arg.get("min", BEHAVIOUR_MIN) <= b.behaviour <= arg.get("max", BEHAVIOUR_MAX):
                q[:0] = list(arg["then"])
        elif name == "sleep":
            if b.awake:
                sleep(content, s, b, events)
        elif name == "leave":
            b.lair_active = False                                         # rb p.74: gone for good
            if b.awake:
                sleep(content, s, b, events)
            _lair_inactive(content, s, b)
        elif name == "disrupt":
            from . import effects
            for c in reversed(board.chars_at(s, b.pos) if b.pos else []):   # rb p.73
                effects.push(s, c.cid, d.disruption, source=f"behemoth:{b.bid}:disruption")
        elif name == "learn_secret":
            learn_secret(content, s, b, f.cid, events, q)
        elif name == "flee":
            if not b.awake:
                continue
            cands = against_group(content, s, flight_candidates(content, s, b))
            if len(cands) == 1:
                _move(content, s, b, cands[0], events)
            elif cands:
                f.data["wait"] = {"kind": "flee", "cells": cands}
                return False
        elif name == "progress":
            if not b.awake or not b.goal:
                continue
            nxt, rounds = next_step(content, s, b, b.goal)
            for r in rounds:
                events.append(Event("roll", Msg("{name}: tie roll {rolls}", name=b.name, rolls=str(r)), reveals=True, rule="rb p.78"))
            if nxt is None:
                continue
            _move(content, s, b, nxt, events)
            ins = d.instinct(b.instinct)
            tail: list = list(ins.on_enter)
            reached = b.pos == b.goal
            if reached:
                tail += list(ins.on_goal)                                 # rb p.77
            elif arg > 1:
                tail.append({"progress": arg - 1})
            q[:0] = tail
        if len(s.stack) > before:
            return True
    if f in s.stack:
        s.stack.remove(f)
    return True


def _lair_inactive(content, s: SaState, b: Behemoth) -> None:
    """rb p.74: the lair flips to its inactive side (it stays a module on the map)."""


def learn_secret(content, s: SaState, b: Behemoth, cid: str, events: list, queue: list | None = None) -> str:
    """rb p.81: the face-down Secret turns face up, is read and recorded; its effects follow."""
    if not b.secret_down:
        events.append(Event("secret", Msg("{name} has no hidden secret left to learn", name=b.name), rule="rb p.81"))
        return ""
    sid, b.secret_down = b.secret_down, ""
    b.secrets_known.append(sid)
    sec = defn(content, b.bid).secret(sid)
    events.append(Event("secret", Msg("Secret of {name}: {secret}. {text}", name=b.name, secret=sec.name, text=sec.text), reveals=True,
                        rule="rb p.81"))
    if queue is not None:
        queue[:0] = list(sec.behemoth)
    elif sec.behemoth:
        push_fx(s, b, sec.behemoth, cid)
    if sec.effects:
        from . import effects
        effects.push(s, cid, sec.effects, source=f"secret:{sid}")
    return sid


def fx_pending(content, s: SaState, f: Action) -> Decision:
    b = get(s, f.data["b"])
    w = f.data["wait"]
    c = s.char(f.cid)
    return Decision(c.seat, "stonesaga.behemoth.flee", Msg("{name} flees: to which terrain?", name=b.name),
                    tuple(Choice(f"hex:{k}", _label(content, s, k)) for k in w["cells"]), rule="rb p.78")


def fx_apply(content, s: SaState, f: Action, choice: Choice, events: list) -> None:
    b = get(s, f.data["b"])
    f.data["wait"] = {}
    _move(content, s, b, choice.id.split(":", 1)[1], events)


# --- the Behemoth phase (rb p.77) -----------------------------------------------------------------

def after_night(content, s: SaState, events: list) -> None:
    """Called at the end of the Night: the Behemoth phase if one is awake, then the Day."""
    if s.phase == "over":
        return
    from .advanced import excavate
    excavate.night_falls(content, s, events)
    if not awake(s):
        from . import daybreak
        daybreak.start_day(content, s, events)
        return
    s.stack.append(Action(cid=_frame_cid(s), name="behemoth", stage="goal",
                          data={"order": [b.bid for b in awake(s)], "i": 0}))
    events.append(Event("phase", Msg("The Behemoth phase"), rule="rb p.77"))


def phase_auto(content, s: SaState, f: Action, events: list) -> bool:
    order = f.data["order"]
    while f.data["i"] < len(order):
        b = get(s, order[f.data["i"]])
        if not b.awake:
            f.data["i"] += 1
            f.stage = "goal"
            continue
        if f.stage == "goal":                                             # rb p.77 step 1
            if not b.goal:
                cands = against_group(content, s, goal_candidates(content, s, b))
                if len(cands) > 1:
                    f.data["cands"] = cands
                    return False
                if cands:
                    b.goal = cands[0]
            f.stage = "progress"
        if f.stage == "progress":                                         # rb p.77 step 2
            f.stage = "encounter"
            steps, then = progress_test(content, s, b, events)
            fx = ([{"progress": steps}] if steps > 0 and b.goal else []) + list(then)
            if b.goal and b.pos == b.goal:
                fx = list(defn(content, b.bid).instinct(b.instinct).on_goal) + fx
            if fx:
                push_fx(s, b, fx)
                return True
        if f.stage == "encounter":                                        # rb p.78 step 3
            b.encounter = bool(b.awake and b.pos and board.chars_at(s, b.pos))
            f.data["i"] += 1
            f.stage = "goal"
    s.stack.remove(f)
    from . import daybreak
    daybreak.start_day(content, s, events)
    if s.phase == "day":
        for b in reversed(awake(s)):
            if b.encounter:
                b.encounter = False
                if board.chars_at(s, b.pos):
                    s.stack.append(Action(cid=_frame_cid(s), name="encounter", stage="pick", data={"b": b.bid}))
    return True


def progress_test(content, s: SaState, b: Behemoth, events: list) -> tuple[int, list]:
    """The Instinct's progress test: a d6 (heroic 6s, as any test, rb p.14) + the stat and its
    enhancement, which then degrades; the band gives the steps and what follows (rb p.77)."""
    ins = defn(content, b.bid).instinct(b.instinct)
    st = ins.progress.stat
    roll = dice.roll_heroic(s.rng)
    total = dice.test_total(roll, defn(content, b.bid).stats[st], health.enhancement_bonus(b.enh.get(st, 0)))
    b.enh[st] = health.degrade_enhancement(b.enh.get(st, 0))
    band = next((x for x in ins.progress.bands
                 if (x.min is None or total >= x.min) and (x.max is None or total <= x.max)), None)
    steps = band.steps if band else 0
    events.append(Event("roll", Msg("{name} tests {stat}: {dice} → {total}, steps: {steps}", name=b.name, stat=st.upper(), dice=str(roll),
                                    total=total, steps=steps), reveals=True,
                        rule="rb p.77"))
    return steps, list(band.then) if band else []


def phase_pending(content, s: SaState, f: Action) -> Decision:
    b = get(s, f.data["order"][f.data["i"]])
    c = s.char(f.cid)
    return Decision(c.seat, "stonesaga.behemoth.goal", Msg("{name}: where does its goal token go?", name=b.name),
                    tuple(Choice(f"hex:{k}", _label(content, s, k)) for k in f.data["cands"]), rule="rb p.77")


def phase_apply(content, s: SaState, f: Action, choice: Choice, events: list) -> None:
    b = get(s, f.data["order"][f.data["i"]])
    b.goal = choice.id.split(":", 1)[1]
    f.data.pop("cands", None)
    f.stage = "progress"


# --- the encounter (rb p.79-80) -------------------------------------------------------------------

def _start_box(d: BehemothDef, behaviour: int) -> str:
    return next(st.box for st in d.starts if st.min <= behaviour <= st.max)


def branches_from(d: BehemothDef, node: str, via: int) -> list[tuple[int, str]]:
    """Branches leaving `node` (a two-way branch leaves both its ends), never the one the
    character came by (rb p.80 step 4). Returns (branch index, next node)."""
    out = []
    for i, br in enumerate(d.branches):
        if i == via:
            continue
        if br.src == node:
            out.append((i, br.dst))
        elif br.two_way and br.dst == node:
            out.append((i, br.src))
    return out


def _enterable(content, s: SaState, c, d: BehemothDef, nid: str) -> list[int]:
    """Indices of the node's options the character can meet (all of it if it has none)."""
    from . import effects
    node = d.node(nid)
    if not node.options:
        return [-1]
    return [k for k, o in enumerate(node.options)
            if effects.holds(content, s, c, o.condition) and effects.affordable(content, s, c, list(o.cost))]


def enc_auto(content, s: SaState, f: Action, events: list) -> bool:
    from . import effects
    b = get(s, f.data["b"])
    d = defn(content, b.bid)
    if f.stage == "pick":
        cands = encounter_choices(content, s, b)
        if not cands or not b.awake:
            s.stack.remove(f)
            return True
        if len(cands) > 1:
            return False
        _begin(content, s, f, b, cands[0], events)
    c = s.char(f.cid)
    while True:
        if f.stage == "branch":
            if c.dead or chars.incapacitated(s, c) or not b.awake:
                return _end(content, s, f, b, c, events)
            opts = [(i, n) for i, n in branches_from(d, f.data["at"], f.data["via"])
                    if _enterable(content, s, c, d, n)]
            if not opts:                                               # ruling SS-72: no way on
                return _end(content, s, f, b, c, events)
            return False
        if f.stage == "pay":
            ok = _enterable(content, s, c, d, f.data["at"])
            if ok == [-1]:
                f.stage = "effects"
            elif len(ok) == 1:
                _pay(s, f, c, d, ok[0])
                return True
            else:
                return False
        if f.stage == "effects":
            node = d.node(f.data["at"])
            f.stage = "node_beh"
            if node.effects:
                effects.push(s, c.cid, node.effects, source=f"encounter:{b.bid}:{node.id}")
                return True
        if f.stage == "node_beh":
            node = d.node(f.data["at"])
            f.stage = "clash" if node.clash else "done"
            if node.behemoth:
                push_fx(s, b, node.behemoth, c.cid)
                return True
        if f.stage == "clash":
            node = d.node(f.data["at"])
            if not b.awake or c.dead:
                f.stage = "done"
                continue
            f.stage = "clash_result"
            _push_clash(content, s, f, b, c, node)
            return True
        if f.stage == "clash_result":
            node = d.node(f.data["at"])
            won = CLASH_WON in c.free_actions
            for m in (CLASH_WON, CLASH_LOST):
                while m in c.free_actions:
                    c.free_actions.remove(m)
            st = node.clash.beh
            b.enh[st] = health.degrade_enhancement(b.enh.get(st, 0))   # rb p.80: used enhancements degrade
            out = node.win if won else node.lose
            events.append(Event("clash", Msg("{name} wins the clash", name=c.name) if won else
                                Msg("{name} loses the clash", name=c.name), seat=c.seat,
                                rule="rb p.80"))
            f.data["exit"] = f.data.get("exit", False) or out.exit
            f.stage = "done"
            pushed = False
            if out.behemoth:
                push_fx(s, b, out.behemoth, c.cid)
                pushed = True
            if out.effects:
                effects.push(s, c.cid, out.effects, source=f"encounter:{b.bid}:{node.id}")
                pushed = True
            if pushed:
                return True
        if f.stage == "done":
            node = d.node(f.data["at"])
            if node.exit or f.data.get("exit"):
                return _end(content, s, f, b, c, events)
            f.stage = "branch"


def _begin(content, s, f: Action, b: Behemoth, cid: str, events: list) -> None:
    """rb p.79 step 1: the character's miniature goes to the start box of the current behaviour."""
    d = defn(content, b.bid)
    f.cid = cid
    f.data.update({"at": _start_box(d, b.behaviour), "via": -1, "path": [], "exit": False})
    f.stage = "branch"
    c = s.char(cid)
    events.append(Event("encounter", Msg("{name} encounters {behemoth} (behaviour {behaviour})", name=c.name, behemoth=b.name,
                                           behaviour=b.behaviour), seat=c.seat,
                        rule="rb p.79"))


def _pay(s, f: Action, c, d: BehemothDef, k: int) -> None:
    from . import effects
    f.stage = "effects"
    cost = list(d.node(f.data["at"]).options[k].cost)
    if cost:
        effects.push(s, c.cid, cost, source=f"encounter:{d.id}:{f.data['at']}:cost")


def _push_clash(content, s, f: Action, b: Behemoth, c, node) -> None:
    """rb p.80: a test of the character's stat against the behemoth's stat (+ enhancement),
    which does not roll; total ≥ target wins. Known secrets may add to the character's total."""
    from .state import Test
    target = stat_of(content, b, node.clash.beh)
    d = defn(content, b.bid)
    bonus = sum(d.secret(x).clash_bonus for x in b.secrets_known)
    mods = [{"add": bonus}] if bonus else []
    bands = [{"min": target, "effects": [{"free_action": [CLASH_WON]}]},
             {"max": target - 1, "effects": [{"free_action": [CLASH_LOST]}]}]
    s.stack.append(Test(cid=c.cid, stats=[node.clash.char], bands=bands, modifiers=mods,
                        source=f"clash:{b.bid}:{node.id}"))


def _end(content, s, f: Action, b: Behemoth, c, events: list) -> bool:
    """rb p.80 step 5: the character's miniature goes back on the behemoth's terrain."""
    if b.pos and not c.dead:
        c.pos = b.pos
    events.append(Event("encounter", Msg("{name}'s encounter with {behemoth} ends", name=c.name, behemoth=b.name), seat=c.seat,
                        rule="rb p.80"))
    if f in s.stack:
        s.stack.remove(f)
    return True


def enc_pending(content, s: SaState, f: Action) -> Decision:
    b = get(s, f.data["b"])
    d = defn(content, b.bid)
    if f.stage == "pick":
        cands = encounter_choices(content, s, b)
        seat = s.char(cands[0]).seat
        return Decision(seat, "stonesaga.encounter.who", Msg("{name}: who does it encounter?", name=b.name),
                        tuple(Choice(f"char:{x}", s.char(x).name) for x in cands), rule="rb p.78")
    c = s.char(f.cid)
    if f.stage == "pay":
        node = d.node(f.data["at"])
        ok = _enterable(content, s, c, d, node.id)
        return Decision(c.seat, "stonesaga.encounter.pay", Msg("{name}: {text}", name=c.name, text=node.text),
                        tuple(Choice(f"opt:{k}", node.options[k].label) for k in ok), rule="rb p.80")
    opts = [(i, n) for i, n in branches_from(d, f.data["at"], f.data["via"]) if _enterable(content, s, c, d, n)]
    return Decision(c.seat, "stonesaga.encounter.branch", Msg("{name} faces {behemoth}: which way?", name=c.name,
                                                              behemoth=b.name),
                    tuple(Choice(f"node:{n}", Msg(SUMMIT, text=d.node(n).text or n) if d.node(n).summit
                                 else (d.node(n).text or n))
                          for _, n in opts), rule="rb p.79")


def enc_apply(content, s: SaState, f: Action, choice: Choice, events: list) -> None:
    b = get(s, f.data["b"])
    d = defn(content, b.bid)
    kind, _, arg = choice.id.partition(":")
    if f.stage == "pick":
        _begin(content, s, f, b, arg, events)
        return
    c = s.char(f.cid)
    if f.stage == "pay":
        _pay(s, f, c, d, int(arg))
        return
    idx = next(i for i, n in branches_from(d, f.data["at"], f.data["via"]) if n == arg)
    f.data["via"] = idx
    f.data["at"] = arg
    f.data["path"].append(arg)
    f.stage = "pay"


# --- study (rb p.73, 81) --------------------------------------------------------------------------

STUDY_COST = 3                                                          # rb p.81: Knowledge −3


def studiable(s: SaState, c) -> list[Behemoth]:
    """Behemoths with a trace on the character's terrain, while Knowledge allows (rb p.81)."""
    if s.tracks.get("knowledge", 0) < STUDY_COST:
        return []
    return [b for b in herd(s) if c.pos in b.traces]


def study(content, s: SaState, c, b: Behemoth, events: list) -> None:
    """rb p.81: Knowledge −3, read the study entry, learn the face-down Secret if there is one."""
    from . import effects
    effects.move_track(s, "knowledge", -STUDY_COST)
    events.append(Event("study", Msg("{name} studies {behemoth}: {text}", name=c.name, behemoth=b.name,
                                       text=defn(content, b.bid).study), seat=c.seat,
                        reveals=True, rule="rb p.81"))
    learn_secret(content, s, b, c.cid, events)


# --- site effects (rb p.73) ----------------------------------------------------------------------

def site_effect_defs(content, s: SaState, cell: str, action: str) -> list[SiteEffect]:
    """The site effects of the behemoths standing on, or with a trace on, `cell` for `action`."""
    out: list[SiteEffect] = []
    for b in herd(s):
        if not b.lair_active or not (b.pos == cell or cell in b.traces):
            continue
        se = defn(content, b.bid).site_effect
        if se.action == action:
            out.append(se)
    return out


def site_effects(content, s: SaState, cell: str, action: str) -> list:
    """Effects that a behemoth standing on, or with a trace on, `cell` gives `action` there."""
    out: list[Any] = []
    for se in site_effect_defs(content, s, cell, action):
        out += list(se.effects)
    return out


SITE_ACTIONS = ("fish", "forage", "extract", "find_water")


def site_effects_before(content, s: SaState, c, action: str) -> dict[str, int] | None:
    """Before a site action begins: the counts of the resources a replacing site effect there
    may replace (rb p.73 « au lieu de gagner … »; ruling SS-134), so that what the action gave
    can be told once it is over; None when no replacing site effect applies (nothing copied)."""
    if action not in SITE_ACTIONS or not herd(s):
        return None
    wanted = sorted({r for se in site_effect_defs(content, s, c.pos, action) for r in se.replaces})
    if not wanted:
        return None
    return {r: chars.count(c, r) for r in wanted}


def site_effects_after(content, s: SaState, c, action: str, below: int, before: dict[str, int] | None = None) -> None:
    """rb p.73: a site action on a terrain where a behemoth stands or left a trace gets its site
    effect; ruling SS-134: the effect resolves once the action is over, for the acting character
    (queued under the action's frames, at stack index `below`). An adding effect is an effect
    list; a replacing one (`replaces`) is a `bsite` frame that takes back what it replaces first."""
    if action not in SITE_ACTIONS or s.phase != "day" or not herd(s):
        return
    from .effect_queue import push
    for se in reversed(site_effect_defs(content, s, c.pos, action)):
        if se.replaces:
            f = Action(cid=c.cid, name="bsite", data={"name": se.name, "replaces": dict(se.replaces),
                                                      "before": {r: (before or {}).get(r, 0) for r in se.replaces},
                                                      "effects": list(se.effects)})
            s.stack.insert(min(below, len(s.stack)), f)
        elif se.effects:
            ef = push(s, c.cid, se.effects, source=f"behemoth-site:{action}")
            s.stack.remove(ef)
            s.stack.insert(min(below, len(s.stack)), ef)


def site_auto(content, s: SaState, f: Action, events: list) -> bool:
    """The action is over: a replacing site effect takes back what it replaces and its effects
    resolve instead (rb p.73). Ruling SS-134: only a gain the action made can be replaced; if
    the action gave less than it names (net, in any state), nothing is taken and nothing given."""
    from .effect_queue import push
    s.stack.remove(f)
    c = s.char(f.cid)
    rep, before = f.data["replaces"], f.data["before"]
    if c.dead or any(chars.count(c, r) - before.get(r, 0) < n for r, n in rep.items()):
        events.append(Event("behemoth", Msg("{site}: nothing to replace", site=f.data["name"]), seat=c.seat,
                            rule="rb p.73"))
        return True
    for r, n in sorted(rep.items()):
        for key in [r] + [k for k in chars.keys_of(c, r) if k != r]:      # the state it was gained in first
            got = min(n, c.bag.get(key, 0))
            chars.take(c, key, got)
            n -= got
    events.append(Event("behemoth", Msg("{site} replaces {lost} for {name}", site=f.data["name"],
                                        name=c.name, lost=[count(r, n) for r, n in sorted(rep.items())]),
                        seat=c.seat, rule="rb p.73"))
    push(s, c.cid, f.data["effects"], source="behemoth-site")
    return True


def _no_decision(content, s: SaState, f: Action) -> Decision:
    raise RuntimeError("a bsite frame never waits on a decision")


def _no_apply(content, s: SaState, f: Action, choice: Choice, events: list) -> None:
    raise RuntimeError("a bsite frame never waits on a decision")


# --- arrival by an effect (rb p.74; ruling SS-243) ------------------------------------------------

def arrival_cell(content, s: SaState) -> str:
    """Ruling SS-75: a lair arrives on a discovered terrain other than the start tile, with no
    camp and a free zone, picked at random (rb p.99 method); the start tile if none."""
    cands = [k for k in sorted(s.cells) if s.cells[k].discovered and k != s.start and
             board.camp_at(s, k) is None and len(s.cells[k].modules) < 3 and "tile" not in s.cells[k].modules]
    if not cands:
        return s.start
    groups = [[k for k in cands if s.cells[k].holder == h] for h in range(len(s.holders))]
    g, j = dice.random_pick_grouped(s.rng, groups)
    return groups[g][j]


def arrives_by_effect(content, s: SaState, bid: str, wake_now: bool, events: list) -> bool:
    """rb p.74: an effect makes `bid` arrive: named, behaviour 4, its lair placed active (ruling
    SS-75's terrain) or flipped active if it is already in the valley. Ruling SS-243: it wakes at
    once only when the effect says so (`wake`: the challenge "says otherwise", rb p.75); else it
    stays dormant until a challenge starts and picks it."""
    known = any(b.bid == bid for b in herd(s))
    b = arrive(content, s, bid, "" if known else arrival_cell(content, s), events)
    if wake_now and not b.awake:
        wake(content, s, b, events)
    return True


hooks.register("behemoth_arrives", arrives_by_effect)          # effects.py's behemoth_arrives


# --- frame modules (the Day actions' interface) ---------------------------------------------------

class _Frames:
    def __init__(self, auto, pending, apply):
        self.auto, self.pending, self.apply = auto, pending, apply

    @staticmethod
    def available(content, s, c):
        return []


FRAMES = {
    "behemoth": _Frames(phase_auto, phase_pending, phase_apply),
    "bfx": _Frames(fx_auto, fx_pending, fx_apply),
    "encounter": _Frames(enc_auto, enc_pending, enc_apply),
    "bsite": _Frames(site_auto, _no_decision, _no_apply),
}
