"""Seams between factions that were written apart (base factions and Clockwork automata)."""
import pytest

from game.core.agents import RandomAgent
from game.core.match import Match
from game.root.bots.agent import AutomatonAgent
from game.root.engine import Ctx
from game.root.ruleset import RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _roost_corner(match, seat):
    s = match.state
    return [c for c in range(1, len(s.buildings)) if [seat, "roost"] in s.buildings[c]]


@pytest.mark.parametrize("seed", range(1, 9))
def test_human_eyrie_starts_opposite_the_mechanical_marquise_keep(content, seed):
    """Law 7.3.2: the Eyrie starts in the corner diagonally opposite another player's start —
    the Mechanical Marquise's keep counts as her start (it used to be ignored, leaving any corner)."""
    setup = {"seats": [{"controller": "automaton", "faction": "mechanical-marquise"},
                       {"controller": "random", "faction": "eyrie"}],
             "map": "autumn", "deck": "base"}
    m = Match(RULESET, content, setup, seed)
    agents = {0: AutomatonAgent(), 1: RandomAgent(seed)}
    while m.pending is not None and m.pending.kind != "root.eyrie.setup.leader":
        m.apply(agents[m.pending.seat].choose(m, m.pending))
    s = m.state
    keep = next(c for c in range(1, len(s.tokens)) if [0, "keep"] in s.tokens[c])
    ctx = Ctx(content, s)
    assert _roost_corner(m, 1) == [ctx.m.opposite[keep]]
