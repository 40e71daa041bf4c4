"""Root: a seeded round robin of the automata (issue 14). Every set of four automata plays
`--games` 4-seat games at each difficulty (seats rotated from game to game); the table gives each
automaton's win rate with a 95% Wilson interval, per level and overall. Balance is reported, not
tuned: the automata follow their cards.

Fails (exit 1) when a game raises an error, or when fewer than `--min-winner` of the games end
with a winner (the issue's 95%). `--round-cap 3` shows it failing: nobody reaches 30 VP by then.

    python bench/root_automata_league.py [--games 2] [--seed 1] [--levels beginner,expert,master,boss]
                                         [--bots mechanical-marquise,...] [--round-cap 40]
"""
from __future__ import annotations

import argparse
import itertools
import math
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.match import Match  # noqa: E402
from game.root.bots.agent import AutomatonAgent  # noqa: E402
from game.root.factions import faction_ids, get_faction  # noqa: E402
from game.root.ruleset import RULESET  # noqa: E402

LEVELS = ("beginner", "expert", "master", "boss")


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a win rate (good at small n and rates near 0 or 1)."""
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, mid - half), min(1.0, mid + half)


def play(content, bots: list[str], level: str, seed: int, round_cap: int):
    setup = {"seats": [{"controller": "automaton", "faction": f, "difficulty": level} for f in bots],
             "map": "autumn", "deck": "base", "round_cap": round_cap}
    m = Match(RULESET, content, RULESET.check_setup(content, setup), seed)
    agent = AutomatonAgent()
    n = 0
    while m.pending and n < 20000:
        m.apply(agent.choose(m, m.pending))
        n += 1
    if m.pending:
        raise RuntimeError(f"no end after {n} decisions")
    return [bots[w] for w in m.state.winners], m.state.end_reason


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    autos = [f for f in faction_ids() if get_faction(f).automaton]
    ap.add_argument("--games", type=int, default=2, help="games per set of four and level")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", default=",".join(LEVELS))
    ap.add_argument("--bots", default=",".join(autos))
    ap.add_argument("--round-cap", type=int, default=40)
    ap.add_argument("--min-winner", type=float, default=0.95)
    a = ap.parse_args(argv)
    content = RULESET.default_content()
    bots = [b for b in a.bots.split(",") if b]
    levels = [lv for lv in a.levels.split(",") if lv]
    mixes = list(itertools.combinations(bots, 4))
    played, wins = Counter(), Counter()
    errors, no_winner, total = [], 0, 0
    t0 = time.time()
    for level in levels:
        for k, mix in enumerate(mixes):
            for g in range(a.games):
                seed = a.seed + 1000 * g + k
                rot = seed % 4                                   # seats rotated: each bot sits first in turn
                seats = list(mix[rot:] + mix[:rot])
                total += 1
                for b in seats:
                    played[level, b] += 1
                try:
                    winners, reason = play(content, seats, level, seed, a.round_cap)
                except Exception as exc:                          # noqa: BLE001 - reported, then fails the run
                    errors.append(f"{level} {seats} seed {seed}: {exc!r}\n{traceback.format_exc(limit=3)}")
                    continue
                if not winners or reason == "round-cap":
                    no_winner += 1
                for w in winners:
                    wins[level, w] += 1
    dt = time.time() - t0
    print(f"Root automata league: {len(bots)} automata, {len(mixes)} sets of four, {len(levels)} level(s), "
          f"{a.games} game(s) each = {total} games in {dt:.0f} s (seed {a.seed})")
    head = f"{'automaton':22}" + "".join(f"{lv:>22}" for lv in levels) + f"{'all levels':>22}"
    print(head)
    for b in bots:
        row = f"{b:22}"
        for lv in levels + ["all"]:
            n = played[lv, b] if lv != "all" else sum(played[x, b] for x in levels)
            w = wins[lv, b] if lv != "all" else sum(wins[x, b] for x in levels)
            lo, hi = wilson(w, n)
            row += f"{(f'{w / n:5.0%} [{lo:4.0%}-{hi:4.0%}]' if n else '-'):>22}"
        print(row)
    share = (total - no_winner - len(errors)) / max(1, total)
    print(f"games with a winner: {share:.1%} (need {a.min_winner:.0%}); errors: {len(errors)}")
    for e in errors[:5]:
        print(e)
    ok = not errors and share >= a.min_winner
    print("ok" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
