"""Agents pick a choice for a seat. The mouse, automata, random players, search AIs and
scenario tests all drive a game through the same two calls: `pending` and `apply`.

An agent reads only `match.view(seat)` and the decision it is given; it never looks at
another seat's hidden information.
"""
from __future__ import annotations

from typing import Any, Protocol

from .decision import Decision
from .rng import Rng


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
        return decision.choices[self.rng.below(len(decision.choices))].id


class FirstChoiceAgent:
    """Always the first legal choice: a deterministic baseline for tests."""
    name = "first"

    def choose(self, match: Any, decision: Decision) -> str:
        return decision.choices[0].id
