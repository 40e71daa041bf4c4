"""Cheap state copies (issue 15): `serial.copy_state` (a pickle round trip) copies every game's
state exactly and independently, mid-game, for clones, undo checkpoints, autosaves and search."""
import pytest

from game.core import registry
from game.core.agents import RandomAgent
from game.core.match import Match
from game.core.serial import copy_state


@pytest.mark.parametrize("game_id", list(registry.BUILTIN))
def test_a_copy_is_equal_and_independent(game_id):
    rs = registry.get(game_id)
    content = rs.default_content()
    m = Match(rs, content, rs.default_setup(content, rs.seats.max_seats), 4)
    agent = RandomAgent(2)
    for _ in range(150):
        if m.pending is None:
            break
        m.apply(agent.choose(m, m.pending))
    c = copy_state(m.state)
    assert c is not m.state and type(c) is type(m.state)
    assert rs.state_to_dict(c) == rs.state_to_dict(m.state)
    before = rs.state_to_dict(m.state)
    d = rs.pending(content, c)                     # playing on the copy leaves the original alone
    for _ in range(30):
        if d is None:
            break
        rs.apply(content, c, d.choices[-1])
        d = rs.pending(content, c)
    assert rs.state_to_dict(m.state) == before
