"""The campaign (rb p.92-97): the choice of the next challenge, intervals and ageing, deaths
between challenges, what is kept and what resets, epochs and their transitions, the end of a
campaign and the next, and the campaign file. Expected values come from the rulebook's text."""
import json

import pytest

from game.core.rng import Rng
from game.stonesaga import campaign, scenario
from game.stonesaga.campaign import CampaignError
from game.stonesaga.ruleset import RULESET

from .campaign_helpers import build


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def rec_at(content, epoch=1, game=0, pending=(), played=()):
    r = campaign.new_campaign([{"controller": "human", "characters": "2"}], 7)
    r.epoch, r.game, r.pending, r.played = epoch, game, list(pending), list(played)
    return r


def scripted(dice):
    return scenario.ScriptedRng(state=Rng.seeded(1).state, script=list(dice))


def char(name, age="young", seat=0, uid="u1", items=(), mats=None):
    return {"uid": uid, "seat": seat, "name": name, "stats": {"str": 4, "dex": 3, "con": 5, "per": 2}, "trait": "t",
            "regalia": "r", "power": "", "age": age, "items": list(items), "materials": dict(mats or {})}


# --- the choice of the next challenge (rb p.9 step 5, p.93; digest audit correction 1) ----------

def test_first_game_is_a_new_campaign_challenge(content):
    """rb p.92: a campaign starts with a « Nouvelle campagne » challenge."""
    assert campaign.choices(content, rec_at(content)) == ["ZC01", "ZC02"]


def test_new_epoch_first_game(content):
    """rb p.92: the first game of a later epoch is one of its « Nouvelle époque » challenges."""
    assert campaign.choices(content, rec_at(content, epoch=2)) == ["ZC10"]


def test_games_two_and_three_crisis_first(content):
    """rb p.93: choosing among pending challenges, a Crisis must be taken if there is one."""
    r = rec_at(content, game=1, pending=["ZC05", "ZC03", "ZC04"])
    assert campaign.choices(content, r) == ["ZC03", "ZC04"]
    r = rec_at(content, game=2, pending=["ZC05", "ZC08"])
    assert campaign.choices(content, r) == ["ZC05", "ZC08"]          # no Crisis: any pending, no End


def test_games_four_and_five_end_or_crisis_first(content):
    """rb p.93 and audit correction 1: the End challenge, or a pending one with Crisis first."""
    r = rec_at(content, game=3, pending=["ZC05", "ZC04"])
    assert campaign.choices(content, r) == ["ZC11", "ZC04"]
    r = rec_at(content, game=4, pending=["ZC05"])
    assert campaign.choices(content, r) == ["ZC11", "ZC05"]


def test_sixth_game_must_be_the_end_even_over_crises(content):
    """rb p.93: at the sixth game the End challenge must be chosen even with Crises pending."""
    r = rec_at(content, game=5, pending=["ZC03", "ZC05"])
    assert campaign.choices(content, r) == ["ZC11"]


def test_choosing_a_crisis_resolves_the_other_crises(content):
    """rb p.93: the unchosen Crisis cards' effects resolve (ZC04 ignored: Population −1)."""
    r = rec_at(content, game=1, pending=["ZC03", "ZC04", "ZC05"])
    campaign.choose(content, r, "ZC03")
    assert r.tracks["population"] == 7
    assert r.pending == ["ZC05"] and r.current == "ZC03"


def test_choosing_the_end_resolves_crises_and_perils(content):
    """rb p.93: after an End challenge is chosen the unchosen Crises and Perils resolve
    (ZC03 ignored: Discontent +2; ZC08 ignored: Discontent +1 and Talon-Crown comes)."""
    r = rec_at(content, game=5, pending=["ZC03", "ZC08", "ZC05"])
    campaign.choose(content, r, "ZC11")
    assert r.tracks["discontent"] == 3
    assert r.arrivals == ["ZB2"]
    assert r.pending == ["ZC05"]


def test_an_illegal_choice_is_refused_and_changes_nothing(content):
    """rb p.93: an Evolution cannot be chosen over a pending Crisis."""
    r = rec_at(content, game=1, pending=["ZC03", "ZC05"])
    before = json.dumps(campaign.serial.dump(r))
    with pytest.raises(CampaignError):
        campaign.choose(content, r, "ZC05")
    assert json.dumps(campaign.serial.dump(r)) == before


# --- intervals (rb p.94) and deaths between challenges (rb p.70-71) --------------------------------

def test_season_changes_nobody(content):
    """rb p.94: a Season interval has no effect on existing characters."""
    r = rec_at(content)
    r.characters = [char("A"), char("B", "old", uid="u2")]
    assert campaign.apply_interval(content, r, "season") == []
    assert [c["age"] for c in r.characters] == ["young", "old"]


