"""Advanced rules (rb p.82-91): excavation exits by depth, loot, relocating a camp. Expected
values from the rulebook's text."""
import pytest

from game.stonesaga.advanced import excavate, loot, relocate
from game.stonesaga.ruleset import RULESET

from .campaign_helpers import build


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _valley(content):
    sc = {"setup": {"challenge": "ZC01", "region": "hollow", "keep_order": True,
                    "cells": {"0,0": {"tile": "ZT08"}, "1,0": {"tile": "ZT02"}, "-1,0": {"tile": "ZT11"},
                              "1,-1": {"tile": "ZT14", "discovered": False}}}}
    return build(content, sc).state


@pytest.mark.parametrize("rooms,want", [
    (1, ["0,0"]),                                  # depth 1: the token's terrain
    (2, ["0,0", "1,0"]), (3, ["0,0", "1,0"]),      # depth 2-3: discovered cave/chasm, same region
    (4, ["-1,0", "0,0", "1,0"]), (6, ["-1,0", "0,0", "1,0"]),   # depth 4+: any discovered cave/chasm
])
def test_exit_cells_by_depth(content, rooms, want):
    """rb p.86 Ressortir: depth 1 → the start terrain; 2-3 → any discovered terrain with a cave
    or chasm in the start's region; 4+ → any discovered such terrain (never an undiscovered one)."""
    s = _valley(content)
    dig = {"origin": "0,0", "rooms": ["ZX01"] * rooms}
    assert excavate.depth(dig) == rooms
    assert excavate.exit_cells(content, s, dig) == want


def test_start_room_matches_the_site(content):
    """rb p.83 example: a chasm skips a Cold back and starts on a Heat (or Tremor) one; the
    skipped card goes to the discard."""
    s = _valley(content)
    d = excavate._deck(content, s)
    d["deck"] = ["ZX01", "ZX07", "ZX02"]
    assert excavate.draw_matching(content, s, excavate.SITE_SENSATIONS["chasm"]) == "ZX07"
    assert d["discard"] == ["ZX01"] and d["deck"] == ["ZX02"]


def test_prepare_paths_reshuffles_an_empty_deck(content):
    """rb p.85: with no card left the discard becomes the deck again: ZX01 (Cold) is discarded,
    the deck is empty, the discard (ZX09, ZX01) is the new deck (order kept here), ZX09 (Draft)
    matches and ZX01 stays in the deck."""
    s = _valley(content)
    d = excavate._deck(content, s)
    d["deck"], d["discard"] = ["ZX01"], ["ZX09"]
    assert excavate.draw_matching(content, s, ("draft",)) == "ZX09"
    assert d["discard"] == [] and d["deck"] == ["ZX01"]


def test_loot_bag_two_returned_four_on_random_faces(content):
    """rb p.88: the six materials of the bag, two go back, four are poured out on random faces."""
    s = _valley(content)
    tokens = loot.pour(content, s)
    assert len(tokens) == 4
    names = [m for m, _ in tokens]
    assert len(set(names)) == 4 and set(names) <= {"cloud_stone", "river_stone", "bone", "wood", "fiber", "hide"}
    assert all(isinstance(p, bool) for _, p in tokens)


def test_loot_needs_a_ruin_and_the_knowledge(content):
    """rb p.87-88: Loot is offered on a terrain with a ruin once a knowledge card grants it."""
    s = _valley(content)
    c = s.char("c1")
    c.pos, c.energy = "0,0", 5
    assert loot.available(content, s, c) == []
    s.cells["0,0"].modules["A"] = "ZRUIN1"
    assert loot.available(content, s, c) == []
    s.knowledge_cards.append("ZK03")
    assert [x.id for x in loot.available(content, s, c)] == ["action:loot"]


def test_relocate_camp_targets_and_free_moves(content):
    """rb p.89: an adjacent terrain without a camp and with a zone free of modules; between
    challenges one camp moves after a Season, every camp after a Generation or new epoch."""
    s = _valley(content)
    s.camps.clear()
    from game.stonesaga.state import Camp
    s.camps.append(Camp(name="Home", cell="0,0", zone="A", improvements=[]))
    s.cells["0,0"].modules["A"] = "ZCAMP1"
    s.cells["1,0"].modules.update({"A": "ZRUIN1", "B": "ZRUIN2", "C": "ZHAZ1"})
    assert "1,0" not in relocate.targets(s, "0,0") and "-1,0" in relocate.targets(s, "0,0")
    assert relocate.between_challenges("season", 3) == 1
    assert relocate.between_challenges("generation", 3) == 3 and relocate.between_challenges("epoch", 2) == 2
    assert relocate.between_challenges("introduction", 3) == 0


def test_taboos(content):
    """rb p.87: breaking one or more taboos in one action: Discontent +1 (once); a taboo not in
    play does nothing; at the end of the period, taboos kept → Discontent −1, else nothing."""
    from game.stonesaga.advanced import taboos
    s = _valley(content)
    s.tracks["discontent"] = 4
    assert not taboos.broken(content, s, ["ZTB1"], [])
    taboos.add(s, "ZTB1")
    taboos.add(s, "ZTB2")
    assert taboos.broken(content, s, ["ZTB1", "ZTB2"], [])
    assert s.tracks["discontent"] == 5
    assert taboos.end_of_period(s) == 0 and s.tracks["discontent"] == 5
    assert taboos.end_of_period(s) == -1 and s.tracks["discontent"] == 4
    taboos.remove(s, "ZTB1")
    taboos.remove(s, "ZTB2")
    assert taboos.end_of_period(s) == 0
