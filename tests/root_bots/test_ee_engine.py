"""The Electric Eyrie on the Root engine: setup, Decree resolution, traits, whole games."""
import pytest

from game.core.agents import RandomAgent
from game.core.match import Match
from game.root import scenario
from game.root.bots import ee_decisions as ee
from game.root.bots.agent import AutomatonAgent
from game.root.bots.content import load_bots
from game.root.ruleset import RULESET

EE = "electric-eyrie"
VZ = ["loyal-vizier", "loyal-vizier"]


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def decree(fox=(), mouse=(), rabbit=(), bird=()):
    return {"fox": list(fox), "mouse": list(mouse), "rabbit": list(rabbit), "bird": VZ + list(bird)}


def resolve(content, clearings, dec, traits=(), dice=(), other="marquise", vp=None):
    sc = {"setup": {"factions": [other, EE], "turn": EE, "phase": "daylight", "dice": list(dice),
                    "faction_state": {EE: {"decree": dec, "traits": list(traits)}},
                    "clearings": clearings, "vp": vp or {}},
          "steps": []}
    m = scenario.run(content, sc)
    return m, m.apply("step:resolve-decree")


def test_setup_opposite_the_keep(content):
    # S17 (R-AUTO-E16): roost + 6 warriors opposite the keep; Viziers in the bird column.
    for seed in range(1, 8):
        m = Match(RULESET, content, {"seats": [{"controller": "automaton", "faction": "mechanical-marquise"},
                                               {"controller": "automaton", "faction": EE}], "first": 0}, seed)
        s, mp = m.state, content.maps["autumn"]
        keep = next(c for c in mp.ids if [0, "keep"] in s.tokens[c])
        corner = mp.opposite[keep]
        assert [1, "roost"] in s.buildings[corner] and s.warriors[1][corner] == 6
        assert s.fstate[1].decree["bird"] == VZ and s.supply[1]["roost"] == 6 and s.supply[1]["warrior"] == 14
        assert s.hands[1] == []


def test_setup_random_corner_without_marquise(content):
    corners = set()
    for seed in range(1, 16):
        m = Match(RULESET, content, {"seats": [{"controller": "automaton", "faction": EE},
                                               {"controller": "random", "faction": "dummy"}],
                                     "allow_test_factions": True, "first": 0}, seed)
        corners |= {c for c in (1, 2, 3, 4) if [0, "roost"] in m.state.buildings[c]}
    assert len(corners) >= 3


def test_recruit_priorities(content):
    # S19: fox column 2 cards; 12 has fewer EE warriors than 6 (enemy pieces tie) -> +2 in 12.
    m, evs = resolve(content, {6: {EE: {"warriors": 2, "buildings": ["roost"]}, "marquise": {"warriors": 3}},
                               12: {EE: {"warriors": 1, "buildings": ["roost"]}, "marquise": {"warriors": 3}}},
                     decree(fox=["tax-collector", "anvil"]), dice=[0] * 8)
    lines = [e.text for e in evs if e.kind == "root.bot.step"]
    assert any("Recruit, fox column: places 2 of 2 in clearing 12" in t for t in lines), lines
    # the bird column (2 Viziers) then recruits in 6: equal enemies, now fewer EE warriors there
    assert any("Recruit, bird column (every suit): places 2 of 2 in clearing 6" in t for t in lines), lines


def test_recruits_before_moves_and_column_order(content):
    # S20: rabbit recruit +1, bird recruit +2 into 5, then the rabbit move takes 4 to 2, the bird
    # move 2 from 2 to 10; Build in 2; Evening scores 1.
    m, evs = resolve(content, {5: {EE: {"warriors": 2, "buildings": ["roost"]}}}, decree(rabbit=["bake-sale"]),
                     other="dummy")
    moves = [(e.data["frm"], e.data["to"], e.data["n"]) for e in evs if e.kind == "root.move"]
    assert moves == [(5, 2, 4), (2, 10, 2)]
    m.apply("step:build")
    assert [1, "roost"] in m.state.buildings[2]
    m.apply("step:score")
    assert m.state.vp[1] == 1
    s = m.state
    assert (s.warriors[1][5], s.warriors[1][2], s.warriors[1][10]) == (1, 2, 2)


def test_move_leaves_enough_to_rule_or_the_card_count(content):
    # S21: after recruits (rabbit +3, bird +2) 4 holds 12; leave max(3 - 1, 3) = 3 -> 9 move to 12
    # (roost-free neighbours 9 and 12 tie on enemy pieces; lowest priority).
    cl = {4: {EE: {"warriors": 7, "buildings": ["roost"]}, "marquise": {"warriors": 3}},
          8: {EE: {"buildings": ["roost"]}}, 9: {"marquise": {"warriors": 2}}, 12: {"marquise": {"warriors": 2}}}
    m, evs = resolve(content, cl, decree(rabbit=["bake-sale", "better-burrow-bank", "cobbler"]), dice=[0] * 8)
    moves = [(e.data["frm"], e.data["to"], e.data["n"]) for e in evs if e.kind == "root.move"]
    assert moves[0] == (4, 12, 9)


