"""The Lizard Cult guide (game/root/ai_guides/lizards.py; issue 15): far better than random play in
the seat, and each of its main priorities on a seeded position (each test fails if the priority is
taken out). The guide's legal answers, determinism and blindness to hidden information are checked
by tests/search/test_guides.py (tests/search/guide_specs/lizards.py).

Autumn map suits used below: fox 1, 6, 8, 12; rabbit 3, 4, 5, 10; mouse 2, 7, 9, 11."""
from __future__ import annotations

import pytest

from game.root import scenario
from game.root.ai_guides.lizards import Guide
from game.root.engine import Ctx
from game.root.factions import lizards as lz
from game.root.ruleset import RULESET
from tests.search._guides_harness import vs_automata, vs_random
from tests.search.guide_specs.lizards import SPEC


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _position(content, phase: str, hand: list[str], clearings: dict, fstate: dict | None = None):
    return scenario.build_match(content, {"setup": {
        "factions": ["lizards", "marquise"], "turn": "lizards", "phase": phase,
        "hands": {"lizards": hand, "marquise": []}, "clearings": clearings,
        "faction_state": {"lizards": fstate or {}}}})


def _play_own_phase(m, guide, kinds_prefix: str = "root.lizards") -> list[str]:
    """The guide answers the Cult's decisions until another kind of decision comes up."""
    got = []
    while m.pending is not None and m.pending.seat == 0 and m.pending.kind.startswith(kinds_prefix):
        if m.pending.kind == "root.lizards.craft":
            break
        cid = guide.choose(m, m.pending)
        got.append(cid)
        m.apply(cid)
    return got


def test_the_lizard_guide_beats_random_play_in_the_seat():
    """Over the same seeds against three random players (Autumn, base deck, round cap 10): in every
    game the guide scores more VP than a seat that plays at random, and at least three times as many
    in all. Random play seldom scores: it wastes Score rituals on suits with one garden (0 VP,
    Law 10.5.3) and spends its few cards on nothing; the guide scored 99 VP to random's 13 here."""
    vp, _ = vs_random("lizards", SPEC.others, seeds=range(1, 7))
    assert all(g > r for g, r in zip(vp["guide"], vp["random"])), vp
    assert sum(vp["guide"]) >= 3 * sum(vp["random"]), vp


def test_it_scores_a_suit_worth_points_with_the_suits_only_card(content):
    """Two fox gardens (a Score pays 2, Law 10.5.3) and one fox card: the card scores now rather
    than build a third garden that would not raise the score (R-AI-77)."""
    m = _position(content, "daylight", ["anvil"],
                  {1: {"lizards": {"warriors": 1, "buildings": ["garden-fox"]}},
                   6: {"lizards": {"warriors": 2, "buildings": ["garden-fox"]}}})
    got = _play_own_phase(m, Guide(0, 1))
    assert got[:2] == ["ritual:score", "card:anvil"], got
    assert m.state.vp[0] == 2


def test_it_never_scores_for_nothing(content):
    """One fox garden: a fox Score would pay 0 VP (Law 10.5.3); the card builds a second garden
    instead (which makes the next Score pay 2)."""
    m = _position(content, "daylight", ["anvil"],
                  {1: {"lizards": {"warriors": 1, "buildings": ["garden-fox"]}},
                   8: {"lizards": {"warriors": 2}}})
    g = Guide(0, 1)
    assert "ritual:score" in m.pending.ids()                  # the rules offer it
    got = _play_own_phase(m, g)
    assert "ritual:score" not in got, got
    assert got[:3] == ["ritual:build", "card:anvil", "clearing:8"], got
    assert lz.gardens_on_map(Ctx(content, m.state), 0, "fox") == 2 and m.state.vp[0] == 0


def test_it_builds_before_scoring_the_same_suit(content):
    """Three fox gardens and two fox cards: build the fourth first (the track's next space pays 3,
    Law 10.5.3), then score with the other card: 3 VP, where scoring first would pay 2."""
    m = _position(content, "daylight", ["anvil", "foxfolk-steel"],
                  {1: {"lizards": {"warriors": 1, "buildings": ["garden-fox"]}},
                   6: {"lizards": {"warriors": 2, "buildings": ["garden-fox"]}},
                   8: {"lizards": {"warriors": 2, "buildings": ["garden-fox"]}},
                   12: {"lizards": {"warriors": 2}}})
    got = _play_own_phase(m, Guide(0, 1))
    assert got.index("ritual:build") < got.index("ritual:score"), got
    assert lz.gardens_on_map(Ctx(content, m.state), 0, "fox") == 4
    assert m.state.vp[0] == 3


