"""The four maps: Lake and Mountain data (root-facts.md §1.3-1.4), their setup (Law C.2.1,
C.3.1, A.1), the one state-aware adjacency (Law C.3.2) and the map options."""
from collections import Counter

import pytest

from game.core.decision import SetupError
from game.core.match import Match
from game.root.engine import Ctx, current_adjacency
from game.root.mapfeatures import bot_adjacency, open_path
from game.root.ruleset import MAPS, RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def setup(map_id, **kw):
    return {"seats": [{"controller": "random", "faction": f} for f in ("marquise", "eyrie", "vagabond")],
            "map": map_id, "deck": "base", **kw}


def test_four_maps_offered(content):
    assert [m for m, _ in MAPS] == ["autumn", "winter", "lake", "mountain"]
    opt = next(o for o in RULESET.options(content) if o.id == "map")
    assert [v for v, _ in opt.values] == ["autumn", "winter", "lake", "mountain"]
    assert set(content.maps) == {"autumn", "winter", "lake", "mountain"}


def test_lake_facts(content):
    m = content.maps["lake"]
    assert m.coastal == (1, 10, 11, 12)                                  # §1.3: Gulf, Shoal, Bay, Marsh
    assert m.rec.ferry == 1 and m.opposite == {1: 2, 2: 1, 3: 4, 4: 3}  # Lake pairs 1-2, 3-4
    assert sum(m.slots) == 22 and m.ruins == (5, 10, 11, 12)
    assert sorted(m.adj[7]) == [2, 6, 10, 11]
    assert all(b in m.river_adj[a] for a in m.coastal for b in m.coastal if a != b)   # Law C.2.2
    # Law C.2.4: the coastal forests (north, east, southeast, heart-of-oak) form a ring
    assert "east" in m.forest_adj["north"] and "heart-of-oak" in m.forest_adj["north"]
    assert "southeast" in m.forest_adj["east"] and "heart-of-oak" in m.forest_adj["southeast"]
    assert "southeast" not in m.forest_adj["north"]                      # the lake divides forests


def test_mountain_facts(content):
    m = content.maps["mountain"]
    assert m.closed_paths == ((2, 5), (3, 7), (5, 9), (6, 11), (8, 9), (11, 12))
    assert m.rec.tower == 10 and sum(m.slots) == 23 and m.ruins == (9, 10, 11, 12)
    assert len(m.forests) == 10
    # Law C.3.2: closed paths divide forests like paths
    assert "liar-wind" in m.forest_adj["west"]                           # across 8-9


@pytest.mark.parametrize("map_id", ["lake", "mountain"])
def test_suggested_layout_is_balanced(content, map_id):
    suits = content.maps[map_id].printed_suit[1:]
    assert Counter(suits) == {"fox": 4, "rabbit": 4, "mouse": 4}


def test_setup_places_map_pieces_and_deals_markers(content):
    lake = Match(RULESET, content, setup("lake"), 3)
    assert lake.state.ferry == 1 and lake.state.closed_paths == [] and lake.state.tower == 0   # Law C.2.1
    mountain = Match(RULESET, content, setup("mountain"), 3)
    s = mountain.state
    assert s.ferry == 0 and s.tower == 10                                                     # Law C.3.1
    assert s.closed_paths == [[2, 5], [3, 7], [5, 9], [6, 11], [8, 9], [11, 12]]
    # Law A.1: no printed suits: the markers are dealt at random (4 of each), seed-dependent
    deals = {tuple(Match(RULESET, content, setup("mountain"), k).state.suits) for k in range(1, 6)}
    assert len(deals) > 1
    assert all(Counter(d[1:]) == {"fox": 4, "rabbit": 4, "mouse": 4} for d in deals)
    v = mountain.view(0)
    assert v["closed_paths"] == s.closed_paths and v["tower"] == 10 and v["ferry"] == 0


def test_suggested_suits_option(content):
    for map_id in ("lake", "mountain"):
        s = Match(RULESET, content, setup(map_id, suits="suggested"), 4).state
        assert s.suits[1:] == list(content.maps[map_id].printed_suit[1:])
    autumn = Match(RULESET, content, setup("autumn", suits="suggested"), 4).state
    assert autumn.suits[1:] == list(content.maps["autumn"].printed_suit[1:])
    with pytest.raises(SetupError, match="no suggested suit layout"):
        RULESET.check_setup(content, setup("winter", suits="suggested"))


def test_adjacency_is_state_aware(content):
    m = content.maps["mountain"]
    s = Match(RULESET, content, setup("mountain"), 3).state
    ctx = Ctx(content, s)
    assert 5 not in ctx.adj[2] and 2 not in ctx.adj[5]                 # Law C.3.2
    assert 5 in m.adj[2]                                                 # the printed path exists
    open_path(ctx, 2, 5)                                                 # Law C.3.3
    assert 5 in ctx.adj[2] and [2, 5] not in s.closed_paths
    assert Ctx(content, s).adj == current_adjacency(m, s.closed_paths)
    # the automata treat every closed path as open (Rootbotics map rule `mountain-paths`)
    assert bot_adjacency(ctx)[9] == list(m.adj[9])


def test_bot_adjacency_ferry_link(content):
    s = Match(RULESET, content, setup("lake"), 3).state
    ctx = Ctx(content, s)
    adj = bot_adjacency(ctx)
    assert adj[1] == [5, 9, 10, 11, 12]                                 # lake-ferry: linked while unused
    assert 1 not in adj[10]
    s.used_once.append("ferry")
    assert bot_adjacency(ctx)[1] == [5, 9]


def test_random_games_use_the_map_rules(content):
    """Seeded random 4-player games on Lake and Mountain with the invariants checked after every
    decision: the Ferry (Law C.2.5), path clearing (C.3.3) and the Pass (C.3.4) all happen."""
    from game.core.agents import RandomAgent
    from game.root.checks import make_checker
    seen = Counter()
    for map_id, seed in (("lake", 1), ("lake", 2), ("mountain", 1), ("mountain", 2)):
        m = Match(RULESET, content, setup(map_id, round_cap=12) | {"seats": [
            {"controller": "random", "faction": f} for f in ("marquise", "eyrie", "alliance", "vagabond")]}, seed)
        agents = [RandomAgent(seed * 10 + i) for i in range(4)]
        check = make_checker(sample_every=80)
        steps = 0
        while not m.over and steps < 4000:
            d = m.pending
            for e in m.apply(agents[d.seat].choose(m, d)):
                seen[e.kind] += 1
                if "rules the Pass" in e.text:
                    seen["pass"] += 1
            check(m)
            steps += 1
    assert seen["root.map.ferry"] and seen["root.map.clear_path"] and seen["pass"], dict(seen)
