"""What the guides' look-aheads share (the Eyrie's Daylight, eyrie_plan.py; the Vagabond's turn,
vagabond_helpers.py): a copy of the position dealt only from what the seat sees, and the little of
a match a guide reads over it.

What the copy may know is what the seat knows (ruling R-AI-31; tests/search/test_guides.py):
everything hidden from the seat is dealt again with the game's own `scramble_hidden` from a stream
seeded by the caller's public salt, and the dice come from another such stream, so a plan is the
same whatever the seat may not see."""
from __future__ import annotations

from typing import Any

from game.core.rng import Rng
from game.core.serial import copy_state


class PlanMatch:
    """The little a guide reads of a match (content, state), over a copy."""
    __slots__ = ("ruleset", "content", "state", "setup", "seed")

    def __init__(self, ruleset: Any, content: Any, state: Any, setup: Any = None, seed: int = 0) -> None:
        self.ruleset, self.content, self.state, self.setup, self.seed = ruleset, content, state, setup, seed


def ruleset_of(match: Any) -> Any:
    """The match's ruleset; a bare match (tests) plays the Root rules."""
    rs = getattr(match, "ruleset", None)
    if rs is None:
        from ..ruleset import RULESET
        rs = RULESET
    return rs


def seat_copy(match: Any, seat: int, name: str, salt: str) -> tuple[Any, Any, Any, PlanMatch]:
    """(ruleset, content, copied state, a PlanMatch over it): the position as `seat` may know it,
    hidden things dealt from `"{name}-plan-deal:{salt}"` and the dice from `"{name}-plan-dice:{salt}"`."""
    rs = ruleset_of(match)
    content = match.content
    s = copy_state(match.state)
    rs.scramble_hidden(content, s, seat, Rng.seeded(f"{name}-plan-deal:{salt}"))
    s.rng = Rng.seeded(f"{name}-plan-dice:{salt}")
    return rs, content, s, PlanMatch(rs, content, s, getattr(match, "setup", None), getattr(match, "seed", 0))
