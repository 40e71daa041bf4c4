"""Riverfolk Company rules easier to check in Python than in a scenario file: the public hand in
every view, automata never buying services, warriors of other players held in Funds counted as
theirs, board data errors with file and line."""
import copy
import pickle

import pytest

from game.core.agents import RandomAgent
from game.core.content import ContentError
from game.core.match import Match
from game.root import scenario
from game.root.engine import Ctx, elsewhere
from game.root.ruleset import RULESET

PRICES = {"hand-card": 1, "riverboats": 2, "mercenaries": 3}


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def position(content, **setup):
    base = {"factions": ["marquise", "riverfolk"], "turn": "riverfolk", "phase": "daylight",
            "faction_state": {"riverfolk": {"prices": dict(PRICES), "funds": {"marquise": 2, "riverfolk": 1}}},
            "clearings": {4: {"riverfolk": {"warriors": 1}}}}
    base.update(setup)
    return scenario.build_match(content, {"setup": base})


def test_public_hand_in_every_view(content):
    """Law 11.2.3: the Riverfolk hand is face up for everyone (the generic hand list stays a count)."""
    m = position(content, hands={"riverfolk": ["anvil", "sappers"], "marquise": ["bake-sale"]})
    for viewer in (0, 1, None):
        v = m.view(viewer)
        assert v["faction_boards"][1]["public_hand"] == ["anvil", "sappers"]
        assert "bake-sale" not in repr(v["faction_boards"])
    assert m.view(0)["hands"][1] == 2


def test_funds_of_other_players_are_theirs(content):
    """Law 11.2.4 / 11.5: a Marquise warrior in the Riverfolk Funds is still a Marquise piece (it
    returns to the Marquise supply when spent): conservation counts it for the Marquise."""
    m = position(content)
    ctx = Ctx(content, m.state)
    assert elsewhere(ctx, 0) == {"warrior": 2}
    assert elsewhere(ctx, 1)["warrior"] == 1
    assert m.state.supply[0]["warrior"] == 23
    assert RULESET.check_invariants(content, m.state) == []
    m.state.fstate[1].funds["marquise"] = 3            # a warrior out of thin air is caught
    assert any("Marquise" in b for b in RULESET.check_invariants(content, m.state))


def test_state_copies_and_pickles(content):
    m = position(content)
    s2 = pickle.loads(pickle.dumps(copy.deepcopy(m.state)))
    assert RULESET.state_to_dict(s2) == RULESET.state_to_dict(m.state)


def test_automata_never_buy_services(content):
    """Ruling Root — Riverfolk §automata: the Clockwork automata are never offered services."""
    setup = {"seats": [{"controller": "automaton", "faction": "mechanical-marquise"},
                       {"controller": "human", "faction": "riverfolk"}], "map": "autumn", "deck": "base",
             "round_cap": 6}
    m = Match(RULESET, content, setup, 5)
    agent = RandomAgent(5)
    seen_bot_turn = False
    for _ in range(3000):
        d = m.pending
        if d is None:
            break
        assert d.kind != "root.riverfolk.services"
        seen_bot_turn |= m.state.turn_seat == 0 and m.state.phase == "daylight"
        m.apply(agent.choose(m, d))
    assert seen_bot_turn


def test_bad_track_data_names_file_and_line(tmp_path, content):
    from game.root.factions import riverfolk
    (tmp_path / "riverfolk.yaml").write_text(
        "warriors: 15\nposts_per_suit: 3\npost_vp: [1, 2]\nprice_min: 1\nprice_max: 4\nstart_warriors: 4\n"
        "start_payments: 3\nprotectionism: 2\nservices:\n  - {id: hand-card, name: Hand Card}\n"
        "  - {id: riverboats, name: Riverboats}\n  - {id: mercenaries, name: Mercenaries}\n")

    class C:
        path = str(tmp_path)

    class X:
        c = C
    with pytest.raises(ContentError) as e:
        riverfolk.rec(X)
    assert "riverfolk" in str(e.value) and "post_vp" in str(e.value) and ":3" in str(e.value)