def test_it_sacrifices_its_birds_for_acolytes(content):
    """A bird card can only Sacrifice (Law 10.2.2, 10.5.4); it comes back to hand in Evening, so
    every bird makes an acolyte every turn."""
    m = _position(content, "daylight", ["armorers", "sappers"],
                  {1: {"lizards": {"warriors": 1, "buildings": ["garden-fox"]}}})
    got = _play_own_phase(m, Guide(0, 1))
    assert got.count("ritual:sacrifice") == 2, got
    assert m.state.fstate[0].acolytes == 2


def test_it_sanctifies_an_enemy_building_in_an_outcast_clearing(content):
    """Sanctify (Law 10.4.3.III): the sawmill in fox clearing 12 becomes a fox garden, 1 VP for
    the building (Law 3.2.1), before a Convert or Crusade the acolytes could also pay for."""
    m = _position(content, "birdsong", ["anvil"],
                  {1: {"lizards": {"warriors": 2, "buildings": ["garden-fox"]}},
                   12: {"lizards": {"warriors": 2}, "marquise": {"warriors": 1, "buildings": ["sawmill"]}},
                   8: {"lizards": {"warriors": 1}, "marquise": {"warriors": 1}}},
                  {"acolytes": 4, "outcast": "fox"})
    assert m.pending.kind == "root.lizards.conspiracy", m.pending.kind
    assert {"conspiracy:sanctify", "conspiracy:convert", "conspiracy:crusade"} <= set(m.pending.ids())
    got = _play_own_phase(m, Guide(0, 1))
    assert got[:2] == ["conspiracy:sanctify", "clearing:12"], got
    assert any(b == [0, "garden-fox"] or tuple(b) == (0, "garden-fox") for b in m.state.buildings[12])
    assert m.state.vp[0] >= 1


def test_it_converts_where_the_warrior_gives_it_a_garden(content):
    """Convert (Law 10.4.3.II) where the replaced warrior gives the Cult rule in a clearing with
    room and a fox card in hand (a garden this Daylight), not where it only trades a warrior."""
    m = _position(content, "birdsong", ["anvil"],
                  {1: {"lizards": {"warriors": 2, "buildings": ["garden-fox"]}},
                   8: {"lizards": {"warriors": 1}, "marquise": {"warriors": 1}},
                   6: {"marquise": {"warriors": 3}}},
                  {"acolytes": 2, "outcast": "fox"})
    got = _play_own_phase(m, Guide(0, 1))
    assert got[:2] == ["conspiracy:convert", "clearing:8"], got
    assert m.state.ruler[8] == 0


def test_it_keeps_its_acolytes_when_a_convert_gains_nothing(content):
    """The same acolytes with only a warrior to trade where it gains no rule and guards no garden:
    it ends Birdsong and keeps them for a Sanctify (R-AI-76)."""
    m = _position(content, "birdsong", ["anvil"],
                  {1: {"lizards": {"warriors": 2, "buildings": ["garden-fox"]}},
                   6: {"marquise": {"warriors": 3}}},
                  {"acolytes": 2, "outcast": "fox"})
    assert "conspiracy:convert" in m.pending.ids()
    got = _play_own_phase(m, Guide(0, 1))
    assert got[:1] == ["done"], got
    assert m.state.fstate[0].acolytes == 2


def test_its_hand_limit_keeps_birds_and_the_suits_that_score(content):
    """The hand limit (Law 4.1.3) at the end of Evening: a bird (a Sacrifice every turn) and the
    fox cards (two fox gardens: a Score pays 2) stay; rabbit and mouse cards, whose suits have no
    garden, go. (The Evening draws two, Law 10.6.3 with the fox track's draw bonus uncovered,
    R-LZ-14: the top of the deck is set so that no second bird comes, R-AI-120.)"""
    m = scenario.build_match(content, {"setup": {
        "factions": ["lizards", "marquise"], "turn": "lizards", "phase": "evening",
        "hands": {"lizards": ["armorers", "anvil", "foxfolk-steel", "bake-sale", "smugglers-trail",
                              "mouse-in-a-sack"], "marquise": []},
        "deck_top": ["travel-gear-mouse", "root-tea-mouse"],
        "clearings": {6: {"lizards": {"warriors": 2, "buildings": ["garden-fox"]}},
                      8: {"lizards": {"warriors": 2, "buildings": ["garden-fox"]}}},
        "faction_state": {"lizards": {"outcast": "mouse"}}}})   # no garden of the Outcast: nothing to craft
    g = Guide(0, 1)
    while m.pending is not None and m.pending.seat == 0 and m.pending.kind != "root.hand_limit":
        m.apply(g.choose(m, m.pending))
    assert m.pending is not None and m.pending.kind == "root.hand_limit"
    while m.pending is not None and m.pending.kind == "root.hand_limit":
        m.apply(g.choose(m, m.pending))
    hand = m.state.hands[0]
    assert len(hand) == 5 and {"armorers", "anvil", "foxfolk-steel"} <= set(hand), hand
    assert m.state.fstate[0].lost_souls and all(content.cards[x].suit in ("rabbit", "mouse")
                                                for x in m.state.fstate[0].lost_souls[-2:])


