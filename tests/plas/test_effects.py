"""Card, building and ally effects: Action, After playing, Build, Conquest, Defend, End of turn."""

from .helpers import P, force_dice, new_match, ok, set_hand


def test_action_extra_move_reinforce_recruit_and_buy_draw():
    m = new_match()
    s = m.state
    p = s.players[0]
    set_hand(s, 0, ["pathfinder", "cathedral-builder", "guild-factor"])
    m.apply("move:pilgrimwalk")
    assert not any(c.startswith("move:") for c in P(m).ids())
    m.apply("action:pathfinder")                                  # Action: move once more
    assert "move:highforge" in P(m).ids()
    assert "action:cathedral-builder" not in P(m).ids()           # reinforce needs your own damaged province
    s.control["pilgrimwalk"] = 0
    s.defense["pilgrimwalk"] = 4
    m.apply("action:cathedral-builder")
    assert s.defense["pilgrimwalk"] == 6
    s.defense["pilgrimwalk"] = 6
    p.influence, p.ledger = 0, {"start": 0}
    assert "action:guild-factor" not in P(m).ids()                # ruling PLAS-21: no Influence, no pay-to-draw
    p.influence, p.ledger = 3, {"start": 3}
    m.apply("action:guild-factor")
    assert p.influence == 2 and len(p.hand) == 2
    ok(m)


def test_reinforce_never_above_printed_defense():
    m = new_match()
    s = m.state
    s.players[0].leader = "candlemere"
    s.control["candlemere"] = 0
    s.defense["candlemere"] = 2
    set_hand(s, 0, ["cathedral-architect"])
    m.apply("action:cathedral-architect")                          # +3, capped at 3
    assert s.defense["candlemere"] == 3
    ok(m)


def test_after_play_cull_while_paying():
    m = new_match()
    s = m.state
    p = s.players[0]
    set_hand(s, 0, ["blood-hammer", "trusted-followers", "trusted-followers", "steadfast-conscripts"])
    set_hand(s, 0, ["trusted-followers", "trusted-followers", "trusted-followers"], zone="discard")
    m.apply("build:general")
    m.apply("pay:blood-hammer")                                   # After playing: cull 1
    assert P(m).kind == "plas.cull"
    m.apply("target:discard:trusted-followers")
    assert p.morality == -1                                       # +1 Cruelty for the culled card
    assert P(m).kind == "plas.pay.build"
    m.apply("pay:trusted-followers")
    assert p.buildings["general"] == 1
    ok(m)


def test_build_bonuses_priory_and_quartermaster():
    m = new_match()
    s = m.state
    p = s.players[0]
    p.buildings["sigilborne"] = 1                                 # Priory: +1 Labor on builds
    set_hand(s, 0, ["quartermaster"])                             # 3 Labor + Build: +1
    assert "build:general" in P(m).ids()                          # 3 - 1 = 2 ≤ 4
    m.apply("build:general")
    m.apply("pay:quartermaster")
    assert p.buildings["general"] == 1
    ok(m)


def test_rerolls_attacker_first_then_defender(monkeypatch):
    m = new_match()
    s = m.state
    a, d = s.players
    a.leader = "candlemere"
    s.control["candlemere"] = 1
    set_hand(s, 0, ["sellsword", "steadfast-conscripts"])
    set_hand(s, 1, ["warden-of-the-marches"])
    force_dice(monkeypatch, ["blank", "blank", "blank", "two", "two", "two", "two", "two", "one-a", "one-a"])
    m.apply("conquer")
    m.apply("commit:sellsword")
    m.apply("commit:steadfast-conscripts")
    m.apply("done")
    m.apply("commit:warden-of-the-marches")
    m.apply("done")
    assert P(m).seat == 0 and P(m).kind == "plas.conquest.reroll"   # attacker first
    m.apply("reroll:0")
    assert P(m).seat == 1 and P(m).kind == "plas.conquest.reroll"   # then the defender
    m.apply("done")
    ok(m)


