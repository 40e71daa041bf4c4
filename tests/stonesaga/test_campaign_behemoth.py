"""Behemoths (rb p.72-81): pure helpers and state changes, expected values from the rulebook's
text and examples or computed by hand."""
import pytest

from game.core.content import ContentError
from game.core.rng import Rng
from game.stonesaga import behemoth, scenario
from game.stonesaga.content_campaign import for_content, load_campaign
from game.stonesaga.ruleset import RULESET

from .campaign_helpers import build


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def scripted(dice):
    return scenario.ScriptedRng(state=Rng.seeded(1).state, script=list(dice))


def test_rulebook_tie_example():
    """rb p.78 example: both dice show 3; the yellow terrain has a forest (+1) → 4 against 3:
    the behemoth goes to the yellow terrain, with one round of rolls."""
    win, rounds = behemoth.tie_roll(scripted([3, 3]), ["yellow", "red"], {"yellow": 1, "red": 0})
    assert win == "yellow"
    assert rounds == [{"yellow": 4, "red": 3}]


def test_tie_rerolls_only_the_tied():
    """rb p.78: « uniquement ceux concernés par l'égalité »: A 3+2=5, B 5+0=5, C 2+0=2; only A
    and B roll again (two dice, not three): A 1+2=3, B 6 → B. The last scripted die is unused."""
    rng = scripted([3, 5, 2, 1, 6, 4])
    win, rounds = behemoth.tie_roll(rng, ["A", "B", "C"], {"A": 2})
    assert win == "B"
    assert rounds == [{"A": 5, "B": 5, "C": 2}, {"A": 3, "B": 6}]
    assert rng.script == [4]


def test_behemoth_vs_behemoth_highest_wins_and_ties_random():
    """rb p.81: each behemoth rolls d6 + stat; only the highest wins; a tie is settled at
    random among the tied (here the d6 table of rb p.99 with two: 1-3 the first, 4-6 the second)."""
    win, totals = behemoth.clash_behemoths(scripted([2, 5]), [("ZB1", 12), ("ZB2", 10)])
    assert (win, totals) == ("ZB2", {"ZB1": 14, "ZB2": 15})  # 12+2=14 < 10+5=15
    win, totals = behemoth.clash_behemoths(scripted([3, 5, 5]), [("ZB1", 12), ("ZB2", 10)])
    assert totals == {"ZB1": 15, "ZB2": 15}
    assert win == "ZB2"                                     # tie: the pick die 5 → the second


def _match(content, **beh):
    sc = {"setup": {"challenge": "ZC01", "region": "hollow",
                    "cells": {"0,0": {"tile": "ZT01"}, "1,-1": {"tile": "ZT07"}, "1,0": {"tile": "ZT09"},
                              "2,-1": {"tile": "ZT03"}, "-1,0": {"tile": "ZT04"}},
                    "chars": {"c1": {"pos": "-1,0", "energy": 5}}},
          "behemoths": {"ZB1": dict({"lair": "0,0", "pos": "0,0", "instinct": "ZB1-I1"}, **beh)}}
    return build(content, sc)


def test_goal_is_the_farthest_marsh_or_lake(content):
    """rb p.77 step 1 with the sample instinct « farthest terrain with a marsh or a lake »: the
    marsh next door is 1 step away, the lake-and-marsh two steps away is the goal."""
    m = _match(content)
    b = behemoth.get(m.state, "ZB1")
    assert behemoth.goal_candidates(content, m.state, b) == ["2,-1"]


def test_distances_count_contiguous_steps(content):
    """rb p.78: distance = fewest adjacent, contiguous terrains."""
    m = _match(content)
    d = behemoth.distances(content, m.state, "2,-1")
    assert d["2,-1"] == 0 and d["1,-1"] == 1 and d["1,0"] == 1 and d["0,0"] == 2 and d["-1,0"] == 3


def test_flight_goes_to_most_affinity_types(content):
    """rb p.78: flight to the adjacent terrain with the most of its affinity site types
    (forest + marsh = 2 beats meadow = 0 and the forest-and-river start tile)."""
    m = _match(content)
    b = behemoth.get(m.state, "ZB1")
    assert behemoth.flight_candidates(content, m.state, b) == ["1,-1"]


