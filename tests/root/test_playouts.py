"""Seeded random playouts of the four base factions (Marquise, Eyrie, Alliance, Vagabond) in
every 2-4 player mix and seat order family, the four maps in turn, with the ruleset's invariants checked after
every decision (the costlier round-trip/view/illegal-choice checks are sampled)."""
import itertools

import pytest

from game.root.checks import make_checker
from game.root.ruleset import RULESET

BASE = ["marquise", "eyrie", "alliance", "vagabond"]


def _mixes():
    """Every 2-, 3- and 4-faction subset of the base factions, in two seat orders each (the
    subset's order and its reverse), the four maps in turn: 2 x (6 + 4 + 1) = 22 mixes."""
    out = []
    for k in (2, 3, 4):
        for combo in itertools.combinations(BASE, k):
            out.append(list(combo))
            out.append(list(reversed(combo)))
    return [(f, ("autumn", "winter", "lake", "mountain")[i % 4]) for i, f in enumerate(out)]


# Underground Duchy (Law ch. 12) with the base factions: 2, 3 and 4 players, every map.
DUCHY_MIXES = [(["duchy", "marquise"], "autumn"), (["eyrie", "duchy", "alliance"], "winter"),
               (["marquise", "eyrie", "alliance", "duchy"], "lake"), (["duchy", "vagabond", "alliance", "eyrie"], "mountain")]
MIXES = _mixes() + DUCHY_MIXES
# Expansion factions, one mix line each (merge: keep every helper's line).
MIXES += [(["corvids", "marquise", "eyrie", "vagabond"], "lake"), (["alliance", "corvids"], "autumn")]
MIXES += [(["duchy", "corvids", "vagabond", "eyrie"], "mountain")]      # two expansion factions meet
GAMES = 14          # 22 mixes x 14 = 308 games


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


@pytest.mark.parametrize("factions,map_id", MIXES, ids=["-".join(f) + "@" + m for f, m in MIXES])
def test_random_playouts_keep_invariants(content, factions, map_id):
    stats = RULESET.simulation(content, games=GAMES, seed=7 + len(factions), factions=factions,
                               max_decisions=5000, round_cap=20, map_id=map_id,
                               check=make_checker(sample_every=60))
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games
    assert {r.reason for r in stats.results} <= {"vp", "round-cap", "dominance"}
    assert all(r.decisions > 50 for r in stats.results)


# The Lizard Cult in mixes with the base factions (each mix: its own map, a few games). This
# list and its test once had the same names as the expansion ones below, which shadowed them: these
# four mixes never ran (ruff's F811 now fails ./test on any such redefinition).
LIZARD_MIXES = [
    (["lizards", "marquise"], "autumn"),
    (["eyrie", "lizards", "vagabond"], "winter"),
    (["alliance", "lizards", "eyrie", "marquise"], "lake"),
    (["lizards", "vagabond", "marquise", "alliance"], "mountain"),
]


@pytest.mark.parametrize("factions,map_id", LIZARD_MIXES, ids=["-".join(f) + "@" + m for f, m in LIZARD_MIXES])
def test_lizard_playouts_keep_invariants(content, factions, map_id):
    stats = RULESET.simulation(content, games=6, seed=31 + len(factions), factions=factions,
                               max_decisions=5000, round_cap=20, map_id=map_id,
                               check=make_checker(sample_every=40))
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games
    assert all(r.decisions > 50 for r in stats.results)


def test_enough_ci_playouts():
    assert len(MIXES) * GAMES >= 300


def test_same_seed_same_game(content):
    a = RULESET.simulation(content, games=2, seed=3, factions=["marquise", "dummy"], round_cap=10)
    b = RULESET.simulation(content, games=2, seed=3, factions=["marquise", "dummy"], round_cap=10)
    assert [(r.decisions, r.scores) for r in a.results] == [(r.decisions, r.scores) for r in b.results]


def test_round_cap_ends_without_winner(content):
    stats = RULESET.simulation(content, games=1, seed=5, factions=["marquise", "dummy"], round_cap=1)
    r = stats.results[0]
    assert r.finished and r.reason == "round-cap" and r.winners == ()


