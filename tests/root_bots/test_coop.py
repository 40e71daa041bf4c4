"""Cooperative play with the automata (Law of Rootbotics 2021 3.5; rulings R-COOP-1…): setup,
dominance, who is an enemy of whom, each bot's choices ignoring its allies, revolts that still
reach bots, the two ways the game ends, saves, and seeded playouts."""
import copy
import pickle

import pytest

from game.core.decision import SetupError
from game.core.match import Match
from game.root import scenario
from game.root.bots.agent import AutomatonAgent
from game.root.checks import make_checker
from game.root.engine import Ctx, add_vp, check_victory, enemies, is_enemy
from game.root.factions import get_faction
from game.root.flow import battle_clearings
from game.root.ruleset import RULESET

MM, EE, AA, VB = "mechanical-marquise", "electric-eyrie", "automated-alliance", "vagabot"


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def seats(*factions, controllers=None):
    out = []
    for i, f in enumerate(factions):
        ctl = "automaton" if get_faction(f).automaton else (controllers[i] if controllers else "human")
        out.append({"controller": ctl, "faction": f})
    return out


def coop_setup(*factions, on=True, **kw):
    return dict({"seats": seats(*factions), "map": "autumn", "deck": "base", "cooperative": "on" if on else "off",
                 "first": 0}, **kw)


def pos(content, factions, clearings, turn, coop=True, phase="daylight", fstate=None, vp=None, dice=(),
        deck_top=(), hands=None):
    sc = {"setup": {"factions": list(factions), "turn": turn, "phase": phase, "clearings": copy.deepcopy(clearings),
                    "faction_state": copy.deepcopy(fstate or {}), "vp": vp or {}, "dice": list(dice), "deck_top": list(deck_top),
                    "hands": hands or {}, "cooperative": coop},
          "steps": []}
    return scenario.build_match(content, sc)


def battles(events):
    return [e for e in events if e.kind == "root.battle"]


# --- setup and dominance ------------------------------------------------------------------------------

def test_setup_needs_a_person_and_an_automaton(content):
    with pytest.raises(SetupError, match="at least one person's faction and at least one automaton"):
        RULESET.check_setup(content, coop_setup("marquise", "eyrie"))
    with pytest.raises(SetupError, match="at least one person's faction and at least one automaton"):
        RULESET.check_setup(content, coop_setup(MM, EE))
    RULESET.check_setup(content, coop_setup("marquise", EE))
    with pytest.raises(SetupError, match="Cooperative"):
        RULESET.check_setup(content, dict(coop_setup("marquise", EE), cooperative="maybe"))
    ok = RULESET.check_setup(content, dict(coop_setup("marquise", EE), cooperative=True))   # a bool is accepted
    assert ok["cooperative"] == "on"
    assert Match(RULESET, content, dict(coop_setup("marquise", EE), cooperative=True), 1).state.cooperative


def test_option_defaults_off(content):
    setup = RULESET.default_setup(content, 3)
    assert setup["cooperative"] == "off"
    assert "cooperative" in {o.id for o in RULESET.options(content) if not o.per_seat}


def test_dominance_cards_leave_the_deck(content):
    # Three people and one automaton keep the dominance cards (Rootbotics 3.4 removes them only
    # with at most two people); cooperative play removes them for the whole game (3.5).
    doms = sorted(c for c in content.deck_list if content.cards[c].kind == "dominance")
    assert len(doms) == 4
    for on in (False, True):
        s = Match(RULESET, content, coop_setup("marquise", "eyrie", "alliance", VB, on=on), 3).state
        in_play = s.deck + [c for h in s.hands for c in h] + s.discard
        if on:
            assert sorted(s.removed_cards) == doms and not set(doms) & set(in_play)
        else:
            assert set(doms) <= set(in_play) and not s.removed_cards


# --- who is an enemy ------------------------------------------------------------------------------------

def test_enemy_relation(content):
    for on in (False, True):
        m = Match(RULESET, content, coop_setup("marquise", "alliance", EE, VB, on=on), 2)
        ctx = Ctx(content, m.state)
        assert is_enemy(ctx, 0, 1) and is_enemy(ctx, 1, 0)          # people stay enemies of each other
        assert is_enemy(ctx, 0, 2) and is_enemy(ctx, 2, 0)          # people and automata are enemies
        assert is_enemy(ctx, 3, 1) and is_enemy(ctx, 1, 3)
        assert is_enemy(ctx, 2, 3) is (not on) and is_enemy(ctx, 3, 2) is (not on)
        assert enemies(ctx, 2) == ([0, 1] if on else [0, 1, 3])
        assert not is_enemy(ctx, 2, 2)


