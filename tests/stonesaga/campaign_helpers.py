"""Helpers for the campaign helper's tests: a scenario runner for behemoth, campaign and
advanced-rule scenarios (tests/scenarios/stonesaga/campaign/*.yaml). A scenario is the flow's
Stonesaga scenario (docs/scenarios.md) plus:

- `behemoths: {ZB1: {lair, pos, goal, instinct, behaviour, awake, traces, secret_down, known}}`
- a step `run: behemoth_phase` (the end of the Night: the Behemoth phase, then the Day),
- an `expect` key `behemoth: {ZB1: {pos, goal, traces, behaviour, awake, known, lair_active}}`
  besides the flow's expect keys,
- `pets: {ZPET1: {bonded, pos, bag}}` (pos `start` or a cell; rb p.89-91) and an `expect` key
  `pet: {ZPET1: {bonded, pos, bag}}`.
"""
from __future__ import annotations

from game.core import serial
from game.core.decision import IllegalChoice
from game.stonesaga import behemoth, scenario
from game.stonesaga.actions import MODULES, REGISTRY
from game.stonesaga.content_campaign import for_content
from game.stonesaga.ruleset import settle

OWN_KEYS = {"behemoths", "pets"}
PET_KEYS = {"bonded", "pos", "bag"}
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
    from game.stonesaga.advanced import pets
    for pid, spec in (sc.get("pets") or {}).items():
        bad = set(spec) - PET_KEYS
        if bad:
            raise scenario.ScenarioFailed(f"pets.{pid}: unknown key(s) {sorted(bad)}")
        pos = str(spec.get("pos", "start"))
        pets.pets(s)[pid] = pets.Pet(pid=pid, bonded=str(spec.get("bonded", "")), pos=s.start if pos == "start" else pos,
                                     bag={str(k): int(v) for k, v in (spec.get("bag") or {}).items()},
                                     enh={st: 0 for st in for_content(content).pets[pid].stats})
    if sc.get("pets"):
        pets._open_bond_window(content, s, [])          # the scenario starts at the start of a Day
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
        pet_want = exp.pop("pet", None)
        from game.stonesaga.advanced import pets
        for pid, want in (pet_want or {}).items():
            bad = set(want) - PET_KEYS
            if bad:
                raise scenario.ScenarioFailed(f"{where}: expect.pet.{pid}: unknown key(s) {sorted(bad)}")
            p = pets.pets(m.state)[pid]
            got = {"bonded": p.bonded, "pos": p.pos, "bag": dict(p.bag)}
            for k, v in want.items():
                v = m.state.start if k == "pos" and v == "start" else v
                if got[k] != v:
                    raise scenario.ScenarioFailed(f"{where}: pet {pid}.{k}: expected {v!r}, got {got[k]!r}")
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


# --- campaign scenarios ------------------------------------------------------------------------
# A scenario with a top-level `campaign:` block plays the steps between challenges:
#   campaign: {epoch, game, pending, played, characters: [{name, age, seat?, items?, materials?}],
#              tracks: {population, discontent}, dice: [...]}   (dice: the campaign's d6 results)
#   steps: choices: [...] | choose_challenge: id | illegal_challenge: id |
#          close_with: {setup: <flow scenario setup>, result: won|lost} |
#          start_next: true (the next match is set up from the record) |
#          expect_campaign: {epoch, game, pending, current, tracks, ages, legends, inherit,
#                            arrivals, characters, kept, played} | expect_match: <flow expect keys>

CAMPAIGN_EXPECT = {"epoch", "game", "pending", "current", "tracks", "ages", "legends", "inherit", "arrivals",
                   "characters", "kept", "played", "over", "endures"}


