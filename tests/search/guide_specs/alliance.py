"""The Woodland Alliance guide's spec for tests/search/test_guides.py."""
from __future__ import annotations

from tests.search.guide_specs import Spec

SPEC = Spec(
    "alliance",
    (("alliance", "marquise", "eyrie", "vagabond"), ("marquise", "alliance", "corvids", "riverfolk"),
     ("eyrie", "duchy", "alliance"), ("lizards", "vagabond", "marquise", "alliance", "eyrie"),
     ("alliance", "marquise")),
    frozenset({"root.alliance.spread", "root.alliance.daylight", "root.alliance.revolt", "root.alliance.operations",
               "root.move.origin", "root.move.dest", "root.move.count"}),
    seed=100, bot_seed=7, others=("marquise", "eyrie", "vagabond"), hidden_games=(0, 2, 5), hidden_seed=300)
