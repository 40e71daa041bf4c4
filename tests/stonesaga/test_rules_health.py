"""Energy, weaknesses, incapacity and enhancements (rb p.14, 17, 52, 55-57, 98)."""
import pytest

from game.stonesaga import health as H


@pytest.mark.parametrize("n,energy,boxes,rested", [(1, 5, 5, 2), (2, 5, 5, 2), (3, 4, 4, 1), (4, 4, 3, 1)])
def test_party_size_values(n, energy, boxes, rested):
    """rb p.9/17: 5 energy with 1-2 characters, 4 with 3+; rb p.55: health track 5/5/4/3;
    rb p.52: rested +2 with two characters or fewer, +1 with three or four."""
    assert H.energy_max(n) == energy
    assert H.health_boxes(n) == boxes
    assert H.rested_energy(n) == rested


def test_party_size_out_of_range():
    """rb p.6: 1 to 4 characters."""
    with pytest.raises(H.HealthError):
        H.energy_max(5)


def test_spend_needs_the_energy():
    """rb p.17: a character cannot spend energy it does not have; spend 2 with 1 is illegal."""
    assert H.spend_energy(3, 2) == 1
    with pytest.raises(H.HealthError):
        H.spend_energy(1, 2)


def test_lose_three_with_one_gives_two_minor_wounds_the_second_flips_the_first():
    """rb p.17, 56, 98: with 1 energy, lose 3 → 0 energy and 2 minor wounds; the second minor
    wound flips the first to major."""
    energy, wounds = H.lose_energy(1, 3)
    assert (energy, wounds) == (0, 2)
    track = H.suffer_all([], 5, "wound", "minor", wounds)
    assert track == [("wound", "major")]


def test_lose_with_enough_energy_gives_no_wound():
    """rb p.17: losing what one has is just flipping tokens."""
    assert H.lose_energy(4, 3) == (1, 0)


def test_gain_is_capped_at_max():
    """rb p.17, 98: no energy above the maximum; the excess is ignored."""
    assert H.gain_energy(3, 5, 5) == 5
    assert H.gain_energy(5, 1, 5) == 5
    assert H.gain_energy(1, 2, 4) == 3


def test_night_recovery_two_characters_fed_hydrated_fire():
    """rb p.52, digest §25.14: two characters, fed + hydrated + fire from 0 → rested 2 + 1 + 1 + 1
    = 5, capped at the maximum 5; from 2 it stays 5."""
    gained = H.rested_energy(2) + 1 + 1 + 1
    assert gained == 5
    assert H.gain_energy(0, gained, H.energy_max(2)) == 5
    assert H.gain_energy(2, gained, H.energy_max(2)) == 5


def test_minor_wound_and_minor_disease_take_two_boxes():
    """rb p.56: a minor of another type is a new token."""
    t = H.suffer([], 4, "wound", "minor")
    t = H.suffer(t, 4, "disease", "minor")
    assert t == [("wound", "minor"), ("disease", "minor")]


def test_same_type_minor_flips_to_major():
    """rb p.56: suffering a minor with a same-type minor already there flips it to major."""
    t = H.suffer([("disease", "minor"), ("wound", "minor")], 5, "disease", "minor")
    assert t == [("disease", "major"), ("wound", "minor")]


def test_major_is_a_new_token_even_with_a_minor_of_its_type():
    """rb p.56: a major always places an additional token if it can."""
    t = H.suffer([("wound", "minor")], 5, "wound", "major")
    assert t == [("wound", "minor"), ("wound", "major")]


def test_major_with_no_free_box_resolves_as_minor():
    """rb p.56: no free box → as if a minor: flips a same-type minor."""
    full = [("wound", "minor"), ("disease", "major"), ("disease", "major")]
    assert H.suffer(full, 3, "wound", "major") == [("wound", "major"), ("disease", "major"), ("disease", "major")]


def test_overflow_minor_ignored_by_default():
    """Ruling SS-52 (rb p.56 gap): a minor with no free box and no same-type minor changes nothing."""
    full = [("disease", "minor"), ("wound", "major"), ("wound", "major")]
    assert H.suffer(full, 3, "wound", "minor") == full
    assert H.suffer(full, 3, "wound", "major") == full


def test_overflow_option_worsens_other_minor():
    """Ruling SS-52 option worsen_other: the first minor of the other type flips to major."""
    full = [("wound", "major"), ("disease", "minor"), ("wound", "major")]
    out = H.suffer(full, 3, "wound", "minor", overflow="worsen_other")
    assert out == [("wound", "major"), ("disease", "major"), ("wound", "major")]


def test_bad_weakness_refused():
    """rb p.55: wounds and diseases, minor or major."""
    with pytest.raises(H.HealthError):
        H.suffer([], 5, "curse", "minor")
    with pytest.raises(H.HealthError):
        H.suffer([], 5, "wound", "huge")


def test_degrade_major_to_minor_and_minor_away():
    """rb p.56 « Dégrader des faiblesses »: major flips to minor; minor is discarded."""
    t = [("wound", "major"), ("disease", "minor")]
    assert H.degrade_weakness(t, 0) == [("wound", "minor"), ("disease", "minor")]
    assert H.degrade_weakness(t, 1) == [("wound", "major")]
    with pytest.raises(H.HealthError):
        H.degrade_weakness(t, 2)


