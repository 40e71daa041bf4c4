"""Root automata: where each bot's VP come from, tallied from the event log of four-bot games.

Plays the same games as `main.py simulate --game root --factions marquise,eyrie,alliance,vagabond
--agents automaton` (same seeds, same setup) and sums every `root.vp` event by seat and reason
(the text in brackets after "scores/loses N VP"). Also prints win rates, mean rounds and, for the
Electric Eyrie, how often it built, fell into turmoil and lost roosts.

    python bench/root_bot_vp_sources.py [--games 200] [--seed 1] [--factions marquise,eyrie,...]
"""
from __future__ import annotations

import argparse
import re
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.match import Match  # noqa: E402
from game.core.simulate import play_out  # noqa: E402
from game.root.bots.agent import AutomatonAgent  # noqa: E402
from game.root.ruleset import RULESET, automaton_for  # noqa: E402

WHY = re.compile(r"VP \((.*)\) →")


def reason(ev) -> str:
    m = WHY.search(ev.text)
    why = m.group(1) if m else "other"
    if why.startswith("crafted"):
        return "crafting"
    if why.startswith("removed"):
        return "removing buildings/tokens"
    if why.endswith("track") and why != "roost track":
        return "building tracks"
    return why


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--factions", default="marquise,eyrie,alliance,vagabond")
    ap.add_argument("--round-cap", type=int, default=40)
    a = ap.parse_args()
    bots = [automaton_for(f) for f in a.factions.split(",")]
    content = RULESET.default_content()
    vp = {b: defaultdict(int) for b in bots}
    wins = {b: 0 for b in bots}
    rounds, games = [], 0
    ee_counts = defaultdict(int)
    for g in range(a.games):
        setup = {"seats": [{"controller": "automaton", "faction": b} for b in bots],
                 "map": "autumn", "deck": "base", "round_cap": a.round_cap, "allow_test_factions": False}
        m = Match(RULESET, content, setup, a.seed + g)
        play_out(m, {i: AutomatonAgent() for i in range(len(bots))}, 20000)
        games += 1
        s = m.state
        rounds.append(s.round)
        for w in s.winners:
            wins[s.factions[w]] += 1
        for ev in m.history:
            if ev.kind == "root.vp" and ev.seat is not None:
                vp[s.factions[ev.seat]][reason(ev)] += ev.data.get("vp", 0)
            elif ev.kind == "root.bot.step" and ev.text.startswith("Electric Eyrie, "):
                step = ev.text.split(",", 2)[1].split(":")[0].strip()
                ee_counts[step] += 1
    print(f"{games} games, factions {', '.join(bots)}; mean rounds {statistics.mean(rounds):.2f}")
    for b in bots:
        total = sum(vp[b].values())
        print(f"\n{b}: win rate {wins[b] / games:.1%}; mean VP gained {total / games:.1f}")
        for why, n in sorted(vp[b].items(), key=lambda kv: -abs(kv[1])):
            print(f"    {why:32} {n / games:6.2f} per game")
    if ee_counts:
        print("\nElectric Eyrie step log lines per game:")
        for k, n in sorted(ee_counts.items()):
            print(f"    {k:32} {n / games:6.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
