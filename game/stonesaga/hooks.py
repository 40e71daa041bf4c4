"""Points where the Stonesaga flow (day, night, setup) calls rules that sit above it (infinite
mode, extreme solo) without importing them, so the import graph keeps no cycle: those modules
register their functions here when they are imported (the ruleset imports them). Each point runs
its functions in registration order; a point nobody registered does nothing."""
from __future__ import annotations

from typing import Any, Callable

_POINTS: dict[str, list[Callable[..., Any]]] = {}


def register(point: str, fn: Callable[..., Any]) -> None:
    fns = _POINTS.setdefault(point, [])
    if fn not in fns:
        fns.append(fn)


def run(point: str, *args: Any) -> bool:
    """Call every function of `point`; True when one of them returned True (it handled it)."""
    done = False
    for fn in _POINTS.get(point, ()):
        done = bool(fn(*args)) or done
    return done
