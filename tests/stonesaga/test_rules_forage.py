"""Forage: the row, harvest, hunt and the wild-animal tables (rb p.43-48). Cards here are built
for the tests."""
import pytest

from game.stonesaga import forage as G


def card(fg=(), mg=(), bg=()):
    return {"planes": {"fg": list(fg), "mg": list(mg), "bg": list(bg)}}


PRED = {"animal": "predator"}
SMALL = {"animal": "small_prey"}
LARGE = {"animal": "large_prey"}
TRACKS = {"tracks": True}


def tree(*bonus):
    return {"source": "tree", "bonus": list(bonus)}


def tuber(*bonus):
    return {"source": "tuber", "bonus": list(bonus)}


# --- search ---------------------------------------------------------------------------------

def test_free_choice_without_predator_in_row():
    """rb p.44: draw two, keep one (free choice while the row has no predator)."""
    assert G.allowed_to_add([card(fg=[tree()])], [card(bg=[PRED]), card(fg=[tree()])]) == [0, 1]
    assert G.allowed_to_add([], [card(bg=[PRED]), card()]) == [0, 1]


def test_predator_in_row_forces_a_predator_card():
    """rb p.44: once the row holds a predator, a drawn card with a predator must be added."""
    row = [card(bg=[PRED])]
    assert G.allowed_to_add(row, [card(fg=[tree()]), card(mg=[PRED])]) == [1]
    assert G.allowed_to_add(row, [card(fg=[tree()]), card(fg=[tuber()])]) == [0, 1]


def test_both_predators_nearest_rule():
    """rb p.44: with two predator cards, take the one whose predator is as close as or closer than
    every predator already in the row, if possible."""
    row = [card(mg=[PRED])]
    # background vs midground: only the midground one is as close as the row's
    assert G.allowed_to_add(row, [card(bg=[PRED]), card(mg=[PRED])]) == [1]
    # background vs foreground: the foreground one
    assert G.allowed_to_add(row, [card(bg=[PRED]), card(fg=[PRED])]) == [1]
    # both closer: free choice between them
    assert G.allowed_to_add(row, [card(fg=[PRED]), card(mg=[PRED])]) == [0, 1]
    # neither is as close: « si possible » → either
    assert G.allowed_to_add([card(fg=[PRED])], [card(bg=[PRED]), card(mg=[PRED])]) == [0, 1]


def test_nearest_predator_of_a_card():
    """rb p.44: planes from the foreground (nearest) to the background."""
    assert G.nearest_predator(card(bg=[PRED], mg=[PRED])) == 1
    assert G.nearest_predator(card(fg=[tree()])) is None


def test_spotted_by_foreground_predator_only():
    """rb p.44: a predator in the foreground of any card of the row spots the character."""
    assert not G.spotted([card(mg=[PRED]), card(bg=[PRED])])
    assert G.spotted([card(fg=[tree()]), card(fg=[PRED])])


# --- harvest --------------------------------------------------------------------------------

ROW = [card(fg=[tree("pitch")], mg=[tree("feather")], bg=[tree("fiber")]),
       card(fg=[tuber()], bg=[tuber()], mg=[tree()])]


def test_rulebook_three_trees_with_bonuses():
    """rb p.45 example: harvesting the three trees gives 3 wood, 1 pitch, 1 feather, 1 fiber."""
    picks = [(0, "fg", 0), (0, "mg", 0), (0, "bg", 0)]
    G.harvest_check(ROW, picks)
    assert G.harvest_gain(ROW, picks) == {"wood": 3, "pitch": 1, "feather": 1, "fiber": 1}


def test_harvest_reach_is_chained_per_type():
    """rb p.45: the background tuber is out of reach without a midground tuber harvested."""
    with pytest.raises(G.ForageError):
        G.harvest_check(ROW, [(1, "fg", 0), (1, "bg", 0)])
    assert G.harvest_reachable(ROW, "tuber", [(1, "fg", 0)]) == []
    assert G.harvest_reachable(ROW, "tree") == [(0, "fg", 0)]
    assert G.harvest_reachable(ROW, "tree", [(0, "fg", 0)]) == [(0, "mg", 0), (1, "mg", 0)]


