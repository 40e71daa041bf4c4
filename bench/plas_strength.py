"""How strong is the PLAS AI against the cunning automaton? 2-seat games over consecutive seeds,
the measured player first and second in turn (seat = game index % 2), with the 95 % Wilson
interval, mean Influence of both sides, CPU seconds and the simulations the search ran.

    python bench/plas_strength.py --player ai --iterations 10 --games 40
    python bench/plas_strength.py --player guide --games 400      # the AI's guide alone
    python bench/plas_strength.py --player cunning --games 400    # the cunning automaton itself

`--player`: `ai` (the search agent, game/core/search.py, with PLAS's evaluation and guide,
game/plas/ai_policy.py), `guide` (that guide alone in the seat, game/plas/ai_guide.py: the cunning
automaton with a better start), `cunning` (the cunning automaton itself in the measured seat).
The opponent is always the cunning automaton (game/plas/automaton.py), seeded as `main.py
simulate` seeds it.
A fixed number of simulations (`--iterations`) makes runs comparable across machines."""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.match import Match  # noqa: E402
from game.core.search import SearchAgent  # noqa: E402
from game.core.simulate import play_out  # noqa: E402
from bench.search_strength import wilson  # noqa: E402


class Counted:
    """The search agent, counting the decisions it searched and the simulations it ran."""

    def __init__(self, agent: SearchAgent) -> None:
        self.agent, self.searched, self.simulations = agent, 0, 0

    def choose(self, match, decision) -> str:
        r = self.agent.search(match, decision)
        self.searched += r.iterations > 0
        self.simulations += r.iterations
        return r.choice


def make_player(args, seat: int, seed: int):
    if args.player == "ai":
        if args.iterations:
            return Counted(SearchAgent(seat, iterations=args.iterations, seed=seed, horizon=args.horizon))
        return Counted(SearchAgent(seat, time_budget=args.ai_time, seed=seed, horizon=args.horizon))
    if args.player == "guide":
        from game.plas.ai_policy import guide
        return guide(seat, seed * 131 + seat)
    from game.plas.automaton import Automaton
    return Automaton(seat, "cunning", seed=seed * 131 + seat)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--player", choices=("ai", "guide", "cunning"), default="ai")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--iterations", type=int, default=10, help="simulations per decision (0: --ai-time instead)")
    ap.add_argument("--ai-time", type=float, default=0.3)
    ap.add_argument("--horizon", type=int, default=None)
    ap.add_argument("--verbose", action="store_true", help="one line per game")
    args = ap.parse_args(argv)
    from game.plas.automaton import Automaton
    from game.plas.ruleset import RULESET
    content = RULESET.default_content()
    wins = errors = sims = decisions = 0
    mine: list[int] = []
    theirs: list[int] = []
    cpu0 = time.process_time()
    for g in range(args.games):
        seed = args.seed + g
        seat = g % 2
        setup = RULESET.default_setup(content, 2)
        setup["seats"][seat]["controller"] = "ai" if args.player == "ai" else "automaton"
        setup["seats"][1 - seat].update(controller="automaton", level="cunning")
        try:
            m = Match(RULESET, content, setup, seed)
            me = make_player(args, seat, seed)
            agents = {seat: me, 1 - seat: Automaton(1 - seat, "cunning", seed=seed * 131 + 1 - seat)}
            play_out(m, agents, max_decisions=200_000)
            if isinstance(me, Counted):
                decisions += me.searched
                sims += me.simulations
                errors += me.agent.errors
            out = m.outcome
            won = bool(out and seat in out.winners)
            wins += won
            sc = [p.influence for p in m.state.players]
            mine.append(sc[seat])
            theirs.append(sc[1 - seat])
            if args.verbose:
                print(f"  seed {seed}: seat {seat}, scores {sc}{' WIN' if won else ''}", flush=True)
        except Exception as exc:          # counted and shown, never hidden
            errors += 1
            print(f"  error, seed {seed}: {type(exc).__name__}: {exc}", file=sys.stderr)
    cpu = time.process_time() - cpu0
    n = len(mine)
    lo, hi = wilson(wins, n)
    label = f"{args.player}" + (f" ({args.iterations} simulations)" if args.player == "ai" and args.iterations
                                else f" ({args.ai_time} s)" if args.player == "ai" else "")
    print(f"PLAS {label} vs cunning, seeds {args.seed}..{args.seed + args.games - 1}: {wins}/{n} "
          f"= {wins / max(n, 1):.1%} [{lo:.1%}, {hi:.1%}]; mean Influence {sum(mine) / max(n, 1):.1f} vs "
          f"{sum(theirs) / max(n, 1):.1f}; CPU {cpu:.1f} s; errors {errors}"
          + (f"; {sims} simulations over {decisions} searched decisions" if args.player == "ai" else ""))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
