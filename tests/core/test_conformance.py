"""One conformance test of the engine contract over every registered game (issue 19, as OpenSpiel
runs one over all its games), and apply-then-undo identity.

Random seeded playouts through `Match` check, at every decision: there is at least one choice and
the ids are unique strings; the deciding seat is a seat; every seat's view serialises to JSON; a
choice id that is not offered raises IllegalChoice and changes nothing (state, log, pending); and
the same seed with the same choices gives the same game (log, events, state). When a choice can be
taken back (`undo_depth` of its seat), applying it and undoing it gives back exactly the state,
the pending decision and the views from before."""
import json
import random

import pytest

from game.core import registry
from game.core.agents import RandomAgent
from game.core.decision import IllegalChoice
from game.core.match import Match

GAMES = list(registry.game_ids())


def _match(game_id: str, seed: int) -> Match:
    rs = registry.get(game_id)
    content = rs.default_content()
    return Match(rs, content, rs.default_setup(content, None), seed)


def _state(m: Match) -> dict:
    return m.ruleset.state_to_dict(m.state)


def _views(m: Match) -> list:
    n = len(m.setup.get("seats", [])) if isinstance(m.setup, dict) else 0
    return [json.dumps(m.view(s), sort_keys=True, default=str) for s in [None, *range(n)]]


def test_every_builtin_game_is_covered():
    assert {"root", "plas", "stonesaga"} <= set(GAMES)


@pytest.mark.parametrize("game_id", GAMES)
def test_random_playouts_keep_the_engine_contract(game_id):
    decisions = 0
    for seed in (1, 2):
        m = _match(game_id, seed)
        agent = RandomAgent(seed)
        rnd = random.Random(seed)
        n_seats = len(m.setup["seats"])
        for step in range(250):
            d = m.pending
            if d is None:
                assert m.outcome is not None and all(0 <= w < n_seats for w in m.outcome.winners)
                break
            ids = d.ids()
            assert ids and len(ids) == len(set(ids)) and all(isinstance(i, str) and i for i in ids), d.kind
            assert 0 <= d.seat < n_seats
            if step % 25 == 0:
                before, log, views = _state(m), list(m.log), _views(m)
                with pytest.raises(IllegalChoice):
                    m.apply("no-such-choice:" + ids[0])
                assert _state(m) == before and m.log == log and m.pending.ids() == ids and _views(m) == views
            m.apply(agent.choose(m, d) if rnd.random() < 0.9 else ids[-1])
            decisions += 1
        again = Match.replay(m.ruleset, m.content, m.setup, m.seed, [e.choice for e in m.log])
        assert _state(again) == _state(m)
        assert [Match.event_to_list(e) for e in again.history] == [Match.event_to_list(e) for e in m.history]
    assert decisions > 100


@pytest.mark.parametrize("game_id", GAMES)
def test_apply_then_undo_gives_back_the_same_state(game_id):
    undone = 0
    for seed in (3, 4):
        m = _match(game_id, seed)
        agent = RandomAgent(seed)
        for _ in range(300):
            d = m.pending
            if d is None:
                break
            before, ids, views = _state(m), d.ids(), _views(m)
            cid = agent.choose(m, d)
            m.apply(cid)
            if m.undo_depth(d.seat) > 0:             # the choice may be taken back: do, undo, compare
                m.undo(d.seat, 1)
                assert _state(m) == before, (d.kind, cid)
                assert m.pending.ids() == ids and m.pending.seat == d.seat and _views(m) == views
                undone += 1
                m.apply(cid)
    assert undone > 20, undone
