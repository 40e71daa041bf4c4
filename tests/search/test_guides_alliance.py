"""The Woodland Alliance guide (game/root/ai_guides/alliance.py, issue 15): a legal answer to every
decision its seat gets in seeded games of mixed factions, maps, decks (Exiles & Partisans),
hirelings and landmarks; the same game from the same seed; the same answer whatever the seat may
not see; and it plays the faction (revolts, spreads, trains, organizes) far better than chance."""
from __future__ import annotations

import pytest

from tests.search._guides_ab_harness import play, vs_random

LINEUPS = (
    ["alliance", "marquise", "eyrie", "vagabond"],
    ["marquise", "alliance", "corvids", "riverfolk"],
    ["eyrie", "duchy", "alliance"],
    ["lizards", "vagabond", "marquise", "alliance", "eyrie"],
    ["alliance", "marquise"],
)
ALLIANCE_KINDS = {"root.alliance.spread", "root.alliance.daylight", "root.alliance.revolt",
                  "root.alliance.operations"}


def test_every_decision_gets_a_legal_answer_in_mixed_games():
    kinds, games = set(), 0
    for g in range(30):
        lineup = LINEUPS[g % len(LINEUPS)]
        out = play(lineup, seed=100 + g, game=g)
        assert out.finished or out.decisions, f"game {g}: nothing played"
        kinds |= out.kinds
        games += 1
    assert games == 30
    # the faction's own decisions all came up and were answered (an illegal id raises in apply)
    assert ALLIANCE_KINDS <= kinds, sorted(ALLIANCE_KINDS - kinds)
    assert {"root.move.origin", "root.move.dest", "root.move.count"} <= kinds


def test_against_the_automata_with_the_alliance_in_any_seat():
    for seat in range(4):
        lineup = ["marquise", "eyrie", "vagabond"]
        lineup.insert(seat, "alliance")
        bots = {"marquise": "mechanical-marquise", "eyrie": "electric-eyrie", "vagabond": "vagabot"}
        factions = [bots.get(f, f) for f in lineup]
        out = play(factions, seed=7 + seat, game=seat, automata={i: "master" for i, f in enumerate(factions)
                                                                  if f != "alliance"}, round_cap=12)
        assert out.decisions and all(s == seat for s, _, _ in out.decisions)


def test_same_seed_same_choices():
    a = play(LINEUPS[0], seed=42, game=1)
    b = play(LINEUPS[0], seed=42, game=1)
    assert a.decisions == b.decisions and len(a.decisions) > 50
    c = play(LINEUPS[0], seed=43, game=1)
    assert c.decisions != a.decisions


@pytest.mark.parametrize("g", [0, 2, 5])
def test_choices_do_not_depend_on_hidden_information(g):
    out = play(LINEUPS[g % len(LINEUPS)], seed=300 + g, game=g, hidden_check=True, round_cap=5)
    assert out.hidden_checked > 30 and out.hidden_changed == out.hidden_checked
    assert out.mismatches == []


def test_the_guide_beats_random_play_in_the_seat():
    """Over the same seeds against three random players: in every game the guide scores more VP
    than a seat that plays at random, and it wins at least half of them (Law 8: sympathy, revolts
    and officers score; random play seldom does)."""
    vp, wins = vs_random("alliance", ("marquise", "eyrie", "vagabond"), seeds=range(1, 7))
    assert all(g > r for g, r in zip(vp["guide"], vp["random"])), vp
    assert wins["guide"] >= 3 and wins["guide"] > wins["random"], wins


def test_the_hidden_information_check_catches_a_guide_that_peeks(monkeypatch):
    """Control: a guide that reads another seat's hand (its answer depends on it) is caught."""
    from tests.search import _guides_ab_harness as h
    real = h.guide

    class Peeking:
        def __init__(self, inner):
            self.inner = inner

        def choose(self, match, d):
            ids = d.ids()
            s = match.state
            if len(ids) > 1 and s.hands[(d.seat + 1) % s.n]:
                return ids[len("".join(s.hands[(d.seat + 1) % s.n])) % len(ids)]
            return self.inner.choose(match, d)

    monkeypatch.setattr(h, "guide", lambda f, seat, seed: Peeking(real(f, seat, seed)))
    out = h.play(LINEUPS[0], seed=300, game=0, hidden_check=True, round_cap=3)
    assert out.mismatches
