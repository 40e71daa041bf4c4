"""The Cogwheel Corvids (Clockwork 2) on the Root engine: setup, plot removal (raid, Backup
Plans), no Exposure against it, whole games (invariants, replay, mixes, against random players)."""
import pytest

from game.core.match import Match
from game.root import scenario
from game.root.bots.content import load_bots
from game.root.engine import Ctx, remove_piece
from game.root.ruleset import RULESET

from tests.root_bots import whole_games as wg

CC = "cogwheel-corvids"


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def position(content, turn, state=None, clearings=None, hands=None):
    sc = {"setup": {"factions": ["marquise", CC], "turn": turn, "phase": "daylight", "hands": hands or {},
                    "faction_state": {CC: state or {}}, "clearings": clearings or {}}, "steps": []}
    m = scenario.run(content, sc)
    return m, Ctx(content, m.state)


def test_setup_one_warrior_in_each_suits_lowest_priority_clearing(content):
    m = Match(RULESET, content, {"seats": [{"controller": "automaton", "faction": CC},
                                           {"controller": "random", "faction": "alliance"}], "first": 0}, 1)
    s = m.state
    # Autumn: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11 -> 12, 10, 11 (clearing id = priority)
    assert [c for c in content.maps["autumn"].ids if s.warriors[0][c]] == [10, 11, 12]
    assert sum(s.warriors[0]) == 3 and s.supply[0]["plot"] == 8


def test_raid_removed_places_in_each_adjacent_clearing(content):
    st = {"plots": {"12": ["raid", 0]}, "reserve": {"bomb": 2, "extortion": 2, "raid": 1, "snare": 2}}
    m, ctx = position(content, "marquise", st, {12: {CC: {"tokens": ["plot"]}}})
    remove_piece(ctx, 1, 12, "plot", False, 0)
    assert [c for c in content.maps["autumn"].ids if m.state.warriors[1][c]] == [4, 7, 9, 10, 11]
    assert m.state.vp[0] == 1 and m.state.fstate[1].reserve["raid"] == 2


def test_backup_plans_places_a_warrior_where_the_plot_was(content):
    def state(traits):
        return {"traits": traits, "plots": {"5": ["snare", 1]},
                "reserve": {"bomb": 2, "extortion": 2, "raid": 2, "snare": 1}}
    m, ctx = position(content, "marquise", state(["backup-plans"]), {5: {CC: {"tokens": ["plot"]}}})
    remove_piece(ctx, 1, 5, "plot", False, 0)
    assert m.state.warriors[1][5] == 1
    m, ctx = position(content, "marquise", state([]), {5: {CC: {"tokens": ["plot"]}}})
    remove_piece(ctx, 1, 5, "plot", False, 0)
    assert m.state.warriors[1][5] == 0


def test_no_exposure_against_the_bot(content):
    # CW2 facts §12 row 13: no source grants Exposure against Cogwheel Corvids plots.
    st = {"plots": {"5": ["snare", 0]}, "reserve": {"bomb": 2, "extortion": 2, "raid": 2, "snare": 1}}
    m, ctx = position(content, "marquise", st, {5: {CC: {"tokens": ["plot"]}, "marquise": {"warriors": 2}}},
                      {"marquise": ["bake-sale", "anvil"]})
    assert ctx.fac(1).offer_daylight(ctx, 1, 0) == []
    assert not any(c.id.startswith("expose:") for c in m.pending.choices)


def test_difficulty_and_traits_data():
    bot = load_bots().bot(CC)
    assert [bot.settings(lv)["recruit"] for lv in ("beginner", "expert", "master", "boss")] == [1, 2, 3, 3]
    assert [bot.evening_vp_rule(lv) for lv in ("beginner", "expert", "master", "boss")] == ["none"] * 3 + ["one"]
    assert bot.settings("expert", ["mastermind"])["plots"] == 2


def test_every_level_and_trait_plays_clean(content):
    wg.levels_and_traits_play_clean(content, CC, ["gamble", "backup-plans", "mastermind", "vendetta"])


def test_replay_and_save_reproduce_a_game(content):
    wg.save_and_replay_agree(content, ((CC, "master", ["vendetta", "mastermind"]), ("drillbit-duchy", "expert", []),
                                       ("logical-lizards", "beginner", []), ("vagabot", "expert", [])), 47)


def test_simulate_mixes_with_the_other_automata(content):
    wg.mixes_finish(content, CC, (["corvids", "marquise", "eyrie", "alliance"], ["corvids", "duchy", "lizards", "vagabond"]))


def test_beats_three_random_players(content):
    wg.beats_random(content, "corvids", CC)
