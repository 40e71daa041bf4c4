"""Law core rules that are easier to check directly than through a scenario file."""
import pytest

from game.root import scenario
from game.root.engine import Ctx, add_vp, check_victory, matches
from game.root.ruleset import RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def position(content, **setup):
    base = {"factions": ["marquise", "dummy", "dummy2"], "turn": "dummy"}
    base.update(setup)
    return scenario.build_match(content, {"setup": base})


def test_simultaneous_30_active_player_wins(content):
    """Law 3.1: several players reach 30 in the same step → the player whose turn it is wins."""
    m = position(content)
    ctx = Ctx(content, m.state)
    add_vp(ctx, 0, 30)
    add_vp(ctx, 1, 31)
    check_victory(ctx)
    assert m.state.winners == [1] and m.state.end_reason == "vp"


def test_simultaneous_30_not_active_first_in_turn_order(content):
    """Ruling Root §simultaneous: when the active player is not among them, the first after it."""
    m = position(content, turn="dummy2")
    ctx = Ctx(content, m.state)
    add_vp(ctx, 0, 30)
    add_vp(ctx, 1, 30)
    check_victory(ctx)
    assert m.state.winners == [0]


def test_vp_floor_and_dominance_blocks_scoring(content):
    m = position(content, dominance={"dummy2": "dominance-fox"}, vp={"dummy2": 12})
    ctx = Ctx(content, m.state)
    add_vp(ctx, 0, -3)
    assert m.state.vp[0] == 0                      # ruling Root §vp-floor
    add_vp(ctx, 2, 5)
    assert m.state.vp[2] == 12                     # Law 3.3.1: a dominance holder scores nothing
    m.state.vp[2] = 40
    check_victory(ctx)
    assert not m.state.end_reason                  # nor wins by VP


def test_birds_are_wild_one_way(content):
    """Law 2.1.1: a bird stands for any suit; only a bird stands for a bird."""
    m = position(content)
    ctx = Ctx(content, m.state)
    assert matches(ctx, "armorers", "fox") and matches(ctx, "armorers", "bird")
    assert not matches(ctx, "anvil", "bird") and matches(ctx, "anvil", "fox")
    assert not matches(ctx, "anvil", "mouse")


def test_dice_are_uniform_0_to_3(content):
    """Root dice: 12 faces 0,0,0,1,1,1,2,2,2,3,3,3 (FR digest §16.3)."""
    from game.root.engine import roll_die
    m = position(content)
    ctx = Ctx(content, m.state)
    rolls = [roll_die(ctx) for _ in range(4000)]
    assert set(rolls) == {0, 1, 2, 3}
    for v in range(4):
        assert 850 < rolls.count(v) < 1150


def test_battle_records_removed_pieces(content, monkeypatch):
    """Battle.removed lists what the hits removed (hook data for Despot / Infamy / hostility)."""
    from game.root.factions.dummy import FACTION as DUMMY
    seen = []
    monkeypatch.setattr(type(DUMMY), "on_battle_end", lambda self, ctx, seat, b: seen.append(list(b.removed)))
    m = scenario.build_match(content, {"setup": {
        "factions": ["dummy", "marquise"], "turn": "dummy", "hands": {"marquise": [], "dummy": []},
        "clearings": {2: {"dummy": {"warriors": 3}, "marquise": {"warriors": 1, "buildings": ["sawmill"]}}},
        "dice": [3, 1]}})
    for cid in ("action:battle", "clearing:2"):
        m.apply(cid)
    assert seen == [[[1, "warrior", 1], [1, "sawmill", 1], [0, "warrior", 1]]]


def test_move_and_battle_suit_filters(content):
    """Move/Battle frames can be limited to a suit (for the Eyrie Decree); bird means any."""
    from game.root.engine import Ctx
    from game.root.flow import RootBattle, RootMove
    m = scenario.build_match(content, {"setup": {
        "factions": ["marquise", "dummy"], "turn": "marquise",
        "clearings": {1: {"marquise": {"warriors": 2}, "dummy": {"warriors": 1}},
                      2: {"marquise": {"warriors": 2}, "dummy": {"warriors": 1}}}}})
    s = m.state
    ctx = Ctx(content, s)
    s.stack.append(RootMove(0, suit="fox"))
    assert ctx.pending().ids() == ["clearing:1"]
    s.stack[-1] = RootMove(0, suit="bird")
    assert ctx.pending().ids() == ["clearing:1", "clearing:2"]
    s.stack[-1] = RootBattle(0, suit="mouse")
    assert ctx.pending().ids() == ["clearing:2"]


def test_lords_of_the_forest_hook(content, monkeypatch):
    """Law 7.2.2 hook: a faction with wins_rule_ties rules tied clearings, never empty ones."""
    from game.root.engine import rule_of
    from game.root.factions.dummy import FACTION2
    m = position(content, clearings={5: {"marquise": {"warriors": 2}, "dummy2": {"warriors": 2}},
                                     6: {"marquise": {"warriors": 1}, "dummy": {"warriors": 1}}})
    ctx = Ctx(content, m.state)
    assert rule_of(ctx, 5) == -1
    monkeypatch.setattr(type(FACTION2), "wins_rule_ties", True)
    assert rule_of(ctx, 5) == 2
    assert rule_of(ctx, 6) == -1            # tie without the hooked faction: nobody
    assert rule_of(ctx, 7) == -1            # empty: nobody


def test_pawn_like_pieces_can_be_attacked(content, monkeypatch):
    """Hook for the Vagabond: a piece counted by other_pieces makes its owner attackable."""
    from game.root.factions.dummy import FACTION2
    from game.root.flow import battle_clearings
    from game.root import engine
    monkeypatch.setattr(type(FACTION2), "other_pieces", lambda self, ctx, seat, c: 1 if c == 5 else 0)
    monkeypatch.setattr(engine, "_FACS", {})     # hook tables are cached per line-up
    m = position(content, turn="marquise", clearings={5: {"marquise": {"warriors": 1}}})
    ctx = Ctx(content, m.state)
    assert battle_clearings(ctx, 0) == [5]
