"""Root content loader: the real pack's facts, and broken copies stop with file:line."""
import shutil
from pathlib import Path

import pytest

from game.core.content import ContentError
from game.root.content import load_root_content

PACK = Path(__file__).resolve().parents[2] / "data" / "root"


@pytest.fixture(scope="module")
def content():
    return load_root_content(PACK)


@pytest.fixture
def pack(tmp_path):
    dst = tmp_path / "root"
    shutil.copytree(PACK, dst)
    return dst


def broken(pack, name, old, new):
    p = pack / name
    text = p.read_text()
    assert old in text, f"fixture text {old!r} not in {name}"
    p.write_text(text.replace(old, new, 1))
    with pytest.raises(ContentError) as info:
        load_root_content(pack)
    return str(info.value)


@pytest.mark.parametrize("map_id", ["autumn", "winter"])
def test_maps_have_12_clearings_symmetric_paths(content, map_id):
    m = content.maps[map_id]
    assert m.ids == tuple(range(1, 13))
    for c in m.ids:
        for d in m.adj[c]:
            assert c in m.adj[d]
        for d in m.river_adj[c]:
            assert c in m.river_adj[d]
    assert sum(m.slots) == 22                      # root-facts §1.1/1.2
    assert len(m.ruins) == 4                       # Law 2.2.4: 4 ruins
    assert m.corners == (1, 2, 3, 4) and m.opposite[1] == 3 and m.opposite[2] == 4
    for f, others in m.forest_adj.items():
        for g in others:
            assert f in m.forest_adj[g]


def test_autumn_facts(content):
    m = content.maps["autumn"]
    assert len(m.rec.paths) == 18 and len(m.rec.rivers) == 4 and len(m.forests) == 7
    suits = m.printed_suit[1:]
    assert suits.count("fox") == suits.count("rabbit") == suits.count("mouse") == 4
    assert m.adj[12] == (4, 7, 9, 10, 11)


def test_winter_river_divides_forests(content):
    m = content.maps["winter"]
    assert len(m.rec.paths) == 16 and len(m.forests) == 8
    assert all(s is None for s in m.printed_suit[1:])
    assert m.rec.suit_markers == {"fox": 4, "rabbit": 4, "mouse": 4}
    # northwest [1,10,11] and west [4,10,11] are split only by the 10-11 river (Law D.1.1)
    assert "west" in m.forest_adj["northwest"]


def test_deck_54_cards_suit_totals(content):
    assert len(content.deck_list) == 54
    from collections import Counter
    by_suit = Counter(content.cards[c].suit for c in content.deck_list)
    assert by_suit == {"bird": 14, "fox": 14, "rabbit": 13, "mouse": 13}
    kinds = Counter(content.cards[c].kind for c in content.deck_list)
    assert kinds["ambush"] == 5 and kinds["dominance"] == 4 and kinds["item"] == 20


def test_items_and_factions(content):
    assert sum(content.items.supply.values()) == 12
    mq = content.factions.marquise
    assert mq.warriors == 25 and mq.wood == 8 and [b.count for b in mq.buildings] == [6, 6, 6]
    assert content.factions.eyrie.warriors == 20 and len(content.factions.eyrie.leaders) == 4
    assert content.factions.alliance.sympathy == 10
    assert len(content.vagabond.characters) == 9 and len(content.vagabond.quests) == 15


def test_path_to_unknown_clearing(pack):
    msg = broken(pack, "maps.yaml", "paths: [[1, 5], [1, 9]", "paths: [[1, 15], [1, 9]")
    assert "maps.yaml:" in msg and "unknown clearing 15" in msg


def test_duplicate_path_rejected(pack):
    msg = broken(pack, "maps.yaml", "paths: [[1, 5], [1, 9]", "paths: [[1, 5], [5, 1], [1, 9]")
    assert "maps.yaml:" in msg and "listed twice" in msg


def test_unknown_suit(pack):
    msg = broken(pack, "maps.yaml", "name: Hill, suit: fox", "name: Hill, suit: bat")
    assert "maps.yaml:14" in msg and "field 'suit'" in msg


def test_unknown_effect_id(pack):
    msg = broken(pack, "deck.yaml", "effect: armorers", "effect: armourers")
    assert "deck.yaml:" in msg and "armourers" in msg


def test_unknown_item(pack):
    msg = broken(pack, "deck.yaml", "item: bag, vp: 1}", "item: sack, vp: 1}")
    assert "deck.yaml:" in msg and "field 'item'" in msg


def test_forest_unknown_clearing(pack):
    msg = broken(pack, "maps.yaml", "{id: north, name: north, clearings: [1, 2, 5, 10]}",
                 "{id: north, name: north, clearings: [1, 2, 5, 13]}")
    assert "maps.yaml:" in msg and "unknown clearing 13" in msg


def test_marquise_track_length(pack):
    msg = broken(pack, "factions.yaml", "vp: [0, 1, 2, 3, 4, 5], draws", "vp: [0, 1, 2, 3, 4], draws")
    assert "factions.yaml:" in msg and "one value per building (expected: 6, given: 5)" in msg


def test_every_implemented_effect_has_code(content):
    """effect_ids.IMPLEMENTED must not claim an effect that no rule code names."""
    from game.root.effect_ids import IMPLEMENTED, PLANNED
    src = "".join(p.read_text() for p in (PACK.parents[1] / "game" / "root").rglob("*.py")
                  if p.name != "effect_ids.py")
    for eid in IMPLEMENTED:
        assert f'"{eid}"' in src, eid
    used = {c.effect for c in content.cards.values() if c.effect}
    assert used <= IMPLEMENTED | PLANNED


def test_planned_effects_cannot_be_crafted(content):
    """A card whose effect has no code yet (effect_ids.PLANNED) is never offered for crafting."""
    from game.root.cards import can_craft
    from game.root.effect_ids import PLANNED
    from game.root.scenario import build_match
    from game.root.engine import Ctx
    planned = sorted(c.id for c in content.cards.values() if c.effect in PLANNED)
    assert {content.cards[x].effect for x in planned} == PLANNED     # every planned id names a card
    hand = planned + ["saboteurs"]                                      # and an implemented one is offered
    m = build_match(content, {"setup": {"factions": ["marquise", "dummy"], "deck": "exiles", "hands": {"marquise": hand}}})
    ctx = Ctx(content, m.state)
    pool = {"fox": 9, "rabbit": 9, "mouse": 9}
    assert [x for x in hand if can_craft(ctx, 0, x, pool)] == ["saboteurs"]
