"""The Logical Lizards (Clockwork 2) on the Root engine: setup, abilities, seat options, pure
decisions, whole games (invariants, replay, the automaton against three random players)."""
import pytest

from game.core.decision import SetupError
from game.core.match import Match
from game.root import scenario
from game.root.bots import ll_decisions as ll
from game.root.bots.content import load_bots
from game.root.engine import Ctx, remove_piece, remove_warriors, to_pile
from game.root.ruleset import RULESET

from tests.root_bots import whole_games as wg

LL = "logical-lizards"


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def position(content, turn, lizards_state=None, clearings=None, factions=("marquise", LL)):
    sc = {"setup": {"factions": list(factions), "turn": turn, "phase": "daylight",
                    "faction_state": {LL: lizards_state or {}}, "clearings": clearings or {}}, "steps": []}
    m = scenario.run(content, sc)
    return m, Ctx(content, m.state), list(factions).index(LL)


# --- setup (8.3) ----------------------------------------------------------------------------------

def test_setup_corner_warriors_garden_marker_lost_souls(content):
    for seed in range(1, 9):
        m = Match(RULESET, content, {"seats": [{"controller": "automaton", "faction": "mechanical-marquise"},
                                               {"controller": "automaton", "faction": LL}], "first": 0}, seed)
        s, mp = m.state, content.maps["autumn"]
        keep = next(c for c in mp.ids if [0, "keep"] in s.tokens[c])
        st = s.fstate[1]
        # CW2 facts §2: a corner not another player's, diagonally opposite one if possible
        assert st.start == mp.opposite[keep]
        assert [1, f"garden-{s.suits[st.start]}"] in s.buildings[st.start]
        # the Marquise garrisons every clearing but the opposite corner, so these counts are the bot's alone
        assert s.warriors[1][st.start] >= 4
        assert len(st.lost_souls) == 3 and st.marker == 4 and st.acolytes == 0
        assert sum(s.supply[1][f"garden-{x}"] for x in ("fox", "rabbit", "mouse")) == 14


def test_setup_alone_random_corner_and_adjacent(content):
    corners = set()
    for seed in range(1, 13):
        m = Match(RULESET, content, {"seats": [{"controller": "automaton", "faction": LL},
                                               {"controller": "random", "faction": "alliance"}], "first": 0}, seed)
        s, mp = m.state, content.maps["autumn"]
        c = s.fstate[0].start
        corners.add(c)
        assert c in mp.corners and s.warriors[0][c] == 4
        for a in mp.adj[c]:
            assert s.warriors[0][a] == 1
        assert sum(s.warriors[0]) == 4 + len(mp.adj[c])
    assert len(corners) > 1          # drawn at random


# --- abilities ------------------------------------------------------------------------------------

def test_robot_revenge_outside_its_turn_only(content):
    m, ctx, me = position(content, "marquise", {}, {8: {LL: {"warriors": 3}}})
    remove_warriors(ctx, me, 8, 2, 0, "battle")
    assert m.state.fstate[me].acolytes == 1 and m.state.supply[me]["warrior"] == 25 - 3 + 1
    m, ctx, me = position(content, LL, {}, {8: {LL: {"warriors": 3}}})
    remove_warriors(ctx, me, 8, 2, 0, "battle")
    assert m.state.fstate[me].acolytes == 0


def test_robot_revenge_seat_option_always(content):
    m, ctx, me = position(content, LL, {"revenge": "always"}, {8: {LL: {"warriors": 3}}})
    remove_warriors(ctx, me, 8, 1, 0, "battle")
    assert m.state.fstate[me].acolytes == 1


def test_gardens_send_the_top_lost_soul_to_the_discard(content):
    m, ctx, me = position(content, "marquise", {"lost_souls": ["anvil", "bake-sale"]},
                          {8: {LL: {"buildings": ["garden-fox"]}}})
    remove_piece(ctx, me, 8, "garden-fox", True, 0)
    assert m.state.fstate[me].lost_souls == ["bake-sale"] and "anvil" in m.state.discard
    assert m.state.vp[0] == 1                        # Law 3.2.1 for the remover