def _dominance_position(content, vp: dict):
    """Three fox clearings ruled by the Cult, two of them by gardens (Law 10.2.4), and the fox
    dominance card in hand (Law 3.3.1: 10 VP or more to activate it)."""
    return scenario.build_match(content, {"setup": {
        "factions": ["lizards", "marquise"], "turn": "lizards", "phase": "daylight", "vp": vp,
        "hands": {"lizards": ["dominance-fox", "armorers"], "marquise": []},
        "clearings": {1: {"lizards": {"warriors": 1, "buildings": ["garden-fox"]}},
                      6: {"lizards": {"warriors": 1, "buildings": ["garden-fox"]}},
                      8: {"lizards": {"warriors": 2}}}}})


def test_it_plays_for_dominance_when_points_are_out_of_reach(content):
    """Fifteen VP behind the leader, it activates the fox dominance card: its gardens hold two of
    the three fox clearings whatever the battles of warriors (R-AI-79)."""
    m = _dominance_position(content, {"lizards": 12, "marquise": 27})
    assert "dominance:dominance-fox" in m.pending.ids()
    assert Guide(0, 1).choose(m, m.pending) == "dominance:dominance-fox"


def test_it_keeps_scoring_points_when_close_to_the_leader(content):
    m = _dominance_position(content, {"lizards": 12, "marquise": 14})
    assert "dominance:dominance-fox" in m.pending.ids()
    assert Guide(0, 1).choose(m, m.pending) != "dominance:dominance-fox"


def test_it_ambushes_to_save_a_garden_not_warriors(content):
    """Law 4.3.1: an ambush where a garden is attacked (a lost garden costs a card, Law 10.2.5);
    where only warriors defend it passes — they become acolytes (Law 10.2.3) and the fox ambush
    card can Score instead (R-AI-78)."""
    from game.core.decision import Choice, Decision
    m = _position(content, "daylight", ["ambush-fox"],
                  {6: {"lizards": {"warriors": 1, "buildings": ["garden-fox"]}, "marquise": {"warriors": 3}},
                   8: {"lizards": {"warriors": 2}, "marquise": {"warriors": 3}}})
    g = Guide(0, 1)

    def ask(c: int) -> str:
        d = Decision(0, "root.battle.ambush", "Ambush?", (Choice("card:ambush-fox"), Choice("pass")), "Law 4.3.1",
                     {"clearing": c, "attacker": 1, "defender": 0})
        return g.choose(m, d)
    assert ask(6) == "card:ambush-fox"
    assert ask(8) == "pass"


def test_it_sanctifies_the_leaders_building(content):
    """Two enemy buildings in the Outcast clearing: the Eyrie's roost (20 VP) goes, not the
    sawmill of the Marquise (5 VP) (R-AI-76), also when the clearing was the only choice."""
    m = scenario.build_match(content, {"setup": {
        "factions": ["lizards", "marquise", "eyrie"], "turn": "lizards", "phase": "birdsong",
        "vp": {"eyrie": 20, "marquise": 5}, "hands": {"lizards": [], "marquise": [], "eyrie": []},
        "clearings": {12: {"lizards": {"warriors": 2}, "marquise": {"buildings": ["sawmill"]},
                           "eyrie": {"buildings": ["roost"]}}},
        "faction_state": {"lizards": {"acolytes": 3, "outcast": "fox"}}}})
    got = _play_own_phase(m, Guide(0, 1))
    assert got[:3] == ["conspiracy:sanctify", "clearing:12", "building:roost"], got
    assert [0, "garden-fox"] in [list(x) for x in m.state.buildings[12]]
    assert [1, "sawmill"] in [list(x) for x in m.state.buildings[12]]


# --- session 10 (R-AI-120..) -------------------------------------------------------------------------

