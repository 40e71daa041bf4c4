"""Every automaton against the contract: invariants, copies and saves round-trip, views,
illegal choices refused, replays reproduce the game — over whole playouts of bot mixes."""
import pytest

from game.core.match import Match
from game.root.bots.agent import AutomatonAgent
from game.root.checks import make_checker
from game.root.ruleset import RULESET

MIXES = [["marquise", "electric-eyrie", "automated-alliance", "vagabot"],
         ["mechanical-marquise", "electric-eyrie", "automated-alliance", "vagabot"]]


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


@pytest.mark.parametrize("factions", MIXES, ids=["human-marquise", "four-bots"])
def test_playouts_pass_the_playout_checker(content, factions):
    d = RULESET.simulation(content, games=3, seed=21, factions=factions, round_cap=25,
                           check=make_checker(sample_every=10)).as_dict()
    assert d["errors"] == 0 and d["finished"] == 3, d["error_samples"]


def test_replay_reproduces_a_four_bot_game(content):
    setup = {"seats": [{"controller": "automaton", "faction": f, "difficulty": lv, "traits": tr}
                       for f, lv, tr in (("mechanical-marquise", "master", ["blitz"]),
                                         ("electric-eyrie", "beginner", ["swoop"]),
                                         ("automated-alliance", "boss", ["wildfire"]),
                                         ("vagabot", "expert", ["marksman"]))], "round_cap": 12}
    m = Match(RULESET, content, setup, 77)
    agent = AutomatonAgent()
    while m.pending:
        m.apply(agent.choose(m, m.pending))
    again = Match.from_dict(RULESET, content, m.to_dict())
    assert RULESET.state_to_dict(again.state) == RULESET.state_to_dict(m.state)
    replay = Match(RULESET, content, setup, 77)
    for _, cid, _ in m.to_dict()["log"]:
        replay.apply(cid)
    assert RULESET.state_to_dict(replay.state) == RULESET.state_to_dict(m.state)
    assert agent.unruled == []
