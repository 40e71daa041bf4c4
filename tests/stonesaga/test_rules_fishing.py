"""The Fish action's resolution (rb p.38-42), with the rulebook's own worked example."""
import pytest

from game.stonesaga import fishing as F

# The rulebook's example (rb p.39-42), rebuilt from its numbers:
# stock: top 2 fish (base 5), middle 1 hide + 1 bone (base 5), bottom 1 water + 1 fiber (base 3);
# modifiers: top -1, middle +3, bottom +4;
# currents: top stock -> bottom modifier (9), middle -> middle (8), bottom -> top (2);
# spots: s1 (die 4) on middle->middle and bottom->top; s2 large with Windfall (dice 5 + 2) on
# middle->middle only; s3 (die 3) on top->bottom and bottom->top.
STOCK = {"stock": {"top": {"bundle": {"fish": 2}, "base": 5},
                   "mid": {"bundle": {"hide": 1, "bone": 1}, "base": 5},
                   "bot": {"bundle": {"water": 1, "fiber": 1}, "base": 3}}}
MODS = {"modifiers": {"top": {"op": "-", "v": 1}, "mid": {"op": "+", "v": 3}, "bot": {"op": "+", "v": 4}}}
SPOTS = {"currents": {"c1": {"from": "top", "to": "bot"}, "c2": {"from": "mid", "to": "mid"},
                      "c3": {"from": "bot", "to": "top"}},
         "spots": [{"id": "s1", "size": "small", "currents": ["c2", "c3"]},
                   {"id": "s2", "size": "large", "currents": ["c2"], "icon": "windfall"},
                   {"id": "s3", "size": "small", "currents": ["c1", "c3"]},
                   {"id": "s4", "size": "small", "currents": ["c1"], "icon": "mishap"}]}


def test_rulebook_final_difficulties():
    """rb p.40-41: top stock base 5 with the bottom modifier +4 = 9; bottom base 3 with the top
    modifier -1 = 2; middle 5 + 3 = 8."""
    assert F.final_difficulty(STOCK, SPOTS, MODS, "c1") == 9
    assert F.final_difficulty(STOCK, SPOTS, MODS, "c3") == 2
    assert F.final_difficulty(STOCK, SPOTS, MODS, "c2") == 8
    assert F.difficulties(STOCK, SPOTS, MODS) == {"c1": 9, "c2": 8, "c3": 2}


def test_rulebook_fishing_example():
    """rb p.41-42: four dice 4, 5, 2, 3. The 4 on s1 with the bottom->top current (2) succeeds:
    1 water + 1 fiber. The 5 + 2 on the Windfall spot s2 (only middle->middle, 8) fails: nothing,
    and no Windfall. The 3 on s3 with bottom->top again succeeds: 1 water + 1 fiber again."""
    dice = [4, 5, 2, 3]
    assignment = {"s1": [0], "s2": [1, 2], "s3": [3]}
    F.check_assignment(SPOTS, assignment, len(dice))
    r1 = F.resolve_spot(STOCK, SPOTS, MODS, "s1", [dice[0]], "c3", "lake")
    assert (r1.success, r1.total, r1.difficulty, r1.bundle) == (True, 4, 2, {"water": 1, "fiber": 1})
    assert r1.windfall == () and r1.mishap is None        # s1 shows no icon
    r2 = F.resolve_spot(STOCK, SPOTS, MODS, "s2", [dice[1], dice[2]], "c2", "lake")
    assert (r2.success, r2.total, r2.difficulty, r2.bundle, r2.windfall) == (False, 7, 8, {}, ())
    assert r2.mishap is None
    r3 = F.resolve_spot(STOCK, SPOTS, MODS, "s3", [dice[3]], "c3", "lake")
    assert r3.success and r3.bundle == {"water": 1, "fiber": 1}
    # the other current through s3 would have failed (9)
    assert not F.resolve_spot(STOCK, SPOTS, MODS, "s3", [3], "c1", "lake").success


def test_success_is_sum_at_least_difficulty():
    """rb p.40-41: « supérieure ou égale »."""
    assert F.resolve_spot(STOCK, SPOTS, MODS, "s2", [4, 4], "c2", "river").success
    assert not F.resolve_spot(STOCK, SPOTS, MODS, "s2", [4, 3], "c2", "river").success


@pytest.mark.parametrize("site,windfall", [("lake", ({"fish": 1},)), ("river", ({"water": 1},)),
                                           ("marsh", ({"fiber": 1}, {"wood": 1}))])
def test_windfall_on_success_only(site, windfall):
    """rb p.42: Windfall on a success only: lake 1 fish, river 1 water, marsh 1 fiber or 1 wood."""
    ok = F.resolve_spot(STOCK, SPOTS, MODS, "s2", [6, 6], "c2", site)
    assert ok.success and ok.windfall == windfall and ok.bundle == {"hide": 1, "bone": 1}
    plain = F.resolve_spot(STOCK, SPOTS, MODS, "s1", [6], "c3", site)       # no icon on s1
    assert plain.success and plain.windfall == ()
    ko = F.resolve_spot(STOCK, SPOTS, MODS, "s2", [1, 1], "c2", site)
    assert not ko.success and ko.windfall == () and ko.mishap is None


