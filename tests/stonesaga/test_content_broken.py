"""A broken copy of Sample Hollow is refused at load with file:line and the field (issue 10: "a
broken pack names file:line and the field; an effect naming an unknown primitive or codex id is
refused at load, never at play"). Each case edits one line of a copy; the expected line number is
found in the edited text, not taken from the loader."""
import shutil

import pytest

from game.core.content import ContentError
from game.stonesaga import content as C


def broken(tmp_path, fname, old, new, nth=1):
    d = tmp_path / "pack"
    shutil.copytree(C.sample_pack_dir(), d)
    p = d / fname
    text = p.read_text(encoding="utf-8")
    assert text.count(old) >= nth, (fname, old)
    idx = -1
    for _ in range(nth):
        idx = text.index(old, idx + 1)
    text = text[:idx] + new + text[idx + len(old):]
    p.write_text(text, encoding="utf-8")
    line = text[:idx].count("\n") + 1          # the edited line, counted in the edited text
    return d, p, line


def refused(d) -> ContentError:
    with pytest.raises(ContentError) as e:
        C.load(d)
    return e.value


def at(err, path, line):
    assert str(err).startswith(f"{path}:{line}:") or f"{path.name}:{line}:" in str(err), str(err)


def test_syntax_error(tmp_path):
    """Pack format (docs/content-packs.md): malformed YAML names its file and line."""
    d, p, line = broken(tmp_path, "travel.yaml", "  keywords: [hunt]\n", "  keywords: [hunt]]\n")
    err = refused(d)
    at(err, p, line)
    assert "malformed YAML" in str(err)


def test_unclosed_bracket_names_the_file(tmp_path):
    """PyYAML notices an unclosed list on the following line; the message still names the file
    and a line within one of the mistake."""
    d, p, line = broken(tmp_path, "travel.yaml", "- {id: ZJ03, name: Fallen Nuts,", "- {id: ZJ03, name: [Fallen Nuts,")
    err = refused(d)
    assert "malformed YAML" in str(err)
    shown = int(str(err).split(f"{p.name}:")[1].split(":")[0])
    assert line <= shown <= line + 2


def test_missing_field(tmp_path):
    """Pack format: an item without its name (rb p.63: items are found by name and ref)."""
    d, p, line = broken(tmp_path, "items.yaml", "  name: Bone Awl\n", "")
    err = refused(d)
    assert "items.yaml:" in str(err) and "missing field 'name'" in str(err)
    # the record starts on the line of "- id: ZI02"
    text = p.read_text()
    assert f"items.yaml:{text[:text.index('- id: ZI02')].count(chr(10)) + 1}:" in str(err)


def test_wrong_type(tmp_path):
    """rb p.34: a design cost is a number of Knowledge points."""
    d, p, line = broken(tmp_path, "improvements.yaml", "design_cost: 2\n", "design_cost: two\n")
    err = refused(d)
    at(err, p, line)
    assert "field 'design_cost'" in str(err) and "whole number" in str(err)


def test_unknown_primitive(tmp_path):
    """Closed vocabulary (docs/stonesaga-engine.md): an unknown effect is refused at load."""
    d, p, line = broken(tmp_path, "night.yaml", "effects: [{gain: {water: 1}}]", "effects: [{gian: {water: 1}}]")
    err = refused(d)
    at(err, p, line)
    assert "field 'effects[0]'" in str(err) and "unknown effect 'gian'" in str(err)


def test_unknown_codex_id_nested(tmp_path):
    """rb p.22: "read entry N" must name an entry of the codex, even inside a test band."""
    d, p, line = broken(tmp_path, "travel.yaml", "effects: [{read_codex: 12}]", "effects: [{read_codex: 9999}]")
    err = refused(d)
    at(err, p, line)
    assert "effects[0].read_codex" in str(err) and "unknown codex id 9999" in str(err)


def test_unknown_item_id(tmp_path):
    """rb p.31, 63: an effect that hands out an item names an item of the pack."""
    d, p, line = broken(tmp_path, "codex.yaml", "effects: [{gain_item: ZI18}]", "effects: [{gain_item: ZI99}]")
    err = refused(d)
    at(err, p, line)
    assert "gain_item" in str(err) and "unknown item id 'ZI99'" in str(err)


def test_unknown_item_in_association(tmp_path):
    """rb p.31: an association entry gives an item of the pack."""
    d, p, line = broken(tmp_path, "associations.yaml", "item: ZI05,", "item: ZI55,")
    err = refused(d)
    at(err, p, line)
    assert "field 'item'" in str(err) and "ZI55" in str(err)


def test_duplicate_id(tmp_path):
    """rb p.21: a tile ref is unique."""
    d, p, line = broken(tmp_path, "tiles.yaml", "- {id: ZT02,", "- {id: ZT01,")
    err = refused(d)
    at(err, p, line)
    assert "duplicate id 'ZT01'" in str(err)


