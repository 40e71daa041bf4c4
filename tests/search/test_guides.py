"""Root's guides (game/root/ai_guides/; issue 15), one test per property, parametrised by faction
(one spec per faction in tests/search/guide_specs/, read by `all_specs`): a legal answer to every decision the seat gets
in seeded games of mixed factions, maps, decks (Exiles & Partisans), hirelings and landmarks (with
one or two Vagabonds); any seat against the automata; the same game from the same seed; the same
answer whatever the seat may not see; and the faction played far better than chance."""
from __future__ import annotations

import pytest

from tests.search._guides_harness import play, vs_random
from tests.search.guide_specs import Spec, all_specs
from tests.search.guide_specs.alliance import SPEC as ALLIANCE
from tests.search.guide_specs.vagabond import SPEC as VAGABOND


SPECS_ALL = all_specs()
SPECS = pytest.mark.parametrize("spec", SPECS_ALL, ids=lambda s: s.faction)
BOTS = {"marquise": "mechanical-marquise", "eyrie": "electric-eyrie", "vagabond": "vagabot",
        "alliance": "automated-alliance"}


@SPECS
def test_every_decision_gets_a_legal_answer_in_mixed_games(spec):
    kinds = set()
    for g in range(60):
        # 30 games, and on (60 at most) while a rare kind has not come up yet (the Corvids' trick
        # came up once in 60 seeded games once the Riverfolk's posts scored 2 VP, session 11)
        if g >= 30 and spec.kinds <= kinds:
            break
        out = play(list(spec.lineups[g % len(spec.lineups)]), seed=spec.seed + g, game=g)
        assert out.decisions, f"game {g}: nothing played"
        kinds |= out.kinds
    # the faction's own decisions all came up and were answered (an illegal id raises in apply)
    assert spec.kinds <= kinds, sorted(spec.kinds - kinds)


@SPECS
def test_against_the_automata_with_the_guide_in_any_seat(spec):
    for seat in range(4):
        lineup = list(spec.others)
        lineup.insert(seat, spec.faction)
        factions = [f if f == spec.faction else BOTS[f] for f in lineup]
        out = play(factions, seed=spec.bot_seed + seat, game=seat,
                   automata={i: "master" for i, f in enumerate(factions) if f != spec.faction}, round_cap=12)
        assert out.decisions and all(s == seat for s, _, _ in out.decisions)


@SPECS
def test_same_seed_same_choices(spec):
    lineup = list(spec.lineups[0])
    a = play(lineup, seed=42, game=1)
    b = play(lineup, seed=42, game=1)
    assert a.decisions == b.decisions and len(a.decisions) > 50
    c = play(lineup, seed=43, game=1)
    assert c.decisions != a.decisions


@pytest.mark.parametrize("spec,g", [(s, g) for s in SPECS_ALL for g in s.hidden_games],
                         ids=lambda v: v.faction if isinstance(v, Spec) else str(v))
def test_choices_do_not_depend_on_hidden_information(spec, g):
    out = play(list(spec.lineups[g % len(spec.lineups)]), seed=spec.hidden_seed + g, game=g,
               hidden_check=True, round_cap=5)
    assert out.hidden_checked > 30 and out.hidden_changed == out.hidden_checked
    assert out.mismatches == []


def test_the_alliance_guide_beats_random_play_in_the_seat():
    """Over the same seeds against three random players: in every game the guide scores more VP
    than a seat that plays at random, and it wins at least half of them (Law 8: sympathy, revolts
    and officers score; random play seldom does)."""
    vp, wins = vs_random("alliance", ALLIANCE.others, seeds=range(1, 7))
    assert all(g > r for g, r in zip(vp["guide"], vp["random"])), vp
    assert wins["guide"] >= 3 and wins["guide"] > wins["random"], wins


def test_the_vagabond_guide_beats_random_play_in_the_seat():
    """Over the same seeds against three random players: in every game the guide scores more VP
    than a seat that plays at random, and at least three times as many in all (Law 9: ruins,
    quests, aid and battle score; random play seldom does)."""
    vp, _ = vs_random("vagabond", VAGABOND.others, seeds=range(1, 7))
    assert all(g > r for g, r in zip(vp["guide"], vp["random"])), vp
    assert sum(vp["guide"]) >= 3 * sum(vp["random"]), vp


def test_two_vagabond_guides_share_the_quests():
    out = play(["vagabond", "marquise", "vagabond-2", "eyrie"], seed=5, game=0, round_cap=10, guides_at=[0, 2])
    assert {s for s, _, _ in out.decisions} == {0, 2}


def test_the_hidden_information_check_catches_a_guide_that_peeks(monkeypatch):
    """Control: a guide that reads another seat's hand (its answer depends on it) is caught."""
    from tests.search import _guides_harness as h
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
    out = h.play(list(ALLIANCE.lineups[0]), seed=300, game=0, hidden_check=True, round_cap=3)
    assert out.mismatches
