"""Valley geometry (rb p.21, 25-26, 55, 68, 94, 99)."""
import itertools

import pytest

from game.stonesaga import valley as V


def test_neighbours_in_edge_order():
    """docs/stonesaga-engine.md: edges 0 = NE, 1 = E, 2 = SE, 3 = SW, 4 = W, 5 = NW (pointy top,
    axial); rb p.21: adjacent = sharing an edge."""
    assert V.neighbours(0, 0) == [(1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)]
    assert V.neighbour(2, 3, 4) == (1, 3)


def test_shared_edge_both_sides():
    """rb p.21: a common edge is edge i of one tile and edge i+3 of the other."""
    assert V.shared_edge((0, 0), (1, 0)) == (1, 4)
    assert V.shared_edge((0, 0), (0, -1)) == (5, 2)
    assert V.shared_edge((0, 0), (2, 0)) is None
    assert V.adjacent((3, -1), (2, 0)) and not V.adjacent((0, 0), (0, 0))
    for e, (q, r) in enumerate(V.neighbours(5, -2)):
        assert V.shared_edge((5, -2), (q, r)) == (e, (e + 3) % 6)


def test_every_neighbour_pair_is_symmetric():
    """rb p.21: adjacency is mutual."""
    for a in [(0, 0), (2, -1)]:
        for b in V.neighbours(*a):
            assert V.adjacent(b, a)


@pytest.mark.parametrize("orient", ["up", "down"])
def test_holder_is_three_mutually_adjacent_hexes(orient):
    """rb p.21: a terrain holder carries three tiles that touch each other."""
    cells = V.holder_cells((4, -2), orient)
    assert len(set(cells)) == 3
    for a, b in itertools.combinations(cells, 2):
        assert V.adjacent(a, b)
    with pytest.raises(V.ValleyError):
        V.holder_cells((0, 0), "sideways")


def test_expansion_touches_as_many_edges_as_possible():
    """rb p.94 « Placer un nouveau support »: the new holder touches as many edges of the named
    terrain as possible (two at most; the rulebook's picture: one edge below, two above); players
    choose among the ties. Holder {(0,0), (1,0), (1,-1)}, target (0,0): its free edges are SE, SW,
    W, NW; the three holders covering two consecutive free neighbours, counted by hand."""
    occupied = set(V.holder_cells((0, 0), "up"))
    got = V.expansion_anchors(occupied, (0, 0))
    assert got == [((-2, 1), "up"), ((-1, -1), "down"), ((-1, 1), "down")]
    for anchor, orient in got:
        cells = V.holder_cells(anchor, orient)
        assert V.edges_touched(cells, (0, 0)) == 2
        assert not occupied & set(cells)


def test_expansion_with_one_free_edge():
    """rb p.94: if only one edge can be touched, the holders touching that edge are the candidates."""
    target = (0, 0)
    ring = V.neighbours(*target)
    occupied = {target} | {c for k, c in enumerate(ring) if k != 2}
    got = V.expansion_anchors(occupied, target)
    assert got
    for anchor, orient in got:
        cells = V.holder_cells(anchor, orient)
        assert ring[2] in cells and V.edges_touched(cells, target) == 1


def test_area_limit_per_epoch():
    """rb p.94 « Superficie »: epoch 1 four holders, epoch 2 six, epoch 3 eight; at the limit an
    expansion is ignored."""
    assert [V.area_limit(e) for e in (1, 2, 3)] == [4, 6, 8]
    assert V.can_expand(3, 1) and not V.can_expand(4, 1) and V.can_expand(4, 2)


def test_zones_of_edges():
    """docs/stonesaga-engine.md: zone A edges 0-1, B 2-3, C 4-5 (three zones per tile, rb p.32)."""
    assert [V.zone_of_edge(e) for e in range(6)] == ["A", "A", "B", "B", "C", "C"]


FULL_CHASM = {"sites": ["chasm"], "full": True}
PART_RIVER = {"sites": ["river"], "full": False}


