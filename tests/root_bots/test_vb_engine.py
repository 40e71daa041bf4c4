"""The Vagabot on the Root engine (Director's Cut from the public sources)."""
import pytest

from game.core.match import Match
from game.root import scenario
from game.root.bots import vagabot as vbm
from game.root.bots.agent import AutomatonAgent
from game.root.ruleset import RULESET

VB = "vagabot"


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def items(n, exhausted=0, damaged=0):
    return [["item", 1 if i < exhausted else 0, 1 if i >= n - damaged else 0] for i in range(n)]


def state(**kw):
    return vbm.VBState(**kw)


def test_item_rules():
    # 7.2.4: the battle track holds exhausted items first; 6/9/12 undamaged -> 1/2/3 slots.
    st = state(items=items(6))
    assert vbm.track_slots(st) == 1 and vbm.exhaustable(st) == 5 and vbm.max_hits(st) == 2
    st = state(items=items(6, exhausted=1))
    assert vbm.exhaustable(st) == 5                      # the exhausted one sits on the track
    st = state(items=items(4, exhausted=2))
    assert vbm.track_slots(st) == 0 and vbm.exhaustable(st) == 2 and vbm.max_hits(st) == 1
    assert vbm.damage(st, 3) == 3                        # 7.2.5: exhausted ones first
    assert [it[2] for it in st.items] == [1, 1, 1, 0] and st.items[2][1] == 0
    st = state(items=items(12))
    assert vbm.max_hits(st) == 3 and vbm.track_slots(st) == 3


def pos(content, clearings, fstate, steps=(), phase="daylight", turn=VB, other="marquise", dice=(), hands=None,
        deck_top=(), vp=None, discard=()):
    sc = {"setup": {"factions": [other, VB], "turn": turn, "phase": phase, "dice": list(dice),
                    "faction_state": {VB: fstate}, "clearings": clearings, "hands": hands or {},
                    "deck_top": list(deck_top), "vp": vp or {}, "discard": list(discard)},
          "steps": list(steps)}
    return scenario.build_match(content, sc)


def test_setup(content):
    forests = set()
    for seed in range(1, 6):
        m = Match(RULESET, content, {"seats": [{"controller": "automaton", "faction": "mechanical-marquise"},
                                               {"controller": "automaton", "faction": VB, "character": "tinker"}],
                                     "first": 0}, seed)
        st = m.state.fstate[1]
        forests.add(st.where)
        assert st.where in ("witchwood",)                 # Autumn: the only forest touching 5 clearings
        assert len(st.items) == 3 and st.quest and len(st.quest_deck) == 14
        assert sorted(sum(m.state.ruin_items.values(), [])) == ["bag", "boots", "hammer", "sword"]


def test_quest_then_battle_order(content):
    # Mouse order (DC): Quest, Aid, Battle. Quest: nearest mouse clearing (already in 7): two
    # items, 2 VP. Battle: the Marquise (most VP) in 7 itself, one item; 1 VP per warrior removed.
    m = pos(content, {7: {"marquise": {"warriors": 2}}, 1: {"marquise": {"tokens": ["keep"]}}},
            {"where": "c7", "items": items(5), "quest": "escort-mouse", "quest_deck": ["errand-fox"],
             "order": "codebreakers", "order_suit": "mouse"}, dice=[3, 0, 0, 0], vp={"marquise": 3})
    m.apply("step:quest")
    st = m.state.fstate[1]
    assert m.state.vp[1] == 2 and st.quest == "errand-fox" and vbm.exhaustable(st) == 3
    m.apply("step:aid")                                   # nobody has crafted items: nothing
    m.apply("step:battle")
    assert m.state.warriors[0][7] == 1                    # max 1 rolled hit with 5 undamaged items
    assert m.state.vp[1] == 2 + 1
    # it battled again for two more items, the Marquise still having a warrior there
    assert vbm.exhaustable(st) == 0 and sum(it[1] for it in st.items) == 5


def test_walk_exhausts_one_item_per_move_and_explore(content):
    m = pos(content, {1: {"marquise": {"tokens": ["keep"]}}},
            {"where": "c1", "items": items(4), "quest": "errand-fox", "order": "tax-collector", "order_suit": "fox"})
    m.state.ruin_items = {"6": ["hammer"], "10": ["sword"], "11": ["bag"], "12": ["boots"]}
    m.apply("step:explore")
    st = m.state.fstate[1]
    assert st.where == "c10" and ["sword", 0, 0] in st.items
    assert sum(it[1] for it in st.items) == 2             # one move + one explore
    assert 10 not in m.state.ruins and [-1, "ruin"] not in m.state.buildings[10]


def test_slip_with_two_undamaged_items(content):
    m = pos(content, {1: {"marquise": {"tokens": ["keep"]}}},
            {"where": "c5", "items": items(4, damaged=2), "quest": "errand-fox"}, phase="birdsong",
            deck_top=["tax-collector"])
    for sid in ("step:reveal-order", "step:craft-order", "step:slip"):
        m.apply(sid)
    st = m.state.fstate[1]
    assert st.where in content.maps["autumn"].clearing_forests[5] and st.slipped
    assert m.pending.choices[0].id == "step:refresh"       # Daylight skipped