def test_encounter_priority_most_food(content):
    """rb p.78 step 3: with two characters there, the Instinct's criterion picks; a tie lets the
    players choose (both offered)."""
    sc = {"setup": {"challenge": "ZC01", "region": "hollow", "characters": 2,
                    "chars": {"c1": {"pos": "start", "bag": {"fish": 2}}, "c2": {"pos": "start", "bag": {"fish": 1}}}},
          "behemoths": {"ZB1": {"lair": "0,0", "pos": "0,0", "instinct": "ZB1-I1"}}}
    m = build(content, sc)
    b = behemoth.get(m.state, "ZB1")
    assert behemoth.encounter_candidates(content, m.state, b) == ["c1"]
    m.state.char("c2").bag["fish"] = 2
    assert behemoth.encounter_candidates(content, m.state, b) == ["c1", "c2"]


def test_study_costs_three_knowledge_and_reveals_the_secret(content):
    """rb p.81: on a terrain with its trace, Knowledge −3, read the study entry, the face-down
    Secret turns face up and is recorded; with no face-down Secret nothing more is learnt."""
    m = _match(content, traces=["-1,0"], secret_down="ZB1-S3")
    s = m.state
    c = s.char("c1")
    s.tracks["knowledge"] = 2
    assert behemoth.studiable(s, c) == []
    s.tracks["knowledge"] = 5
    b = behemoth.get(s, "ZB1")
    assert behemoth.studiable(s, c) == [b]
    ev = []
    behemoth.study(content, s, c, b, ev)
    assert s.tracks["knowledge"] == 2
    assert b.secrets_known == ["ZB1-S3"] and b.secret_down == ""
    assert any("Shed Fur" in e.text for e in ev)


def test_wake_and_sleep(content):
    """rb p.75-76: waking sets the behaviour from the journal, a random Instinct, a random
    unrevealed Secret face down, the miniature on the lair; going dormant removes the miniature,
    its goal and traces, returns Instinct, Secret and enhancements, and keeps the behaviour."""
    m = _match(content, behaviour=7, known=["ZB1-S1", "ZB1-S2"], traces=["1,0"], goal="2,-1")
    s = m.state
    b = behemoth.get(s, "ZB1")
    b.enh["str"] = 1
    behemoth.sleep(content, s, b, [])
    assert (b.awake, b.pos, b.goal, b.traces, b.instinct, b.enh) == (False, "", "", [], "", {})
    assert b.behaviour == 7 and b.secrets_known == ["ZB1-S1", "ZB1-S2"]
    behemoth.wake(content, s, b, [])
    assert b.awake and b.pos == "0,0" and b.behaviour == 7
    assert b.secret_down == "ZB1-S3"                        # the only unrevealed one
    assert b.instinct in ("ZB1-I1", "ZB1-I2")


def test_one_of_several_active_lairs_wakes(content):
    """rb p.75: at a challenge start one behemoth with an active lair, chosen at random, wakes;
    the others stay dormant; an inactive lair never wakes."""
    m = _match(content)
    s = m.state
    ev = []
    behemoth.arrive(content, s, "ZB2", "1,0", ev)
    behemoth.challenge_start(content, s, ev)
    assert sum(1 for b in behemoth.herd(s) if b.awake) == 1
    behemoth.get(s, "ZB1").lair_active = False
    for _ in range(5):
        behemoth.challenge_start(content, s, ev)
        assert [b.bid for b in behemoth.herd(s) if b.awake] == ["ZB2"]


def test_arrival_places_an_active_lair(content):
    """rb p.74: a new behemoth is named, starts at behaviour 4, and its lair module covers a free
    zone of the terrain the effect names."""
    m = _match(content)
    s = m.state
    b = behemoth.arrive(content, s, "ZB2", "1,0", [])
    assert b.behaviour == 4 and b.lair == "1,0" and b.lair_active
    assert s.cells["1,0"].modules.get(b.lair_zone) == "ZLAIR2"


