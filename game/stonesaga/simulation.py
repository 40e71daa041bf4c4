"""Headless Stonesaga playouts for `main.py simulate`: every game a new community (1-4
characters, seats as asked) plays a challenge of the pack (they take turns by seed) from
character creation to its end with the sensible random agent."""
from __future__ import annotations

import gc

from game.core.decision import SetupError
from game.core.i18n import Msg
from game.core.simulate import simulate

from .agents import SensibleRandomAgent


def run(ruleset, content, games=10, seed=1, seats=None, max_decisions=200_000, check=None, factions=None,
        agents="random", options=None):
    if factions:
        raise SetupError(Msg("Stonesaga has no factions (it is cooperative)"))
    if agents.strip() not in ("random", ""):
        raise SetupError(Msg("unknown agent {agent} (Stonesaga has the random agent only)", agent=repr(agents)))
    n = seats or 1
    if not 1 <= n <= 4:
        raise SetupError(Msg("Stonesaga takes 1-4 seats, not {n}", n=n))
    challenges = sorted(content.challenges)

    def make_setup(game_seed):
        setup = ruleset.default_setup(content, n)
        total = max(n, 1 + game_seed % 4)
        for i, seat in enumerate(setup["seats"]):
            seat["controller"] = "random"
            seat["characters"] = str(total // n + (1 if i < total % n else 0))
        setup["challenge"] = challenges[game_seed % len(challenges)]
        setup.update(options or {})
        return setup

    # Everything alive now (the pack, its caches, the modules) outlives the playouts: frozen, the
    # collector's full passes skip it (issue 10: they were about 5% of a playout's time). Only
    # when the collector runs changes, never what a game does; unfrozen after.
    gc.freeze()
    try:
        stats = simulate(ruleset, content, games, seed, make_setup,
                         lambda s, setup: {i: SensibleRandomAgent(s * 101 + i) for i in range(n)},
                         max_decisions=max_decisions, check=check)
    finally:
        gc.unfreeze()
    won = sum(1 for r in stats.results if r.finished and r.reason == "won")
    stats.extra = {"won": won, "lost": stats.finished - won,
                   "mean_days": round(sum(r.detail.get("days", 0) for r in stats.results) / max(1, len(stats.results)), 1)}
    return stats
