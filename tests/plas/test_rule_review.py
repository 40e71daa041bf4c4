"""Second reading of the rulebook against the engine (issue 6): what it found, and the sample
content that gives the Cruelty path its own rewards."""
from game.core.match import Match
from game.plas.automaton import Automaton
from game.plas.simulation import make_agent

from .helpers import C, P, R, force_dice, names, new_match, ok, set_hand


def test_grand_bazaar_replaces_the_cards_not_a_part_of_them():
    """Grand Bazaar: promote by paying 1 Influence *instead of* cards. Once a card has been
    paid, the payment goes on with cards (the offer used to stay open after a card was paid)."""
    m = new_match()
    s = m.state
    p = s.players[0]
    p.buildings["halax"] = 3
    set_hand(s, 0, ["trusted-followers", "pilgrim-levy", "woodcutters"])
    m.apply("promote:hand:trusted-followers")
    assert "bazaar" in P(m).ids()
    m.apply("pay:pilgrim-levy")                                  # 1 of 3 Labor
    ids = P(m).ids()
    assert "bazaar" not in ids and "pay:woodcutters" in ids
    m.apply("pay:woodcutters")
    assert p.influence == 5 and "sworn-followers" in names(s, p.discard)
    ok(m)


def test_played_cards_cannot_be_culled_promoted_or_pay_again():
    """Promouvoir / Éliminer: cards already played this turn are in the play area, not in the
    hand or the discard; the card that pays for a cull cannot cull itself."""
    m = new_match()
    s = m.state
    p = s.players[0]
    set_hand(s, 0, ["steadfast-conscripts", "woodcutters", "pilgrim-levy"])
    set_hand(s, 0, ["trusted-followers", "trusted-followers", "trusted-followers"], zone="discard")
    m.apply("cull:steadfast-conscripts")                         # 2 Strength: up to 2 cards
    played = p.play[0]
    targets = P(m).ids()
    assert all(f"card:{played}" not in ch.refs for ch in P(m).choices)
    assert "target:hand:steadfast-conscripts" not in targets      # the only conscript is played
    m.apply("target:discard:trusted-followers")                  # 6 cards → 5: the floor stops it
    assert not s.stack and p.morality == -1
    ids = P(m).ids()
    assert not any(i.endswith("steadfast-conscripts") for i in ids)
    ok(m)


def test_defender_ruin_attacker_chooses_cards_reaching_the_ruin(monkeypatch):
    """Conquête (contrôlée) 10: 2 Ruin → cards of total printed Strength ≥ 2 (one Strength-2
    card, or two Strength-1 cards); the attacker chooses which, the rest stays played."""
    m = new_match()
    s = m.state
    a, d = s.players
    a.leader = "candlemere"
    s.control["candlemere"] = 1
    set_hand(s, 0, ["pilgrim-levy", "woodcutters", "steadfast-conscripts"])
    set_hand(s, 1, ["steadfast-conscripts"])
    force_dice(monkeypatch, ["blank", "blank", "ruin", "ruin"])
    m.apply("conquer")
    for c in ("commit:pilgrim-levy", "commit:woodcutters", "commit:steadfast-conscripts", "done"):
        m.apply(c)
    m.apply("commit:steadfast-conscripts")
    m.apply("done")
    d_ = P(m)
    assert d_.kind == "plas.conquest.ruin" and d_.seat == 0
    assert sorted(d_.ids()) == ["lose:pilgrim-levy", "lose:steadfast-conscripts", "lose:woodcutters"]
    m.apply("lose:woodcutters")                                  # 1 of 2: a second card is due
    assert P(m).kind == "plas.conquest.ruin"
    m.apply("lose:steadfast-conscripts")
    assert names(s, a.play) == ["pilgrim-levy"] and a.morality == 0
    assert s.control["candlemere"] == 0                          # 0 + 1 + 2 = 3 ≥ 3 + 0
    ok(m)


def test_cruelty_path_content_rewards():
    """Sample pack: Zurd raiders pay Influence once their player is cruel enough, and War Camp
    helps a cruel player build (Zurd cards are poor in Labor)."""
    m = new_match()
    s = m.state
    p = s.players[0]
    p.leader = "pilgrimwalk"
    p.morality, p.left_zero = -3, True
    set_hand(s, 0, ["horde-marauder", "steadfast-conscripts"])
    m.apply("conquer")
    for c in ("commit:horde-marauder", "commit:steadfast-conscripts", "done"):
        m.apply(c)
    assert p.morality == -4 and p.influence == 5                 # the gate is read as it was (Cruelty 3)
    p2 = s.players[0]
    view = m.view(0)["players"][0]["buildings"]["zurd"]
    assert view["next_cost"] == 2
    p2.buildings["zurd"] = 1
    assert m.view(0)["players"][0]["buildings"]["zurd"]["next_cost"] == 2      # Siege Beasts 3 - 1
    p2.morality = 0
    p2.left_zero = False
    assert m.view(0)["players"][0]["buildings"]["zurd"]["next_cost"] == 3      # gate closed
    m2 = new_match()
    q = m2.state.players[0]
    q.morality, q.left_zero = -4, True
    set_hand(m2.state, 0, ["thorn-raiders", "trusted-followers"])
    q.leader = "pilgrimwalk"
    m2.apply("conquer")
    for c in ("commit:thorn-raiders", "done"):
        m2.apply(c)
    assert q.morality == -5 and q.influence == 7                 # Cruelty 4: +2 Influence
    ok(m2)


def test_cunning_cruelty_automaton_walks_the_cruelty_path():
    """The Cruelty path ends cruel (it culls starters and Mercy cards, skips the Mercy recruit),
    the Mercy path merciful."""
    setup = R.default_setup(C, 2)
    m = Match(R, C, setup, 11)
    agents = {0: make_agent("cunning-cruelty", 3, 0), 1: make_agent("cunning-mercy", 3, 1)}
    while m.pending is not None:
        d = m.pending
        m.apply(agents[d.seat].choose(m, d))
    cruel, kind = m.state.players
    assert cruel.morality <= -5 and cruel.culled >= 5
    assert kind.morality >= 5
    bot = Automaton(0, "cunning", path="cruelty")
    bot.content = C
    assert bot._cull_value("trusted-followers#1") < bot._cull_value("devout-grangers#1") < bot._cull_value("wanderer#1")
