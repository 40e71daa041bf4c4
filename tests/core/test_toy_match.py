"""The engine contract, proved on the test-only toy game (tests/toygame)."""
import copy
import json
import pickle

import pytest

from game.core import IllegalChoice, Match
from game.core.agents import RandomAgent
from game.core.simulate import simulate
from tests.toygame import TOY

CONTENT = TOY.default_content()


def new(seed=3, seats=2):
    return Match(TOY, CONTENT, TOY.default_setup(CONTENT, seats), seed)


def play_random(m, seed=0):
    agents = {s: RandomAgent(seed + s) for s in range(len(m.setup["seats"]))}
    while m.pending:
        m.apply(agents[m.pending.seat].choose(m, m.pending))
    return m


def test_random_simulate_finishes_all_games():
    stats = simulate(TOY, CONTENT, 50, 1, lambda s: TOY.default_setup(CONTENT, 2 + s % 2),
                     lambda s, setup: {i: RandomAgent(s * 10 + i) for i in range(len(setup["seats"]))},
                     check=lambda m: (_ for _ in ()).throw(AssertionError(TOY.check_invariants(CONTENT, m.state)))
                     if TOY.check_invariants(CONTENT, m.state) else None)
    assert stats.games == 50 and stats.finished == 50 and stats.errors == 0
    assert stats.decisions > 50 * 6


def test_replay_reproduces_state():
    m = play_random(new(11), seed=5)
    again = Match.replay(TOY, CONTENT, m.setup, m.seed, [e.choice for e in m.log])
    assert TOY.state_to_dict(again.state) == TOY.state_to_dict(m.state)
    assert m.outcome == again.outcome


def test_same_seed_same_deal_other_seed_other_deal():
    assert new(5).state.hands == new(5).state.hands
    assert any(new(5).state.hands != new(s).state.hands for s in range(6, 12))


def test_illegal_choice_refused_without_change():
    m = new()
    before = TOY.state_to_dict(m.state)
    with pytest.raises(IllegalChoice, match="not a legal choice"):
        m.apply("card:nonexistent")
    assert TOY.state_to_dict(m.state) == before and m.log == []


def test_mid_turn_decision_belongs_to_another_seat():
    m = new()
    first = m.pending
    assert first.seat == 0 and first.kind == "toy.play"
    m.apply(first.choices[0].id)
    assert m.pending.seat == 1 and m.pending.kind == "toy.challenge"


def test_view_hides_other_hands():
    m = new()
    v0 = m.view(0)
    assert isinstance(v0["hands"][0], list) and v0["hands"][1] == 3
    other_cards = set(m.state.hands[1])
    assert not other_cards & set(json.dumps(v0).replace('"', " ").split())


def test_deepcopy_pickle_and_dict_round_trips():
    m = new()
    m.apply(m.pending.choices[1].id)
    for copy_of in (copy.deepcopy(m.state), pickle.loads(pickle.dumps(m.state))):
        assert copy_of == m.state and copy_of is not m.state
    data = json.loads(json.dumps(m.to_dict()))
    back = Match.from_dict(TOY, CONTENT, data)
    assert back.state == m.state and back.pending == m.pending
    assert back.rebuild_history()
    # Both copies go on identically (the RNG state travelled too).
    play_random(m, 9), play_random(back, 9)
    assert m.state == back.state


def test_clone_is_independent():
    m = new()
    c = m.clone()
    c.apply(c.pending.choices[0].id)
    assert m.log == [] and len(c.log) == 1


def test_undo_takes_back_own_choice_but_not_past_a_reveal_or_other_seat():
    m = new()
    m.apply(m.pending.choices[0].id)           # seat 0 plays: reveals a card → barrier
    assert m.undo_depth(0) == 0                 # pending is seat 1's and the play revealed
    with pytest.raises(IllegalChoice):
        m.undo(0)
    m.apply("pass")                             # seat 1 passes: no reveal, and plays next
    assert m.undo_depth(1) == 1 and m.undo_depth(0) == 0
    m.undo(1)
    assert m.pending.kind == "toy.challenge" and len(m.log) == 1
    m.apply("challenge")                        # the die roll is a barrier
    assert m.undo_depth(m.pending.seat) == 0
