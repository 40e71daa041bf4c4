"""Infinite mode and the game modifications as options of a running game (rb p.98-104), the
behemoth site effects inside the site actions (rb p.73), loot's free Craft (rb p.88), study and
pet feeding as free steps (rb p.81, 91), and the campaign's in-match choices: kept goods
(rb p.95) and camps turned to ruins at a new epoch (rb p.32). Expected values come from the
rulebook's text and hand counts."""
import pytest

from game.core.decision import SetupError
from game.core.match import Match
from game.stonesaga import behemoth, campaign, challenge, chars, infinite
from game.stonesaga.advanced import pets
from game.stonesaga.campaign_sim import ObjectiveAgent
from game.stonesaga.ruleset import RULESET, settle
from game.stonesaga.state import Action, Camp

from .campaign_helpers import build


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _new(content, seed=5, characters=2, seats=1, **opts):
    sd = RULESET.default_setup(content, seats)
    for seat in sd["seats"]:
        seat["characters"] = str(characters)
    sd["challenge"] = "ZC01"
    sd.update(opts)
    sd = RULESET.check_setup(content, sd)
    m = Match(RULESET, content, sd, seed)
    while m.pending is not None and m.pending.kind != "stonesaga.day.turn":
        m.apply(m.pending.choices[0].id)
    return m


def _pass_all(m):
    """Every character passes; stop at the first decision that is not a Day turn."""
    while m.pending is not None and m.pending.kind == "stonesaga.day.turn" and "pass" in m.pending.ids():
        m.apply("pass")


# --- the options on the new-game screen -------------------------------------------------------------

def test_modes_are_labelled_ruleset_options(content):
    """rb p.98-104: infinite mode, Dawn/Dusk, simultaneous play, solo/extreme solo are options of
    the ruleset (the new-game screen lists them) with their page in the label; the harsher Night
    of rb p.101 is the three difficulty options SS-19/20/21; no option id is listed twice."""
    opts = RULESET.options(content)
    ids = [o.id for o in opts]
    assert len(ids) == len(set(ids))
    by = {o.id: o for o in opts}
    for oid, page in (("ss_mode", "p.102"), ("ss_conflict_rule", "p.98"), ("ss_simultaneous", "p.100"),
                      ("ss_solo", "p.100"), ("ss_demand_roll", "p.101"), ("ss_rested", "p.101"),
                      ("ss_heal", "p.101")):
        assert oid in by and by[oid].label
    for oid, page in (("ss_mode", "p.102"), ("ss_conflict_rule", "p.98"), ("ss_simultaneous", "p.100"),
                      ("ss_solo", "p.100")):
        assert page in by[oid].label
    assert {v for v, _ in by["ss_mode"].values} == {"campaign", "infinite"}
    assert {v for v, _ in by["ss_conflict_rule"].values} == {"dawn", "dusk"}
    assert {v for v, _ in by["ss_solo"].values} == {"multi", "extreme"}


# --- infinite mode (rb p.102-104) ---------------------------------------------------------------------

def test_infinite_game_starts_with_the_event_deck(content):
    """rb p.103 steps 6 and 8: a new game in infinite mode has the event deck (the `last` one at
    the bottom), the current event's front resolved, and the objectives all persisting."""
    m = _new(content, ss_mode="infinite")
    s = m.state
    inf = infinite.state(s)
    assert len(inf["deck"]) == 10 and inf["deck"][-1] == "ZE10"
    assert s.objectives == [] and set(content.challenges["ZC01"].immediate) <= set(s.permanent)


def test_infinite_demand_ends_events_not_the_game(content):
    """rb p.104: at the end of a Day with Demand ≥ the event's threshold the event ends (Demand
    → 0, the next event is current); the challenge's Demand ladder does not apply, so a Demand
    past ZC01's last step (9, "Winter Returns") does not end the game."""
    m = _new(content, ss_mode="infinite")
    s = m.state
    first = infinite.current(content, s)
    s.tracks["demand"] = first.threshold
    _pass_all(m)
    inf = infinite.state(s)
    assert inf["events"] == 1 and inf["discard"] == [first.id]
    s.tracks["demand"] = 9
    for _ in range(200):
        if m.pending is None or (m.pending.kind == "stonesaga.day.turn" and s.day >= 3):
            break
        d = m.pending
        m.apply("pass" if "pass" in d.ids() else d.choices[0].id)
    assert s.day >= 3 and s.phase != "over" and m.outcome is None


