"""Headless playouts: full games with agents, with optional invariant checks after every
decision. Used by `main.py simulate`, playout tests and benchmarks."""
from __future__ import annotations

import gc
import time
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Callable

from .decision import ContractBroken, check_choices, check_decision  # noqa: F401  (re-exported: where playouts look for them)
from .match import Match
from .ruleset import Ruleset


@dataclass
class GameResult:
    seed: int
    decisions: int
    finished: bool
    winners: tuple = ()
    reason: str = ""
    scores: tuple = ()
    error: str = ""
    detail: dict = field(default_factory=dict)   # ruleset.result_detail(state), if it has one


@dataclass
class SimStats:
    games: int = 0
    finished: int = 0
    errors: int = 0
    decisions: int = 0
    seconds: float = 0.0
    results: list = field(default_factory=list)
    error_samples: list = field(default_factory=list)
    # Game-specific figures (per-seat wins, …) a ruleset's own simulation adds to the report.
    extra: dict = field(default_factory=dict)

    @property
    def decisions_per_s(self) -> float:
        return self.decisions / self.seconds if self.seconds > 0 else 0.0

    def as_dict(self) -> dict:
        reasons: dict[str, int] = {}
        for r in self.results:
            if r.finished:
                reasons[r.reason] = reasons.get(r.reason, 0) + 1
        return {
            "games": self.games, "finished": self.finished, "errors": self.errors,
            "decisions": self.decisions, "seconds": round(self.seconds, 3),
            "decisions_per_s": round(self.decisions_per_s, 1),
            "mean_decisions_per_game": round(self.decisions / self.games, 1) if self.games else 0,
            "end_reasons": dict(sorted(reasons.items())),
            **({"extra": self.extra} if self.extra else {}),
            "error_samples": self.error_samples[:3],
        }


# The young generation's threshold while playouts run (CPython's default is 700 allocations).
PLAYOUT_GC_THRESHOLD = 10_000


@contextmanager
def playout_gc() -> Iterator[None]:
    """Playouts with a cheaper cyclic garbage collector (issue 15: collections were about 15% of
    a random playout's time). Everything alive on entry (the content, its caches, the modules)
    outlives the playouts: frozen, the collector's full passes skip it; and the young
    generation is collected every 10,000 allocations instead of 700 (a game's objects are
    freed by reference counting; few form cycles). Only when the collector runs changes, never
    what a game does. Restored on exit; nested uses (a game's own freeze) keep the outer one's."""
    if gc.get_freeze_count() or not gc.isenabled():
        yield                               # someone else already set the collector up
        return
    old = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(PLAYOUT_GC_THRESHOLD, old[1], old[2])
    try:
        yield
    finally:
        gc.set_threshold(*old)
        gc.unfreeze()


def play_out(match: Match, agents: dict, max_decisions: int = 100_000,
             check: Callable[[Match], None] | None = None) -> int:
    """Drive `match` until it ends or `max_decisions`; return the number of decisions made.
    Every decision is checked to have a choice; with a `check` (tests, `simulate --check`) the
    whole contract (`check_choices`: distinct choice ids too) is checked before each decision
    and `check` runs after each. (Issue 15: the agents pick from the list they are given, so
    ids repeated by a faulty decision cannot make a playout apply a choice not offered; the
    check of every id was about 2% of a random playout.)"""
    n = 0
    while n < max_decisions:
        d = match.pending
        if d is None:
            break
        if check is not None or not d.choices:
            check_choices(d)                # check_decision(match), with the decision in hand
        match.apply(agents[d.seat].choose(match, d))
        n += 1
        if check is not None:
            check(match)
    return n


def simulate(ruleset: Ruleset, content: Any, games: int, seed: int, make_setup: Callable[[int], dict],
             make_agents: Callable[[int, dict], dict], max_decisions: int = 100_000,
             check: Callable[[Match], None] | None = None) -> SimStats:
    with playout_gc():
        return _simulate(ruleset, content, games, seed, make_setup, make_agents, max_decisions, check)


def _simulate(ruleset: Ruleset, content: Any, games: int, seed: int, make_setup: Callable[[int], dict],
              make_agents: Callable[[int, dict], dict], max_decisions: int,
              check: Callable[[Match], None] | None) -> SimStats:
    stats = SimStats()
    t0 = time.perf_counter()
    for g in range(games):
        game_seed = seed + g
        stats.games += 1
        n = 0
        try:
            setup = make_setup(game_seed)
            match = Match(ruleset, content, setup, game_seed)
            n = play_out(match, make_agents(game_seed, setup), max_decisions, check)
            out = match.outcome
            finished = match.pending is None
            stats.finished += finished
            detail = getattr(ruleset, "result_detail", None)
            stats.results.append(GameResult(game_seed, n, finished,
                                            out.winners if out else (), out.reason if out else "",
                                            out.scores if out else (),
                                            detail=detail(match.state) if detail else {}))
        except Exception as exc:  # a playout must report every failure, not stop at the first
            stats.errors += 1
            stats.error_samples.append(f"seed {game_seed}: {type(exc).__name__}: {exc}\n{traceback.format_exc(limit=6)}")
            stats.results.append(GameResult(game_seed, n, False, error=str(exc)))
        stats.decisions += n
    stats.seconds = time.perf_counter() - t0
    return stats