def test_battle_choice_defender_and_extra_hit(content):
    # S22: the mouse column battles in 9 (no roost, a defenceless sawmill), the Marquise defends,
    # with the extra hit (mouse ties for most cards) and the defenceless hit.
    cl = {2: {EE: {"warriors": 1, "buildings": ["roost"]}, "marquise": {"warriors": 1, "buildings": ["workshop"]}},
          7: {EE: {"warriors": 1}, "marquise": {"tokens": ["wood"]}},
          9: {EE: {"warriors": 1}, "marquise": {"buildings": ["sawmill"]}}}
    m, evs = resolve(content, cl, decree(fox=["tax-collector"], mouse=["codebreakers", "investments"],
                                         rabbit=["bake-sale", "cobbler"]), dice=[0] * 8)
    battles = [e for e in evs if e.kind == "root.battle"]
    assert battles and battles[0].data["clearing"] == 9
    line = next(e.text for e in evs if e.kind == "root.bot.step" and "Battle, mouse column" in e.text)
    assert "Marquise de Cat" in line and "+1 hit" in line
    assert [0, "sawmill"] not in m.state.buildings[9]        # 0 rolled + 1 extra + 1 defenceless


def test_extra_hit_rule():
    d = {"fox": ["a"], "mouse": ["b", "c"], "rabbit": ["d", "e"], "bird": VZ}
    assert ee.extra_hit(d, "mouse") and ee.extra_hit(d, "bird") and not ee.extra_hit(d, "fox")
    assert not ee.extra_hit(d, "mouse", edition="2021")      # 2021: strictly more only


def test_nobility_turmoil_on_short_recruit(content):
    # Nobility: a recruit that cannot place every warrior causes turmoil, and turmoil gains VP.
    cl = {5: {EE: {"warriors": 20, "buildings": ["roost"]}}}
    m, evs = resolve(content, cl, decree(bird=["armorers"]), traits=["nobility"], other="dummy", vp={EE: 2})
    s = m.state
    assert s.vp[1] == 2 + 3                                   # 2 Viziers + 1 bird card
    assert s.fstate[1].decree["bird"] == VZ and "armorers" in s.discard
    assert m.pending.choices[0].id == "step:score"            # rest of Daylight skipped


def test_war_tax_in_battle(content):
    # The bird column (2 Viziers) battles in 6: 0 rolled + 1 extra + 1 defenceless = 2 hits;
    # the Marquise removes her wood, then the sawmill: EE +2 VP, War Tax: Marquise -2 VP.
    cl = {6: {EE: {"warriors": 3}, "marquise": {"buildings": ["sawmill"], "tokens": ["wood"]}},
          1: {"marquise": {"warriors": 1, "tokens": ["keep"]}}}
    sc = {"setup": {"factions": ["marquise", EE], "turn": EE, "phase": "daylight", "vp": {"marquise": 5},
                    "dice": [0, 0], "faction_state": {EE: {"decree": decree(), "traits": ["war-tax"]}},
                    "clearings": cl},
          "steps": [{"choose": ["step:resolve-decree"]},
                    {"expect": {"pending": {"seat": "marquise", "kind": "root.battle.remove"}}},
                    {"choose": "token:wood"}]}
    m = scenario.run(content, sc)
    s = m.state
    assert [p for p in s.buildings[6] + s.tokens[6] if p[0] == 0] == []
    assert s.vp[1] == 2 and s.vp[0] == 3


def test_relentless_targets():
    from tests.root_bots.boards import P, make
    b = make("ee", [(6, "fox", 0, [], {"ee": P(1), "mm": P(0, {"sawmill": 1}, {"wood": 1})}),
                    (7, "mouse", 0, [], {"ee": P(1), "mm": P(1, {"workshop": 1})}),
                    (8, "fox", 0, [], {"mm": P(0, {"recruiter": 1})})])
    assert ee.relentless_removals(b) == [(6, "mm", "sawmill", True), (6, "mm", "wood", False)]


def test_swoop_after_build(content):
    # Bird recruit +2 in 5, bird move 1 to 2, Build a roost in 2, Swoop 2 warriors in 1.
    sc = {"setup": {"factions": ["dummy", EE], "turn": EE, "phase": "daylight",
                    "faction_state": {EE: {"decree": decree(), "traits": ["swoop"]}},
                    "clearings": {5: {EE: {"warriors": 1, "buildings": ["roost"]}}}},
          "steps": [{"choose": ["step:resolve-decree", "step:build", "step:swoop"]}]}
    m = scenario.run(content, sc)
    s = m.state
    assert [1, "roost"] in s.buildings[2]
    assert s.warriors[1][1] == 2


@pytest.mark.parametrize("factions", [["marquise", EE], ["mechanical-marquise", EE], [EE, "dummy"]])
def test_playouts_keep_invariants(content, factions):
    def check(m):
        bad = RULESET.check_invariants(content, m.state)
        assert not bad, bad
    stats = RULESET.simulation(content, games=4, seed=11, factions=factions, round_cap=30, check=check)
    d = stats.as_dict()
    assert d["errors"] == 0 and d["finished"] == 4, d["error_samples"]


def test_boss_and_traits_playout(content):
    setup = {"seats": [{"controller": "random", "faction": "marquise"},
                       {"controller": "automaton", "faction": EE, "difficulty": "boss",
                        "traits": ["nobility", "relentless", "swoop", "war-tax"]}], "round_cap": 30}
    for seed in (1, 2):
        m = Match(RULESET, content, setup, seed)
        agents = {0: RandomAgent(seed), 1: AutomatonAgent()}
        n = 0
        while m.pending and n < 5000:
            m.apply(agents[m.pending.seat].choose(m, m.pending))
            bad = RULESET.check_invariants(content, m.state)
            assert not bad, bad
            n += 1
        assert m.pending is None and agents[1].unruled == []


def test_difficulty_changes_bird_recruits():
    bot = load_bots().bot(EE)
    assert [bot.settings(lv)["bird_recruit_delta"] for lv in ("beginner", "expert", "master", "boss")] == [-1, 0, 1, 1]