def test_rulebook_example_start_tile_chasm_obstructs():
    """rb p.26: the path between the start tile and VV06 is obstructed by a chasm along the whole
    edge of the start tile (the other side is not covered)."""
    a = V.side_state(FULL_CHASM)
    b = V.side_state(None)
    assert V.crossing(a, b) == "obstructed"
    assert V.crossing(b, a) == "obstructed"


def test_partial_sites_do_not_obstruct():
    """rb p.26: only sites covering the entire common edge obstruct."""
    assert V.crossing(V.side_state(PART_RIVER), V.side_state(None)) == "clear"


def test_one_side_ruling_option():
    """Ruling SS-55 option both: both sides must be covered."""
    assert V.crossing("obstructed", "clear", rule="both") == "clear"
    assert V.crossing("obstructed", "obstructed", rule="both") == "obstructed"


def test_module_classes():
    """rb p.68: non-obstructive = as environment (covered sites no longer count), obstructive =
    lose energy on a difficult travel, impassable = the edge cannot be crossed."""
    assert V.side_state(FULL_CHASM, "non_obstructive") == "clear"
    assert V.side_state(None, "obstructive") == "obstructed"
    assert V.side_state(None, "impassable") == "impassable"
    assert V.crossing("clear", "impassable") == "impassable"
    assert V.crossing("impassable", "obstructed", rule="both") == "impassable"
    with pytest.raises(V.ValleyError):
        V.side_state(None, "wobbly")


def test_flight_destinations():
    """rb p.55; ruling SS-56: by default discovered neighbours whose edge is not impassable."""
    opts = [{"cell": "a", "discovered": True, "crossing": "clear"},
            {"cell": "b", "discovered": True, "crossing": "obstructed"},
            {"cell": "c", "discovered": False, "crossing": "clear"},
            {"cell": "d", "discovered": True, "crossing": "impassable"}]
    assert V.flight_destinations(opts) == ["a", "b"]
    assert V.flight_destinations(opts, rule="passable") == ["a", "b", "c"]
    assert V.flight_destinations(opts, rule="any") == ["a", "b", "c", "d"]


def test_depletion_surcharge():
    """rb p.59: fishing on a +1 terrain costs 3; on +2, 4; Find water ignores depletion (rb p.36)."""
    assert V.action_cost("fish", 1) == 3
    assert V.action_cost("forage", 2) == 4
    assert V.action_cost("extract", 0) == 2
    assert V.action_cost("find_water", 2) == 1
    assert V.action_cost("shelter", 1) == 1


def test_deplete_steps():
    """rb p.59: none → +1 → +2 → stays +2."""
    assert [V.deplete(k) for k in (0, 1, 2)] == [1, 2, 2]


def test_shelter_steps():
    """rb p.37, 58: none → 1 → 2; Build shelter is illegal at 2; further placements ignored;
    remove = degrade 2 → 1 → gone."""
    assert [V.place_shelter(k) for k in (0, 1, 2)] == [1, 2, 2]
    assert V.can_build_shelter(1) and not V.can_build_shelter(2)
    assert [V.degrade_token(k) for k in (2, 1, 0)] == [1, 0, 0]


def test_shelter_value_bonus_without_token():
    """rb p.58: « +1 » makes no token a shelter of value 1 and a 1 a 2, without flipping."""
    assert V.shelter_value(0, 1) == 1 and V.shelter_value(1, 1) == 2 and V.shelter_value(2, 1) == 3
    assert V.shelter_value(0) == 0


def test_fire_refresh_and_two_nights():
    """rb p.57-58: a fire on a fire is replaced by a fresh one; arrow → x → gone at Night step 5,
    so a fire comforts two Nights."""
    assert V.place_fire(0) == 2 and V.place_fire(1) == 2
    lvl = V.place_fire(0)
    nights = 0
    while lvl:
        nights += 1
        lvl = V.degrade_token(lvl)
    assert nights == 2


def test_obstructed_edge_at_zero_energy_is_a_minor_wound():
    """rb p.26 + p.17: an obstructed path loses 1 energy; with none left, a minor wound."""
    from game.stonesaga import health as H
    assert V.crossing(V.side_state(FULL_CHASM), "clear") == "obstructed"
    assert H.lose_energy(0, 1) == (0, 1)
