"""The information-state test, for every registered game: shuffle everything a viewer may not see
(the game's `Ruleset.scramble_hidden` hook: other hands, deck orders, face-down cards and pieces,
secret commitments, pile sizes kept) and the viewer's view and pending decision stay the same.

A new game joins by being registered (game/core/registry.py BUILTIN) and providing the hook; it
fails here until it does. Positions come from seeded random playouts; at each sampled position
every seat and a spectator are checked. The scramble must change the state in many positions,
or the test would prove nothing."""
import pytest

from game.core import registry
from game.core.agents import RandomAgent
from game.core.information import information_leaks
from game.core.match import Match
from game.core.rng import Rng


def _root_setup(factions, map_id):
    from game.root.factions import get_faction
    return {"seats": [{"controller": "automaton" if get_faction(f).automaton else "human", "faction": f}
                      for f in factions], "map": map_id,
            "deck": "base", "round_cap": 6}


# Line-ups that bring every secret into play; a game without an entry plays its default setup.
SETUPS = {
    "root": [_root_setup(["marquise", "eyrie", "alliance", "vagabond"], "autumn"),
             _root_setup(["corvids", "riverfolk", "lizards", "duchy"], "winter"),
             _root_setup(["vagabond", "vagabond-2", "corvids", "alliance"], "lake"),
             _root_setup(["mechanical-marquise", "alliance", "corvids"], "mountain")],
}
SAMPLE_EVERY = 9
MAX_DECISIONS = 700


def _setups(rs, content):
    return SETUPS.get(rs.id) or [rs.default_setup(content, rs.seats.max_seats)]


@pytest.mark.parametrize("game_id", list(registry.BUILTIN))
def test_what_a_viewer_may_not_see_changes_neither_its_view_nor_its_decision(game_id):
    rs = registry.get(game_id)
    content = rs.default_content()
    checked = changed = 0
    leaks: list[str] = []
    for g, setup in enumerate(_setups(rs, content)):
        m = Match(rs, content, setup, 11 + g)
        agent, rng = RandomAgent(g), Rng.seeded(f"scramble-{game_id}-{g}")
        n = len(m.setup["seats"])
        for k in range(MAX_DECISIONS):
            d = m.pending
            if d is None:
                break
            if k % SAMPLE_EVERY == 0:
                for viewer in [*range(n), None]:
                    found, moved = information_leaks(rs, content, m.state, viewer, rng)
                    checked += 1
                    changed += moved
                    leaks += [f"setup {g}, decision {k}: {x}" for x in found]
            m.apply(agent.choose(m, d))
    assert not leaks, "\n".join(leaks[:10])
    assert checked >= 100 and changed >= checked // 2, (checked, changed)


def test_the_check_catches_a_leak():
    """A view that shows another seat's hand is caught (the PLAS view, patched to leak)."""
    rs = registry.get("plas")
    content = rs.default_content()
    m = Match(rs, content, rs.default_setup(content, 2), 5)
    agent = RandomAgent(1)
    while not (m.state.players[1].hand and m.state.players[1].draw):
        m.apply(agent.choose(m, m.pending))
    original = rs.view

    def leaky(content, s, seat):
        v = original(content, s, seat)
        v["players"][1 - (seat or 0)]["hand"] = sorted(s.players[1 - (seat or 0)].hand)
        return v
    rs.view = leaky
    try:
        found, moved = information_leaks(rs, content, m.state, 0, Rng.seeded(1))
    finally:
        del rs.view
    assert moved and found and "view(0)" in found[0]
