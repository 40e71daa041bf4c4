"""The Automated Hundreds (Tableforge original, docs/root-automata.md AH) on the Root engine:
setup, pure decisions, whole games (invariants, replay, mixes with the other automata, the
automaton against three random players)."""
import pytest

from game.core.match import Match
from game.root.bots import ah_decisions as ahd
from game.root.bots.content import load_bots
from game.root.factions import hundreds as H
from game.root.ruleset import RULESET

from tests.root_bots import whole_games as wg

AH = "automated-hundreds"


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def test_setup_corner_warlord_stronghold_stubborn(content):
    corners = set()
    for seed in range(1, 9):
        m = Match(RULESET, content, {"seats": [{"controller": "automaton", "faction": AH},
                                               {"controller": "random", "faction": "alliance"}], "first": 0}, seed)
        s, mp = m.state, content.maps["autumn"]
        st = s.fstate[0]
        c = st.start
        corners.add(c)
        # Law 14.3.1: the Warlord and 4 warriors and a stronghold in a corner; 14.3.3: Stubborn
        assert c in mp.corners and st.warlord == c and s.warriors[0][c] == 5
        assert [0, "stronghold"] in s.buildings[c] and st.mood == "stubborn"
        assert s.supply[0]["warrior"] == 16 and s.hands[0] == []
    assert len(corners) > 1                      # AH 2: drawn at random


def test_pure_decisions(content):
    bot = load_bots().bot(AH)
    b = H.board(content)
    # AH 3.7: the first legal mood of the order's list
    assert ahd.pick_mood(bot.orders["fox"].moods, ["relentless", "wrathful"]) == "wrathful"
    assert ahd.pick_mood(bot.orders["fox"].moods, ["relentless", "lavish"]) == "relentless"
    assert ahd.pick_mood(bot.orders["rabbit"].moods, ["grandiose", "wrathful", "stubborn"]) == "stubborn"
    assert ahd.pick_mood(bot.orders["mouse"].moods, ["grandiose", "wrathful"]) == "wrathful"
    assert ahd.pick_mood(bot.orders["bird"].moods, ["grandiose", "wrathful"]) == "grandiose"
    assert ahd.pick_mood(bot.orders["bird"].moods, []) is None
    # R-AUTO-H-3: the item whose track has the most room, Prowess first on a tie
    st = H.HundredsState(prowess=["sword", "hammer"], command=[])
    assert ahd.best_item(["sword", "bag"], st, b) == "bag"
    st = H.HundredsState(prowess=[], command=[])
    assert ahd.best_item(["bag", "sword"], st, b) == "sword"
    assert ahd.best_item(["torch", "boots"], st, b) == "boots"
    # AH 4.1.1: loot a defender with an item and no warriors there; Plunderers: always
    assert ahd.loots(True, 0, False) and not ahd.loots(True, 2, False) and ahd.loots(True, 2, True)
    assert not ahd.loots(False, 0, True)
    # difficulty: incites 0 / 1 / 1 / 2, recruit bonus 0 / 0 / 1 / 1, Boss scores per two people
    assert [bot.settings(lv)["incites"] for lv in wg.LEVELS] == [0, 1, 1, 2]
    assert [bot.settings(lv)["recruit_bonus"] for lv in wg.LEVELS] == [0, 0, 1, 1]
    assert [bot.evening_vp_rule(lv) for lv in wg.LEVELS] == ["none"] * 3 + ["per-two-players"]
    assert bot.settings("expert", ["firebrand"])["spreads"] == 2
    assert bot.original and bot.replaces == "hundreds"


def test_every_level_and_trait_plays_clean(content):
    wg.levels_and_traits_play_clean(content, AH, ["firebrand", "plunderers", "warmonger", "iron-fist"])


def test_replay_and_save_reproduce_a_game(content):
    wg.save_and_replay_agree(content, ((AH, "master", ["firebrand", "warmonger"]), ("automated-keepers", "expert", []),
                                       ("electric-eyrie", "beginner", []), ("vagabot", "expert", [])), 43)


def test_simulate_mixes_with_the_other_automata(content):
    wg.mixes_finish(content, AH, (["hundreds", "marquise", "eyrie", "alliance"], ["hundreds", "duchy", "corvids"],
                                  ["hundreds", "keepers", "lizards", "riverfolk"]))


def test_beats_three_random_players(content):
    wg.beats_random(content, "hundreds", AH)