def test_person_still_battles_another_person(content):
    # A person may start a battle where only another person has pieces (humans stay enemies).
    m = pos(content, ["marquise", "alliance", EE], {1: {"marquise": {"warriors": 2, "tokens": ["keep"]}},
                                                     5: {"marquise": {"warriors": 1}, "alliance": {"warriors": 1}},
                                                     9: {"marquise": {"warriors": 1}, EE: {"warriors": 1}}},
            turn="marquise")
    assert battle_clearings(Ctx(content, m.state), 0) == [5, 9]


def test_snapshot_lists_the_other_automata_as_allies(content):
    from game.root.bots.snapshot import snapshot
    for on in (False, True):
        m = Match(RULESET, content, coop_setup("alliance", MM, EE, VB, on=on), 2)
        b = snapshot(Ctx(content, m.state), 1)
        assert b.allies == (["seat2", "seat3"] if on else [])
        assert [p.id for p in b.enemies()] == (["seat0"] if on else ["seat0", "seat2", "seat3"])


# --- each automaton ignores its allies when it chooses ------------------------------------------------

def test_mm_battles_only_clearings_with_enemies(content):
    # Rootbotics 4.5.1 (fox order): clearing 1 holds only the Electric Eyrie beside the MM, 6 the
    # Alliance. Cooperative: the Eyrie is not an enemy, so only 6 is battled.
    cl = {1: {MM: {"warriors": 2}, EE: {"warriors": 2}}, 6: {MM: {"warriors": 2}, "alliance": {"warriors": 1}}}
    got = {}
    for on in (False, True):
        m = pos(content, ["alliance", MM, EE], cl, MM, coop=on, fstate={MM: {"order": "anvil"}}, dice=[0] * 8)
        got[on] = [e.data["clearing"] for e in battles(m.apply("step:battle"))]
    assert got == {False: [1, 6], True: [6]}


def test_mm_defender_is_an_enemy(content):
    # 4.5.1.1: the defender has the most pieces there: the Eyrie (3), unless it is an ally.
    cl = {1: {MM: {"warriors": 2}, EE: {"warriors": 3}, "alliance": {"warriors": 1}}}
    got = {}
    for on in (False, True):
        m = pos(content, ["alliance", MM, EE], cl, MM, coop=on, fstate={MM: {"order": "anvil"}}, dice=[0] * 4)
        got[on] = battles(m.apply("step:battle"))[0].text
    assert "Electric Eyrie" in got[False] and "Woodland Alliance" in got[True]


def test_mm_moves_towards_enemies_not_allies(content):
    # 4.5.4: move to the adjacent clearing with the most enemy pieces: 5 (three EE warriors)
    # unless the Eyrie is an ally; then 9 (one Alliance warrior).
    cl = {1: {MM: {"warriors": 6}}, 5: {EE: {"warriors": 3}}, 9: {"alliance": {"warriors": 1}}}
    got = {}
    for on in (False, True):
        m = pos(content, ["alliance", MM, EE], cl, MM, coop=on, fstate={MM: {"order": "anvil"}}, dice=[0] * 8)
        evs = []
        for sid in ("step:battle", "step:recruit", "step:build", "step:move"):
            evs += m.apply(sid)
        got[on] = [e.data["to"] for e in evs if e.kind == "root.move"]
    assert got == {False: [5], True: [9]}


def test_ee_decree_battle_and_defender_ignore_allies():
    # 5.5.1.III: battle in a column clearing with its warriors and an enemy piece, lowest priority:
    # 12 (the MM only) unless the MM is an ally; then 8 (the Alliance).
    from game.root.bots import ee_decisions as ee
    from game.root.bots.content import load_bots
    from tests.root_bots.boards import P, make
    bot = load_bots().bot(EE)
    rows = [(8, "fox", 1, [4, 7], {"ee": P(2), "wa": P(1)}),
            (12, "fox", 1, [4, 7, 9, 10, 11], {"ee": P(2), "mm": P(3, {"sawmill": 1}), "wa": P(1)})]
    b = make("ee", rows)
    assert ee.battle_target(b, bot, "fox") == 12
    assert ee.defender(b, bot, 12, ("marquise", "eyrie", "alliance")) == "mm"
    b.allies = ["mm"]
    assert ee.battle_target(b, bot, "fox") == 12          # the Alliance is in 12 too
    assert ee.defender(b, bot, 12, ("marquise", "eyrie", "alliance")) == "wa"
    b.clearings[12].pieces.pop("wa")
    assert ee.battle_target(b, bot, "fox") == 8
    assert ee.recruit_target(b, bot, "fox") is None       # no roost of its own: unchanged


