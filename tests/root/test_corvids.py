"""Corvid Conspiracy: hidden plots in view() (Law 13.2.2.I), the Clockwork bomb rule
(root-bots-public.md §4.5), and random playouts with the Corvids."""
import json

from game.root.checks import make_checker
from game.root.ruleset import RULESET
from game.root import scenario


def _match(content, extra_clearings=None, factions=("dummy", "corvids")):
    sc = {"name": "t", "rule": "Law 13", "setup": {
        "factions": list(factions), "map": "autumn", "turn": factions[0], "phase": "daylight",
        "clearings": {1: {"corvids": {"warriors": 1, "tokens": ["plot"]}},
                      2: {"corvids": {"tokens": ["plot"]}}, **(extra_clearings or {})},
        "faction_state": {"corvids": {"plots": {"1": ["bomb", 0], "2": ["snare", 1]},
                                      "reserve": {"bomb": 1, "snare": 1, "extortion": 2, "raid": 2}}},
        "hands": {f: [] for f in factions}}, "steps": []}
    return scenario.build_match(content, sc)


def test_view_hides_face_down_plots():
    content = RULESET.default_content()
    m = _match(content)
    other = json.dumps(RULESET.view(content, m.state, 0), default=str)
    assert "bomb" not in other                      # the face-down bomb and the reserve are secret
    assert "snare" in other                         # a face-up plot is public
    own = RULESET.view(content, m.state, 1)
    board = own["faction_boards"][1] if "faction_boards" in own else None
    assert board is not None and [1, "bomb"] in board["hidden"] and board["reserve"]["bomb"] == 1
    assert "hidden" not in RULESET.view(content, m.state, 0)["faction_boards"][1]


def test_bomb_against_an_automaton_removes_two_pieces_warriors_first():
    content = RULESET.default_content()
    sc = {"name": "t", "rule": "Law 13.7.1", "setup": {
        "factions": ["corvids", "mechanical-marquise"], "map": "autumn", "turn": "corvids", "phase": "birdsong",
        "clearings": {1: {"mechanical-marquise": {"tokens": ["keep"]}}, 8: {"corvids": {"warriors": 1, "tokens": ["plot"]},
                          "mechanical-marquise": {"warriors": 1, "buildings": ["sawmill", "workshop"]}}},
        "faction_state": {"corvids": {"plots": {"8": ["bomb", 0]},
                                      "reserve": {"bomb": 1, "snare": 2, "extortion": 2, "raid": 2}}},
        "hands": {"corvids": []}},
        "steps": [{"choose": "flip:8"},
                  {"expect": {"warriors": {8: {"mechanical-marquise": 0}},
                              "fstate": {"corvids": {"plots": {}}}}}]}
    m = scenario.run(content, sc)
    left = [b for b in m.state.buildings[8] if b[0] == 1]
    assert len(left) == 1                            # 1 warrior + 1 building removed, 1 building stays


def test_random_playouts_with_corvids():
    content = RULESET.default_content()
    mixes = [["corvids", "marquise"], ["eyrie", "corvids", "vagabond"],
             ["marquise", "eyrie", "alliance", "corvids"], ["corvids", "mechanical-marquise", "vagabot"]]
    for i, f in enumerate(mixes):
        stats = RULESET.simulation(content, games=4, seed=31 + i, factions=f, max_decisions=5000, round_cap=20,
                                   map_id=("autumn", "winter", "lake", "mountain")[i], check=make_checker(sample_every=40))
        assert stats.errors == 0, stats.error_samples[:1]
        assert stats.finished == stats.games
