"""The Vagabond guide (game/root/ai_guides/vagabond.py, session 10): each new priority shows on a
position built for it (each test fails when that priority is taken out of the guide: the old
answer is named in the test), and the guide scores more than the committed figure against
three Master automata. The property tests every guide passes (legal answers in mixed games, any
seat against the automata, determinism, hidden information) run from
tests/search/guide_specs/vagabond.py in tests/search/test_guides.py."""
from __future__ import annotations

from bench.root_guides import play
from game.root import scenario
from game.root.ai_guides import vagabond as vg
from game.root.ruleset import RULESET

CONTENT = RULESET.default_content()
QUEST_DECK = ["escort-mouse", "logistics-help-fox", "repair-a-shed-fox", "expel-bandits-mouse"]


def position(vagabond: dict, setup: dict | None = None):
    """A match at a position (the scenario format of tests/scenarios/root): the Vagabond's turn
    against the Marquise, the Vagabond's state from `vagabond`."""
    fs = dict({"character": "thief", "quest_deck": QUEST_DECK}, **vagabond)
    st = dict({"factions": ["vagabond", "marquise"], "turn": "vagabond", "hands": {"vagabond": [], "marquise": []},
               "faction_state": {"vagabond": fs}}, **(setup or {}))
    return scenario.build_match(CONTENT, {"setup": st})


def answer(m, sim: bool = False) -> tuple:
    """The pending question and the guide's answer (`sim`: the rules alone, no look-ahead)."""
    d = m.pending
    assert d is not None and d.seat == 0, d
    return d, vg.Guide(0, 7, sim=sim).choose(m, d)


def test_the_look_ahead_quests_for_three_points_before_exploring_for_one():
    """Law 9.5.5 / 9.5.3: in a rabbit clearing with a ruin, one torch, and the third rabbit quest
    (Guard Duty: torch + sword) face up, the quest scores 3 VP and the ruin 1 VP and an item; one
    torch pays for only one of them. The rules alone explore first (their fixed order); the turn
    played out on a copy (vagabond_helpers.py) shows the quest is worth more."""
    m = position({"clearing": 10, "items": ["boots", "sword", "torch"],
                  "done": ["errand-rabbit", "give-a-speech-rabbit"],
                  "quests": ["guard-duty-rabbit", "fundraising-fox", "escort-mouse"]},
                 {"ruin_items": {10: ["hammer"]}})
    d, rules = answer(m, sim=True)
    assert d.kind == "root.vagabond.action" and {"action:explore", "action:quest"} <= set(d.ids())
    assert rules == "action:explore"
    _, cid = answer(m)
    assert cid == "action:quest"


def test_it_exhausts_a_torch_rather_than_its_tea_to_aid():
    """Law 9.4.1: a face-up tea on its track at Birdsong refreshes two more items; exhausted, it
    refreshes none next turn. Asked which item pays for an aid (Law 9.5.4), the guide exhausts its
    torch. (The old worths, tea 2.5 below torch 5, exhausted the tea.)"""
    m = position({"clearing": 5, "items": ["boots", "tea", "torch"]},
                 {"clearings": {5: {"marquise": {"warriors": 1}}}, "hands": {"vagabond": ["bake-sale"], "marquise": []}})
    for cid in ("action:aid", "faction:marquise", "card:bake-sale"):
        if m.pending.kind != "root.vagabond.aid.item":
            m.apply(cid)
    d, cid = answer(m)
    assert d.kind == "root.vagabond.aid.item" and "item:tea" in d.ids()
    assert cid == "item:torch"


def test_a_quest_reward_is_taken_in_points_even_for_the_first_of_a_suit():
    """Law 9.5.5: the first quest of a suit scores 1 VP or draws 2 cards. The guide takes the VP
    (measured: 14.8 mean VP against 14.0 with cards for the first two of a suit, 10.9 with cards
    always; 100 games against Master). The old rule drew the cards."""
    m = position({"clearing": 6, "items": ["boots", "tea", "torch"],
                  "quests": ["errand-fox", "guard-duty-mouse", "escort-mouse"]})
    m.apply("action:quest")
    while m.pending.kind != "root.vagabond.quest.reward":
        m.apply(m.pending.ids()[0])
    d, cid = answer(m)
    assert set(d.ids()) == {"reward:vp", "reward:cards"}
    assert cid == "reward:vp"


def test_it_takes_no_item_from_the_aided_player_without_room_in_the_satchel():
    """Law 9.6.4: beyond 6 items (+2 per face-up bag) the Evening removes items for good. With six
    items in the Satchel and none on a track, the guide declines the Marquise's crafted boots
    (the old rule took any item offered, and lost one in the Evening)."""
    six = ["boots", "crossbow", "hammer", "sword", "sword", "torch"]
    m = position({"clearing": 5, "items": six},
                 {"clearings": {5: {"marquise": {"warriors": 1}}}, "items": {"marquise": ["boots"]},
                  "hands": {"vagabond": ["bake-sale"], "marquise": []}})
    for cid in ("action:aid", "faction:marquise", "card:bake-sale", "item:crossbow"):
        m.apply(cid)
    d, cid = answer(m)
    assert d.kind == "root.vagabond.aid.take" and "take:boots" in d.ids()
    assert cid == "pass"


