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
