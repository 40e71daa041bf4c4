"""Sample matches stopped at chosen decisions (creation, a Day turn, each site action, the
Night, the end), found by playing seeded games with the sensible random agent."""
from __future__ import annotations

from functools import lru_cache

from game.core import registry
from game.core.match import Match
from game.stonesaga.agents import SensibleRandomAgent

KINDS = ("stonesaga.create.assign", "stonesaga.day.turn", "stonesaga.move.where", "stonesaga.fish.spot",
         "stonesaga.forage.add", "stonesaga.extract.draw", "stonesaga.craft.orient", "stonesaga.test.stat",
         "stonesaga.night.eat")


@lru_cache(maxsize=1)
def sample_states() -> dict:
    rs = registry.get("stonesaga")
    content = rs.default_content()
    got: dict = {}
    for seed in range(1, 40):
        setup = rs.default_setup(content)
        setup["seats"][0]["characters"] = "2"
        m = Match(rs, content, setup, seed)
        agent = SensibleRandomAgent(seed)
        while m.pending is not None:
            k = m.pending.kind
            if k in KINDS and k not in got and (m.state.day >= 2 or k.startswith("stonesaga.create")):
                got[k] = m.clone()
            m.apply(agent.choose(m, m.pending))
        got.setdefault("over", m)
        if all(k in got for k in KINDS):
            break
    return got


EXTRA_KINDS = ("stonesaga.encounter.branch", "stonesaga.excavate.move", "stonesaga.transform.pick",
               "stonesaga.forage.harvest", "behemoth-on-map", "stonesaga.create.regalia")


def _scenario(name: str, steps: int, tweak=None):
    """A campaign scenario file (tests/scenarios/stonesaga/campaign/) played for its first
    `steps` steps: the behemoth and excavation states single sample games never reach."""
    from pathlib import Path

    import yaml

    from tests.stonesaga.campaign_helpers import run
    rs = registry.get("stonesaga")
    content = rs.default_content()
    path = Path(__file__).resolve().parents[1] / "scenarios" / "stonesaga" / "campaign" / name
    sc = yaml.safe_load(path.read_text(encoding="utf-8"))
    sc["steps"] = [{k: v for k, v in st.items() if k != "expect"} for st in sc["steps"][:steps]]
    if tweak:
        tweak(sc)
    return run(content, sc)


def _played_until(kind: str, challenge: str, seed: int):
    rs = registry.get("stonesaga")
    content = rs.default_content()
    setup = rs.default_setup(content)
    setup["seats"][0]["characters"] = "2"
    setup["challenge"] = challenge
    m = Match(rs, content, setup, seed)
    agent = SensibleRandomAgent(seed)
    while m.pending is not None and m.pending.kind != kind:
        m.apply(agent.choose(m, m.pending))
    assert m.pending is not None, kind
    return m


@lru_cache(maxsize=1)
def extra_states() -> dict:
    """The encounter graph half-walked (rb p.79-80), an excavation at depth 2 (rb p.82-86), a
    Transform (rb p.27), a forage harvest with its reach (rb p.45), a behemoth awake on the map
    with its goal and traces (rb p.76-77)."""
    def deeper(sc):
        sc["steps"].append({"choose": ["action:excavate:continue"]})
    got = {"stonesaga.encounter.branch": _scenario("campaign-encounter-no-backtracking.yaml", 5),
           "stonesaga.excavate.move": _scenario("campaign-excavate-exit-depth-2.yaml", 5, deeper),
           "stonesaga.transform.pick": _played_until("stonesaga.transform.pick", "ZC01", 2),
           "stonesaga.forage.harvest": _played_until("stonesaga.forage.harvest", "ZC01", 1),
           "stonesaga.create.regalia": _played_until("stonesaga.create.regalia", "ZC01", 1)}   # names (issue 17)

    def goal(sc):
        sc["behemoths"]["ZB1"].update({"goal": "1,0", "traces": ["0,0", "1,-1"], "behaviour": 6})
    got["behemoth-on-map"] = _scenario("campaign-encounter-summit-flight.yaml", 0, goal)
    return got