# Expansion factions in mixed line-ups (each helper adds its own rows).
EXPANSION_MIXES = [
    (["riverfolk", "marquise"], "autumn"),
    (["eyrie", "riverfolk", "vagabond"], "lake"),
    (["riverfolk", "alliance", "marquise", "vagabond"], "winter"),
    (["marquise", "eyrie", "riverfolk", "alliance"], "mountain"),
    (["vagabond", "riverfolk", "vagabond-2"], "autumn"),
    (["riverfolk", "corvids", "duchy", "alliance"], "lake"),          # the expansion factions meet
    (["corvids", "riverfolk", "mechanical-marquise"], "mountain"),    # ... and an automaton
    (["lizards", "duchy", "corvids", "riverfolk"], "autumn"),         # four expansion factions at once
    (["duchy", "lizards", "vagabond", "electric-eyrie"], "winter"),
    # Lord of the Hundreds (Law ch. 14): every map, with the Vagabond (items to loot, Allies),
    # the Riverfolk (Mercenaries, Oppress), the Lizards and Corvids, and an automaton
    (["hundreds", "marquise"], "autumn"),
    (["eyrie", "hundreds", "vagabond"], "winter"),
    (["alliance", "hundreds", "lizards", "riverfolk"], "lake"),
    (["hundreds", "vagabond", "duchy", "corvids"], "mountain"),
    (["hundreds", "mechanical-marquise", "vagabot"], "autumn"),
    # Keepers in Iron (Law ch. 15): every map; relics razed by the Hundreds, bombed by the
    # Corvids, carried past the Vagabond; with an automaton
    (["keepers", "marquise"], "winter"),
    (["eyrie", "keepers", "vagabond"], "autumn"),
    (["keepers", "hundreds", "corvids", "riverfolk"], "lake"),
    (["alliance", "keepers", "duchy", "lizards"], "mountain"),
    (["keepers", "electric-eyrie", "vagabot"], "autumn"),
]


@pytest.mark.parametrize("factions,map_id", EXPANSION_MIXES,
                         ids=["-".join(f) + "@" + m for f, m in EXPANSION_MIXES])
def test_expansion_playouts_keep_invariants(content, factions, map_id):
    stats = RULESET.simulation(content, games=10, seed=17 + len(factions), factions=factions,
                               max_decisions=5000, round_cap=20, map_id=map_id,
                               check=make_checker(sample_every=40))
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games
    assert all(r.decisions > 50 for r in stats.results)


# Hirelings (Law App. E; docs/hirelings.md): chosen and random deals on every map, 2 to 6 seats
# (0 to 3 demoted), with automata; every hireling of the deal acts, is hired and passed on.
HIRELING_MIXES = [
    (["eyrie", "duchy"], "autumn", "forest-patrol,spring-uprising,vault-keepers"),
    (["marquise", "alliance", "corvids"], "winter", "last-dynasty,the-exile,flame-bearers"),
    (["marquise", "eyrie", "vagabond", "riverfolk"], "lake", "spring-uprising,flame-bearers,vault-keepers"),
    (["duchy", "corvids", "lizards", "riverfolk", "hundreds"], "mountain", "forest-patrol,the-exile,last-dynasty"),
    (["riverfolk", "corvids", "duchy", "lizards", "keepers", "hundreds"], "autumn", "random"),
    (["mechanical-marquise", "duchy", "electric-eyrie"], "winter", "spring-uprising,the-exile,vault-keepers"),
    (["alliance", "vagabot", "corvids", "lizards"], "lake", "forest-patrol,last-dynasty,flame-bearers"),
    (["marquise", "eyrie", "alliance", "vagabond"], "mountain", "random"),
    (["marquise", "corvids", "hundreds"], "lake", "warm-sun-prophets,sunward-expedition,popular-band"),
    (["eyrie", "alliance", "vagabond", "riverfolk", "keepers"], "winter", "lizard-envoys,mole-artisans,corvid-spies"),
]


@pytest.mark.parametrize("factions,map_id,deal", HIRELING_MIXES,
                         ids=["-".join(f) + "@" + m for f, m, _ in HIRELING_MIXES])
def test_hireling_playouts_keep_invariants(content, factions, map_id, deal):
    stats = RULESET.simulation(content, games=4, seed=31 + len(factions), factions=factions,
                               max_decisions=5000, round_cap=15, map_id=map_id,
                               options={"hirelings": deal}, check=make_checker(sample_every=40))
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games
    assert all(r.decisions > 50 for r in stats.results)
