"""Scenario files for Stonesaga: set up a position, apply choices by id, assert the result.
Format: docs/scenarios.md ("Stonesaga format"). Used by tests/stonesaga/test_flow_scenarios.py.

Scripted dice: `setup.dice` lists the next d6 results; the state's RNG is swapped for a
`ScriptedRng` that answers `randint(1, 6)` from the list first (everything else — shuffles,
random picks of omens — stays seeded)."""
from __future__ import annotations

from dataclasses import dataclass, field

import yaml

from game.core import serial
from game.core.decision import IllegalChoice
from game.core.match import Match
from game.core.rng import Rng

from . import chars
from .ruleset import RULESET, settle
from .state import STATS, Camp, Cell, Create, Night


class ScenarioFailed(AssertionError):
    pass


@serial.register
@dataclass
class ScriptedRng(Rng):
    """Seeded RNG whose next d6 results are scripted (tests only)."""
    script: list[int] = field(default_factory=list)
    keep_order: bool = False          # shuffles leave decks as the scenario set them

    def shuffle(self, items: list) -> None:
        if not self.keep_order:
            super().shuffle(items)

    def randint(self, lo: int, hi: int) -> int:
        if self.script and (lo, hi) == (1, 6):
            return self.script.pop(0)
        return super().randint(lo, hi)


SCENARIO_KEYS = {"name", "rule", "setup", "steps", "notes"}
SETUP_KEYS = {"seed", "challenge", "region", "characters", "seats", "options", "chars", "cells", "decks",
              "night_discard", "tracks", "objectives", "achieved", "designed", "knowledge_cards", "dice",
              "phase", "night_step", "camps", "fresh", "powers", "associations", "delivered", "clear_stack",
              "events_done", "discards", "keep_order", "legends"}
CHAR_KEYS = {"stats", "trait", "regalia", "power", "age", "energy", "pos", "bag", "items", "stowed", "weak", "enh",
             "passed", "free_actions", "dead", "marks"}
CELL_KEYS = {"tile", "discovered", "fire", "shelter", "depletion", "mystery", "modules", "holder"}
STEP_KEYS = {"choose", "illegal", "expect", "choose_label"}
EXPECT_KEYS = {"pending", "energy", "bag", "has", "weak", "pos", "tracks", "cell", "achieved", "objectives",
               "result", "phase", "codex_read", "enh", "items", "stowed", "log_has", "log_lacks", "dead",
               "passed", "active", "camps", "designed", "knowledge_cards", "deck_top", "discard", "day",
               "incapacitated", "stats", "associations", "legends", "marks", "powers", "delivered", "chars",
               "night_step", "cells", "free_actions", "frame"}
PENDING_KEYS = {"seat", "kind", "choices", "includes", "excludes"}


def _keys(d, allowed, where):
    if not isinstance(d, dict):
        raise ScenarioFailed(f"{where}: expected a mapping")
    bad = sorted(set(map(str, d)) - allowed)
    if bad:
        raise ScenarioFailed(f"{where}: unknown key(s) {bad} (known: {sorted(allowed)})")


def validate(sc: dict) -> None:
    """Unknown keys are errors: a misspelt `expect` key must never pass silently."""
    _keys(sc, SCENARIO_KEYS, "scenario")
    setup = sc.get("setup", {}) or {}
    _keys(setup, SETUP_KEYS, "setup")
    for cid, ch in (setup.get("chars") or {}).items():
        _keys(ch, CHAR_KEYS, f"setup.chars.{cid}")
    for k, cl in (setup.get("cells") or {}).items():
        _keys(cl, CELL_KEYS, f"setup.cells.{k}")
    for i, step in enumerate(sc.get("steps", []), 1):
        _keys(step, STEP_KEYS, f"step {i}")
        if not step:
            raise ScenarioFailed(f"step {i} is empty")
        if "expect" in step:
            _keys(step["expect"], EXPECT_KEYS, f"step {i} expect")
            if isinstance(step["expect"].get("pending"), dict):
                _keys(step["expect"]["pending"], PENDING_KEYS, f"step {i} expect.pending")


