"""A behemoth in a single challenge (rb p.74-75: an effect makes it arrive; "unless the challenge
says otherwise") and a site effect that replaces a gain (rb p.73). Sample Hollow's ZC15 "The
Drinker Below" brings Silt-Drinker (ZB3) awake at setup and grants Excavate (rb p.82); rulings
SS-75, SS-134, SS-243. Expected values come from those texts, not from the engine's output."""
import pytest

from game.core.content import ContentError
from game.core.match import Match
from game.stonesaga import behemoth, effect_queue
from game.stonesaga import primitives as P
from game.stonesaga.campaign_sim import ObjectiveAgent
from game.stonesaga.content_campaign import load_campaign
from game.stonesaga.ruleset import RULESET, settle
from game.stonesaga.state import Action, Create

from .campaign_helpers import build


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _new_game(content, seed: int, characters: int = 1, region: str = "") -> Match:
    setup = RULESET.default_setup(content, 1)
    setup["challenge"] = "ZC15"
    setup["seats"][0].update(controller="random", characters=str(characters))
    if region:
        setup["region"] = region
    return Match(RULESET, content, setup, seed)


def _past_creation(m: Match, agent) -> None:
    while m.pending is not None and any(isinstance(f, Create) for f in m.state.stack):
        m.apply(agent.choose(m, m.pending))


@pytest.mark.parametrize("region", ["heights", "hollow"])
def test_the_drinker_below_starts_with_silt_drinker_awake(content, region):
    """rb p.74: the arrival places the lair active, behaviour 4; ruling SS-75: on a discovered
    terrain other than the start tile (the setup discovered one beside it); rb p.75 and ruling
    SS-243: `wake: true` wakes it there at once; rb p.82: Underground Ways grants Excavate."""
    m = _new_game(content, 3, region=region)
    _past_creation(m, ObjectiveAgent(3))
    s = m.state
    assert [b.bid for b in behemoth.herd(s)] == ["ZB3"]
    b = behemoth.get(s, "ZB3")
    assert b.lair_active and b.awake and b.behaviour == 4
    assert b.lair != s.start and s.cells[b.lair].discovered
    assert s.cells[b.lair].modules.get(b.lair_zone) == "ZLAIR3"
    assert b.pos == b.lair and b.instinct in ("ZB3-I1", "ZB3-I2")
    assert "ZK02" in s.knowledge_cards


def _scenario(content, **beh):
    sc = {"setup": {"challenge": "ZC01", "region": "hollow",
                    "cells": {"0,0": {"tile": "ZT01"}, "1,0": {"tile": "ZT09", "discovered": True}},
                    "chars": {"c1": {"pos": "0,0", "energy": 5}}}}
    if beh:
        sc["behemoths"] = beh
    return build(content, sc)


def test_an_arrival_without_wake_stays_dormant(content):
    """rb p.74-75: an arriving behemoth has an active lair and is awake or dormant; ruling SS-243:
    without `wake` it waits dormant for a challenge's start. The lair goes on the one discovered
    terrain other than the start tile (ruling SS-75)."""
    m = _scenario(content)
    s = m.state
    assert s.cells["1,0"].discovered and s.start == "0,0"
    effect_queue.push(s, "c1", [{"behemoth_arrives": {"behemoth": "ZB1"}}])
    settle(content, s, [])
    b = behemoth.get(s, "ZB1")
    assert b.lair == "1,0" and b.lair_active and not b.awake and b.pos == ""
    assert "ZLAIR1" in s.cells["1,0"].modules.values()


def test_an_arrival_of_a_behemoth_that_left_flips_its_lair(content):
    """rb p.74: « si son antre est déjà dans la vallée, retournez-le » : the same lair, active
    again, behaviour as recorded; `wake: true` wakes it on that lair."""
    m = _scenario(content, ZB2={"lair": "1,0", "awake": False, "behaviour": 7})
    s = m.state
    behemoth.get(s, "ZB2").lair_active = False
    effect_queue.push(s, "c1", [{"behemoth_arrives": {"behemoth": "ZB2", "wake": True}}])
    settle(content, s, [])
    b = behemoth.get(s, "ZB2")
    assert [x.bid for x in behemoth.herd(s)] == ["ZB2"]
    assert b.lair == "1,0" and b.lair_active and b.awake and b.pos == "1,0" and b.behaviour == 7


def test_a_replacing_site_effect_needs_the_gain_it_replaces(content):
    """rb p.73 « au lieu de gagner 2 eaux » ; ruling SS-134: if the action gave fewer than the
    effect replaces, nothing is taken back and nothing given (here it gave 1 water of 2)."""
    m = _scenario(content)
    s = m.state
    c = s.char("c1")
    c.bag = {"water": 1}
    f = Action(cid="c1", name="bsite", data={"name": "Muddied Springs", "replaces": {"water": 2},
                                            "before": {"water": 0}, "effects": [{"gain": {"clay": 1}}]})
    s.stack.append(f)
    settle(content, s, [])
    assert c.bag == {"water": 1} and f not in s.stack


