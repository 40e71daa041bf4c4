"""Interleaved A/B timing of the Stonesaga playout bench: base tree, this tree, base, this…
(the machine is shared and noisy: only runs side by side in time compare). Prints every run's
decisions per CPU-second, the load average at each, and the ratio of the medians and of the best.

    python bench/stonesaga_ab.py /tmp/saga-base [--this TREE] [--pairs 5] [--games 200] [--seed 1]
(--this: another worktree to time instead of this one, e.g. a commit checked out apart, so that
editing this tree during the runs changes nothing.)
"""
from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]


def run(tree: Path, games: int, seed: int) -> float:
    out = subprocess.run([sys.executable, str(tree / "bench" / "stonesaga_playout.py"), "--games", str(games),
                          "--seed", str(seed)], cwd=tree, capture_output=True, text=True, check=True).stdout
    m = re.search(r"decisions per CPU-second: ([\d,]+)", out)
    if m is None:
        raise SystemExit(f"no figure in the output of {tree}:\n{out}")
    return float(m.group(1).replace(",", ""))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("base", type=Path)
    ap.add_argument("--this", type=Path, default=HERE)
    ap.add_argument("--pairs", type=int, default=5)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    base, this = [], []
    for i in range(a.pairs):
        b = run(a.base, a.games, a.seed)
        base.append(b)
        t = run(a.this, a.games, a.seed)
        this.append(t)
        print(f"pair {i + 1}: base {b:,.0f}  this {t:,.0f}  ratio {t / b:.3f}  load {os.getloadavg()[0]:.2f}",
              flush=True)
    print(f"median: base {statistics.median(base):,.0f}  this {statistics.median(this):,.0f}  "
          f"ratio {statistics.median(this) / statistics.median(base):.3f}")
    print(f"best:   base {max(base):,.0f}  this {max(this):,.0f}  ratio {max(this) / max(base):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
