"""The effect interpreter (docs/stonesaga-engine.md, the closed vocabulary): every effect and
condition name of primitives.py is implemented once in effects.py and each is checked here with
a hand-computed expectation. Rulebook pages are cited per case."""
import pytest

from game.stonesaga import effects, primitives, scenario
from game.stonesaga.ruleset import RULESET, settle


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def test_vocabularies_match():
    """docs/stonesaga-engine.md: effects.py implements exactly the names of primitives.py."""
    assert sorted(effects.EFFECTS) == sorted(primitives.EFFECTS)
    assert sorted(effects.CONDITIONS) == sorted(primitives.CONDITIONS)


def _match(content, chars=None, **setup):
    base = {"challenge": "ZC01", "region": "hollow",
            "chars": chars or {"c1": {"energy": 3, "bag": {}, "weak": [], "stats": {"str": 3, "dex": 3, "con": 3, "per": 3}}}}
    base.update(setup)
    return scenario.build(content, {"rule": "rb p.1", "setup": base, "steps": []})


def _run(content, effs, chars=None, choices=(), **setup):
    m = _match(content, chars, **setup)
    effects.push(m.state, "c1", effs, source="test")
    settle(content, m.state, [])
    m._pending_ok = False
    for cid in choices:
        m.apply(cid)
    return m, m.state, m.state.char("c1")


# --- effects, one case (or more) each -----------------------------------------------------------

def test_gain(content):
    """rb p.19-20: food is gained fresh, materials unprocessed unless `processed`."""
    _, s, c = _run(content, [{"gain": {"fish": 2, "wood": 1}}, {"gain": {"clay": 1, "processed": True}}])
    assert c.bag == {"fish": 2, "wood": 1, "clay/p": 1}


def test_gain_item(content):
    """rb p.18: a new item goes into a free slot of its type."""
    _, s, c = _run(content, [{"gain_item": "ZI03"}])
    assert [i.split("#")[0] for i in c.items["hand"]] == ["ZI03"]


def test_lose_and_spend(content):
    """Lose takes what there is; spend takes the amount (rb p.17 applies to energy, here resources)."""
    _, s, c = _run(content, [{"lose": {"water": 5}}, {"spend": {"wood": 1}}],
                   chars={"c1": {"energy": 3, "bag": {"water": 2, "wood": 2}}})
    assert c.bag == {"wood": 1}


def test_lose_generic_food_asks_which(content):
    """`food` lets the player pick which food (primitives.ANY_RESOURCE)."""
    m, s, c = _run(content, [{"lose": {"food": 1}}], chars={"c1": {"energy": 3, "bag": {"fish": 1, "root": 1}}})
    assert m.pending.kind == "stonesaga.effect.pick_resource"
    assert sorted(m.pending.ids()) == ["res:fish", "res:root"]
    m.apply("res:root")
    assert c.bag == {"fish": 1}


def test_spend_energy_gain_energy_lose_energy(content):
    """rb p.17: spending, gaining up to the maximum (5 with one character), losing."""
    _, s, c = _run(content, [{"spend_energy": 2}, {"gain_energy": 9}, {"lose_energy": 1}])
    assert c.energy == 4


def test_lose_energy_overflow_is_minor_wound(content):
    """rb p.17: each point that cannot be lost is a minor wound."""
    _, s, c = _run(content, [{"lose_energy": 4}])
    assert c.energy == 0 and c.weak == [["wound", "minor"]]
    _, s, c = _run(content, [{"lose_energy": 5}])          # two wounds: the second flips the first
    assert c.energy == 0 and c.weak == [["wound", "major"]]


def test_suffer_minor_twice_becomes_major(content):
    """rb p.56: a second minor of the same type flips the first to major."""
    _, s, c = _run(content, [{"suffer": {"kind": "disease", "severity": "minor"}},
                             {"suffer": {"kind": "disease", "severity": "minor"}}])
    assert c.weak == [["disease", "major"]]


def test_degrade_weakness(content):
    """rb p.56: major → minor, minor → gone; the player picks which when they differ."""
    m, s, c = _run(content, [{"degrade_weakness": 1}],
                   chars={"c1": {"energy": 3, "weak": [["wound", "major"], ["disease", "minor"]]}})
    assert m.pending.kind == "stonesaga.effect.degrade"
    m.apply("opt:0")
    assert c.weak == [["wound", "minor"], ["disease", "minor"]]


