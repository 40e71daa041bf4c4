"""Headless PLAS playouts for `main.py simulate`: agents per seat, per-seat win counts."""
from __future__ import annotations

from game.core.agents import RandomAgent
from game.core.decision import SetupError
from game.core.i18n import Msg, T
from game.core.simulate import simulate


def make_agent(kind: str, seed: int, seat: int, setup: dict | None = None):
    kind = kind.strip()
    if kind == "random":
        return RandomAgent(seed * 101 + seat)
    if kind == "ai":                     # the search agent (game/core/search.py), ai_time seconds a decision
        from game.core.search import SearchAgent, ai_time
        return SearchAgent(seat, ai_time(setup, seat) if setup else 1.0, seed=seed * 101 + seat)
    if kind in ("automaton", "steady", "cunning", "cunning-mercy", "cunning-cruelty"):
        from .automaton import Automaton
        level = "cunning" if kind.startswith("cunning") else "steady"
        path = kind.split("-", 1)[1] if "-" in kind else None
        return Automaton(seat, level, seed=seed * 131 + seat, path=path)
    raise SetupError(Msg("unknown agent {agent} (random, ai, automaton, steady, cunning, cunning-mercy, "
                         "cunning-cruelty)", agent=repr(kind)))


def run(ruleset, content, games=10, seed=1, agents="random", seats=None, max_decisions=200_000, check=None,
        factions=None, options=None):
    if factions:
        raise SetupError(Msg("Path of Light and Shadow has no player factions (everyone plays the same board)"))
    kinds = [k for k in agents.split(",") if k.strip()] or ["random"]
    n = seats or (len(kinds) if len(kinds) > 1 else ruleset.seats.default_seats)
    if not ruleset.seats.min_seats <= n <= ruleset.seats.max_seats:
        raise SetupError(Msg("{game} takes 2–4 seats, not {n}", game=T(ruleset.title), n=n))
    if len(kinds) == 1:
        kinds = kinds * n
    if len(kinds) != n:
        raise SetupError(Msg("{k} agents for {n} seats", k=len(kinds), n=n))
    for k in kinds:
        make_agent(k, 0, 0)                     # fail early on an unknown name

    def make_setup(game_seed):
        setup = dict(ruleset.default_setup(content, n), **(options or {}))
        for i, seat in enumerate(setup["seats"]):
            k = kinds[i].strip()
            seat["controller"] = k if k in ("random", "ai") else "automaton"
            if kinds[i].strip().startswith("cunning"):
                seat["level"] = "cunning"
        return setup

    ruleset.check_setup(content, make_setup(seed))     # a bad option is one clear SetupError
    stats = simulate(ruleset, content, games, seed, make_setup,
                     lambda s, setup: {i: make_agent(kinds[i], s, i, setup) for i in range(n)},
                     max_decisions=max_decisions, check=check)
    wins = [0] * n
    shared = 0
    for r in stats.results:
        if r.finished:
            for w in r.winners:
                wins[w] += 1
            shared += len(r.winners) > 1
    finished = [r for r in stats.results if r.finished]
    mean = [round(sum(r.scores[i] for r in finished) / len(finished), 1) if finished else 0 for i in range(n)]
    stats.extra = {"agents": [k.strip() for k in kinds], "wins_per_seat": wins, "shared_wins": shared,
                   "win_rate_per_seat": [round(w / stats.finished, 3) if stats.finished else 0 for w in wins],
                   "mean_influence_per_seat": mean}
    return stats
