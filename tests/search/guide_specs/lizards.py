"""The Lizard Cult guide's spec for tests/search/test_guides.py."""
from __future__ import annotations

from tests.search.guide_specs import Spec

SPEC = Spec(
    "lizards",
    (("lizards", "marquise", "eyrie", "alliance"), ("marquise", "lizards", "corvids", "riverfolk"),
     ("eyrie", "duchy", "lizards"), ("vagabond", "lizards", "marquise", "alliance", "eyrie"),
     ("lizards", "marquise")),
    frozenset({"root.lizards.setup.corner", "root.lizards.setup.outcast", "root.lizards.conspiracy",
               "root.lizards.crusade", "root.lizards.convert.clearing", "root.lizards.convert.seat",
               "root.lizards.sanctify.clearing", "root.lizards.sanctify.building",
               "root.lizards.ritual", "root.lizards.ritual.card", "root.lizards.build", "root.lizards.recruit",
               "root.lizards.craft"}),
    seed=670, bot_seed=67, others=("marquise", "eyrie", "alliance"), hidden_games=(0, 2, 5), hidden_seed=680)
