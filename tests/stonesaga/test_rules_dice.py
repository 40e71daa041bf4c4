"""Tests with dice (rb p.14-16, 98-99) and random picks (rb p.99)."""
import pytest

from game.core.rng import Rng
from game.stonesaga import dice, health
from tests.stonesaga.rules_helpers import ScriptedRng


def test_heroic_effort_chains_on_sixes():
    """rb p.15 « Effort héroïque »: 6, 6, 2 → three dice summing 14; the chain stops on a non-6."""
    rng = ScriptedRng([6, 6, 2, 5])
    d = dice.roll_heroic(rng)
    assert d == [6, 6, 2] and sum(d) == 14
    assert rng.faces == [5]


def test_no_heroic_effort_without_a_six():
    """rb p.15 step 1: a non-6 is one die."""
    assert dice.roll_heroic(ScriptedRng([5, 6])) == [5]


def test_rulebook_example_twelve_plus():
    """rb p.16 example: DEX 2 with a minor enhancement, roll 6 (heroic) then 3 → 9 + 2 + 1 = 12,
    the 12+ outcome; the minor is then discarded."""
    d = dice.roll_heroic(ScriptedRng([6, 3]))
    total = dice.test_total(d, stat=2, enhancement=health.enhancement_bonus(1))
    assert total == 12
    bands = [(12, None), (8, 11), (1, 7)]          # the card's 12+ / 8-11 / 1-7
    assert dice.band_of(bands, total) == 0
    assert health.degrade_enhancement(1) == 0


def test_reroll_six_does_not_explode():
    """rb p.99: a 6 obtained by a re-roll is no heroic effort."""
    d = dice.reroll(ScriptedRng([6, 6]), [2], 0)
    assert d == [6]


def test_same_die_rerolled_once_per_effect():
    """rb p.99: two re-roll effects may re-roll the same die twice."""
    rng = ScriptedRng([3, 5])
    d = dice.reroll(rng, [1], 0)
    d = dice.reroll(rng, d, 0)
    assert d == [5]


def test_reroll_does_not_change_input_and_checks_index():
    """rb p.15 step 2: re-rolling changes one die; a missing die is refused."""
    src = [2, 4]
    out = dice.reroll(ScriptedRng([6]), src, 1)
    assert src == [2, 4] and out == [2, 6]
    with pytest.raises(dice.DiceError):
        dice.reroll(ScriptedRng([1]), src, 2)


def test_added_die_is_rolled_alone_and_summed():
    """rb p.15, 99: an added die is rolled at once, alone, and every die is summed."""
    d = dice.add_die(ScriptedRng([4]), [3])
    assert d == [3, 4] and dice.test_total(d, 1) == 8


def test_added_six_does_not_explode_by_default():
    """rb p.15 (heroic effort only on the initial roll); ruling SS-50."""
    rng = ScriptedRng([6, 6, 1])
    assert dice.add_die(rng, [2]) == [2, 6]
    assert rng.rolled == 1


def test_added_six_explodes_with_option():
    """Ruling SS-50 option ss_added_die_explodes: the added 6 chains like a heroic effort."""
    assert dice.add_die(ScriptedRng([6, 6, 1]), [2], explode=True) == [2, 6, 6, 1]


def test_added_die_may_be_rerolled():
    """rb p.15: « Un dé ajouté peut être relancé »."""
    d = dice.add_die(ScriptedRng([1]), [3])
    assert dice.reroll(ScriptedRng([5]), d, 1) == [3, 5]


def test_turn_die_clamped_and_no_explosion():
    """rb p.99: a turned die never goes above 6 nor below 1, and a 6 by turning does not explode."""
    assert dice.turn_die([5], 0, +3) == [6]
    assert dice.turn_die([2], 0, -4) == [1]
    assert dice.turn_die([2, 3], 1, to=6) == [2, 6]
    assert dice.turn_die([2], 0, to=9) == [6]


