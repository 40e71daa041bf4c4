"""Camps: Population cap and the processes a zone needs (rb p.32-33)."""
import pytest

from game.stonesaga import camp as K


@pytest.mark.parametrize("pop,cap", [(0, 2), (8, 2), (9, 3), (12, 3), (13, 4), (15, 4), (16, 5),
                                     (18, 5), (19, 6), (20, 6)])
def test_population_cap(pop, cap):
    """rb p.32: 0-8 → 2, 9-12 → 3, 13-15 → 4, 16-18 → 5, 19+ → 6."""
    assert K.camp_cap(pop) == cap


def test_over_the_cap_only_at_a_new_epoch():
    """rb p.32: Population falling below what the camps need has no effect until the next epoch
    starts; then the excess camps become ruins."""
    assert K.camps_to_ruin(3, 8) == 1
    assert K.camps_to_ruin(2, 8) == 0
    assert K.camps_to_ruin(3, 9) == 0


@pytest.mark.parametrize("sites,need", [
    (["forest"], ["fell"]), (["marsh"], ["dig"]), (["river"], ["dig"]), (["lake"], ["dig"]),
    (["chasm"], ["break"]), (["mountain"], ["break"]), (["moraine"], ["break"]),
    (["meadow"], []), (["dry_plain"], []), ([], []),
    (["forest", "river"], ["dig", "fell"])])
def test_processes_per_site(sites, need):
    """rb p.33 « Procédés »."""
    assert K.processes_needed(sites) == need


def test_cave_ruling():
    """Ruling SS-57 (rb p.33 leaves the cave out): none by default; the option names one."""
    assert K.processes_needed(["cave"]) == []
    assert K.processes_needed(["cave"], cave="break") == ["break"]
    assert K.processes_needed(["cave", "lake"], cave="dig") == ["dig"]


def test_camp_allowed_needs_every_process():
    """rb p.33: the actor or a contributor holds each process the zone's sites need."""
    assert K.camp_allowed(["forest", "river"], ["fell", "dig"])
    assert not K.camp_allowed(["forest", "river"], ["fell"])
    assert K.camp_allowed(["meadow"], [])


def test_single_process_helper():
    """rb p.33."""
    assert K.process_needed(["lake"]) == "dig"
    assert K.process_needed(["meadow"]) is None
    with pytest.raises(K.CampError):
        K.process_needed(["forest", "lake"])
    with pytest.raises(K.CampError):
        K.processes_needed(["volcano"])


def test_jungle_ruling():
    """Ruling SS-60: a jungle camp needs nothing by default; the option asks for Fell."""
    assert K.processes_needed(["jungle"]) == []
    assert K.processes_needed(["jungle", "forest"], jungle="fell") == ["fell"]
