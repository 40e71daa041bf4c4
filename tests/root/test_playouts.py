"""Seeded random playouts with every invariant checked after every decision (Law core +
Marquise, with the test-only dummy faction as the other seats until the others exist)."""
import pytest

from game.root.checks import make_checker
from game.root.ruleset import RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


@pytest.mark.parametrize("factions", [["marquise", "dummy"], ["dummy", "marquise"]])
def test_random_playouts_keep_invariants(content, factions):
    stats = RULESET.simulation(content, games=12, seed=7, factions=factions, max_decisions=5000,
                               round_cap=25, check=make_checker(sample_every=20))
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games
    reasons = {r.reason for r in stats.results}
    assert reasons <= {"vp", "round-cap", "dominance"}


def test_same_seed_same_game(content):
    a = RULESET.simulation(content, games=2, seed=3, factions=["marquise", "dummy"], round_cap=10)
    b = RULESET.simulation(content, games=2, seed=3, factions=["marquise", "dummy"], round_cap=10)
    assert [(r.decisions, r.scores) for r in a.results] == [(r.decisions, r.scores) for r in b.results]