def test_ee_recruit_counts_only_enemy_pieces():
    # 5.5.1.I: the roost clearing with the most enemy pieces.
    from game.root.bots import ee_decisions as ee
    from game.root.bots.content import load_bots
    from tests.root_bots.boards import P, make
    bot = load_bots().bot(EE)
    b = make("ee", [(1, "fox", 1, [5], {"ee": P(1, {"roost": 1}), "wa": P(1)}),
                    (12, "fox", 1, [4], {"ee": P(1, {"roost": 1}), "vb": P(pawn=1), "mm": P(3)})])
    assert ee.recruit_target(b, bot, "fox") == 12
    b.allies = ["mm", "vb"]
    assert ee.recruit_target(b, bot, "fox") == 1


def test_aa_spread_ignores_crowding_allies():
    # 6.5.1: ties avoid a clearing where one enemy has 3+ warriors: an ally's warriors do not count.
    from game.root.bots import aa_decisions as aa
    from game.root.bots.content import load_bots
    from tests.root_bots.boards import P, make
    bot = load_bots().bot(AA)
    rows = [(12, "fox", 1, [7, 9], {"aa": P(t={"sympathy": 1})}), (7, "mouse", 1, [12], {"mm": P(3)}),
            (9, "mouse", 1, [12], {})]
    b = make("aa", rows)
    assert aa.spread_target(b, bot, "mouse", 3) == 9
    b.allies = ["mm"]
    assert aa.spread_target(b, bot, "mouse", 3) == 7


def test_aa_revolt_target_ignores_allies_but_the_revolt_still_removes_them(content):
    # 6.4.3 (rabbit order): the sympathetic rabbit clearing with the most enemy pieces. 5 holds
    # three MM pieces, 10 an Eyrie warrior and an MM sawmill. Cooperative: 10 (one enemy piece;
    # the MM's do not count), and the revolt still removes the MM's sawmill there (R-COOP-2),
    # scoring it (Law 3.2.1); its slot takes the base.
    cl = {5: {AA: {"tokens": ["sympathy"]}, MM: {"warriors": 2, "buildings": ["workshop"]}},
          10: {AA: {"tokens": ["sympathy"]}, "eyrie": {"warriors": 1}, MM: {"buildings": ["sawmill"]}},
          1: {MM: {"tokens": ["keep"]}}}
    got = {}
    for on in (False, True):
        m = pos(content, ["eyrie", AA, MM], cl, AA, coop=on, phase="birdsong", deck_top=["better-burrow-bank"])
        for sid in ("step:reveal-order", "step:craft-order", "step:revolt"):
            m.apply(sid)
        s = m.state
        got[on] = [c for c in (5, 10) if [1, "base-rabbit"] in s.buildings[c]]
        if on:
            assert s.warriors[0][10] == 0 and [2, "sawmill"] not in s.buildings[10]
            assert s.vp[1] == 1 and s.warriors[2][5] == 2
    assert got == {False: [5], True: [10]}


def test_vagabot_battles_an_enemy_not_an_ally(content):
    # 7.5 Battle: the enemy with the most VP. The MM (10 VP) outscores the Eyrie (2 VP).
    from tests.root_bots.test_vb_engine import items
    cl = {7: {MM: {"warriors": 2}, "eyrie": {"warriors": 2}}, 1: {MM: {"tokens": ["keep"]}}}
    fs = {VB: {"where": "c7", "items": items(5), "quest": "escort-mouse", "quest_deck": [],
               "order": "codebreakers", "order_suit": "mouse"}}
    got = {}
    for on in (False, True):
        m = pos(content, ["eyrie", MM, VB], cl, VB, coop=on, fstate=fs, vp={MM: 10, "eyrie": 2}, dice=[0] * 8)
        evs = m.apply("step:quest") + m.apply("step:aid") + m.apply("step:battle")
        got[on] = {e.text.split(" battles ")[1].split(" in ")[0] for e in battles(evs)}
    assert got == {False: {"Mechanical Marquise 2.0"}, True: {"Eyrie Dynasties"}}


