"""The Vagabond guide's spec for tests/search/test_guides.py."""
from __future__ import annotations

from tests.search.guide_specs import Spec

SPEC = Spec(
    "vagabond",
    (("vagabond", "marquise", "eyrie", "alliance"), ("marquise", "vagabond", "corvids", "riverfolk"),
     ("eyrie", "duchy", "vagabond"), ("lizards", "vagabond", "marquise", "vagabond-2", "eyrie"),
     ("vagabond", "marquise")),
    frozenset({"root.vagabond.setup.character", "root.vagabond.setup.forest", "root.vagabond.slip",
               "root.vagabond.action", "root.vagabond.move", "root.vagabond.refresh", "root.vagabond.aid.target",
               "root.vagabond.aid.card", "root.vagabond.aid.item", "root.vagabond.quest.reward",
               "root.vagabond.damage", "root.vagabond.battle"}),
    seed=200, bot_seed=11, others=("marquise", "eyrie", "alliance"), hidden_games=(0, 3, 5), hidden_seed=400)
