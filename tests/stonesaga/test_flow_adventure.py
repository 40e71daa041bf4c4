"""Adventures (rb p.60 « Lorsqu'un effet demande à un personnage de se lancer dans une aventure, ce
dernier … devient le leader. Tout personnage se trouvant sur le même terrain que le leader peut
également choisir d'y participer. Le leader et tous ceux qui participent … peuvent contribuer à
l'énergie, aux ressources, aux objets, aux outils et aux procédés … Si tous les personnages
quittent une aventure, celle-ci se termine par un échec »). Expected values by hand."""
import pytest

from game.stonesaga import effects
from game.stonesaga.ruleset import RULESET, settle

from .test_flow_effects import _match


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _party(content, effs, c1=None, c2=None, c3=None, **extra):
    chars = {"c1": c1 or {"energy": 1, "bag": {}}, "c2": c2 or {"energy": 3, "bag": {}},
             "c3": c3 or {"energy": 3, "bag": {}}}
    m = _match(content, chars=chars, characters=3, **extra)
    effects.push(m.state, "c1", effs, source="test")
    settle(content, m.state, [])
    m._pending_ok = False
    return m, m.state


def _adv(*exps):
    return [{"adventure": {"title": "The Reed Maze", "expeditions": [list(e) for e in exps]}}, {"gain": {"clay": 1}}]


def test_others_on_the_terrain_may_join(content):
    """rb p.60: the two others on the leader's terrain are asked; c2 joins, then they set out."""
    m, s = _party(content, _adv([{"gain": {"wood": 1}}]))
    assert m.pending.kind == "stonesaga.effect.adventure_join"
    assert m.pending.ids() == ["join:c2", "join:c3", "go"]
    m.apply("join:c2")
    assert m.pending.ids() == ["join:c3", "go"] and s.adventure["party"] == ["c1", "c2"]
    m.apply("go")
    assert m.pending.kind == "stonesaga.effect.adventure"
    m.apply("yes")
    assert s.char("c1").bag == {"wood": 1, "clay": 1} and s.adventure == {}   # over: nothing pools any more


def test_nobody_else_there_no_join_question(content):
    """A leader alone on its terrain is asked nothing about joining."""
    m, s = _party(content, _adv([{"gain": {"wood": 1}}]), c2={"energy": 3, "bag": {}, "pos": "1,0"},
                  c3={"energy": 3, "bag": {}, "pos": "1,0"}, cells={"1,0": {"tile": "ZT03"}})
    assert m.pending.kind == "stonesaga.effect.adventure"


def test_the_party_pools_energy(content):
    """rb p.60: a 3-energy cost the leader (1 energy) cannot pay alone is open to the party; each
    point is paid by a participant the players pick: c1 1, c2 2 → c1 0, c2 1, c3 untouched."""
    cost = [{"choice": [{"label": "Climb", "cost": [{"spend_energy": 3}], "then": [{"gain": {"wood": 1}}]},
                        {"label": "Go round", "then": []}]}]
    m, s = _party(content, _adv(cost))
    m.apply("join:c2")
    m.apply("go")
    m.apply("yes")
    assert m.pending.ids() == ["opt:0", "opt:1"]           # affordable by the party (1 + 3 ≥ 3)
    m.apply("opt:0")
    assert m.pending.kind == "stonesaga.effect.pool_energy" and m.pending.ids() == ["char:c1", "char:c2"]
    m.apply("char:c1")
    assert m.pending.ids() == ["char:c2"] or m.pending.kind != "stonesaga.effect.pool_energy"
    while m.pending.kind == "stonesaga.effect.pool_energy":
        m.apply("char:c2")
    assert [s.char(x).energy for x in ("c1", "c2", "c3")] == [0, 1, 3]
    assert s.char("c1").bag == {"wood": 1, "clay": 1}


def test_alone_the_cost_is_out_of_reach(content):
    """Without the party the leader's 1 energy cannot pay 3: the option is not offered."""
    cost = [{"choice": [{"label": "Climb", "cost": [{"spend_energy": 3}], "then": [{"gain": {"wood": 1}}]},
                        {"label": "Go round", "then": []}]}]
    m, s = _party(content, _adv(cost))
    m.apply("go")
    m.apply("yes")
    assert m.pending.ids() == ["opt:1"]


def test_the_party_pools_resources_and_tools(content):
    """rb p.60: a spend of 2 fiber when c1 has 1 and c2 has 2 asks who gives each; a tool
    condition holds if any participant has it (c2's Sharp Flake cuts)."""
    step = [{"choice": [{"label": "Bind the raft", "if": {"has_tool": "cut"}, "cost": [{"spend": {"fiber": 2}}],
                         "then": [{"gain": {"wood": 2}}]}, {"label": "Swim", "then": []}]}]
    m, s = _party(content, _adv(step), c1={"energy": 1, "bag": {"fiber": 1}},
                  c2={"energy": 1, "bag": {"fiber": 2}, "items": ["ZI01"]})
    m.apply("join:c2")
    m.apply("go")
    m.apply("yes")
    assert m.pending.ids() == ["opt:0", "opt:1"]
    m.apply("opt:0")
    assert m.pending.kind == "stonesaga.effect.pool_give" and m.pending.ids() == ["char:c1", "char:c2"]
    m.apply("char:c2")
    m.apply("char:c2")
    assert s.char("c1").bag == {"fiber": 1, "wood": 2, "clay": 1} and s.char("c2").bag == {}


def test_leaving_hands_the_lead_on_and_all_leaving_fails(content):
    """rb p.60: the leader leaves, c2 leads on; when c2 leaves too, the adventure fails: its last
    expedition is dropped (no fiber), and the effects after the adventure still resolve (clay)."""
    m, s = _party(content, _adv([{"leave_adventure": None}], [{"leave_adventure": None}], [{"gain": {"fiber": 1}}]))
    m.apply("join:c2")
    m.apply("go")
    m.apply("yes")
    assert s.adventure["party"] == ["c2"] and s.adventure["leader"] == "c2"
    assert m.pending.kind == "stonesaga.effect.adventure" and m.pending.seat == s.char("c2").seat
    m.apply("yes")
    assert s.adventure == {} and "fiber" not in s.char("c1").bag and "fiber" not in s.char("c2").bag
    assert s.char("c1").bag == {"clay": 1}           # what follows is the one who set out's