def test_generation_ages_and_the_old_die(content):
    """rb p.94: young → old; old → dies and becomes a Legend (mourning +2 for old age, rb p.70:
    die 3 + 2 = 5 → +1 to the Legend's lowest stat, PER 2 → 3); the dead's kept goods pass to
    the seat's new character (rb p.71)."""
    r = rec_at(content)
    r.rng = scripted([3])
    r.characters = [char("A"), char("B", "old", uid="u2", items=["ZI01"], mats={"wood": 2})]
    campaign.apply_interval(content, r, "generation")
    assert [(c["name"], c["age"]) for c in r.characters] == [("A", "old")]
    assert [lg["name"] for lg in r.legends] == ["B"] and r.legends[0]["stats"]["per"] == 3
    assert r.legend_uids == ["u2"]
    assert r.inherit["0"] == {"items": ["ZI01"], "materials": {"wood": 2}}


def test_old_age_mourning_one_becomes_three(content):
    """rb p.70: a 1 with the +2 of old age reads 3: Discontent +1 (not Population −1)."""
    r = rec_at(content)
    r.rng = scripted([1])
    r.characters = [char("B", "old")]
    campaign.apply_interval(content, r, "generation")
    assert r.tracks == {"population": 8, "discontent": 1}


def test_epoch_kills_everyone(content):
    """rb p.94: an Epoch interval: every existing character dies and becomes a Legend."""
    r = rec_at(content)
    r.rng = scripted([4, 4])
    r.characters = [char("A"), char("B", "old", uid="u2")]
    campaign.apply_interval(content, r, "epoch")
    assert r.characters == [] and [lg["name"] for lg in r.legends] == ["A", "B"]


def test_bequest_is_capped_at_five_and_five(content):
    """rb p.71: between challenges 5 items and 5 resources may pass to the new character."""
    r = rec_at(content)
    r.rng = scripted([2, 2])
    r.characters = [char("A", "old", items=["a", "b", "c"], mats={"wood": 4}),
                    char("B", "old", uid="u2", items=["d", "e", "f"], mats={"bone": 3})]
    campaign.apply_interval(content, r, "generation")
    heir = r.inherit["0"]
    assert heir["items"] == ["a", "b", "c", "d", "e"] and sum(heir["materials"].values()) == 5


# --- the end of a challenge (rb p.95-96) -------------------------------------------------------------

def _finished(content):
    sc = {"setup": {"challenge": "ZC01", "region": "hollow", "characters": 2,
                    "chars": {"c1": {"pos": "start", "energy": 2, "bag": {"wood": 4, "bone": 3, "fish": 2, "water": 1},
                                     "weak": [["wound", "minor"]], "enh": {"str": 1}},
                              "c2": {"pos": "start", "bag": {"fiber": 1}}},
                    "cells": {"0,0": {"tile": "ZT01", "fire": 2, "depletion": 1, "shelter": 1}},
                    "tracks": {"demand": 9, "knowledge": 4, "population": 7, "discontent": 3}}}
    m = build(content, sc)
    m.state.result = "won"
    m.state.phase = "over"
    return m.state


def test_close_keeps_and_resets(content):
    """rb p.95-96: each character keeps ≤5 materials (food and water lost; here wood 4 + bone 1
    of 4+3), weaknesses, enhancements and energy are discarded (not carried), location tokens
    leave the map, Demand and Knowledge reset while Population and Discontent persist."""
    s = _finished(content)
    r = rec_at(content)
    r.current = "ZC01"
    campaign.close(content, r, s)
    c1 = r.characters[0]
    assert c1["materials"] == {"wood": 4, "bone": 1}
    assert set(c1) == {"uid", "seat", "name", "stats", "trait", "regalia", "power", "age", "items", "materials"}
    assert r.tracks == {"population": 7, "discontent": 3}
    cell = r.valley["cells"]["0,0"]
    assert set(cell) == {"tile", "holder", "discovered", "modules"}
    assert r.history[-1].challenge == "ZC01" and r.history[-1].result == "won"
    assert r.played == ["ZC01"] and r.game == 1
    assert r.pending == ["ZC03", "ZC05"] and r.arrivals == ["ZB1"]   # ZC01 won (sample links)


def test_taboo_kept_lowers_discontent(content):
    """rb p.87: at the end of a challenge, with a taboo and none broken, Discontent −1."""
    s = _finished(content)
    s.saga = {"taboos": ["ZTB1"], "taboo_broken": False}
    r = rec_at(content)
    r.current = "ZC01"
    campaign.close(content, r, s)
    assert r.tracks["discontent"] == 2
    s = _finished(content)
    s.saga = {"taboos": ["ZTB1"], "taboo_broken": True}
    r = rec_at(content)
    r.current = "ZC01"
    campaign.close(content, r, s)
    assert r.tracks["discontent"] == 3


