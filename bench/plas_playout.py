#!/usr/bin/env python3
"""PLAS benchmark and rule-coverage report (prints figures; not a timed test).

  python bench/plas_playout.py [--games 200] [--agents random] [--seats 2] [--coverage] [--repeat 3]

Prints decisions per second for full games (no invariant checks; the best of --repeat timed
runs of the same seeded games, with the median per CPU second), and with --coverage how
often each rule came into play across the games (events by kind, buildings per tree, allies,
promotions into legends, contested conquests…), which is how the sample pack was tuned so that
every rule of the book is used.
"""
from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.match import Match  # noqa: E402
from game.plas.ruleset import RULESET as R  # noqa: E402
from game.plas.simulation import make_agent  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--agents", default="random")
    ap.add_argument("--seats", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--coverage", action="store_true")
    ap.add_argument("--repeat", type=int, default=3,
                    help="time the same games this many times and report the best (other processes only slow a run down)")
    a = ap.parse_args(argv)
    c = R.default_content()
    kinds = a.agents.split(",")
    if len(kinds) == 1:
        kinds *= a.seats
    n = len(kinds)
    events, decisions_by_kind, built, legend, allies = Counter(), Counter(), Counter(), 0, Counter()
    overflow = realms = 0
    runs = []                                   # (wall seconds, CPU seconds) per repetition
    for rep in range(max(1, a.repeat)):
        cover = a.coverage and rep == 0
        decisions = 0
        t0, c0 = time.perf_counter(), time.process_time()
        for g in range(a.games):
            m = Match(R, c, R.default_setup(c, n), a.seed + g)
            agents = {i: make_agent(kinds[i], a.seed + g, i) for i in range(n)}
            while True:
                d = m.pending
                if d is None:
                    break
                evs = m.apply(agents[d.seat].choose(m, d))
                decisions += 1
                if cover:
                    decisions_by_kind[d.kind] += 1
                    for e in evs:
                        events[e.kind] += 1
                        if e.kind == "plas.promote" and c.inst_origin.get(e.data.get("new", ""), "numerai") == "numerai":
                            legend += 1
            if cover:
                for p in m.state.players:
                    for tid, lvl in p.buildings.items():
                        built[f"{tid}:{lvl}"] += 1
                    allies.update(p.allies)
                    overflow += p.ledger.get("morality overflow", 0)
                    realms += p.ledger.get("realms", 0) > 0
        runs.append((time.perf_counter() - t0, time.process_time() - c0))
    dt, cpu = min(r[0] for r in runs), min(r[1] for r in runs)
    med_cpu = sorted(r[1] for r in runs)[len(runs) // 2]
    print(f"{a.games} games, {n} seats, agents {','.join(kinds)}: {decisions} decisions in {dt:.2f} s "
          f"= {decisions / dt:,.0f} decisions/s ({decisions / cpu:,.0f} per CPU second), "
          f"{dt / a.games * 1000:.1f} ms per game"
          + (f" [best of {len(runs)} runs; median {decisions / med_cpu:,.0f} per CPU second]" if len(runs) > 1 else ""))
    if a.coverage:
        print("events:", dict(sorted(events.items())))
        print("decisions:", dict(sorted(decisions_by_kind.items())))
        print("buildings (tree:levels at game end, players):", dict(sorted(built.items())))
        print("allies taken:", dict(sorted(allies.items())))
        print(f"legendary promotions: {legend}; morality overflow points: {overflow}; players scoring realms: {realms}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
