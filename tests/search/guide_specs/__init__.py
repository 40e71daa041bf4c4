"""One guide spec per faction (a module per faction: `SPEC = Spec(...)`), read by
tests/search/test_guides.py, which runs every property test for each. A faction's guide is added
to those tests by adding its module here; its own tests (strength against random play and so on)
go in tests/search/test_guide_<faction>.py."""
from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass


@dataclass(frozen=True)
class Spec:
    faction: str
    lineups: tuple[tuple[str, ...], ...]
    kinds: frozenset[str]            # the faction's own decision kinds, all expected in 30 games
    seed: int                        # first seed of the mixed games (seed + g)
    bot_seed: int                    # first seed of the games against the automata (bot_seed + seat)
    others: tuple[str, ...]          # the three other factions against the automata / random play
    hidden_games: tuple[int, ...]
    hidden_seed: int


def all_specs() -> list[Spec]:
    """Every faction's spec, in the modules' name order (a stable test order)."""
    names = sorted(m.name for m in pkgutil.iter_modules(__path__))
    return [importlib.import_module(f"{__name__}.{n}").SPEC for n in names]
