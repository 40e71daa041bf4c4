"""Same games before and after an engine change (issue 15's guard for speed work): play seeded
Root games on two source trees and compare, game by game, every choice id, every decision's
prompt and choice list (ids, English labels, message ids and parameters), every event (kind,
seat, English texts, message ids and parameters, data, flags) and the final state snapshot.

    python bench/root_identical.py --base /tmp/rspeed-base [--games 12] [--seed 1]

Each tree runs in its own process (its own imports); the trees' records are compared here and
the first difference of each game is printed. Exit 0 only if every game is byte-identical.
The mixes cover the base factions, every expansion faction and the automata on the four maps,
with random agents (their own seeded streams) and automaton agents."""
from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]

MIXES = [
    ("random", ["marquise", "eyrie", "alliance", "vagabond"], "autumn"),
    ("random", ["marquise", "eyrie", "alliance", "vagabond"], "winter"),
    ("random", ["duchy", "corvids", "vagabond", "eyrie"], "mountain"),
    ("random", ["marquise", "eyrie", "riverfolk", "alliance"], "lake"),
    ("random", ["lizards", "marquise", "vagabond", "vagabond-2"], "autumn"),
    ("random", ["hundreds", "keepers", "alliance", "riverfolk"], "lake"),
    ("random", ["keepers", "lizards", "duchy", "corvids"], "winter"),
    ("automaton", ["marquise", "eyrie", "alliance", "vagabond"], "autumn"),
    ("automaton", ["lizards", "riverfolk", "duchy", "corvids"], "mountain"),
    ("random,automaton", ["marquise", "eyrie", "alliance", "vagabond"], "lake"),
]


def record(games: int, seed: int, out: str) -> None:
    """In the tree under test: play the games, write one JSON line per game."""
    sys.path.insert(0, str(HERE))
    from game.core.agents import RandomAgent
    from game.core.match import Match
    from game.root.bots.agent import AutomatonAgent
    from game.root.ruleset import RULESET, automaton_for, seat_agents

    import game
    print(f"recording {games} games per mix with the engine at {Path(game.__file__).parent.parent}", flush=True)
    content = RULESET.default_content()
    with open(out, "w", encoding="utf-8") as fh:
        for mi, (agents, factions, map_id) in enumerate(MIXES):
            per = seat_agents(agents, len(factions))
            facs = [automaton_for(f) if a == "automaton" else f for f, a in zip(factions, per)]
            for g in range(games):
                gs = seed + 1000 * mi + g
                setup = {"seats": [{"controller": "automaton" if a == "automaton" else "random", "faction": f}
                                   for f, a in zip(facs, per)], "map": map_id, "deck": "base", "round_cap": 30}
                m = Match(RULESET, content, setup, gs)
                ag = {i: AutomatonAgent() if a == "automaton" else RandomAgent(gs * 101 + i) for i, a in enumerate(per)}
                h = hashlib.sha256()
                trail = []
                n = 0
                try:
                    while n < 20000:
                        d = m.pending
                        if d is None:
                            break
                        cid = ag[d.seat].choose(m, d)
                        line = json.dumps([d.seat, d.kind, d.prompt, d.rule, d.prompt_msg, repr(d.prompt_args),
                                           [[c.id, c.label, list(c.refs), c.label_msg, repr(c.label_args)]
                                            for c in d.choices], cid])
                        h.update(line.encode())
                        for e in m.apply(cid):
                            ev = json.dumps([e.kind, e.text, e.seat, e.rule, repr(e.data), e.reveals, e.private_to,
                                             e.public_text, e.msg, repr(e.args), e.public_msg, repr(e.public_args)])
                            h.update(ev.encode())
                        n += 1
                        if n % 50 == 0:
                            trail.append([n, h.hexdigest()[:16]])
                    err = ""
                except Exception as exc:       # recorded, and compared like the rest
                    err = f"{type(exc).__name__}: {exc}"
                snap = json.dumps(RULESET.state_to_dict(m.state), sort_keys=True)
                fh.write(json.dumps({"mix": f"{agents}:{'-'.join(factions)}@{map_id}", "seed": gs, "decisions": n,
                                     "digest": h.hexdigest(), "state": hashlib.sha256(snap.encode()).hexdigest(),
                                     "trail": trail, "error": err, "outcome": repr(m.outcome)}) + "\n")


def run_tree(tree: Path, games: int, seed: int) -> list[dict]:
    out = tempfile.mktemp(suffix=".jsonl")
    subprocess.run([sys.executable, str(Path(__file__)), "--record", out, "--games", str(games), "--seed", str(seed),
                    "--tree", str(tree)], check=True, cwd=tree)
    return [json.loads(x) for x in Path(out).read_text(encoding="utf-8").splitlines()]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", help="the tree to compare against (e.g. a worktree of the base commit)")
    ap.add_argument("--games", type=int, default=12, help="games per mix")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--record", help=argparse.SUPPRESS)
    ap.add_argument("--tree", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.record:
        global HERE
        HERE = Path(a.tree).resolve()
        record(a.games, a.seed, a.record)
        return 0
    if not a.base:
        ap.error("--base TREE is required")
    base = run_tree(Path(a.base).resolve(), a.games, a.seed)
    mine = run_tree(HERE, a.games, a.seed)
    same = 0
    decisions = 0
    errors = 0
    for x, y in zip(base, mine):
        decisions += y["decisions"]
        errors += bool(y["error"])
        keys = ("decisions", "digest", "state", "error", "outcome")
        if all(x[k] == y[k] for k in keys):
            same += 1
            continue
        first = next((p for p, q in zip(x["trail"], y["trail"]) if p != q), None)
        print(f"DIFFERENT {y['mix']} seed {y['seed']}: decisions {x['decisions']} vs {y['decisions']}; "
              f"first differing 50-decision block ends at {first[0] if first else 'the end'}; "
              f"errors {x['error']!r} vs {y['error']!r}")
    total = len(mine)
    print(f"{same}/{total} games identical (choices, choice lists, events, final state); "
          f"{decisions} decisions; {errors} games ended by an engine error on this tree")
    return 0 if same == total and len(base) == len(mine) else 1


if __name__ == "__main__":
    sys.exit(main())
