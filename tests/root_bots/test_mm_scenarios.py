"""Runs the automata scenario files under tests/scenarios/root_bots/ (format: the Root
scenario runner, game/root/scenario.py; specs: docs/root-automata-scenarios.md)."""
from pathlib import Path

import pytest

from game.root import scenario
from game.root.ruleset import RULESET

DIR = Path(__file__).resolve().parents[1] / "scenarios" / "root_bots"
FILES = sorted(DIR.glob("*.yaml"))


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def test_there_are_scenarios():
    assert len(FILES) >= 15


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(content, path):
    sc = scenario.load(path)
    assert sc.get("rule") and sc.get("steps"), path.name
    try:
        scenario.run(content, sc)
    except scenario.ScenarioFailed as exc:
        pytest.fail(f"{path.name} ({sc['rule']}): {exc}")
