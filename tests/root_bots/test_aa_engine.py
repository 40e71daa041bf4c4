"""The Automated Alliance on the Root engine (Director's Cut from the public sources)."""
import pytest

from game.root import scenario
from game.root.bots import aa_decisions as aa
from game.root.bots.content import load_bots
from game.root.ruleset import RULESET

AA = "automated-alliance"
BOT = load_bots().bot(AA)


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def run(content, clearings, steps, phase="birdsong", deck_top=(), traits=(), level="expert", other="marquise",
        turn=AA, vp=None, hands=None, dice=()):
    sc = {"setup": {"factions": [other, AA], "turn": turn, "phase": phase, "deck_top": list(deck_top),
                    "faction_state": {AA: {"traits": list(traits), "level": level}}, "clearings": clearings,
                    "vp": vp or {}, "hands": hands or {}, "dice": list(dice)},
          "steps": steps}
    return scenario.run(content, sc)


def test_revolt_removes_every_enemy_piece_and_places_the_base(content):
    # 6.4.3: rabbit order, the rabbit base is off the map: the sympathetic rabbit clearing with the
    # most enemy pieces (5: 2 warriors + sawmill + wood) revolts; buildings/tokens score 1 VP each.
    cl = {5: {AA: {"tokens": ["sympathy"]}, "marquise": {"warriors": 2, "buildings": ["sawmill"], "tokens": ["wood"]}},
          10: {AA: {"tokens": ["sympathy"]}, "marquise": {"warriors": 1}},
          1: {"marquise": {"tokens": ["keep"]}}}
    m = run(content, cl, [{"choose": ["step:reveal-order", "step:craft-order", "step:revolt"]}],
            deck_top=["better-burrow-bank"])
    s = m.state
    assert s.warriors[0][5] == 0 and [1, "base-rabbit"] in s.buildings[5]
    assert [p for p in s.buildings[5] + s.tokens[5] if p[0] == 0] == []
    assert s.vp[1] == 2 and s.warriors[1][5] == 0            # no warriors come with a revolt (R-AUTO-A2)
    assert s.fstate[1].revolted


def test_no_revolt_on_bird_or_with_base_on_map(content):
    cl = {5: {AA: {"tokens": ["sympathy"], "buildings": ["base-rabbit"]}, "marquise": {"warriors": 2}}}
    m = run(content, cl, [{"choose": ["step:reveal-order", "step:craft-order", "step:revolt"]}],
            deck_top=["better-burrow-bank"])
    assert m.state.warriors[0][5] == 2 and not m.state.fstate[1].revolted


def test_first_sympathy_goes_to_fewest_enemy_pieces(content):
    # R-AUTO-A3: nothing sympathetic yet -> fewest enemy pieces, then the ordered suit, then priority.
    cl = {c: {"marquise": {"warriors": 1}} for c in range(1, 13) if c not in (8, 12)}
    cl[1] = {"marquise": {"warriors": 1, "tokens": ["keep"]}}
    m = run(content, cl, [{"choose": ["step:reveal-order", "step:craft-order", "step:revolt", "step:spread-sympathy"]}],
            deck_top=["tax-collector"])                       # fox: 8 and 12 empty, both fox: 8 (priority)
    assert [1, "sympathy"] in m.state.tokens[8]
    assert m.state.vp[1] == 0                                 # the first token reveals 0


def test_spread_ties_avoid_crowded_then_ordered_suit(content):
    # 6.5.1: neighbours of sympathetic 12 are 4, 7, 9, 10, 11; on a mouse order 7, 9, 11 are
    # ordered; 7 is crowded (3 Marquise warriors), so 9 (the next priority) is chosen.
    cl = {12: {AA: {"tokens": ["sympathy"]}}, 7: {"marquise": {"warriors": 3}}, 1: {"marquise": {"tokens": ["keep"]}}}
    m = run(content, cl, [{"choose": ["step:reveal-order", "step:craft-order", "step:revolt", "step:spread-sympathy"]}],
            deck_top=["codebreakers"])
    assert [1, "sympathy"] in m.state.tokens[9]
    assert m.state.vp[1] == 1                                 # second token reveals 1


def test_bird_spread_lowest_priority(content):
    cl = {12: {AA: {"tokens": ["sympathy"]}}, 1: {"marquise": {"tokens": ["keep"]}}}
    m = run(content, cl, [{"choose": ["step:reveal-order", "step:craft-order", "step:revolt", "step:spread-sympathy"]}],
            deck_top=["armorers"])
    assert [1, "sympathy"] in m.state.tokens[11]


def test_cannot_spread_scores_5(content):
    cl = {c: {AA: {"tokens": ["sympathy"]}} for c in range(1, 11)}
    m = run(content, cl, [{"choose": ["step:reveal-order", "step:craft-order", "step:revolt", "step:spread-sympathy"]}],
            deck_top=["tax-collector"], other="dummy")
    assert m.state.vp[1] == 5 and m.state.supply[1]["sympathy"] == 0


def test_public_pity_twice_below_five(content):
    # fox order, the only sympathy in rabbit 10: no revolt, so Public Pity spreads twice.
    cl = {10: {AA: {"tokens": ["sympathy"]}}}
    m = run(content, cl, [{"auto": True}], deck_top=["tax-collector"], other="dummy")
    assert sum(1 for c in range(1, 13) if [1, "sympathy"] in m.state.tokens[c]) == 4   # 1 + spread + 2 pity
    m = run(content, {12: {AA: {"tokens": ["sympathy"]}}}, [{"auto": True}], deck_top=["tax-collector"], other="dummy")
    assert [1, "base-fox"] in m.state.buildings[12]           # it revolted: no Public Pity
    assert sum(1 for c in range(1, 13) if [1, "sympathy"] in m.state.tokens[c]) == 2
    assert aa.public_pity_times(4, 5) == 2 and aa.public_pity_times(5, 5) == 1