def test_bad_edge_count(tmp_path):
    """rb p.30-31: a material face has an even number of edges (left and right verticals)."""
    d, p, line = broken(tmp_path, "materials.yaml", "unprocessed: {edges: [{c: blue, n: 2}, ", "unprocessed: {edges: [")
    err = refused(d)
    at(err, p, line)
    assert "field 'edges'" in str(err) and "even number" in str(err)


def test_edge_symbol_count_out_of_range(tmp_path):
    """rb p.31: an edge shows 1 to 4 symbols."""
    d, p, line = broken(tmp_path, "materials.yaml", "{c: blue, n: 2}", "{c: blue, n: 7}")
    err = refused(d)
    at(err, p, line)
    assert "field 'n'" in str(err) and "1 to 4" in str(err)


def test_edge_site_not_in_its_zone(tmp_path):
    """rb p.21 / engine doc: edge 4 belongs to zone C; Alder Ford's river lies in A and B."""
    d, p, line = broken(tmp_path, "tiles.yaml", "edges: {1: {sites: [river]}, 4: {sites: [forest]}}",
                        "edges: {1: {sites: [river]}, 4: {sites: [river]}}")
    err = refused(d)
    at(err, p, line)
    assert "field 'sites'" in str(err) and "zone C" in str(err)


def test_unknown_site(tmp_path):
    """rb p.21, 36: the site kinds are fixed."""
    d, p, line = broken(tmp_path, "tiles.yaml", "{site: lake, zones: [A, C]}", "{site: lagoon, zones: [A, C]}")
    err = refused(d)
    at(err, p, line)
    assert "unknown site 'lagoon'" in str(err)


def test_last_event_must_end_the_challenge(tmp_path):
    """rb p.23: the last challenge event ends the challenge."""
    d, p, line = broken(tmp_path, "challenges.yaml", "effects: [{end_challenge: {result: lost, codex: 102}}]",
                        "effects: [{track: {discontent: 1}}]")
    err = refused(d)
    at(err, p, line)
    assert "field 'effects'" in str(err) and "end_challenge" in str(err)


def test_thresholds_must_rise(tmp_path):
    """rb p.23: challenge events resolve in rising Demand order, each once."""
    d, p, line = broken(tmp_path, "challenges.yaml", "- {threshold: 5, title: Thaw Feast", "- {threshold: 2, title: Thaw Feast")
    err = refused(d)
    at(err, p, line)
    assert "field 'threshold'" in str(err)


def test_bad_craft_code(tmp_path):
    """rb p.31: a craft code is a colour and four digits."""
    d, p, line = broken(tmp_path, "associations.yaml", "code: red 3110,", "code: red 311,")
    err = refused(d)
    at(err, p, line)
    assert "field 'code'" in str(err)


def test_rulebook_material_fact(tmp_path):
    """rb p.28: clay needs Heat to be processed; a pack that drops it is refused."""
    d, p, line = broken(tmp_path, "materials.yaml", "{c: red, n: 2}], requires: [heat]}", "{c: red, n: 2}], requires: [strike]}")
    err = refused(d)
    at(err, p, line)
    assert "field 'requires'" in str(err) and "clay" in str(err)


def test_unknown_field(tmp_path):
    """Pack format: a misspelt field is refused, not ignored."""
    d, p, line = broken(tmp_path, "objectives.yaml", "kind: immediate, deliver: {water: 3}", "kind: immediate, delivr: {water: 3}")
    err = refused(d)
    at(err, p, line)
    assert "unknown field 'delivr'" in str(err)


def test_unknown_objective_in_condition(tmp_path):
    """rb p.23: a challenge trigger names an objective of the pack."""
    d, p, line = broken(tmp_path, "challenges.yaml", "condition: {objective_achieved: ZO03}", "condition: {objective_achieved: ZO93}")
    err = refused(d)
    at(err, p, line)
    assert "field 'condition.objective_achieved'" in str(err)


def test_extraction_table_codex(tmp_path):
    """rb p.50: an extraction cell names a codex entry."""
    d, p, line = broken(tmp_path, "tables.yaml", "cave:      {cloud: 201,", "cave:      {cloud: 2010,")
    err = refused(d)
    at(err, p, line)
    assert "field 'extraction'" in str(err) and "2010" in str(err)


def test_wrong_game(tmp_path):
    """Pack format: pack.yaml names the game that reads it."""
    d, p, line = broken(tmp_path, "pack.yaml", "game: stonesaga", "game: plas")
    err = refused(d)
    at(err, p, line)
    assert "field 'game'" in str(err)


def test_examination_needs_the_omen_on_the_component(tmp_path):
    """rb p.61: an omen examined is one hidden in the component; Alder Ford hides a sun, not a comet."""
    d, p, line = broken(tmp_path, "tables.yaml", "{omen: sun, component: ZT01, codex: 260}", "{omen: comet, component: ZT01, codex: 260}")
    err = refused(d)
    at(err, p, line)
    assert "field 'omen'" in str(err) and "ZT01" in str(err)
