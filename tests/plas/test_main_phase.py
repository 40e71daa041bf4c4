"""Phase principale: move, ally, action cards, promote, cull, build."""
import pytest

from game.core.decision import IllegalChoice

from .helpers import C, P, names, new_match, ok, set_hand


def test_move_once_to_adjacent_or_port_to_port():
    m = new_match()
    s = m.state
    p = s.players[0]
    p.leader = "candlemere"                        # not a port
    moves = sorted(c for c in P(m).ids() if c.startswith("move:"))
    assert moves == ["move:elderglade", "move:pilgrimwalk", "move:queenskeep"]
    m.apply("move:queenskeep")                     # a port: now any other port is reachable, but only once per turn
    assert not any(c.startswith("move:") for c in P(m).ids())
    p.moves_left = 1
    moves = sorted(c for c in P(m).ids() if c.startswith("move:"))
    assert "move:silverquay" in moves and "move:reedmoor" in moves and "move:elderglade" in moves
    assert "move:mossbrook" not in moves           # neither adjacent nor a port


def test_halax_fleet_reaches_ports_from_anywhere():
    m = new_match()
    p = m.state.players[0]
    p.leader = "mossbrook"
    assert "move:silverquay" not in P(m).ids()
    p.buildings["halax"] = 1
    assert "move:silverquay" in P(m).ids()


def test_ally_once_per_turn_and_never_lost():
    m = new_match()
    s = m.state
    p = s.players[0]
    s.allies_open = ["abbess-of-the-vale", "harbor-queen", "court-scholar"]
    assert not any(c.startswith("ally:") for c in P(m).ids())
    p.morality = 5
    p.left_zero = True
    p.promotions = 3
    ids = P(m).ids()
    assert "ally:abbess-of-the-vale" in ids and "ally:court-scholar" in ids and "ally:harbor-queen" not in ids
    m.apply("ally:abbess-of-the-vale")
    assert not any(c.startswith("ally:") for c in P(m).ids())   # one per turn
    p.morality = -3                                                  # conditions no longer met: kept anyway
    assert "abbess-of-the-vale" in p.allies and "abbess-of-the-vale" not in s.allies_open


def test_action_card_gives_nothing_else():
    m = new_match()
    s = m.state
    p = s.players[0]
    set_hand(s, 0, ["tithe-collector", "trusted-followers"])
    m.apply("action:tithe-collector")
    assert p.influence == 7 and names(s, p.play) == ["tithe-collector"]
    assert "build:general" not in P(m).ids()      # its Labor did not count toward anything


def test_promote_from_discard_paid_from_hand_starter_removed():
    m = new_match()
    s = m.state
    p = s.players[0]
    set_hand(s, 0, ["trusted-followers", "trusted-followers", "steadfast-conscripts"])
    set_hand(s, 0, ["trusted-followers"], zone="discard")
    assert "promote:hand:trusted-followers" not in P(m).ids()    # 2 Labor left in hand: not enough
    set_hand(s, 0, ["trusted-followers", "trusted-followers", "trusted-followers", "steadfast-conscripts"])
    ids = P(m).ids()
    assert "promote:discard:trusted-followers" in ids and "promote:hand:trusted-followers" in ids
    m.apply("promote:discard:trusted-followers")
    d = P(m)
    assert d.kind == "plas.pay.promote" and d.ids() == ["pay:trusted-followers"]   # Labor only: conscripts give 0
    box_before = len(s.box)
    m.apply("pay:trusted-followers")                   # 2 of 3
    m.apply("pay:trusted-followers")                   # 4 ≥ 3: surplus lost
    assert names(s, p.discard) == ["sworn-followers"]
    assert names(s, p.play) == ["trusted-followers", "trusted-followers"]
    assert names(s, p.hand) == ["steadfast-conscripts", "trusted-followers"]
    assert len(s.box) == box_before + 1                # a promoted Starter card leaves the game
    assert p.promotions == 1
    ok(m)


def test_card_cannot_pay_for_itself_and_realm_card_returns_under_its_deck():
    m = new_match()
    s = m.state
    p = s.players[0]
    set_hand(s, 0, ["pilgrim-levy", "steadfast-conscripts"])
    # 2 Strength in the other cards; the Levy's own 2 cannot help: not offered.
    assert "promote:hand:pilgrim-levy" not in P(m).ids()
    set_hand(s, 0, ["pilgrim-levy", "steadfast-conscripts", "steadfast-conscripts"])
    m.apply("promote:hand:pilgrim-levy")
    assert P(m).ids() == ["pay:steadfast-conscripts"]     # never the Levy itself
    m.apply("pay:steadfast-conscripts")
    m.apply("pay:steadfast-conscripts")
    assert C.inst_card[s.realm_decks["hallowed-vale"][-1]] == "pilgrim-levy"   # bottom of its realm deck
    assert "iron-guards" in names(s, p.discard)
    ok(m)


def test_wanderer_promotes_to_top_of_numerai_pack_paying_labor_or_strength():
    m = new_match()
    s = m.state
    p = s.players[0]
    set_hand(s, 0, ["wanderer", "trusted-followers", "steadfast-conscripts", "steadfast-conscripts"])
    top = s.numerai[0]
    m.apply("promote:hand:wanderer")
    for c in ("pay:trusted-followers", "pay:steadfast-conscripts", "pay:steadfast-conscripts"):
        m.apply(c)                                      # 2 Labor + 2 + 2 Strength = 6
    assert top in p.discard and C.card(top).kind == "legendary"
    ok(m)


