"""Stateful property test of the engine contract (game/core/match.py), for every registered game:
any interleaving of apply, undo, save-and-load and replay keeps the match equal to a fresh replay
of the choices it holds (the log is the truth). Hypothesis picks the choices and the order, and
shrinks a failure to the shortest sequence of operations.

A separate model list (`self.choices`) is kept by the test itself: after `apply` it grows by the
applied id, after `undo` it loses the tail. Equality is of `state_to_dict`, the saved form."""
import json

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from game.core import registry
from game.core.match import Match
from tests.toygame import TOY

GAMES = [*registry.BUILTIN, TOY.id]


def _ruleset(game_id):
    return TOY if game_id == TOY.id else registry.get(game_id)


def machine_for(game_id: str, seed: int = 3):
    rs = _ruleset(game_id)
    content = rs.default_content()

    class MatchMachine(RuleBasedStateMachine):
        def __init__(self):
            super().__init__()
            setup = rs.default_setup(self.content, None)
            self.match = Match(rs, self.content, setup, seed)
            self.choices: list[str] = []

        def _dict(self, m):
            return rs.state_to_dict(m.state)

        @precondition(lambda self: self.match.pending is not None)
        @rule(pick=st.integers(min_value=0, max_value=10_000))
        def apply(self, pick):
            ids = self.match.pending.ids()
            cid = ids[pick % len(ids)]
            self.match.apply(cid)
            self.choices.append(cid)

        @precondition(lambda self: self.match.pending is not None
                      and self.match.undo_depth(self.match.pending.seat) > 0)
        @rule(data=st.data())
        def undo(self, data):
            seat = self.match.pending.seat
            k = data.draw(st.integers(min_value=1, max_value=self.match.undo_depth(seat)))
            self.match.undo(seat, k)
            del self.choices[-k:]

        @rule()
        def save_and_load(self):
            text = json.dumps(self.match.to_dict())         # what a save file holds
            back = Match.from_dict(rs, self.content, json.loads(text))
            assert self._dict(back) == self._dict(self.match)
            assert [e.choice for e in back.log] == self.choices
            assert back.rebuild_history()
            self.match = back

        @rule()
        def replay(self):
            fresh = Match.replay(rs, self.content, self.match.setup, self.match.seed, self.choices)
            assert self._dict(fresh) == self._dict(self.match)
            self.match = fresh

        @invariant()
        def equals_a_fresh_replay_of_its_choices(self):
            assert [e.choice for e in self.match.log] == self.choices
            fresh = Match.replay(rs, self.content, self.match.setup, self.match.seed, self.choices)
            assert self._dict(fresh) == self._dict(self.match)
            assert (fresh.pending is None) == (self.match.pending is None)
            if fresh.pending is not None:
                assert fresh.pending.ids() == self.match.pending.ids()

    MatchMachine.content = content
    return MatchMachine


@pytest.fixture(autouse=True)
def _toy_registered():
    registry.register(TOY)
    yield
    registry.unregister(TOY.id)


@pytest.mark.parametrize("game_id", GAMES)
def test_apply_undo_save_load_replay_in_any_order_keep_the_state(game_id):
    machine = machine_for(game_id)
    run = machine.TestCase
    run.settings = settings(max_examples=12 if game_id != TOY.id else 40, stateful_step_count=25,
                            deadline=None, derandomize=True, database=None,
                            suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
    run().runTest()
