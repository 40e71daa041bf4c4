"""The information-state check, for every game: what a seat sees and is asked must not depend on
what it may not see.

Why: a view that leaks (a hand, the deck order, a face-down plot) or a decision whose choices
depend on hidden cards tells a player what the rules hide. The check scrambles a copy of the
state with the game's `Ruleset.scramble_hidden` hook for one viewer, then compares that viewer's
view and, when the viewer is the one deciding, the pending decision."""
from __future__ import annotations

import copy
from typing import Any

from .rng import Rng
from .decision import Decision
from .ruleset import Ruleset


def _decision_key(d: Decision | None) -> Any:
    if d is None:
        return None
    return (d.seat, d.kind, d.prompt, d.rule, repr(d.data), tuple((c.id, c.label, c.refs) for c in d.choices))


def information_leaks(ruleset: Ruleset, content: Any, state: Any, viewer: int | None, rng: Rng) -> tuple[list[str], bool]:
    """Scramble a copy of `state` for `viewer`; return (what leaked, whether the scramble changed
    anything at all — a check that never changes the state proves nothing)."""
    other = copy.deepcopy(state)
    ruleset.scramble_hidden(content, other, viewer, rng)
    changed = ruleset.state_to_dict(other) != ruleset.state_to_dict(state)
    leaks = []
    d, d2 = ruleset.pending(content, state), ruleset.pending(content, other)
    mine = viewer is not None and any(x is not None and x.seat == viewer for x in (d, d2))
    a, b = ruleset.view(content, state, viewer), ruleset.view(content, other, viewer)
    key = ruleset.view_decider_key
    if key and not mine and isinstance(a, dict) and isinstance(b, dict):
        a, b = {k: v for k, v in a.items() if k != key}, {k: v for k, v in b.items() if k != key}
    if a != b:
        keys = sorted(k for k in a if a.get(k) != b.get(k)) if isinstance(a, dict) else ["view"]
        leaks.append(f"view({viewer}) changes with what it may not see: {keys}")
    if mine and _decision_key(d) != _decision_key(d2):
        leaks.append(f"seat {viewer}'s decision changes with what it may not see: "
                     f"{d and d.kind} {d and d.ids()[:6]} → {d2 and d2.kind} {d2 and d2.ids()[:6]}")
    return leaks, changed
