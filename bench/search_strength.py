"""How strong is the AI? Win rates of the search agent (game/core/search.py) over seeded games,
with 95 % Wilson confidence intervals:

- Root: the AI in seat 1 against three Clockwork automata at each difficulty (Beginner, Expert,
  Master, Boss), for each faction it plays (a fair share is 25 %);
- PLAS: the AI against the cunning automaton, 2 seats (a fair share is 50 %).

    python bench/search_strength.py --quick          # a smoke-sized run, within 10 minutes
    python bench/search_strength.py --games 20 --ai-time 1
    python bench/search_strength.py --iterations 60 --factions marquise,eyrie --difficulties master,boss

The AI's budget is a time per decision (`--ai-time`, the levels 0.3 / 1 / 3 s) or a fixed number
of simulations (`--iterations`: the same on every machine, so results can be compared).
The table and how it was measured are in docs/ai.md."""
from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.match import Match  # noqa: E402
from game.core.search import SearchAgent  # noqa: E402
from game.core.simulate import play_out  # noqa: E402

FACTIONS = ("marquise", "eyrie", "alliance", "vagabond", "corvids", "riverfolk", "lizards", "duchy", "hundreds")
DIFFICULTIES = ("beginner", "expert", "master", "boss")
# The three automata a faction faces: the first base-box automata not standing in for it (Rootbotics 3.2).
AUTOMATA = ("electric-eyrie", "automated-alliance", "vagabot", "mechanical-marquise")
SIM_ERRORS = [0]        # simulations inside the AI's search that the rules stopped with an error


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


def opponents(faction: str) -> list[str]:
    from game.root.factions import get_faction
    return [a for a in AUTOMATA if get_faction(a).replaces != faction][:3]


def make_ai(args, seat: int, seed: int):
    if args.baseline:                     # the same seat played by uniformly random choices
        from game.core.agents import RandomAgent
        return RandomAgent(seed * 101 + seat)
    if args.iterations:
        return SearchAgent(seat, iterations=args.iterations, seed=seed, horizon=args.horizon)
    return SearchAgent(seat, time_budget=args.ai_time, seed=seed, horizon=args.horizon)


def root_games(args, faction: str, difficulty: str) -> tuple[int, int, list[int], float]:
    from game.root.ruleset import RULESET
    content = RULESET.default_content()
    wins, vps, errors = 0, [], 0
    cpu0 = time.process_time()
    for g in range(args.games):
        seed = args.seed + g
        setup = {"seats": [{"controller": "ai", "faction": faction}] +
                 [{"controller": "automaton", "faction": a, "difficulty": difficulty} for a in opponents(faction)],
                 "map": "autumn", "deck": "base", "round_cap": args.round_cap}
        try:
            m = Match(RULESET, content, setup, seed)
            agents = {i: RULESET.make_agent(m.setup, i, seed) for i in range(1, 4)}
            agents[0] = make_ai(args, 0, seed)
            play_out(m, agents, max_decisions=30_000)
            SIM_ERRORS[0] += getattr(agents[0], "errors", 0)
            out = m.outcome
            wins += bool(out and 0 in out.winners)
            vps.append(m.state.vp[0])
            if args.verbose:
                print(f"  seed {seed}: VP {m.state.vp} round {m.state.round}"
                      f"{' AI wins' if out and 0 in out.winners else ''}", flush=True)
        except Exception as exc:          # counted and shown, never hidden
            errors += 1
            print(f"  error, seed {seed}: {type(exc).__name__}: {exc}", file=sys.stderr)
    return wins, errors, vps, time.process_time() - cpu0


