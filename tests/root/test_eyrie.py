"""Eyrie Dynasties: what scenario files cannot say easily — setup corners on both maps for every
keep corner, the corner fallback of PT Law 7.3.2, and what view() shows of the Decree and hand."""
import pytest

from game.core.match import Match
from game.root import scenario
from game.root.engine import Ctx
from game.root.factions.eyrie import VIZIER, start_corners
from game.root.ruleset import RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _setup(factions, map_id):
    return {"seats": [{"controller": "human", "faction": f} for f in factions], "map": map_id,
            "deck": "base", "first": 0}


@pytest.mark.parametrize("map_id", ["autumn", "winter"])
@pytest.mark.parametrize("keep", [1, 2, 3, 4])
def test_eyrie_start_opposite_the_keep(content, map_id, keep):
    """Law 7.3.2: with the Marquise in play the Eyrie start in the corner opposite the keep."""
    m = Match(RULESET, content, _setup(["marquise", "eyrie"], map_id), seed=keep)
    m.apply(f"clearing:{keep}")
    while m.pending.kind.startswith("root.marquise.setup"):      # her three buildings: any spot
        m.apply(m.pending.ids()[0])
    s = m.state
    opp = content.maps[map_id].opposite[keep]
    assert m.pending.kind == "root.eyrie.setup.leader"
    assert s.fstate[1].start == opp
    assert [b for b in s.buildings[opp] if b[0] == 1] == [[1, "roost"]]
    assert s.warriors[1][opp] == 6 and sum(s.warriors[1]) == 6
    m.apply("leader:builder")
    assert s.fstate[1].decree["recruit"] == [VIZIER] and s.fstate[1].decree["move"] == [VIZIER]
    assert not RULESET.check_invariants(content, s)


def test_start_corner_falls_back_when_the_opposite_is_full(content):
    """PT Law 7.3.2: "if possible" opposite a start; with no room there, any corner that is not a
    start (here 3, opposite the keep, is filled by a ruin)."""
    sc = {"setup": {"factions": ["marquise", "eyrie"], "turn": "marquise", "phase": "daylight",
                    "ruins": [3], "clearings": {1: {"marquise": {"tokens": ["keep"]}}},
                    "faction_state": {"eyrie": {"leader": "despot",
                                                "decree": {"recruit": [], "move": [VIZIER], "battle": [],
                                                           "build": [VIZIER]}}}}}
    m = scenario.build_match(content, sc)
    assert start_corners(Ctx(content, m.state), 1) == [2, 4]


def test_view_shows_the_decree_to_all_and_the_hand_only_to_its_owner(content):
    """Law 7.4.2: the Decree is face up; hands stay hidden (only their size is public)."""
    sc = {"setup": {"factions": ["eyrie", "dummy"], "turn": "eyrie", "phase": "daylight",
                    "clearings": {3: {"eyrie": {"warriors": 2, "buildings": ["roost"]}}},
                    "hands": {"eyrie": ["anvil", "sappers"], "dummy": ["cobbler"]},
                    "faction_state": {"eyrie": {"leader": "commander", "face_down": ["builder"],
                                                "decree": {"recruit": ["bake-sale"], "move": [VIZIER],
                                                           "battle": [VIZIER, "armorers"], "build": []}}}}}
    m = scenario.build_match(content, sc)
    for viewer in (0, 1):
        v = m.view(viewer)
        board = v["faction_boards"][0]
        assert board["decree"] == {"recruit": ["bake-sale"], "move": [VIZIER],
                                   "battle": [VIZIER, "armorers"], "build": []}
        assert board["leader"] == "commander"
        assert board["face_down_leaders"] == ["builder"]
        assert board["face_up_leaders"] == ["charismatic", "despot"]
        assert board["roosts_on_map"] == 1 and board["roost_track"] == 6
    assert m.view(0)["hands"][0] == ["anvil", "sappers"]
    assert m.view(1)["hands"][0] == 2
    assert "anvil" not in repr(m.view(1)["faction_boards"])
