"""The rule-based player that guides the PLAS search agent in its own seat (game/core/search.py,
docs/ai.md): the cunning automaton's priorities (game/plas/automaton.py) with two changes: where it
starts (the one rule change that measured games showed to matter) and when its Morality path is
fixed (`_main`: so that the search's simulated futures do not fix it).

Why its own module: the automaton is a faithful opponent that solo games rely on; the AI's guide
only has to play well. It plays the human rules with the human's choices and reads only what its
seat may see (`match.view(seat)`, the decision, the pack's public province table), as the
automaton does.

Where to start (Setup 11c: a free Village): the automaton takes the village whose weakest
neighbour is weakest (easy first conquests); in the sample pack three villages of four tie, so it
chooses almost at random. Measured against the cunning automaton (800 games each, seats
alternating; ruling R-AI-51), a guide forced into Candlemere won 39 % of its games, into
Cinderfold 80 %: the start decided more than any other rule we changed (province values, margins,
a Morality path, more or less daring in the last round of a year: all within a few points of
50 %). The guide takes the village with the strongest neighbourhood instead — the most defense in
the provinces its leader can reach at once, a year-end scoring paying a held province's defense
(Décompte 1; our reading of why, the measurement is what counts) — ties broken by the defense of
the village's own realm (Décompte 2 counts realms). With the path rule below it wins 85 % (683
of 800; the cunning automaton in that seat 53 %, 422 of 800)."""
from __future__ import annotations

from .automaton import Automaton


class Guide(Automaton):
    """The cunning automaton's play, starting where the neighbourhood scores the most."""

    def __init__(self, seat: int, seed: int = 0, path: str | None = None):
        super().__init__(seat, "cunning", seed=seed, path=path)
        self.name = "ai-guide"

    def _main(self, v, me, ids, d):
        # The Morality path is read from the seat's own cards (the automaton's rule) anew at every
        # main phase of round 1, and kept from round 2. Why: the search also asks the guide about
        # simulated futures (its own draw pile and the realm decks dealt at random); the
        # automaton fixed its path at the first main phase it was asked about — often a simulated
        # one, from a hand the seat never had.
        if v["round"] == 1:
            self.path = self._choose_path(me)
        return super()._main(v, me, ids, d)

    def _village(self, v, me, ids, d):
        return max(ids, key=lambda cid: self.village_worth(v, cid.split(":", 1)[1]))

    def village_worth(self, v, pid: str) -> tuple[int, int]:
        """(defense of the provinces next to `pid`, defense of `pid`'s realm): larger is better."""
        provinces = v["provinces"]
        around = sum(provinces[a]["defense"] for a in self.content.provinces[pid].adjacent)
        realm = provinces[pid]["realm"]
        own = sum(p["defense"] for p in provinces.values() if p["realm"] == realm)
        return around, own
