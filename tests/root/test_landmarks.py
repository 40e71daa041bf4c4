"""Landmarks (Law App. F, A.5; root-marauder-facts.md §4): the setup option and its refusals,
the deal, the setup order, a landmark with no legal clearing, what each card does at setup, and
seeded playouts with landmarks on every map (invariants after every decision). The rules in play
are checked by the scenarios tests/scenarios/root/landmark-*.yaml."""
import json
from collections import Counter

import pytest

from game.core.decision import SetupError
from game.core.match import Match
from game.core.rng import Rng
from game.root import landmarks, scenario
from game.root.checks import make_checker
from game.root.engine import Ctx
from game.root.ruleset import RULESET

ALL6 = ["ferry", "tower", "treetop", "black-market", "forge", "lost-city"]


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _setup(n=2, **opts):
    fs = ["marquise", "eyrie", "alliance", "vagabond", "riverfolk", "corvids"][:n]
    return {"seats": [{"controller": "human", "faction": f} for f in fs], "map": "autumn", "deck": "base", **opts}


def test_data_has_the_six_landmarks(content):
    assert sorted(landmarks.landmark_ids(content)) == sorted(ALL6)


def test_command_line_set_becomes_a_chosen_set(content):
    got = RULESET.check_setup(content, _setup(landmarks="ferry,tower"))
    assert got["landmarks"] == "chosen" and got["landmark_set"] == ["ferry", "tower"]


@pytest.mark.parametrize("value,words", [("ferry,castle", "unknown 'castle'"), ("ferry,ferry", "once"),
                                         (",", "at least one")])
def test_bad_landmark_option_is_one_clear_message(content, value, words):
    with pytest.raises(SetupError, match=words):
        RULESET.check_setup(content, _setup(landmarks=value))


def test_chosen_without_a_set_is_refused(content):
    with pytest.raises(SetupError, match="at least one"):
        RULESET.check_setup(content, _setup(landmarks="chosen"))


def test_random_deals_two_and_leaves_elder_treetop_out_of_two_player_games(content):
    """Law A.5.1-A.5.2; ruling R-LAND-2 (Elder Treetop: not with 2 players)."""
    seen2, seen3 = Counter(), Counter()
    for k in range(200):
        d2 = landmarks.deal(content, {"landmarks": "random"}, 2, Rng.seeded(k))
        d3 = landmarks.deal(content, {"landmarks": "random"}, 3, Rng.seeded(k))
        assert len(d2) == 2 and len(set(d2)) == 2 and len(d3) == 2
        seen2.update(d2)
        seen3.update(d3)
    assert "treetop" not in seen2 and set(seen2) == set(ALL6) - {"treetop"}
    assert set(seen3) == set(ALL6)
    assert len(landmarks.deal(content, {"landmarks": "random-1"}, 4, Rng.seeded(1))) == 1
    assert landmarks.deal(content, {"landmarks": "off"}, 4, Rng.seeded(1)) == []


def test_a_chosen_set_of_more_than_two_is_dealt_down_to_two(content):
    for k in range(30):
        d = landmarks.deal(content, {"landmarks": "chosen", "landmark_set": ["forge", "tower", "ferry"]}, 2, Rng.seeded(k))
        assert len(d) == 2 and set(d) <= {"forge", "tower", "ferry"}
    d = landmarks.deal(content, {"landmarks": "chosen", "landmark_set": ["treetop"]}, 2, Rng.seeded(1))
    assert d == ["treetop"]          # chosen: the group may still take it with 2 players


def test_last_then_second_to_last_player_sets_up(content):
    """Law A.5.3."""
    m = Match(RULESET, content, dict(_setup(4, landmarks="ferry,forge"), first=1), seed=5)
    s = m.state
    assert landmarks.placer(s, 0) == 0 and landmarks.placer(s, 1) == 3
    d = m.pending
    assert d.kind == "root.landmark.place" and d.seat == 0


def test_landmarks_are_set_up_before_the_factions(content):
    """Law A.5 (step 5) comes before the factions' setup (A.8; 5.1.7 in a standard setup)."""
    m = Match(RULESET, content, dict(_setup(2, landmarks="forge"), first=0), seed=3)
    assert m.pending.kind == "root.landmark.place"
    assert not any(m.state.warriors[0][1:]) and not any(m.state.warriors[1][1:])


def _position(content, **extra):
    sc = {"name": "t", "rule": "t", "setup": {"factions": ["marquise", "dummy"], "map": "autumn", "turn": "marquise",
                                              "phase": "daylight", "faction_state": {"marquise": {"keep_gone": True}},
                                              **extra}}
    return scenario.build_match(content, sc)


