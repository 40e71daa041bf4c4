"""The choice-id vocabulary (tests/root/choice_ids.yaml, game/root/choice_ids.py) against the
engine: every id offered in every scenario and in seeded random playouts of every faction
(people and automata) has a listed shape for its decision kind, and the scenario runner refuses
`illegal:` / `excludes:` ids that are misspelt or that the decision kind never offers."""
from pathlib import Path

import pytest

from game.root import choice_ids, scenario
from game.root.ruleset import RULESET

SCEN = Path(__file__).resolve().parents[1] / "scenarios" / "root"
# Every faction at least once (the automata too), on every map.
CORPUS_MIXES = [
    (["marquise", "eyrie", "alliance", "vagabond"], "autumn"),
    (["lizards", "riverfolk", "duchy", "corvids"], "winter"),
    (["vagabond", "vagabond-2", "corvids", "lizards"], "lake"),
    (["duchy", "riverfolk", "eyrie", "alliance"], "mountain"),
    (["mechanical-marquise", "electric-eyrie", "automated-alliance", "vagabot"], "autumn"),
    (["marquise", "lizards", "vagabot", "duchy"], "mountain"),
    (["hundreds", "vagabond", "riverfolk", "eyrie"], "lake"),
    (["keepers", "hundreds", "alliance", "lizards"], "winter"),
]
# The Exiles & Partisans deck (deck=exiles) offers its cards' ids in every faction's menus.
EXILES_MIXES = [
    (["marquise", "eyrie", "alliance", "vagabond"], "lake"),
    (["lizards", "riverfolk", "duchy", "corvids"], "autumn"),
    (["hundreds", "keepers", "eyrie", "vagabond"], "mountain"),
    (["marquise", "electric-eyrie", "alliance", "vagabot"], "winter"),
]


@pytest.fixture(scope="module")
def content():
    return RULESET.default_content()


def offered_shapes(content) -> dict[str, set[str]]:
    """(decision kind → id shapes) that the engine offers in the scenarios and the playouts."""
    seen: dict[str, set[str]] = {}
    words = choice_ids.words(content)

    def note(match):
        d = match.pending
        if d is not None:
            seen.setdefault(d.kind, set()).update(choice_ids.shape(x, words) for x in d.ids())

    for path in sorted(SCEN.glob("*.yaml")):
        sc = scenario.load(path)
        match = scenario.build_match(content, sc)
        note(match)
        for step in sc.get("steps", []):
            try:
                scenario._step(match, {k: v for k, v in step.items() if k != "expect"}, check_ids=False)
            except scenario.ScenarioFailed:
                break
            note(match)
    for i, (factions, map_id) in enumerate(CORPUS_MIXES):
        RULESET.simulation(content, games=3, seed=101 + i, factions=factions, max_decisions=4000,
                           round_cap=12, map_id=map_id, check=note)
    for i, (factions, map_id) in enumerate(EXILES_MIXES):
        RULESET.simulation(content, games=4, seed=201 + i, factions=factions, max_decisions=4000,
                           round_cap=14, map_id=map_id, check=note, options={"deck": "exiles"})
    return seen


def test_every_offered_id_has_a_listed_shape(content):
    vocab = choice_ids.vocabulary()
    missing = {k: sorted(v - vocab.get(k, frozenset())) for k, v in offered_shapes(content).items()}
    missing = {k: v for k, v in missing.items() if v}
    assert not missing, "add to tests/root/choice_ids.yaml:\n" + "\n".join(f"{k}: {v}" for k, v in sorted(missing.items()))


def test_shapes():
    cards = {"anvil": "<card>", "codebreakers": "<card>", "sawmill": "<piece>", "boots": "<item>"}
    assert choice_ids.shape("clearing:12", cards) == "clearing:<n>"
    assert choice_ids.shape("craft:anvil", cards) == "craft:<card>"
    assert choice_ids.shape("codebreakers", cards) == "<card>"
    assert choice_ids.shape("clear-path:6-11", cards) == "clear-path:<n>-<n>"
    assert choice_ids.shape("action:build", cards) == "action:build"
    assert choice_ids.shape("building:sawmill", cards) == "building:<piece>"
    assert choice_ids.shape("item:boots:exhausted", cards) == "item:<item>:exhausted"


def _scenario(steps):
    return {"rule": "test", "setup": {"factions": ["marquise", "eyrie"], "turn": "marquise", "phase": "daylight",
                                      "hands": {"marquise": ["anvil"], "eyrie": []}},
            "steps": steps}


# The position opens on the Marquise's Daylight crafting (root.marquise.craft).
@pytest.mark.parametrize("step,why", [
    ({"illegal": "craft:anvill"}, "is not an id that root.marquise.craft ever offers"),      # misspelt card
    ({"illegal": "clearng:5"}, "is not an id that root.marquise.craft ever offers"),         # misspelt head
    ({"illegal": "action:build"}, "is not an id that root.marquise.craft ever offers"),      # another kind's id
    ({"expect": {"pending": {"excludes": ["dnoe"]}}}, "is not an id that root.marquise.craft ever offers"),
    ({"expect": {"pending": {"excludes_prefix": ["crafts"]}}}, "no decision kind offers ids starting"),
])
def test_misspelt_refusals_fail_the_scenario(content, step, why):
    with pytest.raises(scenario.ScenarioFailed) as e:
        scenario.run(content, _scenario([step]))
    assert why in str(e.value)


def test_well_formed_refusal_still_passes(content):
    """craft:anvil is well-formed for the crafting decision; with no workshop it is the rule
    (Law 4.1.1: crafting pieces) that refuses it."""
    m = scenario.build_match(content, _scenario([]))
    assert m.pending.kind == "root.marquise.craft" and "craft:anvil" not in m.pending.ids()
    scenario.run(content, _scenario([{"illegal": "craft:anvil"},
                                     {"expect": {"pending": {"excludes": ["craft:anvil"],
                                                             "excludes_prefix": ["action"]}}}]))
