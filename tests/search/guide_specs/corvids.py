"""The Corvid Conspiracy guide's spec for tests/search/test_guides.py."""
from __future__ import annotations

from tests.search.guide_specs import Spec

SPEC = Spec(
    "corvids",
    (("corvids", "marquise", "eyrie", "alliance"), ("marquise", "corvids", "vagabond", "riverfolk"),
     ("eyrie", "duchy", "corvids"), ("lizards", "vagabond", "marquise", "corvids", "eyrie"),
     ("corvids", "marquise")),
    frozenset({"root.corvids.setup", "root.corvids.flip", "root.corvids.recruit", "root.corvids.recruit.suit",
               "root.corvids.daylight", "root.corvids.plot", "root.corvids.trick", "root.corvids.exert",
               "root.corvids.craft", "root.move.origin", "root.move.dest", "root.move.count"}),
    seed=3650, bot_seed=65, others=("marquise", "eyrie", "alliance"), hidden_games=(0, 2, 5), hidden_seed=660)
