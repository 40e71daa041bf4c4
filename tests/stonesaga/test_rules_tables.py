"""The rulebook tables in data/stonesaga/rulebook: every number as the French rulebook prints it,
and broken copies refused with file:line and the field."""
import shutil
from pathlib import Path

import pytest
import yaml

from game.core.content import ContentError
from game.core.resources import resource_path
from game.stonesaga.tables import load_rulebook, rulebook

SRC = Path(resource_path("data", "stonesaga", "rulebook"))


def test_every_record_is_official_facts_with_a_page():
    """The rulebook tables ship as official-facts (issue 10, Second audit 6), each citing a page."""
    for f in sorted(SRC.glob("*.yaml")):
        data = yaml.safe_load(f.read_text(encoding="utf-8"))
        recs = [data] if isinstance(data, dict) else data
        for rec in recs:
            assert rec["provenance"] == "official-facts", (f.name, rec)
            if f.name != "pack.yaml":
                assert "rb p." in rec["source"], (f.name, rec)
    info = yaml.safe_load((SRC / "pack.yaml").read_text(encoding="utf-8"))
    assert info["game"] == "stonesaga"


def test_food_tokens():
    """rb p.19-20: game, fish (animal), mushroom, root (plant) perishable, fresh → spoiled, both
    edible; nuts and grains non-perishable, edible once processed, grains need Grind (rb p.29);
    water never decays."""
    food = rulebook().food
    for fid, cat in (("game", "animal"), ("fish", "animal"), ("mushroom", "plant"), ("root", "plant")):
        f = food[fid]
        assert (f.kind, f.category, f.faces, f.edible) == ("perishable", cat, ("fresh", "spoiled"), ("fresh", "spoiled"))
    for fid in ("nut", "grain"):
        assert food[fid].kind == "non_perishable" and food[fid].edible == ("processed",)
    assert food["grain"].process_tool == "grind" and food["nut"].process_tool is None
    assert food["water"].kind == "water"
    assert len(food) == 7


def test_material_facts():
    """rb p.28-29: processed river stone gives Cut; sun stone gives and requires Grind; clay needs
    Heat; hide needs Pierce and Cut; processed cloud stone gives Strike."""
    m = rulebook().materials
    assert m["river_stone"].processed_tools == ("cut",)
    assert m["sun_stone"].unprocessed_tools == ("grind",) and m["sun_stone"].requires == ("grind",)
    assert m["clay"].requires == ("heat",)
    assert set(m["hide"].requires) == {"pierce", "cut"}
    assert m["cloud_stone"].processed_tools == ("strike",)


def test_site_actions():
    """rb p.36-51: find water on lake/river/marsh (1 energy, 2 water, no depletion); shelter on a
    cave (1); fish 2, forage 2, extract 2, each depleting; extract on cave, chasm, dry plain,
    moraine, mountain; excavate on cave and chasm (rb p.82)."""
    r = rulebook()
    by_action = {}
    for s in r.sites.values():
        for a in s.actions:
            by_action.setdefault(a, set()).add(s.id)
    assert by_action["find_water"] == by_action["fish"] == {"lake", "river", "marsh"}
    assert by_action["forage"] == {"forest", "meadow", "jungle"}        # jungle: rb p.5, 43
    assert by_action["shelter"] == {"cave"}
    assert by_action["extract"] == {"cave", "chasm", "dry_plain", "moraine", "mountain"}
    assert by_action["excavate"] == {"cave", "chasm"}
    a = r.actions
    assert (a["find_water"].energy, a["find_water"].depletes, a["find_water"].gain) == (1, False, {"water": 2})
    assert (a["shelter"].energy, a["shelter"].depletes) == (1, False)
    for act in ("fish", "forage", "extract"):
        assert (a[act].energy, a[act].depletes, a[act].pays_depletion) == (2, True, True)
    assert not a["find_water"].pays_depletion
    assert a["loot"].depletes and not a["loot"].pays_depletion          # digest G11


def test_depletion_and_shelter_tokens():
    """rb p.59, 37: two faces each (+1/+2 energy, 1/2 characters)."""
    t = rulebook().tokens
    assert t["depletion"].levels == 2 and t["shelter"].levels == 2 and t["fire"].levels == 2


