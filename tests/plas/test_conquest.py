"""Conquérir une province: uncontrolled and controlled provinces."""
from game.plas.state import NO_ONE

from .helpers import C, P, force_dice, names, new_match, ok, set_hand


def _attack(m, cards):
    m.apply("conquer")
    for c in cards:
        m.apply(f"commit:{c}")
    m.apply("done")


def test_failed_uncontrolled_conquest_still_ruins(monkeypatch):
    m = new_match()
    s = m.state
    p = s.players[0]
    p.leader = "pilgrimwalk"
    set_hand(s, 0, ["steadfast-conscripts", "trusted-followers"])
    force_dice(monkeypatch, ["ruin", "one-ruin"])
    _attack(m, ["steadfast-conscripts", "trusted-followers"])   # 2 dice: 1 Strength + 0 = 1 < 7
    assert s.control["pilgrimwalk"] == NO_ONE
    assert s.defense["pilgrimwalk"] == 5                      # ruling PLAS-3: step 9 is unconditional
    assert names(s, p.play) == ["steadfast-conscripts", "trusted-followers"]
    assert not p.discard                                      # no recruit on failure
    ok(m)


def test_only_one_of_tied_highest_cards_is_replaced(monkeypatch):
    m = new_match()
    s = m.state
    s.players[0].leader = "candlemere"
    set_hand(s, 0, ["steadfast-conscripts", "steadfast-conscripts"])
    force_dice(monkeypatch, ["blank", "one-a"])
    _attack(m, ["steadfast-conscripts", "steadfast-conscripts"])
    f_total = 2 + 1                                           # the other Conscripts + dice
    assert s.control["candlemere"] == 0 and f_total >= 3      # 3 ≥ Candlemere's 3
    ok(m)


def test_conquering_needs_one_card_and_not_own_province():
    m = new_match()
    s = m.state
    s.players[0].leader = "candlemere"
    m.apply("conquer")
    assert "done" not in P(m).ids()                           # at least one card
    m2 = new_match()
    m2.state.control["candlemere"] = 0
    assert "conquer" not in P(m2).ids()                       # ruling PLAS-9


def test_conquest_effects_less_ruin_add_ruin_and_lasting_strength(monkeypatch):
    m = new_match()
    s = m.state
    p = s.players[0]
    p.leader = "pilgrimwalk"
    p.buildings["zurd"] = 2                                   # War Camp +1, Siege Beasts -1 Ruin
    set_hand(s, 0, ["horde-marauder", "steadfast-conscripts"])
    force_dice(monkeypatch, ["two", "two", "ruin"])
    _attack(m, ["horde-marauder", "steadfast-conscripts"])   # 4 + 2 + 1 = 7
    assert s.control["pilgrimwalk"] == 0
    assert s.defense["pilgrimwalk"] == 6                      # 1 Ruin + 1 (Marauder) - 1 (Siege Beasts)
    ok(m)


def test_mercenary_reserves_hire(monkeypatch):
    m = new_match()
    s = m.state
    p = s.players[0]
    p.leader = "candlemere"
    p.buildings["halax"] = 2
    set_hand(s, 0, ["trusted-followers"])
    force_dice(monkeypatch, [])
    m.apply("conquer")
    m.apply("hire")
    m.apply("commit:trusted-followers")
    assert "hire" not in P(m).ids()
    m.apply("done")                                           # 0 dice + 2 ≥ … Candlemere 3? no
    assert p.influence == 4 and s.control["candlemere"] == NO_ONE
    ok(m)


def test_contested_defender_draws_discards_and_attacker_loses_everything_to_ruin(monkeypatch):
    m = new_match()
    s = m.state
    a, d = s.players
    a.leader = "candlemere"
    s.control["candlemere"] = 1
    set_hand(s, 0, ["trusted-followers", "steadfast-conscripts"])
    set_hand(s, 1, ["veteran-pikemen", "steadfast-conscripts", "trusted-followers"])
    d.buildings["general"] = 1                                # Watchtowers: Defend +1, automatically
    force_dice(monkeypatch, ["two", "two", "ruin", "ruin", "ruin"])
    _attack(m, ["trusted-followers", "steadfast-conscripts"])
    assert P(m).seat == 1 and sorted(P(m).ids()) == ["commit:steadfast-conscripts", "commit:veteran-pikemen", "done"]
    assert m.view(0)["frames"][-1]["dfd"] is None
    m.apply("commit:veteran-pikemen")
    assert m.view(0)["frames"][-1]["dfd"] is None and m.view(0)["frames"][-1]["dfd_count"] == 1
    m.apply("done")
    assert len(d.hand) == 3                                   # drew 1 for the 1 committed
    # attacker: 2 dice (4) + Followers 0 = 4 vs 3 + (3 dice → 0 + Pikemen bonus 1 + Watchtowers 1 = 2): 4 < 5
    assert s.control["candlemere"] == 1
    assert names(s, a.play) == []                             # 3 Ruin ≥ 2 Strength committed: both lost
    assert p_box_has(s, ["steadfast-conscripts", "trusted-followers"])
    assert names(s, d.discard)[-1:] == ["veteran-pikemen"]    # ruling PLAS-7
    assert a.morality == 0                                    # no Cruelty for Ruin losses
    assert s.defense["candlemere"] == 3                       # the attacker's dice showed no Ruin
    ok(m)


def p_box_has(s, cards):
    tail = [C.inst_card[c] for c in s.box[-len(cards):]]
    return sorted(tail) == sorted(cards)


def test_defender_with_no_cards_rolls_nothing(monkeypatch):
    m = new_match()
    s = m.state
    s.players[0].leader = "candlemere"
    s.control["candlemere"] = 1
    set_hand(s, 0, ["steadfast-conscripts", "steadfast-conscripts"])
    force_dice(monkeypatch, ["one-a", "one-a"])
    _attack(m, ["steadfast-conscripts", "steadfast-conscripts"])
    m.apply("done")                                           # ruling PLAS-8
    assert s.control["candlemere"] == 0                       # 2 + 2 ≥ 3 + 0
    assert not s.stack
    ok(m)
