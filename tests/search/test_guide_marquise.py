"""The Marquise de Cat guide (game/root/ai_guides/marquise.py): it scores more than the session-9
guide against three Master automata, and each priority changed in session 10 shows on a position
built for it (each test fails if that priority is taken out of the guide). The property tests every
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


def test_it_scores_more_than_the_session_9_guide_against_master_automata():
    """Seat 1 against the Electric Eyrie, Automated Alliance and Vagabot at Master (bench/root_guides.py,
    Autumn, base deck, round cap 20), seeds 1–10: the session-9 guide (commit 300d672) scored
    11, 21, 28, 15, 27, 18, 24, 20, 18, 33 VP there, a mean of 21.5 (21.9 over seeds 1–100). The
    threshold 23.0 is above both by more than a VP; this guide scored a mean of 24.4 when written."""
    vps = [play("marquise", "master", seed, 20, False)[1][0] for seed in range(1, 11)]
    assert sum(vps) / len(vps) >= 23.0, vps


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
