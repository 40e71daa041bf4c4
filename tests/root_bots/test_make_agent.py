"""Which agent plays a seat: the core default and Root's automaton seats."""
import pytest

from game.core.agents import RandomAgent
from game.root.bots.agent import AutomatonAgent
from game.root.ruleset import RULESET
from tests.toygame import TOY


def test_core_default_agents():
    setup = {"seats": [{"controller": "human"}, {"controller": "random"}, {"controller": "automaton"}]}
    assert TOY.make_agent(setup, 0) is None
    assert isinstance(TOY.make_agent(setup, 1, seed=3), RandomAgent)
    with pytest.raises(NotImplementedError):
        TOY.make_agent(setup, 2)


def test_root_automaton_seat_gets_the_automaton_agent():
    setup = {"seats": [{"controller": "human", "faction": "marquise"},
                       {"controller": "automaton", "faction": "electric-eyrie"}]}
    assert RULESET.make_agent(setup, 0) is None
    assert isinstance(RULESET.make_agent(setup, 1), AutomatonAgent)


def test_only_the_directors_cut_is_offered():
    from game.core.decision import SetupError
    content = RULESET.default_content()
    setup = {"seats": [{"controller": "human", "faction": "marquise"},
                       {"controller": "automaton", "faction": "electric-eyrie", "edition": "2021"}]}
    with pytest.raises(SetupError, match="Director's Cut"):
        RULESET.check_setup(content, setup)
