"""Hirelings 7-13 (root-marauder-facts.md §3.7-§3.13) in seeded playouts on every map, both sides,
with landmarks, 2-6 seats and an automaton; invariants after every decision (hirelings 9 and 11's
own tests are in test_hirelings_c.py). Their rules are checked by tests/scenarios/root/hire-*band*, hire-flotilla-*,
hire-otter-divers-*, hire-corvid-spies-*, hire-raven-sentries-*, hire-*protector*."""
from collections import Counter

import pytest

from game.root.checks import make_checker
from game.root.engine import Ctx
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


# (group, factions, map, hirelings option, landmarks option); group "b": hirelings 7, 8, 10, 12, 13
# (seed 61+), "c": hirelings 9 and 11 (seed 71+) — one playout test for both (issue 19, D8)
CASES = [
    ("b", ["marquise", "eyrie"], "autumn", "popular-band,furious-protector,corvid-spies", "off"),   # 2p: all promoted
    ("b", ["marquise", "eyrie", "alliance"], "winter", "riverfolk-flotilla,popular-band,corvid-spies", "ferry,tower"),
    ("b", ["eyrie", "vagabond", "duchy", "lizards"], "lake", "riverfolk-flotilla,furious-protector,popular-band",
     "random"),
    ("b", ["marquise", "alliance", "vagabond", "keepers", "hundreds"], "mountain",
     "corvid-spies,furious-protector,riverfolk-flotilla", "off"),                               # 5p: all demoted
    ("b", ["marquise", "eyrie", "alliance", "vagabond", "corvids", "riverfolk"], "autumn",
     "street-band,stoic-protector,flame-bearers", "black-market,forge"),
    ("b", ["eyrie", "mechanical-marquise", "vagabond"], "lake", "otter-divers,raven-sentries,popular-band", "off"),
    ("b", ["marquise", "eyrie"], "mountain", "highway-bandits,riverfolk-flotilla,furious-protector", "tower"),
    ("b", ["alliance", "vagabond", "eyrie", "duchy", "lizards"], "winter", "highway-bandits,corvid-spies,popular-band",
     "off"),
    ("c", ["marquise", "eyrie"], "autumn", "warm-sun-prophets,sunward-expedition,corvid-spies", "off"),  # 2p: promoted
    ("c", ["marquise", "eyrie", "alliance"], "winter", "sunward-expedition,warm-sun-prophets,popular-band",
     "ferry,tower"),
    ("c", ["eyrie", "vagabond", "corvids", "riverfolk"], "lake", "warm-sun-prophets,sunward-expedition,forest-patrol",
     "random"),
    ("c", ["marquise", "alliance", "vagabond", "keepers", "hundreds"], "mountain",
     "warm-sun-prophets,sunward-expedition,last-dynasty", "off"),                               # 5p: all demoted
    ("c", ["marquise", "eyrie", "alliance", "vagabond", "corvids", "riverfolk"], "autumn",
     "lizard-envoys,mole-artisans,flame-bearers", "black-market,forge"),
    ("c", ["eyrie", "mechanical-marquise", "vagabond"], "lake", "mole-artisans,lizard-envoys,popular-band", "off"),
    ("c", ["marquise", "eyrie"], "mountain", "sunward-expedition,warm-sun-prophets,highway-bandits", "tower"),
]
# the sides each group is about, and its seed base
GROUPS = {"b": (MINE + DEMOTED, 61),
          "c": (["warm-sun-prophets", "sunward-expedition", "lizard-envoys", "mole-artisans"], 71)}


@pytest.mark.parametrize("group,factions,map_id,hire,lm", CASES,
                         ids=[f"{g}-{len(f)}p-{m}-{h.split(',')[0]}" for g, f, m, h, _ in CASES])
def test_playouts_with_hirelings_7_to_13_keep_invariants(content, group, factions, map_id, hire, lm):
    """Hirelings 7-13 in seeded playouts: invariants after every decision; the group's sides are
    dealt; a dealt Expedition put a foothold and dealt Prophets put warriors on the map."""
    check = make_checker(sample_every=40)
    seen = Counter()

    def check_and_count(match):
        check(match)
        s = match.state
        ctx = Ctx(match.content, s)
        for h in s.hirelings:
            sid = ctx.fac(h.slot).id
            seen[sid] += 1
            if any(p[0] == h.slot and p[1] == "foothold" for c in ctx.m.ids for p in s.tokens[c]):
                seen["footholds"] += 1
            if sid == "warm-sun-prophets" and sum(s.warriors[h.slot]) > 0:
                seen["prophets"] += 1

    sides, seed = GROUPS[group]
    stats = RULESET.simulation(content, games=4, seed=seed + len(factions), factions=factions, max_decisions=5000,
                               round_cap=15, map_id=map_id, check=check_and_count,
                               options={"hirelings": hire, "landmarks": lm})
    assert stats.errors == 0, stats.error_samples[:1]
    assert stats.finished == stats.games
    assert all(r.decisions > 50 for r in stats.results)
    assert set(seen) & set(sides), seen                   # at least one of the group's sides was in play
    if "sunward-expedition" in seen:
        assert seen["footholds"], seen                    # its setup put a foothold on the map
    if "warm-sun-prophets" in seen:
        assert seen["prophets"], seen                     # its setup put Prophets in the ruin clearings