@pytest.mark.parametrize("level,warriors,organizes", [("beginner", 3, False), ("beginner", 4, True),
                                                      ("expert", 3, True), ("master", 2, True), ("expert", 2, False)])
def test_organize_threshold_by_difficulty(content, level, warriors, organizes):
    cl = {5: {AA: {"warriors": warriors, "buildings": ["base-rabbit"], "tokens": ["sympathy"]}}}
    sc = {"setup": {"factions": ["dummy", AA], "turn": AA, "phase": "evening",
                    "faction_state": {AA: {"level": level, "order": "tax-collector", "order_suit": "fox"}},
                    "clearings": cl}, "steps": [{"choose": ["step:organize", "step:recruit"]}]}
    m = scenario.run(content, sc)
    s = m.state
    assert s.warriors[1][5] == (1 if organizes else warriors + 1)
    assert (sum(1 for c in range(1, 13) if [1, "sympathy"] in s.tokens[c]) == 2) == organizes


def test_crackdown_returns_sympathy_of_that_suit(content):
    # A removed fox base sends back every sympathy in fox clearings; nobody scores for them.
    cl = {8: {AA: {"buildings": ["base-fox"], "tokens": ["sympathy"]}, "dummy": {"warriors": 3}},
          12: {AA: {"tokens": ["sympathy"]}}, 10: {AA: {"tokens": ["sympathy"]}}}
    m = run(content, cl, [{"choose": ["action:battle", "clearing:8"]}], phase="daylight", turn="dummy",
            other="dummy", dice=[3, 0])
    s = m.state
    assert [1, "base-fox"] not in s.buildings[8] and [1, "sympathy"] not in s.tokens[12]
    assert [1, "sympathy"] in s.tokens[10]                    # rabbit clearing: stays
    assert s.vp[0] == 2 and s.supply[1]["sympathy"] == 9      # sympathy + base removed by hits only


def test_automated_ambush_extra_hit(content):
    # Defending with a warrior there: +1 hit (6.2.2).
    cl = {5: {AA: {"warriors": 1}, "dummy": {"warriors": 3}}}
    m = run(content, cl, [{"choose": ["action:battle", "clearing:5"]}], phase="daylight", turn="dummy",
            other="dummy", dice=[1, 0])
    assert m.state.warriors[0][5] == 2 and m.state.warriors[1][5] == 0


def test_outrage_makes_a_person_discard_or_scores(content):
    # 6.2.3: a person moving into sympathy owes a card of the suit; with none the bot scores 1 VP.
    cl = {1: {"marquise": {"warriors": 3, "tokens": ["keep"]}}, 5: {AA: {"tokens": ["sympathy"]}}}
    steps = [{"choose": ["done", "action:march", "clearing:1", "clearing:5", "count:1"]},
             {"expect": {"pending": {"seat": "marquise", "kind": "root.bot.outrage", "choices": ["card:bake-sale"]}}},
             {"choose": "card:bake-sale"}, {"expect": {"discard_has": ["bake-sale"], "vp": {AA: 0}}}]
    run(content, cl, steps, phase="daylight", turn="marquise", hands={"marquise": ["bake-sale", "anvil"]})
    steps = [{"choose": ["done", "action:march", "clearing:1", "clearing:5", "count:1"]},
             {"expect": {"vp": {AA: 1}}}]
    run(content, cl, steps, phase="daylight", turn="marquise", hands={"marquise": ["anvil"]})


def test_sympathy_track_values():
    assert [aa.sympathy_value(BOT, 10 - k) for k in range(1, 11)] == [0, 1, 1, 1, 1, 2, 2, 3, 3, 4]


@pytest.mark.parametrize("factions", [["marquise", AA], ["mechanical-marquise", "electric-eyrie", AA]])
def test_playouts_keep_invariants(content, factions):
    def check(m):
        bad = RULESET.check_invariants(content, m.state)
        assert not bad, bad
    d = RULESET.simulation(content, games=4, seed=5, factions=factions, round_cap=30, check=check).as_dict()
    assert d["errors"] == 0 and d["finished"] == 4, d["error_samples"]


def test_the_2021_edition_is_a_seat_option_for_the_alliance_only(content):
    # R-AUTO-X5 (audit 2): the AA lists editions [dc, 2021]; the other bots stay DC-only.
    from game.core.decision import SetupError
    seat = {"controller": "automaton", "faction": AA, "edition": "2021"}
    RULESET.check_setup(content, {"seats": [{"controller": "human", "faction": "marquise"}, seat]})
    with pytest.raises(SetupError, match="not one of"):
        RULESET.check_setup(content, {"seats": [{"controller": "human", "faction": "marquise"},
                                                dict(seat, edition="1999")]})
    assert BOT.editions == ("dc", "2021")


def test_2021_playouts_keep_invariants(content):
    from game.core.match import Match
    from game.core.simulate import play_out
    from game.root.bots.agent import AutomatonAgent
    for seed in (3, 4):
        setup = {"seats": [{"controller": "automaton", "faction": "mechanical-marquise"},
                           {"controller": "automaton", "faction": AA, "edition": "2021", "traits":
                            ["popularity", "veterans", "wildfire", "informants"], "difficulty": "boss"}],
                 "map": "autumn", "deck": "base", "round_cap": 30}
        m = Match(RULESET, content, setup, seed)
        play_out(m, {0: AutomatonAgent(), 1: AutomatonAgent()},
                 check=lambda x: not RULESET.check_invariants(content, x.state) or pytest.fail(
                     str(RULESET.check_invariants(content, x.state))))
        assert m.state.end_reason and m.state.fstate[1].edition == "2021"
