"""Stonesaga headless playouts: decisions per CPU-second, and with --check the invariants after
every decision (issue 10: 500 games, seed 1, 0 errors).

    python bench/stonesaga_playout.py [--games 500] [--seed 1] [--check]
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.stonesaga.ruleset import RULESET  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seats", type=int, default=1)
    ap.add_argument("--check", action="store_true", help="invariants after every decision")
    a = ap.parse_args()
    content = RULESET.default_content()
    failures = []

    def check(m):
        errs = RULESET.check_invariants(content, m.state)
        if errs:
            failures.append(errs)
            raise AssertionError("; ".join(errs))

    t0 = time.process_time()
    stats = RULESET.simulation(content, games=a.games, seed=a.seed, seats=a.seats, check=check if a.check else None)
    cpu = time.process_time() - t0
    d = stats.as_dict()
    print(f"games {d['games']}  finished {d['finished']}  errors {d['errors']}  decisions {d['decisions']}")
    print(f"won {stats.extra['won']}  lost {stats.extra['lost']}  mean days {stats.extra['mean_days']}")
    print(f"decisions per CPU-second: {stats.decisions / cpu:,.0f}" + ("  (with invariants)" if a.check else ""))
    for e in d["error_samples"]:
        print(e, file=sys.stderr)
    return 0 if stats.errors == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
