"""Cave-fresco marks on the characters' cards (rb p.69-70) and Ancestral wisdom (rb p.71 « Lorsqu'un
effet (y compris un test) nécessite un trait ou une marque, le personnage peut choisir de
bénéficier du trait ou de la marque d'une carte Légende. Dans le cas d'un test, ceci doit être
annoncé avant de lancer le dé »; « Lorsqu'un personnage utilise une carte Légende, celle-ci est
remise sur le dessus du paquet Légendes »). Expected values by hand."""
import pytest

from game.stonesaga import effects, night
from game.stonesaga.ruleset import RULESET, settle

from .test_flow_effects import _match


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _two(content, **extra):
    chars = {"c1": {"energy": 3, "bag": {}, "trait": "prudent", "stats": {"str": 3, "dex": 3, "con": 3, "per": 2}},
             "c2": {"energy": 3, "bag": {}}}
    return _match(content, chars=chars, characters=2, **extra)


def _push(content, m, effs):
    effects.push(m.state, "c1", effs, source="test")
    settle(content, m.state, [])
    m._pending_ok = False


def test_a_mark_is_drawn_and_copied_on_a_chosen_card(content):
    """rb p.69-70: the fresco gets the mark; the players pick the active character who copies it."""
    m = _two(content)
    _push(content, m, [{"mark": "ZW02"}])
    assert m.state.marks == ["ZW02"]
    assert m.pending.kind == "stonesaga.effect.mark_who" and m.pending.ids() == ["char:c1", "char:c2"]
    m.apply("char:c2")
    assert m.state.char("c2").marks == ["ZW02"] and m.state.char("c1").marks == []


def test_has_mark_is_the_characters_card(content):
    """rb p.70: `has_mark` reads the character's own card; `mark` the fresco."""
    m = _two(content)
    _push(content, m, [{"mark": "ZW02"}])
    m.apply("char:c2")
    s = m.state
    assert effects.holds(content, s, s.char("c2"), {"has_mark": "ZW02"})
    assert not effects.holds(content, s, s.char("c1"), {"has_mark": "ZW02"})
    assert effects.holds(content, s, s.char("c1"), {"mark": "ZW02"})


def test_a_legend_keeps_its_marks(content):
    """rb p.70 step 3: the Legend side carries what was drawn on it."""
    m = _two(content, dice=[3])
    c = m.state.char("c1")
    c.marks = ["ZW05"]
    night.die(content, m.state, c, [])
    assert m.state.legends[-1]["marks"] == ["ZW05"] and m.state.legends[-1]["trait"] == "prudent"


LEGEND = {"name": "Old Reed", "stats": {"str": 2, "dex": 2, "con": 2, "per": 2}, "trait": "cunning",
          "marks": ["ZW01"], "with": "c1"}
OTHER = {"name": "Bent Oak", "stats": {"str": 1, "dex": 1, "con": 1, "per": 1}, "trait": "", "marks": [], "with": ""}
CUNNING_TEST = {"test": {"stat": ["per"], "modifiers": [{"add": 2, "if": {"trait": "cunning"}}],
                         "bands": [{"min": 8, "effects": [{"gain": {"wood": 1}}]}, {"max": 7, "effects": [{"gain": {"fiber": 1}}]}]}}


def test_wisdom_in_a_test_gives_the_legends_trait_bonus(content):
    """rb p.71: declared before rolling: roll 4 + PER 2 + 2 (Cunning, the Legend's trait) = 8 → 8+;
    the Legend goes back on top of the deck (the end of the list)."""
    m = _two(content, dice=[4], legends=[dict(LEGEND), dict(OTHER)])
    _push(content, m, [CUNNING_TEST])
    assert m.pending.kind == "stonesaga.test.stat" and "wisdom:per" in m.pending.ids()
    m.apply("wisdom:per")
    s = m.state
    assert s.char("c1").bag == {"wood": 1}
    assert [lg["name"] for lg in s.legends] == ["Bent Oak", "Old Reed"] and s.legends[-1]["with"] == ""


def test_no_wisdom_declared_no_bonus(content):
    """The same roll without declaring it: 4 + 2 = 6 → 1-7; the Legend stays with c1."""
    m = _two(content, dice=[4], legends=[dict(LEGEND), dict(OTHER)])
    _push(content, m, [CUNNING_TEST])
    m.apply("stat:per")
    assert m.state.char("c1").bag == {"fiber": 1}
    assert m.state.legends[0]["with"] == "c1"


def test_wisdom_not_offered_when_it_opens_nothing(content):
    """A Legend whose trait and marks open no modifier: only Way of the Hero is offered."""
    lg = dict(LEGEND, trait="prudent", marks=[])
    m = _two(content, dice=[4], legends=[lg])
    _push(content, m, [CUNNING_TEST])
    assert not [x for x in m.pending.ids() if x.startswith("wisdom:")]


def test_wisdom_opens_a_choice_needing_a_mark(content):
    """rb p.71: an option that needs a mark the character lacks but its Legend shows is offered;
    taking it returns the Legend to the top of the deck."""
    m = _two(content, legends=[dict(LEGEND), dict(OTHER)])
    _push(content, m, [{"choice": [{"label": "Remember the first fire", "if": {"has_mark": "ZW01"},
                                    "then": [{"gain": {"wood": 2}}]},
                                   {"label": "Walk on", "then": [{"gain": {"fiber": 1}}]}]}])
    assert m.pending.kind == "stonesaga.effect.choice" and m.pending.ids() == ["opt:0", "opt:1"]
    assert "Ancestral wisdom" in m.pending.choices[0].label
    m.apply("opt:0")
    assert m.state.char("c1").bag == {"wood": 2} and m.state.legends[-1]["name"] == "Old Reed"
    assert m.state.legends[-1]["with"] == ""


def test_an_own_mark_needs_no_legend(content):
    """The character's own mark opens the option without using the Legend."""
    m = _two(content, legends=[dict(LEGEND), dict(OTHER)])
    m.state.char("c1").marks = ["ZW01"]
    _push(content, m, [{"choice": [{"label": "Remember", "if": {"has_mark": "ZW01"}, "then": [{"gain": {"wood": 2}}]},
                                   {"label": "Walk on", "then": []}]}])
    assert "Ancestral wisdom" not in m.pending.choices[0].label
    m.apply("opt:0")
    assert m.state.legends[0]["with"] == "c1"
