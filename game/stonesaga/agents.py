"""The sensible random agent: random legal choices, but it passes when its character is spent
or has acted a while, rarely hands the turn around, and ends open-ended loops (free sharing,
trading, packing, reorganising) quickly, so a playout always reaches the Night (issue 10)."""
from __future__ import annotations

from game.core.rng import Rng

LOOP_KINDS = ("stonesaga.examine", "stonesaga.trade.swap", "stonesaga.pack", "stonesaga.night.reorganise", "stonesaga.share.what",
              "stonesaga.deliver")


class SensibleRandomAgent:
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng.seeded(seed)
        self.turns: dict[tuple, int] = {}

    def _pick(self, choices):
        return choices[self.rng.below(len(choices))].id

    def choose(self, match, d) -> str:
        ids = d.ids()
        if d.kind == "stonesaga.day.turn":
            return self._turn(match, d, ids)
        if d.kind in LOOP_KINDS and "done" in ids and self.rng.below(3) > 0:
            return "done"
        if d.kind == "stonesaga.forage.search" and "done" in ids and self.rng.below(3) == 0:
            return "done"
        if d.kind in ("stonesaga.camp.pay", "stonesaga.build.pay"):
            payers = [c for c in d.choices if c.id != "no"]
            if payers:
                return self._pick(payers)
        if d.kind == "stonesaga.fish.assign" and any(i.startswith("reroll:") for i in ids) and self.rng.below(2):
            ids = [i for i in ids if not i.startswith("reroll:")]
            return ids[self.rng.below(len(ids))]
        if d.kind == "stonesaga.fish.assign" and "done" in ids and self.rng.below(5) == 0:
            return "done"
        return self._pick(d.choices)

    def _turn(self, match, d, ids: list[str]) -> str:
        s = match.state
        key = (s.day, s.active)
        n = self.turns.get(key, 0)
        c = s.char(s.active)
        if "action:deliver" in ids and self.rng.below(2) == 0:
            return "action:deliver"
        if "action:examine" in ids and self.rng.below(8) == 0:
            return "action:examine"
        actions = [x for x in d.choices if x.id.startswith("action:")
                   and x.id not in ("action:share", "action:deliver", "action:examine")]
        others = [x for x in d.choices if x.id.startswith("char:")]
        if others and self.rng.below(10) == 0:
            return self._pick(others)
        if not actions or (c.energy == 0 and self.rng.below(4) > 0) or self.rng.below(12) < min(n, 11):
            if "action:share" in ids and self.rng.below(6) == 0:
                return "action:share"
            return "pass"
        self.turns[key] = n + 1
        return self._pick(actions)