def test_vagabot_berserker_ignores_allies(content):
    from tests.root_bots.test_vb_engine import items
    cl = {7: {MM: {"warriors": 3}}, 3: {"eyrie": {"warriors": 1}}, 1: {MM: {"tokens": ["keep"]}}}
    fs = {VB: {"where": "c7", "items": items(6), "quest": "escort-mouse", "quest_deck": [],
               "order": "codebreakers", "order_suit": "mouse", "traits": ["berserker"]}}
    got = {}
    for on in (False, True):
        m = pos(content, ["eyrie", MM, VB], cl, VB, coop=on, fstate=fs, dice=[0] * 8)
        evs = m.apply("step:quest") + m.apply("step:aid") + m.apply("step:battle")
        got[on] = [e.data["clearing"] for e in battles(evs)][:1]
    assert got == {False: [7], True: [3]}


def test_engine_refuses_a_battle_between_allies(content):
    # The one guard under every bot rule: Law 4.3 battles an enemy; allies are not enemies.
    from game.root.engine import RuleError
    from game.root.flow import RootBattle
    m = pos(content, ["eyrie", MM, EE], {1: {MM: {"warriors": 2}, EE: {"warriors": 2}}}, MM,
            fstate={MM: {"order": "anvil"}})
    ctx = Ctx(content, m.state)
    ctx.push(RootBattle(1, clearing=1, defender=2, stage="ambush"))
    with pytest.raises(RuleError, match="not an enemy"):
        ctx.run()


# --- the end of the game ------------------------------------------------------------------------------

def _end_pos(content, vp):
    return pos(content, ["marquise", "alliance", EE, VB], {1: {"marquise": {"tokens": ["keep"]}}}, "marquise",
               vp=vp, fstate={VB: {"where": "c5"}})


def test_an_automaton_at_30_ends_the_game_for_all_automata(content):
    m = _end_pos(content, {"marquise": 31, "alliance": 12, EE: 28, VB: 3})
    ctx = Ctx(content, m.state)
    assert not m.state.end_reason                          # one person past 30 does not end it
    add_vp(ctx, 2, 2)
    check_victory(ctx)
    s = m.state
    assert s.end_reason == "coop-automata" and s.winners == [2, 3]
    assert RULESET.outcome(content, s).winners == (2, 3)
    assert any(e.text == "The automata win: Electric Eyrie reached 30 VP first" for e in ctx.events)
    assert RULESET.check_invariants(content, s) == []


def test_people_win_together_when_the_last_reaches_30(content):
    m = _end_pos(content, {"marquise": 29, "alliance": 27, EE: 20, VB: 29})
    ctx = Ctx(content, m.state)
    add_vp(ctx, 0, 3)
    check_victory(ctx)
    s = m.state
    assert not s.end_reason and s.reached_30 == [0]        # the Marquise keeps playing (R-COOP-4)
    assert any("still to reach it: Woodland Alliance" in e.text for e in ctx.events)
    add_vp(ctx, 0, 5)                                      # VP past 30 change nothing
    check_victory(ctx)
    assert not s.end_reason and s.reached_30 == [0]
    add_vp(ctx, 1, 3)
    check_victory(ctx)
    assert s.end_reason == "coop-people" and s.winners == [0, 1]
    assert any(e.text.startswith("The people win together") for e in ctx.events)
    assert RULESET.check_invariants(content, s) == []


def test_people_win_in_play_when_the_last_one_crafts_to_30(content):
    # Through a real choice: the Alliance already sits at 30; crafting Anvil takes the Marquise
    # from 29 to 30 or more, and the people win at once.
    m = pos(content, ["marquise", "alliance", EE],
            {1: {"marquise": {"warriors": 1, "buildings": ["workshop"], "tokens": ["keep"]}}}, "marquise",
            vp={"marquise": 29, "alliance": 30}, hands={"marquise": ["anvil"]})
    assert m.state.reached_30 == [1] and not m.state.end_reason
    m.apply("craft:anvil")
    assert m.state.vp[0] >= 30 and m.outcome.reason == "coop-people" and m.outcome.winners == (0, 1)
    assert m.pending is None


def test_reaching_30_counts_even_if_vp_are_lost_later(content):
    m = _end_pos(content, {"marquise": 29, "alliance": 29})
    ctx = Ctx(content, m.state)
    add_vp(ctx, 0, 1)
    check_victory(ctx)
    add_vp(ctx, 0, -2)                                     # e.g. War Tax after reaching 30
    add_vp(ctx, 1, 1)
    check_victory(ctx)
    assert m.state.end_reason == "coop-people"


