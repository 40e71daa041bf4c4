"""`main.py simulate` refuses bad input with one message (issue 18), and Advanced Setup combines
with cooperative play (ruling R-COOP-1)."""
import pytest

import main
from game.core.decision import SetupError
from game.root.ruleset import RULESET


@pytest.mark.parametrize("argv,words", [
    (["--factions", "marquise,foo"], "unknown faction 'foo'"),
    (["--option", "mapp=winter"], "unknown --option mapp"),
    (["--option", "round_cap=abc"], "round_cap must be a whole number"),
    (["--option", "round_cap=-2"], "round_cap must be a whole number"),
    (["--seats", "9"], "Root takes 2–6 seats, not 9"),
    (["--seats", "7"], "Root takes 2–6 seats, not 7"),
    (["--seats", "1"], "Root takes 2–6 seats, not 1"),
    (["--seats", "6", "--factions", "marquise,eyrie,lizards,duchy,hundreds,alliance"], "requires Advanced Setup"),
    (["--seats", "3", "--factions", "marquise,eyrie"], "3 seats need 3 factions"),
    (["--games", "-3"], "--games must be at least 1"),
    (["--games", "0"], "--games must be at least 1"),
    (["--max-decisions", "0"], "--max-decisions must be at least 1"),
    (["--option", "setup=sideways"], "'sideways' is not one of"),
])
def test_simulate_refuses_bad_input_with_a_message(capsys, argv, words):
    assert main.main(["simulate", "--game", "root", *argv]) != 0
    out = capsys.readouterr()
    assert words in out.err and "Traceback" not in out.err and out.out == ""


def test_simulate_takes_a_round_cap_from_the_command_line(capsys):
    assert main.main(["simulate", "--game", "root", "--games", "1", "--option", "round_cap=3", "--json"]) == 0
    import json
    report = json.loads(capsys.readouterr().out)
    # the game ends as round 4 would begin (the state's round counter then reads 4)
    assert report["end_reasons"] == {"round-cap": 1} and report["extra"]["mean_rounds"] == 4


def test_simulate_refuses_bad_seats_for_a_game_without_its_own_simulation(capsys, toy_game):
    assert main.main(["simulate", "--game", "toy", "--seats", "9"]) == 1
    err = capsys.readouterr().err
    assert "seats, not 9" in err and "Traceback" not in err


@pytest.fixture
def toy_game():
    from game.core import registry
    from tests.toygame import TOY
    registry.register(TOY)
    yield TOY
    registry.unregister(TOY.id)


def test_advanced_setup_combines_with_cooperative_play():
    content = RULESET.default_content()
    seats = [{"controller": "human", "faction": "marquise"}, {"controller": "automaton", "faction": "electric-eyrie"}]
    got = RULESET.check_setup(content, {"seats": seats, "setup": "advanced", "cooperative": "on"})
    assert got["cooperative"] == "on"
    people = [{"controller": "human", "faction": "marquise"}, {"controller": "human", "faction": "eyrie"}]
    with pytest.raises(SetupError, match="at least one person's faction and at least one automaton"):
        RULESET.check_setup(content, {"seats": people, "setup": "advanced", "cooperative": "on"})
    bots = [{"controller": "automaton", "faction": "vagabot"}, {"controller": "automaton", "faction": "electric-eyrie"}]
    with pytest.raises(SetupError, match="at least one seat must be a person"):
        RULESET.check_setup(content, {"seats": bots, "setup": "advanced", "cooperative": "on"})