def test_enhance_choose(content):
    """rb p.14: a minor onto a minor makes a major."""
    m, s, c = _run(content, [{"enhance": {"severity": "minor", "stat": "choose"}}],
                   chars={"c1": {"energy": 3, "enh": {"per": 1}}})
    m.apply("stat:per")
    assert c.enh["per"] == 2


def test_track_clamped(content):
    """rb p.66-67: the tracks run 0..20."""
    _, s, c = _run(content, [{"track": {"discontent": 25, "knowledge": -3}}])
    assert s.tracks["discontent"] == 20 and s.tracks["knowledge"] == 0


def test_place_and_remove_token(content):
    """rb p.58: shelter none → 1 → 2 (no further); removing 2 → 1."""
    _, s, c = _run(content, [{"place_token": {"type": "shelter", "where": "here"}}] * 3
                   + [{"remove_token": {"type": "shelter", "where": "here"}}])
    assert s.cells[c.pos].shelter == 1


def test_place_token_choose_adjacent(content):
    """rb p.58: a fire on a chosen adjacent terrain, placed fresh."""
    m, s, c = _run(content, [{"place_token": {"type": "fire", "where": "choose_adjacent"}}])
    assert m.pending.kind == "stonesaga.effect.token_where"
    target = m.pending.ids()[0]
    m.apply(target)
    assert s.cells[target.split(":", 1)[1]].fire == 2


def test_flee(content):
    """rb p.55: flight moves to an adjacent discovered terrain (SS-56), here the only one."""
    _, s, c = _run(content, ["flee"], cells={"1,0": {"tile": "ZT03"}, "1,-1": {"tile": "ZT04", "discovered": False}})
    assert c.pos == "1,0"


def test_read_codex(content):
    """rb p.22: a codex entry read runs its effects (sample codex 248: Knowledge +2)."""
    _, s, c = _run(content, [{"read_codex": 248}])
    assert 248 in s.codex_read and s.tracks["knowledge"] == 2


def test_test_effect_band(content):
    """rb p.15: d6 + stat; the band holding the total resolves (3 + 3 = 6 → the 1-6 band)."""
    _, s, c = _run(content, [{"test": {"stat": ["str"], "bands": [{"min": 7, "effects": [{"gain": {"wood": 1}}]},
                                                                {"max": 6, "effects": [{"gain": {"fiber": 1}}]}]}}],
                   dice=[3])
    assert c.bag == {"fiber": 1}


def test_test_heroic_six(content):
    """rb p.15: a 6 rolls another die: 6 + 2 + 3 = 11 → the 8+ band."""
    _, s, c = _run(content, [{"test": {"stat": ["str"], "bands": [{"min": 8, "effects": [{"gain": {"wood": 1}}]},
                                                                {"max": 7, "effects": [{"gain": {"fiber": 1}}]}]}}],
                   dice=[6, 2])
    assert c.bag == {"wood": 1}


def test_test_optional_modifier(content):
    """rb p.15 step 4: a modifier with a cost is the player's choice (pay 1 fiber for +4: 2+3+4 = 9)."""
    m, s, c = _run(content, [{"test": {"stat": ["str"], "modifiers": [{"add": 4, "cost": [{"spend": {"fiber": 1}}]}],
                                       "bands": [{"min": 8, "effects": [{"gain": {"wood": 1}}]}, {"max": 7, "effects": []}]}}],
                   chars={"c1": {"energy": 3, "bag": {"fiber": 1}, "stats": {"str": 3}}}, dice=[2])
    assert m.pending.kind == "stonesaga.test.modifier"
    m.apply("yes")
    assert c.bag == {"wood": 1}


def test_choice_with_cost(content):
    """A choice option whose cost cannot be paid is not offered."""
    m, s, c = _run(content, [{"choice": [{"label": "pay", "cost": [{"spend_energy": 9}], "then": [{"gain": {"wood": 1}}]},
                                         {"label": "free", "then": [{"gain": {"fiber": 1}}]}]}])
    assert m.pending.ids() == ["opt:1"]
    m.apply("opt:1")
    assert c.bag == {"fiber": 1}


def test_objectives_effects(content):
    """rb p.23: add, achieve (its back resolves: ZO02 gives Knowledge +1) and remove objectives."""
    _, s, c = _run(content, [{"add_objective": {"id": "ZO10"}}, {"add_objective": {"id": "ZO16", "kind": "permanent"}},
                             {"remove_objective": "ZO10"}, {"achieve_objective": "ZO02"}])
    assert "ZO10" not in s.objectives and "ZO16" in s.permanent
    assert "ZO02" in s.achieved and s.tracks["knowledge"] == 1


