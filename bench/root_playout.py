"""Root random playouts: decisions/s, games/s, mean decisions per game.

    python bench/root_playout.py [--games 200] [--seed 1] [--factions marquise,eyrie,alliance,vagabond] [--check]

Defaults to the four base factions, random agents.
`--check` runs every invariant after every decision (slower: a fuzz run).

What the figures count (issue 15): the content pack, the automata's data and the files the
ruleset reads lazily are loaded once per process by `RULESET.default_content()` before the clock
starts (genuinely once: a search or a table reuses them); everything after it is counted —
each game's setup and new state, its playout, and the collector's work (`simulate` runs the
playouts under `game.core.simulate.playout_gc`, as `main.py simulate` does). Compare trees in
the same runs (`decisions/cpu-s`, base and branch at the same time on a busy machine)."""
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
    ap.add_argument("--factions", default="marquise,eyrie,alliance,vagabond")
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
