"""The Drillbit Duchy (Clockwork 2) on the Root engine: setup, pure decisions, whole games
(invariants, replay, mixes with the other automata, the automaton against three random players)."""
import pytest

from game.core.match import Match
from game.root.bots import dd_decisions as dd
from game.root.bots.content import load_bots
from game.root.ruleset import RULESET

from tests.root_bots import whole_games as wg

DD = "drillbit-duchy"


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def test_setup_corner_tunnel_warriors_and_two_sways(content):
    corners = set()
    for seed in range(1, 11):
        m = Match(RULESET, content, {"seats": [{"controller": "automaton", "faction": DD},
                                               {"controller": "random", "faction": "alliance"}], "first": 0}, seed)
        s, mp = m.state, content.maps["autumn"]
        st = s.fstate[0]
        c = st.start
        corners.add(c)
        assert c in mp.corners and s.warriors[0][c] == 2 and [0, "tunnel"] in s.tokens[c]
        for a in mp.adj[c]:
            assert s.warriors[0][a] == 2
        assert len(st.swayed) == 2 and st.burrow == 0
        assert s.supply[0]["citadel"] == 3 and s.supply[0]["market"] == 3 and s.supply[0]["tunnel"] == 2
    assert len(corners) > 1


def test_setup_opposite_another_start(content):
    for seed in range(1, 6):
        m = Match(RULESET, content, {"seats": [{"controller": "automaton", "faction": "mechanical-marquise"},
                                               {"controller": "automaton", "faction": DD}], "first": 0}, seed)
        s, mp = m.state, content.maps["autumn"]
        keep = next(c for c in mp.ids if [0, "keep"] in s.tokens[c])
        assert s.fstate[1].start == mp.opposite[keep]


def test_pure_decisions():
    bot = load_bots().bot(DD)
    ms = bot.ministers
    assert [m.id for m in ms][:3] == ["captain", "marshal", "foremole"] and [m.suit for m in ms] == \
        ["fox", "rabbit", "mouse"] * 3
    assert [dd.mole_bonus(bot, n) for n in range(4)] == [0, 1, 2, 4]
    cfg = bot.settings("expert")
    assert dd.recruit_count(bot, cfg, 2, True) == 2 + 2 + 1
    assert [bot.settings(lv)["recruit"] for lv in ("beginner", "expert", "master", "boss")] == [1, 2, 3, 3]
    assert [bot.evening_vp_rule(lv) for lv in ("beginner", "expert", "master", "boss")] == ["none"] * 3 + ["one"]
    assert dd.sway_target(ms, [], "rabbit") == "marshal"
    assert dd.sway_target(ms, ["marshal"], "rabbit") == "banker"
    assert dd.sway_target(ms, [], None) == "duchess-of-mud"
    assert dd.sway_target(ms, [m.id for m in ms], "fox") is None
    assert dd.uncrown_target(ms, ["captain", "mayor", "marshal"]) == "mayor"
    assert dd.uncrown_target(ms, ["captain", "mayor", "marshal"], ("rabbit",)) == "marshal"
    assert dd.uncrown_target(ms, ["captain"], ("mouse",)) is None
    assert dd.build_kind(cfg, 9) == "citadel" and dd.build_kind(cfg, 8) == "market"
    over = bot.settings("expert", ["overwhelm"])
    assert (over["digs"], over["dig_warriors"]) == (2, 3)


def test_every_level_and_trait_plays_clean(content):
    wg.levels_and_traits_play_clean(content, DD, ["foundations", "investors", "overwhelm", "invaders"])


def test_replay_and_save_reproduce_a_game(content):
    wg.save_and_replay_agree(content, ((DD, "master", ["overwhelm", "foundations"]), ("logical-lizards", "expert", []),
                                       ("electric-eyrie", "beginner", []), ("vagabot", "expert", [])), 43)


def test_simulate_mixes_with_the_other_automata(content):
    wg.mixes_finish(content, DD, (["duchy", "marquise", "eyrie", "alliance"], ["duchy", "lizards", "vagabond"]))


def test_beats_three_random_players(content):
    wg.beats_random(content, "duchy", DD)
