"""Rules every automaton shares (Law of Rootbotics 1, 2.8)."""
from game.core.rng import Rng
from game.root.bots.law import craft_vp, evening_bonus, hit_sequence, most_placed_type, place_evenly, unplaced_vp
from tests.root_bots.boards import P

TIE = ("sawmill", "recruiter", "workshop")


def test_hits_warriors_then_keep_then_random_building():
    # Scenario 1: warrior, keep, then one of recruiter / sawmill drawn by the rng.
    rng = Rng.seeded(1)
    seq = hit_sequence(P(1, {"sawmill": 1, "recruiter": 1}, {"keep": 1}), 3, rng)
    assert seq[:2] == [("warrior", "warrior"), ("token", "keep")]
    assert seq[2][0] == "building" and seq[2][1] in ("sawmill", "recruiter")
    picks = {hit_sequence(P(0, {"sawmill": 1, "recruiter": 1}), 1, Rng.seeded(s))[0][1] for s in range(20)}
    assert picks == {"sawmill", "recruiter"}          # both types can be drawn


def test_hits_single_type_uses_no_randomness():
    # Scenario 2: 2 warriors then the roost; the rng is untouched.
    rng = Rng.seeded(5)
    before = rng.state
    assert hit_sequence(P(2, {"roost": 1}), 3, rng) == [("warrior", "warrior")] * 2 + [("building", "roost")]
    assert rng.state == before


def test_hits_stop_when_nothing_left():
    assert hit_sequence(P(1), 3, Rng.seeded(0)) == [("warrior", "warrior")]


def test_fortified_building_needs_two_hits():
    assert hit_sequence(P(0, {"sawmill": 1}), 1, Rng.seeded(0), building_hits=2) == []
    assert hit_sequence(P(0, {"sawmill": 2}), 3, Rng.seeded(0), building_hits=2) == [("building", "sawmill")]


def test_place_evenly():
    # Scenario 7 / R-AUTO-M3: round-robin from the highest priority.
    assert place_evenly(4, [2, 5, 9], 25) == ({2: 2, 5: 1, 9: 1}, 0)
    assert place_evenly(4, [], 25) == ({}, 4)
    assert place_evenly(4, [2], 1) == ({2: 1}, 3)
    assert place_evenly(5, [1, 2, 3, 4], 25) == ({1: 2, 2: 1, 3: 1, 4: 1}, 0)
    assert [unplaced_vp(n) for n in (0, 1, 2, 3, 4)] == [0, 0, 1, 1, 2]


def test_most_placed_type():
    # Scenario 15 (French DC text: workshop/recruiter tie -> recruiter).
    assert most_placed_type({"sawmill": 2, "workshop": 3, "recruiter": 3}, TIE) == "recruiter"
    assert most_placed_type({"sawmill": 3, "workshop": 3, "recruiter": 1}, TIE) == "sawmill"
    assert most_placed_type({"sawmill": 1, "workshop": 1, "recruiter": 1}, TIE) == "sawmill"
    assert most_placed_type({"sawmill": 1, "workshop": 4, "recruiter": 2}, TIE) == "workshop"


def test_craft_vp():
    # Scenario 3: exactly 1 VP; nothing when the item is gone or the card is persistent.
    assert craft_vp(True, False) == 1
    assert craft_vp(False, False) == 0
    assert craft_vp(True, True) == 0


def test_boss_bonus():
    assert [evening_bonus("per-two-players", n) for n in (1, 2, 3, 4)] == [1, 1, 2, 2]
    assert evening_bonus("one", 3) == 1 and evening_bonus("none", 3) == 0


def test_giving_a_card_to_a_bot_discards_it_and_the_bot_scores():
    # Rootbotics 2.8.1, R-AUTO-G4 (corrected: the bot scores, not the giver).
    from game.root import scenario
    from game.root.engine import Ctx
    from game.root.ruleset import RULESET
    content = RULESET.default_content()
    m = scenario.build_match(content, {"setup": {"factions": ["marquise", "electric-eyrie"], "turn": "marquise",
                                                 "hands": {"marquise": ["anvil", "bake-sale"]},
                                                 "clearings": {1: {"marquise": {"tokens": ["keep"]}}}}})
    ctx = Ctx(content, m.state)
    ctx.fac(1).receive_card(ctx, 1, 0, "anvil")          # the receiver's hook
    s = m.state
    assert s.hands[0] == ["bake-sale"] and s.hands[1] == [] and "anvil" in s.discard
    assert s.vp == [0, 1]
    assert not RULESET.check_invariants(content, s)