def test_a_landmark_with_no_legal_clearing_goes_back_to_the_box(content):
    """Ruling R-LAND-3: the Tower needs a ruin; with none left it is boxed, logged, no exception."""
    m = _position(content, ruins=[])
    ctx = Ctx(content, m.state)
    assert landmarks.places(ctx, "tower") == []
    ctx.push(landmarks.RootLandmarkSetup(["tower", "forge"]))
    ctx.run()
    s = m.state
    assert "tower" not in s.landmarks and s.tower == 0
    assert any(e.kind == "root.landmark.boxed" for e in ctx.events)
    # the second landmark is still set up (by the second-to-last player: a decision)
    assert ctx.last is not None and ctx.last.kind == "root.landmark.place"


def test_a_landmark_never_stands_by_another_except_the_tower(content):
    m = _position(content, landmarks={"forge": 12})
    ctx = Ctx(content, m.state)
    near12 = set(ctx.adj[12])
    assert not set(landmarks.places(ctx, "lost-city")) & (near12 | {12})
    assert 10 in landmarks.places(ctx, "tower") and 11 in landmarks.places(ctx, "tower")   # next to 12: allowed
    assert 12 not in landmarks.places(ctx, "tower")


def test_forge_setup_takes_the_suits_items_from_the_supply(content):
    """facts §4.2: a fox Forge takes 2 swords, the crossbow and the hammer."""
    m = _position(content)
    s = m.state
    before = dict(s.item_supply)
    ctx = Ctx(content, s)
    landmarks.place(ctx, 0, "forge", 1)          # Hill: fox
    assert sorted(s.forge_items) == ["crossbow", "hammer", "sword", "sword"]
    assert s.item_supply["sword"] == before["sword"] - 2 and s.item_supply["hammer"] == before["hammer"] - 1
    assert s.item_supply["bag"] == before["bag"]


def test_black_market_cards_come_from_the_deck_and_stay_hidden(content):
    m = Match(RULESET, content, dict(_setup(2, landmarks="black-market"), first=0), seed=9)
    s = m.state
    deck_before = len(s.deck)
    m.apply(m.pending.choices[0].id)
    # three off the deck, then the hands are dealt (Law A.5 before A.7 / 5.1.3)
    assert len(s.black_market) == 3 and len(s.deck) == deck_before - 3 - sum(len(h) for h in s.hands)
    for seat in (0, 1, None):
        assert m.view(seat)["black_market"] == 3     # a count, never the cards
    text = json.dumps(m.view(None))                  # a spectator sees no hand and no discard yet
    assert not [c for c in s.black_market if f'"{c}"' in text]
    assert RULESET.check_invariants(content, s) == []


def test_elder_treetop_adds_a_slot_and_fills_it_last(content):
    """facts §4.2; ruling R-LAND-6: a building goes into a printed slot while one is free."""
    from game.root.engine import place_building
    m = _position(content, landmarks={"treetop": 1})
    s = m.state
    ctx = Ctx(content, s)
    assert ctx.m.slots[1] == content.maps["autumn"].slots[1] + 1
    place_building(ctx, 0, 1, "sawmill")
    assert s.treetop_slot == []                  # Hill prints one slot: the sawmill takes it
    place_building(ctx, 0, 1, "workshop")
    assert s.treetop_slot == [0, "workshop"]


# --- playouts: landmarks on every map, with the expansion factions and an automaton --------------------

LANDMARK_MIXES = [
    (["marquise", "eyrie", "alliance", "vagabond"], "autumn", "treetop,black-market"),
    (["hundreds", "alliance", "vagabond"], "winter", "forge,lost-city"),
    (["marquise", "keepers", "eyrie"], "lake", "ferry,forge"),
    (["duchy", "vagabond", "riverfolk"], "mountain", "tower,lost-city"),
    (["keepers", "corvids", "lizards"], "autumn", "ferry,black-market"),
    (["eyrie", "mechanical-marquise", "vagabond"], "mountain", "random"),
    (["alliance", "hundreds", "riverfolk", "eyrie"], "lake", "random"),
    (["lizards", "marquise"], "winter", "random-1"),
]


@pytest.mark.parametrize("factions,map_id,lm", LANDMARK_MIXES,
                         ids=["-".join(f) + "@" + m + "+" + lm for f, m, lm in LANDMARK_MIXES])
def test_landmark_playouts_keep_invariants(content, factions, map_id, lm):
    check = make_checker(sample_every=40)
    seen = Counter()

    def check_and_count(match):
        check(match)
        if match.state.phase != "setup":
            seen.update(match.state.landmarks.keys())

    stats = RULESET.simulation(content, games=5, seed=41 + len(factions), factions=factions,
                               max_decisions=5000, round_cap=15, map_id=map_id,
                               check=check_and_count, options={"landmarks": lm})
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games
    assert all(r.decisions > 50 for r in stats.results)
    if "," in lm:                                 # the chosen landmarks were really in play
        assert set(lm.split(",")) <= set(seen)
    else:
        assert seen
