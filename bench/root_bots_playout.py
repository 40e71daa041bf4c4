"""Automata playouts: for several seat mixes, how often each seat wins, mean final VP, game
length and speed. Bots play by the Law of Rootbotics; other seats play random legal choices.

    python bench/root_bots_playout.py [--games 100] [--seed 1] [--check] [--map autumn]

`--check` runs every invariant after every decision (slower: a fuzz run)."""
from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.root.ruleset import RULESET  # noqa: E402

MIXES = [
    ["marquise", "electric-eyrie"],
    ["marquise", "automated-alliance"],
    ["marquise", "electric-eyrie", "automated-alliance"],
    ["mechanical-marquise", "dummy"],
    ["mechanical-marquise", "electric-eyrie", "automated-alliance"],
    ["marquise", "vagabot"],
    ["mechanical-marquise", "electric-eyrie", "automated-alliance", "vagabot"],
]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--map", default="autumn")
    ap.add_argument("--round-cap", type=int, default=40)
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    content = RULESET.default_content()

    def check(m):
        bad = RULESET.check_invariants(content, m.state)
        if bad:
            raise AssertionError(bad)

    failed = 0
    for mix in MIXES:
        st = RULESET.simulation(content, games=a.games, seed=a.seed, factions=mix, round_cap=a.round_cap,
                                map_id=a.map, check=check if a.check else None)
        wins, vp = Counter(), [0] * len(mix)
        for r in st.results:
            for w in r.winners:
                wins[mix[w]] += 1
            for i, v in enumerate(r.scores):
                vp[i] += v
        n = max(1, len(st.results))
        d = st.as_dict()
        failed += d["errors"]
        print(f"{' vs '.join(mix)}: {d['finished']}/{d['games']} finished, {d['errors']} errors, "
              f"{d['decisions_per_s']:.0f} decisions/s, {d['mean_decisions_per_game']:.0f} decisions/game")
        for i, f in enumerate(mix):
            print(f"    {f:22s} wins {wins[f]:4d}   mean VP {vp[i] / n:5.1f}")
        for e in d["error_samples"][:1]:
            print(e)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
