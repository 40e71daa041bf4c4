"""Rule-based guides for Root's people's factions: one player per faction written from the
faction's priorities as a strong player knows them. The search agent (game/core/search.py) lets a
guide play its seat in most simulated decisions and tries the guide's pick first in its tree
(`rollout_agent` of game/root/evaluation.py; docs/ai.md); bench/root_guides.py measures a guide
alone against three automata.

The interface every guide module keeps (so that a faction is added with one registry line):

    class Guide:
        def __init__(self, seat: int, seed: int): ...
        def choose(self, match, decision) -> str:
            '''A legal choice id of `decision`. `match.state` is the state: read only what the
            seat may see (its own hand, public pieces, public log facts), never other hands or
            the deck; ties from the guide's own seeded Rng, never the global random.'''

A module is `game/root/ai_guides/<name>.py` defining `Guide`; `GUIDES` maps faction ids to it."""
from __future__ import annotations

from importlib import import_module
from typing import Any

# faction id -> module in this package that defines `Guide` (one line per faction)
GUIDES: dict[str, str] = {
    "marquise": "marquise",
    "eyrie": "eyrie",
    "alliance": "alliance",
    "vagabond": "vagabond",
    "vagabond-2": "vagabond",
    "riverfolk": "riverfolk",
    "lizards": "lizards",
    "keepers": "keepers",
    "corvids": "corvids",
    "hundreds": "hundreds",
    "duchy": "duchy",
}


def guide_for(faction_id: str, seat: int, seed: int) -> Any | None:
    """A fresh guide for `faction_id` playing `seat`, or None if the faction has none."""
    mod = GUIDES.get(faction_id)
    if mod is None:
        return None
    return import_module(f"{__name__}.{mod}").Guide(seat, seed)


def has_guide(faction_id: str) -> bool:
    return faction_id in GUIDES