def test_achieving_an_objective_not_in_play(content):
    """rb p.23, ruling SS-244: an effect that achieves an objective resolves it at once, in play or
    not (ZO22's back: Knowledge +2), but only objectives in play count toward completion (rb p.22)."""
    from game.stonesaga import challenge
    _, s, c = _run(content, [{"achieve_objective": "ZO22"}])
    assert "ZO22" not in s.objectives + s.permanent                 # ZC01 does not put it in play
    assert "ZO22" in s.achieved and s.tracks["knowledge"] == 2
    assert sum(1 for o in s.objectives if o in s.achieved) == 0
    assert not challenge.completed(content, s)
    _, s2, _ = _run(content, [{"achieve_objective": "ZO22"}, {"add_objective": {"id": "ZO22"}}])
    assert "ZO22" not in s2.objectives                               # achieved once, not put in play again


def test_community_records(content):
    """rb p.33, 65, 31, 71: designs, knowledge cards, powers, associations and marks are recorded once."""
    _, s, c = _run(content, [{"design_improvement": "ZM01"}, {"design_improvement": "ZM01"},
                             {"grant_knowledge": "ZK01"}, {"gain_power": "ZP06"},
                             {"record_association": "red 1210"}, {"mark": "ZW03"}])
    assert s.designed == ["ZM01"] and s.knowledge_cards == ["ZK01"] and s.powers == ["ZP06"]
    assert s.associations == ["red 1210"] and s.marks == ["ZW03"]


def test_expand_valley(content):
    """rb p.68: a new holder of three undiscovered tiles of the named region."""
    m = _match(content)
    before = len(m.state.holders)
    effects.push(m.state, "c1", [{"expand_valley": {"region": "heights"}}])
    settle(content, m.state, [])
    m._pending_ok = False
    if m.pending.kind == "stonesaga.effect.expand":      # several best spots: the players pick
        assert all(x.startswith("spot:") for x in m.pending.ids())
        m.apply(m.pending.ids()[-1])
    s = m.state
    assert len(s.holders) == before + 1
    new = [s.cells[k] for k in s.holders[-1] if k in s.cells]
    assert len(new) == 3 and all(not cl.discovered and content.tiles[cl.tile].region == "heights" for cl in new)


def test_place_module(content):
    """rb p.68: a module in a free zone of the terrain."""
    _, s, c = _run(content, [{"place_module": {"module": "ZMARK1", "where": "here"}}])
    assert "ZMARK1" in s.cells[c.pos].modules.values()


def test_for_each_character(content):
    """Each character meeting the condition resolves the effects (c2 is not on a forest)."""
    _, s, c = _run(content, [{"for_each_character": {"where": {"terrain_has_site": ["forest"]},
                                                     "effects": [{"gain": {"nut": 1}}]}}],
                   chars={"c1": {"energy": 3, "bag": {}}, "c2": {"energy": 3, "bag": {}, "pos": "1,0"}},
                   characters=2, cells={"1,0": {"tile": "ZT04"}})
    assert s.char("c1").bag == {"nut": 1} and s.char("c2").bag == {}


def test_free_action(content):
    """rb p.24: a community event's free Craft is used instead of energy."""
    _, s, c = _run(content, [{"free_action": ["craft"]}])
    assert c.free_actions == ["craft"]


def test_discover_tile(content):
    """rb p.21: an adjacent undiscovered tile is discovered."""
    m, s, c = _run(content, [{"discover_tile": "choose_adjacent"}],
                   cells={"1,0": {"tile": "ZT03", "discovered": False}, "1,-1": {"tile": "ZT04"}})
    if m.pending.kind == "stonesaga.effect.discover":     # other veiled neighbours: the player picks
        assert "hex:1,0" in m.pending.ids()
        m.apply("hex:1,0")
    assert s.cells["1,0"].discovered


def test_draw_legend(content):
    """rb p.70: draw = the bottom card of the shuffled Legends deck; ≤1 per character."""
    m = _match(content)
    m.state.legends = [{"name": "Old Ash", "stats": {}, "trait": "", "with": ""}]
    effects.push(m.state, "c1", ["draw_legend", "draw_legend"])
    settle(content, m.state, [])
    assert m.state.legends[0]["with"] == "c1"