def test_a_replacing_site_effect_takes_back_then_gives(content):
    """The same frame when the action gave 2 water on top of 1 held: 2 are taken back, the clay
    given; the water held before stays (1)."""
    m = _scenario(content)
    s = m.state
    c = s.char("c1")
    c.bag = {"water": 3}
    s.stack.append(Action(cid="c1", name="bsite", data={"name": "Muddied Springs", "replaces": {"water": 2},
                                                       "before": {"water": 1}, "effects": [{"gain": {"clay": 1}}]}))
    settle(content, s, [])
    assert c.bag == {"water": 1, "clay": 1}


def test_a_pack_refuses_a_bad_replaces_or_an_unknown_arriving_behemoth(tmp_path):
    """Bad input is refused at load with file:line and the field (content-packs.md)."""
    (tmp_path / "behemoths.yaml").write_text(
        "- id: ZX\n  name: X\n  provenance: sample\n  stats: {str: 1, dex: 1, con: 1, per: 1}\n"
        "  affinity: [river]\n  speciality: x\n  study: s\n"
        "  site_effect: {action: find_water, name: n, text: t, effects: [], replaces: {mud: 2}}\n"
        "  disruption: []\n  instincts: [{id: I, name: I, goal: {lair: true}, priority: most_water,\n"
        "    progress: {stat: per, bands: [{steps: 1}]}}]\n  secrets: []\n"
        "  starts: [{min: 1, max: 3, box: a}, {min: 4, max: 6, box: a}, {min: 7, max: 9, box: a}]\n"
        "  nodes: [{id: a}]\n  branches: []\n")
    with pytest.raises(ContentError) as e:
        load_campaign(tmp_path, {"resource": {"water", "clay"}}, lambda *a: None, lambda *a: None)
    assert "behemoths.yaml:" in str(e.value) and "replaces" in str(e.value) and "'mud'" in str(e.value)
    with pytest.raises(ContentError) as e:
        P.check_effects([{"behemoth_arrives": {"behemoth": "ZB9"}}], "codex.yaml:4", {"behemoth": {"ZB1": None}})
    assert "codex.yaml:4" in str(e.value) and "behemoth_arrives.behemoth" in str(e.value)


def test_the_scripted_agent_meets_the_behemoth_digs_and_can_win(content):
    """Ordinary play reaches both: within 12 seeded games of ZC15 the scripted agent (the
    campaign simulation's) has an encounter with Silt-Drinker (rb p.79), goes down an excavation
    (rb p.83-84) and wins at least once (the challenge is winnable)."""
    met = dug = won = 0
    for seed in range(1, 13):
        m = _new_game(content, seed, characters=1 + seed % 3)
        agent = ObjectiveAgent(seed)
        n = 0
        while m.pending is not None and n < 40_000:
            m.apply(agent.choose(m, m.pending))
            n += 1
            names = {getattr(f, "name", "") for f in m.state.stack}
            met += "encounter" in names
            dug += "excavate" in names
        won += m.state.result == "won"
        if met and dug and won:
            break
    assert met and dug and won, (met, dug, won)


def test_information_state_with_an_awake_behemoth_and_excavations(content):
    """The information-state check (game/core/information.py) on ZC15, where a behemoth is awake
    with a face-down Secret and characters dig: scrambling what nobody may see (deck orders, veiled
    tiles, mystery omens, the face-down Secret, the excavation deck) changes no view and no
    decision, in positions that had the Secret face down and an excavation under way."""
    from game.core.information import information_leaks
    from game.core.rng import Rng
    from game.stonesaga.agents import SensibleRandomAgent
    leaks, checked, secret, digging = [], 0, 0, 0
    for seed in (2, 5, 8):
        m = _new_game(content, seed, characters=2)
        agent, rng = SensibleRandomAgent(seed), Rng.seeded(f"scramble-zc15-{seed}")
        for k in range(1500):
            if m.pending is None:
                break
            if k % 7 == 0:
                s = m.state
                found, _ = information_leaks(RULESET, content, s, 0, rng)
                leaks += [f"seed {seed}, decision {k}: {x}" for x in found]
                checked += 1
                secret += any(b.secret_down for b in behemoth.herd(s))
                digging += bool(s.saga.get("excavations"))
            m.apply(agent.choose(m, m.pending))
    assert not leaks, "\n".join(leaks[:10])
    assert checked >= 100 and secret >= checked // 2 and digging >= 3, (checked, secret, digging)
