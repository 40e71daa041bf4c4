"""The Marquise de Cat guide (game/root/ai_guides/marquise.py): it scores more than the session-10
guide against three Master automata, and each priority changed in sessions 10 and 11 shows on a
position built for it (each test fails if that priority is taken out of the guide). The property tests every
guide passes (legal answers in mixed games, any seat against the automata, determinism, hidden
information) run from tests/search/guide_specs/marquise.py in tests/search/test_guides.py."""
from __future__ import annotations

from types import SimpleNamespace

from bench.root_guides import play
from game.root import scenario
from game.root.ai_guides import guide_for
from game.root.ai_guides.common import Board
from game.root.ruleset import RULESET

CONTENT = RULESET.default_content()


def position(setup: dict):
    """A match at a position (the scenario format of tests/scenarios/root), the Marquise first."""
    return scenario.build_match(CONTENT, {"setup": dict({"factions": ["marquise", "eyrie"]}, **setup)})


def guide():
    return guide_for("marquise", 0, 5)


def test_it_scores_more_than_the_session_10_guide_against_master_automata():
    """Seat 1 against the Electric Eyrie, Automated Alliance and Vagabot at Master (bench/root_guides.py,
    Autumn, base deck, round cap 20), seeds 1–30: the session-10 guide (main at 6bb408f) scored a
    mean of 23.0 VP there (24.4 on seeds 1–10; 22.5 over seeds 1–100), the session-9 guide 21.5
    on seeds 1–10. The threshold 24.3 is more than a VP above it; this guide scored a mean of
    25.3 when written (23.8 over seeds 1–100, 24.4 over seeds 101–200)."""
    vps = [play("marquise", "master", seed, 20, False)[1][0] for seed in range(1, 31)]
    assert sum(vps) / len(vps) >= 24.3, vps


def test_it_builds_a_sawmill_before_a_recruiter_for_its_draw():
    """Law 6.4 / 6.6: wood for every sawmill each Birdsong pays for the later builds; the third
    recruiter's draw bonus does not outweigh it (R-AI-100). With one sawmill, one workshop and two
    recruiters placed and three wood in the ruled clearing 1 (clearing 9 has room), the best build is a sawmill (the
    session-9 wishes chose the recruiter: its draw and its 2 VP against the sawmill's 1)."""
    m = position({"clearings": {
        1: {"marquise": {"warriors": 4, "tokens": ["keep", "wood", "wood", "wood"], "buildings": ["recruiter"]}},
        5: {"marquise": {"warriors": 2, "buildings": ["sawmill", "recruiter"]}},
        9: {"marquise": {"warriors": 2, "buildings": ["workshop"]}}}})
    g = guide()
    w, kind, c = g.best_build(Board(m, 0))
    assert kind == "sawmill" and w > 0, (w, kind, c)


def test_field_hospitals_buys_back_a_single_warrior_with_an_item_card():
    """Law 6.2.3: one warrior removed, only an item card (worth 2 to keep, not a bird nor an
    ambush) matching: the guide spends it (R-AI-101); with only a bird card it keeps the bird.
    The session-9 guide spent a card for a single warrior only if it was worth 1 (a plain card)."""
    d = SimpleNamespace(kind="root.marquise.field_hospitals", prompt_args={"n": 1}, data={})
    m = position({"hands": {"marquise": ["anvil"]}, "clearings": {1: {"marquise": {"warriors": 2, "tokens": ["keep"]}}}})
    g = guide()
    assert g.on_marquise_field_hospitals(Board(m, 0), d, ["card:anvil", "pass"]) == "card:anvil"
    bird = next(x for x in CONTENT.cards if CONTENT.cards[x].suit == "bird" and CONTENT.cards[x].kind not in ("ambush", "dominance"))
    m = position({"hands": {"marquise": [bird]}, "clearings": {1: {"marquise": {"warriors": 2, "tokens": ["keep"]}}}})
    assert g.on_marquise_field_hospitals(Board(m, 0), d, [f"card:{bird}", "pass"]) == "pass"


# --- session 11 (rulings R-AI-150..153) ---------------------------------------------------------------

def three_seats(setup: dict):
    return position(dict({"factions": ["marquise", "eyrie", "alliance"]}, **setup))


def plain_bird() -> str:
    """A bird card that is not an ambush, a dominance card nor an item (worth 3 to keep)."""
    return next(x for x in sorted(CONTENT.cards) if CONTENT.cards[x].suit == "bird"
                and CONTENT.cards[x].kind not in ("ambush", "dominance", "item"))


