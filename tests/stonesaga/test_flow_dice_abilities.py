"""Added and turned dice from abilities (rb p.15 step 2 « Relancer et ajouter des dés », p.99
« Dés »): the pack format's `add_die` / `turn_die` effects in an `on_test` ability. Expected
totals are computed by hand from the scripted dice."""
import pytest

from game.core.content import ContentError
from game.stonesaga import effects, primitives
from game.stonesaga.ruleset import RULESET, settle

from .test_flow_effects import _match

BANDS = [{"min": 12, "effects": [{"gain": {"wood": 1}}]}, {"max": 11, "effects": [{"gain": {"fiber": 1}}]}]


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _test(content, stat, items, dice, bands=BANDS, **opts):
    m = _match(content, chars={"c1": {"energy": 3, "bag": {}, "items": items,
                                      "stats": {"str": 3, "dex": 3, "con": 3, "per": 3}}}, dice=dice, **opts)
    effects.push(m.state, "c1", [{"test": {"stat": [stat], "bands": bands}}], source="test")
    settle(content, m.state, [])
    m._pending_ok = False
    return m, m.state.char("c1")


def test_added_die_is_summed(content):
    """rb p.15: DEX 3, roll 4, the Knucklebone Cup adds a die (5): 4 + 5 + 3 = 12 → the 12+ band."""
    m, c = _test(content, "dex", ["ZI19"], [4, 5])
    assert m.pending.kind == "stonesaga.test.reroll"
    assert [ch.id for ch in m.pending.choices] == [f"add:item:{c.items['satchel'][0]}/0", "keep"]
    m.apply(m.pending.choices[0].id)                 # nothing else to use: the test resolves
    assert c.bag == {"wood": 1}


def test_added_die_is_once_a_day(content):
    """rb p.65: a once-a-day ability is offered once; the second test of the Day has no add."""
    m, c = _test(content, "dex", ["ZI19"], [4, 5, 2])
    m.apply(m.pending.choices[0].id)                 # nothing else to use: the test resolves
    effects.push(m.state, "c1", [{"test": {"stat": ["dex"], "bands": BANDS}}], source="again")
    settle(content, m.state, [])
    assert c.bag == {"wood": 1, "fiber": 1}          # 2 + 3 = 5 → 1-11, no add offered


def test_add_die_only_for_its_stats(content):
    """The Cup names DEX and PER: a STR test is not offered the added die (3 + 4 = 7 → 1-11)."""
    m, c = _test(content, "str", ["ZI19"], [4, 5])
    assert c.bag == {"fiber": 1}


def test_added_six_does_not_chain_by_default(content):
    """Ruling SS-50 (rb p.15): an added 6 is no heroic effort: 1 + 6 + 3 = 10 → 1-11."""
    m, c = _test(content, "dex", ["ZI19"], [1, 6, 6])
    m.apply(m.pending.choices[0].id)                 # nothing else to use: the test resolves
    assert c.bag == {"fiber": 1}


def test_added_six_chains_with_the_option(content):
    """Option ss_added_die_explodes (SS-50): the added 6 rolls again: 1 + 6 + 2 + 3 = 12 → 12+."""
    m, c = _test(content, "dex", ["ZI19"], [1, 6, 2], options={"ss_added_die_explodes": "yes"})
    m.apply(m.pending.choices[0].id)                 # nothing else to use: the test resolves
    assert c.bag == {"wood": 1}


def test_turn_comes_after_rerolls_and_is_clamped(content):
    """rb p.99: turns are offered only once the re-rolls are done; a 6 turned up stays 6 (clamped).
    Roll 5; the Omen Stone turns it to 6: 6 + 3 = 9 → 1-11, and no heroic die is rolled."""
    m, c = _test(content, "per", ["ZI20"], [5, 6])
    assert m.pending.kind == "stonesaga.test.turn"
    m.apply(m.pending.choices[0].id)
    assert c.bag == {"fiber": 1}
    assert m.state.rng.script == [6]                 # the scripted 6 was never rolled


@pytest.mark.parametrize("die, want", [("die:1", {"wood": 1}), ("die:0", {"fiber": 1})])
def test_turn_picks_the_die(content, die, want):
    """rb p.99: heroic 6 then 5, PER 3 = 14. Turning the 5 up gives 6 + 6 + 3 = 15 (the 15+ band);
    turning the 6 up leaves it 6 (clamped), still 14."""
    m, c = _test(content, "per", ["ZI20"], [6, 5],
                 bands=[{"min": 15, "effects": [{"gain": {"wood": 1}}]}, {"max": 14, "effects": [{"gain": {"fiber": 1}}]}])
    m.apply(m.pending.choices[0].id)
    assert m.pending.kind == "stonesaga.effect.turn_die"
    m.apply(die)
    assert c.bag == want


def test_turn_die_argument_is_checked_at_load():
    """A turn names exactly one of by/to, and a face 1..6 (rb p.99)."""
    for bad in ({"turn_die": {"to": 7}}, {"turn_die": {"by": 1, "to": 3}}, {"turn_die": {}}):
        with pytest.raises(ContentError):
            primitives.check_effects([bad], "x.yaml:1", None)
    primitives.check_effects([{"turn_die": {"to": 6}}, {"add_die": 1}], "x.yaml:1", None)


def test_add_die_outside_a_test_does_nothing(content):
    """No roll under way: the effect has nothing to add to (docs/stonesaga-engine.md)."""
    m = _match(content, dice=[])
    effects.push(m.state, "c1", [{"add_die": 1}, {"turn_die": {"by": 1}}], source="test")
    settle(content, m.state, [])
    assert not [f for f in m.state.stack if type(f).__name__ == "Effects"]
