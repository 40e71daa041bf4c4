"""Runs every Stonesaga scenario under tests/scenarios/stonesaga/ (format: docs/scenarios.md,
"Stonesaga format"). Each test id is the file name; every file names the rulebook page it
checks in `rule:` (rb p.N), shown in the failure text."""
import re
from pathlib import Path

import pytest

from game.stonesaga import scenario
from game.stonesaga.ruleset import RULESET

DIR = Path(__file__).resolve().parents[1] / "scenarios" / "stonesaga"
FILES = sorted(DIR.glob("*.yaml"))


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def test_there_are_scenarios():
    """Issue 10 asks for many scenarios, each naming its rulebook page (rb p.N)."""
    assert len(FILES) >= 150


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(content, path):
    sc = scenario.load(path)
    assert re.search(r"rb p\.\d+", str(sc.get("rule", ""))), f"{path.name}: `rule:` must name a rulebook page"
    assert sc.get("steps"), f"{path.name}: no steps"
    assert any("expect" in st or "illegal" in st for st in sc["steps"]), f"{path.name}: asserts nothing"
    try:
        scenario.run(content, sc)
    except scenario.ScenarioFailed as exc:
        pytest.fail(f"{path.name} ({sc['rule']}): {exc}")


def test_unknown_keys_are_refused(content):
    """A misspelt expectation must fail, never pass silently (rb p.1: the runner's own rule)."""
    bad = {"rule": "rb p.36", "steps": [{"expect": {"enrgy": {"c1": 1}}}]}
    with pytest.raises(scenario.ScenarioFailed) as e:
        scenario.run(content, bad)
    assert "unknown key" in str(e.value) and "enrgy" in str(e.value)


def test_a_wrong_expectation_fails(content):
    """The runner really compares (rb p.36: find water gives 2 water, not 3)."""
    sc = {"rule": "rb p.36", "setup": {"chars": {"c1": {"energy": 5, "bag": {}}}},
          "steps": [{"choose": "action:find_water:river"}, {"expect": {"has": {"c1": {"water": 3}}}}]}
    with pytest.raises(scenario.ScenarioFailed):
        scenario.run(content, sc)