def test_same_step_goes_to_the_automata(content):
    # R-COOP-3: the people must reach 30 BEFORE any automaton.
    m = _end_pos(content, {"marquise": 30, "alliance": 29, VB: 29})
    m.state.reached_30 = [0]
    ctx = Ctx(content, m.state)
    add_vp(ctx, 1, 1)
    add_vp(ctx, 3, 1)
    check_victory(ctx)
    assert m.state.end_reason == "coop-automata" and m.state.winners == [2, 3]


def test_without_coop_a_person_at_30_wins_alone(content):
    m = pos(content, ["marquise", "alliance", EE, VB], {1: {"marquise": {"tokens": ["keep"]}}}, "marquise",
            coop=False, vp={"marquise": 29})
    ctx = Ctx(content, m.state)
    add_vp(ctx, 0, 1)
    check_victory(ctx)
    assert m.state.end_reason == "vp" and m.state.winners == [0]


# --- saves and playouts ----------------------------------------------------------------------------------

def _agents(setup, seed):
    from game.core.agents import RandomAgent
    return {i: AutomatonAgent() if s["controller"] == "automaton" else RandomAgent(seed * 7 + i)
            for i, s in enumerate(setup["seats"])}


def test_save_load_and_replay_keep_the_option(content):
    setup = coop_setup("marquise", EE, AA, VB)
    m = Match(RULESET, content, setup, 11)
    agents = _agents(m.setup, 11)
    for _ in range(150):
        if not m.pending:
            break
        m.apply(agents[m.pending.seat].choose(m, m.pending))
    copy.deepcopy(m.state)
    pickle.loads(pickle.dumps(m.state))
    again = Match.from_dict(RULESET, content, m.to_dict())
    assert again.state.cooperative and again.setup["cooperative"] == "on"
    assert RULESET.state_to_dict(again.state) == RULESET.state_to_dict(m.state)
    assert again.rebuild_history()
    assert m.view(0)["cooperative"] is True


MIXES = [["marquise", EE, AA, VB], ["eyrie", MM, AA, VB], ["marquise", "eyrie", AA], ["alliance", "vagabond", MM, EE],
         ["eyrie", "alliance", "vagabond", MM], ["marquise", VB]]


@pytest.fixture
def battle_pairs(monkeypatch):
    """Every (attacker, defender) of a battle that reaches its roll, across the test."""
    from game.root import flow
    pairs = []
    orig = flow.RootBattleH.step

    def step(self, ctx, b):
        if b.stage == "ambush":
            pairs.append((ctx.fac(b.attacker).automaton, ctx.fac(b.defender).automaton))
        return orig(self, ctx, b)
    monkeypatch.setattr(flow.RootBattleH, "step", step)
    return pairs


@pytest.mark.parametrize("factions", MIXES, ids=["-".join(f) for f in MIXES])
def test_coop_playouts(content, factions, battle_pairs):
    stats = RULESET.simulation(content, games=8, seed=5, factions=factions, agents="random", round_cap=25,
                               max_decisions=6000, check=make_checker(sample_every=40),
                               options={"cooperative": "on"})
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games
    assert {r.reason for r in stats.results} <= {"coop-automata", "coop-people", "round-cap"}
    bots = [i for i, f in enumerate(factions) if get_faction(f).automaton]
    for r in stats.results:
        if r.reason == "coop-automata":
            assert list(r.winners) == bots
    assert (True, True) not in battle_pairs                # no automaton ever battles another
    if len(bots) >= 1:
        assert any(a != d for a, d in battle_pairs)        # battles did happen


def test_bots_do_battle_each_other_outside_coop(battle_pairs, content):
    """The playout check above is not vacuous: the same seats without the option fight."""
    stats = RULESET.simulation(content, games=8, seed=5, factions=["marquise", EE, AA, VB], round_cap=25,
                               max_decisions=6000)
    assert stats.errors == 0
    assert (True, True) in battle_pairs


def test_simulate_command_takes_the_option(capsys):
    import json

    import main
    rc = main.main(["simulate", "--game", "root", "--games", "3", "--factions", "marquise,eyrie,alliance,vagabond",
                    "--agents", "random,automaton,automaton,automaton", "--option", "cooperative=on", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert rc == 0 and out["errors"] == 0
    assert set(out["end_reasons"]) <= {"coop-automata", "coop-people", "round-cap"}
    rc = main.main(["simulate", "--game", "root", "--games", "1", "--factions", "marquise,eyrie,alliance,vagabond",
                    "--agents", "automaton", "--option", "cooperative=on"])
    assert rc == 1 and "at least one person" in capsys.readouterr().err