def test_ally_conquest_power_applies_automatically(monkeypatch):
    m = new_match()
    s = m.state
    p = s.players[0]
    p.allies = ["reaver-chieftain"]
    p.leader = "candlemere"
    set_hand(s, 0, ["trusted-followers"])
    force_dice(monkeypatch, [])
    m.apply("conquer")
    m.apply("commit:trusted-followers")
    m.apply("done")                                               # 0 dice + 0 + 2 (ally) < 3
    assert s.control["candlemere"] == -1
    s.defense["candlemere"] = 2
    set_hand(s, 0, [], zone="play")
    set_hand(s, 0, ["trusted-followers"])
    m.apply("conquer")
    m.apply("commit:trusted-followers")
    m.apply("done")
    assert s.control["candlemere"] == 0


def test_end_of_turn_powers_hand_size_and_zero_defense_banner(monkeypatch):
    m = new_match()
    s = m.state
    p = s.players[0]
    p.buildings["sigilborne"] = 2                                 # Reliquary: End of turn reinforce 1
    p.buildings["zurd"] = 3                                       # Black Gulag: End of turn cull 1
    p.allies = ["court-scholar"]                                  # draw up to 6
    s.control["candlemere"] = 0
    s.defense["candlemere"] = 1
    set_hand(s, 0, ["trusted-followers", "trusted-followers"])
    set_hand(s, 0, ["trusted-followers", "trusted-followers", "trusted-followers", "steadfast-conscripts"], zone="discard")
    m.apply("end")
    assert s.defense["candlemere"] == 2
    assert P(m).kind == "plas.cull"
    m.apply("target:discard:steadfast-conscripts")
    m.apply("recruit")
    m.apply("done")
    assert len(p.hand) == 6
    # A province at 0 defense can still be conquered and held (Défense et ruine).
    m2 = new_match()
    s2 = m2.state
    s2.players[0].leader = "candlemere"
    s2.defense["candlemere"] = 0
    set_hand(s2, 0, ["trusted-followers"])
    force_dice(monkeypatch, [])
    m2.apply("conquer")
    m2.apply("commit:trusted-followers")
    m2.apply("done")
    assert s2.control["candlemere"] == 0
    ok(m)
    ok(m2)


def test_after_play_morality_opens_a_conquest_gate_same_fight(monkeypatch):
    """Ruling PLAS-30: Thorn Raiders' After playing (+1 Cruelty) reaches Cruelty 3 before its
    gated Conquest +1 is read."""
    m = new_match()
    s = m.state
    p = s.players[0]
    p.morality, p.left_zero = -2, True
    p.leader = "pilgrimwalk"
    set_hand(s, 0, ["thorn-raiders", "steadfast-conscripts", "steadfast-conscripts"])
    force_dice(monkeypatch, ["one-a", "one-a", "blank"])
    m.apply("conquer")
    for c in ("commit:thorn-raiders", "commit:steadfast-conscripts", "commit:steadfast-conscripts", "done"):
        m.apply(c)
    assert p.morality == -3
    assert s.control["pilgrimwalk"] == 0                          # 2 + 4 + 1 = 7


def test_building_an_extra_move_counts_this_turn():
    m = new_match()
    s = m.state
    p = s.players[0]
    p.buildings["general"] = 2
    m.apply("move:pilgrimwalk")
    assert not any(c.startswith("move:") for c in P(m).ids())
    set_hand(s, 0, ["woodcutters", "woodcutters", "trusted-followers"])
    m.apply("build:general")                                      # Royal Road: 7 Labor
    for c in ("pay:woodcutters", "pay:woodcutters", "pay:trusted-followers"):
        m.apply(c)
    assert p.buildings["general"] == 3
    assert any(c.startswith("move:") for c in P(m).ids())


def test_log_lines_name_cards_not_instance_ids():
    """The engine's own log text (exports, replays) names cards by their printed name."""
    import re
    from game.core.agents import RandomAgent
    from game.core.match import Match
    from game.core import registry
    rs = registry.get("plas")
    c = rs.default_content()
    m = Match(rs, c, rs.check_setup(c, rs.default_setup(c)), 4)
    a = RandomAgent(4)
    while not m.over and len(m.log) < 600:
        m.apply(a.choose(m, m.pending))
    texts = [e.text_for(s) for e in m.history for s in (None, 0, 1)]
    assert any("draws" in t and "card(s)" not in t for t in texts if t)       # a private line with names
    assert not [t for t in texts if t and re.search(r"[a-z]#\d", t)]
