"""The Keepers in Iron guide's spec for tests/search/test_guides.py."""
from __future__ import annotations

from tests.search.guide_specs import Spec

SPEC = Spec(
    "keepers",
    (("keepers", "marquise", "eyrie", "alliance"), ("marquise", "keepers", "corvids", "riverfolk"),
     ("eyrie", "duchy", "keepers"), ("lizards", "vagabond", "marquise", "keepers", "eyrie"),
     ("keepers", "marquise")),
    frozenset({"root.keepers.setup.corner", "root.keepers.setup.second", "root.keepers.encamp",
               "root.keepers.encamp.face", "root.keepers.decamp", "root.keepers.recruit", "root.keepers.recruit.clearing",
               "root.keepers.craft",
               "root.keepers.retinue", "root.keepers.action.clearing", "root.keepers.action.mode",
               "root.keepers.delve", "root.keepers.delve.relic", "root.keepers.recover",
               "root.keepers.recover.again", "root.keepers.move.relics", "root.keepers.gather",
               "root.keepers.gather.column", "root.move.dest", "root.move.count"}),
    seed=710, bot_seed=71, others=("marquise", "eyrie", "alliance"), hidden_games=(0, 2, 5), hidden_seed=720)
