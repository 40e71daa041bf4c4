"""Where each seat's VP come from, in headless games (by default the four Clockwork automata).

Tallies every `root.vp` event of the log by its reason (crafting, a building track, removed
pieces, unplaced warriors, …), per faction, and a few step counts: for the Mechanical Marquise
orders drawn by suit, builds placed or failed, Expands; for the Electric Eyrie each step's log
lines (builds, turmoils, …). Prints mean VP per game by source.

    python bench/root_bot_vp_sources.py [--games 200] [--seed 1] [--factions marquise,eyrie,alliance,vagabond]

Same games as `main.py simulate --game root --agents automaton` with the same seed."""
from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.match import Match  # noqa: E402
from game.core.simulate import play_out  # noqa: E402
from game.root.bots.agent import AutomatonAgent  # noqa: E402
from game.root.ruleset import RULESET, automaton_for  # noqa: E402

_WHY = re.compile(r"VP \((.*)\) →")


def source_of(text: str) -> str:
    """A VP event's reason, with the piece or item name folded away ("crafted boots" -> crafted)."""
    m = _WHY.search(text)
    why = m.group(1) if m else "(no reason)"
    for prefix in ("crafted", "removed", "relationship with", "aided ally"):
        if why.startswith(prefix):
            return why if prefix == "removed" else prefix
    return why


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--factions", default="marquise,eyrie,alliance,vagabond")
    ap.add_argument("--map", default="autumn")
    ap.add_argument("--traits", default="", help="MM traits, comma list (default none)")
    ap.add_argument("--difficulty", default="expert", help="MM difficulty")
    a = ap.parse_args()
    content = RULESET.default_content()
    factions = [automaton_for(f) for f in a.factions.split(",") if f]
    vp = {f: Counter() for f in factions}
    wins = Counter()
    mm = Counter()
    ee = Counter()
    for g in range(a.games):
        seats = []
        for f in factions:
            seat = {"controller": "automaton", "faction": f}
            if f == "mechanical-marquise":
                seat.update(difficulty=a.difficulty, traits=[t for t in a.traits.split(",") if t])
            seats.append(seat)
        setup = {"seats": seats, "map": a.map, "deck": "base", "round_cap": 40}
        match = Match(RULESET, content, setup, a.seed + g)
        play_out(match, {i: AutomatonAgent() for i in range(len(factions))}, 20000)
        out = match.outcome
        for w in (out.winners if out else ()):
            wins[factions[w]] += 1
        for e in match.history:
            if e.kind == "root.vp" and e.seat is not None:
                vp[factions[e.seat]][source_of(e.text)] += e.data.get("vp", 0)
            f = factions[e.seat] if e.seat is not None and e.seat < len(factions) else ""
            if f == "mechanical-marquise":
                if e.kind == "root.bot.order":
                    mm["orders " + e.text.rsplit("(", 1)[-1].rstrip(")")] += 1
                elif e.kind == "root.bot.step":
                    for key, pat in (("build placed", ", Build: places"), ("build failed", ", Build: no "),
                                     ("expand", ", Expand: no building"), ("battle", ", Battle: battles"),
                                     ("move", ", Move: moves"), ("craft", ", Craft: takes")):
                        if pat in e.text:
                            mm[key] += 1
            elif f == "electric-eyrie" and e.kind == "root.bot.step" and e.text.startswith("Electric Eyrie, "):
                ee[e.text.split(",", 2)[1].split(":")[0].strip()] += 1
    n = max(1, a.games)
    print(f"{a.games} games, seed {a.seed}, map {a.map}: {', '.join(factions)}")
    for f in factions:
        total = sum(vp[f].values())
        print(f"\n{f}: wins {wins[f] / n:.1%}, mean VP gained {total / n:.1f} per game")
        for why, v in vp[f].most_common():
            print(f"    {why:32s} {v / n:6.2f}  ({v / total:.0%})" if total else f"    {why}")
    if mm:
        print("\nmechanical-marquise steps, per game:")
        for k in sorted(mm):
            print(f"    {k:32s} {mm[k] / n:6.2f}")
    if ee:
        print("\nelectric-eyrie step log lines, per game:")
        for k in sorted(ee):
            print(f"    {k:32s} {ee[k] / n:6.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
