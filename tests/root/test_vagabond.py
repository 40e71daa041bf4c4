"""Vagabond (Law ch. 9) checks that are easier in Python than in scenario files: every
character's setup, the coalition's shared win, views, item conservation."""
import copy

import pytest

from game.core.match import Match
from game.root.engine import Ctx, add_vp, check_victory, rule_of
from game.root.factions.vagabond import capacity, load, on_track
from game.root.ruleset import RULESET
from game.root.scenario import build_match


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def fresh(content, factions, seed=1):
    setup = {"seats": [{"controller": "human", "faction": f} for f in factions], "map": "autumn",
             "deck": "base", "first": 0, "allow_test_factions": True}
    return Match(RULESET, content, setup, seed)


def to_vagabond(m):
    while m.pending.kind != "root.vagabond.setup.character":
        m.apply(m.pending.ids()[0])


@pytest.mark.parametrize("char", ["thief", "tinker", "ranger", "vagrant", "arbiter", "scoundrel",
                                  "adventurer", "ronin", "harrier"])
def test_character_setup(content, char):
    """Law 9.3.5 / Appendix D: starting items face up, tea/coins/bags on their tracks."""
    rec = next(c for c in content.vagabond.characters if c.id == char)
    m = fresh(content, ["marquise", "vagabond"])
    to_vagabond(m)
    m.apply(f"character:{char}")
    m.apply("forest:south")
    fs = m.state.fstate[1]
    assert sorted(fs.items) == sorted(rec.items)
    assert fs.forest == "south" and fs.clearing == 0
    for k in ("tea", "coins", "bag"):
        assert on_track(fs, k) == rec.items.count(k)
    assert load(fs) == len(rec.items) - sum(rec.items.count(k) for k in ("tea", "coins", "bag"))
    assert capacity(fs) == 6 + 2 * rec.items.count("bag")
    assert len(fs.quests) == 3 and len(fs.quest_deck) == 12
    assert sorted(x for v in m.state.ruin_items.values() for x in v) == ["bag", "boots", "hammer", "sword"]
    assert not RULESET.check_invariants(content, m.state)


def test_data_matches_appendix_d(content):
    """Starting items and specials of the 9 characters (PT Appendix D; root-facts.md §3.1)."""
    want = {"thief": ("steal", ["boots", "sword", "tea", "torch"]),
            "tinker": ("day_labor", ["bag", "boots", "hammer", "torch"]),
            "ranger": ("hideout", ["boots", "crossbow", "sword", "torch"]),
            "vagrant": ("instigate", ["boots", "coins", "torch"]),
            "arbiter": ("protector", ["boots", "sword", "sword", "torch"]),
            "scoundrel": ("scorched_earth", ["boots", "boots", "crossbow", "torch"]),
            "adventurer": ("improvise", ["boots", "hammer", "torch"]),
            "ronin": ("swift_strike", ["boots", "boots", "sword", "torch"]),
            "harrier": ("glide", ["coins", "crossbow", "sword", "torch"])}
    got = {c.id: (c.special, sorted(c.items)) for c in content.vagabond.characters}
    assert got == want
    steps = content.vagabond.relationship.steps
    assert [(x.aids, x.vp) for x in steps] == [(1, 1), (2, 2), (3, 2)]
    assert content.vagabond.relationship.allied_aid_vp == 2


def position(content, **setup):
    sc = {"setup": dict({"factions": ["vagabond", "marquise", "dummy", "dummy2"], "turn": "vagabond"}, **setup),
          "steps": []}
    return build_match(content, sc)


def test_coalition_partner_win_is_shared(content):
    """Law 9.2.8: if the coalition partner wins, the Vagabond wins with it."""
    m = position(content, vp={"vagabond": 10, "marquise": 8, "dummy": 2, "dummy2": 5},
                 hands={"vagabond": ["dominance-mouse"]},
                 faction_state={"vagabond": {"character": "thief", "clearing": 5, "items": ["boots"]}})
    m.apply("coalition:dominance-mouse")
    m.apply("faction:dummy")
    s = m.state
    assert s.fstate[0].coalition_with == 2
    ctx = Ctx(content, s)
    add_vp(ctx, 0, 5, "test")                 # the Vagabond no longer scores
    assert s.vp[0] == 10
    s.vp[2] = 29
    add_vp(ctx, 2, 1, "test")
    check_victory(ctx)
    assert s.winners == [0, 2] and s.end_reason == "vp"


