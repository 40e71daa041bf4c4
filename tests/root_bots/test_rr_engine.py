"""The Riverfolk Robots (Clockwork 2) on the Root engine: setup, trade-post removal, the Garrison
and Ferocious traits, seat options and refusals, whole games (invariants, replay, mixes, against
random players), a Vagabond paying for services with items."""
from types import SimpleNamespace

import pytest

from game.core.agents import RandomAgent
from game.core.decision import SetupError
from game.core.match import Match
from game.root import scenario
from game.root.bots.agent import AutomatonAgent
from game.root.bots.content import load_bots
from game.root.engine import Ctx, remove_piece
from game.root.ruleset import RULESET

from tests.root_bots import whole_games as wg

RR = "riverfolk-robots"


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def position(content, turn, state=None, clearings=None, factions=("marquise", RR), phase="daylight", **extra):
    sc = {"setup": {"factions": list(factions), "turn": turn, "phase": phase,
                    "faction_state": {RR: state or {}}, "clearings": clearings or {}, **extra}, "steps": []}
    m = scenario.run(content, sc)
    return m, Ctx(content, m.state)


def test_setup_rivers_payments_market(content):
    m = Match(RULESET, content, {"seats": [{"controller": "automaton", "faction": RR},
                                           {"controller": "random", "faction": "alliance"}], "first": 0}, 1)
    s = m.state
    rivers = [c for c in content.maps["autumn"].ids if content.maps["autumn"].river_adj[c]]
    assert rivers == [4, 5, 7, 10, 11]                   # the printed rivers of Autumn
    assert [c for c in content.maps["autumn"].ids if s.warriors[0][c]] == rivers
    assert all(s.warriors[0][c] == 1 for c in rivers)
    st = s.fstate[0]
    assert st.payments == {RR: 1} and len(st.market) == 5
    assert s.supply[0]["warrior"] == 15 - 5 - 1
    assert all(s.supply[0][f"post-{x}"] == 3 for x in ("fox", "rabbit", "mouse"))


def test_removing_a_trade_post_costs_half_the_remover_payments_rounded_up(content):
    m, ctx = position(content, "marquise", {"market": ["anvil"], "payments": {"marquise": 3, RR: 1}},
                      {5: {RR: {"tokens": ["post-rabbit"]}}})
    before = m.state.supply[0]["warrior"]
    remove_piece(ctx, 1, 5, "post-rabbit", False, 0)
    st = m.state.fstate[1]
    assert st.payments == {"marquise": 1, RR: 1}          # 3 -> lose 2 (half of 3, rounded up)
    assert m.state.supply[0]["warrior"] == before + 2     # back to the Marquise
    assert m.state.supply[1]["post-rabbit"] == 3          # the post returns to its board
    assert m.state.vp[0] == 1                             # the remover still scores it (Law 3.2.1)


def _battle(attacker, defender):
    return SimpleNamespace(attacker=attacker, defender=defender)


def test_garrison_trait_posts_add_to_max_hits_and_never_defenceless(content):
    st = {"traits": ["garrison"], "market": ["anvil"]}
    m, ctx = position(content, "marquise", st, {5: {RR: {"warriors": 1, "tokens": ["post-rabbit"]}},
                                                 3: {RR: {"tokens": ["post-rabbit"]}}})
    f = ctx.fac(1)
    assert f.max_rolled_hits(ctx, 1, 5, _battle(0, 1)) == 2
    assert f.max_rolled_hits(ctx, 1, 3, _battle(0, 1)) == 1
    assert not f.defenseless(ctx, 1, 3, _battle(0, 1))
    m, ctx = position(content, "marquise", {"market": ["anvil"]}, {3: {RR: {"tokens": ["post-rabbit"]}}})
    assert ctx.fac(1).max_rolled_hits(ctx, 1, 3, _battle(0, 1)) == 0
    assert ctx.fac(1).defenseless(ctx, 1, 3, _battle(0, 1))


