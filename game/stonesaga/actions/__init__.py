"""The Day actions. Each module offers its choices (`available`), starts the action (`begin`)
and, when it waits on choices, resolves its `Action` frame (`pending`, `apply`, `auto`)."""
from __future__ import annotations

from . import camp, craft, examine, extract, fish, forage, move, social, store, transform, use, water

REGISTRY = {
    "move": move, "find_water": water, "shelter": water, "fish": fish, "forage": forage,
    "extract": extract, "transform": transform, "craft": craft, "trade": social, "pack": social,
    "help": social, "share": social, "deliver": social, "camp": camp, "build": camp, "design": camp,
    "use": use, "make_fire": use, "examine": examine, "store": store,
}

# one module per Action frame name
MODULES = dict(REGISTRY)
# the rulebook's core actions (rb p.25-51), before the advanced ones join below
CORE = frozenset(REGISTRY)
from ..advanced import ACTIONS as _ADVANCED, FRAMES as _FRAMES   # noqa: E402  rb p.72-91 (campaign helper)
REGISTRY.update(_ADVANCED)
MODULES.update(_ADVANCED)
MODULES.update(_FRAMES)
