"""How strong is a rule-based Root guide (game/root/ai_guides/) on its own? The guide plays seat 1
against three Clockwork automata at a difficulty over N seeded games; printed: wins with a 95 %
Wilson interval, mean VP, mean rounds, CPU seconds (a fair share of wins is 25 %).

    python bench/root_guides.py --faction marquise --difficulty master --games 20
    python bench/root_guides.py --faction marquise --baseline        # random choices in the seat

The opponents are those of bench/search_strength.py (the first base-box automata not standing in
for the faction, Rootbotics 3.2), Autumn map, base deck, a round cap of 20 (a capped game is a loss)."""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.search_strength import DIFFICULTIES, opponents, wilson  # noqa: E402
from game.core.agents import RandomAgent  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.simulate import play_out  # noqa: E402
from game.root.ai_guides import GUIDES, guide_for  # noqa: E402


def vs_automata(faction: str, seed: int, difficulty: str = "master", round_cap: int | None = 20,
                agent: Any = None) -> tuple[Match, dict]:
    """The bench's seeded game, not yet played: `faction` in seat 1 against the three automata of
    bench/search_strength.py at `difficulty` (Autumn, base deck, `round_cap` or none), and its
    agents by seat (seat 1: `agent`, else the faction's guide). Tests reach their positions with it."""
    from game.root.ruleset import RULESET
    setup: dict = {"seats": [{"controller": "ai", "faction": faction}] +
                   [{"controller": "automaton", "faction": a, "difficulty": difficulty} for a in opponents(faction)],
                   "map": "autumn", "deck": "base"}
    if round_cap is not None:
        setup["round_cap"] = round_cap
    m = Match(RULESET, RULESET.default_content(), setup, seed)
    agents = {i: RULESET.make_agent(m.setup, i, seed) for i in range(1, 4)}
    agents[0] = agent if agent is not None else guide_for(faction, 0, seed)
    return m, agents


def play(faction: str, difficulty: str, seed: int, round_cap: int, baseline: bool) -> tuple[bool, list[int], int]:
    """One seeded game: (the guide won, every seat's VP, rounds)."""
    m, agents = vs_automata(faction, seed, difficulty, round_cap, RandomAgent(seed * 101) if baseline else None)
    play_out(m, agents, max_decisions=30_000)
    out = m.outcome
    return bool(out and 0 in out.winners), list(m.state.vp), m.state.round


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--faction", default="marquise", help=f"one of {', '.join(GUIDES)}")
    ap.add_argument("--difficulty", default="master", help=", ".join(DIFFICULTIES) + " (or a comma list)")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--round-cap", type=int, default=20)
    ap.add_argument("--baseline", action="store_true", help="uniformly random choices in the seat instead")
    ap.add_argument("--verbose", action="store_true", help="one line per game")
    args = ap.parse_args(argv)
    if args.faction not in GUIDES:
        print(f"no guide for {args.faction!r} (guides: {', '.join(GUIDES)})", file=sys.stderr)
        return 2
    diffs = [x for x in args.difficulty.split(",") if x]
    bad = [x for x in diffs if x not in DIFFICULTIES]
    if bad:
        print(f"unknown difficulty {', '.join(bad)} ({', '.join(DIFFICULTIES)})", file=sys.stderr)
        return 2
    who = "random" if args.baseline else "guide"
    errors = 0
    for diff in diffs:
        wins, vps, rounds = 0, [], []
        cpu0 = time.process_time()
        for g in range(args.games):
            seed = args.seed + g
            try:
                won, vp, r = play(args.faction, diff, seed, args.round_cap, args.baseline)
            except Exception as exc:              # counted and shown, never hidden
                errors += 1
                print(f"  error, seed {seed}: {type(exc).__name__}: {exc}", file=sys.stderr)
                continue
            wins += won
            vps.append(vp[0])
            rounds.append(r)
            if args.verbose:
                print(f"  seed {seed}: VP {vp} round {r}{' WIN' if won else ''}", flush=True)
        n = len(vps)
        lo, hi = wilson(wins, n)
        mean_vp = sum(vps) / n if n else 0.0
        mean_r = sum(rounds) / n if n else 0.0
        print(f"{args.faction} {who} vs {'/'.join(opponents(args.faction))} ({diff}): wins {wins}/{n} "
              f"[{lo:.1%}, {hi:.1%}]  mean VP {mean_vp:.1f}  mean rounds {mean_r:.1f}  "
              f"CPU {time.process_time() - cpu0:.1f} s", flush=True)
    print(f"errors {errors}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