def run_campaign(content, sc: dict):
    from game.core.match import Match
    from game.core.rng import Rng
    from game.stonesaga import campaign
    ensure_frames()
    spec = sc["campaign"]
    rec = campaign.new_campaign([{"controller": "human", "characters": str(spec.get("per_seat", 2))}], 1)
    rec.epoch, rec.game = int(spec.get("epoch", 1)), int(spec.get("game", 0))
    rec.pending, rec.played = list(spec.get("pending", [])), list(spec.get("played", []))
    rec.tracks.update(spec.get("tracks") or {})
    for i, ch in enumerate(spec.get("characters", [])):
        rec.characters.append({"uid": f"u{i + 1}", "seat": ch.get("seat", 0), "name": ch["name"],
                               "stats": dict(ch.get("stats", {"str": 4, "dex": 3, "con": 5, "per": 2})),
                               "trait": "", "regalia": "", "power": "", "age": ch.get("age", "young"),
                               "items": list(ch.get("items", [])), "materials": dict(ch.get("materials", {}))})
    rec.next_uid = len(rec.characters) + 1
    if spec.get("dice"):
        rec.rng = scenario.ScriptedRng(state=Rng.seeded(1).state, script=[int(x) for x in spec["dice"]])
    m = None
    for i, step in enumerate(sc.get("steps", []), 1):
        where = f"step {i}"
        if "choices" in step:
            got = campaign.choices(content, rec)
            if got != list(step["choices"]):
                raise scenario.ScenarioFailed(f"{where}: choices: expected {step['choices']}, got {got}")
        if "choose_challenge" in step:
            campaign.choose(content, rec, step["choose_challenge"])
        if "illegal_challenge" in step:
            before = serial.dump(rec)
            try:
                campaign.choose(content, rec, step["illegal_challenge"])
            except campaign.CampaignError:
                if serial.dump(rec) != before:
                    raise scenario.ScenarioFailed(f"{where}: refusing changed the record") from None
            else:
                raise scenario.ScenarioFailed(f"{where}: {step['illegal_challenge']} was accepted")
        if "close_with" in step:
            cw = step["close_with"]
            setup = dict(cw.get("setup") or {})
            setup.setdefault("challenge", rec.current)
            fm = scenario.build(content, {"setup": setup})
            fm.state.result, fm.state.phase = cw.get("result", "won"), "over"
            campaign.close(content, rec, fm.state)
        if step.get("start_next"):
            setup = campaign.setup_for(content, rec)
            m = Match(__import__("game.stonesaga.ruleset", fromlist=["RULESET"]).RULESET, content, setup, 5)
            if not (getattr(m.state, "saga", None) or {}).get("campaign"):
                campaign.carry_in(content, m.state, setup["campaign"])     # until the setup hook lands
                from game.stonesaga.ruleset import settle
                settle(content, m.state, [])
                m._pending_ok = False
        want = step.get("expect_campaign")
        if want:
            bad = set(want) - CAMPAIGN_EXPECT
            if bad:
                raise scenario.ScenarioFailed(f"{where}: expect_campaign: unknown key(s) {sorted(bad)}")
            got = {"epoch": rec.epoch, "game": rec.game, "pending": rec.pending, "current": rec.current,
                   "tracks": rec.tracks, "ages": {c["name"]: c["age"] for c in rec.characters},
                   "legends": [lg["name"] for lg in rec.legends], "inherit": rec.inherit, "arrivals": rec.arrivals,
                   "characters": [c["name"] for c in rec.characters], "played": rec.played, "over": rec.over,
                   "endures": rec.endures,
                   "kept": {c["name"]: {"items": c["items"], "materials": c["materials"]} for c in rec.characters}}
            for k, v in want.items():
                if got[k] != v:
                    raise scenario.ScenarioFailed(f"{where}: campaign {k}: expected {v!r}, got {got[k]!r}")
        if "expect_match" in step:
            scenario._keys(step["expect_match"], scenario.EXPECT_KEYS, f"{where} expect_match")
            scenario._expect(content, m, step["expect_match"], where)
    return rec
