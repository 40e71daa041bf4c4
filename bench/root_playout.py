"""Root random playouts: decisions/s, games/s, mean decisions per game.

    python bench/root_playout.py [--games 200] [--seed 1] [--factions marquise,dummy] [--check]

Until the other factions exist, the second seat is the test-only dummy faction.
Random 4-player games until the other factions exist: --factions marquise,dummy,dummy2,dummy3.
`--check` runs every invariant after every decision (slower: a fuzz run)."""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.root.checks import make_checker  # noqa: E402
from game.root.ruleset import RULESET  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--factions", default="marquise,dummy")
    ap.add_argument("--map", default="autumn")
    ap.add_argument("--round-cap", type=int, default=40)
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    content = RULESET.default_content()
    cpu0 = time.process_time()
    st = RULESET.simulation(content, games=a.games, seed=a.seed, factions=a.factions.split(","),
                            round_cap=a.round_cap, map_id=a.map,
                            check=make_checker(10) if a.check else None)
    cpu = time.process_time() - cpu0
    d = st.as_dict()
    print(f"factions {a.factions} map {a.map}: {d['games']} games, {d['errors']} errors")
    print(f"decisions/s      {d['decisions_per_s']:.0f} (wall clock)")
    print(f"decisions/cpu-s  {st.decisions / cpu:.0f} (this process's CPU time: fairer on a busy machine)")
    print(f"games/s          {d['games'] / d['seconds']:.2f}")
    print(f"decisions/game   {d['mean_decisions_per_game']}")
    print(f"end reasons      {d['end_reasons']}")
    for e in d["error_samples"]:
        print(e, file=sys.stderr)
    return 1 if st.errors else 0


if __name__ == "__main__":
    sys.exit(main())
