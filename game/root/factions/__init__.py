"""Faction registry: id -> Faction instance. Each faction lives in its own module; a helper
adding a faction writes factions/<id>.py and adds one line to MODULES."""
from __future__ import annotations

import importlib

from .base import Faction

# faction id -> module under game.root.factions ("module" → attribute FACTION, or "module:ATTR")
MODULES = {
    "marquise": "marquise",
    "eyrie": "eyrie",
    "alliance": "alliance",
    "vagabond": "vagabond",
    "vagabond-2": "vagabond:FACTION2",      # Law 9.7: a second Vagabond
    "duchy": "duchy",
    "corvids": "corvids",
    "riverfolk": "riverfolk",
    "lizards": "lizards",
    "hundreds": "hundreds",
    "keepers": "keepers",
    # test-only (Faction.test_only): never offered in a real setup
    "undrafted": "game.root.draft",        # a seat before its Advanced Setup pick (Law A.8.2)
    "dummy": "dummy",
    "dummy2": "dummy:FACTION2",
    "dummy3": "dummy:FACTION3",
    # Clockwork automata live under game/root/bots/ (a dotted module is an absolute path)
    "mechanical-marquise": "game.root.bots.mechanical_marquise",
    "electric-eyrie": "game.root.bots.electric_eyrie",
    "automated-alliance": "game.root.bots.automated_alliance",
    "vagabot": "game.root.bots.vagabot",
    "logical-lizards": "game.root.bots.logical_lizards",
    "riverfolk-robots": "game.root.bots.riverfolk_robots",
    "drillbit-duchy": "game.root.bots.drillbit_duchy",
    "cogwheel-corvids": "game.root.bots.cogwheel_corvids",
    # Tableforge original automata (docs/root-automata.md AH, AK)
    "automated-hundreds": "game.root.bots.automated_hundreds",
    "automated-keepers": "game.root.bots.automated_keepers",
}

_CACHE: dict[str, Faction] = {}


def get_faction(fid: str) -> Faction:
    f = _CACHE.get(fid)
    if f is None:
        if fid not in MODULES:
            raise KeyError(fid)
        mod, _, attr = MODULES[fid].partition(":")
        f = getattr(importlib.import_module(mod if "." in mod else f"{__name__}.{mod}"), attr or "FACTION")
        _CACHE[fid] = f
    return f


def faction_ids(include_test: bool = False) -> list[str]:
    return [fid for fid in MODULES if include_test or not get_faction(fid).test_only]
