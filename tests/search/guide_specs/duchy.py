"""The Underground Duchy guide's spec for tests/search/test_guides.py."""
from __future__ import annotations

from tests.search.guide_specs import Spec

SPEC = Spec(
    "duchy",
    (("duchy", "marquise", "eyrie", "alliance"), ("marquise", "duchy", "corvids", "vagabond"),
     ("eyrie", "alliance", "duchy"), ("lizards", "vagabond", "marquise", "duchy", "riverfolk"),
     ("duchy", "marquise")),
    frozenset({"root.duchy.setup.corner", "root.duchy.assembly", "root.duchy.build.kind", "root.duchy.build.clearing",
               "root.duchy.build.card", "root.duchy.dig.clearing", "root.duchy.dig.card", "root.duchy.dig.warriors",
               "root.duchy.parliament", "root.duchy.sway", "root.duchy.sway.card", "root.duchy.craft",
               "root.duchy.brigadier", "root.duchy.mayor", "root.duchy.price_of_failure",
               "root.move.origin", "root.move.dest", "root.move.count"}),
    seed=610, bot_seed=61, others=("marquise", "eyrie", "vagabond"), hidden_games=(0, 2, 5), hidden_seed=620)