def test_fifty_infinite_events_in_seeded_games(content):
    """rb p.104: 50 events drawn and resolved in whole seeded infinite-mode games (the
    scripted agent answers every decision; Demand rises by the Night as usual); the state's
    invariants hold at the end of every Day."""
    total = 0
    seed = 0
    while total < 50 and seed < 40:
        seed += 1
        m = _new(content, seed=seed, characters=1 + seed % 2, ss_mode="infinite")
        agent = ObjectiveAgent(seed)
        days = 0
        for _ in range(60_000):
            d = m.pending
            if d is None or infinite.state(m.state)["events"] >= 15:
                break
            day = m.state.day
            m.apply(agent.choose(m, d))
            if m.state.day != day:
                days += 1
                assert not RULESET.check_invariants(content, m.state)
        total += infinite.state(m.state)["events"]
    assert total >= 50, f"only {total} events in {seed} games"


# --- Dawn and Dusk (rb p.98, 101) ------------------------------------------------------------------

def _encounter(content, rule):
    sc = {"setup": {"challenge": "ZC01", "region": "hollow", "characters": 2,
                    "options": {"ss_conflict_rule": rule},
                    "chars": {"c1": {"pos": "0,0", "bag": {}, "energy": 3},
                              "c2": {"pos": "0,0", "bag": {}, "energy": 3}}},
          "behemoths": {"ZB1": {"pos": "0,0", "lair": "0,0", "instinct": "ZB1-I1", "behaviour": 2}}}
    m = build(content, sc)
    s = m.state
    s.char("c1").stats = {"str": 4, "dex": 4, "con": 4, "per": 4}
    s.char("c2").stats = {"str": 3, "dex": 3, "con": 3, "per": 4}        # total 13 < 16: the weaker
    s.stack.append(Action(cid="c1", name="encounter", stage="pick", data={"b": "ZB1"}))
    settle(content, s, [])
    m._pending_ok = False
    return m


def test_dawn_the_group_chooses_whom_the_behemoth_meets(content):
    """rb p.78 and p.98: two characters tie on its priority (most food: both 0); at Dawn the
    group chooses among them."""
    m = _encounter(content, "dawn")
    assert m.pending.kind == "stonesaga.encounter.who" and set(m.pending.ids()) == {"char:c1", "char:c2"}


def test_dusk_the_weakest_is_met(content):
    """rb p.101 « règle du crépuscule » (ruling SS-131): the least favourable choice is taken:
    the tied character with the lowest stat total (c2, 13 against 16) meets it, no choice."""
    m = _encounter(content, "dusk")
    f = next(x for x in m.state.stack if isinstance(x, Action) and x.name == "encounter")
    assert f.cid == "c2" and m.pending.kind != "stonesaga.encounter.who"


def test_dusk_goal_and_flight_go_nearest_the_group(content):
    """rb p.77-78 with rb p.101 (SS-131): among several terrains the group would choose from, at
    Dusk only those nearest a character or an active camp stay; at Dawn all stay."""
    sc = {"setup": {"challenge": "ZC01", "region": "hollow", "chars": {"c1": {"pos": "0,0"}},
                    "cells": {"1,0": {"tile": "ZT02"}, "2,0": {"tile": "ZT08"}, "-1,0": {"tile": "ZT14"}}}}
    s = build(content, sc).state
    cells = ["2,0", "1,0", "-1,0"]                  # 2, 1 and 1 steps from c1 at 0,0
    assert behemoth.against_group(content, s, cells) == cells
    s.options["ss_conflict_rule"] = "dusk"
    assert behemoth.against_group(content, s, cells) == ["1,0", "-1,0"]
    s.char("c1").pos = "2,0"
    assert behemoth.against_group(content, s, cells) == ["2,0"]


# --- simultaneous play (rb p.100) ----------------------------------------------------------------------

@pytest.mark.parametrize("simultaneous,after", [("no", "c2"), ("yes", "c1")])
def test_simultaneous_play_keeps_the_turn(content, simultaneous, after):
    """rb p.24: in turn the next character acts after an action; rb p.100 (SS-132): played
    simultaneously, a character plays on until it passes or hands over; the Night still waits
    for everyone (c2 has not passed)."""
    m = _new(content, ss_simultaneous=simultaneous)
    assert m.state.active == "c1"
    m.apply("action:shelter")
    while m.pending.kind != "stonesaga.day.turn":
        m.apply(m.pending.choices[0].id)
    assert m.state.active == after
    if simultaneous == "yes":
        m.apply("pass")
        assert m.state.active == "c2" and m.state.phase == "day"


