"""Random full games (2–4 seats) with invariants after every decision: cards conserved, defense in
bounds, Morality never back to 0, Influence equal to its ledger, final scores recomputed, state
round-trips (deepcopy, to_dict/from_dict; sampled) and no other seat's hand in a view."""
import copy
import json

from game.core.agents import RandomAgent
from game.core.match import Match

from .helpers import C, R

GAMES = 300


def _check_view(m, seat):
    text = json.dumps(m.view(seat))
    for p in m.state.players:
        if p.seat != seat:
            for c in p.hand:
                assert f'"{c}"' not in text, (seat, c)


def test_random_playouts_keep_every_invariant():
    finished = 0
    decisions = 0
    for g in range(GAMES):
        n = 2 + g % 3
        m = Match(R, C, R.default_setup(C, n), 1000 + g)
        agents = {i: RandomAgent(g * 10 + i) for i in range(n)}
        k = 0
        while m.pending is not None:
            d = m.pending
            m.apply(agents[d.seat].choose(m, d))
            k += 1
            errs = R.check_invariants(C, m.state)
            assert not errs, (g, k, errs)
            if k % 97 == 0:
                dup = copy.deepcopy(m.state)
                assert dup == m.state
                back = Match.from_dict(R, C, json.loads(json.dumps(m.to_dict())))
                assert back.state == m.state and back.pending == m.pending
                _check_view(m, d.seat)
            assert k < 20_000
        finished += m.outcome is not None
        decisions += k
        if g % 50 == 0:                       # replay reproduces the final state
            again = Match.replay(R, C, m.setup, m.seed, [e.choice for e in m.log])
            assert R.state_to_dict(again.state) == R.state_to_dict(m.state)
    assert finished == GAMES
    assert decisions > GAMES * 100


def test_invariant_checks_catch_broken_states():
    from .helpers import new_match
    m = new_match()
    s = m.state
    assert R.check_invariants(C, s) == []
    s.players[0].hand.append(s.players[1].hand[0])          # a card in two places
    s.defense["candlemere"] = 9                               # above its printed 3
    s.players[0].left_zero = True                             # Morality back at 0
    s.players[1].influence += 1                               # Influence off its ledger
    errs = " | ".join(R.check_invariants(C, s))
    for needle in ("not conserved", "candlemere: defense 9", "Morality back to 0", "ledger"):
        assert needle in errs
