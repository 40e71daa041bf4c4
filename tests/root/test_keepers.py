"""Keepers in Iron (Law 15): the setup deal of the relics, and the privacy of face-down relics —
no unrecovered value in any seat's view (the Keepers' own included: face down is face down for
everyone, Law 15.3.1), nor in the information-state check."""
import pytest

from game.core.agents import RandomAgent
from game.core.information import information_leaks
from game.core.match import Match
from game.core.rng import Rng
from game.root.engine import Ctx
from game.root.factions.keepers import relic_type
from game.root.ruleset import RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _match(content, seed=3):
    setup = {"seats": [{"controller": "human", "faction": f} for f in ("marquise", "keepers", "eyrie")],
             "map": "autumn", "deck": "base", "first": 0}
    return Match(RULESET, content, setup, seed)


def _play_setup(m):
    while m.state.phase == "setup":
        m.apply(m.pending.ids()[0])


def test_relics_are_dealt_one_per_forest_then_evenly_away_from_the_keepers(content):
    """Law 15.3.1 and 15.3.3: 12 relics, one in each of the 7 forests, the other 5 spread as
    evenly as possible among the forests touching no clearing with Keeper warriors."""
    m = _match(content)
    _play_setup(m)
    ctx = Ctx(content, m.state)
    fs = m.state.fstate[1]
    forests = ctx.m.forests
    counts = {f: len(fs.forests[f]) for f in forests}
    assert sum(counts.values()) == 12 and all(n >= 1 for n in counts.values())
    mine = {c for c in ctx.m.ids if m.state.warriors[1][c]}
    free = [f for f in forests if not set(forests[f]) & mine]
    near = [f for f in forests if f not in free]
    assert all(counts[f] == 1 for f in near)
    extra = sorted(counts[f] - 1 for f in free)
    assert sum(extra) == 5 and extra[-1] - extra[0] <= 1          # as evenly as possible
    assert all(not rev for lst in fs.forests.values() for _k, rev in lst)     # all face down


def test_no_seat_sees_a_face_down_relic_value(content):
    m = _match(content)
    _play_setup(m)
    hidden = [k for lst in m.state.fstate[1].forests.values() for k, rev in lst if not rev]
    assert len(hidden) == 12
    for viewer in (0, 1, 2, None):
        v = m.view(viewer)
        shown = [x for lst in v["faction_boards"][1]["forests"].values() for x in lst]
        assert sorted(shown) == sorted(f"relic-{relic_type(k)}" for k in hidden)   # the type only
        assert not any(x.count("-") == 2 for x in shown)


def test_scrambling_face_down_values_changes_no_view_or_decision(content):
    """The information-state check sees the relic values as secret: shuffling them among relics of
    the same type changes the state but no seat's view; played on a while, never a leak."""
    import copy
    m = _match(content, seed=5)
    _play_setup(m)
    before = copy.deepcopy(m.state.fstate[1].forests)
    moved = False
    for k in range(10):                  # the relic values themselves move under the scramble
        other = copy.deepcopy(m.state)
        RULESET.scramble_hidden(content, other, 0, Rng.seeded(f"relics-{k}"))
        if other.fstate[1].forests != before:
            moved = True
            assert RULESET.view(content, other, 1)["faction_boards"][1] == m.view(1)["faction_boards"][1]
            break
    assert moved, "the scramble never moved a face-down relic value"
    agents = {i: RandomAgent(11 + i) for i in range(3)}
    for k in range(400):
        if m.pending is None:
            break
        if k % 20 == 0:
            for viewer in (0, 1, 2, None):
                leaks, _moved = information_leaks(RULESET, content, m.state, viewer, Rng.seeded(f"k{k}"))
                assert not leaks, leaks
        m.apply(agents[m.pending.seat].choose(m, m.pending))


def test_a_delve_reveals_the_relic_to_everyone(content):
    """Law 15.5.2.II.a: a delved relic enters its clearing face up: its value is in every view."""
    from pathlib import Path

    from game.root import scenario
    path = Path(__file__).resolve().parents[1] / "scenarios" / "root" / "keepers-battle-then-delve.yaml"
    m = scenario.run(content, scenario.load(path))
    for viewer in (0, 1, None):
        v = m.view(viewer)
        assert [0, "relic-figure-2"] in v["tokens"][1]          # the Keepers are seat 0 there
