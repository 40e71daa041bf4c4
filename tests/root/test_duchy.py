"""Underground Duchy checks that need a direct engine call (Favor as one removal event)."""
from game.root import cards
from game.root.engine import Ctx
from game.root.ruleset import RULESET
from game.root.scenario import build_match


def test_favor_removing_buildings_in_two_clearings_is_one_price_of_failure():
    # Law 12.2.3 (PT): one Price of Failure per removal event, however many buildings go.
    content = RULESET.default_content()
    sc = {"setup": {"factions": ["dummy", "duchy"], "turn": "dummy", "phase": "daylight",
                    "hands": {"duchy": ["anvil", "investments"]},
                    "clearings": {1: {"duchy": {"buildings": ["citadel"]}},
                                  6: {"duchy": {"buildings": ["market"], "warriors": 1}}},
                    "faction_state": {"duchy": {"swayed": ["captain", "marshal", "banker"]}}}}
    m = build_match(content, sc)
    ctx = Ctx(content, m.state)
    cards.favor(ctx, 0, "fox")
    ctx.run()
    st = m.state.fstate[1]
    assert st.swayed == ["captain", "marshal"] and st.lost_crowns == ["noble"]
    assert len(m.state.hands[1]) == 1
    assert m.state.vp[0] == 2
    assert RULESET.check_invariants(content, m.state) == []


def test_view_shows_burrow_and_revealed_cards():
    content = RULESET.default_content()
    sc = {"setup": {"factions": ["duchy", "dummy"], "turn": "duchy", "phase": "daylight",
                    "clearings": {1: {"duchy": {"warriors": 1}}},
                    "faction_state": {"duchy": {"burrow": 3, "revealed": ["anvil"]}}}}
    m = build_match(content, sc)
    v = RULESET.view(content, m.state, 1)
    text = repr(v)
    assert "'burrow': 3" in text and "anvil" in text


def test_duchy_moves_use_riverboats_like_everyone():
    """Law 11.2.7.II through the Duchy's own move frame: with Riverboats bought this turn its
    warriors may move along the river, as every other faction's may (`flow.dest_choices`)."""
    from game.root import scenario
    from game.root.factions.duchy import DuchyMove, DuchyMoveH
    content = RULESET.default_content()
    sc = {"name": "t", "rule": "t", "setup": {"factions": ["duchy", "riverfolk"], "turn": "duchy", "phase": "daylight",
                                             "clearings": {5: {"duchy": {"warriors": 2}}}}, "steps": []}
    m = scenario.build_match(content, sc)
    ctx = Ctx(content, m.state)

    def dests():
        return set(DuchyMoveH().decide(ctx, DuchyMove(0, origin=5)).ids())
    before = dests()
    m.state.fstate[1].boats = 0                       # the Duchy (seat 0) bought Riverboats this turn
    after = dests()
    assert "clearing:10" not in before and "clearing:10" in after    # Autumn's river runs 5 - 10
