"""Mise en place and Déroulement du jeu."""
from game.core.match import Match
from game.plas import zones
from game.plas.state import NO_ONE

from .helpers import C, P, R, names, new_match, ok


def test_setup_tracks_towers_allies_and_village_order():
    setup = R.default_setup(C, 3)
    setup["first"] = "1"
    m = Match(R, C, setup, 7)
    s = m.state
    assert all(s.defense[p] == pr.defense for p, pr in C.provinces.items())      # Setup 2
    assert all(v == NO_ONE for v in s.control.values())
    assert s.defense["pilgrimwalk"] == 7                                           # the rulebook's value
    assert s.round == 1                                                            # Setup 3
    assert all(p.influence == 5 and p.morality == 0 for p in s.players)            # Setup 6b, 6c
    assert all(set(p.buildings.values()) == {0} and len(p.buildings) == 5 for p in s.players)   # Setup 6a
    assert len(s.allies_open) == 4 and len(s.allies_open) + len(s.allies_out) == 9   # Setup 9: players + 1
    d = P(m)                                                                  # Setup 11c: from the first player
    assert d.seat == 1 and d.kind == "plas.setup.village" and len(d.choices) == 4
    m.apply("province:cinderfold")
    assert P(m).seat == 2 and "province:cinderfold" not in P(m).ids()    # a free village only
    m.apply("province:reedmoor")
    assert P(m).seat == 0
    m.apply("province:mossbrook")
    for p in s.players:                                                            # Setup 11a–d, 12
        owned = names(s, zones.owned(p))
        assert owned.count("trusted-followers") == 4 and owned.count("steadfast-conscripts") == 3
        assert sum(C.cards[c].kind == "advisor" for c in owned) == 1
        realm_cards = [c for c in zones.owned(p) if C.inst_origin[c].startswith("realm:")]
        assert len(realm_cards) == 2 and {C.inst_origin[c] for c in realm_cards} == {f"realm:{C.provinces[p.leader].realm}"}
        assert len(p.hand) == 5 and len(p.draw) == 5
    assert s.phase == "play" and P(m).seat == 1 and P(m).kind == "plas.main"
    ok(m)


def test_three_years_of_four_rounds_and_turn_order():
    m = new_match(3, first="2")
    s = m.state
    seen = []
    while P(m):
        d = P(m)
        if d.kind == "plas.main":
            if not seen or seen[-1] != (s.round, d.seat):
                seen.append((s.round, d.seat))
            m.apply("end")
        elif d.kind == "plas.end.recruit":
            m.apply("pass")
        else:
            m.apply("done" if "done" in d.ids() else d.ids()[0])
    assert seen == [(r, seat) for r in range(1, 13) for seat in (2, 0, 1)]
    assert all(len(p.year_gains) == 3 for p in s.players)
    assert m.outcome is not None
    ok(m)


def test_year_end_scoring_happens_after_rounds_4_8_12(monkeypatch):
    m = new_match(2)
    s = m.state
    s.control["candlemere"] = 0
    s.control["pilgrimwalk"] = 0
    s.defense["pilgrimwalk"] = 5
    gains = []
    while P(m):
        d = P(m)
        m.apply("end" if d.kind == "plas.main" else ("pass" if d.kind == "plas.end.recruit" else "done"))
        if len(s.players[0].year_gains) > len(gains):
            gains.append(s.players[0].year_gains[-1])
    # Décompte 1 + 2: 3 + 5 for the provinces, + 4 / 8 / 12 for controlling Hallowed Vale.
    assert gains == [12, 16, 20]
    assert s.players[0].ledger["realms"] == 24 and s.players[0].ledger["provinces"] == 24
