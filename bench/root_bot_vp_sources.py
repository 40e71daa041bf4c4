"""Where each automaton's VP come from: plays the four Clockwork bots against each other (as
`main.py simulate --factions marquise,eyrie,alliance,vagabond --agents automaton`) and tallies
every `root.vp` event of the log by seat and by its reason (the text in brackets).

    python bench/root_bot_vp_sources.py [--games 200] [--seed 1] [--factions a,b,c]

Prints, per bot, its win rate, mean final VP and the mean VP per game from each source."""
from __future__ import annotations

import argparse
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.match import Match  # noqa: E402
from game.core.simulate import play_out  # noqa: E402
from game.root.bots.agent import AutomatonAgent  # noqa: E402
from game.root.ruleset import RULESET, automaton_for  # noqa: E402

WHY = re.compile(r"\((.*)\) → \d+$")


def source(text: str) -> str:
    """The reason of a VP log line, with piece/item names folded ('removed sawmill' -> 'removed building')."""
    m = WHY.search(text)
    why = m.group(1) if m else "?"
    if why.startswith("crafted "):
        return "crafted item"
    if why.startswith("removed "):
        kind = why[8:]
        return "removed warrior" if kind == "warrior" else f"removed {kind}"
    return why


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--factions", default="marquise,eyrie,alliance,vagabond")
    ap.add_argument("--round-cap", type=int, default=40)
    a = ap.parse_args()
    content = RULESET.default_content()
    factions = [automaton_for(f) for f in a.factions.split(",")]
    tally: dict = defaultdict(Counter)
    wins, final = Counter(), Counter()
    for g in range(a.games):
        setup = {"seats": [{"controller": "automaton", "faction": f} for f in factions], "map": "autumn",
                 "deck": "base", "round_cap": a.round_cap}
        m = Match(RULESET, content, setup, a.seed + g)
        play_out(m, {i: AutomatonAgent() for i in range(len(factions))})
        for e in m.history:
            if e.kind == "root.vp" and e.seat is not None:
                tally[factions[e.seat]][source(e.text)] += e.data.get("vp", 0)
        for w in m.state.winners:
            wins[factions[w]] += 1
        for i, v in enumerate(m.state.vp):
            final[factions[i]] += v
    n = max(1, a.games)
    for f in factions:
        print(f"{f}: wins {wins[f] / n:6.1%}   mean final VP {final[f] / n:5.1f}")
        for why, vp in sorted(tally[f].items(), key=lambda kv: -abs(kv[1])):
            print(f"    {why:40s} {vp / n:6.2f} VP/game")
    return 0


if __name__ == "__main__":
    sys.exit(main())