def test_card_order_is_irrelevant_for_reach():
    """rb p.45: a foreground tree on one card opens the midground trees of every card."""
    G.harvest_check(ROW, [(0, "fg", 0), (1, "mg", 0)])


def test_one_source_type_and_three_sources_by_default():
    """rb p.45: one source type per action; at most 3 sources by default (effects change it)."""
    with pytest.raises(G.ForageError):
        G.harvest_check(ROW, [(0, "fg", 0), (1, "fg", 0)])
    row = [card(fg=[tree(), tree(), tree(), tree()])]
    four = [(0, "fg", k) for k in range(4)]
    with pytest.raises(G.ForageError):
        G.harvest_check(row, four)
    G.harvest_check(row, four, limit=4)
    assert G.harvest_gain(row, four) == {"wood": 4}


def test_harvest_yields_by_source():
    """rb p.45: tree wood, grass grain, tuber root, watercourse water, nut shrub nut."""
    row = [card(fg=[{"source": k} for k in ("tree", "grass", "tuber", "watercourse", "nut_shrub")])]
    got = {}
    for k in range(5):
        got.update(G.harvest_gain(row, [(0, "fg", k)]))
    assert got == {"wood": 1, "grain": 1, "root": 1, "water": 1, "nut": 1}


def test_only_sources_are_harvested():
    """rb p.45."""
    with pytest.raises(G.ForageError):
        G.harvest_check([card(fg=[SMALL])], [(0, "fg", 0)])


# --- hunt -----------------------------------------------------------------------------------

def test_hunt_reach_by_tracks():
    """rb p.47: foreground always; midground with tracks in a foreground; background with tracks in
    a foreground and a midground."""
    assert G.hunt_reach([card(fg=[SMALL])]) == {"fg"}
    assert G.hunt_reach([card(fg=[TRACKS]), card(bg=[LARGE])]) == {"fg", "mg"}
    assert G.hunt_reach([card(fg=[TRACKS]), card(mg=[TRACKS])]) == {"fg", "mg", "bg"}


def test_rulebook_background_prey_with_tracks():
    """rb p.47 example: prey in the background is in reach with tracks in the fore- and midground."""
    row = [card(fg=[TRACKS], mg=[TRACKS], bg=[LARGE])]
    G.hunt_check(row, [(0, "bg", 0)])
    with pytest.raises(G.ForageError):
        G.hunt_check([card(fg=[TRACKS], bg=[LARGE])], [(0, "bg", 0)])


def test_small_prey_in_midground_opens_background_small_prey():
    """rb p.47: a background small prey is in reach if a midground one is hunted too."""
    row = [card(fg=[TRACKS], mg=[SMALL], bg=[SMALL])]
    G.hunt_check(row, [(0, "mg", 0), (0, "bg", 0)])
    with pytest.raises(G.ForageError):
        G.hunt_check(row, [(0, "bg", 0)])


def test_hunt_limits():
    """rb p.47: up to three small prey, or one large prey, or one predator."""
    row = [card(fg=[SMALL, SMALL, SMALL, SMALL, LARGE, PRED])]
    assert G.hunt_encounter(row, [(0, "fg", 0), (0, "fg", 1), (0, "fg", 2)]) == "small_prey_3"
    assert G.hunt_encounter(row, [(0, "fg", 0)]) == "small_prey_1"
    with pytest.raises(G.ForageError):
        G.hunt_check(row, [(0, "fg", k) for k in range(4)])
    with pytest.raises(G.ForageError):
        G.hunt_check(row, [(0, "fg", 0), (0, "fg", 4)])
    assert G.hunt_encounter(row, [(0, "fg", 4)]) == "large_prey"
    assert G.hunt_encounter(row, [(0, "fg", 5)]) == "predator"