# --- extreme solo (rb p.100) --------------------------------------------------------------------------

def test_extreme_solo_is_one_character_and_a_pet(content):
    """rb p.100: extreme solo is one character and a pet (ruling SS-133: the pack's first pet when
    none is carried in); two characters are refused with a clear message."""
    m = _new(content, characters=1, ss_solo="extreme")
    p = pets.pets(m.state)
    assert list(p) == ["ZPET1"] and p["ZPET1"].bonded == "c1" and p["ZPET1"].pos == m.state.char("c1").pos
    with pytest.raises(SetupError, match="rb p.100"):
        sd = RULESET.default_setup(content, 1)
        sd["seats"][0]["characters"] = "2"
        sd["ss_solo"] = "extreme"
        RULESET.check_setup(content, sd)


def test_extreme_solo_death(content):
    """rb p.100 steps 1-4: the character dies at Night step 1; the top Night card goes to the
    discard unresolved, Demand +2 (and not the +1 of step 8: the Night stops), a new character
    starts a new Day, with the pet."""
    m = _new(content, characters=1, ss_solo="extreme")
    s = m.state
    c = s.char("c1")
    c.weak = [["wound", "minor"]] * chars.boxes(s)
    top = s.decks["night"][0]
    demand, day = s.tracks["demand"], s.day
    m._pending_ok = False
    _pass_all(m)
    while m.pending.kind != "stonesaga.day.turn":
        m.apply(m.pending.choices[0].id)
    assert c.dead and s.tracks["demand"] == demand + 2
    assert s.discards["night"][-1] == top and top not in s.decks["night"]
    assert s.day == day + 1 and s.active == "c2"
    assert pets.pets(s)["ZPET1"].bonded == "c2"


# --- behemoth site effects (rb p.73) ---------------------------------------------------------------------

def _site_run(content, trace: bool, bid: str, action: str):
    m = _new(content, seed=9, characters=1)
    s = m.state
    if trace:
        b = behemoth.Behemoth(bid=bid, name=bid, lair="5,5", traces=[s.char("c1").pos])
        behemoth.herd(s).append(b)
    m._pending_ok = False
    m.apply(action)
    while m.pending.kind != "stonesaga.day.turn" or m.state.acting:
        m.apply(m.pending.choices[0].id)
    return dict(s.char("c1").bag)


@pytest.mark.parametrize("bid,action,extra", [
    ("ZB2", "action:extract:cave", "bone"),         # Talon-Crown: extraction also turns up 1 bone
    ("ZB1", "action:forage:meadow", "fiber"),       # Moss-Back: foraging yields 1 fiber more
])
def test_site_effect_of_a_trace_applies_to_the_site_action(content, bid, action, extra):
    """rb p.73: the same site action on a terrain with a trace of the behemoth gives exactly its
    site effect more (one bone / one fiber, sample behemoths.yaml) and nothing else changes."""
    plain, traced = _site_run(content, False, bid, action), _site_run(content, True, bid, action)
    assert traced.get(extra, 0) == plain.get(extra, 0) + 1
    assert {k: v for k, v in traced.items() if k != extra} == {k: v for k, v in plain.items() if k != extra}


def test_site_effect_only_for_its_action(content):
    """rb p.73: Talon-Crown's site effect is an extraction's; finding water there gives no bone."""
    m = _new(content, seed=9, characters=1)
    s = m.state
    behemoth.herd(s).append(behemoth.Behemoth(bid="ZB2", name="Talon-Crown", lair="5,5",
                                              traces=[s.char("c1").pos]))
    m._pending_ok = False
    m.apply("action:find_water:river")
    while m.pending.kind != "stonesaga.day.turn" or s.acting:
        m.apply(m.pending.choices[0].id)
    assert s.char("c1").bag.get("bone", 0) == 0


# --- study and feeding are free steps --------------------------------------------------------------------

