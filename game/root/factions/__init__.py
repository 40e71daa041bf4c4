"""Faction registry: id -> Faction instance. Each faction lives in its own module; a helper
adding a faction writes factions/<id>.py and adds one line to MODULES."""
from __future__ import annotations

import importlib

from .base import Faction

# faction id -> module under game.root.factions (attribute FACTION)
MODULES = {
    "marquise": "marquise",
    "dummy": "dummy",           # test-only (Faction.test_only): never offered in a real setup
}

_CACHE: dict[str, Faction] = {}


def get_faction(fid: str) -> Faction:
    f = _CACHE.get(fid)
    if f is None:
        if fid not in MODULES:
            raise KeyError(fid)
        f = importlib.import_module(f"{__name__}.{MODULES[fid]}").FACTION
        _CACHE[fid] = f
    return f


def faction_ids(include_test: bool = False) -> list[str]:
    return [fid for fid in MODULES if include_test or not get_faction(fid).test_only]