def _to_hand_limit(m, g):
    while m.pending is not None and m.pending.seat == 0 and m.pending.kind != "root.hand_limit":
        m.apply(g.choose(m, m.pending))
    assert m.pending is not None and m.pending.kind == "root.hand_limit"
    while m.pending is not None and m.pending.kind == "root.hand_limit":
        m.apply(g.choose(m, m.pending))


def test_its_hand_limit_drops_a_second_bird_before_a_suited_card(content):
    """R-AI-120: one bird is kept for its Sacrifice (Law 10.5.4), but a second bird is worth less
    than any suited card, which can Score, Build or Recruit (Law 10.5): six cards after the Evening
    draw, the one dropped is a bird. (With every bird valued as the first, session 9's rule, a
    suited card went and hands filled with birds.)"""
    m = scenario.build_match(content, {"setup": {
        "factions": ["lizards", "marquise"], "turn": "lizards", "phase": "evening",
        "hands": {"lizards": ["armorers", "brutal-tactics", "anvil", "bake-sale", "mouse-in-a-sack"],
                  "marquise": []},
        "deck_top": ["foxfolk-steel"],
        "clearings": {6: {"lizards": {"warriors": 2, "buildings": ["garden-fox"]}}},
        "faction_state": {"lizards": {"outcast": "rabbit"}}}})   # no rabbit garden: nothing to craft
    _to_hand_limit(m, Guide(0, 1))
    hand = m.state.hands[0]
    assert len(hand) == 5 and {"anvil", "bake-sale", "mouse-in-a-sack", "foxfolk-steel"} <= set(hand), hand
    assert sum(1 for x in hand if content.cards[x].suit == "bird") == 1, hand


def test_it_crafts_an_item_even_when_the_card_could_score_a_little_more(content):
    """R-AI-120: two mouse gardens of the Outcast suit craft (Law 10.2.1, 10.6.2); the 1-VP
    Mouse-in-a-Sack is crafted now although the card could Score 2 next turn (Law 10.5.3): a card
    kept may go to Fear of the Faithful or the hand limit, and crafting whenever it is worth at least
    -2 measured better (docs/ai.md, session 10). Session 9's bar (worth above 0) kept the card."""
    m = scenario.build_match(content, {"setup": {
        "factions": ["lizards", "marquise"], "turn": "lizards", "phase": "evening",
        "hands": {"lizards": ["mouse-in-a-sack"], "marquise": []},
        "deck_top": ["anvil", "bake-sale", "foxfolk-steel"],
        "clearings": {2: {"lizards": {"warriors": 2, "buildings": ["garden-mouse"]}},
                      7: {"lizards": {"warriors": 2, "buildings": ["garden-mouse"]}}},
        "faction_state": {"lizards": {"outcast": "mouse"}}}})
    g = Guide(0, 1)
    got = []
    while m.pending is not None and m.pending.seat == 0 and m.pending.kind == "root.lizards.craft":
        cid = g.choose(m, m.pending)
        got.append(cid)
        m.apply(cid)
    assert got[:1] == ["craft:mouse-in-a-sack"], got
    assert m.state.vp[0] == 1


def test_it_beats_session_9s_mean_against_master_automata():
    """Against three Master automata (Autumn, base deck, round cap 20, seeds 1-8), the guide's mean
    VP is at least 17, half again session 9's committed 11.3 (100 seeds, docs/ai.md). Measured here:
    the guide scored 22.1 on seeds 1-10 and 22.5 over seeds 1-100; session 9's guide, playing with
    the corrected garden draws (R-LZ-14), 19.8 over seeds 1-100, and 11.3 with one card an Evening.
    17 leaves room for small changes of the automata while failing any return to session 9's play."""
    vps = [vs_automata("lizards", seed).state.vp[0] for seed in range(1, 9)]
    assert sum(vps) / len(vps) >= 17, vps


# --- session 11 (R-AI-155..) -------------------------------------------------------------------------

def _crusade_position(content, hand: list[str], foe: str, token: str):
    """Birdsong, two acolytes, the Outcast fox: a Crusade (Law 10.4.3.I) is the only conspiracy on
    offer, against a lone token of `foe` in fox clearing 12 where three Cult warriors stand."""
    return scenario.build_match(content, {"setup": {
        "factions": ["lizards", foe], "turn": "lizards", "phase": "birdsong",
        "hands": {"lizards": hand, foe: []},
        "clearings": {1: {"lizards": {"warriors": 2, "buildings": ["garden-fox"]}},
                      12: {"lizards": {"warriors": 3}, foe: {"tokens": [token]}}},
        "faction_state": {"lizards": {"acolytes": 2, "outcast": "fox"}}}})