def test_total_with_stat_enhancement_and_modifiers():
    """rb p.15 steps 3-4: dice + stat (enhanced value) + other modifiers (e.g. +2 if Cunning)."""
    assert dice.test_total([6, 6, 2], stat=3, enhancement=2, modifier=2) == 21
    assert dice.test_total([1], stat=1, modifier=-3) == -1


def test_band_of_open_ends_and_misses():
    """rb p.15 step 5: read the outcome band holding the total."""
    bands = [(12, None), (8, 11), (1, 7)]
    assert dice.band_of(bands, 30) == 0
    assert dice.band_of(bands, 11) == 1
    assert dice.band_of(bands, 8) == 1
    assert dice.band_of(bands, 7) == 2
    assert dice.band_of(bands, 0) is None
    assert dice.band_of([(None, 5), (6, None)], -2) == 0


@pytest.mark.parametrize("n,faces,expect", [
    (2, [3], 0), (2, [4], 1),
    (3, [2], 0), (3, [3], 1), (3, [6], 2),
    (4, [1], 0), (4, [4], 3),
    (6, [6], 5), (5, [5], 4)])
def test_random_pick_table(n, faces, expect):
    """rb p.99 « Déterminer au hasard »: 2 → 1-3/4-6, 3 → 1-2/3-4/5-6, 4-6 → one face each."""
    assert dice.random_pick(ScriptedRng(faces), n) == expect


def test_random_pick_among_four_rerolls_five_and_six():
    """rb p.99: four terrains, 5-6 re-roll."""
    rng = ScriptedRng([5, 6, 5, 2])
    assert dice.random_pick(rng, 4) == 1
    assert rng.rolled == 4


def test_random_pick_among_five_rerolls_six():
    """rb p.99: five terrains, 6 re-rolls."""
    rng = ScriptedRng([6, 6, 3])
    assert dice.random_pick(rng, 5) == 2 and rng.rolled == 3


def test_random_pick_one_candidate_rolls_nothing():
    """rb p.99: one candidate needs no die."""
    rng = ScriptedRng([])
    assert dice.random_pick(rng, 1) == 0 and rng.rolled == 0


def test_random_pick_refuses_seven_flat():
    """rb p.99: seven or more candidates go through a holder first."""
    with pytest.raises(dice.DiceError):
        dice.random_pick(ScriptedRng([1]), 7)


def test_random_pick_grouped_two_stages():
    """rb p.99: seven terrains or more: pick a holder with eligible terrains (3 holders: 1-2 / 3-4
    / 5-6), then a terrain in it (3 terrains: 5-6 → third)."""
    groups = [["a", "b", "c"], ["d", "e"], [], ["f", "g"]]
    # 7 candidates, 3 non-empty holders: roll 3 → second non-empty holder (index 1); then 2
    # terrains: roll 5 → second
    assert dice.random_pick_grouped(ScriptedRng([3, 5]), groups) == (1, 1)
    # roll 6 → third non-empty holder, which is index 3; then roll 1 → its first terrain
    assert dice.random_pick_grouped(ScriptedRng([6, 1]), groups) == (3, 0)


def test_random_pick_grouped_small_uses_flat_table():
    """rb p.99: with six candidates or fewer the letters go to the terrains directly."""
    groups = [["a", "b"], ["c"]]
    assert dice.random_pick_grouped(ScriptedRng([5]), groups) == (1, 0)


def test_random_pick_grouped_many_holders():
    """Ruling SS-51: eight holders are picked in blocks of six, each by the p.99 table."""
    groups = [[k] for k in range(8)]
    # 8 holders with one terrain each: blocks [0..5], [6, 7]: roll 4 → second block (2 blocks:
    # 4-6), then 2 holders in it: roll 2 → first (holder 6); then one terrain, no roll
    assert dice.random_pick_grouped(ScriptedRng([4, 2]), groups) == (6, 0)


def test_dice_are_deterministic_with_seeded_rng():
    """Same seed, same rolls (the engine is deterministic)."""
    a, b = Rng.seeded(7), Rng.seeded(7)
    assert [dice.roll_heroic(a) for _ in range(20)] == [dice.roll_heroic(b) for _ in range(20)]
