"""Tool matching for Transform (rb p.27-29). Material facts are the rulebook's (sun stone gives
and needs Grind, clay needs Heat, hide needs Pierce and Cut, processed cloud stone strikes,
processed river stone cuts, grains need Grind)."""
import pytest

from game.stonesaga import transform as T
from game.stonesaga.tables import rulebook


def res(rid, *requires, gives=()):
    return {"id": rid, "requires": list(requires), "processed_tools": list(gives)}


def src(sid, *tools):
    return {"id": sid, "tools": list(tools)}


def test_two_grains_need_two_grind_sources():
    """rb p.29: to process two grains in one action you need two different Grind icons."""
    grains = [res("g1", "grind"), res("g2", "grind")]
    assert T.plan(grains, [src("quern", "grind")]) is None
    got = T.plan(grains, [src("quern", "grind"), src("sun", "grind")])
    assert got == [[("grind", "quern")], [("grind", "sun")]]


def test_one_fire_processes_three_clays():
    """rb p.29: Heat may serve up to three times in one action (fire = Heat, rb p.57)."""
    clays = [res(f"clay{k}", "heat") for k in range(3)]
    got = T.plan(clays, [src("fire", "heat")])
    assert got == [[("heat", "fire")]] * 3


def test_heat_serves_three_times_not_four():
    """rb p.29: « jusqu'à trois fois »: a fourth clay needs another Heat (limit raised to test it)."""
    clays = [res(f"clay{k}", "heat") for k in range(4)]
    assert T.plan(clays, [src("fire", "heat")], max_resources=4) is None
    assert T.plan(clays, [src("fire", "heat"), src("hearth", "heat")], max_resources=4) is not None


def test_at_most_three_resources():
    """rb p.27, 29: up to three resources per action."""
    with pytest.raises(T.TransformError):
        T.plan([res(f"c{k}", "heat") for k in range(4)], [src("f", "heat")])


def test_sun_stone_cannot_process_itself():
    """rb p.28: a token is never used on itself; a second sun stone can."""
    assert not T.can_process(["grind"], [src("sun1", "grind")], "sun1")
    assert T.can_process(["grind"], [src("sun1", "grind"), src("sun2", "grind")], "sun1")
    assert T.plan([res("sun1", "grind")], [src("sun1", "grind"), src("sun2", "grind")]) == [[("grind", "sun2")]]


def test_hide_needs_pierce_and_cut():
    """rb p.28: every condition must be met: hide needs Pierce and Cut."""
    hide = [res("hide", "pierce", "cut")]
    assert T.plan(hide, [src("blade", "cut")]) is None
    assert T.plan(hide, [src("awl", "pierce"), src("blade", "cut")]) == [[("pierce", "awl"), ("cut", "blade")]]


def test_one_component_with_two_icons_meets_two_conditions():
    """rb p.28: a component may provide several tools; each icon is one instance."""
    assert T.plan([res("hide", "pierce", "cut")], [src("knife", "pierce", "cut")]) == [
        [("pierce", "knife"), ("cut", "knife")]]


def test_one_icon_is_not_two():
    """rb p.29: each tool icon serves once per action: one Cut does not meet Cut twice."""
    assert T.plan([res("x", "cut", "cut")], [src("blade", "cut")]) is None


def test_rulebook_chain_sun_cloud_river():
    """rb p.29 example: a sun stone grinds a cloud stone (1); that processed cloud stone strikes the
    river stone (2); neither may serve again in the action."""
    mats = rulebook().materials
    cloud = res("cloud", *mats["cloud_stone"].requires, gives=mats["cloud_stone"].processed_tools)
    river = res("river", *mats["river_stone"].requires, gives=mats["river_stone"].processed_tools)
    sun = src("sun", *mats["sun_stone"].unprocessed_tools)
    got = T.plan([cloud, river], [sun, src("cloud")])
    assert got == [[("grind", "sun")], [("strike", "cloud")]]
    # a third resource needing Grind or Strike cannot reuse them
    assert T.plan([cloud, river, res("grain", "grind")], [sun, src("cloud")]) is None
    # but the river stone, now processed, gives Cut to a third one (rb p.28)
    assert T.plan([cloud, river, res("x", "cut")], [sun, src("cloud")]) == [
        [("grind", "sun")], [("strike", "cloud")], [("cut", "river")]]


def test_order_matters_and_any_order_finds_it():
    """rb p.28-29: resources are processed one at a time; the river stone cannot be struck before
    the cloud stone is processed."""
    cloud = res("cloud", "grind", gives=["strike"])
    river = res("river", "strike", gives=["cut"])
    assert T.plan([river, cloud], [src("sun", "grind")]) is None
    order, got = T.plan_any_order([river, cloud], [src("sun", "grind")])
    assert order == ["cloud", "river"]
    assert got == [[("grind", "sun")], [("strike", "cloud")]]


def test_flipped_token_lends_its_new_face_by_default():
    """Ruling SS-59: a token whose unprocessed icon served, once processed, shows new icons."""
    a = res("sunA", "grind", gives=["cut"])
    sources = [src("sunA", "grind"), src("sunB", "grind")]
    chain = [res("grain", "grind"), a, res("hide", "cut")]
    # grain ground by sunA, sunA ground by sunB, then sunA's processed face cuts
    assert T.plan(chain, sources) == [[("grind", "sunA")], [("grind", "sunB")], [("cut", "sunA")]]
    assert T.plan(chain, sources, flipped_fresh=False) is None


def test_resource_listed_twice_refused():
    """rb p.28: each resource is flipped once."""
    with pytest.raises(T.TransformError):
        T.plan([res("a", "heat"), res("a", "heat")], [src("f", "heat")])


def test_no_conditions_needs_no_tool():
    """rb p.28: a resource with no condition printed is processed by the action alone."""
    assert T.plan([res("plain")], []) == [[]]


def test_sources_as_pairs():
    """The flow may pass sources as (id, tools) pairs; same rules (rb p.28)."""
    assert T.can_process(["grind"], [("sun1", ["grind"]), ("sun2", ["grind"])], "sun1")
    assert not T.can_process(["grind"], [("sun1", ["grind"])], "sun1")