def test_ferocious_attacker_max_hits_is_three(content):
    m, ctx = position(content, RR, {"traits": ["ferocious"], "market": ["anvil"]}, {5: {RR: {"warriors": 1}}})
    f = ctx.fac(1)
    assert f.max_rolled_hits(ctx, 1, 5, _battle(1, 0)) == 3
    assert f.max_rolled_hits(ctx, 1, 5, _battle(0, 1)) == 1          # not as defender
    m, ctx = position(content, RR, {"market": ["anvil"]}, {5: {RR: {"warriors": 1}}})
    assert ctx.fac(1).max_rolled_hits(ctx, 1, 5, _battle(1, 0)) == 1


def test_ferocious_battle_deals_three_with_one_warrior(content):
    sc = {"setup": {"factions": [RR, "marquise"], "turn": RR, "phase": "daylight", "dice": [3, 0],
                    "faction_state": {RR: {"traits": ["ferocious"], "market": ["anvil"], "order": "anvil",
                                           "payments": {"marquise": 1}}},
                    "clearings": {12: {RR: {"warriors": 13}}, 8: {RR: {"warriors": 1}, "marquise": {"warriors": 3}}}},
          "steps": [{"choose": ["step:build", "step:recruit", "step:organize", "step:battle"]}]}
    m = scenario.run(content, sc)          # sword (supply empty); fox order; post goes to 8 (Payments leader)
    assert m.state.warriors[1][8] == 0


def test_seat_options_are_checked_and_involved_is_playable(content):
    base = [{"controller": "automaton", "faction": RR}, {"controller": "random", "faction": "marquise"}]
    RULESET.check_setup(content, {"seats": [dict(base[0], riverfolk_post_vp="beta", riverfolk_market="draw-2"),
                                            base[1]]})
    for bad in ({"riverfolk_post_vp": "two"}, {"riverfolk_market": "all"}, {"difficulty": "legend"}):
        with pytest.raises(SetupError) as e:
            RULESET.check_setup(content, {"seats": [dict(base[0], **bad), base[1]]})
        assert "Riverfolk Robots" in str(e.value)
    m = Match(RULESET, content, RULESET.check_setup(
        content, {"seats": [dict(base[0], riverfolk_post_vp="beta", riverfolk_market="draw-2"), base[1]]}), 3)
    assert m.state.fstate[0].post_vp == "beta" and m.state.fstate[0].market_rule == "draw-2"
    m = Match(RULESET, content, RULESET.check_setup(                 # Involved plays (R-AUTO-RR8)
        content, {"seats": [dict(base[0], traits=["involved"]), base[1]]}), 3)
    assert m.state.fstate[0].traits == ["involved"]


def test_difficulty_and_traits_data():
    bot = load_bots().bot(RR)
    assert [bot.settings(lv)["garrison"] for lv in ("beginner", "expert", "master", "boss")] == [0, 1, 2, 2]
    assert [bot.evening_vp_rule(lv) for lv in ("beginner", "expert", "master", "boss")] == ["none"] * 3 + ["one"]
    assert [t.id for t in bot.traits] == ["greedy", "involved", "garrison", "ferocious"]
    assert bot.track("post-vp-beta").values == (0, 1, 2)
    cfg = bot.settings()
    assert (cfg["price_low"], cfg["price_mid"], cfg["price_high"]) == (2, 3, 4)


def test_price_by_buyer_vp():
    from game.root.bots.rr_decisions import price
    cfg = load_bots().bot(RR).settings()
    assert [price(cfg, v) for v in (0, 9, 10, 19, 20, 29)] == [2, 2, 3, 3, 4, 4]


