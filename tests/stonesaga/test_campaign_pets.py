"""Pets and extreme solo (rb p.89-91, p.100)."""
import pytest

from game.stonesaga.advanced import pets
from game.stonesaga.ruleset import RULESET

from .campaign_helpers import build


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _state(content):
    sc = {"setup": {"challenge": "ZC01", "region": "hollow", "characters": 2,
                    "chars": {"c1": {"pos": "start", "bag": {"grain/p": 1, "fish": 1, "wood": 5}},
                              "c2": {"pos": "start"}}}}
    return build(content, sc).state


def test_bond_one_to_one_and_follow(content):
    """rb p.89-90: one pet per character, one character per pet; it moves with its bonded
    character when they share the terrain it leaves."""
    s = _state(content)
    c1, c2 = s.char("c1"), s.char("c2")
    p = pets.gain_pet(content, s, "ZPET1", c1)
    assert pets.bonded_to(s, "c1") is p
    assert pets.bond(s, p, c2) and pets.bonded_to(s, "c1") is None   # swap (rb p.91)
    old = c2.pos
    c2.pos = "1,0"
    pets.follow(s, c2, old)
    assert p.pos == "1,0"
    c1.pos = "1,-1"
    pets.follow(s, c1, old)                                            # not bonded: stays
    assert p.pos == "1,0"


def test_inventory_slots(content):
    """rb p.90: four slots, one token each, used only on the same terrain."""
    s = _state(content)
    c1 = s.char("c1")
    p = pets.gain_pet(content, s, "ZPET1", c1)
    assert pets.room(content, p) == 4
    for _ in range(4):
        assert pets.stow(content, s, c1, p, "wood")
    assert not pets.stow(content, s, c1, p, "wood") and c1.bag["wood"] == 1
    assert p.bag == {"wood": 4}


def test_feeding_is_its_only_enhancement(content):
    """rb p.91: a food of its diet gives a minor enhancement; fish is not its diet; its stats
    (STR 5, CON 4 only) can be used for tests with its own enhancement."""
    s = _state(content)
    s.phase = "day"
    c1 = s.char("c1")
    p = pets.gain_pet(content, s, "ZPET1", c1)
    assert not pets.feed(content, s, c1, p, "fish", "str")
    assert pets.feed(content, s, c1, p, "grain/p", "str")
    assert p.enh["str"] == 1 and "grain/p" not in c1.bag
    assert pets.test_value(content, p, "str") == 6 and pets.test_value(content, p, "dex") is None


def test_between_challenges(content):
    """rb p.91: Season keeps the pets for reassignment; Generation or Epoch loses them."""
    s = _state(content)
    pets.gain_pet(content, s, "ZPET1", s.char("c1"))
    kept = pets.between_challenges(pets.pets(s), "season")
    assert list(kept) == ["ZPET1"] and kept["ZPET1"].bonded == ""
    assert pets.between_challenges(pets.pets(s), "generation") == {}
    assert pets.between_challenges(pets.pets(s), "epoch") == {}


def test_extreme_solo_death(content):
    """rb p.100 step 2: the top Night card is discarded unresolved and Demand +2."""
    s = _state(content)
    top = s.decks["night"][0]
    d = s.tracks["demand"]
    pets.extreme_solo_death(content, s, [])
    assert s.discards["night"][-1] == top and s.tracks["demand"] == d + 2
