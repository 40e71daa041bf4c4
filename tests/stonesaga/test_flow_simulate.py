"""Headless playouts from character creation to the end of a challenge (issue 10): no error,
every invariant after every decision (energy ≤ max rb p.17, weaknesses ≤ boxes rb p.55, tracks
0..20 rb p.67, cards conserved, nothing hidden in the view rb p.22, deepcopy and JSON round trip),
and replay reproduces the state. The 500-game run is bench/stonesaga_playout.py --check."""
from game.core import serial
from game.core.match import Match
from game.stonesaga.ruleset import RULESET


def test_small_playout_with_invariants():
    content = RULESET.default_content()
    broken = []

    def check(m):
        errs = RULESET.check_invariants(content, m.state)
        if errs:
            broken.append(errs)
            raise AssertionError("; ".join(errs))

    stats = RULESET.simulation(content, games=12, seed=1, check=check)
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == 12 and not broken
    assert all(r.reason in ("won", "lost") for r in stats.results)


def test_two_seats_four_characters_replay():
    """1-4 seats share up to 4 characters (rb p.6); the log replays to the same state."""
    content = RULESET.default_content()
    setup = RULESET.default_setup(content, 2)
    for seat in setup["seats"]:
        seat["controller"] = "random"
        seat["characters"] = "2"
    m = Match(RULESET, content, setup, 5)
    agents = {i: RULESET.make_agent(setup, i, 5) for i in range(2)}
    n = 0
    while m.pending is not None and n < 20_000:
        m.apply(agents[m.pending.seat].choose(m, m.pending))
        n += 1
    assert m.pending is None and m.state.result in ("won", "lost")
    assert len([c for c in m.state.chars if c.seat == 1]) >= 2
    again = Match.replay(RULESET, content, m.setup, 5, [e.choice for e in m.log])
    assert serial.dump(again.state) == serial.dump(m.state)


def test_undo_stops_at_a_die_roll():
    """Undo goes back to the last reveal, never past a roll (engine contract; rb p.14 rolls)."""
    content = RULESET.default_content()
    setup = RULESET.default_setup(content, 1)
    m = Match(RULESET, content, setup, 3)
    while m.pending.kind.startswith("stonesaga.create"):
        m.apply(m.pending.ids()[0])
    d = m.pending
    assert d.kind == "stonesaga.day.turn"
    m.apply("action:move")                       # no reveal: can be taken back
    assert m.undo_depth(0) >= 1
    m.undo(0)
    assert m.pending.kind == "stonesaga.day.turn"
