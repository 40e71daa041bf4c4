"""Capacity items and improvements are used before or after any action and at Night step 6
(rb p.64 « Avant ou après toute action d'un personnage et pendant l'étape 6 de la phase Nuit,
celui-ci peut déplacer des ressources entre son inventaire et tous les aménagements ayant une
contenance sur le terrain qu'il occupe »; items: rb p.18). Expected values by hand."""
import pytest

from game.core.decision import IllegalChoice
from game.stonesaga import scenario
from game.stonesaga.ruleset import RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _day(content, chars, **extra):
    setup = {"challenge": "ZC01", "region": "hollow", "chars": chars, **extra}
    return scenario.build(content, {"rule": "rb p.64", "setup": setup, "steps": []})


def test_store_on_an_item_is_free_in_the_day(content):
    """rb p.18, 64: the Gut Waterskin holds 3 water; storing costs no energy and no turn."""
    m = _day(content, {"c1": {"energy": 3, "bag": {"water": 4, "fish": 1}, "items": ["ZI06"]}})
    c = m.state.char("c1")
    inst = c.items["satchel"][0]
    assert "action:store" in m.pending.ids()
    m.apply("action:store")
    assert m.pending.kind == "stonesaga.store"
    assert f"put:{inst}:fish" not in m.pending.ids()     # the waterskin holds water only
    for _ in range(3):
        m.apply(f"put:{inst}:water")
    assert c.stores[inst] == {"water": 3} and c.bag == {"water": 1, "fish": 1}
    assert f"put:{inst}:water" not in m.pending.ids()    # full: 3 is its capacity
    m.apply(f"take:{inst}:water")
    m.apply("done")
    assert c.stores[inst] == {"water": 2} and c.bag == {"water": 2, "fish": 1}
    assert c.energy == 3 and m.pending.kind == "stonesaga.day.turn" and m.state.active == "c1"


def test_store_in_a_camp_improvement_on_the_terrain(content):
    """rb p.34, 64: a Pantry (capacity 4, any resource) of an active camp on the terrain."""
    m = _day(content, {"c1": {"energy": 3, "bag": {"wood": 5}}},
             camps=[{"cell": "0,0", "zone": "C", "improvements": ["pantry"]}])
    m.apply("action:store")
    for _ in range(4):
        m.apply("put:camp0.0:wood")
    assert m.state.camps[0].stores == {"0": {"wood": 4}}
    assert m.state.char("c1").bag == {"wood": 1}
    assert m.pending.kind == "stonesaga.store" and "put:camp0.0:wood" not in m.pending.ids()


def test_no_store_without_a_capacity_place(content):
    """Nothing to store on: the free step is not offered."""
    m = _day(content, {"c1": {"energy": 3, "bag": {"water": 2}, "items": ["ZI03"]}})
    assert "action:store" not in m.pending.ids()


def test_a_stowed_item_holds_nothing(content):
    """rb p.18: never onto a face-down item; stowing it moves its resources to the bag."""
    m = _day(content, {"c1": {"energy": 3, "bag": {"water": 2}, "items": ["ZI06"]}})
    c = m.state.char("c1")
    inst = c.items["satchel"][0]
    m.apply("action:store")
    m.apply(f"put:{inst}:water")
    m.apply("done")
    m.apply("action:pack")
    m.apply(f"item:{inst}")                           # stow it
    assert c.stowed == [inst] and c.bag == {"water": 2} and inst not in c.stores
    with pytest.raises(IllegalChoice):
        m.apply(f"put:{inst}:water")


def test_night_step_6_offers_storing(content):
    """rb p.53 step 6, p.64: at Night step 6 resources move onto capacity places too."""
    m = _day(content, {"c1": {"energy": 3, "bag": {"water": 2}, "items": ["ZI06"]}},
             phase="night", night_step=6, decks={"night": ["ZN04"]})
    c = m.state.char("c1")
    inst = c.items["satchel"][0]
    assert m.pending.kind == "stonesaga.night.reorganise"
    m.apply(f"store:{inst}:water")
    assert c.stores[inst] == {"water": 1} and c.bag == {"water": 1}
    m.apply(f"unstore:{inst}:water")
    assert c.stores[inst] == {} and c.bag == {"water": 2}
    m.apply("done")
    assert m.pending is None or m.pending.kind != "stonesaga.night.reorganise"
