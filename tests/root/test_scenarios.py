"""Runs every scenario file under tests/scenarios/root/ (format: docs/scenarios.md). Each test id
is the file name; the rule it checks is in the file's `rule:` field and in the failure text."""
from pathlib import Path

import pytest

from game.root import scenario
from game.root.ruleset import RULESET

DIR = Path(__file__).resolve().parents[1] / "scenarios" / "root"
FILES = sorted(DIR.glob("*.yaml"))


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def test_there_are_scenarios():
    assert len(FILES) >= 10


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(content, path):
    sc = scenario.load(path)
    assert sc.get("rule"), f"{path.name}: every scenario names the rule it checks"
    assert sc.get("steps"), f"{path.name}: no steps"
    try:
        scenario.run(content, sc)
    except scenario.ScenarioFailed as exc:
        pytest.fail(f"{path.name} ({sc['rule']}): {exc}")


def test_unknown_keys_are_refused(content):
    bad = {"rule": "x", "setup": {"factions": ["marquise", "dummy"]},
           "steps": [{"expect": {"warrior": {1: {"marquise": 1}}}}]}
    with pytest.raises(scenario.ScenarioFailed) as e:
        scenario.run(content, bad)
    assert "unknown key" in str(e.value) and "warrior" in str(e.value)
