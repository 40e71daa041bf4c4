"""Positions of seeded random games, shared by the tests that compare a fast rule path with the
rule read plainly (test_rule_shortcuts.py, test_speed_core/mq/av.py)."""
from __future__ import annotations

from collections.abc import Iterator

from game.core.agents import RandomAgent
from game.core.match import Match
from game.root.ruleset import RULESET


def seeded_states(content, factions: list[str], map_id: str, opts: dict, seed: int, decisions: int,
                  agent_seed: int = 37) -> Iterator[Match]:
    """The match before each of its first `decisions` decisions (the same object, moved on after
    each yield), random agents seeded `seed * agent_seed + seat`."""
    setup = {"seats": [{"controller": "random", "faction": f} for f in factions], "map": map_id, **opts}
    m = Match(RULESET, content, RULESET.check_setup(content, setup), seed)
    agents = [RandomAgent(seed * agent_seed + i) for i in range(len(factions))]
    for _ in range(decisions):
        d = m.pending
        if d is None:
            return
        yield m
        m.apply(agents[d.seat].choose(m, d))