def test_exhausted_upgrade_cannot_be_promoted():
    m = new_match()
    s = m.state
    set_hand(s, 0, ["pilgrim-levy", "steadfast-conscripts", "steadfast-conscripts"])
    assert "promote:hand:pilgrim-levy" in P(m).ids()
    s.box.extend(s.upgrades["iron-guards"])
    s.upgrades["iron-guards"] = []
    assert "promote:hand:pilgrim-levy" not in P(m).ids()


def test_tavern_council_and_bazaar():
    m = new_match()
    s = m.state
    p = s.players[0]
    p.buildings["commonfolk"] = 1                      # Outland Tavern: +1 Mercy per promotion
    p.buildings["general"] = 2                         # Imperial Council: promoted card on top of the draw pile
    p.buildings["halax"] = 3                           # Grand Bazaar: promote for 1 Influence
    set_hand(s, 0, ["trusted-followers"])
    m.apply("promote:hand:trusted-followers")
    assert P(m).ids() == ["bazaar"]
    m.apply("bazaar")
    assert C.inst_card[p.draw[0]] == "sworn-followers" and p.influence == 4 and p.morality == 1
    set_hand(s, 0, ["trusted-followers"])
    assert "promote:hand:trusted-followers" not in P(m).ids()   # once per turn


def test_cull_cruelty_floor_and_origins():
    m = new_match()
    s = m.state
    p = s.players[0]
    set_hand(s, 0, ["steadfast-conscripts", "trusted-followers", "pilgrim-levy"])
    set_hand(s, 0, ["trusted-followers", "trusted-followers", "trusted-followers"], zone="discard")
    m.apply("cull:steadfast-conscripts")               # Strength 2: up to 2 cards
    d = P(m)
    assert d.kind == "plas.cull"
    assert "target:hand:steadfast-conscripts" not in d.ids()       # not itself: it is in the play area
    m.apply("target:hand:pilgrim-levy")
    assert C.inst_card[s.realm_decks["hallowed-vale"][-1]] == "pilgrim-levy"
    assert p.morality == -1                                        # +1 Cruelty
    # hand 1 + discard 3 + play 1 = 5: the floor forbids more
    assert P(m).kind == "plas.main"
    assert not any(c.startswith("cull:") for c in P(m).ids())
    ok(m)


def test_build_in_order_with_faction_card_and_power_same_turn():
    m = new_match()
    s = m.state
    p = s.players[0]
    set_hand(s, 0, ["trusted-followers", "trusted-followers", "woodcutters"])
    ids = P(m).ids()
    assert "build:general" in ids and "build:commonfolk" in ids
    assert "build:sigilborne" not in ids                            # no Sigilborne card in hand
    m.apply("build:commonfolk")
    m.apply("pay:trusted-followers")
    m.apply("pay:trusted-followers")                                # 4 ≥ 3, but no Commonfolk card yet
    assert P(m).kind == "plas.pay.build"
    m.apply("pay:woodcutters")
    assert p.buildings["commonfolk"] == 1
    set_hand(s, 0, ["trusted-followers", "trusted-followers", "trusted-followers", "wanderer"])
    m.apply("build:general")                                        # General tree: no faction needed
    for _ in range(2):
        m.apply("pay:trusted-followers")
    assert p.buildings["general"] == 1
    # Outland Tavern works this very turn
    set_hand(s, 0, ["trusted-followers", "trusted-followers", "trusted-followers"])
    m.apply("promote:hand:trusted-followers")
    m.apply("pay:trusted-followers")
    m.apply("pay:trusted-followers")
    assert p.morality == 1
    ok(m)


def test_after_play_effect_comes_on_top_of_the_value():
    m = new_match()
    s = m.state
    p = s.players[0]
    set_hand(s, 0, ["devout-grangers", "trusted-followers", "trusted-followers"])
    m.apply("build:general")
    m.apply("pay:devout-grangers")
    assert p.morality == 1                                          # After playing: +1 Mercy
    m.apply("pay:trusted-followers")
    assert p.buildings["general"] == 1


def test_illegal_choice_is_refused():
    m = new_match()
    with pytest.raises(IllegalChoice):
        m.apply("move:karn-zurdak")


def test_a_building_is_offered_only_when_the_hand_can_pay_its_labor():
    """Construire 2: the cards in hand must be able to pay the level's Labor cost (and one of
    the tree's faction). Expectations from the card and tree data, not from the engine."""
    m = new_match()
    s = m.state
    labor = C.cards["trusted-followers"].labor
    cost = C.trees["general"].levels[0].cost
    assert C.trees["general"].faction == "none" and labor < cost <= 2 * labor
    set_hand(s, 0, ["trusted-followers"])
    assert "build:general" not in P(m).ids()            # one card: too little Labor
    set_hand(s, 0, ["trusted-followers", "trusted-followers"])
    assert "build:general" in P(m).ids()                # two cards cover the cost
