"""How well do the Woodland Alliance and Vagabond guides play alone? A guide (game/root/ai_guides/)
in seat 1 against three Clockwork automata at a difficulty, or against three random players, over
N seeded games: wins with a 95 % Wilson interval, mean VP, mean rounds, errors.

    python bench/root_guides_ab.py --faction alliance --difficulty master --games 10
    python bench/root_guides_ab.py --faction vagabond --opponents random --games 10
    python bench/root_guides_ab.py --faction alliance --baseline      # random play in the seat instead
    python bench/root_guides_ab.py --faction alliance --search 30     # the search agent, guided

`--search N`: the seat is played by the search agent (game/core/search.py, N simulations per
decision) whose simulations play its own seat with this guide (`guide_share` of its decisions,
the rest by the rollout policy) and whose tree tries the guide's pick first (`prior`). Until the
guides are registered in the Root evaluation (game/root/evaluation.py `rollout_agent`), this bench
lends them to it for its own run only.

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


def lend_guide(args) -> None:
    """Give the Root evaluation a `rollout_agent` that makes this guide for this faction's seats
    (this process only; see the module docstring)."""
    from game.root.ruleset import RULESET
    make_eval = type(RULESET).evaluation

    def evaluation(self):
        ev = make_eval(self)

        def rollout_agent(content, setup, seat, seed):
            f = setup["seats"][seat].get("faction", "")
            return make_guide(args.faction, seat, seed) if f == args.faction else None
        ev.rollout_agent = rollout_agent
        ev.guide_share = args.guide_share
        ev.prior = args.prior
        return ev
    RULESET.evaluation = evaluation.__get__(RULESET)


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
    if args.baseline:
        agents[0] = RandomAgent(seed * 101)
    elif args.search:
        from game.core.search import SearchAgent
        agents[0] = SearchAgent(0, iterations=args.search, seed=seed, horizon=args.horizon)
    else:
        agents[0] = make_guide(args.faction, 0, seed)
    play_out(m, agents, max_decisions=30_000)
    sim_errors = getattr(agents[0], "errors", 0)
    if sim_errors:
        raise RuntimeError(f"{sim_errors} simulations ended in a rules error: {agents[0].error_sample}")
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
    ap.add_argument("--search", type=int, default=0, help="the search agent with N simulations per decision, "
                                                          "guided by this guide")
    ap.add_argument("--guide-share", type=float, default=0.9, help="with --search: share of the seat's simulated "
                                                                   "decisions the guide plays")
    ap.add_argument("--prior", type=float, default=1.0, help="with --search: progressive bias toward the guide's pick")
    ap.add_argument("--horizon", type=int, default=None, help="with --search: decisions simulated past the tree")
    ap.add_argument("--verbose", action="store_true", help="one line per game")
    args = ap.parse_args(argv)
    if args.search:
        lend_guide(args)
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
    who = ("random" if args.baseline else f"search {args.search} sims, guided (share {args.guide_share}, "
           f"prior {args.prior}, horizon {args.horizon or 'default'})" if args.search else "guide")
    print(f"{args.faction} ({who}) vs {'/'.join(opponents(args.faction))} ({args.opponents}): "
          f"wins {wins}/{n} [{lo:.1%}, {hi:.1%}]  mean VP {sum(vps) / max(1, n):.1f}  "
          f"mean rounds {sum(rounds) / max(1, n):.1f}  errors {errors}  CPU {time.process_time() - cpu0:.1f} s")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
