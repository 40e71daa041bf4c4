"""Root: each automaton against three random players (issue 14: it must win >= 90% of 100
seeded games). The automaton sits in seat 1 and replaces its faction; the three others are
random players of other base or expansion factions. Prints wins, errors and the win rate.

    python bench/root_automata_vs_random.py [--games 100] [--seed 1] [--bots logical-lizards,...]
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.root.factions import get_faction  # noqa: E402
from game.root.ruleset import RULESET  # noqa: E402

# the automaton's faction first, then three people's factions played at random
TABLES = {
    "mechanical-marquise": ["marquise", "eyrie", "alliance", "vagabond"],
    "electric-eyrie": ["eyrie", "marquise", "alliance", "vagabond"],
    "automated-alliance": ["alliance", "marquise", "eyrie", "vagabond"],
    "vagabot": ["vagabond", "marquise", "eyrie", "alliance"],
    "logical-lizards": ["lizards", "marquise", "eyrie", "alliance"],
    "riverfolk-robots": ["riverfolk", "marquise", "eyrie", "alliance"],
    "drillbit-duchy": ["duchy", "marquise", "eyrie", "alliance"],
    "cogwheel-corvids": ["corvids", "marquise", "eyrie", "alliance"],
    "automated-hundreds": ["hundreds", "marquise", "eyrie", "alliance"],
    "automated-keepers": ["keepers", "marquise", "eyrie", "alliance"],
}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="logical-lizards,riverfolk-robots,drillbit-duchy,cogwheel-corvids,"
                                      "automated-hundreds,automated-keepers")
    a = ap.parse_args()
    content = RULESET.default_content()
    failed = 0
    for bot in [b for b in a.bots.split(",") if b]:
        factions = TABLES[bot]
        assert get_faction(bot).replaces == factions[0]
        d = RULESET.simulation(content, games=a.games, seed=a.seed, agents="automaton,random",
                               factions=factions).as_dict()
        rate = d["extra"]["win_rate"][bot]
        ok = rate >= 0.9 and d["errors"] == 0
        failed += not ok
        print(f"{bot:22} vs random {', '.join(factions[1:])}: {round(rate * a.games)}/{a.games} wins "
              f"({rate:.0%}), {d['errors']} errors, mean {d['extra']['mean_rounds']:.1f} rounds  "
              f"{'ok' if ok else 'BELOW 90%'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
