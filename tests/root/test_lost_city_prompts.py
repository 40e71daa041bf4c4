"""Ruling R-LAND-31: in the Lost City (every suit, R-LAND-11) a prompt that offers any card asks for
"which card", not for a card of the clearing marker's suit; elsewhere it still names the suit."""
import pytest

from game.root import scenario
from game.root.ruleset import RULESET


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def _prompt(content, setup: dict, steps: list, kind: str, lost_city: int | None):
    setup = dict(setup, map="autumn", **({"landmarks": {"lost-city": lost_city}} if lost_city else {}))
    match = scenario.run(content, {"name": "t", "rule": "R-LAND-31", "setup": setup, "steps": steps})
    d = match.pending
    assert d is not None and d.kind == kind, d
    return d.prompt_msg, d.prompt_args


OVERWORK = ({"factions": ["marquise", "dummy"], "turn": "marquise", "hands": {"marquise": ["anvil", "armorers"]},
             "clearings": {2: {"marquise": {"buildings": ["sawmill"]}}}},           # Quarry: mouse marker
            [{"choose": ["done", "action:overwork"]}, {"choose": "clearing:2"}], "root.marquise.overwork.card")
HOSPITALS = ({"factions": ["marquise", "dummy"], "turn": "dummy", "hands": {"marquise": ["anvil", "bake-sale"], "dummy": []},
              "clearings": {1: {"marquise": {"warriors": 1, "tokens": ["keep"]}},
                            10: {"marquise": {"warriors": 2}, "dummy": {"warriors": 3}}}, "dice": [3, 0]},
             [{"choose": ["action:battle", "clearing:10"]}], "root.marquise.field_hospitals")
AUTO_OUTRAGE = ({"factions": ["dummy", "automated-alliance"], "turn": "dummy",
                 "hands": {"dummy": ["bake-sale", "anvil", "sword-mouse"]},
                 "clearings": {1: {"dummy": {"warriors": 3}}, 5: {"automated-alliance": {"tokens": ["sympathy"]}}}},
                [{"choose": ["action:move", "clearing:1", "clearing:5", "count:1"]}], "root.bot.outrage")
OUTRAGE = ({"factions": ["dummy", "alliance"], "turn": "dummy",
            "hands": {"dummy": ["bake-sale", "anvil", "sword-mouse"]},
            "clearings": {1: {"dummy": {"warriors": 3}}, 5: {"alliance": {"tokens": ["sympathy"]}}}},
           [{"choose": ["action:move", "clearing:1", "clearing:5", "count:1"]}], "root.alliance.outrage")

INVESTORS = ({"factions": ["drillbit-duchy", "marquise"], "turn": "drillbit-duchy", "phase": "daylight",
              "hands": {"marquise": ["anvil", "bake-sale"]},
              "faction_state": {"drillbit-duchy": {"traits": ["investors"], "order": "tax-collector", "swayed": ["captain"]}},
              "clearings": {3: {"drillbit-duchy": {"warriors": 2, "tokens": ["tunnel"]}},
                            8: {"drillbit-duchy": {"warriors": 1, "buildings": ["citadel"]}, "marquise": {"warriors": 3}}},
              "dice": [3, 3]},
             [{"choose": ["step:dig", "step:battle"]}], "root.drillbit.investors")

AID = ({"factions": ["vagabond", "marquise"], "turn": "vagabond", "hands": {"vagabond": ["anvil", "bake-sale"]},
        "clearings": {5: {"marquise": {"warriors": 1}}},
        "faction_state": {"vagabond": {"character": "thief", "clearing": 5, "items": ["boots", "sword", "tea", "torch"]}}},
       [{"choose": ["action:aid", "faction:marquise"]}], "root.vagabond.aid.card")


@pytest.mark.parametrize("case, lost_city, plain, any_card", [
    (OVERWORK, 2, "Spend which {suit} card?", "Spend which card?"),
    (HOSPITALS, 10, "Field Hospitals: spend a {suit} card to return the removed warriors ({n}) to the keep?",
     "Field Hospitals: spend a card to return the removed warriors ({n}) to the keep?"),
    (AUTO_OUTRAGE, 5, "Automated Outrage: discard a {suit} card", "Automated Outrage: discard a card"),
    (OUTRAGE, 5, "Outrage in clearing {c}: give which {suit} card to the Alliance's supporters?",
     "Outrage in clearing {c}: give which card to the Alliance's supporters?"),
    (INVESTORS, 8, "Investors: discard a {suit} card (the {bot} loses 1 VP)",
     "Investors: discard a card (the {bot} loses 1 VP)"),
    (AID, 5, "Give which {suit} card?", "Give which card?"),
], ids=["overwork", "field-hospitals", "automated-outrage", "outrage", "investors", "aid"])
def test_the_lost_city_asks_for_any_card_and_elsewhere_names_the_suit(content, case, lost_city, plain, any_card):
    setup, steps, kind = case
    msg, args = _prompt(content, setup, steps, kind, None)
    assert msg == plain and "suit" in args
    msg, args = _prompt(content, setup, steps, kind, lost_city)
    assert msg == any_card and "suit" not in (args or {})