def test_the_adventurer_improvises_with_its_least_needed_item():
    """Law D.7.2: an improvised item is damaged. For Fend off a Bear (torch + crossbow) without a
    crossbow, the Adventurer may improvise boots, a hammer or a sword: it damages the hammer (the
    old rule took the first listed, the boots it needs to move)."""
    m = position({"character": "adventurer", "clearing": 11, "items": ["boots", "hammer", "sword", "torch"],
                  "quests": ["fend-off-a-bear-mouse", "errand-fox", "fundraising-fox"]})
    m.apply("action:quest")
    if m.pending.kind == "root.vagabond.quest":
        m.apply("quest:fend-off-a-bear-mouse")
    d, cid = answer(m)
    assert d.kind == "root.vagabond.quest.improvise"
    assert set(d.ids()) == {"improvise:boots:as:crossbow", "improvise:hammer:as:crossbow",
                            "improvise:sword:as:crossbow"}
    assert cid == "improvise:hammer:as:crossbow"


def test_one_sword_battles_a_lone_building():
    """Law 4.3.2: a defender without warriors takes an extra hit, so one undamaged sword removes a
    lone building for sure (1 VP, Law 3.2.1). Session 11's battle estimate (`Guide._raid`, over the
    sixteen rolls) battles; the old rule battled only with two swords or more (it moved on)."""
    m = position({"clearing": 5, "items": ["boots", "sword", "torch"]},
                 {"clearings": {5: {"marquise": {"buildings": ["sawmill"]}}}})
    d, rules = answer(m, sim=True)
    assert d.kind == "root.vagabond.action" and "action:battle" in d.ids()
    assert rules == "action:battle"
    _, cid = answer(m)
    assert cid == "action:battle"


def test_the_battle_estimate_counts_infamy_and_the_dice():
    """The estimate of one battle (`Guide._raid`): three warriors of a Hostile faction are worth
    more than of an Indifferent one (Infamy, Law 9.2.9.IIIa; the first warrior removed of an
    Indifferent faction only makes it Hostile, 9.2.9.III), two swords more than one (the rolled
    hits are capped by undamaged swords, 9.2.7), and without a sword a battle is worth nothing."""
    from game.root.ai_guides._helpers_ab import ctx_of
    setup = {"clearings": {5: {"marquise": {"warriors": 3}}}}
    g = vg.Guide(0, 7, sim=True)

    def raid(items, rel=0):
        m = position({"clearing": 5, "items": items, "rel": {"marquise": rel}}, setup)
        return g._raid(ctx_of(m), 5, 1)
    one, two, hostile = raid(["sword"]), raid(["sword", "sword"]), raid(["sword", "sword"], -1)
    assert raid(["boots"]) < 0 < hostile
    assert one < two < hostile
    # two swords against three warriors: the high die capped at 2 (27/16 warriors removed), the
    # first of them making the Marquise Hostile (present in 15 of 16 rolls), the low die striking
    # back (14/16 hits, 0.45 each), and 0.3 for battling the leading seat
    assert abs(two - (27 / 16 - 15 / 16 - 0.45 * 14 / 16 + 0.3)) < 1e-9, two


def test_the_look_ahead_avoids_ending_its_turn_beside_lone_warriors():
    """Rootbotics 5.5.1.III: an automaton battles in clearings where it has warriors, the defender
    with the most buildings there first; a lone pawn takes the hits (items damaged, Law 9.2.7).
    Moving from clearing 5 with nothing else to do, toward clearing 2 (its rules' step) where
    three Marquise warriors stand, or to the empty clearing 1: the turn worth (W_DANGER,
    vagabond_helpers.exposure) takes clearing 1. Without the danger term it took clearing 2."""
    m = position({"clearing": 5, "items": ["boots", "torch"]}, {"clearings": {2: {"marquise": {"warriors": 3}}}})
    m.apply("action:move")
    d, rules = answer(m, sim=True)
    assert d.kind == "root.vagabond.move" and set(d.ids()) == {"clearing:1", "clearing:2"}
    assert rules == "clearing:2"
    _, cid = answer(m)
    assert cid == "clearing:1"


