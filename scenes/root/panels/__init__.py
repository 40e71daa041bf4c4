"""Faction panels: one module per faction (`draw(surface, rect, pc) -> height used`), all driven
by the engine's view; `common.py` draws what every faction shares (crafted cards, items)."""
from __future__ import annotations

import importlib

PANELS = {"marquise": "marquise", "eyrie": "eyrie", "alliance": "alliance", "vagabond": "vagabond",
          "mechanical-marquise": "automaton", "electric-eyrie": "automaton", "automated-alliance": "automaton",
          "vagabot": "automaton", "vagabond-2": "vagabond", "corvids": "corvids", "riverfolk": "riverfolk",
          "lizards": "lizards", "duchy": "duchy", "logical-lizards": "automaton",
          "drillbit-duchy": "automaton", "cogwheel-corvids": "automaton", "riverfolk-robots": "automaton",
          "hundreds": "hundreds", "keepers": "keepers",
          "automated-hundreds": "automaton", "automated-keepers": "automaton"}


def panel_module(fid: str):
    name = PANELS.get(fid)
    if name is None:
        return importlib.import_module(f"{__name__}.common")
    return importlib.import_module(f"{__name__}.{name}")
