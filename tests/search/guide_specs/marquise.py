"""The Marquise de Cat guide's spec for tests/search/test_guides.py."""
from __future__ import annotations

from tests.search.guide_specs import Spec

SPEC = Spec(
    "marquise",
    (("marquise", "eyrie", "alliance", "vagabond"), ("eyrie", "marquise", "corvids", "riverfolk"),
     ("duchy", "hundreds", "marquise"), ("lizards", "vagabond", "eyrie", "marquise", "alliance"),
     ("marquise", "eyrie")),
    frozenset({"root.marquise.setup.keep", "root.marquise.setup.building", "root.marquise.craft",
               "root.marquise.action", "root.marquise.build.clearing", "root.marquise.build.kind",
               "root.marquise.build.wood", "root.marquise.overwork.clearing", "root.marquise.overwork.card",
               "root.marquise.field_hospitals",
               "root.move.origin", "root.move.dest", "root.move.count"}),
    seed=1010, bot_seed=101, others=("eyrie", "alliance", "vagabond"), hidden_games=(0, 2, 5), hidden_seed=1020)
