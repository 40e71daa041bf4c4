"""The Lord of the Hundreds guide's spec for tests/search/test_guides.py."""
from __future__ import annotations

from tests.search.guide_specs import Spec

SPEC = Spec(
    "hundreds",
    (("hundreds", "marquise", "eyrie", "alliance"), ("marquise", "hundreds", "corvids", "riverfolk"),
     ("eyrie", "duchy", "hundreds"), ("lizards", "vagabond", "marquise", "hundreds", "eyrie"),
     ("hundreds", "marquise")),
    frozenset({"root.hundreds.craft", "root.hundreds.command", "root.hundreds.advance",
               "root.hundreds.advance.move", "root.hundreds.advance.count", "root.hundreds.advance.battle",
               "root.hundreds.mood", "root.hundreds.incite", "root.hundreds.incite.card", "root.hundreds.build",
               "root.hundreds.build.card", "root.hundreds.mob", "root.hundreds.contempt", "root.hundreds.loot",
               "root.hundreds.jubilant", "root.hundreds.setup.corner",
               "root.move.origin", "root.move.dest", "root.move.count"}),
    seed=690, bot_seed=69, others=("marquise", "eyrie", "alliance"), hidden_games=(0, 2, 5), hidden_seed=700)
