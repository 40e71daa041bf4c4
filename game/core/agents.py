"""Agents pick a choice for a seat. The mouse, automata, random players, search AIs and
scenario tests all drive a game through the same two calls: `pending` and `apply`.

An agent reads only `match.view(seat)` and the decision it is given; it never looks at
another seat's hidden information.
"""
from __future__ import annotations

from typing import Any, Protocol

from .decision import Decision
from .rng import _GOLDEN, _LIMITS, _MASK, Rng


class Agent(Protocol):
    name: str

    def choose(self, match: Any, decision: Decision) -> str:
        """Return the id of one of `decision.choices`."""
        ...


class RandomAgent:
    """Uniformly random legal choices from its own seeded stream (never the game's RNG,
    so an agent cannot change what the dice roll)."""
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng.seeded(seed)

    def choose(self, match: Any, decision: Decision) -> str:
        choices = decision.choices
        n = len(choices)
        limit = _LIMITS.get(n)
        if limit is None:                     # (n above the table, or none: Rng.below says so)
            return choices[self.rng.below(n)].id
        # self.rng.below(n) inlined: the same draws (issue 15: once per decision of a playout)
        rng = self.rng
        z0 = rng.state
        while True:
            z0 = (z0 + _GOLDEN) & _MASK
            z = ((z0 ^ (z0 >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x <= limit:
                rng.state = z0
                return choices[x % n].id


class FirstChoiceAgent:
    """Always the first legal choice: a deterministic baseline for tests."""
    name = "first"

    def choose(self, match: Any, decision: Decision) -> str:
        return decision.choices[0].id