def test_study_takes_no_turn(content):
    """rb p.81: study costs Knowledge 3 only (ruling SS-79 revised): the character keeps its turn
    and its energy, and learns the Secret."""
    m = _new(content, characters=2)
    s = m.state
    here = s.char("c1").pos
    behemoth.herd(s).append(behemoth.Behemoth(bid="ZB1", name="Moss-Back", lair="5,5", traces=[here],
                                              secret_down="ZB1-S2"))
    s.tracks["knowledge"] = 4
    energy = s.char("c1").energy
    m._pending_ok = False
    m.apply("action:study:ZB1")
    while m.pending.kind != "stonesaga.day.turn":
        m.apply(m.pending.choices[0].id)
    assert s.tracks["knowledge"] == 1 and "ZB1-S2" in behemoth.get(s, "ZB1").secrets_known
    assert s.active == "c1" and s.char("c1").energy == energy


def test_feeding_a_pet_is_free_and_chosen(content):
    """rb p.91: before or after an action a character feeds a pet on its terrain a food of its
    diet (the food and the enhanced stat chosen); no turn is used."""
    m = _new(content, characters=2)
    s = m.state
    c = s.char("c1")
    pets.gain_pet(content, s, "ZPET1", c)
    c.bag.update({"grain": 1, "nut": 1})
    m._pending_ok = False
    m.apply("action:feed_pet:ZPET1")
    assert m.pending.kind == "stonesaga.pet.food" and set(m.pending.ids()) == {"res:grain", "res:nut"}
    m.apply("res:nut")
    assert m.pending.kind == "stonesaga.pet.stat" and set(m.pending.ids()) == {"stat:con", "stat:str"}
    m.apply("stat:con")
    assert pets.pets(s)["ZPET1"].enh["con"] == 1 and "nut" not in {k for k, v in c.bag.items() if v}
    assert s.active == "c1" and m.pending.kind == "stonesaga.day.turn"


# --- loot's free Craft (rb p.88) ----------------------------------------------------------------------------

def _loot(content, seed):
    m = _new(content, seed=seed, characters=1)
    s = m.state
    c = s.char("c1")
    s.cells[c.pos].modules["C"] = "ZRUIN1"
    s.knowledge_cards.append("ZK03")
    c.bag = {}
    m._pending_ok = False
    m.apply("action:loot")
    return m


def test_loot_offers_take_two_or_craft(content):
    """rb p.88 step 4: with the four poured tokens, gain two as they lie, or craft with two of
    them for no energy; crafting makes the Craft's layout choice with those two."""
    for seed in range(1, 30):
        m = _loot(content, seed)
        if m.pending.kind == "stonesaga.loot.mode":
            break
    else:
        pytest.fail("no seed poured a craftable pair")
    s = m.state
    c = s.char("c1")
    energy = c.energy
    assert set(m.pending.ids()) == {"opt:take", "opt:craft"}
    m.apply("opt:craft")
    assert m.pending.kind == "stonesaga.loot.pair"
    m.apply(m.pending.choices[0].id)
    assert m.pending.kind == "stonesaga.craft.orient"
    m.apply(m.pending.choices[0].id)
    while m.pending.kind != "stonesaga.day.turn" or s.acting:
        m.apply(m.pending.choices[0].id)
    assert c.energy == energy                                # no energy for this Craft
    assert sum(v for k, v in c.bag.items() if chars.is_material(content, k)) == 0   # used or left in the ruin


def test_loot_take_two(content):
    """rb p.88 step 4: gaining two puts exactly two of the four tokens in the inventory."""
    m = _loot(content, 3)
    if m.pending.kind == "stonesaga.loot.mode":
        m.apply("opt:take")
    m.apply(m.pending.choices[0].id)
    m.apply(m.pending.choices[0].id)
    assert sum(m.state.char("c1").bag.values()) == 2


# --- the campaign's choices in the match --------------------------------------------------------------

def _campaign_match(content, epoch=1, game=0, camps=()):
    rec = campaign.new_campaign([{"controller": "human", "characters": "1"}], 3)
    rec.epoch, rec.game = epoch, game
    cid = campaign.choices(content, rec)[0]
    campaign.choose(content, rec, cid)
    rec.camps = [dict(x) for x in camps]
    return rec, Match(RULESET, content, campaign.setup_for(content, rec), 77)


