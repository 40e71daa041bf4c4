"""Where each automaton's VP come from: plays the four-bot game (the same games as
`main.py simulate --game root --factions marquise,eyrie,alliance,vagabond --agents automaton`)
and tallies every `root.vp` event by seat and by its reason.

    python bench/root_bot_vp_sources.py [--games 200] [--seed 1] [--factions marquise,eyrie,alliance,vagabond]

Prints, per bot: win rate, mean final VP, and mean VP per game for each source (the reason
text add_vp logs, with item and card names folded: "crafted hammer" -> "crafted item")."""
from __future__ import annotations

import argparse
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.root.ruleset import RULESET  # noqa: E402

REASON = re.compile(r"VP \((.*)\) →")


def source_of(text: str) -> str:
    m = REASON.search(text)
    why = m.group(1) if m else "(no reason given)"
    if why.startswith("crafted "):
        return "crafted item"
    return why


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--factions", default="marquise,eyrie,alliance,vagabond")
    ap.add_argument("--round-cap", type=int, default=40)
    a = ap.parse_args()
    content = RULESET.default_content()
    per = defaultdict(Counter)          # faction -> source -> VP
    finals = Counter()
    done = []

    def check(m):
        if m.pending is None and not getattr(m, "_vp_tallied", False):
            m._vp_tallied = True                     # (an id() could be reused by the next game)
            done.append(m.seed if hasattr(m, "seed") else len(done))
            for e in m.history:
                if e.kind == "root.vp" and e.seat is not None:
                    per[m.state.factions[e.seat]][source_of(e.text)] += e.data.get("vp", 0)
            for i, f in enumerate(m.state.factions):
                finals[f] += m.state.vp[i]

    st = RULESET.simulation(content, games=a.games, seed=a.seed, agents="automaton", factions=a.factions,
                            round_cap=a.round_cap, check=check)
    d = st.as_dict()
    n = max(1, len(done))
    wins = Counter()
    for r in st.results:
        for w in r.winners:
            wins[w] += 1
    print(f"{d['finished']}/{d['games']} finished ({len(done)} tallied), {d['errors']} errors, end reasons {d['end_reasons']}, "
          f"mean rounds {d.get('extra', {}).get('mean_rounds')}")
    factions = d.get("extra", {}).get("factions", sorted(per))
    for i, f in enumerate(factions):
        print(f"\n{f}: wins {100 * wins[i] / max(1, a.games):.1f} %, mean final VP {finals[f] / n:.1f}")
        total = sum(per[f].values())
        for why, vp in per[f].most_common():
            print(f"    {why:40s} {vp / n:6.2f} VP/game  ({100 * vp / max(1, total):4.1f} %)")
    return 1 if d["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
