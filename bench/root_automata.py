"""Root: full games of four automata (default the four Clockwork 1 automata: Mechanical Marquise,
Electric Eyrie, Automated Alliance, Vagabot; `--bots` any four, e.g. with our own
automated-hundreds and automated-keepers). Prints the median wall time of one game (target <= 50 ms, issue 14), the win
rate of each automaton, end reasons and mean length. Games stopped by the round cap are not
finished games: they are counted and timed apart, and left out of the median, the win rates and
the mean length.

    python bench/root_automata.py [--games 50] [--seed 1] [--bots a,b,c,d]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.match import Match  # noqa: E402
from game.core.simulate import play_out  # noqa: E402
from game.root.bots.agent import AutomatonAgent  # noqa: E402
from game.root.ruleset import RULESET  # noqa: E402

BOTS = ["mechanical-marquise", "electric-eyrie", "automated-alliance", "vagabot"]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--round-cap", type=int, default=40)
    ap.add_argument("--bots", default=",".join(BOTS), help="four automaton ids")
    a = ap.parse_args()
    bots = [b for b in a.bots.split(",") if b]
    if len(bots) != 4:
        ap.error("--bots takes four automaton ids")
    content = RULESET.default_content()
    times, wins, reasons, rounds, decisions, errors = [], {b: 0 for b in bots}, {}, [], [], 0
    capped_times: list[float] = []
    for g in range(a.games):
        setup = {"seats": [{"controller": "automaton", "faction": b} for b in bots],
                 "map": "autumn", "deck": "base", "round_cap": a.round_cap}
        t0 = time.perf_counter()
        try:
            m = Match(RULESET, content, setup, a.seed + g)
            n = play_out(m, {i: AutomatonAgent() for i in range(4)}, 50_000)
        except Exception as exc:  # a bench reports failures, it does not stop
            errors += 1
            print(f"seed {a.seed + g}: {type(exc).__name__}: {exc}", file=sys.stderr)
            continue
        s = m.state
        reasons[s.end_reason or "unfinished"] = reasons.get(s.end_reason or "unfinished", 0) + 1
        if s.end_reason in ("round-cap", "") or m.pending is not None:
            capped_times.append(time.perf_counter() - t0)     # stopped, not finished: apart
            continue
        times.append(time.perf_counter() - t0)
        for w in s.winners:
            wins[s.factions[w]] += 1
        rounds.append(s.round)
        decisions.append(n)
    print(f"{a.games} four-automaton games: {len(times)} finished, {len(capped_times)} stopped by the "
          f"round cap ({a.round_cap}) or unfinished, {errors} errors")
    if times:
        print(f"median finished game {statistics.median(times) * 1000:.0f} ms (target <= 50 ms, issue 14)")
        print(f"max finished game    {max(times) * 1000:.0f} ms")
        print(f"mean rounds     {statistics.mean(rounds):.2f}; mean decisions {statistics.mean(decisions):.0f}")
    if capped_times:
        print(f"stopped games   median {statistics.median(capped_times) * 1000:.0f} ms, "
              f"max {max(capped_times) * 1000:.0f} ms (not in the figures above)")
    print("end reasons     " + ", ".join(f"{k} {v}" for k, v in sorted(reasons.items())))
    for b in bots:
        print(f"win rate {b:20} {wins[b] / max(1, len(times)):.1%} of finished games")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