def test_hits_damage_items_and_full_removal(content):
    m = pos(content, {5: {"marquise": {"warriors": 3}}, 1: {"marquise": {"tokens": ["keep"]}}},
            {"where": "c5", "items": items(4, exhausted=1), "quest": "errand-fox"}, turn="marquise",
            dice=[3, 0], hands={"marquise": []})
    for cid in ("done", "action:battle", "clearing:5"):
        m.apply(cid)
    st = m.state.fstate[1]
    assert sum(it[2] for it in st.items) == 3 and st.items[0] == ["item", 1, 1]
    assert m.state.vp[0] == 0                              # damaging items scores nothing


def test_thief_discards_a_random_card(content):
    m = pos(content, {5: {"marquise": {"warriors": 1}}, 1: {"marquise": {"tokens": ["keep"]}}},
            {"where": "c5", "items": items(4), "quest": "errand-fox", "order": "tax-collector", "order_suit": "fox",
             "character": "thief"}, hands={"marquise": ["anvil"]})
    m.apply("step:explore")                               # no ruin items set: nothing
    m.apply("step:special")
    assert m.state.hands[0] == [] and "anvil" in m.state.discard


def test_tinker_crafts_from_discard(content):
    m = pos(content, {1: {"marquise": {"tokens": ["keep"]}}},
            {"where": "c5", "items": items(3), "quest": "errand-fox", "order": "tax-collector", "order_suit": "fox",
             "character": "tinker"}, discard=["anvil", "codebreakers"])
    m.apply("step:explore")
    m.apply("step:special")
    st = m.state.fstate[1]
    assert ["hammer", 0, 0] in st.items and m.state.vp[1] == 0 and m.state.item_supply["hammer"] == 0


def test_evening_refresh_and_repair(content):
    m = pos(content, {1: {"marquise": {"tokens": ["keep"]}}},
            {"where": "c5", "items": items(8, exhausted=7, damaged=2), "quest": "errand-fox",
             "order": "tax-collector", "order_suit": "fox"}, phase="evening")
    m.apply("step:refresh")
    st = m.state.fstate[1]
    assert sum(it[1] for it in st.items) == 3             # 4 refreshed (an item is damaged)
    m.apply("step:repair")
    assert sum(it[2] for it in st.items) == 1             # one repaired outside a forest


def test_aid_takes_an_item(content):
    m = pos(content, {5: {"marquise": {"warriors": 1}}, 1: {"marquise": {"tokens": ["keep"]}}},
            {"where": "c2", "items": items(4), "quest": "errand-fox", "order": "cobbler", "order_suit": "rabbit",
             "character": "ranger"})
    m.state.items[0] = ["coins"]
    m.apply("step:special")                               # Ranger: nothing damaged -> skipped
    m.apply("step:aid")
    st = m.state.fstate[1]
    assert st.where == "c5" and ["coins", 0, 0] in st.items and m.state.items[0] == []
    assert m.state.vp[1] == 1 and len(m.state.hands[0]) == 1


@pytest.mark.parametrize("traits", [[], ["adventurer", "marksman"], ["berserker", "helper"]])
def test_playouts_keep_invariants(content, traits):
    for seed in (1, 2):
        setup = {"seats": [{"controller": "random", "faction": "marquise"},
                           {"controller": "automaton", "faction": VB, "traits": traits, "difficulty": "boss"}],
                 "round_cap": 30}
        m = Match(RULESET, content, setup, seed)
        from game.core.agents import RandomAgent
        agents = {0: RandomAgent(seed), 1: AutomatonAgent()}
        n = 0
        while m.pending and n < 6000:
            m.apply(agents[m.pending.seat].choose(m, m.pending))
            bad = RULESET.check_invariants(content, m.state)
            assert not bad, bad
            n += 1
        assert m.pending is None and agents[1].unruled == []


def test_four_bots_play_out(content):
    def check(m):
        bad = RULESET.check_invariants(content, m.state)
        assert not bad, bad
    d = RULESET.simulation(content, games=3, seed=4, factions=["mechanical-marquise", "electric-eyrie",
                                                               "automated-alliance", VB],
                           round_cap=30, check=check).as_dict()
    assert d["errors"] == 0 and d["finished"] == 3, d["error_samples"]


