"""Helpers for the campaign helper's tests: a scenario runner for behemoth, campaign and
advanced-rule scenarios (tests/scenarios/stonesaga/campaign/*.yaml). A scenario is the flow's
Stonesaga scenario (docs/scenarios.md) plus:

- `behemoths: {ZB1: {lair, pos, goal, instinct, behaviour, awake, traces, secret_down, known}}`
- a step `run: behemoth_phase` (the end of the Night: the Behemoth phase, then the Day),
- an `expect` key `behemoth: {ZB1: {pos, goal, traces, behaviour, awake, known, lair_active}}`
  besides the flow's expect keys.
"""
from __future__ import annotations

from game.core import serial
from game.core.decision import IllegalChoice
from game.stonesaga import behemoth, scenario
from game.stonesaga.actions import MODULES, REGISTRY
from game.stonesaga.ruleset import settle

OWN_KEYS = {"behemoths"}
BEH_SETUP = {"lair", "pos", "goal", "instinct", "behaviour", "awake", "traces", "secret_down", "known", "enh"}
BEH_EXPECT = {"pos", "goal", "traces", "behaviour", "awake", "known", "lair_active", "secret_down", "enh"}


def ensure_frames() -> None:
    """The flow registers the campaign actions and frames in actions.REGISTRY / MODULES
    (requests-flow.md, 21:22); until it does, the tests register them the same way."""
    from game.stonesaga import advanced
    for k, v in advanced.ACTIONS.items():
        REGISTRY.setdefault(k, v)
        MODULES.setdefault(k, v)
    for k, v in advanced.FRAMES.items():
        MODULES.setdefault(k, v)


def build(content, sc: dict):
    ensure_frames()
    m = scenario.build(content, {"setup": sc.get("setup") or {}})
    s = m.state
    for bid, spec in (sc.get("behemoths") or {}).items():
        bad = set(spec) - BEH_SETUP
        if bad:
            raise scenario.ScenarioFailed(f"behemoths.{bid}: unknown key(s) {sorted(bad)}")
        d = behemoth.defn(content, bid)
        b = behemoth.Behemoth(bid=bid, name=d.name, lair=str(spec.get("lair", spec.get("pos", ""))))
        b.behaviour = int(spec.get("behaviour", 4))
        b.awake = bool(spec.get("awake", True))
        b.pos = str(spec.get("pos", b.lair)) if b.awake else ""
        b.goal = str(spec.get("goal", ""))
        b.instinct = spec.get("instinct", d.instincts[0].id)
        b.traces = [str(x) for x in spec.get("traces", [])]
        b.secret_down = spec.get("secret_down", "")
        b.secrets_known = list(spec.get("known", []))
        b.enh = {st: 0 for st in ("str", "dex", "con", "per")}
        b.enh.update({k: int(v) for k, v in (spec.get("enh") or {}).items()})
        behemoth.herd(s).append(b)
    m._pending_ok = False
    return m


def run(content, sc: dict):
    flow_like = {k: v for k, v in sc.items() if k not in OWN_KEYS}
    flow_like["steps"] = []
    scenario.validate(flow_like)
    m = build(content, sc)
    for i, step in enumerate(sc.get("steps", []), 1):
        where = f"step {i}"
        if "run" in step:
            if step["run"] != "behemoth_phase":
                raise scenario.ScenarioFailed(f"{where}: unknown run {step['run']!r}")
            events: list = []
            m.state.phase = "night"
            m.state.stack.clear()
            behemoth.after_night(content, m.state, events)
            settle(content, m.state, events)
            m.history.extend(events)
            m._pending_ok = False
        for cid in _ids(step.get("choose")):
            try:
                m.apply(str(cid))
            except IllegalChoice as exc:
                raise scenario.ScenarioFailed(f"{where}: {exc}") from None
        for cid in _ids(step.get("illegal")):
            before = serial.dump(m.state)
            try:
                m.apply(str(cid))
            except IllegalChoice:
                if serial.dump(m.state) != before:
                    raise scenario.ScenarioFailed(f"{where}: refusing {cid!r} changed the state") from None
                continue
            raise scenario.ScenarioFailed(f"{where}: {cid!r} was accepted but should be illegal")
        exp = dict(step.get("expect") or {})
        beh = exp.pop("behemoth", None)
        if exp:
            scenario._keys(exp, scenario.EXPECT_KEYS, f"{where} expect")
            scenario._expect(content, m, exp, where)
        for bid, want in (beh or {}).items():
            bad = set(want) - BEH_EXPECT
            if bad:
                raise scenario.ScenarioFailed(f"{where}: expect.behemoth.{bid}: unknown key(s) {sorted(bad)}")
            b = behemoth.get(m.state, bid)
            got = {"pos": b.pos, "goal": b.goal, "traces": b.traces, "behaviour": b.behaviour, "awake": b.awake,
                   "known": b.secrets_known, "lair_active": b.lair_active, "secret_down": b.secret_down,
                   "enh": {k: v for k, v in b.enh.items() if v}}
            for k, v in want.items():
                v = [str(x) for x in v] if k == "traces" else v
                if got[k] != v:
                    raise scenario.ScenarioFailed(f"{where}: behemoth {bid}.{k}: expected {v!r}, got {got[k]!r}")
    return m


def _ids(x):
    if x is None:
        return []
    return x if isinstance(x, list) else [x]
