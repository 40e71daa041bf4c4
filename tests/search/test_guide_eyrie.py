"""The Eyrie Dynasties guide's session-10 priorities (game/root/ai_guides/eyrie.py, R-AI-105):
each shows on a position built for it and fails when that priority is taken out (its constant set
to 0). The look-ahead's own tests (R-AI-90..94) are in tests/search/test_root_guides.py; the
property tests every guide passes run from tests/search/guide_specs/eyrie.py."""
from __future__ import annotations

from game.core.serial import copy_state
from game.root import scenario
from game.root.ai_guides import eyrie as ey
from game.root.ai_guides import guide_for
from game.root.ai_guides.common import Board
from game.root.ruleset import RULESET

CONTENT = RULESET.default_content()
LEADER = {"leader": "despot", "decree": {"recruit": [], "move": ["loyal-vizier"], "battle": [],
                                         "build": ["loyal-vizier"]}}


def position(clearings: dict, vp: dict | None = None, **setup):
    """A match at a position (the scenario format of tests/scenarios/root), the Eyrie first, the
    Woodland Alliance second, Autumn map."""
    st = {"factions": ["eyrie", "alliance"], "turn": "eyrie", "phase": "birdsong",
          "hands": {"eyrie": [], "alliance": []}, "clearings": clearings,
          "faction_state": {"eyrie": LEADER}}
    if vp:
        st["vp"] = vp
    st.update(setup)
    return scenario.build_match(CONTENT, {"setup": st})


def worth(m, s, turmoil=False):
    g = guide_for("eyrie", 0, 5)
    return g.position_worth(Board(m, 0), s, turmoil)


ROOSTS = {4: {"eyrie": {"warriors": 1, "buildings": ["roost"]}}, 12: {"eyrie": {"warriors": 4, "buildings": ["roost"]}}}


def _turmoil_for_a_point(vp):
    """(worth of a Daylight that gains 1 VP and ends in Turmoil, worth of a quiet one)."""
    m = position(ROOSTS, vp)
    quiet = copy_state(m.state)
    loud = copy_state(m.state)
    loud.vp[0] += 1
    return worth(m, loud, True), worth(m, quiet, False)


def test_later_turns_count_less_once_a_seat_nears_thirty_vp():
    """R-AI-105: early, a Turmoil (Law 7.7: the leader, the Decree's actions lost) costs more than
    the 1 VP a Daylight gains on the way to it; with the Alliance at 28 VP (Law 3.1: the game ends
    at 30, perhaps before the Eyrie's next Evening) the VP in hand counts more than later turns."""
    loud, quiet = _turmoil_for_a_point({"alliance": 0})
    assert loud < quiet
    loud, quiet = _turmoil_for_a_point({"alliance": 28})
    assert loud > quiet


def test_the_horizon_is_one_early_and_shrinks_to_its_floor():
    m = position(ROOSTS, {"alliance": 10})
    g = guide_for("eyrie", 0, 5)
    assert g.horizon(Board(m, 0)) == 1.0
    m = position(ROOSTS, {"alliance": 29})
    assert g.horizon(Board(m, 0)) == ey.HORIZON_FLOOR < 1.0


def test_the_horizon_test_fails_without_the_horizon(monkeypatch):
    """The comparison above is not vacuous: with HORIZON_VP at 0 (later turns always count in
    full, the session-9 guide) the Turmoil for a point stays the worse Daylight near the end."""
    monkeypatch.setattr(ey, "HORIZON_VP", 0.0)
    loud, quiet = _turmoil_for_a_point({"alliance": 28})
    assert loud < quiet


def _mean_vp(seeds) -> float:
    import bench.root_guides as rg
    return sum(rg.play("eyrie", "master", s, 20, False)[1][0] for s in seeds) / len(seeds)


def test_the_guide_scores_at_least_the_committed_mean_on_its_first_seeds(monkeypatch):
    """The bench's games (bench/root_guides.py: seat 1 against three Master automata, Autumn, base
    deck, round cap 20), seeds 1–5: the guide's mean VP is at least 18.2, the session-9 guide's
    mean over seeds 1–100 (docs/ai.md), and at least the session-9 guide's on the same seeds
    (HORIZON_VP 0). Measured 26 Nov 2026: 21.2 against 20.4 (21, 22, 17, 23, 23 against 21, 21, 17,
    20, 23). A regression check, not a proof of strength: on seeds 1–20 the two score 366 and 370
    VP in all, and on seeds 1–200 29 and 26 wins — within the noise (docs/ai.md, session 10)."""
    seeds = range(1, 6)
    new = _mean_vp(seeds)
    monkeypatch.setattr(ey, "HORIZON_VP", 0.0)
    old = _mean_vp(seeds)
    assert new >= 18.2 and new >= old, (new, old)