def test_site_effect_on_its_terrain_and_traces(content):
    """rb p.73: the site effect works on the behemoth's terrain and on terrains with its traces."""
    m = _match(content, traces=["1,0"])
    s = m.state
    assert behemoth.site_effects(content, s, "0,0", "forage") == [{"gain": {"fiber": 1}}]
    assert behemoth.site_effects(content, s, "1,0", "forage") == [{"gain": {"fiber": 1}}]
    assert behemoth.site_effects(content, s, "2,-1", "forage") == []
    assert behemoth.site_effects(content, s, "0,0", "fish") == []


def _names(lst, out):
    for e in lst or ():
        name = next(iter(e)) if isinstance(e, dict) else e
        out.add(name)
        if isinstance(e, dict) and isinstance(e[name], dict) and "then" in e[name]:
            _names(e[name]["then"], out)


def test_sample_behemoths_use_every_part(content):
    """rb p.72-81: the three sample behemoths have two instincts and three secrets each, three start
    boxes, summit nodes, clashes, a two-way branch, every goal kind among them, every behemoth
    effect used by the engine, and site effects that add (ZB1, ZB2) and one that replaces (ZB3,
    rb p.73's kind)."""
    cc = for_content(content)
    assert sorted(cc.behemoths) == ["ZB1", "ZB2", "ZB3"]
    assert [bid for bid, b in sorted(cc.behemoths.items()) if b.site_effect.replaces] == ["ZB3"]
    goals, beh_fx = set(), set()
    for b in cc.behemoths.values():
        assert b.provenance == "sample" and len(b.instincts) == 2 and len(b.secrets) == 3 and len(b.starts) == 3
        assert any(n.summit for n in b.nodes) and any(n.clash for n in b.nodes)
        assert any(br.two_way for br in b.branches)
        for i in b.instincts:
            goals |= {k for k in ("farthest_with", "nearest_with", "nearest_character", "lair") if getattr(i.goal, k)}
            for lst in [i.on_goal, i.on_enter] + [x.then for x in i.progress.bands]:
                _names(lst, beh_fx)
        for n in b.nodes:
            for lst in (n.behemoth, n.win.behemoth, n.lose.behemoth):
                _names(lst, beh_fx)
        for x in b.secrets:
            _names(x.behemoth, beh_fx)
    assert goals >= {"farthest_with", "nearest_character", "lair"}
    assert beh_fx >= {"soothe", "worsen", "flee", "sleep", "trace", "enhance", "disrupt", "track", "if_traces",
                      "if_behaviour"}


def test_broken_behemoth_file_names_file_line_and_field(content, tmp_path):
    """A pack error is refused at load with file:line and the field (issue 10 'Bad input')."""
    (tmp_path / "behemoths.yaml").write_text(
        "- id: ZX\n  name: X\n  provenance: sample\n  stats: {str: 1, dex: 1, con: 1, per: 1}\n"
        "  affinity: [swamp]\n  speciality: x\n  study: s\n"
        "  site_effect: {action: fish, name: n, text: t, effects: []}\n  disruption: []\n"
        "  instincts: []\n  secrets: []\n  starts: []\n  nodes: []\n  branches: []\n")
    with pytest.raises(ContentError) as e:
        load_campaign(tmp_path, {}, lambda *a: None, lambda *a: None)
    assert "behemoths.yaml:" in str(e.value) and "affinity" in str(e.value)


def test_public_view_hides_the_face_down_secret(content):
    """rb p.75-76, 81: the face-down Secret is hidden from every seat until learnt; known
    secrets and the face-up Instinct are public."""
    from game.stonesaga import campaign
    import json
    m = _match(content, secret_down="ZB1-S2", known=["ZB1-S1"])
    v = campaign.public_view(content, m.state)
    text = json.dumps(v)
    assert "ZB1-S2" not in text and "Soft Flank" not in text
    b = v["behemoths"][0]
    assert b["secret_hidden"] is True and b["secrets_known"] == ["ZB1-S1"] and b["instinct"] == "ZB1-I1"