def test_hunt_reachable_lists_addable_animals():
    """rb p.47: a small prey can join two small prey, a large one cannot."""
    row = [card(fg=[SMALL, SMALL, LARGE], mg=[SMALL])]
    assert G.hunt_reachable(row, [(0, "fg", 0)]) == [(0, "fg", 1)]


def test_prey_bonus_only_if_the_encounter_yields():
    """rb p.47: a prey's bonus is gained only if the encounter gives other resources."""
    row = [card(fg=[{"animal": "small_prey", "bonus": ["feather"]}])]
    ok = G.resolve_encounter("small_prey_1", 6)
    assert G.hunt_gain(row, [(0, "fg", 0)], ok) == {"game": 1, "gut": 1, "feather": 1}
    ko = G.resolve_encounter("small_prey_1", 5)
    assert G.hunt_gain(row, [(0, "fg", 0)], ko) == {}


# --- encounter tables -----------------------------------------------------------------------

@pytest.mark.parametrize("eid,threshold,gain", [
    ("small_prey_1", 6, {"game": 1, "gut": 1}),
    ("small_prey_2", 7, {"game": 2, "gut": 1, "bone": 1}),
    ("small_prey_3", 8, {"game": 3, "gut": 2, "bone": 1}),
    ("large_prey", 10, {"game": 4, "gut": 2, "bone": 1, "hide": 1}),
    ("predator_fight", 12, {"game": 4, "tooth": 2, "shell": 2, "gut": 2})])
def test_encounter_thresholds(eid, threshold, gain):
    """rb p.48: 1 small prey 6+, 2 → 7+, 3 → 8+, large 10+, fight a predator 12+."""
    assert G.resolve_encounter(eid, threshold).gain == gain
    assert G.resolve_encounter(eid, threshold + 5).gain == gain
    assert G.resolve_encounter(eid, threshold - 1).gain == {}


def test_predator_fight_failure_major_wound():
    """rb p.48: 1-11 → 1 major wound; DEX or STR."""
    b = G.resolve_encounter("predator_fight", 11)
    assert (b.suffer.kind, b.suffer.severity, b.flee) == ("wound", "major", False)
    assert set(G.hunt_table("predator_fight").stats) == {"dex", "str"}


def test_predator_retreat():
    """rb p.48: DEX or PER; 10+ no effect; 1-9 a major wound and flee."""
    ok = G.resolve_encounter("predator_retreat", 10)
    assert ok.gain == {} and ok.suffer is None and not ok.flee
    ko = G.resolve_encounter("predator_retreat", 9)
    assert (ko.suffer.kind, ko.suffer.severity, ko.flee) == ("wound", "major", True)
    assert set(G.hunt_table("predator_retreat").stats) == {"dex", "per"}


def test_prey_tests_dex():
    """rb p.48: prey hunts test DEX."""
    for eid in ("small_prey_1", "small_prey_2", "small_prey_3", "large_prey"):
        assert G.hunt_table(eid).stats == ("dex",)


def test_total_below_one_reads_the_lowest_band():
    """rb p.48: the lowest band is the failure (a negative total still fails)."""
    assert G.resolve_encounter("large_prey", -2).gain == {}


def test_reachable_wrapper():
    """rb p.45-47: the same reach through one entry point."""
    assert G.reachable(ROW, "harvest", "tree") == [(0, "fg", 0)]
    assert G.reachable([card(fg=[SMALL])], "hunt") == [(0, "fg", 0)]
    with pytest.raises(G.ForageError):
        G.reachable(ROW, "fish")


def test_make_fire_table():
    """rb p.82: DEX or CON; 10+ place a fire; 1-9 gain a wood back; a fiber adds 2."""
    from game.stonesaga.tables import rulebook
    t = G.hunt_table("make_fire")
    assert set(t.stats) == {"dex", "con"}
    assert G.resolve_encounter("make_fire", 10).effect == "place_fire"
    assert G.resolve_encounter("make_fire", 9).gain == {"wood": 1}
    assert rulebook().const("make_fire_fiber_bonus") == 2
    assert rulebook().const("make_fire_cost") == {"energy": 1, "wood": 1}
