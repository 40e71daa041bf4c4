"""Stonesaga playouts, same or not: the decisions, errors, results and a SHA-256 of every game's
choice sequence (seat and choice id of every decision, in order) and of every menu offered, to compare a speed-up with its
base commit (issue 10: a faster engine must play exactly the same games).

    python bench/stonesaga_identical.py [--games 500] [--seed 1] [--seats 1]
Run it in both trees; the printed lines must be equal.
"""
from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core import simulate as core_sim  # noqa: E402
from game.stonesaga.ruleset import RULESET  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seats", type=int, default=1)
    ap.add_argument("--no-menus", action="store_true", help="hash the choices made only")
    a = ap.parse_args()
    h = hashlib.sha256()
    menus = hashlib.sha256()       # every decision's offer: kind, prompt, choice ids and labels
    logs = hashlib.sha256()        # every event's kind and English text
    plain = core_sim.play_out

    def play_out(match, agents, max_decisions=100_000, check=None):
        n = plain(match, agents, max_decisions, check)
        for e in match.log:                  # the choices made, in order
            h.update(f"{e.seat}:{e.choice}|".encode())
        h.update(b"#")
        for e in match.history:
            logs.update(f"{e.kind}|{e.seat}|{e.text}|{e.public_text}\n".encode())
        return n

    def check(match):
        d = match.pending
        if d is not None:
            menus.update(f"{d.seat}|{d.kind}|{d.prompt}|".encode())
            for c in d.choices:
                menus.update(f"{c.id}={c.label};".encode())

    core_sim.play_out = play_out
    content = RULESET.default_content()
    stats = RULESET.simulation(content, games=a.games, seed=a.seed, seats=a.seats,
                               check=None if a.no_menus else check)
    print(f"decisions {stats.decisions}  errors {stats.errors}  lost {stats.extra['lost']}  "
          f"won {stats.extra['won']}  mean days {stats.extra['mean_days']}")
    print(f"choices sha256 {h.hexdigest()}")
    print(f"log sha256 {logs.hexdigest()}  (every event's kind and English text)")
    if not a.no_menus:
        print(f"menus sha256 {menus.hexdigest()}  (every decision's prompt, choice ids and English labels)")
    return 0 if stats.errors == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