def test_mishap_on_failure_only():
    """rb p.42: Mishap on a failure only: lake lose 1 energy, river minor wound, marsh minor disease."""
    ko = F.resolve_spot(STOCK, SPOTS, MODS, "s4", [2], "c1", "lake")
    assert not ko.success and ko.mishap.lose_energy == 1 and ko.mishap.suffer is None
    ko = F.resolve_spot(STOCK, SPOTS, MODS, "s4", [2], "c1", "river")
    assert (ko.mishap.suffer.kind, ko.mishap.suffer.severity) == ("wound", "minor")
    ko = F.resolve_spot(STOCK, SPOTS, MODS, "s4", [2], "c1", "marsh")
    assert (ko.mishap.suffer.kind, ko.mishap.suffer.severity) == ("disease", "minor")
    mods = {"modifiers": {"top": {"op": "-", "v": 1}, "mid": {"op": "+", "v": 3}, "bot": {"op": "-", "v": 4}}}
    ok = F.resolve_spot(STOCK, SPOTS, mods, "s4", [2], "c1", "river")      # 5 - 4 = 1
    assert ok.success and ok.mishap is None and ok.bundle == {"fish": 2}


def test_multiply_modifier():
    """rb p.40: modifiers may multiply (x) the base difficulty."""
    mods = {"modifiers": {"top": {"op": "x", "v": 2}, "mid": {"op": "+", "v": 0}, "bot": {"op": "x", "v": 3}}}
    assert F.final_difficulty(STOCK, SPOTS, mods, "c1") == 15
    assert F.final_difficulty(STOCK, SPOTS, mods, "c3") == 6
    assert F.apply_op(4, "-", 6) == -2
    with pytest.raises(F.FishingError):
        F.apply_op(4, "/", 2)


def test_spot_capacity_small_one_large_two():
    """rb p.40: a small spot takes up to 1 die, a large one up to 2."""
    with pytest.raises(F.FishingError):
        F.check_assignment(SPOTS, {"s1": [0, 1]}, 4)
    with pytest.raises(F.FishingError):
        F.check_assignment(SPOTS, {"s2": [0, 1, 2]}, 4)
    F.check_assignment(SPOTS, {"s2": [0]}, 4)          # one die on a large spot is fine


def test_unused_dice_allowed_and_each_die_once():
    """rb p.40: any number of dice, even none, may be assigned; a die goes to one spot."""
    F.check_assignment(SPOTS, {}, 4)
    with pytest.raises(F.FishingError):
        F.check_assignment(SPOTS, {"s1": [0], "s3": [0]}, 4)
    with pytest.raises(F.FishingError):
        F.check_assignment(SPOTS, {"s1": [4]}, 4)
    with pytest.raises(F.FishingError):
        F.check_assignment(SPOTS, {"nowhere": [0]}, 4)


def test_one_current_that_crosses_the_spot():
    """rb p.40-41: the player picks one current passing through the spot."""
    with pytest.raises(F.FishingError):
        F.resolve_spot(STOCK, SPOTS, MODS, "s2", [6, 6], "c3", "lake")


def test_two_spots_on_one_current_both_pay():
    """rb p.42: several spots crossed by the same current can each be resolved."""
    a = F.resolve_spot(STOCK, SPOTS, MODS, "s1", [5], "c3", "lake")
    b = F.resolve_spot(STOCK, SPOTS, MODS, "s3", [6], "c3", "lake")
    assert a.success and b.success and a.bundle == b.bundle == {"water": 1, "fiber": 1}


def test_site_tables():
    """rb p.42."""
    assert F.windfall("lake") == ({"fish": 1},)
    assert F.mishap("lake").lose_energy == 1


def test_roll_four_dice_by_default():
    """rb p.40: the player rolls four dice; some effects give more."""
    from tests.stonesaga.rules_helpers import ScriptedRng
    assert F.roll_dice(ScriptedRng([4, 5, 2, 3])) == [4, 5, 2, 3]
    assert F.roll_dice(ScriptedRng([6, 6, 6, 6, 1]), 5) == [6, 6, 6, 6, 1]


def test_current_spelled_source():
    """The pack spells a current's start `source` (docs/content-packs.md); same difficulty (rb p.40)."""
    spots = {"currents": {"c1": {"source": "top", "to": "bot"}}, "spots": [{"id": "s1", "size": "small", "currents": ["c1"]}]}
    assert F.final_difficulty(STOCK, spots, MODS, "c1") == 9
    assert F.resolve_spot(STOCK, spots, MODS, "s1", [6], "c1", "lake").success is False