def test_kept_goods_are_chosen(content):
    """rb p.95: at a challenge's end each character keeps up to five items and five materials of
    its choice. c1 holds 7 items and 8 materials: it picks 2 items and 3 materials and keeps
    exactly those; the outcome waits for the choice."""
    rec, m = _campaign_match(content)
    s = m.state
    while m.pending.kind != "stonesaga.day.turn":
        m.apply(m.pending.choices[0].id)
    c = s.char("c1")
    items = sorted(content.items)[:7]
    c.items = {"hand": [], "body": [], "satchel": []}
    c.stowed = [f"{i}#{n}" for n, i in enumerate(items)]
    c.bag = {"wood": 4, "fiber": 3, "bone": 1, "water": 2}
    challenge.end(content, s, "won", [])
    m._pending_ok = False
    assert m.outcome is None and m.pending.kind == "stonesaga.keep.items"
    assert len(m.pending.ids()) == 8 and "done" in m.pending.ids()
    m.apply(f"item:{c.stowed[6]}")
    m.apply(f"item:{c.stowed[2]}")
    m.apply("done")
    assert m.pending.kind == "stonesaga.keep.materials"
    assert set(m.pending.ids()) == {"mat:bone", "mat:fiber", "mat:wood", "done"}     # no water
    for x in ("mat:bone", "mat:wood", "mat:wood", "done"):
        m.apply(x)
    assert m.pending is None and m.outcome.reason == "won" and m.outcome.winners == (0,)
    campaign.close(content, rec, s, m.history)
    ch = rec.characters[0]
    assert ch["items"] == [items[6], items[2]] and ch["materials"] == {"bone": 1, "wood": 2}


def test_nothing_to_choose_keeps_all(content):
    """rb p.95: within the limits everything (but food and water) is kept, with no decision."""
    rec, m = _campaign_match(content)
    s = m.state
    while m.pending.kind != "stonesaga.day.turn":
        m.apply(m.pending.choices[0].id)
    s.char("c1").bag = {"wood": 2, "fish": 3}
    challenge.end(content, s, "lost", [])
    m._pending_ok = False
    assert m.pending is None
    campaign.close(content, rec, s, m.history)
    assert rec.characters[0]["materials"] == {"wood": 2}


def test_camps_over_the_cap_are_chosen_at_a_new_epoch(content):
    """rb p.32: at the start of a new epoch, active camps over the Population's cap become ruins,
    chosen by the players (Population 8 allows 2: one of three is chosen)."""
    camps = [{"name": n, "cell": "0,0", "zone": z, "status": "active", "improvements": []}
             for n, z in (("Ash", "A"), ("Birch", "B"), ("Cairn", "C"))]
    rec, m = _campaign_match(content, epoch=2, game=0, camps=camps)
    s = m.state
    assert m.pending.kind == "stonesaga.campaign.ruin"
    assert m.pending.ids() == ["camp:0", "camp:1", "camp:2"]
    m.apply("camp:1")
    assert [x.status for x in s.camps] == ["active", "ruin", "active"]
    assert m.pending.kind != "stonesaga.campaign.ruin"


def test_camps_within_the_cap_ask_nothing(content):
    """rb p.32: two active camps at Population 8 (cap 2): no camp becomes a ruin."""
    camps = [{"name": n, "cell": "0,0", "zone": z, "status": "active", "improvements": []}
             for n, z in (("Ash", "A"), ("Birch", "B"))]
    rec, m = _campaign_match(content, epoch=2, game=0, camps=camps)
    assert m.pending.kind != "stonesaga.campaign.ruin"
    assert all(isinstance(x, Camp) and x.status == "active" for x in m.state.camps)


def test_pet_follows_its_character(content):
    """rb p.90: when the bonded character moves, a pet on the terrain it left goes with it."""
    m = _new(content, characters=1, ss_solo="extreme")
    s = m.state
    start = s.char("c1").pos
    m.apply("action:move")
    while m.pending.kind != "stonesaga.day.turn" or s.acting:
        m.apply(m.pending.choices[0].id)
    c = s.char("c1")
    assert c.pos != start and pets.pets(s)["ZPET1"].pos == c.pos


def test_a_campaign_plays_challenges_not_events(content):
    """rb p.92, 102: a campaign is a run of challenges; infinite mode is a game of its own, so a
    campaign record never carries `ss_mode` into its matches (the other options it keeps)."""
    rec = campaign.new_campaign([{"controller": "human", "characters": "1"}], 2,
                                {"ss_mode": "infinite", "ss_conflict_rule": "dusk"})
    assert rec.options == {"ss_conflict_rule": "dusk"}
    campaign.choose(content, rec, campaign.choices(content, rec)[0])
    setup = campaign.setup_for(content, rec)
    assert "ss_mode" not in setup and setup["ss_conflict_rule"] == "dusk"


@pytest.mark.parametrize("options", [{"ss_solo": "extreme"},
                                     {"ss_conflict_rule": "dusk", "ss_simultaneous": "yes"}])
