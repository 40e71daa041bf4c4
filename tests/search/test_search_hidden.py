"""The search agent never reads what its seat may not see (issue 15): its whole search — the choice,
the visits and the values of every root choice — is the same when only information hidden from
its seat changes: other Root hands, face-down Corvid plots, the Alliance's supporters, a PLAS
attacker's face-down commitment, the deck order and the future dice.

Positions come from seeded playouts; each hidden thing is changed by the game's own scramble
(asserted to have changed it). A control test shows the check would catch an agent that peeks."""
from __future__ import annotations

import pytest

from game.core import search
from game.core.agents import RandomAgent
from game.core.match import Match
from game.core.rng import Rng
from game.core.search import SearchAgent
from game.plas.ruleset import RULESET as PLAS
from game.plas.state import NO_ONE, Conquest
from game.root.ruleset import RULESET as ROOT

ITERATIONS = 40


def _root_setup(factions):
    return {"seats": [{"controller": "human", "faction": f} for f in factions], "map": "autumn", "deck": "base"}


def _play_until(rs, setup, seed, pred, limit=4000):
    content = rs.default_content()
    m = Match(rs, content, setup, seed)
    agent = RandomAgent(seed)
    for _ in range(limit):
        d = m.pending
        if d is None:
            break
        if pred(m, d):
            return m
        m.apply(agent.choose(m, d))
    pytest.fail("no position of the kind the test needs came up")


def _hidden_changed(m, viewer, changed):
    """A copy of the match whose hidden information (for `viewer`) differs as `changed` says,
    and whose random stream (the future dice and draws) differs too."""
    rs, content = m.ruleset, m.content
    for k in range(1, 30):
        other = m.clone()
        rs.scramble_hidden(content, other.state, viewer, Rng.seeded(1000 + k))
        if changed(m.state, other.state):
            other.state.rng = Rng.seeded(987654321)
            assert rs.view(content, other.state, viewer) == rs.view(content, m.state, viewer)
            return other
    pytest.fail("the scramble never changed what the test is about")


def _search(m, viewer, seed=7):
    d = m.pending
    assert d.seat == viewer and len(d.choices) > 1
    return SearchAgent(viewer, iterations=ITERATIONS, seed=seed).search(m, d)


def _assert_same_search(m, viewer, changed):
    other = _hidden_changed(m, viewer, changed)
    a, b = _search(m, viewer), _search(other, viewer)
    assert a.iterations == b.iterations == ITERATIONS
    assert (a.choice, a.visits, a.values) == (b.choice, b.visits, b.values)
    # the search is not constant: another stream of its own gives other statistics
    c = _search(m, viewer, seed=8)
    assert (c.visits, c.values) != (a.visits, a.values)


def _root_hands_position():
    def pred(m, d):
        s = m.state
        return (s.round >= 2 and d.seat == 0 and len(d.choices) > 1
                and all(len(s.hands[i]) >= 2 for i in range(1, s.n)))
    return _play_until(ROOT, _root_setup(["marquise", "eyrie", "alliance", "vagabond"]), 3, pred)


def test_root_hands_the_deck_and_the_dice_do_not_change_the_ai_search():
    m = _root_hands_position()
    _assert_same_search(m, 0, lambda a, b: a.hands[1:] != b.hands[1:] and a.deck != b.deck)


def test_corvid_face_down_plots_do_not_change_the_ai_search():
    def pred(m, d):
        st = m.state.fstate[0]
        down = [k for k, v in st.plots.items() if not v[1]]
        kinds = {st.plots[k][0] for k in down} | {k for k, n in st.reserve.items() if n}
        return d.seat == 1 and len(d.choices) > 1 and down and len(kinds) >= 2
    m = _play_until(ROOT, _root_setup(["corvids", "marquise", "eyrie", "alliance"]), 5, pred)
    _assert_same_search(m, 1, lambda a, b: a.fstate[0].plots != b.fstate[0].plots)


def test_alliance_supporters_do_not_change_the_ai_search():
    def pred(m, d):
        sup = m.state.fstate[0].supporters
        return d.seat == 1 and len(d.choices) > 1 and len(set(sup)) >= 2
    m = _play_until(ROOT, _root_setup(["alliance", "marquise", "eyrie", "vagabond"]), 2, pred)
    _assert_same_search(m, 1, lambda a, b: a.fstate[0].supporters != b.fstate[0].supporters)


def _conquest(s):
    return next((f for f in reversed(s.stack) if isinstance(f, Conquest)), None)


def test_plas_face_down_commitments_do_not_change_the_ai_search():
    def pred(m, d):
        f = _conquest(m.state)
        return (f is not None and not f.revealed and f.defender not in (NO_ONE, f.attacker) and len(f.att) >= 1
                and d.seat == f.defender and len(d.choices) > 1)
    content = PLAS.default_content()
    for seed in range(1, 40):
        try:
            m = _play_until(PLAS, PLAS.default_setup(content, 2), seed, pred, limit=1500)
        except pytest.fail.Exception:
            continue
        viewer = m.pending.seat
        _assert_same_search(m, viewer, lambda a, b: _conquest(a).att != _conquest(b).att)
        return
    pytest.fail("no face-down commitment with the defender to decide came up")


def test_the_check_catches_an_agent_that_peeks(monkeypatch):
    """Control: a search that skips the scramble (it reads the true hands) gives another answer."""
    m = _root_hands_position()

    def peeking(ruleset, content, state, seat, rng):
        d = search.copy_state(state)
        d.rng = Rng(rng.next64())
        return d
    monkeypatch.setattr(search, "determinize", peeking)
    other = _hidden_changed(m, 0, lambda a, b: a.hands[1:] != b.hands[1:])
    a, b = _search(m, 0), _search(other, 0)
    assert (a.visits, a.values) != (b.visits, b.values)
