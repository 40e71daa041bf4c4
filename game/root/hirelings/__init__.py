"""Hirelings (Law of Root App. E; docs/hirelings.md): id -> the module that plays it, both sides.

A hireling module `hirelings/<module>.py` defines `PROMOTED` and `DEMOTED` (HirelingSide
instances, hirelings/base.py); a helper adding one writes the module, its entry in
data/root/hirelings.yaml and one line here. Modules load lazily (no import edges from here)."""
from __future__ import annotations

import importlib
from typing import Any

# hireling id (its promoted side's id) -> module under game.root.hirelings
MODULES = {
    "forest-patrol": "forest_patrol",
    "last-dynasty": "last_dynasty",
    "spring-uprising": "spring_uprising",
    "the-exile": "the_exile",
    "flame-bearers": "flame_bearers",
    "vault-keepers": "vault_keepers",
    "popular-band": "popular_band",
    "riverfolk-flotilla": "flotilla",
    "warm-sun-prophets": "warm_sun",
    "highway-bandits": "bandits",
    "sunward-expedition": "sunward",
    "corvid-spies": "corvid_spies",
    "furious-protector": "protector",
}

_SIDES: dict[str, Any] = {}


def _module(hid: str) -> Any:
    return importlib.import_module(f"{__name__}.{MODULES[hid]}")


def get_side(side_id: str) -> Any:
    """The HirelingSide for a side id (`forest-patrol`, `feline-physicians`, …)."""
    got = _SIDES.get(side_id)
    if got is None:
        for hid in MODULES:
            mod = _module(hid)
            for side in (mod.PROMOTED, mod.DEMOTED):
                _SIDES[side.id] = side
        if side_id not in _SIDES:
            raise KeyError(side_id)
        got = _SIDES[side_id]
    return got


def sides_of(hid: str) -> tuple[Any, Any]:
    """(promoted, demoted) of a built hireling."""
    mod = _module(hid)
    return mod.PROMOTED, mod.DEMOTED


def hireling_ids() -> list[str]:
    """The hirelings this build plays, in card-number order of data/root/hirelings.yaml."""
    return list(MODULES)
