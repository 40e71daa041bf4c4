"""Craft codes (rb p.30-31). The tokens here are built for the tests (edge symbols of the
published materials are secret); the rulebook's two printed codes, Red 1422 and wood + feather
= Blue 2210, must come out of them."""
import pytest

from game.stonesaga import craft as C


def s(c, n):
    return {"c": c, "n": n}


Z = {"zero": True}

# A hexagonal token: entry 0 is the left vertical edge, entry 3 the right one.
STONE = [s("red", 1), s("yellow", 1), s("blue", 2), s("blue", 4), s("red", 3), s("yellow", 2)]
STICK = [s("blue", 2), s("red", 1), s("yellow", 3), s("yellow", 2), s("blue", 1), s("red", 2)]
WOOD = [s("blue", 2), s("yellow", 1), s("red", 3), s("red", 2), s("yellow", 4), s("blue", 1)]
FEATHER = [s("red", 1), s("blue", 3), s("yellow", 1), Z, s("blue", 2), s("yellow", 2)]


def test_rulebook_red_1422():
    """rb p.31: « Rouge 1422 »: a lone red diamond in the left column, then 4, 2 and 2 symbols."""
    assert C.column_edges(STONE, 0) == (s("red", 1), s("blue", 4))
    assert C.craft_code(STONE, 0, STICK, 0) == "red 1422"
    assert "red 1422" in C.codes(STONE, STICK)


def test_rulebook_wood_feather_blue_2210():
    """rb p.32 « Icône Zéro »: the code for this wood and this feather is Blue 2210, the zero in
    the last column counting 0."""
    assert C.craft_code(WOOD, 0, FEATHER, 0) == "blue 2210"
    assert "blue 2210" in C.codes(WOOD, FEATHER)


def test_rotation_brings_another_edge_to_the_left():
    """rb p.30: the tokens are turned; rot = the entry on the left, its opposite on the right."""
    assert C.column_edges(STONE, 2) == (s("blue", 2), s("yellow", 2))
    assert C.column_edges(STONE, 4) == (s("red", 3), s("yellow", 1))


def test_touching_edges_must_share_a_symbol_type():
    """rb p.30: the two inner edges must show the same type of symbol."""
    # STONE rot 0 shows blue on its right; STICK rot 1 shows red on its left
    with pytest.raises(C.CraftError):
        C.craft_code(STONE, 0, STICK, 1)


def test_two_edge_tokens_all_layouts_by_hand():
    """rb p.30-31: every valid layout of two small tokens, counted by hand: with A on the left only
    (0, 0) matches (blue against blue) → red 1231; with B on the left only B turned (1) against A
    turned (1) (blue against blue) → yellow 1321."""
    a = [s("red", 1), s("blue", 2)]
    b = [s("blue", 3), s("yellow", 1)]
    assert C.orientations(a, b) == [(0, 0)]
    assert C.orientations(b, a) == [(1, 1)]
    ps = C.placements(a, b)
    assert [(p.left, p.rot_left, p.rot_right, p.code) for p in ps] == [
        (0, 0, 0, "red 1231"), (1, 1, 1, "yellow 1321")]
    assert C.codes(a, b) == ["red 1231", "yellow 1321"]


def test_several_layouts_are_several_recipes():
    """rb p.30: some pairs have several valid positions, each a different recipe."""
    a = [s("red", 1), s("red", 2)]
    b = [s("red", 3), s("red", 4)]
    # every rotation matches (all red): 2 x 2 layouts per side, 8 in all
    assert len(C.placements(a, b)) == 8
    assert C.codes(a, b) == sorted({"red 1234", "red 1243", "red 2134", "red 2143",
                                    "red 3412", "red 3421", "red 4312", "red 4321"})


def test_zero_only_in_the_last_column():
    """rb p.32: a zero cannot touch symbols or another zero and must be in the last column."""
    # zero on the left of the left token
    with pytest.raises(C.CraftError):
        C.craft_code(FEATHER, 3, WOOD, 3)
    # zero touching: FEATHER rot 0 shows the zero on its right (inner)
    with pytest.raises(C.CraftError):
        C.craft_code(FEATHER, 0, WOOD, 0)
    # zero against zero
    zz = [s("red", 1), Z]
    assert C.orientations(zz, zz) == []
    for p in C.placements(WOOD, FEATHER):
        digits = p.code.split()[1]
        assert "0" not in digits[:3]


def test_leftmost_column_gives_the_colour():
    """rb p.31: the code starts with the colour of the leftmost column."""
    assert C.craft_code(STICK, 3, STONE, 3).split()[0] == "yellow"


def test_blank_edges_invalid_by_default():
    """Ruling SS-54: a blank edge cannot touch, cannot be the leftmost column, and in the last
    column makes the layout invalid by default."""
    a = [s("red", 1), s("blue", 2)]
    blank_right = [s("blue", 1), None]
    assert C.orientations(a, blank_right) == []
    # blank touching, or blank on the far left
    assert C.orientations(blank_right, a) == []


def test_blank_edge_as_zero_with_option():
    """Ruling SS-54 option ss_craft_blank_edge=zero: a blank in column 4 counts 0 (never inner,
    never leftmost)."""
    a = [s("red", 1), s("blue", 2)]
    blank_right = [s("blue", 1), None]
    assert C.orientations(a, blank_right, blank="zero") == [(0, 0)]
    assert C.craft_code(a, 0, blank_right, 0, blank="zero") == "red 1210"
    assert C.orientations(blank_right, a, blank="zero") == []


def test_malformed_edges_refused():
    """docs/stonesaga-engine.md: an even number of edges, each null, {c, n 1..4} or {zero}."""
    for bad in ([s("red", 1)], [s("red", 5), s("red", 1)], [{"c": "red"}, s("red", 1)],
                [{"zero": True, "c": "red"}, s("red", 1)], ["red", s("red", 1)], []):
        with pytest.raises(C.CraftError):
            C.check_edges(bad)


def test_share_symbol_type():
    """rb p.30: the two materials must have at least one symbol type in common."""
    assert C.share_symbol_type(STONE, STICK)
    assert not C.share_symbol_type([s("red", 1), Z], [s("blue", 1), s("yellow", 2)])
