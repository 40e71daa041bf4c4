"""The Advanced Services seat option (CW2 Services 260; R-AUTO-S20): off by default, per automaton
seat, from a seat setup and from `main.py simulate --option advanced_services=…`; bad values are a
clear SetupError. The cards' rules themselves: tests/scenarios/root_bots/*-advsvc-*.yaml."""
import pytest

from game.core.decision import SetupError
from game.core.match import Match
from game.root.bots.agent import AutomatonAgent
from game.root.ruleset import ADVANCED_SERVICE_BOTS, RULESET, advanced_seats

BOTS = ADVANCED_SERVICE_BOTS


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _match(content, seats, seed=5):
    return Match(RULESET, content, RULESET.check_setup(content, {"seats": seats, "round_cap": 12}), seed)


def test_the_option_is_off_by_default_and_per_seat(content):
    m = _match(content, [{"controller": "automaton", "faction": "mechanical-marquise", "advanced_services": "on"},
                         {"controller": "automaton", "faction": "electric-eyrie"},
                         {"controller": "automaton", "faction": "riverfolk-robots"}])
    assert [getattr(st, "advanced", None) for st in m.state.fstate] == [True, False, None]


def test_a_bad_value_is_a_setup_error(content):
    with pytest.raises(SetupError, match="advanced_services"):
        RULESET.check_setup(content, {"seats": [
            {"controller": "automaton", "faction": "drillbit-duchy", "advanced_services": "yes"},
            {"controller": "automaton", "faction": "electric-eyrie"}]})


def test_simulate_option_on_every_seat_or_per_seat():
    assert advanced_seats("on", 3) == ["on", "on", "on"]
    assert advanced_seats("on,off,on", 3) == ["on", "off", "on"]
    for bad in ("maybe", "on,off"):
        with pytest.raises(SetupError, match="advanced_services"):
            advanced_seats(bad, 3)


def test_simulation_hands_the_option_to_the_automaton_seats(content):
    stats = RULESET.simulation(content, games=2, seed=3, agents="automaton",
                               factions=["lizards", "duchy", "corvids", "riverfolk"],
                               options={"advanced_services": "on"}, check=RULESET.playout_checker())
    assert stats.errors == 0


@pytest.mark.parametrize("seed", [1, 2])
def test_games_with_every_advanced_card_buy_by_them(content, seed):
    """Seven automata with Advanced services against the Riverfolk Robots play to the end with the
    table's invariants checked, and Advanced purchases happen (the cards are not dead code)."""
    mixes = [["mechanical-marquise", "electric-eyrie", "automated-alliance", "riverfolk-robots"],
             ["logical-lizards", "cogwheel-corvids", "drillbit-duchy", "vagabot", "riverfolk-robots"]]
    seen = []
    for fs in mixes:
        m = _match(content, [{"controller": "automaton", "faction": f,
                              **({"advanced_services": "on"} if f in BOTS else {})} for f in fs], seed)
        agent = AutomatonAgent()
        while m.pending:
            m.apply(agent.choose(m, m.pending))
        assert agent.unruled == []
        seen += [e.rule for e in m.history if "CW2 Services 26" in (e.rule or "")]
    assert seen, "no Advanced Services purchase in these games"