def test_incapacitated_when_every_box_is_filled():
    """rb p.57: four characters, three boxes: a third token makes the character incapacitated."""
    boxes = H.health_boxes(4)
    t = H.suffer([("wound", "minor"), ("disease", "minor")], boxes, "disease", "major")
    assert H.is_incapacitated(t, boxes)
    assert not H.is_incapacitated(t[:2], boxes)


def test_help_on_a_major_leaves_the_character_incapacitated():
    """rb p.26-27 (Aider) and p.57: degrading a major flips it, the box stays filled."""
    t = [("wound", "major"), ("disease", "minor"), ("wound", "minor")]
    assert H.is_incapacitated(H.degrade_weakness(t, 0), 3)
    assert not H.is_incapacitated(H.degrade_weakness(t, 1), 3)


def test_enhancement_minor_plus_minor_is_major():
    """rb p.14: a minor onto a stat that already has one turns it into a major."""
    assert H.enhance(0, "minor") == 1
    assert H.enhance(1, "minor") == 2


def test_enhancement_minor_onto_major_stays_major():
    """rb p.14, Second audit 1."""
    assert H.enhance(2, "minor") == 2


def test_enhancement_major_onto_existing_cap_or_refuse():
    """Ruling SS-53: a major onto an existing enhancement is a major (cap), or refused."""
    assert H.enhance(0, "major") == 2
    assert H.enhance(1, "major") == 2
    assert H.enhance(0, "major", on_existing_major="refuse") == 2
    with pytest.raises(H.HealthError):
        H.enhance(1, "major", on_existing_major="refuse")


def test_enhancement_degrades_after_a_test():
    """rb p.14-15 step 6: major → minor → gone."""
    assert H.degrade_enhancement(2) == 1
    assert H.degrade_enhancement(1) == 0
    assert H.degrade_enhancement(0) == 0


def test_enhancement_bonus_values():
    """rb p.14: a minor adds 1, a major adds 2."""
    assert [H.enhancement_bonus(k) for k in (0, 1, 2)] == [0, 1, 2]
    with pytest.raises(H.HealthError):
        H.enhancement_bonus(3)


@pytest.mark.parametrize("n,fed,hyd,comf,expect", [
    (2, True, True, True, 5), (1, False, False, False, 2), (3, True, False, True, 3),
    (4, False, True, False, 2), (4, True, True, True, 4)])
def test_night_recovery(n, fed, hyd, comf, expect):
    """rb p.52 step 2: rested 2 (≤2 characters) or 1 (3-4), fed +1, hydrated +1, comforted +1."""
    assert H.night_recovery(n, fed, hyd, comf) == expect


def test_night_hunger_and_thirst():
    """rb p.52 step 3: both → may degrade a weakness; neither → a minor wound; one → nothing."""
    assert H.night_hunger(True, True) == "degrade"
    assert H.night_hunger(False, False) == "minor_wound"
    assert H.night_hunger(True, False) is None and H.night_hunger(False, True) is None


@pytest.mark.parametrize("die,old,effect", [
    (1, False, "population_minus_1"), (2, False, "discontent_plus_1"), (4, False, "discontent_plus_1"),
    (5, False, "stat_plus_1"), (6, False, "stat_plus_1"), (1, True, "discontent_plus_1"),
    (2, True, "discontent_plus_1"), (3, True, "stat_plus_1"), (6, True, "stat_plus_1")])
def test_mourning(die, old, effect):
    """rb p.70: 1 Population -1, 2-4 Discontent +1, 5-6 +1 to a stat; +2 for old age between
    challenges; 7-8 read as 5-6 (ruling SS-58)."""
    assert H.mourning(die, old) == effect


def test_quiet_night():
    """rb p.54: +1 energy, or at the maximum a minor enhancement instead."""
    assert H.quiet_night(3, 5) == (4, False)
    assert H.quiet_night(5, 5) == (5, True)


@pytest.mark.parametrize("n,expect", [(1, 1), (2, 1), (3, 0), (4, 0)])
def test_hard_rest(n, expect):
    """rb p.101: harder Night: rested gives 1 with two characters or fewer, 0 with three or more."""
    assert H.night_recovery(n, False, False, False, hard_rest=True) == expect
    assert H.night_recovery(n, True, True, True, hard_rest=True) == expect + 3


def test_hard_hunger():
    """rb p.101: degrading needs fed, hydrated and comforted; only one of fed/hydrated → minor
    wound; neither → major wound."""
    assert H.night_hunger(True, True, True, hard=True) == "degrade"
    assert H.night_hunger(True, True, False, hard=True) is None
    assert H.night_hunger(True, False, True, hard=True) == "minor_wound"
    assert H.night_hunger(False, True, False, hard=True) == "minor_wound"
    assert H.night_hunger(False, False, True, hard=True) == "major_wound"
    assert H.night_hunger(True, True, False) == "degrade"          # the normal Night ignores comfort


@pytest.mark.parametrize("die,demand", [(None, 1), (1, 3), (2, 3), (3, 2), (4, 2), (5, 1), (6, 1)])
def test_demand_per_night(die, demand):
    """rb p.54 step 8: +1; rb p.101 harder Night: a die, 1-2 → +3, 3-4 → +2, 5-6 → +1."""
    assert H.demand_increase(die) == demand
