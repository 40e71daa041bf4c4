"""Game-agnostic engine core: the contract every game implements (see docs/architecture.md)."""
from .decision import Choice, Decision, Event, IllegalChoice, Outcome, SetupError
from .match import Match
from .rng import Rng
from .ruleset import Option, Ruleset, SeatRules

__all__ = ["Choice", "Decision", "Event", "IllegalChoice", "Outcome", "SetupError",
           "Match", "Rng", "Option", "Ruleset", "SeatRules"]