def plas_games(args) -> tuple[int, int, int, float]:
    from game.plas.ruleset import RULESET
    from game.plas.simulation import make_agent
    content = RULESET.default_content()
    wins = errors = 0
    cpu0 = time.process_time()
    for g in range(args.plas_games):
        seed = args.seed + g
        ai_seat = g % 2                     # the AI plays first and second in turn
        setup = RULESET.default_setup(content, 2)
        setup["seats"][ai_seat]["controller"] = "ai"
        setup["seats"][1 - ai_seat].update(controller="automaton", level="cunning")
        try:
            m = Match(RULESET, content, setup, seed)
            agents = {ai_seat: make_ai(args, ai_seat, seed), 1 - ai_seat: make_agent("cunning", seed, 1 - ai_seat)}
            play_out(m, agents, max_decisions=200_000)
            SIM_ERRORS[0] += getattr(agents[ai_seat], "errors", 0)
            out = m.outcome
            wins += bool(out and ai_seat in out.winners)
            if args.verbose:
                print(f"  seed {seed}: AI seat {ai_seat}, scores {[p.influence for p in m.state.players]}"
                      f"{' AI wins' if out and ai_seat in out.winners else ''}", flush=True)
        except Exception as exc:
            errors += 1
            print(f"  error, seed {seed}: {type(exc).__name__}: {exc}", file=sys.stderr)
    return wins, errors, args.plas_games, time.process_time() - cpu0


def row(label: str, wins: int, n: int, extra: str = "") -> str:
    lo, hi = wilson(wins, n)
    rate = wins / n if n else 0.0
    return f"{label:<62} {wins:>3}/{n:<3} {rate:6.1%}  [{lo:5.1%}, {hi:5.1%}]  {extra}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="Marquise at every difficulty and a few PLAS games, "
                                                         "with a small fixed budget: within 10 minutes")
    ap.add_argument("--games", type=int, default=10, help="Root games per faction and difficulty")
    ap.add_argument("--plas-games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--ai-time", type=float, default=1.0, help="seconds per decision (levels: 0.3, 1, 3)")
    ap.add_argument("--iterations", type=int, default=0, help="a fixed number of simulations per decision instead")
    ap.add_argument("--factions", default=",".join(FACTIONS))
    ap.add_argument("--difficulties", default=",".join(DIFFICULTIES))
    ap.add_argument("--round-cap", type=int, default=20, help="Root games end after this many rounds (0: none)")
    ap.add_argument("--horizon", type=int, default=None, help="decisions simulated past the tree (default: "
                                                                   "data/ai/<game>.yaml)")
    ap.add_argument("--baseline", action="store_true", help="random choices in the AI's seat instead (what "
                                                            "the search adds is the difference)")
    ap.add_argument("--verbose", action="store_true", help="one line per game")
    args = ap.parse_args(argv)
    if args.quick:
        args.games, args.plas_games, args.iterations = 2, 4, 6
        args.factions, args.round_cap = "marquise", 12
    factions = [f for f in args.factions.split(",") if f]
    diffs = [d for d in args.difficulties.split(",") if d]
    from game.root.ai_guides import GUIDES      # a faction outside the default list plays if it has a guide
    bad = [f for f in factions if f not in FACTIONS and f not in GUIDES] + [d for d in diffs if d not in DIFFICULTIES]
    if bad:
        print(f"unknown {', '.join(bad)} (factions: {', '.join(FACTIONS)}; difficulties: {', '.join(DIFFICULTIES)})",
              file=sys.stderr)
        return 2
    budget = ("none: BASELINE, random choices in the AI's seat" if args.baseline else
              f"{args.iterations} simulations" if args.iterations else f"{args.ai_time} s")
    print(f"AI budget per decision: {budget}; seeds from {args.seed}; Root round cap {args.round_cap or 'none'}")
    print(f"{'Root: AI faction vs 3 automata (difficulty)':<62} {'wins':>7} {'rate':>6}  95% interval      mean AI VP · CPU s")
    errors = 0
    t0 = time.perf_counter()
    for f in factions:
        for d in diffs:
            if args.games < 1:
                continue
            wins, err, vps, cpu = root_games(args, f, d)
            errors += err
            n = args.games - err
            mean_vp = sum(vps) / len(vps) if vps else 0
            print(row(f"{f} vs {'/'.join(opponents(f))} ({d})", wins, n,
                      f"{mean_vp:5.1f} · {cpu:6.1f}"), flush=True)
    if args.plas_games > 0:
        wins, err, n, cpu = plas_games(args)
        errors += err
        print(row("PLAS: AI vs cunning automaton", wins, n - err, f"        {cpu:6.1f}"), flush=True)
    print(f"wall clock {time.perf_counter() - t0:.0f} s; errors {errors}; errors inside the AI's simulations "
          f"{SIM_ERRORS[0]}")
    return 1 if errors or SIM_ERRORS[0] else 0


if __name__ == "__main__":
    sys.exit(main())
