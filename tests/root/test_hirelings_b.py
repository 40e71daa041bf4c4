"""Hirelings 7, 8, 10, 12 and 13 (root-marauder-facts.md §3.7, §3.8, §3.12, §3.13) in seeded playouts
on every map, both sides, with landmarks, 2-6 seats and an automaton; invariants after every
decision. Their rules are checked by tests/scenarios/root/hire-*band*, hire-flotilla-*,
hire-otter-divers-*, hire-corvid-spies-*, hire-raven-sentries-*, hire-*protector*."""
from collections import Counter

import pytest

from game.root.checks import make_checker
from game.root.hirelings import get_side, hireling_ids
from game.root.ruleset import RULESET

MINE = ["popular-band", "riverfolk-flotilla", "highway-bandits", "corvid-spies", "furious-protector"]
DEMOTED = ["street-band", "otter-divers", "bandit-gangs", "raven-sentries", "stoic-protector"]


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def test_the_four_are_registered_with_both_sides():
    for hid, down in zip(MINE, DEMOTED):
        assert hid in hireling_ids()
        assert get_side(hid).side == "promoted" and get_side(down).side == "demoted"
        assert get_side(down).hireling == hid


MIXES = [
    # (factions, map, hirelings option, landmarks option)
    (["marquise", "eyrie"], "autumn", "popular-band,furious-protector,corvid-spies", "off"),     # 2p: all promoted
    (["marquise", "eyrie", "alliance"], "winter", "riverfolk-flotilla,popular-band,corvid-spies", "ferry,tower"),
    (["eyrie", "vagabond", "duchy", "lizards"], "lake", "riverfolk-flotilla,furious-protector,popular-band", "random"),
    (["marquise", "alliance", "vagabond", "keepers", "hundreds"], "mountain",
     "corvid-spies,furious-protector,riverfolk-flotilla", "off"),                                 # 5p: all demoted
    (["marquise", "eyrie", "alliance", "vagabond", "corvids", "riverfolk"], "autumn",
     "street-band,stoic-protector,flame-bearers", "black-market,forge"),
    (["eyrie", "mechanical-marquise", "vagabond"], "lake", "otter-divers,raven-sentries,popular-band", "off"),
    (["marquise", "eyrie"], "mountain", "highway-bandits,riverfolk-flotilla,furious-protector", "tower"),
    (["alliance", "vagabond", "eyrie", "duchy", "lizards"], "winter", "highway-bandits,corvid-spies,popular-band", "off"),
]


@pytest.mark.parametrize("factions,map_id,hire,lm", MIXES, ids=[f"{len(f)}p-{m}-{h.split(',')[0]}" for f, m, h, _ in MIXES])
def test_playouts_with_hirelings_7_to_13_keep_invariants(content, factions, map_id, hire, lm):
    check = make_checker(sample_every=40)
    seen = Counter()

    def check_and_count(match):
        check(match)
        for h in match.state.hirelings:
            seen[match.ruleset and get_side_id(match, h)] += 1

    stats = RULESET.simulation(content, games=4, seed=61 + len(factions), factions=factions, max_decisions=5000,
                               round_cap=15, map_id=map_id, check=check_and_count,
                               options={"hirelings": hire, "landmarks": lm})
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games
    assert all(r.decisions > 50 for r in stats.results)
    dealt = {x for x in seen if x}
    assert dealt & set(MINE + DEMOTED), dealt           # at least one of the four was in play


def get_side_id(match, h) -> str:
    from game.root.engine import Ctx
    return Ctx(match.content, match.state).fac(h.slot).id
