"""Undo and opening a save cost the same at any game length (issue 16, speed): with a checkpoint
at the undo barrier, undo re-applies only the seat's own latest choices and ends in exactly the
state a replay from the seed gives; a save carries the event history and the checkpoint, so
loading replays nothing and an undo after loading is the same undo."""
import random

import pytest

from game.core import saves
from game.core.agents import RandomAgent
from game.core.match import Match


def rulesets():
    from game.plas.ruleset import RULESET as PLAS
    from game.root.ruleset import RULESET as ROOT
    return [("root", ROOT, {"seats": [{"controller": "human", "faction": f} for f in ("marquise", "eyrie", "alliance")],
                            "map": "autumn", "deck": "base"}),
            ("plas", PLAS, None)]


def state_of(m):
    return m.ruleset.state_to_dict(m.state)


def events_of(m):
    return [Match.event_to_list(e) for e in m.history]


@pytest.mark.parametrize("name,rs,setup", rulesets(), ids=lambda x: x if isinstance(x, str) else "")
def test_undo_from_the_checkpoint_equals_a_replay(name, rs, setup):
    content = rs.default_content()
    setup = setup or rs.default_setup(content, 3)
    m = Match(rs, content, setup, 17)
    m.keep_checkpoint = True
    agent = RandomAgent(4)
    rnd = random.Random(9)
    undos = 0
    for _ in range(1500):
        d = m.pending
        if d is None:
            break
        depth = m.undo_depth(d.seat)
        if depth and rnd.random() < 0.15:
            k = rnd.randint(1, depth)
            want = Match.replay(rs, content, m.setup, m.seed, [e.choice for e in m.log[:-k]])
            calls = []
            real = rs.apply
            rs_apply = lambda c, s, ch, calls=calls, real=real: (calls.append(1), real(c, s, ch))[1]      # noqa: E731
            m.ruleset = type("Counting", (), {"__getattr__": lambda self, a: getattr(rs, a), "apply": staticmethod(rs_apply)})()
            try:
                m.undo(d.seat, k)
            finally:
                m.ruleset = rs
            assert state_of(m) == state_of(want) and events_of(m) == events_of(want)
            assert len(calls) < depth                        # only the run's own choices, not the game
            undos += 1
            continue
        m.apply(agent.choose(m, d))
    assert undos > 20


@pytest.mark.parametrize("name,rs,setup", rulesets(), ids=lambda x: x if isinstance(x, str) else "")
def test_a_save_opens_with_its_history_and_checkpoint(name, rs, setup, tmp_path):
    content = rs.default_content()
    setup = setup or rs.default_setup(content, 3)
    m = Match(rs, content, setup, 23)
    m.keep_checkpoint = True
    agent = RandomAgent(6)
    checked = 0
    for i in range(1200):
        d = m.pending
        if d is None:
            break
        if i % 97 == 50:
            p = saves.write_save(m, tmp_path / f"s{i}.json")
            back, _ = saves.load_match(p)
            assert events_of(back) == events_of(m)          # the whole log, not replayed
            assert state_of(back) == state_of(m)
            depth = m.undo_depth(d.seat)
            if depth:
                b = back
                assert b._checkpoint is not None and b._checkpoint[0] == m._checkpoint[0]
                b.undo(d.seat, depth)
                want = Match.replay(rs, content, m.setup, m.seed, [e.choice for e in m.log[:-depth]])
                assert state_of(b) == state_of(want)
                checked += 1
        m.apply(agent.choose(m, d))
    assert checked >= 2