def test_vagabond_pays_with_items_and_riverfolk_warriors(content):
    """A Vagabond has no warriors: it exhausts one item per warrior of the price and the Riverfolk
    Robots put their own warriors in Payments (R-AUTO-RR4, as Law 11.2.6.III)."""
    sc = {"setup": {"factions": ["vagabond", RR], "turn": "vagabond", "phase": "birdsong",
                    "faction_state": {RR: {"market": ["anvil", "sappers"], "order": "sappers"},
                                      "vagabond": {"character": "thief", "clearing": 5, "items": ["boots", "sword", "torch"],
                                                   "rel": {RR: 0}}},
                    "clearings": {}}, "steps": []}
    m = scenario.run(content, sc)
    d = m.pending
    assert d.kind == "root.riverfolk.services" and d.seat == 0
    assert "service:mercenaries" not in d.ids()               # not the Vagabond
    m.apply("service:hand-card")
    assert m.pending.kind == "root.riverfolk.pay"
    m.apply(m.pending.ids()[0])
    assert sum(1 for it in m.state.fstate[0].items if it.endswith(":exhausted")) == 1
    m.apply(m.pending.ids()[0])
    assert sum(1 for it in m.state.fstate[0].items if it.endswith(":exhausted")) == 2   # (Birdsong refreshes later)
    assert m.pending.kind == "root.riverfolk.hand_card"
    m.apply("card:anvil")
    assert m.state.fstate[1].payments == {RR: 2} and "anvil" in m.state.hands[0]
    assert not RULESET.check_invariants(content, m.state)


def test_involved_offers_the_vagabond_mercenaries(content):
    """Involved (LCC2 254): a Vagabond may buy Mercenaries, only to avoid the trait (R-AUTO-RR8)."""
    sc = {"setup": {"factions": ["vagabond", RR], "turn": "vagabond", "phase": "birdsong",
                    "faction_state": {RR: {"traits": ["involved"], "market": ["anvil"], "order": "anvil"},
                                      "vagabond": {"character": "thief", "clearing": 5, "items": ["boots", "sword", "torch"],
                                                   "rel": {RR: 0}}},
                    "clearings": {}}, "steps": []}
    m = scenario.run(content, sc)
    assert m.pending.kind == "root.riverfolk.services" and "service:mercenaries" in m.pending.ids()


def test_every_level_and_trait_plays_clean(content):
    wg.levels_and_traits_play_clean(content, RR, ["greedy", "involved", "garrison", "ferocious"], others=("marquise", "vagabond"),
                                    seat_extra=lambda seed: {"riverfolk_post_vp": "beta" if seed % 2 else "none",
                                                             "riverfolk_market": "draw-2" if seed > 2 else "fill"})


def test_people_buy_services_in_play(content):
    """Random people buy every service from the bot over a few games (each kind at least once)."""
    bought = set()
    for seed in range(1, 5):
        setup = {"seats": [{"controller": "automaton", "faction": RR},
                           {"controller": "random", "faction": "marquise"},
                           {"controller": "random", "faction": "eyrie"}], "round_cap": 20}
        m = Match(RULESET, content, setup, seed)
        agents = {0: AutomatonAgent(), 1: RandomAgent(seed), 2: RandomAgent(seed + 9)}
        while m.pending:
            m.apply(agents[m.pending.seat].choose(m, m.pending))
        bought |= {ev.data["service"] for ev in m.history if ev.kind == "root.riverfolk.service"}
    assert bought == {"hand-card", "riverboats", "mercenaries"}


def test_replay_and_save_reproduce_a_game(content):
    wg.save_and_replay_agree(content, ((RR, "master", ["greedy", "ferocious"]), ("drillbit-duchy", "expert", []),
                                       ("logical-lizards", "beginner", []), ("vagabot", "expert", [])), 47)


def test_simulate_mixes_with_the_other_automata(content):
    wg.mixes_finish(content, RR, (["riverfolk", "marquise", "eyrie", "alliance"], ["riverfolk", "duchy", "lizards", "corvids"]))


def test_beats_three_random_players(content):
    wg.beats_random(content, "riverfolk", RR)
