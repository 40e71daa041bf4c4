"""Automata and hirelings (ruling R-HIRE-67, a Tableforge original): all ten automata, controlling
hirelings in seeded games, take their hirelings' Daylight actions through the one shared module
(game/root/bots/hirelings.py), answer every hireling decision by a rule (none left unruled), keep
the invariants, and a save and a replay rebuild the same state. The choices themselves are
checked by tests/scenarios/root/hire-bot-*.yaml."""
from collections import Counter

import pytest

from game.core.agents import RandomAgent
from game.core.match import Match
from game.root.bots.agent import AutomatonAgent
from game.root.engine import Ctx
from game.root.ruleset import RULESET

MIXES = [
    # (seats: faction or (faction, "random") for a person played at random, map, hirelings)
    (["mechanical-marquise", "electric-eyrie", "automated-alliance", "vagabot"], "autumn",
     "popular-band:promoted,highway-bandits:promoted,furious-protector:promoted"),
    (["logical-lizards", "riverfolk-robots", "drillbit-duchy", "cogwheel-corvids"], "lake",
     "forest-patrol:promoted,last-dynasty:promoted,vault-keepers:promoted"),
    (["automated-hundreds", "automated-keepers", ("marquise", "random")], "mountain",
     "sunward-expedition:promoted,corvid-spies:promoted,spring-uprising:promoted"),
]


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _play(content, seats, map_id, deal, seed):
    setup = {"seats": [{"controller": "random", "faction": s[0]} if isinstance(s, tuple)
                       else {"controller": "automaton", "faction": s} for s in seats],
             "map": map_id, "hirelings": deal, "round_cap": 12}
    m = Match(RULESET, content, RULESET.check_setup(content, setup), seed)
    bot, rnd = AutomatonAgent(), RandomAgent(seed)
    used = Counter()
    n = 0
    while m.pending and n < 12000:
        ctx = Ctx(content, m.state)
        for h in m.state.hirelings:
            if h.controller >= 0 and ctx.fac(h.controller).automaton and h.used:
                used[ctx.fac(h.slot).id] += 1
        agent = bot if ctx.fac(m.pending.seat).automaton else rnd
        m.apply(agent.choose(m, m.pending))
        if n % 11 == 0:
            bad = RULESET.check_invariants(content, m.state)
            assert not bad, bad
        n += 1
    return m, bot, used


@pytest.mark.parametrize("seats,map_id,deal", MIXES, ids=[m[1] for m in MIXES])
def test_automata_take_their_hirelings_actions(content, seats, map_id, deal):
    m, bot, used = _play(content, seats, map_id, deal, seed=3)
    assert m.pending is None, "the game did not finish"
    assert bot.unruled == [], bot.unruled
    assert used, "no automaton took a hireling's Daylight action"
    assert not RULESET.check_invariants(content, m.state)


def test_a_game_of_automata_with_hirelings_saves_and_replays(content):
    seats, map_id, deal = MIXES[0]
    m, _bot, _used = _play(content, seats, map_id, deal, seed=5)
    again = Match.from_dict(RULESET, content, m.to_dict())
    assert RULESET.state_to_dict(again.state) == RULESET.state_to_dict(m.state)