def test_it_battles_the_leaders_roost_before_a_lone_sympathy_token():
    """Law 3.2.1, 4.3.2 (R-AI-151): three warriors against the leading Eyrie's roost and one warrior
    in clearing 5, one warrior beside a lone sympathy token in clearing 10. The roost falls in 12
    of 16 rolls and costs the Eyrie its Evening score for turns after; the token falls every time
    but only scores its VP. The guide attacks the roost; the session-10 score (GuideBase.battle_score:
    1.6 a piece removed, 0.5 more when defenceless) chose the token."""
    m = three_seats({"vp": {"eyrie": 8, "alliance": 5}, "clearings": {
        1: {"marquise": {"warriors": 1, "tokens": ["keep"]}},
        5: {"marquise": {"warriors": 3}, "eyrie": {"warriors": 1, "buildings": ["roost"]}},
        10: {"marquise": {"warriors": 1}, "alliance": {"tokens": ["sympathy"]}}}})
    g = guide()
    b = Board(m, 0)
    assert g.on_battle_clearing(b, None, ["clearing:5", "clearing:10"]) == "clearing:5"
    assert g.battle_score(b, 5) > g.battle_score(b, 10) > 0


def test_field_hospitals_spends_a_bird_for_two_warriors_not_for_one():
    """Law 6.2.3 (R-AI-150): two warriors removed in clearing 1 and only a bird card that matches:
    the guide spends it to bring both back to the keep; for a single warrior it keeps the bird
    (an extra action, Law 6.5). The session-10 guide kept the bird whatever the count."""
    from game.root.factions.marquise import MarquiseFieldHospitals
    bird = plain_bird()
    d = SimpleNamespace(kind="root.marquise.field_hospitals", data={})
    g = guide()
    for n, want in ((2, f"card:{bird}"), (1, "pass")):
        m = position({"hands": {"marquise": [bird]}, "clearings": {1: {"marquise": {"warriors": 2, "tokens": ["keep"]}}}})
        m.state.stack.append(MarquiseFieldHospitals(0, 1, n))
        assert g.on_marquise_field_hospitals(Board(m, 0), d, [f"card:{bird}", "pass"]) == want, n


def test_a_spare_bird_buys_an_extra_battle():
    """Law 6.5 (R-AI-152): no action left, nothing to build (no wood), a bird card in hand and a battle worth
    more than a VP (three warriors against the Eyrie's roost and one guard): the guide spends the
    bird for one more action. The session-10 guide spent a bird only for a build."""
    bird = plain_bird()
    m = three_seats({"vp": {"eyrie": 8}, "hands": {"marquise": [bird]}, "clearings": {
        1: {"marquise": {"warriors": 1, "tokens": ["keep"], "buildings": ["sawmill"]}},
        5: {"marquise": {"warriors": 1, "buildings": ["workshop", "recruiter"]}},
        9: {"marquise": {"warriors": 3}, "eyrie": {"warriors": 1, "buildings": ["roost"]}}}})
    g = guide()
    b = Board(m, 0)
    assert g.best_build(b)[0] < 0
    d = SimpleNamespace(kind="root.marquise.action", data={})
    assert g.on_marquise_action(b, d, [f"extra:{bird}", "done"]) == f"extra:{bird}"


def test_it_builds_away_from_enemy_warriors():
    """Law 6.5.4 (R-AI-153): wood for a build reaches clearings 1, 5 and 9 (ruled and linked).
    Clearing 5 is held by a margin of three but two Eyrie warriors stand next to it in clearing 2;
    clearing 9 is held by one warrior with no enemy near. The guide builds in 9; with the
    session-10 site weights (0.25 a warrior near) it built in 5."""
    m = three_seats({"clearings": {
        1: {"marquise": {"warriors": 1, "tokens": ["keep"]}},
        2: {"eyrie": {"warriors": 2}},
        5: {"marquise": {"warriors": 2, "buildings": ["sawmill"], "tokens": ["wood", "wood", "wood"]}},
        9: {"marquise": {"warriors": 1}}}})
    g = guide()
    w, kind, c = g.best_build(Board(m, 0))
    assert (w > 0, c) == (True, 9), (w, kind, c)


# --- session 12 (ruling R-AI-180) ----------------------------------------------------------------

def test_it_battles_an_early_roost_of_an_eyrie_that_does_not_lead_yet():
    """Rootbotics 5.6, Law 3.2.1, 4.3.2 (R-AI-180): round 2, the Alliance leads (10 VP to the Eyrie's
    2). Three warriors against an Eyrie roost guarded by two in clearing 5 (the roost falls only on
    a 3, 7 of 16 rolls), one warrior beside a lone sympathy token in clearing 10 (it falls every
    time). A roost removed costs the Eyrie a VP each Evening left, leading or not: the guide attacks
    the roost. The session-11 guide valued a roost of a seat not leading at 1 + 0.15 × 3 and took
    the token (0.73 against 1.0 for the token by its own score)."""
    m = three_seats({"vp": {"eyrie": 2, "alliance": 10}, "clearings": {
        1: {"marquise": {"warriors": 1, "tokens": ["keep"]}},
        5: {"marquise": {"warriors": 3}, "eyrie": {"warriors": 2, "buildings": ["roost"]}},
        10: {"marquise": {"warriors": 1}, "alliance": {"tokens": ["sympathy"]}}}})
    m.state.round = 2
    g = guide()
    b = Board(m, 0)
    assert g.on_battle_clearing(b, None, ["clearing:5", "clearing:10"]) == "clearing:5"
    assert g.battle_score(b, 5) > g.battle_score(b, 10) > 0
