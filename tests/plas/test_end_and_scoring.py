"""Phase de fin, Moralité, Décompte de fin d'année, Fin de la partie."""
from game.plas import scoring, zones
from game.plas.state import Player

from .helpers import C, P, new_match, ok, set_hand


def test_end_phase_recruit_second_for_mercy_cleanup_and_draw():
    m = new_match()
    s = m.state
    p = s.players[0]
    set_hand(s, 0, ["trusted-followers", "steadfast-conscripts", "pilgrim-levy"])
    top2 = s.realm_decks["hallowed-vale"][:2]
    m.apply("action:pilgrim-levy") if "action:pilgrim-levy" in P(m).ids() else None
    m.apply("end")
    assert top2[0] in p.discard                                 # recruit 1 is automatic
    assert P(m).kind == "plas.end.recruit"
    m.apply("recruit")
    assert top2[1] in p.discard and p.morality == 1             # the 2nd for 1 Mercy
    assert P(m).kind == "plas.end.discard"
    m.apply("discard:pilgrim-levy")
    m.apply("done")
    assert len(p.hand) == 5 and not p.play                      # draw to 5
    assert s.active == 1
    ok(m)


def test_no_second_recruit_when_one_card_left_and_none_when_empty():
    m = new_match()
    s = m.state
    p = s.players[0]
    deck = s.realm_decks["hallowed-vale"]
    s.box.extend(deck[1:])
    del deck[1:]
    set_hand(s, 0, [])
    last = deck[0]
    m.apply("end")
    assert not deck and P(m).kind == "plas.main" and s.active == 1   # no 2nd-recruit question, empty hand: no discard
    assert last in p.draw + p.hand + p.discard + p.play              # the one card left was recruited
    ok(m)


def test_draw_reshuffles_discard_when_pile_runs_out():
    m = new_match()
    s = m.state
    p = s.players[0]
    s.box.extend(p.draw)
    p.draw = []
    set_hand(s, 0, [])
    set_hand(s, 0, ["trusted-followers"] * 6, zone="discard")
    m.apply("end")
    m.apply("pass")
    assert len(p.hand) == 5 and len(p.draw) == 2               # 6 + 1 recruited = 7 reshuffled, 5 drawn
    ok(m)


def test_morality_never_returns_to_zero_and_overflows_to_influence():
    p = Player(0)
    p.ledger = {"start": 5}
    zones.gain_morality(p, "cruelty", 1)
    assert p.morality == -1
    zones.gain_morality(p, "mercy", 1)
    assert p.morality == 1                                      # ruling PLAS-1: 0 is skipped
    zones.gain_morality(p, "mercy", 11)
    assert p.morality == 12 and p.influence == 5
    zones.gain_morality(p, "mercy", 2)
    assert p.morality == 12 and p.influence == 7                # overflow: 1 Influence per point
    zones.gain_morality(p, "cruelty", 1)
    assert p.morality == 11 and p.influence == 7                # ruling PLAS-2: the other side moves the cube


def test_morality_gated_ability_needs_its_level():
    m = new_match()
    s = m.state
    p = s.players[0]
    set_hand(s, 0, ["sworn-followers", "trusted-followers", "trusted-followers"])
    hand_before = len(p.hand)
    m.apply("build:general")
    m.apply("pay:sworn-followers")                              # Mercy 3 needed to draw: at 0 nothing
    assert len(p.hand) == hand_before - 1
    p.morality, p.left_zero = 3, True
    set_hand(s, 0, ["sworn-followers", "trusted-followers"])
    m.apply("build:commonfolk")
    m.apply("pay:sworn-followers")
    assert len(p.hand) == 2                                     # paid 1, drew 1


def test_realm_needs_two_provinces_and_bonus_by_year():
    m = new_match()
    s = m.state
    s.control.update({"candlemere": 0, "highforge": 0, "karn-zurdak": 0})
    s.defense["karn-zurdak"] = 0                                # a 0-defense province still counts
    assert scoring.realms_of(C, s, 0) == ["mountain-clans"]
    assert scoring.year_gain(C, s, 0, 1) == (3 + 6 + 0, 4)
    assert scoring.year_gain(C, s, 0, 2)[1] == 8 and scoring.year_gain(C, s, 0, 3)[1] == 12


def test_final_scoring_and_tie_break():
    m = new_match()
    s = m.state
    a, b = s.players
    a.allies = ["harbor-queen"]
    a.buildings["zurd"] = 4                                     # 4 buildings + Throne of Skulls (2 per Cruelty)
    a.morality, a.left_zero = -5, True
    b.buildings["sigilborne"] = 4                               # Cathedral of Scars: +2 per Sigilborne card
    set_hand(s, 1, ["devout-grangers", "blessed-grangers"])
    bd = scoring.final_breakdown(C, s, b)
    cards_b = sum(C.card(c).influence for c in zones.owned(b))
    assert bd == {"cards": cards_b, "allies": 0, "buildings": 4, "level4": 4}
    ad = scoring.final_breakdown(C, s, a)
    assert ad["allies"] == 2 and ad["buildings"] == 4 and ad["level4"] == 10
    s.phase = "over"
    a.influence = b.influence = 50
    a.year_gains, b.year_gains = [1, 1, 10], [1, 1, 9]
    out = scoring.outcome(s)
    assert out.winners == (0,) and out.reason == "tie-break"
    b.year_gains = [1, 1, 10]
    assert scoring.outcome(s).winners == (0, 1) and scoring.outcome(s).reason == "shared"


def test_view_hides_other_hands_deck_order_and_reports_tracks():
    m = new_match()
    s = m.state
    v = m.view(0)
    assert v["players"][0]["hand"] == sorted(s.players[0].hand)
    assert v["players"][1]["hand"] is None and v["players"][1]["hand_count"] == 5
    import json
    text = json.dumps(v)
    for c in s.players[1].hand + s.players[1].draw + s.players[0].draw:
        assert f"\"{c}\"" not in text
    for c in s.realm_decks["woodland"]:
        assert f"\"{c}\"" not in text
    assert v["provinces"]["pilgrimwalk"]["defense"] == 7 and v["round"] == 1 and v["year"] == 1
    assert v["players"][0]["influence"] == 5 and v["players"][0]["morality_text"] == "0"
    spectator = json.dumps(m.view(None))
    assert not any(f"\"{c}\"" in spectator for p in s.players for c in p.hand)