def test_lost_souls_catch_every_discard_on_top(content):
    m, ctx, me = position(content, "marquise", {"lost_souls": ["bake-sale"]})
    to_pile(ctx, "anvil")
    assert m.state.fstate[me].lost_souls == ["anvil", "bake-sale"] and "anvil" not in m.state.discard


def test_pilgrims_rule_over_numbers(content):
    m, ctx, me = position(content, "marquise", {}, {8: {LL: {"buildings": ["garden-fox"]},
                                                         "marquise": {"warriors": 4, "buildings": ["sawmill"]}}})
    assert m.state.ruler[8] == me


# --- seat options and data ---------------------------------------------------------------------------

def test_seat_options_checked(content):
    seats = [{"controller": "automaton", "faction": LL, "lizard_scoring": "best", "lizard_revenge": "always"},
             {"controller": "random", "faction": "marquise"}]
    m = Match(RULESET, content, {"seats": seats}, 3)
    st = m.state.fstate[0]
    assert (st.scoring, st.revenge) == ("best", "always")
    with pytest.raises(SetupError):
        RULESET.check_setup(content, {"seats": [dict(seats[0], lizard_scoring="nope"), seats[1]]})
    with pytest.raises(SetupError):
        RULESET.check_setup(content, {"seats": [dict(seats[0], traits=["blitz"]), seats[1]]})


def test_difficulty_sets_ritual_cards():
    bot = load_bots().bot(LL)
    assert [bot.settings(lv)["ritual_cards"] for lv in ("beginner", "expert", "master", "boss")] == [3, 4, 5, 5]
    assert [bot.evening_vp_rule(lv) for lv in ("beginner", "expert", "master", "boss")] == ["none"] * 3 + ["one"]
    assert bot.conspiracy_track == ("convert", "crusade", "convert", "crusade", "sanctify")
    assert [t.values for t in bot.tracks] == [(0, 2, 2, 3, 4)] * 3 and bot.standins["tracks"]


def test_pure_order_and_scoring():
    bot = load_bots().bot(LL)
    assert ll.order_suit(["fox", "fox", "bird"]) == "fox"
    assert ll.order_suit(["fox", "bird"]) == "bird" and ll.order_suit([]) == "bird"
    assert ll.order_suit(["bird", "bird", "mouse"]) == "bird"
    assert [ll.track_value((0, 2, 2, 3, 4), n) for n in range(6)] == [0, 0, 2, 2, 3, 4]
    assert ll.score_track(bot, "mouse", {"fox": 4, "rabbit": 0, "mouse": 2}) == ("mouse", 2)
    assert ll.score_track(bot, "bird", {"fox": 4, "rabbit": 0, "mouse": 2}) == ("fox", 3)
    assert ll.score_track(bot, "mouse", {"fox": 4, "rabbit": 0, "mouse": 2}, "best") == ("fox", 3)
    assert [ll.next_space(i, bot.conspiracy_track) for i in range(5)] == [1, 2, 3, 4, 0]


# --- whole games ---------------------------------------------------------------------------------------

def test_every_level_and_trait_plays_clean(content):
    wg.levels_and_traits_play_clean(content, LL, ["spiteful", "erratic", "fanatics", "martyrs"])


def test_replay_and_save_reproduce_a_game(content):
    wg.save_and_replay_agree(content, ((LL, "master", ["fanatics", "spiteful"]), ("mechanical-marquise", "expert", []),
                                       ("electric-eyrie", "beginner", []), ("vagabot", "expert", [])), 41)


def test_simulate_mixes_with_the_other_automata(content):
    wg.mixes_finish(content, LL, (["lizards", "marquise", "eyrie", "alliance"], ["lizards", "marquise", "vagabond"]))


def test_beats_three_random_players(content):
    wg.beats_random(content, "lizards", LL)
