"""The Automated Keepers (Tableforge original, docs/root-automata.md AK) on the Root engine:
setup, pure decisions, whole games (invariants, replay, mixes with the other automata)."""
import pytest

from game.core.match import Match
from game.root.bots import ak_decisions as akd
from game.root.bots.content import load_bots
from game.root.ruleset import RULESET

from tests.root_bots import whole_games as wg

AK = "automated-keepers"


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def test_setup_corner_second_clearing_relics_retainers(content):
    corners = set()
    for seed in range(1, 9):
        m = Match(RULESET, content, {"seats": [{"controller": "automaton", "faction": AK},
                                               {"controller": "random", "faction": "alliance"}], "first": 0}, seed)
        s, mp = m.state, content.maps["autumn"]
        st = s.fstate[0]
        c = st.start
        corners.add(c)
        # Law 15.3.2: 4 warriors in a corner, 4 in an adjacent clearing; 15.3.1: 12 relics in
        # the forests, one at least in each; 15.3.4: a Faithful Retainer per column
        assert c in mp.corners and s.warriors[0][c] == 4
        assert sum(s.warriors[0][a] for a in mp.adj[c]) == 4
        assert sum(len(v) for v in st.forests.values()) == 12 and all(st.forests[f] for f in mp.forests)
        assert st.retinue == [["retainer-1"], ["retainer-2"], ["retainer-3"]] and s.hands[0] == []
    assert len(corners) > 1


def test_pure_decisions():
    bot = load_bots().bot(AK)
    # AK 3.5: Move or Recover while relics on the map outnumber its cards, else Battle then
    # Delve beside a ruled relic forest, else Move
    assert akd.gather_column(2, 1, True)[0] == 2
    assert akd.gather_column(1, 1, True)[0] == 1
    assert akd.gather_column(0, 0, False)[0] == 0
    # R-AUTO-K-20: Move only into an empty Move column; else Battle then Delve
    assert akd.gather_column(0, 0, False, move_cards=1)[0] == 1
    assert akd.gather_column(0, 0, True, move_cards=0)[0] == 1
    assert akd.gather_column(1, 0, False, move_cards=3)[0] == 2
    # AK 3.3: a face a waiting relic needs, else the forests' most common unshown type
    avail = [("figure", "tablet"), ("tablet", "jewelry")]
    assert akd.encamp_face(["jewelry"], ["figure"], set(), avail) == "jewelry"
    assert akd.encamp_face(["jewelry"], ["figure", "figure", "tablet"], {"jewelry"}, avail) == "figure"
    assert akd.encamp_face([], [], set(), avail) == "figure"
    # Law 15.2.4: one relic per warrior moved, the most valuable first
    assert akd.carry(["relic-figure-1", "relic-tablet-3", "relic-jewelry-2"], 2) == ["relic-tablet-3", "relic-jewelry-2"]
    # AK 4.2: delve a type the clearing's waystation shows, then a passing face-up value,
    # then the face-down type with the fewest recovered
    forest = [("relic-figure-3", True), ("relic-tablet-1", False), ("relic-jewelry-2", False)]
    assert akd.delve_pick(forest, 3, {}, {"jewelry"}) == 2
    assert akd.delve_pick(forest, 3, {}) == 0
    assert akd.delve_pick(forest, 2, {"tablet": 2, "jewelry": 0}) == 2
    assert akd.delve_pick(forest, 2, {}, shown={"tablet"}) == 1
    # two face-up relics the check passes: the higher value
    assert akd.delve_pick([("relic-figure-1", True), ("relic-tablet-2", True)], 3, {}) == 1
    assert akd.delve_pick([("relic-figure-3", True), ("relic-tablet-2", True)], 2, {}) == 1
    # AK 4.3: the highest value the check passes, else the lowest
    assert akd.recover_pick(["relic-figure-1", "relic-figure-3"], 2) == "relic-figure-1"
    assert akd.recover_pick(["relic-figure-2", "relic-figure-3"], 3) == "relic-figure-3"
    assert akd.recover_pick(["relic-figure-2", "relic-figure-3"], 1) == "relic-figure-2"
    # paths: breadth-first steps to the nearest goal
    assert akd.distances({1: [2], 2: [1, 3], 3: [2]}, [3]) == {3: 0, 2: 1, 1: 2}
    assert [bot.settings(lv)["recruit"] for lv in wg.LEVELS] == [1, 2, 2, 3]
    assert [bot.evening_vp_rule(lv) for lv in wg.LEVELS] == ["none"] * 3 + ["per-two-players"]
    assert bot.original and bot.replaces == "keepers"


def test_every_level_and_trait_plays_clean(content):
    wg.levels_and_traits_play_clean(content, AK, ["crusaders", "relic-seekers", "pilgrimage", "vigilant"])


def test_replay_and_save_reproduce_a_game(content):
    wg.save_and_replay_agree(content, ((AK, "boss", ["vigilant", "crusaders"]), ("automated-hundreds", "expert", []),
                                       ("drillbit-duchy", "beginner", []), ("vagabot", "expert", [])), 44)


def test_simulate_mixes_with_the_other_automata(content):
    wg.mixes_finish(content, AK, (["keepers", "marquise", "eyrie", "alliance"], ["keepers", "duchy", "corvids"],
                                  ["keepers", "hundreds", "lizards", "riverfolk"]))