def test_it_does_not_crusade_to_remove_sympathy_for_a_card(content):
    """R-AI-155: removing a sympathy token scores 1 VP (Law 3.2.1) but Outrage (Law 8.2.6) makes the
    Cult give the Alliance a card of the clearing's suit -- a card that would Score, Build or Recruit
    every turn. A lone token is not worth two acolytes and that card: Birdsong ends. (Without the
    Outrage cost the battle scores about 2.1 and the guide Crusades; session 10's guide did, and lost
    0.16 cards a turn to Outrage over 30 traced games.)"""
    m = _crusade_position(content, ["anvil", "foxfolk-steel"], "alliance", "sympathy")
    assert m.pending.kind == "root.lizards.conspiracy" and "conspiracy:crusade" in m.pending.ids()
    got = _play_own_phase(m, Guide(0, 1))
    assert got[:1] == ["done"], got
    assert m.state.fstate[0].acolytes == 2
    assert [1, "sympathy"] in [list(t) for t in m.state.tokens[12]]


def test_it_still_crusades_where_no_sympathy_is_at_stake(content):
    """The same Crusade against the Marquise's lone wood token (1 VP, Law 3.2.1; no Outrage, which
    Law 8.2.6 ties to sympathy) is fought."""
    m = _crusade_position(content, ["anvil", "foxfolk-steel"], "marquise", "wood")
    assert "conspiracy:crusade" in m.pending.ids()
    got = _play_own_phase(m, Guide(0, 1))
    assert got[:2] == ["conspiracy:crusade", "crusade:battle"], got


def _crusade_move_position(content, clearings: dict):
    """Birdsong, two acolytes, the Outcast fox, three Cult warriors in fox clearing 12 (the only
    Outcast clearing it holds) and nothing to battle there: a Crusade can only move (Law 10.4.3.I)."""
    base = {3: {"lizards": {"warriors": 2, "buildings": ["garden-rabbit"]}}, 12: {"lizards": {"warriors": 3}}}
    return scenario.build_match(content, {"setup": {
        "factions": ["lizards", "alliance", "marquise"], "turn": "lizards", "phase": "birdsong",
        "hands": {"lizards": ["anvil"], "alliance": [], "marquise": []},
        "clearings": {**base, **clearings},
        "faction_state": {"lizards": {"acolytes": 2, "outcast": "fox"}}}})


def _crusade_move(m, g) -> list[str]:
    """The search's pick (a Crusade that moves) applied; the guide answers the move."""
    m.apply("conspiracy:crusade")
    assert m.pending.ids() == ["crusade:move"]
    m.apply("crusade:move")
    got = []
    while m.pending is not None and m.pending.kind.startswith("root.move."):
        cid = g.choose(m, m.pending)
        got.append(cid)
        m.apply(cid)
    return got


def test_a_crusade_move_from_its_only_origin_still_follows_its_plan(content):
    """R-AI-156: the move's one origin is answered without a handler (a lone choice), which left the
    destination to the shared fallback: the warriors went to an empty corner (clearing 4). With the
    plan made at the lone origin they go where the Crusade's battle pays, the Marquise's wood in 9,
    two warriors to outnumber its one (Law 10.4.3.I: the Crusade may battle there after)."""
    m = _crusade_move_position(content, {9: {"marquise": {"warriors": 1, "tokens": ["wood"]}}})
    got = _crusade_move(m, Guide(0, 1))
    assert got == ["clearing:12", "clearing:9", "count:2"], got


def test_a_crusade_move_into_sympathy_counts_the_outrage(content):
    """R-AI-155: warriors moved into a sympathetic clearing owe the Alliance a card (Law 8.2.6), so a
    Crusade's move toward the lone sympathy token in 10 is worth a card less than the same move
    toward the Marquise's wood in 9 (1 VP each, Law 3.2.1)."""
    m = _crusade_move_position(content, {10: {"alliance": {"tokens": ["sympathy"]}},
                                         9: {"marquise": {"tokens": ["wood"]}}})
    from game.root.ai_guides.common import Board
    from game.root.ai_guides import lizards as guide_module
    g = Guide(0, 1)
    bonus = g.move_bonus(Board(m, 0))
    assert bonus(12, 9, 1) - bonus(12, 10, 1) == pytest.approx(guide_module.OUTRAGE_MOVE) and guide_module.OUTRAGE_MOVE > 0
    got = _crusade_move(m, g)
    assert got[1] == "clearing:9", got
