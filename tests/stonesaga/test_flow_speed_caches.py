"""The playout-speed shortcuts answer exactly what the full computations answer (issue 10:
speed without a behaviour change): Transform's availability counted per tool instead of searched, and the craft
layouts coded with the edges checked once."""
from __future__ import annotations

from game.core.match import Match
from game.stonesaga import craft as codes
from game.stonesaga.actions import craft as craft_action
from game.stonesaga.actions import transform
from game.stonesaga.agents import SensibleRandomAgent
from game.stonesaga.ruleset import RULESET


def _states(games: int = 3, per_game: int = 250):
    content = RULESET.default_content()
    for g in range(games):
        setup = RULESET.default_setup(content, 1)
        setup["seats"][0]["controller"] = "random"
        setup["seats"][0]["characters"] = str(1 + g)
        m = Match(RULESET, content, setup, 40 + g)
        agent = SensibleRandomAgent(g)
        for _ in range(per_game):
            d = m.pending
            if d is None:
                break
            yield content, m.state
            m.apply(agent.choose(m, d))


def test_any_candidate_is_candidates_not_empty():
    seen = {True: 0, False: 0}
    for content, s in _states():
        for c in s.chars:
            if c.dead or not c.pos:
                continue
            content.memo.pop("transform_candidates", None)      # answer fresh, both ways
            fast = transform.any_candidate(content, s, c)
            full = transform._candidates(content, s, c, [])
            assert fast == bool(full), (c.bag, full)
            seen[fast] += 1
    assert seen[True] and seen[False]                    # both answers were put to the test


def test_placements_code_each_layout_as_craft_code():
    content = RULESET.default_content()
    mats = sorted(content.materials)[:6]
    checked = 0
    for a in mats:
        for b in mats:
            ea, eb = craft_action.edges(content, a), craft_action.edges(content, b)
            for p in codes.placements(ea, eb):
                left, right = (ea, eb) if p.left == 0 else (eb, ea)
                assert p.code == codes.craft_code(left, p.rot_left, right, p.rot_right)
                assert (p.rot_left, p.rot_right) in codes.orientations(left, right)
                checked += 1
    assert checked > 0