def test_whole_campaigns_under_the_modifications(content, tmp_path, options):
    """rb p.98-101: whole seeded campaigns (saved, reloaded, replayed, invariants checked) under
    extreme solo, and under Dusk with simultaneous play, end with no error."""
    from game.stonesaga import campaign_sim
    stats = campaign_sim.run(RULESET, content, games=2, seed=3, workdir=str(tmp_path), options=options,
                             agents="objective")
    assert stats.errors == 0, stats.error_samples
    assert stats.extra["challenges"] >= 8


def _finished_campaign(content):
    rec = campaign.new_campaign([{"controller": "human", "characters": "2"}], 21)
    campaign.choose(content, rec, campaign.choices(content, rec)[0])
    m = Match(RULESET, content, campaign.setup_for(content, rec), 5)
    agent = ObjectiveAgent(5)
    while m.pending is not None:
        m.apply(agent.choose(m, m.pending))
    campaign.close(content, rec, m.state, m.history)
    rec.community.setdefault("knowledge_cards", []).append("ZK04")
    campaign.end_campaign(content, rec, endures=True)
    return rec


@pytest.mark.parametrize("keep", [True, False])
def test_infinite_mode_after_a_campaign(content, keep):
    """rb p.97 and p.103 « Vallée existante »: after the campaign, infinite mode in the same valley
    with the same decks; an enduring community keeps its knowledge and Legends, a new one does
    not; the characters are new (every card became a Legend at the campaign's end)."""
    rec = _finished_campaign(content)
    with pytest.raises(campaign.CampaignError):
        campaign.infinite_after(content, campaign.new_campaign([{"characters": "1"}], 1))
    setup = campaign.infinite_after(content, rec, keep_community=keep)
    m = Match(RULESET, content, setup, 8)
    s = m.state
    assert m.pending.kind.startswith("stonesaga.create")
    while m.pending.kind != "stonesaga.day.turn":
        m.apply(m.pending.choices[0].id)
    assert s.opt("ss_mode") == "infinite" and len(infinite.state(s)["deck"]) == 10
    assert set(s.cells) == set(rec.valley["cells"])
    assert all(s.cells[k].discovered == x["discovered"] for k, x in rec.valley["cells"].items())
    assert ("ZK04" in s.knowledge_cards) == keep
    assert rec.legends and (len(s.legends) == len(rec.legends)) == keep and (s.legends == []) != keep
    vanished = campaign.new_campaign([{"characters": "1"}], 1)
    vanished.over, vanished.endures = True, False
    with pytest.raises(campaign.CampaignError, match="vanished"):
        campaign.infinite_after(content, vanished, keep_community=True)


def test_a_pet_lends_its_stat_to_a_test(content):
    """rb p.90: on its terrain, the bonded character may test with the pet's stat (declared
    before the roll), with the pet's enhancement, which degrades; the character's own
    enhancement is neither added nor degraded. The pet has no DEX: nothing is offered for it."""
    import re
    from game.stonesaga.state import Test
    m = _new(content, characters=1, ss_solo="extreme")
    s = m.state
    c = s.char("c1")
    c.enh["str"] = 1
    pets.pets(s)["ZPET1"].enh["str"] = 1
    s.stack.append(Test(cid="c1", stats=["dex"], bands=[{"min": 0, "effects": []}]))
    settle(content, s, [])
    m._pending_ok = False
    assert m.pending.kind != "stonesaga.test.stat"             # DEX only: no pet stat, no choice
    s.stack.clear()
    s.stack.append(Test(cid="c1", stats=["str"], bands=[{"min": 0, "effects": []}]))
    settle(content, s, [])
    m._pending_ok = False
    assert m.pending.ids() == ["stat:str", "pet:ZPET1:str"]
    m.apply("pet:ZPET1:str")
    while m.pending.kind in ("stonesaga.test.reroll", "stonesaga.test.modifier"):
        m.apply("keep" if "keep" in m.pending.ids() else "no")
    text = "\n".join(e.text for e in m.history)
    rolled = [int(x) for x in re.findall(r"tests STR: rolls \[([\d, ]+)\]", text)[-1].split(", ")]
    total = int(re.findall(r"STR total (\d+)", text)[-1])
    assert total == sum(rolled) + 5 + 1                          # the pet's STR 5 + its minor enhancement
    assert pets.pets(s)["ZPET1"].enh["str"] == 0 and c.enh["str"] == 1
