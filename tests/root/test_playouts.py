"""Seeded random playouts with every invariant checked after every decision (Law core +
Marquise, Eyrie; the test-only dummy factions fill the other seats until the real factions exist)."""
import pytest

from game.root.checks import make_checker
from game.root.ruleset import RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


@pytest.mark.parametrize("factions,map_id", [
    (["marquise", "dummy"], "autumn"),
    (["dummy", "marquise"], "winter"),
    (["marquise", "eyrie"], "autumn"),
    (["eyrie", "dummy"], "winter"),
    (["marquise", "eyrie", "dummy2"], "autumn"),
    (["dummy", "eyrie", "marquise", "dummy3"], "winter"),
    (["marquise", "dummy", "dummy2"], "autumn"),
    (["dummy", "dummy2", "marquise", "dummy3"], "winter"),
    (["marquise", "alliance"], "autumn"),
    (["alliance", "dummy", "marquise"], "winter"),
    (["dummy", "alliance", "dummy2", "marquise"], "autumn"),
    (["marquise", "vagabond"], "autumn"),
    (["vagabond", "marquise", "dummy", "dummy2"], "winter"),
    # the four base factions together, every seat order family, both maps
    (["marquise", "eyrie", "alliance", "vagabond"], "autumn"),
    (["vagabond", "alliance", "eyrie", "marquise"], "winter"),
    (["eyrie", "vagabond", "marquise"], "autumn"),
    (["alliance", "eyrie"], "winter"),
    (["alliance", "vagabond", "eyrie"], "autumn"),
])
def test_random_playouts_keep_invariants(content, factions, map_id):
    stats = RULESET.simulation(content, games=8, seed=7, factions=factions, max_decisions=5000,
                               round_cap=25, map_id=map_id, check=make_checker(sample_every=20))
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games
    assert {r.reason for r in stats.results} <= {"vp", "round-cap", "dominance"}
    assert all(r.decisions > 50 for r in stats.results)


def test_same_seed_same_game(content):
    a = RULESET.simulation(content, games=2, seed=3, factions=["marquise", "dummy"], round_cap=10)
    b = RULESET.simulation(content, games=2, seed=3, factions=["marquise", "dummy"], round_cap=10)
    assert [(r.decisions, r.scores) for r in a.results] == [(r.decisions, r.scores) for r in b.results]


def test_round_cap_ends_without_winner(content):
    stats = RULESET.simulation(content, games=1, seed=5, factions=["marquise", "dummy"], round_cap=1)
    r = stats.results[0]
    assert r.finished and r.reason == "round-cap" and r.winners == ()