def test_constants():
    """rb p.27-29, 40, 44, 48-50, 52, 70, 94."""
    c = rulebook().const
    assert c("omens") == ["cloud", "comet", "moon", "star", "sun"]
    assert c("extraction_max_draws") == 3 and c("extraction_tokens_per_stone") == 5
    assert c("transform_max_resources") == 3 and c("transform_heat_uses") == 3
    assert c("fishing_dice") == 4 and c("fishing_spot_capacity") == {"small": 1, "large": 2}
    assert c("forage_harvest_limit") == 3 and c("forage_hunt_small_limit") == 3
    assert c("mourning_old_age_bonus") == 2 and c("stat_max") == 6
    assert sorted(c("loot_bag")) == sorted(["cloud_stone", "river_stone", "bone", "wood", "fiber", "hide"])
    assert c("item_slots") == {"hand": 2, "body": 3, "satchel": 4}
    assert c("population_start") == 8
    assert sorted(c("tools")) == sorted(["cut", "pierce", "grind", "heat", "strike"])
    assert sorted(c("processes")) == sorted(["fell", "dig", "hammer", "burn", "accompany", "break"])


def copy_pack(tmp_path):
    dst = tmp_path / "rulebook"
    shutil.copytree(SRC, dst)
    return dst


def test_copy_loads(tmp_path):
    """A faithful copy loads like the original."""
    assert load_rulebook(copy_pack(tmp_path)).party == rulebook().party


def _break(path, old, new):
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return text[:text.index(old)].count("\n") + 1


def test_broken_copy_unknown_field(tmp_path):
    """Bad input names file:line (content.py conventions)."""
    d = copy_pack(tmp_path)
    line = _break(d / "party.yaml", "energy_max: 4", "energy_maxx: 4")
    with pytest.raises(ContentError) as e:
        load_rulebook(d)
    assert e.value.where.endswith(f"party.yaml:{line}")
    assert "energy_maxx" in e.value.message


def test_broken_copy_wrong_type(tmp_path):
    """A count that is not a whole number is refused at its line and field."""
    d = copy_pack(tmp_path)
    line = _break(d / "extraction.yaml", "bag: {clay: 3,", "bag: {clay: three,")
    with pytest.raises(ContentError) as e:
        load_rulebook(d)
    assert e.value.where.endswith(f"extraction.yaml:{line}") and "clay" in e.value.message


def test_broken_copy_unknown_action(tmp_path):
    """A site naming an action that does not exist is refused at its `actions` line."""
    d = copy_pack(tmp_path)
    line = _break(d / "sites.yaml", "actions: [forage], camp_process: null", "actions: [dance], camp_process: null")
    with pytest.raises(ContentError) as e:
        load_rulebook(d)
    assert e.value.where.endswith(f"sites.yaml:{line}") and "dance" in e.value.message


def test_broken_copy_gap_in_camp_rows(tmp_path):
    """The Population rows must follow each other."""
    d = copy_pack(tmp_path)
    _break(d / "camps.yaml", "min_population: 9,", "min_population: 10,")
    with pytest.raises(ContentError) as e:
        load_rulebook(d)
    assert "camps.yaml:" in e.value.where and "min_population" in e.value.message


def test_broken_copy_wrong_provenance(tmp_path):
    """Every record is official-facts."""
    d = copy_pack(tmp_path)
    line = _break(d / "mourning.yaml", "provenance: official-facts", "provenance: sample")
    with pytest.raises(ContentError) as e:
        load_rulebook(d)
    assert e.value.where.endswith(f"mourning.yaml:{line}")


def test_broken_copy_missing_file(tmp_path):
    """A missing table is named."""
    d = copy_pack(tmp_path)
    (d / "fishing.yaml").unlink()
    with pytest.raises(ContentError) as e:
        load_rulebook(d)
    assert "fishing.yaml" in e.value.where and "missing" in e.value.message


def test_broken_copy_bad_random_pick_faces(tmp_path):
    """A d6 face used twice in the random-pick table is refused."""
    d = copy_pack(tmp_path)
    _break(d / "random_pick.yaml", "faces: [[1, 2], [3, 4], [5, 6]]", "faces: [[1, 2], [2, 4], [5, 6]]")
    with pytest.raises(ContentError) as e:
        load_rulebook(d)
    assert "random_pick.yaml:" in e.value.where and "faces" in e.value.message