def test_marksman_hits_before_the_roll(content):
    # Marksman: one hit before rolling — the lone defending warrior is gone, so the dice deal
    # nothing back; +1 VP for the warrior.
    m = pos(content, {7: {"marquise": {"warriors": 1, "buildings": ["sawmill"]}}, 1: {"marquise": {"tokens": ["keep"]}}},
            {"where": "c7", "items": items(4), "quest": "errand-fox", "order": "codebreakers", "order_suit": "mouse",
             "traits": ["marksman", "adventurer"]}, dice=[0, 3])
    m.apply("step:quest")                                 # the quest is fox: it walks to a fox clearing
    st = m.state.fstate[1]
    assert st.where in ("c8", "c12") and m.state.vp[1] == 2
    m2 = pos(content, {7: {"marquise": {"warriors": 1, "buildings": ["sawmill"]}}, 1: {"marquise": {"tokens": ["keep"]}}},
             {"where": "c7", "items": items(4), "quest": "escort-mouse", "order": "codebreakers", "order_suit": "mouse",
              "traits": ["marksman"]}, dice=[0, 3])
    m2.apply("step:quest")
    m2.apply("step:aid")
    m2.apply("step:battle")
    s = m2.state
    assert s.warriors[0][7] == 0 and sum(it[2] for it in s.fstate[1].items) == 0
    assert s.vp[1] == 2 + 1 + 1                           # quest, warrior, sawmill (defenceless hit)
    assert st.where != "c7"


def test_adventurer_battles_once_then_quests(content):
    m = pos(content, {7: {"marquise": {"warriors": 3}}, 1: {"marquise": {"tokens": ["keep"]}}},
            {"where": "c7", "items": items(8), "quest": "escort-mouse", "quest_deck": ["errand-fox", "guard-duty-mouse"],
             "order": "codebreakers", "order_suit": "mouse", "traits": ["adventurer"]}, dice=[0, 0, 0, 0])
    for sid in ("step:quest", "step:aid", "step:battle", "step:adventurer-quests"):
        m.apply(sid)
    st = m.state.fstate[1]
    # quest, battle once, then quest while it can: guard duty (here), errand (one move to a fox clearing)
    assert st.quests_done == ["escort-mouse", "guard-duty-mouse", "errand-fox"] and st.quest == ""
    battles = sum(1 for e in m.history if e.kind == "root.battle")
    assert battles == 1                                   # no repeat battles


def test_helper_aids_the_lowest_scorer_without_crafted_items(content):
    m = pos(content, {5: {"marquise": {"warriors": 1}}, 1: {"marquise": {"tokens": ["keep"]}}},
            {"where": "c5", "items": items(4), "quest": "errand-fox", "order": "cobbler", "order_suit": "rabbit",
             "traits": ["helper"], "character": "ranger"})
    m.apply("step:special")
    m.apply("step:aid")
    assert m.state.vp[1] == 1 and len(m.state.hands[0]) == 1


def test_berserker_repairs_one_more():
    from game.root.bots.content import load_bots
    bot = load_bots().bot(VB)
    assert bot.settings(traits=["berserker"])["repair_outside_forest"] == 2


def test_a_card_given_to_the_vagabot_is_discarded_and_it_scores(content):
    # Rootbotics 2.8.1 Poor Manual Dexterity (R-AUTO-G4): a human who would give the bot a card
    # discards it and the bot scores 1 VP. No base-game human faction but the Vagabond (which
    # cannot sit beside the Vagabot, R-AUTO-X6) gives cards, so the receiver's hook is called directly.
    from game.root.engine import Ctx
    m = pos(content, {1: {"marquise": {"tokens": ["keep"]}}},
            {"where": "c5", "items": items(4), "quest": "errand-fox"}, turn="marquise", hands={"marquise": ["anvil"]})
    ctx = Ctx(content, m.state)
    ctx.fac(1).receive_card(ctx, 1, 0, "anvil")          # the receiver's hook
    assert m.state.hands == [[], []] and "anvil" in m.state.discard
    assert m.state.vp == [0, 1]


def test_only_the_vagabot_takes_the_2021_edition(content):
    from game.core.decision import SetupError
    ok = {"seats": [{"controller": "human", "faction": "marquise"},
                    {"controller": "automaton", "faction": VB, "edition": "2021"}]}
    m = Match(RULESET, content, ok, 1)
    assert m.state.fstate[1].edition == "2021"
    bad = {"seats": [{"controller": "automaton", "faction": "mechanical-marquise", "edition": "2021"},
                     {"controller": "human", "faction": "eyrie"}]}
    with pytest.raises(SetupError):
        Match(RULESET, content, bad, 1)


def test_the_2021_repair_action_is_labelled_as_an_action(content):
    m = pos(content, {1: {"marquise": {"tokens": ["keep"]}}},
            {"where": "c5", "items": items(4), "quest": "", "edition": "2021", "order": "cobbler",
             "order_suit": "rabbit"})
    m.apply("step:battle")
    assert m.pending.choices[0].id == "step:repair" and "Exhaust an item" in m.pending.choices[0].label


def test_spendable_counts_items_the_track_frees():
    # 7.2.4: the track holds exhausted items first, so once one item is exhausted the sixth
    # fresh item leaves the track: all six can be exhausted one after another (R-AUTO-V18).
    st = state(items=items(6))
    assert vbm.exhaustable(st) == 5 and vbm.spendable(st) == 6
