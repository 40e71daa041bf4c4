"""Runs the campaign helper's scenarios (tests/scenarios/stonesaga/campaign/*.yaml: behemoths,
campaign, advanced rules). Each file names the rulebook page it checks in `rule:` (rb p.N);
the format is the flow's Stonesaga scenario plus the keys of tests/stonesaga/campaign_helpers.py."""
import copy
import re
from pathlib import Path

import pytest

from game.stonesaga import scenario
from game.stonesaga.ruleset import RULESET

from .campaign_helpers import run, run_campaign

DIR = Path(__file__).resolve().parents[1] / "scenarios" / "stonesaga" / "campaign"
FILES = sorted(DIR.glob("*.yaml"))


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(content, path):
    sc = scenario.load(path)
    assert re.search(r"rb p\.\d+", str(sc.get("rule", ""))), f"{path.name}: `rule:` must name a rulebook page"
    assert any(k in st for st in sc.get("steps", []) for k in ("expect", "illegal", "choices", "expect_campaign",
                                                                 "illegal_challenge", "expect_match")), \
        f"{path.name}: asserts nothing"
    try:
        run_campaign(content, sc) if "campaign" in sc else run(content, sc)
    except scenario.ScenarioFailed as exc:
        pytest.fail(f"{path.name} ({sc['rule']}): {exc}")


def test_a_wrong_expectation_fails(content):
    """rb p.80: the same encounter with the behaviour expected unchanged must fail (the runner
    really compares)."""
    sc = scenario.load(DIR / "campaign-encounter-no-backtracking.yaml")
    sc = copy.deepcopy(sc)
    sc["steps"][-1]["expect"]["behemoth"]["ZB1"]["behaviour"] = 2
    with pytest.raises(scenario.ScenarioFailed):
        run(content, sc)


def test_unknown_behemoth_keys_are_refused(content):
    """rb p.74: a misspelt behemoth expectation must fail, never pass silently."""
    sc = scenario.load(DIR / "campaign-behemoth-tie-reroll-tied.yaml")
    sc = copy.deepcopy(sc)
    sc["steps"][-1]["expect"]["behemoth"]["ZB1"]["behavior"] = 4
    with pytest.raises(scenario.ScenarioFailed):
        run(content, sc)
