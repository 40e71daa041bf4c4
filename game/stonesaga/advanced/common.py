"""Shared bits of the advanced rules (rb p.82-91): whether a knowledge card granted an action,
the campaign helper's part of the state (`s.saga`)."""
from __future__ import annotations

from ..state import SaState


def granted(content, s: SaState, action: str) -> bool:
    """Advanced actions stay locked until an effect grants them (rb p.82, 87, 89): here a
    knowledge card of the community with the action in `grants_actions`."""
    if not s.knowledge_cards:                            # (most menus: no card, no generator)
        return False
    return any(action in content.knowledge[k].grants_actions for k in s.knowledge_cards if k in content.knowledge)


def saga(s: SaState) -> dict:
    d = getattr(s, "saga", None)
    if d is None:
        d = {}
        s.saga = d                                           # type: ignore[attr-defined]
    return d
