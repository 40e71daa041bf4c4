"""The rulebook's two worked examples (Conquérir une province), with their numbers."""
from game.plas.state import NO_ONE

from .helpers import C, P, force_dice, names, new_match, ok, set_hand


def test_example_1_uncontrolled_pilgrimwalk_with_sellsword_reroll(monkeypatch):
    """Exemple (province non contrôlée): Bob plays 2 Steadfast Conscripts + Sellsword against
    Pilgrimwalk (7). Sellsword's 3 is replaced by 3 dice showing 2 Strength (total 6, short);
    he rerolls the blank die for 1 Strength: 7, he conquers, recruits 2 Hallowed Vale cards,
    and his 1 Ruin takes Pilgrimwalk to 6."""
    m = new_match()
    s = m.state
    bob = s.players[0]
    bob.leader = "pilgrimwalk"
    assert s.defense["pilgrimwalk"] == 7 and s.control["pilgrimwalk"] == NO_ONE
    set_hand(s, 0, ["steadfast-conscripts", "steadfast-conscripts", "sellsword", "trusted-followers"])
    hv_top = s.realm_decks["hallowed-vale"][:2]
    force_dice(monkeypatch, ["one-a", "one-ruin", "blank", "one-b"])
    for c in ("conquer", "commit:steadfast-conscripts", "commit:steadfast-conscripts", "commit:sellsword", "done"):
        m.apply(c)
    f = s.stack[-1]
    assert P(m).kind == "plas.conquest.reroll" and f.att_rerolls == 1     # Sellsword: Conquest reroll 1
    from game.plas.conquest import side_total
    assert side_total(C, f.att, f.att_dice, f.att_bonus) == 6                  # step E: 4 + 2 = 6 < 7
    m.apply("reroll:2")                                                        # step G: the blank die
    assert s.control["pilgrimwalk"] == 0                                       # step H
    assert all(c in bob.discard for c in hv_top)                               # step I: 2 Hallowed Vale cards
    assert s.defense["pilgrimwalk"] == 6                                       # step J: 1 Ruin
    assert names(s, bob.play) == ["sellsword", "steadfast-conscripts", "steadfast-conscripts"]
    assert P(m).kind == "plas.main"
    ok(m)


def test_example_2_contested_pilgrimwalk(monkeypatch):
    """Exemple (province contrôlée): Pilgrimwalk is Bob's at 6. Abby announces 4 cards; Bob
    commits his one shield card (Steadfast Conscripts) and draws 1. Abby rolls 3 dice: 4 Strength
    and 2 Ruin, + 6 from her other cards = 10; Bob rolls 2: 2 Strength and 1 Ruin, 6 + 2 = 8. Abby
    takes Pilgrimwalk, recruits 2 Hallowed Vale cards, loses a Steadfast Guards to the bottom of
    the Woodland Nations deck for Bob's Ruin, and her 2 Ruin take Pilgrimwalk from 6 to 4."""
    m = new_match(first="0")
    s = m.state
    abby, bob = s.players
    abby.leader = "pilgrimwalk"
    s.control["pilgrimwalk"] = 1
    s.defense["pilgrimwalk"] = 6                                               # step A: Bob's earlier Ruin
    set_hand(s, 0, ["wanderer", "steadfast-guards", "steadfast-conscripts", "steadfast-conscripts", "trusted-followers"])
    set_hand(s, 1, ["steadfast-conscripts", "trusted-followers", "trusted-followers", "devout-grangers", "woodcutters"])
    bob_draw_top = bob.draw[0]
    cruelty_before = abby.morality
    force_dice(monkeypatch, ["two", "one-ruin", "one-ruin", "one-a", "one-ruin"])
    for c in ("conquer", "commit:wanderer", "commit:steadfast-guards", "commit:steadfast-conscripts",
              "commit:steadfast-conscripts", "done"):
        m.apply(c)
    d = P(m)                                                              # step B/C: Bob decides
    assert d.seat == 1 and d.kind == "plas.conquest.defend" and d.data["attackers"] == 4
    assert d.ids() == ["commit:steadfast-conscripts", "done"]                  # only shield cards
    v = m.view(1)["frames"][-1]
    assert v["att"] is None and v["att_count"] == 4                            # face down until the reveal
    m.apply("commit:steadfast-conscripts")
    m.apply("done")
    assert bob_draw_top in bob.hand                                            # Bob draws 1
    assert P(m).kind == "plas.conquest.ruin" and P(m).seat == 0
    f = s.stack[-1]
    assert (f.att_total, f.def_total) == (10, 2) and f.won                     # steps F–H: 10 ≥ 6 + 2
    assert s.control["pilgrimwalk"] == 0                                       # step I
    assert s.defense["pilgrimwalk"] == 4                                       # step J: Abby's 2 Ruin
    woodland_bottom = len(s.realm_decks["woodland"])
    m.apply("lose:steadfast-guards")                                           # step J: Bob's 1 Ruin
    assert C.inst_card[s.realm_decks["woodland"][-1]] == "steadfast-guards"
    assert len(s.realm_decks["woodland"]) == woodland_bottom + 1
    assert abby.morality == cruelty_before                                     # no Cruelty for Ruin losses
    assert names(s, abby.play) == ["steadfast-conscripts", "steadfast-conscripts", "wanderer"]
    assert C.inst_card[bob.discard[-1]] == "steadfast-conscripts"              # ruling PLAS-7
    hv = [c for c in abby.discard if C.inst_card[c] in ("devout-grangers", "cathedral-builder", "pilgrim-levy", "wanderer")]
    assert len(hv) >= 2
    ok(m)
