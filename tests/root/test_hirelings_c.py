"""Hirelings 9 and 11 (root-marauder-facts.md §3.9, §3.11): registration, lock-outs and setup (their
seeded playouts are test_hirelings_b.py's one playout test for hirelings 7-13). Their rules are
checked by tests/scenarios/root/hire-warm-sun-prophets-*, hire-lizard-envoys-*,
hire-sunward-expedition-*, hire-mole-artisans-*."""
import pytest

from game.core.match import Match
from game.core.ruleset import SetupError
from game.root.engine import Ctx
from game.root.hirelings import get_side, hireling_ids
from game.root.hirelings.control import locked_factions
from game.root.ruleset import RULESET

MINE = ["warm-sun-prophets", "sunward-expedition"]
DEMOTED = ["lizard-envoys", "mole-artisans"]


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def test_the_two_are_registered_with_both_sides_and_lock_their_factions(content):
    for hid, down in zip(MINE, DEMOTED):
        assert hid in hireling_ids()
        assert get_side(hid).side == "promoted" and get_side(down).side == "demoted"
        assert get_side(down).hireling == hid
    # facts §2: the Prophets lock out the Lizard Cult, the Expedition the Duchy
    assert locked_factions(content, ["warm-sun-prophets"]) == ["lizards"]
    assert locked_factions(content, ["sunward-expedition"]) == ["duchy"]


def _setup(factions, **opts):
    return {"seats": [{"controller": "random", "faction": f} for f in factions], "map": "autumn", **opts}


def test_a_random_deal_never_deals_them_beside_the_faction_they_lock(content):
    """Law A.6.5 with a standard setup (ruling R-HIRE-2): the seated Lizards and Duchy stay."""
    for seed in range(1, 13):
        s = Match(RULESET, content, RULESET.check_setup(content, _setup(["lizards", "duchy", "marquise"],
                                                                         hirelings="random")), seed).state
        assert not {h.id for h in s.hirelings} & set(MINE), seed


@pytest.mark.parametrize("deal,faction", [("warm-sun-prophets,popular-band,corvid-spies", "lizards"),
                                          ("lizard-envoys,popular-band,corvid-spies", "lizards"),
                                          ("sunward-expedition,popular-band,flame-bearers", "duchy"),
                                          ("mole-artisans,popular-band,flame-bearers", "duchy")])
def test_a_chosen_deal_refuses_the_faction_they_lock(content, deal, faction):
    with pytest.raises(SetupError, match="locks out"):
        RULESET.check_setup(content, _setup([faction, "eyrie"], hirelings=deal))


def _set_up_hirelings(content, deal, seed=3):
    """A 2-seat match (all promoted, A.6.2) run until the first faction decision: every earlier
    choice is a hireling's setup (ruling R-HIRE-3), answered with its first option."""
    m = Match(RULESET, content, RULESET.check_setup(content, dict(_setup(["eyrie", "marquise"], hirelings=deal),
                                                                   first=0)), seed)
    asked = []
    while m.pending is not None and m.pending.kind.startswith("root.hire"):
        asked.append([c.id for c in m.pending.choices])
        m.apply(m.pending.choices[0].id)
    return m, asked


def test_prophets_set_up_one_in_each_ruin_clearing(content):
    """facts §3.9 (setup): one Prophet in each of the map's four ruin clearings, none elsewhere."""
    m, _ = _set_up_hirelings(content, "warm-sun-prophets,popular-band,corvid-spies")
    ctx = Ctx(content, m.state)
    slot = next(h.slot for h in m.state.hirelings if h.id == "warm-sun-prophets")
    where = {c: m.state.warriors[slot][c] for c in ctx.m.ids if m.state.warriors[slot][c]}
    assert len(ctx.m.ruins) == 4 and where == {c: 1 for c in ctx.m.ruins}
    assert m.state.supply[slot]["warrior"] == 0


def test_expedition_sets_up_a_foothold_and_three_warriors_in_one_clearing(content):
    """facts §3.11 (setup): 1 foothold + 3 Expedition warriors in any one clearing."""
    m, asked = _set_up_hirelings(content, "sunward-expedition,popular-band,corvid-spies")
    ctx = Ctx(content, m.state)
    slot = next(h.slot for h in m.state.hirelings if h.id == "sunward-expedition")
    held = [c for c in ctx.m.ids for p in m.state.tokens[c] if p == [slot, "foothold"]]
    assert len(held) == 1 and "clearing:%d" % held[0] in sum(asked, [])
    assert {c: m.state.warriors[slot][c] for c in ctx.m.ids if m.state.warriors[slot][c]} == {held[0]: 3}
    assert m.state.supply[slot] == {"warrior": 5, "foothold": 2}
