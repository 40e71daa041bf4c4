"""The closed vocabulary (docs/stonesaga-engine.md, "The closed vocabulary"): shapes, references,
and errors that name the field path. The fixed words come from the rulebook (rb p.13, 19, 21, 27,
32, 55, 57, 61)."""
import pytest

from game.core.content import ContentError
from game.stonesaga import primitives as P

REFS = {"codex": {1, 333, 418}, "item": {"ZI01"}, "objective": {"ZO01"}, "resource": {"water", "fish", "wood"},
        "region": {"hollow"}, "trait": {"cunning"}, "mark": {"ZK1"}, "improvement": set(), "knowledge": set(),
        "power": set(), "module": set(), "association": set(), "regalia": set(), "material": {"wood"}}


def bad(effects, field_part, text):
    with pytest.raises(ContentError) as e:
        P.check_effects(effects, "x.yaml:7", REFS)
    assert e.value.where == "x.yaml:7"
    assert field_part in e.value.message and text in e.value.message, e.value.message


def test_engine_doc_names_are_exactly_the_tables():
    """docs/stonesaga-engine.md lists the effect and condition names; the tables hold those names."""
    doc = open("docs/stonesaga-engine.md", encoding="utf-8").read()
    cond_part = doc.split("Conditions (a list")[1].split("Effects (run in order")[0]
    eff_part = doc.split("Effects (run in order")[1].split("## Content families")[0]
    import re

    def names(part):
        return {m.group(1) for m in re.finditer(r"`([a-z_]+)(?::|`)", part)}
    assert names(cond_part) == set(P.CONDITIONS)
    assert names(eff_part) - {"processed"} == set(P.EFFECTS)   # `processed: true` is a gain option


def test_valid_nested_effects_pass():
    """rb p.14-16: a test with bands and modifiers; a choice with a cost; codex reads."""
    P.check_effects([
        {"gain": {"water": 2, "processed": True}},
        "flee",
        {"test": {"stat": ["dex", "str"], "modifiers": [{"add": 2, "if": {"trait": "cunning"}}],
                  "bands": [{"min": 12, "effects": [{"read_codex": 333}]}, {"max": 11, "effects": ["nothing"]}]}},
        {"choice": [{"label": "Go", "cost": [{"spend": {"food": 1}}], "then": [{"track": {"demand": -1}}]}]},
        {"for_each_character": {"where": [{"terrain_has_site": ["river"]}, "alone"], "effects": [{"gain": {"fish": 1}}]}},
    ], "x.yaml:1", REFS)


def test_unknown_primitive_is_refused_with_path():
    """Closed vocabulary: an unknown effect name is refused with its path."""
    bad([{"gain": {"water": 1}}, {"gian": {"water": 1}}], "effects[1]", "unknown effect 'gian'")


def test_unknown_codex_id_in_nested_band():
    """rb p.14-16, 22: a codex read inside a test band must name a known entry."""
    bad([{"test": {"stat": ["per"], "bands": [{"min": 1, "effects": [{"read_codex": 999}]}]}}],
        "effects[0].test.bands[0].effects[0].read_codex", "unknown codex id 999")


def test_bad_enum_and_number():
    """rb p.55 (minor/major), p.17 (energy), p.66-67 (tracks move by ±n): arguments are checked."""
    bad([{"suffer": {"kind": "wound", "severity": "huge"}}], "effects[0].suffer.severity", "minor, major")
    bad([{"spend_energy": 0}], "effects[0].spend_energy", "at least 1")
    bad([{"track": {"demand": 0}}], "effects[0].track.demand", "must not be 0")
    bad([{"gain": {"gold": 1}}], "effects[0].gain.gold", "unknown resource id 'gold'")


def test_missing_field_and_argumentless_misuse():
    """rb p.55: suffering needs a kind and a severity; flee takes no argument."""
    bad([{"suffer": {"kind": "wound"}}], "effects[0].suffer", "missing field 'severity'")
    bad(["gain"], "effects[0]", "needs an argument")
    bad([{"flee": 3}], "effects[0].flee", "takes no argument")


def test_conditions():
    """rb p.27, 61: tools and omens are fixed words; nested any/not conditions are walked."""
    P.check_condition({"any": [{"current_omen": "moon"}, {"not": {"has_weakness": "wound"}}]}, "c.yaml:2", REFS)
    with pytest.raises(ContentError) as e:
        P.check_condition([{"has_tool": "saw"}], "c.yaml:2", REFS)
    assert "if[0].has_tool" in e.value.message and "cut" in e.value.message


def test_walk_reaches_nested_effects():
    """rb p.60: adventures and choices nest effects; the walker reaches them."""
    seen = []
    P.walk_effects([{"choice": [{"label": "a", "then": [{"read_codex": 1}]}]},
                    {"adventure": {"title": "t", "expeditions": [[{"read_codex": 333}]]}}],
                   lambda n, a: seen.append((n, a)))
    assert ("read_codex", 1) in seen and ("read_codex", 333) in seen


def test_fixed_words_match_the_rulebook_tables():
    """The vocabulary's fixed words are the rulebook's (rb p.19-21, 27, 32, 61): the same lists as
    data/stonesaga/rulebook (sites, tools, processes, omens, foods, tokens)."""
    from game.stonesaga.tables import rulebook
    rb = rulebook()
    assert set(P.SITES) == set(rb.sites)
    assert list(P.TOOLS) == list(rb.const("tools"))
    assert list(P.PROCESSES) == list(rb.const("processes"))
    assert list(P.OMENS) == list(rb.const("omens"))
    assert set(P.FOODS) | {P.WATER} == set(rb.food)
    assert set(P.TOKENS) >= {t for t in rb.tokens}

