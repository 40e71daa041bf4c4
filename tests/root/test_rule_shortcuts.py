"""The rule modules' speed shortcuts (issue 15, helper speed-rules) answer what the full listing
answers: "is there any" tests stop at the first target, counts replace lists. Each shortcut is
compared with the full listing it stands for (the listing itself, not a copy of the shortcut), in
every state reached by seeded random games of many line-ups, maps, decks, hirelings and
landmarks, for every seat and suit, so every kind of state change the games make is covered."""
import pytest

from game.core.agents import RandomAgent
from game.core.match import Match
from game.root.engine import Ctx, fits
from game.root.factions import alliance, marquise
from game.root.flow import battle_clearings, has_battle, has_move_origin, move_origins
from game.root.ruleset import RULESET

SUITS = ("", "fox", "rabbit", "mouse", "bird")

# (factions, map, extra setup options): base and expansion factions, the four maps, the E&P deck,
# hirelings (the Stoic Protector filters battle lists) and landmarks (the Lost City: every suit)
MIXES = [
    (["marquise", "eyrie", "alliance", "vagabond"], "autumn", {}),
    (["marquise", "alliance", "riverfolk", "lizards"], "lake", {"deck": "exiles", "landmarks": "random"}),
    (["duchy", "corvids", "vagabond", "marquise"], "mountain", {"hirelings": "random"}),
    (["hundreds", "keepers", "alliance", "eyrie"], "winter", {"landmarks": "random", "hirelings": "random"}),
    (["marquise", "alliance"], "autumn", {"landmarks": "random", "deck": "exiles"}),
]


def _states(content, factions, map_id, opts, seed, decisions):
    setup = {"seats": [{"controller": "random", "faction": f} for f in factions], "map": map_id, **opts}
    m = Match(RULESET, content, RULESET.check_setup(content, setup), seed)
    agents = [RandomAgent(seed * 31 + i) for i in range(len(factions))]
    for _ in range(decisions):
        d = m.pending
        if d is None:
            return
        yield m
        m.apply(agents[d.seat].choose(m, d))


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _fitting_fresh(ctx, cards, c):
    """How many of `cards` fit clearing c, card by card (Law 2.1.1, R-LAND-11)."""
    return sum(1 for x in cards if fits(ctx, x, c))


@pytest.mark.parametrize("mix", range(len(MIXES)))
def test_shortcuts_equal_the_full_listings(content, mix):
    factions, map_id, opts = MIXES[mix]
    checked = {"battle": 0, "move": 0, "build": 0, "overwork": 0, "fitting": 0, "any_action": 0}
    for seed in (3, 8):
        for m in _states(content, factions, map_id, opts, seed, 700):
            ctx = Ctx(content, m.state)
            s = ctx.s
            for seat in range(s.n):
                for suit in SUITS:
                    assert has_battle(ctx, seat, suit) == bool(battle_clearings(ctx, seat, suit)), (seat, suit)
                    assert has_move_origin(ctx, seat, suit) == bool(move_origins(ctx, seat, suit)), (seat, suit)
                    checked["battle"] += 1
                    checked["move"] += 1
                fid = s.factions[seat]
                if fid == "marquise":
                    wood = marquise.component_wood(ctx, seat)
                    want = any(marquise.build_targets(ctx, seat, k, wood) for k in marquise.BUILDINGS)
                    assert marquise.can_build(ctx, seat, wood) == want
                    assert marquise.can_overwork(ctx, seat) == bool(marquise.overwork_targets(ctx, seat))
                    for fr in s.stack:
                        if isinstance(fr, marquise.MarquiseDaylight):
                            assert marquise._any_action(ctx, fr) == bool(marquise._action_choices(ctx, fr))
                            checked["any_action"] += 1
                    checked["build"] += 1
                    checked["overwork"] += 1
                if fid == "alliance":
                    sup = s.fstate[seat].supporters
                    counts = alliance.suit_counts(ctx, sup)
                    for c in ctx.m.ids:
                        want = _fitting_fresh(ctx, sup, c)
                        assert len(alliance.supporters_fitting(ctx, seat, c)) == want
                        assert alliance.count_fitting(ctx, counts, c) == want
                        checked["fitting"] += 1
    # the games reached the states the shortcuts are for (not a vacuous pass)
    assert checked["battle"] > 1000 and checked["move"] > 1000
    if "marquise" in factions:
        assert checked["build"] > 100 and checked["any_action"] > 20
    if "alliance" in factions:
        assert checked["fitting"] > 1000


def test_has_battle_sees_a_foe_in_the_last_clearing(content):
    """A hand-built case for the early exit: the only battle is in the highest-numbered clearing,
    and with a foe in every clearing the answer is the same; no warrior, no battle."""
    setup = {"seats": [{"controller": "random", "faction": f} for f in ("marquise", "eyrie")], "map": "autumn"}
    m = Match(RULESET, content, RULESET.check_setup(content, setup), 1)
    ctx = Ctx(content, m.state)
    s = ctx.s
    ids = list(ctx.m.ids)
    for seat in (0, 1):
        for c in ids:
            s.warriors[seat][c] = 0
        s.buildings = [[b for b in bs if b[0] not in (0, 1)] for bs in s.buildings]
        s.tokens = [[t for t in ts if t[0] not in (0, 1)] for ts in s.tokens]
    assert not has_battle(ctx, 0) and battle_clearings(ctx, 0) == []
    last = ids[-1]
    s.warriors[0][last] = 2
    s.warriors[1][last] = 1
    assert has_battle(ctx, 0) and battle_clearings(ctx, 0) == [last]
    assert has_battle(ctx, 0, s.suits[last]) and not has_battle(ctx, 0, next(x for x in ("fox", "rabbit", "mouse")
                                                                              if x != s.suits[last]))