def test_coalition_partners_are_not_enemies(content):
    """Law 2.7 / 9.2.8: the Vagabond cannot battle its coalition partner."""
    m = position(content, vp={"vagabond": 10, "marquise": 8, "dummy": 2, "dummy2": 5},
                 hands={"vagabond": ["dominance-mouse"]},
                 clearings={5: {"dummy": {"warriors": 2}}},
                 faction_state={"vagabond": {"character": "thief", "clearing": 5, "items": ["boots", "sword", "crossbow"]}})
    assert "action:battle" in m.pending.ids()
    m.apply("coalition:dominance-mouse")
    m.apply("faction:dummy")
    assert "action:battle" not in m.pending.ids() and "action:strike" not in m.pending.ids()


def test_pawn_never_rules(content):
    """Law 9.2.2: the pawn is not a warrior — it neither rules nor breaks a tie."""
    m = position(content, clearings={5: {"marquise": {"warriors": 1}}},
                 faction_state={"vagabond": {"character": "thief", "clearing": 5, "items": ["boots"]}})
    ctx = Ctx(content, m.state)
    assert rule_of(ctx, 5) == 1
    m2 = position(content, faction_state={"vagabond": {"character": "thief", "clearing": 7, "items": ["boots"]}})
    assert rule_of(Ctx(content, m2.state), 7) == -1


def test_view_shows_board_hides_ruins(content):
    m = fresh(content, ["marquise", "vagabond"])
    to_vagabond(m)
    m.apply("character:thief")
    m.apply("forest:north")
    for seat in (0, 1):
        v = m.view(seat)
        b = v["faction_boards"][1]
        assert b["items"] == ["boots", "sword", "tea", "torch"] and b["forest"] == "north"
        assert b["tracks"] == {"tea": 1, "coins": 0, "bag": 0} and len(b["quests"]) == 3
        assert b["relationships"] == {"marquise": 0}
        assert "ruin_items" not in v and "quest_deck_order" not in repr(v)
        assert b["quest_deck"] == 12


def test_item_conservation_invariant(content):
    """Items are conserved: supply + Crafted Items boxes + Vagabond + ruins + removed (+ torch)."""
    m = fresh(content, ["marquise", "vagabond"])
    to_vagabond(m)
    m.apply("character:ranger")
    m.apply("forest:north")
    assert not RULESET.check_invariants(content, m.state)
    s = copy.deepcopy(m.state)
    s.fstate[1].items.remove("sword")
    assert any("items not conserved" in x for x in RULESET.check_invariants(content, s))


def test_allied_warriors_forced_along_are_moved_by_their_owner(content):
    """PT 9.2.9.II.b, 1.5.5: moving with an Ally FORCES its warriors; the move is the Ally's own
    (the after-move hooks — Outrage — see the Ally as the mover, never the Vagabond)."""
    from game.root.factions.vagabond import actions as vb    # the module whose frames call do_move
    seen = []
    orig = vb.do_move

    def spy(ctx, seat, a, b, n):
        seen.append(seat)
        orig(ctx, seat, a, b, n)
    m = position(content, clearings={5: {"marquise": {"warriors": 2}}},
                 faction_state={"vagabond": {"character": "thief", "clearing": 5, "rel": {"marquise": 3},
                                             "items": ["boots", "sword"]}})
    vb.do_move = spy
    try:
        for cid in ("action:move", "clearing:1", "faction:marquise", "count:1"):
            m.apply(cid)
    finally:
        vb.do_move = orig
    assert seen == [1]                         # seat 1 is the Marquise, the Vagabond is seat 0
    assert m.state.warriors[1][1] == 1


def test_pawn_only_move_is_not_a_warrior_move(content):
    """FR §17 #13: a pawn-only move never triggers after-move hooks (no Outrage): only warriors
    move through flow.do_move."""
    from game.root.factions.vagabond import actions as vb    # the module whose frames call do_move
    calls = []
    orig = vb.do_move
    vb.do_move = lambda *a: calls.append(a)
    try:
        m = position(content, clearings={1: {"marquise": {"warriors": 2}}},
                     faction_state={"vagabond": {"character": "harrier", "clearing": 5,
                                                 "items": ["boots", "boots", "torch"]}})
        for cid in ("action:move", "clearing:1", "special:glide", "clearing:7"):
            m.apply(cid)
    finally:
        vb.do_move = orig
    assert calls == [] and m.state.fstate[0].clearing == 7


def test_a_card_given_to_a_people_faction_joins_its_hand(content):
    """Faction.receive_card (Vagabond Aid, Law 9.5.4): a hand takes the card, no VP, no discard."""
    from game.root import scenario
    from game.root.engine import Ctx
    m = scenario.build_match(content, {"setup": {"factions": ["vagabond", "marquise"], "turn": "vagabond",
                                                 "hands": {"vagabond": ["anvil", "bake-sale"], "marquise": []}}})
    ctx = Ctx(content, m.state)
    ctx.fac(1).receive_card(ctx, 1, 0, "anvil")
    s = m.state
    assert s.hands == [["bake-sale"], ["anvil"]] and "anvil" not in s.discard and s.vp == [0, 0]
