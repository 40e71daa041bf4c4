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
        kind = d.kind
        if kind == "stonesaga.day.turn":
            return self._turn(match, d)
        # the ids are read by three kinds of decision only (issue 10: not listed for the others)
        if kind in LOOP_KINDS and d.get("done") is not None and self.rng.below(3) > 0:
            return "done"
        if kind == "stonesaga.forage.search" and d.get("done") is not None and self.rng.below(3) == 0:
            return "done"
        if kind in ("stonesaga.camp.pay", "stonesaga.build.pay"):
            payers = [c for c in d.choices if c.id != "no"]
            if payers:
                return self._pick(payers)
        if kind == "stonesaga.fish.assign":
            ids = d.ids()
            if any(i.startswith("reroll:") for i in ids) and self.rng.below(2):
                ids = [i for i in ids if not i.startswith("reroll:")]
                return ids[self.rng.below(len(ids))]
            if "done" in ids and self.rng.below(5) == 0:
                return "done"
        return self._pick(d.choices)

    def _turn(self, match, d) -> str:
        s = match.state
        key = (s.day, s.active)
        n = self.turns.get(key, 0)
        c = s.char(s.active)
        # one pass over the menu: the free steps it offers, the actions, the other characters
        actions, others = [], []
        deliver = examine = share = False
        for x in d.choices:
            i = x.id
            if i.startswith("action:"):
                if i == "action:deliver":
                    deliver = True
                elif i == "action:examine":
                    examine = True
                elif i == "action:share":
                    share = True
                else:
                    actions.append(x)
            elif i.startswith("char:"):
                others.append(x)
        if deliver and self.rng.below(2) == 0:
            return "action:deliver"
        if examine and self.rng.below(8) == 0:
            return "action:examine"
        if others and self.rng.below(10) == 0:
            return self._pick(others)
        if not actions or (c.energy == 0 and self.rng.below(4) > 0) or self.rng.below(12) < min(n, 11):
            if share and self.rng.below(6) == 0:
                return "action:share"
            return "pass"
        self.turns[key] = n + 1
        return self._pick(actions)
