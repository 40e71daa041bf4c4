"""The Riverfolk Company guide's spec for tests/search/test_guides.py."""
from __future__ import annotations

from tests.search.guide_specs import Spec

SPEC = Spec(
    "riverfolk",
    (("riverfolk", "marquise", "eyrie", "alliance"), ("marquise", "riverfolk", "corvids", "vagabond"),
     ("eyrie", "duchy", "riverfolk"), ("lizards", "vagabond", "riverfolk", "marquise", "eyrie"),
     ("riverfolk", "alliance")),
    frozenset({"root.riverfolk.setup", "root.riverfolk.price", "root.riverfolk.action", "root.riverfolk.post",
               "root.riverfolk.recruit", "root.riverfolk.fund", "root.battle.clearing",
               "root.move.origin", "root.move.dest", "root.move.count"}),
    seed=630, bot_seed=63, others=("marquise", "eyrie", "alliance"), hidden_games=(0, 2, 5), hidden_seed=640)
