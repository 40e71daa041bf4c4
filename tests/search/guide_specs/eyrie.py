"""The Eyrie Dynasties guide's spec for tests/search/test_guides.py."""
from __future__ import annotations

from tests.search.guide_specs import Spec

SPEC = Spec(
    "eyrie",
    (("eyrie", "marquise", "alliance", "vagabond"), ("marquise", "eyrie", "corvids", "riverfolk"),
     ("duchy", "eyrie", "alliance"), ("lizards", "vagabond", "eyrie", "marquise", "alliance"),
     ("eyrie", "marquise")),
    frozenset({"root.eyrie.setup.leader", "root.eyrie.decree.card", "root.eyrie.decree.column",
               "root.eyrie.craft", "root.eyrie.decree.resolve", "root.eyrie.decree.recruit",
               "root.eyrie.decree.build", "root.eyrie.turmoil.leader",
               "root.move.origin", "root.move.dest", "root.move.count"}),
    seed=730, bot_seed=73, others=("marquise", "alliance", "vagabond"), hidden_games=(0, 2, 5), hidden_seed=740)
