"""Fidelity-audit checks that need a faction the test dummy cannot play (the dummy cannot
craft), so the effect is called directly on a scenario position. See docs/root-audit.md."""
import pytest

from game.root import cards, scenario
from game.root.engine import Ctx
from game.root.ruleset import RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def position(content, **setup):
    base = {"factions": ["marquise", "dummy"], "turn": "dummy"}
    base.update(setup)
    return scenario.build_match(content, {"setup": base})


def test_favor_removes_every_enemy_piece_and_scores_buildings_and_tokens(content):
    """Favor of the Foxes: all enemy pieces in fox clearings go; +1 VP per building/token
    (Law 3.2.1), warriors score nothing; a removed keep leaves the game (Law 6.2.2); ruins stay."""
    m = position(content, hands={"marquise": [], "dummy": []}, clearings={
        1: {"marquise": {"warriors": 2, "tokens": ["keep", "wood"]}},          # fox
        6: {"marquise": {"buildings": ["sawmill"]}},                          # fox, 1 ruin
        12: {"marquise": {"warriors": 1, "buildings": ["workshop"]}, "dummy": {"warriors": 1}},
        5: {"marquise": {"warriors": 1, "buildings": ["recruiter"]}},         # rabbit: untouched
    })
    s = m.state
    ctx = Ctx(content, s)
    cards.favor(ctx, 1, "fox")
    assert s.vp[1] == 4                                  # keep, wood, sawmill, workshop
    for c in (1, 6, 12):
        assert s.warriors[0][c] == 0
        assert not [p for p in s.buildings[c] if p[0] == 0] and not [t for t in s.tokens[c] if t[0] == 0]
    assert s.warriors[1][12] == 1                        # the crafter's own pieces stay
    assert [-1, "ruin"] in s.buildings[6]                # ruins are nobody's pieces
    assert s.warriors[0][5] == 1 and [0, "recruiter"] in s.buildings[5]
    assert s.fstate[0].keep_gone
    assert not RULESET.check_invariants(content, s)


def test_favor_then_field_hospitals_per_clearing_unless_the_keep_went_too(content):
    """PT Law 1.1.3: all pieces are removed before the triggered Field Hospitals resolve, one
    question per clearing (Law 6.2.3); if the same Favor removed the keep, none is asked."""
    m = position(content, hands={"marquise": ["mouse-in-a-sack", "ambush-bird"], "dummy": []},
                 clearings={2: {"marquise": {"warriors": 2}}, 7: {"marquise": {"warriors": 1}},
                            4: {"marquise": {"warriors": 1, "tokens": ["keep"]}}})
    s = m.state
    ctx = Ctx(content, s)
    cards.favor(ctx, 1, "mouse")
    ctx.run()
    s.__dict__.pop("_pending", None)
    d = m.ruleset.pending(content, s)
    assert d.kind == "root.marquise.field_hospitals" and d.seat == 0
    asked = []
    while d is not None and d.kind == "root.marquise.field_hospitals":
        asked.append(sorted(d.ids()))
        ctx = Ctx(content, s)
        ctx.act("card:mouse-in-a-sack" if "card:mouse-in-a-sack" in d.ids() else "card:ambush-bird")
        s.__dict__.pop("_pending", None)
        d = m.ruleset.pending(content, s)
    assert len(asked) == 2                               # clearings 2 and 7
    assert s.warriors[0][4] == 1 + 3 and s.warriors[0][2] == 0 and s.warriors[0][7] == 0
    assert not RULESET.check_invariants(content, s)

    m = position(content, hands={"marquise": ["mouse-in-a-sack"], "dummy": []},
                 clearings={2: {"marquise": {"warriors": 2, "tokens": ["keep"]}}})
    s = m.state
    ctx = Ctx(content, s)
    cards.favor(ctx, 1, "mouse")
    ctx.run()
    s.__dict__.pop("_pending", None)
    d = m.ruleset.pending(content, s)
    assert d is None or d.kind != "root.marquise.field_hospitals"
    assert s.hands[0] == ["mouse-in-a-sack"] and s.fstate[0].keep_gone