def load(path) -> dict:
    with open(path, encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def build(content, sc: dict) -> Match:
    """The match at the scenario's position."""
    setup = sc.get("setup", {}) or {}
    rs = RULESET
    seats = setup.get("seats") or [{"characters": setup.get("characters", 1)}]
    sd = rs.default_setup(content, len(seats))
    for i, seat in enumerate(seats):
        sd["seats"][i]["characters"] = str(seat.get("characters", 1))
    if setup.get("challenge"):
        sd["challenge"] = setup["challenge"]
    if setup.get("region"):
        sd["region"] = setup["region"]
    sd.update({k: str(v) for k, v in (setup.get("options") or {}).items()})
    dice = [int(x) for x in setup.get("dice", [])]
    seed = int(setup.get("seed", 1))
    if setup.get("fresh"):
        # creation rolls come from the scripted dice too (rb p.7)
        sd = rs.check_setup(content, sd)
        rng = ScriptedRng(state=Rng.seeded(seed).state, script=dice, keep_order=bool(setup.get("keep_order")))
        m = Match(rs, content, sd, seed, state=rs.new_state(content, sd, rng))
        m.state.powers = list(setup.get("powers", []))   # recorded by earlier games (rb p.8 step 3)
        return m
    m = Match(rs, content, sd, seed)
    s = m.state
    if not setup.get("fresh"):
        # creation by the first legal choices; the scenario's stats override them
        while s.stack and isinstance(s.stack[-1], Create):
            m.apply(m.pending.choices[0].id)
        if setup.get("clear_stack", True):
            s.stack.clear()
    s.rng = ScriptedRng(state=s.rng.state, script=dice, keep_order=bool(setup.get("keep_order")))
    for k, cl in (setup.get("cells") or {}).items():
        cur = s.cells.get(str(k))
        cell = cur or Cell(tile=cl["tile"], holder=int(cl.get("holder", 0)))
        for f in CELL_KEYS:
            if f in cl:
                setattr(cell, f, dict(cl[f]) if f == "modules" else list(cl[f]) if f == "mystery" else cl[f])
        if "discovered" not in cl:
            cell.discovered = True
        s.cells[str(k)] = cell
    for cid, ov in (setup.get("chars") or {}).items():
        c = s.char(cid)
        for f, v in ov.items():
            if f == "stats":
                c.stats = {st: int(v.get(st, c.stats.get(st, 1))) for st in STATS}
            elif f == "pos":
                c.pos = s.start if v == "start" else str(v)
            elif f == "items":
                c.items = {"hand": [], "body": [], "satchel": []}
                for it in v:
                    inst = chars.new_instance(s, it)
                    c.items[content.items[it].slot].append(inst)
            elif f == "stowed":
                c.stowed = [chars.new_instance(s, it) for it in v]
            elif f == "weak":
                c.weak = [list(w) for w in v]
            elif f == "enh":
                c.enh.update({k: int(x) for k, x in v.items()})
            elif f == "bag":
                c.bag = {str(k): int(x) for k, x in v.items()}
            else:
                setattr(c, f, v)
    for name, top in (setup.get("decks") or {}).items():
        deck = s.decks[name]
        rest = [x for x in deck if x not in top]
        s.decks[name] = list(top) + rest
    for name, pile in (setup.get("discards") or {}).items():
        # these cards move from the deck to its discard pile (in order, the last on top)
        if list(pile) == ["*"]:                          # "*": the whole deck is discarded
            s.discards[name] = s.decks[name] + s.discards[name]
            s.decks[name] = []
            continue
        s.decks[name] = [x for x in s.decks[name] if x not in pile]
        s.discards[name] = list(pile)
    if setup.get("night_discard") is not None:
        pile = list(setup["night_discard"])
        s.decks["night"] = [x for x in s.decks["night"] if x not in pile]
        s.discards["night"] = pile
    for t, v in (setup.get("tracks") or {}).items():
        s.tracks[t] = int(v)
    for key in ("objectives", "achieved", "designed", "knowledge_cards", "powers", "associations", "events_done"):
        if key in setup:
            setattr(s, key, list(setup[key]))
    if "legends" in setup:
        s.legends = [{"name": lg["name"], "stats": dict(lg["stats"]), "trait": lg.get("trait", ""),
                      "marks": list(lg.get("marks", [])), "with": lg.get("with", "")} for lg in setup["legends"]]
    if "delivered" in setup:
        s.delivered = {k: dict(v) for k, v in setup["delivered"].items()}
    for camp in setup.get("camps") or []:
        s.camps.append(Camp(name=camp.get("name", "Camp"), cell=str(camp["cell"]), zone=camp.get("zone", "A"),
                            status=camp.get("status", "active"), improvements=list(camp.get("improvements", []))))
        s.cells[str(camp["cell"])].modules[camp.get("zone", "A")] = camp.get("module", "ZCAMP1")
    if setup.get("phase") == "night":
        s.phase = "night"
        s.stack.insert(0, Night(step=int(setup.get("night_step", 1))))
    if not setup.get("fresh"):
        settle(content, s, [])
    m._pending_ok = False
    return m


def run(content, sc: dict) -> Match:
    validate(sc)
    m = build(content, sc)
    for i, step in enumerate(sc.get("steps", []), 1):
        where = f"step {i}"
        if "choose" in step:
            ids = step["choose"] if isinstance(step["choose"], list) else [step["choose"]]
            for cid in ids:
                try:
                    m.apply(str(cid))
                except IllegalChoice as exc:
                    raise ScenarioFailed(f"{where}: {exc}") from None
        if "choose_label" in step:
            d = m.pending
            hits = [c.id for c in (d.choices if d else ()) if str(step["choose_label"]) in c.label]
            if not hits:
                raise ScenarioFailed(f"{where}: no choice labelled like {step['choose_label']!r}")
            m.apply(hits[0])
        if "illegal" in step:
            ids = step["illegal"] if isinstance(step["illegal"], list) else [step["illegal"]]
            for cid in ids:
                before = serial.dump(m.state)
                try:
                    m.apply(str(cid))
                except IllegalChoice:
                    if serial.dump(m.state) != before:
                        raise ScenarioFailed(f"{where}: refusing {cid!r} changed the state") from None
                    continue
                raise ScenarioFailed(f"{where}: {cid!r} was accepted but should be illegal")
        if "expect" in step:
            _expect(content, m, step["expect"], where)
    return m


def _fail(where, what, want, got):
    raise ScenarioFailed(f"{where}: {what}: expected {want!r}, got {got!r}")


def _items(c) -> list[str]:
    return sorted(chars.item_id(i) for i in chars.all_items(c) + c.stowed)


def _expect(content, m: Match, exp: dict, where: str) -> None:
    s = m.state
    for key, want in exp.items():
        if key == "pending":
            d = m.pending
            if want is None:
                if d is not None:
                    _fail(where, "pending", None, d.kind)
                continue
            if d is None:
                _fail(where, "pending", want, None)
            ids = d.ids()
            if "kind" in want and d.kind != want["kind"]:
                _fail(where, "pending kind", want["kind"], d.kind)
            if "seat" in want and d.seat != want["seat"]:
                _fail(where, "pending seat", want["seat"], d.seat)
            if "choices" in want and sorted(map(str, want["choices"])) != sorted(ids):
                _fail(where, "pending choices", sorted(map(str, want["choices"])), sorted(ids))
            for x in want.get("includes", []):
                if str(x) not in ids:
                    _fail(where, f"pending includes {x}", True, ids)
            for x in want.get("excludes", []):
                if str(x) in ids:
                    _fail(where, f"pending excludes {x}", True, ids)
        elif key in ("energy", "pos", "passed", "dead", "age", "free_actions"):
            for cid, v in want.items():
                got = getattr(s.char(cid), key)
                if key == "pos" and v == "start":
                    v = s.start
                if got != v:
                    _fail(where, f"{key} of {cid}", v, got)
        elif key == "bag":
            for cid, v in want.items():
                got = dict(s.char(cid).bag)
                if got != {str(k): int(x) for k, x in (v or {}).items()}:
                    _fail(where, f"bag of {cid}", v, got)
        elif key == "has":
            for cid, v in want.items():
                for res, n in v.items():
                    got = s.char(cid).bag.get(str(res), 0)
                    if got != n:
                        _fail(where, f"{res} of {cid}", n, got)
        elif key == "weak":
            for cid, v in want.items():
                if [list(w) for w in s.char(cid).weak] != [list(w) for w in v]:
                    _fail(where, f"weaknesses of {cid}", v, s.char(cid).weak)
        elif key == "enh":
            for cid, v in want.items():
                for st, lvl in v.items():
                    if s.char(cid).enh.get(st, 0) != lvl:
                        _fail(where, f"{st} enhancement of {cid}", lvl, s.char(cid).enh.get(st, 0))
        elif key == "stats":
            for cid, v in want.items():
                for st, val in v.items():
                    if s.char(cid).stats.get(st) != val:
                        _fail(where, f"{st} of {cid}", val, s.char(cid).stats.get(st))
        elif key == "items":
            for cid, v in want.items():
                if _items(s.char(cid)) != sorted(v):
                    _fail(where, f"items of {cid}", sorted(v), _items(s.char(cid)))
        elif key == "stowed":
            for cid, v in want.items():
                got = sorted(chars.item_id(i) for i in s.char(cid).stowed)
                if got != sorted(v):
                    _fail(where, f"stowed items of {cid}", sorted(v), got)
        elif key == "incapacitated":
            for cid, v in want.items():
                if chars.incapacitated(s, s.char(cid)) != v:
                    _fail(where, f"{cid} incapacitated", v, not v)
        elif key == "tracks":
            for t, v in want.items():
                if s.tracks[t] != v:
                    _fail(where, f"track {t}", v, s.tracks[t])
        elif key in ("cell", "cells"):
            for k, v in want.items():
                cl = s.cells.get(str(k))
                if cl is None:
                    _fail(where, f"cell {k}", "present", None)
                for f, x in v.items():
                    got = getattr(cl, f)
                    if f == "mystery":
                        got = len(got)
                    if got != x:
                        _fail(where, f"cell {k} {f}", x, got)
        elif key in ("achieved", "objectives", "designed", "knowledge_cards", "associations", "marks", "powers"):
            got = getattr(s, key)
            if sorted(map(str, got)) != sorted(map(str, want)):
                _fail(where, key, sorted(map(str, want)), sorted(map(str, got)))
        elif key == "codex_read":
            if sorted(map(str, s.codex_read)) != sorted(map(str, want)):
                _fail(where, "codex read", want, s.codex_read)
        elif key == "result":
            if s.result != (want or ""):
                _fail(where, "result", want, s.result)
        elif key == "phase":
            if s.phase != want:
                _fail(where, "phase", want, s.phase)
        elif key == "day":
            if s.day != want:
                _fail(where, "day", want, s.day)
        elif key == "active":
            if s.active != want:
                _fail(where, "active character", want, s.active)
        elif key == "night_step":
            steps = [f.step for f in s.stack if isinstance(f, Night)]
            if not steps or steps[0] != want:
                _fail(where, "night step", want, steps)
        elif key == "camps":
            got = [{"cell": k.cell, "zone": k.zone, "improvements": list(k.improvements)} for k in s.camps]
            if len(got) != len(want) or any(any(g[f] != (str(w[f]) if f == "cell" else w[f]) for f in w)
                                            for g, w in zip(got, want)):
                _fail(where, "camps", want, got)
        elif key == "deck_top":
            for name, top in want.items():
                if s.decks[name][:len(top)] != list(top):
                    _fail(where, f"top of {name}", top, s.decks[name][:len(top)])
        elif key == "discard":
            for name, pile in want.items():
                if s.discards[name] != list(pile):
                    _fail(where, f"{name} discard", pile, s.discards[name])
        elif key == "delivered":
            got = {k: dict(v) for k, v in s.delivered.items()}
            if got != want:
                _fail(where, "delivered", want, got)
        elif key == "legends":
            if len(s.legends) != want:
                _fail(where, "legends", want, len(s.legends))
        elif key == "chars":
            if len(s.chars) != want:
                _fail(where, "characters", want, len(s.chars))
        elif key == "frame":
            top = type(s.stack[-1]).__name__ if s.stack else None
            if top != want:
                _fail(where, "top frame", want, top)
        elif key in ("log_has", "log_lacks"):
            text = "\n".join(e.text for e in m.history)
            for t in want:
                if (t in text) != (key == "log_has"):
                    _fail(where, key, t, "absent" if key == "log_has" else "present")