def test_end_of_epoch_transition_and_camps_over_cap(content):
    """rb p.93: after the End of epoch challenge the transition resolves and the next epoch
    begins at its game 1; rb p.32: at its start, active camps over the cap become ruins
    (Population 8 → 2 camps)."""
    s = _finished(content)
    s.challenge = "ZC11"
    r = rec_at(content, game=4)
    r.current = "ZC11"
    campaign.close(content, r, s)
    assert r.epoch == 2 and r.game == 0
    assert r.tracks["population"] == 8                                 # 7 + 1 from the transition
    assert "ZK02" in r.community["knowledge_cards"]
    r.camps = [{"name": n, "cell": "0,0", "zone": "A", "status": "active", "improvements": []} for n in "XYZ"]
    campaign.ruin_over_cap(r)
    assert [x["status"] for x in r.camps] == ["active", "active", "ruin"]


def test_end_of_campaign(content):
    """rb p.97: at the end of the campaign every character card ticks Legend; the community
    endures or vanishes; a vanished community cannot go on."""
    s = _finished(content)
    s.challenge = "ZC12"
    s.result = "lost"
    r = rec_at(content, epoch=3, game=5)
    r.current = "ZC12"
    campaign.close(content, r, s)
    assert r.over and not r.endures and r.characters == []
    assert len(r.legends) == 2
    with pytest.raises(CampaignError):
        campaign.next_campaign(content, r, enduring=True)
    new = campaign.next_campaign(content, r, enduring=False)
    assert new.legends == [] and len(new.forgotten) == 2
    assert all(x["status"] == "ruin" for x in new.camps)
    assert [k for k, x in new.valley["cells"].items() if x["discovered"]] == [new.valley["start"]]
    assert new.pending == ["ZC02"]


def test_enduring_community_keeps_legends_powers_knowledge(content):
    """rb p.97: an enduring community keeps its Legends, regalia powers and knowledge cards."""
    s = _finished(content)
    s.challenge = "ZC12"
    s.knowledge_cards = ["ZK01"]
    r = rec_at(content, epoch=3, game=5)
    r.current = "ZC12"
    campaign.close(content, r, s)
    assert r.endures
    new = campaign.next_campaign(content, r, enduring=True)
    assert len(new.legends) == 2 and new.community["knowledge_cards"] == ["ZK01"]


# --- the campaign file -------------------------------------------------------------------------

def test_save_and_load_round_trip(content, tmp_path):
    """rb p.96: a saved campaign comes back exactly."""
    r = rec_at(content, game=2, pending=["ZC05"])
    r.characters = [char("A")]
    p = campaign.save(r, tmp_path / "c.json")
    assert campaign.serial.dump(campaign.load(p)) == campaign.serial.dump(r)


def test_damaged_file_is_refused_and_previous_copy_kept(content, tmp_path):
    """A damaged campaign file is refused with a clear message; the previous copy stays."""
    p = tmp_path / "c.json"
    campaign.save(rec_at(content, game=1), p)
    campaign.save(rec_at(content, game=2), p)
    prev = campaign.prev_path(p)
    assert campaign.load(prev).game == 1
    p.write_text(p.read_text()[:40])
    with pytest.raises(CampaignError) as e:
        campaign.load(p)
    assert "damaged" in str(e.value) and prev.name in str(e.value)
    assert campaign.load(prev).game == 1
    p.write_text(json.dumps({"magic": "something else"}))
    with pytest.raises(CampaignError, match="not a Stonesaga campaign"):
        campaign.load(p)


def test_pets_across_challenges(content):
    """rb p.91, 100: extreme solo starts with a pet; a Season keeps it, a Generation loses it."""
    r = campaign.new_campaign([{"controller": "human", "characters": "1"}], 3, {"ss_solo": "extreme"})
    campaign.start_pets(content, r)
    assert r.pets == ["ZPET1"]
    r.game = 1
    r.pending = ["ZC05"]
    campaign.choose(content, r, "ZC05")                  # season
    assert r.pets == ["ZPET1"]
    r.current, r.pending = "", ["ZC07"]
    campaign.choose(content, r, "ZC07")                  # generation
    assert r.pets == []


def test_journal_lists_history_pending_and_legends(content):
    """rb p.96: the journal records each challenge (name, result, what was achieved), pending
    challenges, taboos and Legends."""
    s = _finished(content)
    r = rec_at(content)
    r.current = "ZC01"
    campaign.close(content, r, s)
    r.taboos = ["ZTB1"]
    text = campaign.journal_text(content, r)
    assert "ZC01 First Thaw: won" in text
    assert "Pending: ZC03" in text and "ZC05" in text
    assert "Taboos: The Mere's fish" in text