def test_warriors_facing_another_seats_building_do_not_count_as_danger():
    """vagabond_helpers.exposure: warriors count (three at most a seat) only where no third seat
    has a building or token, since the automaton battles the seat with most buildings first
    (Rootbotics 5.5.1.III)."""
    from game.root.ai_guides.vagabond_helpers import exposure
    lone = position({"clearing": 5, "items": ["boots"]}, {"clearings": {5: {"marquise": {"warriors": 5}}}})
    assert exposure(lone.state, 0, 5) == 3
    st = {"factions": ["vagabond", "marquise", "alliance"], "hands": {"vagabond": [], "marquise": [], "alliance": []},
          "clearings": {5: {"marquise": {"warriors": 2}, "alliance": {"tokens": ["sympathy"]}}}}
    shared = position({"clearing": 5, "items": ["boots"]}, st)
    assert exposure(shared.state, 0, 5) == 0


def test_a_turn_that_ends_the_game_is_worth_the_win_or_the_loss():
    """Law 3.1: the game ends as soon as a seat reaches 30 VP. An aid to the Mechanical Marquise at
    29 VP scores it 1 VP (Poor Manual Dexterity, R-AUTO-G4) before the Vagabond's relationship VP,
    so that turn loses the game: it must be worth far less (R-AI-175: -100) than any turn the game
    goes on after, whatever the items and cards left; the same position with the Vagabond at 29 and
    a ruin to explore wins, worth far more. With `W_WIN` at 0 the lost turn is worth 0.0,
    little below ending the Daylight (0.8), and the won one only its 1 VP."""
    from game.root.ai_guides.vagabond_helpers import play_turn, turn_worth
    st = {"factions": ["vagabond", "mechanical-marquise"], "vp": {"mechanical-marquise": 29},
          "clearings": {5: {"mechanical-marquise": {"warriors": 1}}},
          "hands": {"vagabond": ["bake-sale"], "mechanical-marquise": []}}
    m = position({"clearing": 5, "character": "adventurer", "items": ["boots", "hammer", "torch"]}, st)
    worth = {c: turn_worth(m.state, play_turn(m, 0, c, vg.Guide(0, 7, sim=True), "t").state, 0)
             for c in ("action:aid", "done")}
    assert worth["action:aid"] <= -50 and abs(worth["done"]) < 5, worth
    st = dict(st, vp={"vagabond": 29}, ruin_items={5: ["sword"]}, ruins=[5])
    m = position({"clearing": 5, "character": "adventurer", "items": ["boots", "hammer", "torch"]}, st)
    won = play_turn(m, 0, "action:explore", vg.Guide(0, 7, sim=True), "t").state
    assert won.winners == [0] and turn_worth(m.state, won, 0) >= 50, won.vp


def test_near_the_end_a_point_now_outweighs_what_it_keeps_for_later():
    """R-AI-176: once another seat has 23 VP the Vagabond's next turn may never come (Law 3.1), so
    its turn worth counts VP only. In a fox clearing with Errand (tea + boots) face up, the quest
    scores 1 VP but exhausts the tea that would refresh two more items next Birdsong (Law 9.4.1):
    with the Mechanical Marquise at 10 VP the turn that quests is worth no more than the one that
    ends the Daylight (the tea's worth pays for the point); with it at 25 the quest's turn is worth
    its point more. With `SPRINT_AT` at its old value (never) the two were equal at 25 too."""
    from game.root.ai_guides.vagabond_helpers import play_turn, turn_worth

    def worth(lead: int) -> dict:
        m = position({"clearing": 6, "items": ["boots", "tea", "torch"],
                      "quests": ["errand-fox", "guard-duty-mouse", "escort-mouse"]},
                     {"factions": ["vagabond", "mechanical-marquise"], "vp": {"mechanical-marquise": lead},
                      "hands": {"vagabond": [], "mechanical-marquise": []}})
        return {c: turn_worth(m.state, play_turn(m, 0, c, vg.Guide(0, 7, sim=True), "t").state, 0)
                for c in ("action:quest", "done")}
    early, late = worth(10), worth(25)
    assert early["action:quest"] <= early["done"] + 0.01, early
    assert late["action:quest"] >= late["done"] + 0.9, late


def test_the_guide_outscores_the_committed_figure_against_master_automata():
    """bench/root_guides.py's games (seat 1 against the Electric Eyrie, Automated Alliance and
    Mechanical Marquise at Master; Autumn, base deck, round cap 20), seeds 11–22: the committed
    figure before session 10 was 15.1 mean VP (seeds 1–20; 14.0 on seeds 1–100). The guide must
    average at least 16.5 here, above the committed figure by more than a 12-game mean's standard
    error (about 1.2 VP: games spread about ±4 VP). Measured 26 Nov 2026: 19.25 on these seeds
    (18.6 over seeds 1–100); the guide of session 9 scores 13.6 on them, so the test fails with it.
    Session 11's guide: 20.0 on these seeds (19.8 over seeds 1–100); the threshold is kept, the
    gain being within one standard error."""
    vps = [play("vagabond", "master", seed, 20, False)[1][0] for seed in range(11, 23)]
    assert sum(vps) / len(vps) >= 16.5, vps
