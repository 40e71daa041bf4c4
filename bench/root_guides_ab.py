"""How well do the Woodland Alliance and Vagabond guides play alone? A guide (game/root/ai_guides/)
in seat 1 against three Clockwork automata at a difficulty, or against three random players, over
N seeded games: wins with a 95 % Wilson interval, mean VP, mean rounds, errors.

    python bench/root_guides_ab.py --faction alliance --difficulty master --games 10
    python bench/root_guides_ab.py --faction vagabond --opponents random --games 10
    python bench/root_guides_ab.py --faction alliance --baseline      # random play in the seat instead

The seat's opponents are the first base-box automata not standing in for its faction (as in
bench/search_strength.py); against random players they are those automata's factions played at
random. Autumn map, base deck, round cap 20 (a capped game is a loss for every seat)."""
from __future__ import annotations

import argparse
import importlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.search_strength import opponents, wilson  # noqa: E402
from game.core.agents import RandomAgent  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.simulate import play_out  # noqa: E402

DIFFICULTIES = ("beginner", "expert", "master", "boss")


def make_guide(faction: str, seat: int, seed: int):
    mod = importlib.import_module(f"game.root.ai_guides.{faction}")
    return mod.Guide(seat, seed)


def play(args, seed: int) -> tuple[bool, int, int, list[int]]:
    from game.root.ruleset import RULESET
    content = RULESET.default_content()
    opp = opponents(args.faction)
    if args.opponents == "random":
        from game.root.factions import get_faction
        others = [{"controller": "random", "faction": get_faction(a).replaces} for a in opp]
    else:
        others = [{"controller": "automaton", "faction": a, "difficulty": args.opponents} for a in opp]
    setup = {"seats": [{"controller": "ai", "faction": args.faction}] + others,
             "map": args.map, "deck": args.deck, "round_cap": args.round_cap}
    m = Match(RULESET, content, setup, seed)
    agents = {}
    for i in range(1, 4):
        agents[i] = (RULESET.make_agent(m.setup, i, seed) if args.opponents != "random"
                     else RandomAgent(seed * 101 + i))
    agents[0] = RandomAgent(seed * 101) if args.baseline else make_guide(args.faction, 0, seed)
    play_out(m, agents, max_decisions=30_000)
    out = m.outcome
    return bool(out and 0 in out.winners), m.state.vp[0], m.state.round, list(m.state.vp)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--faction", choices=("alliance", "vagabond"), default="alliance")
    ap.add_argument("--opponents", choices=DIFFICULTIES + ("random",), default="master",
                    help="the automata's difficulty, or `random` players")
    ap.add_argument("--difficulty", dest="opponents", choices=DIFFICULTIES + ("random",), help="same as --opponents")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--map", default="autumn")
    ap.add_argument("--deck", default="base")
    ap.add_argument("--round-cap", type=int, default=20)
    ap.add_argument("--baseline", action="store_true", help="uniformly random choices in the seat instead")
    ap.add_argument("--verbose", action="store_true", help="one line per game")
    args = ap.parse_args(argv)
    wins, vps, rounds, errors = 0, [], [], 0
    cpu0 = time.process_time()
    for g in range(args.games):
        seed = args.seed + g
        try:
            won, vp, rnd, allvp = play(args, seed)
        except Exception as exc:            # counted and shown, never hidden
            errors += 1
            print(f"  error, seed {seed}: {type(exc).__name__}: {exc}", file=sys.stderr)
            continue
        wins += won
        vps.append(vp)
        rounds.append(rnd)
        if args.verbose:
            print(f"  seed {seed}: VP {allvp} round {rnd}{'  WIN' if won else ''}", flush=True)
    n = len(vps)
    lo, hi = wilson(wins, n)
    who = "random" if args.baseline else "guide"
    print(f"{args.faction} ({who}) vs {'/'.join(opponents(args.faction))} ({args.opponents}): "
          f"wins {wins}/{n} [{lo:.1%}, {hi:.1%}]  mean VP {sum(vps) / max(1, n):.1f}  "
          f"mean rounds {sum(rounds) / max(1, n):.1f}  errors {errors}  CPU {time.process_time() - cpu0:.1f} s")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
