"""Woodland Alliance rules easier to check in Python than in a scenario file: hidden information
(face-down supporters, the hand shown on Outrage), invariants that count supporters and officers."""
import copy
import json
import pickle

import pytest

from game.root import scenario
from game.root.ruleset import RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def position(content, **setup):
    base = {"factions": ["marquise", "alliance", "dummy"], "turn": "marquise", "phase": "daylight",
            "clearings": {3: {"marquise": {"warriors": 1, "tokens": ["keep"]}}}}
    base.update(setup)
    return scenario.build_match(content, {"setup": base})


def test_view_hides_supporters_from_others(content):
    """Law 8.2.3: supporters are face down; the Alliance may look at them, others see the count."""
    m = position(content, faction_state={"alliance": {"supporters": ["anvil", "bake-sale"], "officers": 2}})
    own = m.view(1)["faction_boards"][1]
    assert own["supporters"] == ["anvil", "bake-sale"] and own["officers"] == 2
    for viewer in (0, 2, None):
        board = m.view(viewer)["faction_boards"][1]
        assert board["supporters"] == 2 and board["supporters_count"] == 2
        text = json.dumps(m.view(viewer)["faction_boards"])
        assert "anvil" not in text and "bake-sale" not in text


def _outrage_position(content, marquise_hand):
    return position(content, hands={"marquise": marquise_hand, "alliance": ["cobbler"], "dummy": []},
                    deck_top=["sappers"],
                    clearings={1: {"marquise": {"warriors": 2}}, 5: {"alliance": {"tokens": ["sympathy"]}},
                               3: {"marquise": {"warriors": 1, "tokens": ["keep"]}}})


def test_outrage_shown_hand_is_private_to_the_alliance(content):
    """Law 8.2.6: the hand is shown to the Alliance only; others learn only that it was shown."""
    m = _outrage_position(content, ["anvil", "foxfolk-steel"])
    events = []
    for cid in ["done", "action:march", "clearing:1", "clearing:5", "count:1"]:
        events += m.apply(cid)
    shown = [e for e in events if e.kind == "root.alliance.outrage_reveal"]
    assert len(shown) == 1
    e = shown[0]
    assert e.private_to == 1 and e.reveals
    assert "Anvil" in e.text_for(1) and "Foxfolk Steel" in e.text_for(1)
    for other in (0, 2, None):
        assert "Anvil" not in e.text_for(other) and "shows their hand" in e.text_for(other)
    # the card drawn into the supporters is seen by the Alliance only
    joined = [e for e in events if e.kind == "root.alliance.supporters"]
    assert joined and "Sappers" in joined[-1].text_for(1) and "Sappers" not in joined[-1].text_for(0)
    assert m.state.fstate[1].supporters == ["sappers"]


def test_outrage_card_given_is_not_public(content):
    m = _outrage_position(content, ["bake-sale"])
    for cid in ["done", "action:march", "clearing:1", "clearing:5", "count:1"]:
        m.apply(cid)
    assert m.pending.seat == 0 and m.pending.kind == "root.alliance.outrage"
    events = m.apply("card:bake-sale")
    given = [e for e in events if e.kind == "root.alliance.outrage"]
    assert given and given[0].private_to == 1
    assert "Bake Sale" in given[0].text_for(1) and "Bake Sale" not in given[0].text_for(2)


def test_invariants_count_supporters_and_officers(content):
    """The 54 cards include the supporters; warriors include the officers; cap of 5 without base."""
    m = position(content, faction_state={"alliance": {"supporters": ["anvil"], "officers": 2}})
    s = m.state
    assert RULESET.check_invariants(content, s) == []
    lost = copy.deepcopy(s)
    lost.fstate[1].supporters.clear()
    assert any("cards not conserved" in b for b in RULESET.check_invariants(content, lost))
    extra_officer = copy.deepcopy(s)
    extra_officer.fstate[1].officers += 1
    assert any("warrior" in b for b in RULESET.check_invariants(content, extra_officer))
    over = copy.deepcopy(s)
    for card in ["bake-sale", "cobbler", "codebreakers", "investments", "sappers"]:
        over.deck.remove(card)
        over.fstate[1].supporters.append(card)
    assert any("supporters with no base" in b for b in RULESET.check_invariants(content, over))


def test_state_copies_and_saves(content):
    m = position(content, faction_state={"alliance": {"supporters": ["anvil"], "officers": 1}})
    d = RULESET.state_to_dict(m.state)
    assert RULESET.state_to_dict(copy.deepcopy(m.state)) == d
    assert RULESET.state_to_dict(pickle.loads(pickle.dumps(m.state))) == d
    assert RULESET.state_to_dict(RULESET.state_from_dict(d)) == d


def test_real_setup_accepts_the_alliance(content):
    setup = {"seats": [{"controller": "human", "faction": "alliance"}, {"controller": "human", "faction": "marquise"}],
             "map": "winter", "deck": "base"}
    assert RULESET.check_setup(content, setup)


def test_human_seat_playouts_keep_invariants(content):
    """Human seats get the extra privacy prompts (ruling §secret-supporters): play them out too."""
    import random

    from game.core.match import Match
    from game.root.checks import make_checker
    check = make_checker(sample_every=30)
    for g, facs in enumerate([["alliance", "marquise"], ["marquise", "dummy", "alliance"]]):
        setup = {"seats": [{"controller": "human", "faction": f} for f in facs], "map": "autumn",
                 "deck": "base", "round_cap": 12, "allow_test_factions": True}
        m = Match(RULESET, content, setup, 40 + g)
        r = random.Random(g)
        n = 0
        while m.pending is not None and n < 3000:
            m.apply(r.choice(m.pending.ids()))
            check(m)
            n += 1
        assert m.over