def test_adventure(content):
    """rb p.59: expeditions one after the other; leaving ends it."""
    m, s, c = _run(content, [{"adventure": {"title": "Up the falls", "expeditions": [[{"gain": {"wood": 1}}],
                                                                                    [{"gain": {"fiber": 1}}]]}}])
    m.apply("yes")
    assert c.bag == {"wood": 1}
    m.apply("no")
    assert c.bag == {"wood": 1} and m.pending.kind == "stonesaga.day.turn"


def test_end_challenge(content):
    """rb p.22: an effect may end the challenge."""
    m, s, c = _run(content, [{"end_challenge": {"result": "lost", "codex": 102}}])
    assert s.phase == "over" and s.result == "lost" and m.pending is None


def test_nothing(content):
    _, s, c = _run(content, ["nothing"])
    assert c.bag == {} and c.energy == 3


# --- conditions: one true and one false case each ------------------------------------------------

CONDS = [
    ("always", "always", {}, True),
    ("all", {"all": ["always", {"energy_at_least": 9}]}, {}, False),
    ("any", {"any": [{"energy_at_least": 9}, "always"]}, {}, True),
    ("not", {"not": "always"}, {}, False),
    ("terrain_has_site", {"terrain_has_site": ["river"]}, {}, True),
    ("terrain_has_site_no", {"terrain_has_site": ["cave"]}, {}, False),
    ("terrain_has_camp", "terrain_has_camp", {}, False),
    ("terrain_has_token", {"terrain_has_token": "fire"}, {"cells": {"0,0": {"tile": "ZT01", "fire": 2}}}, True),
    ("terrain_region", {"terrain_region": "hollow"}, {}, True),
    ("has_tool", {"has_tool": "cut"}, {"items": ["ZI01"]}, True),
    ("has_tool_no", {"has_tool": "heat"}, {"items": ["ZI01"]}, False),
    ("has_process", {"has_process": "dig"}, {"items": ["ZI03"]}, True),
    ("has_item", {"has_item": "ZI03"}, {"items": ["ZI03"]}, True),
    ("has_keyword", {"has_keyword": "nothing-like-this"}, {"items": ["ZI03"]}, False),
    ("has_resource", {"has_resource": {"food": 2}}, {"bag": {"fish": 1, "nut": 1}}, True),
    ("has_resource_no", {"has_resource": {"water": 1}}, {"bag": {"fish": 1}}, False),
    ("trait", {"trait": "cunning"}, {"trait": "cunning"}, True),
    ("regalia", {"regalia": "explorer"}, {"regalia": "protector"}, False),
    ("age", {"age": "young"}, {}, True),
    ("alone", "alone", {}, True),
    ("current_omen", {"current_omen": "sun"}, {}, True),
    ("objective_achieved", {"objective_achieved": "ZO01"}, {}, False),
    ("objective_in_play", {"objective_in_play": "ZO01"}, {}, True),
    ("knowledge_card", {"knowledge_card": "ZK01"}, {}, False),
    ("mark", {"mark": "ZW03"}, {}, False),
    ("has_mark", {"has_mark": "ZW03"}, {"marks": ["ZW03"]}, True),
    ("has_mark_no", {"has_mark": "ZW03"}, {"marks": ["ZW01"]}, False),
    ("track_at_least", {"track_at_least": {"population": 8}}, {}, True),
    ("track_at_most", {"track_at_most": {"demand": 0}}, {}, True),
    ("energy_at_least", {"energy_at_least": 3}, {}, True),
    ("incapacitated", "incapacitated", {"weak": [["wound", "minor"]] * 5}, True),
    ("has_weakness", {"has_weakness": "disease"}, {"weak": [["wound", "minor"]]}, False),
    ("characters_here_at_least", {"characters_here_at_least": 2}, {}, False),
]


@pytest.mark.parametrize("name,cond,over,want", CONDS, ids=[c[0] for c in CONDS])
def test_condition(content, name, cond, over, want):
    """Each condition of the vocabulary (rb pages: sites p.21, tokens p.58, items p.18, tracks p.66)."""
    over = dict(over)
    cells = over.pop("cells", None)
    ch = {"energy": 3, "bag": {}, "weak": []}
    ch.update(over)
    m = _match(content, {"c1": ch}, **({"cells": cells} if cells else {}))
    s = m.state
    assert effects.holds(content, s, s.char("c1"), cond) is want


def test_every_condition_has_a_case():
    names = {c[0].removesuffix("_no") for c in CONDS}
    assert names == set(primitives.CONDITIONS)
